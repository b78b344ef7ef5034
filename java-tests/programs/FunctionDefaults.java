import java.util.Comparator;
import java.util.function.*;

/** java.util.function interfaces: their default and static methods (andThen, compose, identity, and, or, negate, isEqual, minBy, maxBy). */
public class FunctionDefaults {
    public static void main(String[] args) {
        Function<Integer, Integer> plus1 = x -> x + 1;
        Function<Integer, Integer> times3 = x -> x * 3;
        System.out.println("andThen: " + plus1.andThen(times3).apply(5) + " compose: " + plus1.compose(times3).apply(5));
        System.out.println("identity: " + Function.<String>identity().apply("same") + " " + UnaryOperator.<Integer>identity().apply(42));
        Function<Integer, String> chain = plus1.andThen(times3).andThen(x -> "r=" + x).compose((Integer x) -> x - 1);
        System.out.println("chain: " + chain.apply(10));

        BiFunction<Integer, Integer, Integer> bsum = (a, b) -> a + b;
        System.out.println("BiFunction.andThen: " + bsum.andThen(x -> x * x).apply(3, 4));

        Predicate<String> empty = String::isEmpty;
        Predicate<String> longish = s -> s.length() > 3;
        String[] tests = {"", "ab", "abcd", "abcdefg"};
        for (String t : tests) {
            System.out.println("pred '" + t + "': empty=" + empty.test(t) + " notEmpty=" + empty.negate().test(t)
                    + " emptyOrLong=" + empty.or(longish).test(t) + " notEmptyAndShort=" + empty.negate().and(longish.negate()).test(t));
        }
        Predicate<String> isFoo = Predicate.isEqual("foo");
        Predicate<Object> isNull = Predicate.isEqual(null);
        System.out.println("isEqual: " + isFoo.test("foo") + " " + isFoo.test("bar") + " " + isFoo.test(null) + " " + isNull.test(null) + " " + isNull.test("x"));

        BiPredicate<String, Integer> lenIs = (s, n) -> s.length() == n;
        System.out.println("BiPredicate: " + lenIs.test("abc", 3) + " " + lenIs.negate().test("abc", 3) + " " + lenIs.and((s, n) -> n > 5).test("abcdef", 6) + " " + lenIs.or((s, n) -> n < 0).test("x", -1));

        StringBuilder log = new StringBuilder();
        Consumer<String> c1 = s -> log.append("1:").append(s).append(' ');
        Consumer<String> c2 = s -> log.append("2:").append(s.length()).append(' ');
        c1.andThen(c2).andThen(c1).accept("hey");
        System.out.println("Consumer.andThen: " + log.toString().trim());
        BiConsumer<String, Integer> bc = (s, n) -> log.append(s).append(n);
        log.setLength(0);
        bc.andThen((s, n) -> log.append('|').append(n * 2)).accept("k", 21);
        System.out.println("BiConsumer.andThen: " + log);

        BinaryOperator<String> minLen = BinaryOperator.minBy(Comparator.comparingInt(String::length));
        BinaryOperator<String> maxLen = BinaryOperator.maxBy(Comparator.comparingInt(String::length));
        System.out.println("minBy/maxBy: " + minLen.apply("apple", "fig") + " " + maxLen.apply("apple", "fig") + " tie:" + minLen.apply("ab", "cd") + "," + maxLen.apply("ab", "cd"));

        IntUnaryOperator inc = x -> x + 1, dbl = x -> x * 2;
        System.out.println("IntUnaryOperator: " + inc.andThen(dbl).applyAsInt(5) + " " + inc.compose(dbl).applyAsInt(5) + " " + IntUnaryOperator.identity().applyAsInt(-9));
        LongUnaryOperator linc = x -> x + 1;
        System.out.println("LongUnaryOperator: " + linc.andThen(x -> x << 33).applyAsLong(1) + " " + LongUnaryOperator.identity().applyAsLong(Long.MIN_VALUE));
        DoubleUnaryOperator half = x -> x / 2;
        System.out.println("DoubleUnaryOperator: " + half.andThen(x -> x + 0.25).applyAsDouble(3) + " " + half.compose(x -> x * 10).applyAsDouble(3) + " " + DoubleUnaryOperator.identity().applyAsDouble(-0.0));

        IntPredicate even = x -> x % 2 == 0, pos = x -> x > 0;
        StringBuilder ip = new StringBuilder();
        for (int v = -3; v <= 3; v++) ip.append(v).append(':').append(even.and(pos).test(v) ? 'A' : '-').append(even.or(pos).test(v) ? 'O' : '-').append(even.negate().test(v) ? 'N' : '-').append(' ');
        System.out.println("IntPredicate: " + ip.toString().trim());
        LongPredicate lp = x -> x > 10;
        DoublePredicate dp = x -> Double.isNaN(x);
        System.out.println("Long/DoublePredicate: " + lp.negate().test(5) + " " + lp.or(x -> x == 0).test(0) + " " + dp.test(0.0 / 0) + " " + dp.negate().and(x -> x > 1).test(2.0));

        IntConsumer ic = x -> log.append('<').append(x).append('>');
        log.setLength(0);
        ic.andThen(x -> log.append(x * x)).accept(7);
        System.out.println("IntConsumer.andThen: " + log);

        Supplier<String> sup = () -> "supplied";
        IntSupplier is = () -> 3;
        LongSupplier ls = () -> 4L;
        DoubleSupplier ds = () -> 0.5;
        BooleanSupplier bs = () -> true;
        System.out.println("suppliers: " + sup.get() + " " + is.getAsInt() + " " + ls.getAsLong() + " " + ds.getAsDouble() + " " + bs.getAsBoolean());

        IntFunction<String> intf = Integer::toBinaryString;
        IntToLongFunction i2l = x -> (long) x * x;
        IntToDoubleFunction i2d = x -> x / 4.0;
        ToIntFunction<String> t2i = String::length;
        ToLongFunction<String> t2l = s -> Long.parseLong(s) * 1000000000L;
        ToDoubleFunction<String> t2d = Double::parseDouble;
        ToIntBiFunction<String, String> tib = (a, b) -> a.compareTo(b);
        ObjIntConsumer<StringBuilder> oic = (sbb, n) -> sbb.append(n);
        StringBuilder target = new StringBuilder();
        oic.accept(target, 99);
        System.out.println("mixed: " + intf.apply(10) + " " + i2l.applyAsLong(100000) + " " + i2d.applyAsDouble(3) + " " + t2i.applyAsInt("four") + " " + t2l.applyAsLong("12") + " " + t2d.applyAsDouble("2.5e3") + " " + tib.applyAsInt("a", "c") + " " + target);

        DoubleBinaryOperator dbo = Math::pow;
        LongBinaryOperator lbo = Long::max;
        IntBinaryOperator ibo = Integer::min;
        System.out.println("binary ops: " + dbo.applyAsDouble(2, 10) + " " + lbo.applyAsLong(-1, -2) + " " + ibo.applyAsInt(5, -5));
        DoubleToIntFunction d2i = x -> (int) Math.round(x);
        DoubleToLongFunction d2l = x -> (long) Math.floor(x);
        LongToIntFunction l2i = x -> (int) (x >>> 32);
        LongToDoubleFunction l2d = x -> x / 3.0;
        DoubleFunction<String> df = x -> "d" + x;
        LongFunction<String> lf = x -> "l" + x;
        System.out.println("conversions: " + d2i.applyAsInt(2.5) + " " + d2l.applyAsLong(-2.5) + " " + l2i.applyAsInt(1L << 35) + " " + l2d.applyAsDouble(9) + " " + df.apply(1e10) + " " + lf.apply(-1));
    }
}
