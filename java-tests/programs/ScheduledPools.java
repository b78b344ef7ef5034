import java.util.*;
import java.util.concurrent.*;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * ScheduledExecutorService: one-shot tasks run in order of their delays, a callable's result,
 * fixed-rate and fixed-delay tasks cancelled after some runs, a periodic task that throws,
 * shutdown (delayed tasks still run, periodic ones are cancelled, new ones rejected).
 * Only facts that do not depend on timing are printed.
 */
public class ScheduledPools {
    public static void main(String[] args) throws Exception {
        ScheduledExecutorService ses = Executors.newSingleThreadScheduledExecutor();
        List<String> order = Collections.synchronizedList(new ArrayList<>());
        ScheduledFuture<?> third = ses.schedule(() -> order.add("third"), 60, TimeUnit.MILLISECONDS);
        ScheduledFuture<?> first = ses.schedule(() -> order.add("first"), 20, TimeUnit.MILLISECONDS);
        ScheduledFuture<String> second = ses.schedule(() -> "second", 40, TimeUnit.MILLISECONDS);
        System.out.println(second.get() + " " + second.isDone() + " " + (second.getDelay(TimeUnit.MILLISECONDS) <= 0));
        third.get();
        System.out.println(order + " " + third.isDone() + " " + first.isDone() + " " + first.isCancelled());

        CountDownLatch three = new CountDownLatch(3);
        AtomicInteger runs = new AtomicInteger();
        ScheduledFuture<?> rate = ses.scheduleAtFixedRate(() -> {
            runs.incrementAndGet();
            three.countDown();
        }, 0, 5, TimeUnit.MILLISECONDS);
        three.await();
        System.out.println("cancel " + rate.cancel(false) + " again " + rate.cancel(false));
        System.out.println("fixed rate " + (runs.get() >= 3) + " " + rate.isCancelled() + " " + rate.isDone());
        try {
            rate.get();
        } catch (CancellationException e) {
            System.out.println("get: CancellationException");
        }
        CountDownLatch two = new CountDownLatch(2);
        ScheduledFuture<?> delay = ses.scheduleWithFixedDelay(two::countDown, 1, 3, TimeUnit.MILLISECONDS);
        two.await();
        System.out.println("fixed delay cancelled " + delay.cancel(true));
        ScheduledFuture<?> failing = ses.scheduleAtFixedRate(() -> {
            throw new IllegalStateException("tick");
        }, 0, 5, TimeUnit.MILLISECONDS);
        try {
            failing.get();
        } catch (ExecutionException e) {
            System.out.println("periodic failed: " + e.getCause() + " done " + failing.isDone());
        }
        ScheduledFuture<?> cancelled = ses.schedule(() -> order.add("never"), 10, TimeUnit.SECONDS);
        System.out.println("cancel pending " + cancelled.cancel(false) + " " + cancelled.isDone());
        try {
            ses.scheduleAtFixedRate(() -> { }, 0, 0, TimeUnit.MILLISECONDS);
        } catch (IllegalArgumentException e) {
            System.out.println("period 0: IllegalArgumentException");
        }

        ScheduledFuture<?> late = ses.schedule(() -> order.add("after shutdown"), 30, TimeUnit.MILLISECONDS);
        ScheduledFuture<?> periodic = ses.scheduleAtFixedRate(() -> order.add("periodic"), 1, 1, TimeUnit.HOURS);
        ses.shutdown();
        System.out.println(ses.isShutdown() + " " + ses.awaitTermination(5, TimeUnit.SECONDS) + " " + ses.isTerminated());
        System.out.println(late.isDone() + " " + periodic.isCancelled() + " " + order);
        try {
            ses.schedule(() -> 1, 1, TimeUnit.SECONDS);
        } catch (RejectedExecutionException e) {
            System.out.println("after shutdown: RejectedExecutionException");
        }

        ScheduledThreadPoolExecutor pool = new ScheduledThreadPoolExecutor(2);
        Future<Integer> answer = pool.submit(() -> 42);
        List<ScheduledFuture<Integer>> squares = new ArrayList<>();
        for (int i = 5; i >= 1; i--) {
            final int k = i;
            squares.add(pool.schedule(() -> k * k, k * 3, TimeUnit.MILLISECONDS));
        }
        int sum = 0;
        for (ScheduledFuture<Integer> f : squares) {
            sum += f.get();
        }
        System.out.println(answer.get() + " " + sum + " " + pool.getCorePoolSize());
        System.out.println("left " + pool.shutdownNow().size());
        ScheduledExecutorService multi = Executors.newScheduledThreadPool(3);
        CountDownLatch all = new CountDownLatch(6);
        AtomicInteger total = new AtomicInteger();
        for (int i = 0; i < 6; i++) {
            final int k = i;
            multi.schedule(() -> {
                total.addAndGet(k);
                all.countDown();
            }, 6 - i, TimeUnit.MILLISECONDS);
        }
        all.await();
        multi.shutdown();
        System.out.println("total " + total.get() + " " + multi.awaitTermination(1, TimeUnit.SECONDS));
    }
}
