/** Threads with synchronized counters (methods, static methods, blocks), join ordering and uncaught exceptions in threads. */
public class ThreadsSync {
    static int staticCounter;
    int counter;
    long blockCounter;
    final Object lock = new Object();

    synchronized void inc() { counter++; }
    static synchronized void incStatic() { staticCounter++; }

    public static void main(String[] args) throws Exception {
        final ThreadsSync s = new ThreadsSync();
        Thread[] ts = new Thread[4];
        for (int i = 0; i < ts.length; i++) {
            final int id = i;
            ts[i] = new Thread(new Runnable() {
                public void run() {
                    for (int j = 0; j < 20000; j++) {
                        s.inc();
                        incStatic();
                        synchronized (s.lock) { s.blockCounter += id; }
                    }
                }
            }, "worker-" + i);
        }
        for (Thread t : ts) t.start();
        for (Thread t : ts) t.join();
        System.out.println("counter " + s.counter + " static " + staticCounter + " block " + s.blockCounter);
        for (Thread t : ts) System.out.println(t.getName() + " alive " + t.isAlive());

        final StringBuffer order = new StringBuffer();
        Thread a = new Thread(() -> order.append("a"));
        a.start();
        a.join();
        Thread b = new Thread(() -> order.append("b"));
        b.start();
        b.join();
        System.out.println("join order " + order);

        Thread bad = new Thread(() -> { throw new IllegalStateException("thread failure"); }, "failing");
        final String[] seen = new String[1];
        bad.setUncaughtExceptionHandler((t, e) -> seen[0] = t.getName() + ": " + e);
        bad.start();
        bad.join();
        System.out.println("handler saw " + seen[0]);
        Thread bad2 = new Thread(() -> { throw new RuntimeException("printed to stderr"); });
        bad2.start();
        bad2.join();
        System.out.println("main continues; current thread " + Thread.currentThread().getName() + " id " + Thread.currentThread().getId());
        Thread d = new Thread(() -> {});
        d.setDaemon(true);
        System.out.println("daemon " + d.isDaemon() + " priority " + d.getPriority());
    }
}
