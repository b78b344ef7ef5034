import java.util.function.*;

/** Lambdas and the four kinds of method references, capturing locals and this, with boxing and widening adaptations. */
public class LambdasAndRefs {
    interface IntOp { int apply(int a, int b); }
    interface Maker<T> { T make(String s); }
    interface LongFromInt { long f(int x); }
    interface Visitor<R> { R visit(String s); default R twice(String s) { visit(s); return visit(s); } }

    private int base = 10;
    private int counter;

    int addBase(int v) { return v + base; }
    static String twice(String s) { return s + s; }
    private String secret(String s) { return "<" + s + ">"; }

    Runnable counterIncrement() { return () -> counter++; }

    public static void main(String[] args) {
        int k = 3;
        IntOp add = (a, b) -> a + b + k;
        System.out.println("capturing local: " + add.apply(1, 2));
        Function<String, Integer> len = String::length;
        System.out.println("unbound: " + len.apply("hello"));
        LambdasAndRefs self = new LambdasAndRefs();
        IntUnaryOperator bound = self::addBase;
        System.out.println("bound: " + bound.applyAsInt(5));
        UnaryOperator<String> st = LambdasAndRefs::twice;
        System.out.println("static: " + st.apply("ab"));
        Maker<StringBuilder> ctor = StringBuilder::new;
        System.out.println("constructor: " + ctor.make("dlrow").reverse());
        Function<Integer, int[]> arr = int[]::new;
        System.out.println("array constructor: " + arr.apply(4).length);
        Function<String, String> priv = self::secret;
        System.out.println("private: " + priv.apply("x"));
        BiFunction<Integer, Integer, Integer> boxed = (a, b) -> a * b;
        System.out.println("boxed: " + boxed.apply(6, 7));
        LongFromInt widen = Integer::valueOf;
        System.out.println("widening: " + widen.f(41));
        ToIntFunction<Integer> unbox = Integer::intValue;
        System.out.println("unboxing: " + unbox.applyAsInt(99));
        Runnable inc = self.counterIncrement();
        inc.run();
        inc.run();
        System.out.println("capturing this: " + self.counter);
        Supplier<Supplier<String>> nested = () -> () -> "nested " + k;
        System.out.println(nested.get().get());
        Predicate<String> empty = String::isEmpty;
        System.out.println("default methods: " + empty.negate().test("") + " " + empty.or(s -> s.length() > 2).test("abc"));
        Function<Integer, Integer> inc1 = x -> x + 1;
        System.out.println("andThen/compose: " + inc1.andThen(x -> x * 2).apply(4) + " " + inc1.compose((Integer x) -> x * 2).apply(4));
        Visitor<Integer> v = s -> s.length();
        System.out.println("interface default on lambda: " + v.twice("four"));
        BinaryOperator<Integer> max = BinaryOperator.maxBy(Integer::compare);
        System.out.println("static interface method: " + max.apply(3, 9));
        Object o = (Runnable & java.io.Serializable) () -> System.out.println("intersection cast runs");
        ((Runnable) o).run();
        System.out.println("serializable: " + (o instanceof java.io.Serializable));
        char c = 'z';
        long l = 1L << 40;
        double d = 0.1;
        float f = 1e10f;
        boolean bo = true;
        Object nul = null;
        System.out.println("concat " + c + l + d + f + bo + nul + 'q' + 7 + "\u0001x" + "\u0002y");
    }
}
