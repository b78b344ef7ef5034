import java.util.function.*;

/** Generic functional interfaces with boxing, unboxing, widening and varargs adaptations in lambdas and method references; bridge methods. */
public class LambdaAdaptations {
    interface Mapper<A, B> { B map(A a); }
    interface LongTaker { long take(int i); }
    interface DoubleOf { double of(Integer i); }
    interface ObjSink { void sink(Object o); }
    interface Gen<T extends Number> { T make(int x); }
    interface VarFn { String call(String... parts); }
    interface Two { String f(String a, String b); }
    interface NumToStr { String conv(Number n); }
    interface IntToObj { Object conv(int n); }
    interface Sub extends Mapper<String, Integer> { Integer map(String s); }
    interface ShortFn { int f(short s); }
    interface CharFn { int f(char c); }

    static int square(int x) { return x * x; }
    static Integer boxedSquare(Integer x) { return x * x; }
    static long widen(long x) { return x + 1; }
    static String concat(String... parts) { StringBuilder sb = new StringBuilder(); for (String p : parts) sb.append(p).append('.'); return sb.toString() + parts.length; }
    static String describe(Object o) { return o == null ? "null" : o.getClass().getName() + ":" + o; }

    public static void main(String[] args) {
        Mapper<Integer, Integer> m1 = LambdaAdaptations::square;
        Function<Integer, Integer> m2 = LambdaAdaptations::square;
        IntUnaryOperator m3 = LambdaAdaptations::boxedSquare;
        System.out.println("box/unbox: " + m1.map(7) + " " + m2.apply(-8) + " " + m3.applyAsInt(9));

        LongTaker lt = LambdaAdaptations::widen;
        DoubleOf dof = LambdaAdaptations::square;
        ToLongFunction<Integer> tl = Integer::intValue;
        ToDoubleFunction<Integer> td = LambdaAdaptations::square;
        LongUnaryOperator lu = LambdaAdaptations::widen;
        DoubleUnaryOperator du = Math::abs;
        System.out.println("widening: " + lt.take(Integer.MAX_VALUE) + " " + dof.of(3) + " " + tl.applyAsLong(-1) + " " + td.applyAsDouble(12) + " " + lu.applyAsLong(41) + " " + du.applyAsDouble(-2.5));

        ShortFn sf = x -> x * 2;
        CharFn cf = Character::getNumericValue;
        IntUnaryOperator iu = x -> (char) x;
        System.out.println("narrow types: " + sf.f((short) -1000) + " " + cf.f('7') + " " + iu.applyAsInt(65601));

        ObjSink os = x -> System.out.println("sink " + describe(x));
        os.sink(5);
        os.sink('c');
        os.sink(2.0f);
        os.sink(7L);
        os.sink(true);
        os.sink(null);
        IntToObj ito = Integer::valueOf;
        IntToObj itos = Integer::toString;
        IntToObj itl = x -> (long) x;
        System.out.println("int->Object: " + describe(ito.conv(3)) + " " + describe(itos.conv(3)) + " " + describe(itl.conv(3)));

        NumToStr ns = Object::toString;
        System.out.println("Number param: " + ns.conv(1) + " " + ns.conv(1.5) + " " + ns.conv((byte) 2) + " " + ns.conv(3L));

        Gen<Integer> gi = x -> x;
        Gen<Long> gl = x -> (long) x << 32;
        Gen<Double> gd = x -> x / 8.0;
        Gen<? extends Number> wild = gl;
        System.out.println("bounded generic: " + gi.make(5) + " " + gl.make(1) + " " + gd.make(3) + " " + wild.make(2).longValue());

        VarFn vf = LambdaAdaptations::concat;
        Two two = LambdaAdaptations::concat;
        Function<String, String> one = LambdaAdaptations::concat;
        Supplier<String> none = LambdaAdaptations::concat;
        System.out.println("varargs refs: " + vf.call("a", "b", "c") + " " + vf.call() + " " + two.f("x", "y") + " " + one.apply("solo") + " " + none.get());

        Sub sub = String::length;
        Mapper<String, Integer> asMapper = sub;
        System.out.println("bridge: " + sub.map("four") + " " + asMapper.map("seven!!"));

        BiFunction<Double, Double, Double> pow = Math::pow;
        BinaryOperator<Integer> imax = Math::max;
        BiFunction<Long, Integer, Long> shift = (a, b) -> a << b;
        System.out.println("binary boxed: " + pow.apply(3.0, 4.0) + " " + imax.apply(-3, -7) + " " + shift.apply(1L, 40));

        Supplier<int[]> arr = () -> new int[] {1, 2, 3};
        Function<int[], Integer> alen = a -> a.length;
        System.out.println("arrays: " + alen.apply(arr.get()));

        Function<Integer, Integer> nullable = x -> x;
        IntUnaryOperator unboxing = nullable::apply;
        try {
            unboxing.applyAsInt(5);
            Integer n = null;
            Function<Integer, Integer> f = x -> x + 1;
            f.apply(n);
        } catch (NullPointerException e) {
            System.out.println("unboxing null in lambda: " + e.getClass().getName());
        }

        Comparable<String> cs = "m"::compareTo;
        System.out.println("Comparable ref: " + Integer.signum(cs.compareTo("a")) + " " + cs.compareTo("m") + " " + Integer.signum(cs.compareTo("z")));

        Runnable ignoresResult = LambdaAdaptations::concat;
        ignoresResult.run();
        Consumer<String> ignores2 = String::length;
        ignores2.accept("value-returning method used as Consumer");
        System.out.println("void-compatible refs ran");
    }
}
