/** instanceof pattern matching (Java 16): binding scope in &&, negated patterns with early return, patterns in loops and ternaries, generics, arrays, null never matches, shadowing fields. */
public class PatternInstanceof {
    interface Shape {}
    static final class Circle implements Shape { final double r; Circle(double r) { this.r = r; } }
    static final class Rect implements Shape { final double w, h; Rect(double w, double h) { this.w = w; this.h = h; } }
    static class Box<T> { T value; Box(T v) { value = v; } }

    static String name = "field";

    static String describe(Object o) {
        if (o instanceof Integer i && i > 10) return "big int " + (i + 1);
        if (o instanceof Integer i) return "small int " + i;
        if (o instanceof String s && !s.isEmpty()) return "string of " + s.length() + " starting " + s.charAt(0);
        if (o instanceof String) return "empty string";
        if (o instanceof int[] arr && arr.length > 0) return "int array first " + arr[0];
        if (o instanceof Object[] arr) return "object array " + arr.length;
        if (o instanceof Circle c) return "circle " + (c.r * 2);
        if (o instanceof Rect r && r.w == r.h) return "square " + r.w;
        if (o instanceof Rect r) return "rect " + r.w + "x" + r.h;
        if (o instanceof Box<?> b && b.value instanceof String s) return "box of string " + s;
        if (o instanceof Box<?> b) return "box of " + (b.value == null ? "null" : b.value.getClass().getSimpleName());
        return "other " + (o == null ? "null" : o.getClass().getName() + " " + (o instanceof int[] ? "len " + ((int[]) o).length : o.toString()));
    }

    static double area(Shape s) {
        if (!(s instanceof Circle c)) {
            if (s instanceof Rect r) return r.w * r.h;
            return -1;
        }
        return Math.round(Math.PI * c.r * c.r * 100) / 100.0;
    }

    static String shadow(Object o) {
        if (o instanceof String name) return "local " + name;
        return "static " + name;
    }

    public static void main(String[] args) {
        Object[] things = {5, 50, "", "hello", new int[] {7, 8}, new int[0], new String[] {"a", "b"}, new Circle(1.5), new Rect(2, 2), new Rect(2, 3), new Box<>("in"), new Box<>(3L), new Box<>(null), null, 2.5};
        for (Object o : things) System.out.println(describe(o));
        Shape[] shapes = {new Circle(1), new Rect(3, 4), new Shape() {}};
        for (Shape s : shapes) System.out.println("area " + area(s));
        System.out.println(shadow("param") + " | " + shadow(1));
        int total = 0;
        Object[] mixed = {1, "22", 3, "4444", 5L, 'x'};
        for (Object o : mixed) total += o instanceof Integer i ? i : o instanceof String s ? s.length() : o instanceof Long l ? (int) (long) l : 100;
        System.out.println("total " + total);
        Object maybe = "text";
        boolean b = maybe instanceof String s && s.length() == 4 || maybe instanceof Integer;
        System.out.println("combined " + b);
        Object n = null;
        System.out.println("null matches " + (n instanceof String s2) + " " + (n instanceof Object));
        CharSequence cs = new StringBuilder("builder");
        if (cs instanceof StringBuilder sbb) { sbb.append("!"); System.out.println("mutated via binding " + cs); }
        Object o = 42;
        while (!(o instanceof String str)) { o = "was " + o; }
        System.out.println("after loop " + str);
    }
}
