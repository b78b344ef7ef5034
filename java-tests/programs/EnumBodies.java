/** Enums with constant-specific bodies, abstract methods, interfaces, constructors, fields, and the getClass/getDeclaringClass difference. */
public class EnumBodies {
    interface Op { int apply(int a, int b); String symbol(); }
    enum BasicOp implements Op {
        PLUS("+") { public int apply(int a, int b) { return a + b; } },
        MINUS("-") { public int apply(int a, int b) { return a - b; } },
        TIMES("*") { public int apply(int a, int b) { return a * b; } },
        DIV("/") {
            public int apply(int a, int b) { return a / b; }
            @Override public String toString() { return "DIVIDE"; }
        };
        private final String sym;
        BasicOp(String sym) { this.sym = sym; }
        public String symbol() { return sym; }
    }
    enum Shape {
        CIRCLE { double area(double d) { return Math.PI * d * d; } },
        SQUARE { double area(double d) { return d * d; } },
        TRIANGLE { double area(double d) { return Math.sqrt(3) / 4 * d * d; } String kind() { return "polygon3"; } };
        abstract double area(double d);
        String kind() { return "shape"; }
    }
    enum Level {
        LOW(1), MID(5), HIGH(10);
        final int weight;
        Level(int w) { weight = w; }
        Level next() { return values()[(ordinal() + 1) % values().length]; }
        static Level fromWeight(int w) { for (Level l : values()) if (l.weight >= w) return l; return HIGH; }
    }
    interface Greeter { default String greet() { return "hello from " + this; } }
    enum Lang implements Greeter, Comparable<Lang> {
        EN, FR { public String greet() { return "bonjour"; } }, DE
    }
    enum Counter {
        A, B;
        private int count;
        void hit() { count++; }
    }

    public static void main(String[] args) {
        for (BasicOp op : BasicOp.values())
            System.out.println(op + " name=" + op.name() + " " + op.symbol() + " 12,4 -> " + op.apply(12, 4));
        Op o = BasicOp.valueOf("TIMES");
        System.out.println("via interface: " + o.apply(6, 7) + " " + o.symbol());
        try {
            BasicOp.DIV.apply(1, 0);
        } catch (ArithmeticException e) {
            System.out.println("div: " + e.getMessage());
        }
        for (Shape s : Shape.values())
            System.out.println(s + " area(2)*1000=" + (long) (s.area(2) * 1000) + " kind=" + s.kind());
        System.out.println("body class != declaring class: " + (Shape.CIRCLE.getClass() != Shape.class) + " " + (Shape.CIRCLE.getDeclaringClass() == Shape.class));
        System.out.println("body superclass: " + (Shape.CIRCLE.getClass().getSuperclass() == Shape.class));
        System.out.println("plain constant class: " + (Level.LOW.getClass() == Level.class));
        System.out.println("body class names: " + Shape.CIRCLE.getClass().getName() + " " + Shape.TRIANGLE.getClass().getName());
        System.out.println("Shape isEnum=" + Shape.class.isEnum() + " body isEnum=" + Shape.CIRCLE.getClass().isEnum());
        for (Level l : Level.values()) System.out.println(l + " weight=" + l.weight + " next=" + l.next());
        System.out.println("fromWeight: " + Level.fromWeight(0) + " " + Level.fromWeight(3) + " " + Level.fromWeight(7) + " " + Level.fromWeight(99));
        for (Lang l : Lang.values()) System.out.println(l + ": " + l.greet());
        Greeter g = Lang.FR;
        System.out.println("as Greeter: " + g.greet());
        Counter.A.hit(); Counter.A.hit(); Counter.B.hit();
        System.out.println("mutable state: " + Counter.A.count + " " + Counter.B.count);
        System.out.println("compare with bodies: " + BasicOp.PLUS.compareTo(BasicOp.DIV) + " " + Shape.TRIANGLE.compareTo(Shape.CIRCLE));
        System.out.println("valueOf with body: " + (BasicOp.valueOf("DIV") == BasicOp.DIV) + " " + BasicOp.valueOf("DIV"));
        System.out.println("Enum.valueOf body: " + Enum.valueOf(Shape.class, "SQUARE").area(3));
    }
}
