import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.ForkJoinTask;
import java.util.concurrent.Future;
import java.util.concurrent.RecursiveAction;
import java.util.concurrent.RecursiveTask;

/**
 * Fork/join as CPU-bound programs use it: RecursiveTask (Fibonacci, array sum, merge sort
 * counting inversions), RecursiveAction with invokeAll, the common pool, submit/get and
 * invokeAll of Callables, task states, exceptions through join and get, and Math.fma and
 * Arrays.mismatch on the results.
 */
public class ForkJoinCompute {
    static final class Fib extends RecursiveTask<Long> {
        final int n;

        Fib(int n) {
            this.n = n;
        }

        @Override
        protected Long compute() {
            if (n < 12) {
                return slow(n);
            }
            Fib f1 = new Fib(n - 1);
            f1.fork();
            Fib f2 = new Fib(n - 2);
            return f2.compute() + f1.join();
        }

        static long slow(int n) {
            return n < 2 ? n : slow(n - 1) + slow(n - 2);
        }
    }

    static final class SumTask extends RecursiveTask<Long> {
        final long[] data;
        final int lo;
        final int hi;

        SumTask(long[] data, int lo, int hi) {
            this.data = data;
            this.lo = lo;
            this.hi = hi;
        }

        @Override
        protected Long compute() {
            if (hi - lo <= 500) {
                long s = 0;
                for (int i = lo; i < hi; i++) {
                    s += data[i];
                }
                return s;
            }
            int mid = (lo + hi) >>> 1;
            SumTask left = new SumTask(data, lo, mid);
            SumTask right = new SumTask(data, mid, hi);
            left.fork();
            return right.compute() + left.join();
        }
    }

    static final class Scale extends RecursiveAction {
        final double[] data;
        final int lo;
        final int hi;

        Scale(double[] data, int lo, int hi) {
            this.data = data;
            this.lo = lo;
            this.hi = hi;
        }

        @Override
        protected void compute() {
            if (hi - lo <= 256) {
                for (int i = lo; i < hi; i++) {
                    data[i] = Math.fma(data[i], 1.5, 0.25);
                }
                return;
            }
            int mid = (lo + hi) >>> 1;
            invokeAll(new Scale(data, lo, mid), new Scale(data, mid, hi));
        }
    }

    /** Merge sort that counts inversions. */
    static final class SortTask extends RecursiveTask<Long> {
        final int[] a;
        final int[] tmp;
        final int lo;
        final int hi;

        SortTask(int[] a, int[] tmp, int lo, int hi) {
            this.a = a;
            this.tmp = tmp;
            this.lo = lo;
            this.hi = hi;
        }

        @Override
        protected Long compute() {
            if (hi - lo < 2) {
                return 0L;
            }
            int mid = (lo + hi) >>> 1;
            SortTask left = new SortTask(a, tmp, lo, mid);
            SortTask right = new SortTask(a, tmp, mid, hi);
            invokeAll(left, right);
            long inv = left.join() + right.join();
            int i = lo;
            int j = mid;
            int k = lo;
            while (i < mid && j < hi) {
                if (a[i] <= a[j]) {
                    tmp[k++] = a[i++];
                } else {
                    tmp[k++] = a[j++];
                    inv += mid - i;
                }
            }
            while (i < mid) {
                tmp[k++] = a[i++];
            }
            while (j < hi) {
                tmp[k++] = a[j++];
            }
            System.arraycopy(tmp, lo, a, lo, hi - lo);
            return inv;
        }
    }

    static final class Failing extends RecursiveTask<Integer> {
        @Override
        protected Integer compute() {
            throw new IllegalStateException("task failed");
        }
    }

    public static void main(String[] args) throws Exception {
        ForkJoinPool pool = new ForkJoinPool(4);
        System.out.println("fib(25) = " + pool.invoke(new Fib(25)));
        System.out.println("parallelism " + pool.getParallelism());

        long[] data = new long[20000];
        for (int i = 0; i < data.length; i++) {
            data[i] = (i * 2654435761L) % 1000;
        }
        System.out.println("sum = " + ForkJoinPool.commonPool().invoke(new SumTask(data, 0, data.length)));

        double[] xs = new double[3000];
        for (int i = 0; i < xs.length; i++) {
            xs[i] = i / 7.0;
        }
        pool.invoke(new Scale(xs, 0, xs.length));
        double total = 0;
        for (double x : xs) {
            total += x;
        }
        System.out.println("scaled total = " + total + " xs[2999] = " + xs[2999]);
        System.out.println("fma exact = " + Math.fma(0.1, 10.0, -1.0) + " plain = " + (0.1 * 10.0 - 1.0)
                + " " + Math.fma(1e308, 10.0, -1e308) + " " + Math.fma(-0.0, 1.0, 0.0));

        int[] a = new int[5000];
        long seed = 12345;
        for (int i = 0; i < a.length; i++) {
            seed = (seed * 6364136223846793005L + 1442695040888963407L);
            a[i] = (int) ((seed >>> 33) % 100000);
        }
        int[] copy = a.clone();
        long inversions = new SortTask(a, new int[a.length], 0, a.length).invoke();
        Arrays.sort(copy);
        System.out.println("inversions = " + inversions + " sorted ok = " + (Arrays.mismatch(a, copy) == -1)
                + " first " + a[0] + " last " + a[a.length - 1]);
        System.out.println("mismatch " + Arrays.mismatch(new int[] {1, 2, 3}, new int[] {1, 2, 4}) + " "
                + Arrays.mismatch(new long[] {1}, new long[] {1, 2}) + " "
                + Arrays.mismatch(new String[] {"a", null}, new String[] {"a", null}));

        ForkJoinTask<Long> submitted = pool.submit(new Fib(20));
        System.out.println("submitted " + submitted.get() + " done " + submitted.isDone()
                + " normally " + submitted.isCompletedNormally());
        List<Callable<Integer>> calls = new ArrayList<>();
        for (int i = 1; i <= 5; i++) {
            final int n = i;
            calls.add(() -> n * n);
        }
        int squares = 0;
        for (Future<Integer> f : pool.invokeAll(calls)) {
            squares += f.get();
        }
        System.out.println("squares " + squares);
        System.out.println("adapt " + ForkJoinTask.adapt(() -> "called").invoke());

        Failing failing = new Failing();
        try {
            failing.invoke();
        } catch (IllegalStateException e) {
            System.out.println("join threw " + e.getMessage());
        }
        System.out.println("abnormal " + failing.isCompletedAbnormally() + " " + failing.getException().getMessage());
        try {
            pool.submit(new Failing()).get();
        } catch (ExecutionException e) {
            System.out.println("get threw " + e.getCause().getClass().getName());
        }
        Fib cancelled = new Fib(5);
        System.out.println("cancel " + cancelled.cancel(false) + " " + cancelled.isCancelled() + " "
                + cancelled.isDone());
        pool.shutdown();
        System.out.println("shutdown " + pool.isShutdown() + " " + pool.awaitTermination(1, java.util.concurrent.TimeUnit.SECONDS));
    }
}
