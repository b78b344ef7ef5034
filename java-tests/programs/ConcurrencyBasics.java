import java.util.*;
import java.util.concurrent.*;
import java.util.concurrent.atomic.*;
import java.util.concurrent.locks.*;

/** java.util.concurrent on a thread pool: atomics, futures, latches, locks, ConcurrentHashMap orders. */
public class ConcurrencyBasics {
    static long work(int seed) {
        long h = seed;
        for (int i = 0; i < 2000; i++) h = h * 6364136223846793005L + 1442695040888963407L;
        return h >>> 40;
    }

    public static void main(String[] args) throws Exception {
        AtomicInteger ai = new AtomicInteger();
        AtomicLong al = new AtomicLong(10);
        System.out.println(ai.incrementAndGet() + " " + ai.getAndAdd(5) + " " + ai.get() + " " + ai.compareAndSet(6, 42) + " " + ai);
        System.out.println(al.addAndGet(5) + " " + al.updateAndGet(x -> x * 3) + " " + al.accumulateAndGet(7, Math::max) + " " + al.getAndSet(1) + " " + al.get());
        AtomicBoolean ab = new AtomicBoolean();
        System.out.println(ab.compareAndSet(false, true) + " " + ab.compareAndSet(false, true) + " " + ab.get());
        AtomicReference<String> ar = new AtomicReference<>("a");
        ar.updateAndGet(s -> s + "b");
        System.out.println(ar.get() + " " + ar.compareAndSet("zz", "c") + " " + ar);
        AtomicIntegerArray aia = new AtomicIntegerArray(4);
        aia.incrementAndGet(2);
        aia.addAndGet(3, 9);
        System.out.println(aia + " " + aia.length());

        ExecutorService pool = Executors.newFixedThreadPool(4);
        List<Future<Long>> futures = new ArrayList<>();
        for (int i = 0; i < 12; i++) {
            final int seed = i;
            futures.add(pool.submit(() -> work(seed)));
        }
        long sum = 0;
        for (Future<Long> f : futures) sum += f.get();
        System.out.println("futures sum " + sum + " done " + futures.get(0).isDone());

        AtomicInteger counter = new AtomicInteger();
        LongAdder adder = new LongAdder();
        CountDownLatch latch = new CountDownLatch(8);
        ConcurrentHashMap<String, Integer> chm = new ConcurrentHashMap<>();
        ReentrantLock lock = new ReentrantLock();
        int[] guarded = new int[1];
        for (int t = 0; t < 8; t++) {
            final int id = t;
            pool.execute(() -> {
                for (int i = 0; i < 500; i++) {
                    counter.incrementAndGet();
                    adder.add(2);
                    chm.merge("k" + (i % 20), 1, Integer::sum);
                    lock.lock();
                    try { guarded[0]++; } finally { lock.unlock(); }
                }
                chm.putIfAbsent("thread" + id, id);
                latch.countDown();
            });
        }
        latch.await();
        System.out.println("counter " + counter.get() + " adder " + adder.sum() + " guarded " + guarded[0] + " latch " + latch.getCount());
        System.out.println("chm " + chm.size() + " " + chm.get("k3") + " " + new TreeMap<>(chm));

        List<Callable<String>> calls = new ArrayList<>();
        for (int i = 0; i < 5; i++) { final int n = i; calls.add(() -> "task" + n + ":" + work(n) % 100); }
        StringBuilder sb = new StringBuilder();
        for (Future<String> f : pool.invokeAll(calls)) sb.append(f.get()).append(' ');
        System.out.println(sb.toString().trim());

        Future<Integer> bad = pool.submit(() -> { if (true) throw new IllegalStateException("boom"); return 1; });
        try { bad.get(); } catch (ExecutionException e) { System.out.println("caught " + e.getMessage() + " / " + e.getCause()); }
        pool.shutdown();
        System.out.println("terminated " + pool.awaitTermination(10, TimeUnit.SECONDS) + " " + pool.isShutdown() + " " + pool.isTerminated());
        try { pool.submit(() -> 1); } catch (RejectedExecutionException e) { System.out.println("rejected"); }

        // Iteration order of ConcurrentHashMap (table layout, resizes, presizing constructors).
        ConcurrentHashMap<String, Integer> words = new ConcurrentHashMap<>();
        String[] ws = "the quick brown fox jumps over the lazy dog while seven wizards quietly hex jolly frogs and many more words keep coming to fill the table".split(" ");
        for (int i = 0; i < ws.length; i++) { words.merge(ws[i], 1, Integer::sum); if (i == 11 || i == 12) System.out.println(words); }
        System.out.println(words);
        System.out.println(new ConcurrentHashMap<>(words).keySet());
        ConcurrentHashMap<Integer, String> sized = new ConcurrentHashMap<>(16);
        for (int i = 0; i < 40; i += 3) sized.put(i * 7, "v" + i);
        System.out.println(sized);
        sized.remove(21);
        sized.computeIfAbsent(5, k -> "five");
        sized.computeIfPresent(0, (k, v) -> null);
        System.out.println(sized.keySet() + " " + sized.values().size() + " " + sized.getOrDefault(99, "none"));
        try { sized.put(null, "x"); } catch (NullPointerException e) { System.out.println("null key rejected"); }
        Set<String> ks = ConcurrentHashMap.newKeySet();
        ks.add("b"); ks.add("a"); ks.add("b");
        System.out.println(ks + " " + TimeUnit.SECONDS.toMillis(3) + " " + TimeUnit.MILLISECONDS.toSeconds(4500));
    }
}
