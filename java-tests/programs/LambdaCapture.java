import java.util.function.*;

/** Lambdas capturing locals (all primitive kinds, arrays, objects), this, fields, and other lambdas; captured values are snapshots. */
public class LambdaCapture {
    private int field = 100;
    private String name;
    private static int staticCounter;

    LambdaCapture(String name) { this.name = name; }

    Supplier<String> describe() { return () -> name + ":" + field; }
    IntSupplier fieldReader() { return () -> field; }
    Runnable bump() { return () -> { field++; staticCounter += 10; }; }
    Supplier<LambdaCapture> self() { return () -> this; }
    Function<Integer, Integer> addField() { return x -> x + this.field; }

    String instanceMethod(String s) { return name + "/" + s; }
    Function<String, String> viaThis() { return s -> instanceMethod(s.toUpperCase()); }

    public static void main(String[] args) {
        boolean z = true; byte b = -7; char c = 'Q'; short s = 300; int i = 123456;
        long l = 1L << 40; float f = 1.5f; double d = -2.25; String str = "cap";
        Supplier<String> all = () -> z + " " + b + " " + c + " " + s + " " + i + " " + l + " " + f + " " + d + " " + str;
        System.out.println("all kinds: " + all.get());

        int[] counter = {0};
        Runnable inc = () -> counter[0]++;
        for (int k = 0; k < 5; k++) inc.run();
        System.out.println("array-captured counter: " + counter[0]);

        StringBuilder sb = new StringBuilder();
        Consumer<String> app = x -> sb.append(x).append(',');
        app.accept("a"); app.accept("b"); app.accept("c");
        System.out.println("captured builder: " + sb);

        Runnable[] rs = new Runnable[4];
        String[] out = new String[4];
        for (int k = 0; k < 4; k++) {
            final int kk = k * k;
            rs[k] = () -> out[kk % 4] = "v" + kk;
        }
        for (Runnable r : rs) r.run();
        System.out.println("loop captures: " + out[0] + " " + out[1] + " " + out[2] + " " + out[3]);

        IntSupplier[] sups = new IntSupplier[5];
        for (int k = 0; k < sups.length; k++) { int snap = k * 3; sups[k] = () -> snap; }
        StringBuilder r2 = new StringBuilder();
        for (IntSupplier is : sups) r2.append(is.getAsInt()).append(' ');
        System.out.println("snapshots: " + r2.toString().trim());

        LambdaCapture o = new LambdaCapture("obj");
        Supplier<String> desc = o.describe();
        IntSupplier fr = o.fieldReader();
        System.out.println("this capture before: " + desc.get() + " " + fr.getAsInt());
        o.bump().run(); o.bump().run();
        System.out.println("this capture after: " + desc.get() + " " + fr.getAsInt() + " static=" + staticCounter);
        System.out.println("self identity: " + (o.self().get() == o));
        System.out.println("addField: " + o.addField().apply(5));
        System.out.println("viaThis: " + o.viaThis().apply("xy"));

        Function<Integer, Function<Integer, Integer>> adder = x -> y -> x + y + i;
        System.out.println("nested capture: " + adder.apply(1).apply(2));

        Supplier<Supplier<String>> ss = () -> { String local = str + "!"; return () -> local + local; };
        System.out.println("lambda in lambda: " + ss.get().get());

        BiFunction<Integer, Integer, Integer> mul = (x, y) -> x * y;
        Function<Integer, Integer> sq = x -> mul.apply(x, x);
        System.out.println("lambda capturing lambda: " + sq.apply(12));

        Runnable rec = new Runnable() {
            int n = 0;
            public void run() { if (n++ < 3) { Runnable inner = () -> System.out.println("anon->lambda n=" + n); inner.run(); run(); } }
        };
        rec.run();

        long big = Long.MAX_VALUE;
        LongSupplier ls = () -> big - 1;
        DoubleSupplier ds = () -> d * 2;
        BooleanSupplier bs = () -> !z;
        System.out.println("prim suppliers: " + ls.getAsLong() + " " + ds.getAsDouble() + " " + bs.getAsBoolean());

        Object lam = (Runnable) () -> {};
        System.out.println("is Runnable: " + (lam instanceof Runnable) + ", same lambda twice equal to itself: " + lam.equals(lam));
        Runnable nc1 = LambdaCapture::noop;
        System.out.println("non-capturing runnable works"); nc1.run();

        String msg = "exception in lambda";
        Runnable thrower = () -> { throw new IllegalStateException(msg); };
        try { thrower.run(); } catch (IllegalStateException e) { System.out.println("caught: " + e.getMessage()); }

        int total = 0;
        IntBinaryOperator plus = (x, y) -> x + y;
        for (int k = 1; k <= 100; k++) total = plus.applyAsInt(total, k);
        System.out.println("sum via lambda: " + total);
    }

    static void noop() {}
}
