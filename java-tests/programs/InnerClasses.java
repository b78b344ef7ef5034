/** Inner, local and anonymous classes: outer-instance access, synthetic accessors to private members, captured finals. */
public class InnerClasses {
    private int counter = 100;
    private static String secret = "static-secret";

    interface Greeter {
        String greet(String who);
    }

    interface Action {
        void run();
    }

    Inner makeInner(int id) {
        return new Inner(id);
    }

    class Inner {
        int id;

        Inner(int id) {
            this.id = id;
        }

        Deeper makeDeeper() {
            return new Deeper();
        }

        int bump() {
            counter += id;
            return counter;
        }

        class Deeper {
            String describe() {
                return "deeper of inner " + id + " of outer with counter " + counter;
            }
        }
    }

    static class StaticNested {
        String peek() {
            return "nested sees " + secret;
        }
    }

    private int privateMethod(int x) {
        return x * 2 + counter;
    }

    Greeter makeGreeter(final String greeting) {
        final int len = greeting.length();
        return new Greeter() {
            int uses;

            public String greet(String who) {
                uses++;
                return greeting + ", " + who + "! (len " + len + ", uses " + uses + ", counter " + counter + ")";
            }
        };
    }

    int useLocalClass(final int base) {
        class Accumulator {
            int total = base;

            void add(int v) {
                total += v + privateMethod(0);
            }
        }
        Accumulator acc = new Accumulator();
        for (int i = 1; i <= 3; i++) {
            acc.add(i);
        }
        return acc.total;
    }

    public static void main(String[] args) {
        InnerClasses outer = new InnerClasses();
        InnerClasses.Inner a = outer.makeInner(1);
        InnerClasses.Inner b = outer.makeInner(10);
        System.out.println("bump " + a.bump() + " " + b.bump() + " " + a.bump());
        InnerClasses.Inner.Deeper d = b.makeDeeper();
        System.out.println(d.describe());
        System.out.println(new StaticNested().peek());
        Greeter g = outer.makeGreeter("Hello");
        System.out.println(g.greet("world"));
        System.out.println(g.greet("rjvm"));
        Greeter loud = new Greeter() {
            public String greet(String who) {
                return "HEY " + who.toUpperCase();
            }
        };
        System.out.println(loud.greet("you"));
        System.out.println("local class " + outer.useLocalClass(1000));
        System.out.println("private via accessor " + outer.privateMethod(21));
        Action r = new Action() {
            public void run() {
                secret = "changed by anonymous";
            }
        };
        r.run();
        System.out.println(new StaticNested().peek());
        System.out.println("class names " + a.getClass().getName() + " " + d.getClass().getName() + " " + g.getClass().getName() + " "
                + loud.getClass().getName());
        Greeter[] many = new Greeter[3];
        for (int i = 0; i < many.length; i++) {
            final int n = i;
            many[i] = new Greeter() {
                public String greet(String who) {
                    return who + "#" + n;
                }
            };
        }
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < many.length; i++) {
            sb.append(many[i].greet("g")).append(' ');
        }
        System.out.println(sb);
    }
}
