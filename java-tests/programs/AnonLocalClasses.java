/** Anonymous and local classes: capturing effectively-final locals and parameters, instance initializers, constructor arguments, local classes in static and instance methods, names of the generated classes. */
public class AnonLocalClasses {
    interface Greeter { String greet(String who); }
    static abstract class Shape {
        final String label;
        Shape(String label) { this.label = label; }
        abstract double area();
        public String toString() { return label + ":" + area(); }
    }

    private int instanceField = 9;

    static Greeter make(final String greeting, int times) {
        String suffix = "!";
        return new Greeter() {
            int calls;
            public String greet(String who) {
                calls++;
                StringBuilder sb = new StringBuilder();
                for (int i = 0; i < times; i++) sb.append(greeting);
                return sb + " " + who + suffix + " (call " + calls + ")";
            }
        };
    }

    Greeter instanceAnon() {
        return new Greeter() {
            public String greet(String who) { return who + " sees field " + instanceField + " via " + AnonLocalClasses.this.instanceField; }
        };
    }

    static int localInStatic(int n) {
        int base = 1000;
        class Acc {
            int total = base;
            void add(int k) { total += k * n; }
        }
        Acc a = new Acc();
        for (int i = 1; i <= 4; i++) a.add(i);
        return a.total;
    }

    String localInInstance() {
        class Local {
            String get() { return "local sees " + instanceField; }
        }
        instanceField++;
        return new Local().get() + " " + new Local().getClass().getName();
    }

    public static void main(String[] args) {
        Greeter g = make("hi", 2);
        System.out.println(g.greet("Ann"));
        System.out.println(g.greet("Bob"));
        System.out.println(make("yo", 0).greet("Cy"));
        AnonLocalClasses o = new AnonLocalClasses();
        System.out.println(o.instanceAnon().greet("inner"));
        System.out.println("localInStatic " + localInStatic(3));
        System.out.println(o.localInInstance());

        double r = 2;
        Shape circle = new Shape("circle") {
            double area() { return 3 * r * r; }
        };
        Shape sq = new Shape("square" + (int) r) {
            double side;
            { side = r + 1; }
            double area() { return side * side; }
        };
        System.out.println(circle + " " + sq);

        Object anon = new Object() { public String toString() { return "anon toString"; } };
        System.out.println(anon + " " + anon.getClass().getName() + " simple='" + anon.getClass().getSimpleName() + "' anonymous=" + anon.getClass().isAnonymousClass());
        System.out.println("greeter class " + g.getClass().getName() + " super " + g.getClass().getSuperclass().getName());

        class Node {
            final int val; final Node next;
            Node(int val, Node next) { this.val = val; this.next = next; }
            int sum() { return val + (next == null ? 0 : next.sum()); }
        }
        Node list = null;
        for (int i = 1; i <= 10; i++) list = new Node(i, list);
        System.out.println("local recursive class sum " + list.sum() + " name " + Node.class.getName() + " simple " + Node.class.getSimpleName());

        final int[] hits = {0};
        Runnable[] rs = new Runnable[3];
        for (int i = 0; i < rs.length; i++) {
            final int id = i;
            rs[i] = new Runnable() { public void run() { hits[0] += id + 1; } };
        }
        for (Runnable x : rs) x.run();
        for (Runnable x : rs) x.run();
        System.out.println("hits " + hits[0] + " distinct instances " + (rs[0] != rs[1]) + " same class " + (rs[0].getClass() == rs[1].getClass()));

        Greeter chained = new Greeter() {
            Greeter inner = new Greeter() { public String greet(String w) { return "<" + w + ">"; } };
            public String greet(String w) { return inner.greet(inner.greet(w)); }
        };
        System.out.println(chained.greet("nest"));
        Comparable<String> cmp = new Comparable<String>() { public int compareTo(String s) { return s.length() - 3; } };
        System.out.println("anon generic " + cmp.compareTo("abcde") + " " + cmp.compareTo(""));
    }
}
