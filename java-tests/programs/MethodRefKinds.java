import java.util.function.*;

/** All four kinds of method references: static, bound instance, unbound instance, constructor (incl. arrays), plus super:: and this::. */
public class MethodRefKinds {
    static class Base {
        String who() { return "Base"; }
        String hello(String s) { return "Base says " + s; }
    }
    static class Derived extends Base {
        String who() { return "Derived"; }
        String hello(String s) { return "Derived says " + s; }
        Function<String, String> superHello() { return super::hello; }
        Function<String, String> thisHello() { return this::hello; }
        Supplier<String> superWho() { return super::who; }
    }
    static class Point {
        final int x, y;
        Point() { this(0, 0); }
        Point(int x) { this(x, x); }
        Point(int x, int y) { this.x = x; this.y = y; }
        public String toString() { return "(" + x + "," + y + ")"; }
        int sum() { return x + y; }
        Point plus(Point o) { return new Point(x + o.x, y + o.y); }
    }
    static class Counter {
        private int n;
        void add(int k) { n += k; }
        int get() { return n; }
    }

    static int twice(int x) { return 2 * x; }
    static String join(String a, String b) { return a + "+" + b; }
    private static String priv(String s) { return "[" + s + "]"; }

    public static void main(String[] args) {
        IntUnaryOperator st = MethodRefKinds::twice;
        BinaryOperator<String> j = MethodRefKinds::join;
        Function<String, String> p = MethodRefKinds::priv;
        Function<String, Integer> parse = Integer::parseInt;
        ToIntFunction<String> parse2 = Integer::parseInt;
        System.out.println("static: " + st.applyAsInt(21) + " " + j.apply("a", "b") + " " + p.apply("x") + " " + parse.apply("77") + " " + parse2.applyAsInt("-5"));

        String target = "Hello, World";
        IntSupplier len = target::length;
        Function<Integer, Character> charAt = target::charAt;
        Predicate<String> starts = target::startsWith;
        Counter c = new Counter();
        IntConsumer adder = c::add;
        for (int i = 1; i <= 4; i++) adder.accept(i);
        System.out.println("bound: " + len.getAsInt() + " " + (int) charAt.apply(7) + " " + starts.test("Hell") + " " + starts.test("World") + " counter=" + c.get());

        Function<String, String> up = String::toUpperCase;
        BiFunction<String, String, Boolean> eq = String::equalsIgnoreCase;
        BiFunction<String, Integer, String> sub = String::substring;
        ToIntFunction<Point> sum = Point::sum;
        BinaryOperator<Point> plus = Point::plus;
        Function<Base, String> who = Base::who;
        System.out.println("unbound: " + up.apply("abc") + " " + eq.apply("ABC", "abc") + " " + sub.apply("abcdef", 2) + " " + sum.applyAsInt(new Point(3, 4)) + " " + plus.apply(new Point(1, 2), new Point(10, 20)));
        System.out.println("unbound virtual dispatch: " + who.apply(new Base()) + " " + who.apply(new Derived()));

        Supplier<Point> p0 = Point::new;
        IntFunction<Point> p1 = Point::new;
        BiFunction<Integer, Integer, Point> p2 = Point::new;
        Function<String, StringBuilder> sbNew = StringBuilder::new;
        IntFunction<int[]> arr = int[]::new;
        IntFunction<String[][]> arr2 = String[][]::new;
        Function<Integer, long[]> arr3 = long[]::new;
        System.out.println("ctor: " + p0.get() + " " + p1.apply(5) + " " + p2.apply(7, 8) + " " + sbNew.apply("sb").reverse());
        int[] ia = arr.apply(6);
        String[][] sa = arr2.apply(3);
        System.out.println("array ctor: " + ia.length + " " + sa.length + " " + (sa[0] == null) + " " + arr3.apply(4).length + " " + ia.getClass().getName() + " " + sa.getClass().getName());

        Derived d = new Derived();
        System.out.println("super:: " + d.superHello().apply("hi") + " | this:: " + d.thisHello().apply("hi") + " | " + d.superWho().get());

        Supplier<String> tos = new Point(9, 9)::toString;
        Function<Object, String> vo = String::valueOf;
        Function<char[], String> vc = String::valueOf;
        System.out.println("misc: " + tos.get() + " " + vo.apply(null) + " " + vo.apply(3.5) + " " + vc.apply(new char[] {'o', 'k'}));

        Function<String, Integer> hash = String::hashCode;
        IntFunction<String> ts = Integer::toString;
        BiFunction<Integer, Integer, Integer> cmp = Integer::compare;
        BiFunction<Integer, Integer, Integer> mx = Math::max;
        System.out.println("boxed: " + hash.apply("abc") + " " + ts.apply(255) + " " + cmp.apply(3, 9) + " " + mx.apply(-4, -9));

        Point nul = null;
        try {
            Supplier<String> s = nul::toString;
            System.out.println("no exception? " + s);
        } catch (NullPointerException e) {
            System.out.println("bound ref on null: " + e.getClass().getName());
        }
        Function<Point, String> unb = Point::toString;
        try {
            unb.apply(null);
        } catch (NullPointerException e) {
            System.out.println("unbound ref on null: " + e.getClass().getName());
        }

        Runnable r = System.out::println;
        r.run();
        Consumer<String> pr = System.out::println;
        pr.accept("printed via System.out::println");
        Consumer<Object> pro = System.out::println;
        pro.accept(new Point(1, 1));
    }
}
