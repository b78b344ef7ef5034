import java.util.function.BiFunction;
import java.util.function.Function;
import java.util.function.Supplier;

/** Records (Java 16+): toString, equals and hashCode from ObjectMethods; compact constructors; static members. */
public class Records {
    record Point(int x, int y) {
        Point {
            if (x < 0) throw new IllegalArgumentException("negative x: " + x);
        }
        Point scale(int k) { return new Point(x * k, y * k); }
        static Point origin() { return new Point(0, 0); }
    }

    record Mixed(boolean b, byte by, char c, short s, long l, float f, double d, String str, int[] arr) {}

    record Empty() {}

    record Pair<A, B>(A first, B second) {
        <C> Pair<A, C> withSecond(C c) { return new Pair<>(first, c); }
    }

    interface Shape { double area(); }
    record Circle(double r) implements Shape { public double area() { return Math.PI * r * r; } }
    record Square(double side) implements Shape { public double area() { return side * side; } }

    public static void main(String[] args) {
        Point p = new Point(3, 4);
        System.out.println(p);
        System.out.println(p.x() + " " + p.y() + " " + p.scale(2) + " " + Point.origin());
        System.out.println(p.equals(new Point(3, 4)) + " " + p.equals(new Point(4, 3)) + " " + p.equals(null) + " " + p.equals("x"));
        System.out.println(p.hashCode() + " " + new Point(3, 4).hashCode() + " " + Point.origin().hashCode());
        try {
            new Point(-1, 0);
        } catch (IllegalArgumentException e) {
            System.out.println("rejected: " + e.getMessage());
        }
        Mixed m = new Mixed(true, (byte) -3, 'q', (short) 300, 1L << 40, 1.5f, -0.0, null, null);
        System.out.println(m.toString().replaceAll("@[0-9a-f]+", "@"));
        System.out.println(m.hashCode());
        Mixed m2 = new Mixed(true, (byte) -3, 'q', (short) 300, 1L << 40, 1.5f, -0.0, null, null);
        System.out.println(m.equals(m2) + " " + (m.hashCode() == m2.hashCode()));
        Mixed nan1 = new Mixed(false, (byte) 0, 'a', (short) 0, 0, Float.NaN, Double.NaN, "s", null);
        Mixed nan2 = new Mixed(false, (byte) 0, 'a', (short) 0, 0, Float.NaN, Double.NaN, "s", null);
        System.out.println("NaN components equal: " + nan1.equals(nan2));
        Mixed zero1 = new Mixed(false, (byte) 0, 'a', (short) 0, 0, 0.0f, 0.0, "s", null);
        Mixed zero2 = new Mixed(false, (byte) 0, 'a', (short) 0, 0, -0.0f, -0.0, "s", null);
        System.out.println("+0/-0 components equal: " + zero1.equals(zero2));
        System.out.println(new Empty() + " " + new Empty().equals(new Empty()) + " " + new Empty().hashCode());
        Pair<String, Integer> pair = new Pair<>("a", 1);
        System.out.println(pair + " " + pair.withSecond(2.5) + " " + pair.hashCode());
        Shape[] shapes = { new Circle(1), new Square(2) };
        for (Shape s : shapes) {
            System.out.println(s + " area " + Math.round(s.area() * 1000) / 1000.0);
        }
        Function<Integer, Point> diag = i -> new Point(i, i);
        BiFunction<Integer, Integer, Point> mk = Point::new;
        Supplier<Empty> empty = Empty::new;
        System.out.println(diag.apply(7) + " " + mk.apply(1, 2) + " " + empty.get());
        Object o = p;
        if (o instanceof Point q && q.x() == 3) {
            System.out.println("pattern matched " + q.y());
        }
        String text = """
            text block: %s
              indented
            """.formatted(p);
        System.out.print(text);
    }
}
