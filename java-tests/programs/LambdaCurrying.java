import java.util.function.*;

/** Lambdas returning lambdas: currying, composition, memoizing closures, recursion through a holder, Church numerals. */
public class LambdaCurrying {
    interface Church { <T> Function<T, T> apply(Function<T, T> f); }
    interface IntFn { int apply(int x); }
    interface Curried3 { Function<Integer, Function<Integer, Integer>> apply(int a); }

    static IntFn compose(IntFn f, IntFn g) { return x -> f.apply(g.apply(x)); }
    static IntFn power(IntFn f, int n) { return n == 0 ? x -> x : compose(f, power(f, n - 1)); }
    static Supplier<Integer> counterFrom(int start) { int[] c = {start}; return () -> c[0]++; }

    static Church zero() { return new Church() { public <T> Function<T, T> apply(Function<T, T> f) { return x -> x; } }; }
    static Church succ(Church n) { return new Church() { public <T> Function<T, T> apply(Function<T, T> f) { return x -> f.apply(n.apply(f).apply(x)); } }; }
    static int toInt(Church n) { return n.<Integer>apply(x -> x + 1).apply(0); }

    public static void main(String[] args) {
        Function<Integer, Function<Integer, Integer>> add = a -> b -> a + b;
        Function<Integer, Integer> add5 = add.apply(5);
        System.out.println("curried add: " + add5.apply(3) + " " + add.apply(-1).apply(1));
        Curried3 vol = a -> b -> c -> a * b * c;
        System.out.println("curried3: " + vol.apply(2).apply(3).apply(4));

        BiFunction<Integer, Integer, Integer> sub = (a, b) -> a - b;
        Function<Integer, Function<Integer, Integer>> csub = a -> b -> sub.apply(a, b);
        Function<Integer, Function<Integer, Integer>> flipped = b -> a -> sub.apply(a, b);
        System.out.println("flip: " + csub.apply(10).apply(3) + " " + flipped.apply(10).apply(3));

        IntFn inc = x -> x + 1, dbl = x -> x * 2;
        System.out.println("compose: " + compose(inc, dbl).apply(5) + " " + compose(dbl, inc).apply(5));
        System.out.println("power: " + power(dbl, 10).apply(1) + " " + power(inc, 0).apply(7) + " " + power(compose(inc, dbl), 3).apply(0));

        Supplier<Integer> c1 = counterFrom(10), c2 = counterFrom(100);
        System.out.println("counters: " + c1.get() + " " + c1.get() + " " + c2.get() + " " + c1.get() + " " + c2.get());

        Function<Integer, Integer>[] fib = new Function[1];
        long[] memo = new long[50];
        fib[0] = n -> n < 2 ? n : fib[0].apply(n - 1) + fib[0].apply(n - 2);
        System.out.println("recursive lambda fib(20): " + fib[0].apply(20));
        LongUnaryOperator[] mfib = new LongUnaryOperator[1];
        mfib[0] = n -> { if (n < 2) return n; if (memo[(int) n] != 0) return memo[(int) n]; long v = mfib[0].applyAsLong(n - 1) + mfib[0].applyAsLong(n - 2); memo[(int) n] = v; return v; };
        System.out.println("memo fib(49): " + mfib[0].applyAsLong(49));

        Church three = succ(succ(succ(zero())));
        Church six = succ(succ(succ(three)));
        System.out.println("church: " + toInt(zero()) + " " + toInt(three) + " " + toInt(six) + " strings: " + three.<String>apply(s -> s + "*").apply(">"));

        Function<Function<Integer, Integer>, Function<Integer, Integer>> twice = f -> x -> f.apply(f.apply(x));
        System.out.println("twice: " + twice.apply(x -> x + 3).apply(10) + " " + twice.apply(twice.apply(x -> x * 2)).apply(1));

        Supplier<Supplier<Supplier<String>>> deep = () -> () -> () -> "deep";
        System.out.println("deep: " + deep.get().get().get());

        Function<String, Predicate<String>> startsWith = prefix -> s -> s.startsWith(prefix);
        Predicate<String> isA = startsWith.apply("A");
        String[] words = {"Apple", "Banana", "Avocado", "cherry", "A"};
        StringBuilder sb = new StringBuilder();
        for (String w : words) if (isA.test(w)) sb.append(w).append(' ');
        System.out.println("filter: " + sb.toString().trim());

        Function<Integer, IntFn> mulBy = k -> x -> x * k;
        IntFn[] table = new IntFn[5];
        for (int i = 0; i < table.length; i++) table[i] = mulBy.apply(i);
        sb.setLength(0);
        for (IntFn f : table) sb.append(f.apply(7)).append(' ');
        System.out.println("table: " + sb.toString().trim());

        BiFunction<Function<Integer, Integer>, Integer, Integer> applyN = (f, n) -> { int r = 1; for (int i = 0; i < n; i++) r = f.apply(r); return r; };
        System.out.println("applyN: " + applyN.apply(x -> x * 3, 5));
    }
}
