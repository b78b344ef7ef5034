import java.util.*;
import java.util.concurrent.*;
import java.util.concurrent.atomic.AtomicInteger;

/** Producer/consumer with blocking queues, semaphores, copy-on-write lists and CompletableFuture. */
public class ConcurrencyQueues {
    public static void main(String[] args) throws Exception {
        BlockingQueue<Integer> q = new ArrayBlockingQueue<>(4);
        final int n = 200;
        Thread producer = new Thread(() -> {
            try { for (int i = 1; i <= n; i++) q.put(i); q.put(-1); } catch (InterruptedException e) { throw new RuntimeException(e); }
        });
        long[] sum = new long[1];
        Thread consumer = new Thread(() -> {
            try { int v; while ((v = q.take()) != -1) sum[0] += (long) v * v; } catch (InterruptedException e) { throw new RuntimeException(e); }
        });
        producer.start();
        consumer.start();
        producer.join();
        consumer.join();
        System.out.println("sum of squares " + sum[0] + " queue empty " + q.isEmpty() + " capacity left " + q.remainingCapacity());

        LinkedBlockingQueue<String> lbq = new LinkedBlockingQueue<>();
        lbq.offer("a"); lbq.add("b"); lbq.put("c");
        List<String> drained = new ArrayList<>();
        System.out.println(lbq + " " + lbq.peek() + " " + lbq.poll() + " " + lbq.drainTo(drained) + " " + drained + " " + lbq.poll(10, TimeUnit.MILLISECONDS));
        ConcurrentLinkedQueue<Integer> clq = new ConcurrentLinkedQueue<>(Arrays.asList(3, 1, 2));
        for (Integer i : clq) if (i == 1) clq.remove(i);
        System.out.println(clq + " " + clq.size());

        Semaphore sem = new Semaphore(2);
        AtomicInteger inside = new AtomicInteger(), maxInside = new AtomicInteger();
        ExecutorService pool = Executors.newFixedThreadPool(5);
        List<Future<?>> fs = new ArrayList<>();
        for (int t = 0; t < 10; t++) {
            fs.add(pool.submit(() -> {
                sem.acquireUninterruptibly();
                try {
                    int now = inside.incrementAndGet();
                    maxInside.accumulateAndGet(now, Math::max);
                    for (int i = 0; i < 2000; i++) Thread.yield();
                    inside.decrementAndGet();
                } finally { sem.release(); }
            }));
        }
        for (Future<?> f : fs) f.get();
        System.out.println("max inside " + (maxInside.get() <= 2) + " permits " + sem.availablePermits() + " try " + sem.tryAcquire(2) + " " + sem.tryAcquire());

        CopyOnWriteArrayList<String> cow = new CopyOnWriteArrayList<>(Arrays.asList("x", "y"));
        for (String s : cow) cow.add(s + s);
        System.out.println(cow + " " + cow.addIfAbsent("x") + " " + cow.addIfAbsent("z") + " " + cow.size());

        CompletableFuture<Integer> f1 = CompletableFuture.supplyAsync(() -> 6 * 7, pool);
        CompletableFuture<String> f2 = f1.thenApply(v -> "answer=" + v);
        CompletableFuture<Integer> f3 = f1.thenCombine(CompletableFuture.supplyAsync(() -> 8, pool), (a, b) -> a + b);
        CompletableFuture<Integer> f4 = f1.thenCompose(v -> CompletableFuture.supplyAsync(() -> v * 2, pool));
        System.out.println(f2.get() + " " + f3.join() + " " + f4.join() + " " + CompletableFuture.completedFuture("done").thenApply(String::toUpperCase).join());
        CompletableFuture<Integer> failing = CompletableFuture.supplyAsync(() -> { if (true) throw new IllegalArgumentException("bad input"); return 1; }, pool);
        System.out.println(failing.exceptionally(ex -> { System.out.println("handler got " + ex); return -1; }).join());
        System.out.println(failing.handle((v, ex) -> ex == null ? "ok" : "failed: " + ex.getCause().getMessage()).join() + " " + failing.isCompletedExceptionally());
        try { failing.join(); } catch (CompletionException e) { System.out.println("join threw " + e.getCause()); }
        try { failing.get(); } catch (ExecutionException e) { System.out.println("get threw " + e.getCause()); }
        List<CompletableFuture<Integer>> parts = new ArrayList<>();
        for (int i = 0; i < 6; i++) { final int k = i; parts.add(CompletableFuture.supplyAsync(() -> k * k, pool)); }
        CompletableFuture.allOf(parts.toArray(new CompletableFuture[0])).join();
        int total = 0;
        for (CompletableFuture<Integer> p : parts) total += p.join();
        CompletableFuture<Void> ran = CompletableFuture.runAsync(() -> {}, pool).thenRun(() -> System.out.println("then run"));
        ran.join();
        StringBuilder seen = new StringBuilder();
        CompletableFuture.completedFuture(5).thenAccept(v -> seen.append("accepted ").append(v)).join();
        CompletableFuture<String> manual = new CompletableFuture<>();
        CompletableFuture<Integer> len = manual.thenApply(String::length);
        System.out.println("total " + total + " " + seen + " " + len.isDone() + " " + manual.complete("hello") + " " + manual.complete("again") + " " + len.join() + " " + manual.getNow("x"));
        pool.shutdown();
        pool.awaitTermination(5, TimeUnit.SECONDS);
        System.out.println("async " + CompletableFuture.supplyAsync(() -> "from common pool").thenApply(s -> s.length()).get());
    }
}
