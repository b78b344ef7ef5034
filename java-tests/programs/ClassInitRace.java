import java.util.concurrent.ConcurrentHashMap;
import java.util.function.IntBinaryOperator;

/**
 * Several threads need the same class at once while one of them runs its static
 * initializer (JVMS 5.5): the others wait until it ends and then see every static it set;
 * when the initializer throws, the first thread gets ExceptionInInitializerError and the
 * others NoClassDefFoundError. The same for a lambda or method reference whose call site
 * several threads reach first at once. The output does not depend on where threads are
 * switched.
 */
public class ClassInitRace {
    static class Table {
        static final int[] SQUARES;
        static final int READY;

        static {
            int[] t = new int[300];
            for (int i = 0; i < t.length; i++) {
                t[i] = i * i;
            }
            SQUARES = t;
            READY = 1;
        }

        static long sum() {
            long s = 0;
            for (int v : SQUARES) {
                s += v;
            }
            return s * READY;
        }
    }

    static class Base {
        static int base;

        static {
            int b = 0;
            for (int i = 0; i < 200; i++) {
                b += i % 7;
            }
            base = b;
        }
    }

    static class Derived extends Base {
        static int derived = base * 2;
    }

    static class Broken {
        static int value;

        static {
            for (int i = 0; i < 100; i++) {
                value += i;
            }
            if (value > 0) {
                throw new IllegalStateException("broken on purpose");
            }
        }
    }

    static final ConcurrentHashMap<String, Integer> counts = new ConcurrentHashMap<>();

    /** Reached first by several threads at once: its call sites link concurrently. */
    static int viaLambdas(int x) {
        IntBinaryOperator add = Integer::sum;
        IntBinaryOperator mul = (a, b) -> a * b;
        counts.merge("calls", 1, Integer::sum);
        return mul.applyAsInt(add.applyAsInt(x, 1), 3);
    }

    static void record(String what) {
        counts.merge(what, 1, Integer::sum);
    }

    public static void main(String[] args) throws Exception {
        final int n = 4;
        final long[] sums = new long[n];
        final int[] derived = new int[n];
        final int[] lambdas = new int[n];
        Thread[] ts = new Thread[n];
        for (int i = 0; i < n; i++) {
            final int id = i;
            ts[i] = new Thread(() -> {
                sums[id] = Table.sum();
                derived[id] = Derived.derived;
                lambdas[id] = viaLambdas(id);
                try {
                    record("value " + Broken.value);
                } catch (ExceptionInInitializerError e) {
                    record("ExceptionInInitializerError: " + e.getCause().getMessage());
                } catch (NoClassDefFoundError e) {
                    record("NoClassDefFoundError");
                }
            });
        }
        for (Thread t : ts) {
            t.start();
        }
        for (Thread t : ts) {
            t.join();
        }
        for (int i = 0; i < n; i++) {
            System.out.println("thread " + i + ": sum " + sums[i] + ", derived " + derived[i]
                    + ", lambdas " + lambdas[i]);
        }
        String[] keys = counts.keySet().toArray(new String[0]);
        java.util.Arrays.sort(keys);
        for (String k : keys) {
            System.out.println(k + " x" + counts.get(k));
        }
    }
}
