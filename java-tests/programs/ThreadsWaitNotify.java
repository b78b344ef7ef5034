import java.util.ArrayDeque;

/** Producer/consumer with wait/notifyAll, interrupting sleep and wait, timed waits and IllegalMonitorStateException. */
public class ThreadsWaitNotify {
    static final ArrayDeque<Integer> queue = new ArrayDeque<>();
    static final int CAPACITY = 3;

    public static void main(String[] args) throws Exception {
        Thread producer = new Thread(() -> {
            for (int i = 1; i <= 20; i++) {
                synchronized (queue) {
                    while (queue.size() == CAPACITY) {
                        try { queue.wait(); } catch (InterruptedException e) { return; }
                    }
                    queue.add(i);
                    queue.notifyAll();
                }
            }
        });
        final long[] sum = new long[1];
        Thread consumer = new Thread(() -> {
            for (int i = 1; i <= 20; i++) {
                synchronized (queue) {
                    while (queue.isEmpty()) {
                        try { queue.wait(); } catch (InterruptedException e) { return; }
                    }
                    sum[0] += queue.poll();
                    queue.notifyAll();
                }
            }
        });
        producer.start();
        consumer.start();
        producer.join();
        consumer.join();
        System.out.println("consumed sum " + sum[0]);

        Thread sleeper = new Thread(() -> {
            try {
                Thread.sleep(60_000);
                System.out.println("slept through");
            } catch (InterruptedException e) {
                System.out.println("sleep interrupted: " + e.getMessage() + ", flag now " + Thread.currentThread().isInterrupted());
            }
        });
        sleeper.start();
        Thread.sleep(50);
        sleeper.interrupt();
        sleeper.join();

        final Object mon = new Object();
        Thread waiter = new Thread(() -> {
            synchronized (mon) {
                try {
                    mon.wait();
                    System.out.println("notified");
                } catch (InterruptedException e) {
                    System.out.println("wait interrupted: " + e.getMessage());
                }
            }
        });
        waiter.start();
        Thread.sleep(50);
        waiter.interrupt();
        waiter.join();

        synchronized (mon) {
            long before = System.nanoTime();
            mon.wait(20);
            System.out.println("timed wait returned");
        }
        try {
            mon.notify();
        } catch (IllegalMonitorStateException e) {
            System.out.println("notify without lock: " + e.getMessage());
        }
        try {
            mon.wait();
        } catch (IllegalMonitorStateException e) {
            System.out.println("wait without lock: " + e.getMessage());
        }
        Thread.currentThread().interrupt();
        try {
            Thread.sleep(10);
        } catch (InterruptedException e) {
            System.out.println("pre-interrupted sleep: " + e.getMessage());
        }
        Thread t = new Thread(() -> {});
        t.start();
        t.join(1000);
        System.out.println("timed join done, alive " + t.isAlive());
        try {
            t.start();
        } catch (IllegalThreadStateException e) {
            System.out.println("restart: " + e.getClass().getName());
        }
    }
}
