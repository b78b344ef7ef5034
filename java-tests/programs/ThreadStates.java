/**
 * Thread.getState through a thread's life: NEW, RUNNABLE, WAITING (wait, join), TIMED_WAITING
 * (sleep, timed wait, timed join), BLOCKED (entering a held monitor, and retaking it after
 * notify), TERMINATED. Each state is awaited by polling, so the output does not depend on timing.
 */
public class ThreadStates {
    static final Object lock = new Object();
    static boolean go;

    static String await(Thread t, Thread.State want) throws InterruptedException {
        for (int i = 0; i < 20000; i++) {
            if (t.getState() == want) {
                return t.getName() + " " + want;
            }
            Thread.sleep(1);
        }
        return t.getName() + " never " + want + " (" + t.getState() + ")";
    }

    public static void main(String[] args) throws Exception {
        System.out.println(Thread.currentThread().getState() + " " + Thread.State.valueOf("BLOCKED").ordinal() + " "
                + java.util.Arrays.toString(Thread.State.values()));
        Thread waiter = new Thread(() -> {
            synchronized (lock) {
                while (!go) {
                    try {
                        lock.wait();
                    } catch (InterruptedException e) {
                        return;
                    }
                }
            }
        }, "waiter");
        System.out.println(waiter.getState());
        waiter.start();
        System.out.println(await(waiter, Thread.State.WAITING));
        Thread joiner = new Thread(() -> {
            try {
                waiter.join();
            } catch (InterruptedException e) {
                // not expected
            }
        }, "joiner");
        joiner.start();
        System.out.println(await(joiner, Thread.State.WAITING));
        Thread timedJoiner = new Thread(() -> {
            try {
                waiter.join(60000);
            } catch (InterruptedException e) {
                // not expected
            }
        }, "timedJoiner");
        timedJoiner.start();
        System.out.println(await(timedJoiner, Thread.State.TIMED_WAITING));
        synchronized (lock) {
            go = true;
            lock.notifyAll();
            System.out.println(await(waiter, Thread.State.BLOCKED));
        }
        waiter.join();
        joiner.join();
        timedJoiner.join();
        System.out.println(waiter.getState() + " " + joiner.getState() + " " + timedJoiner.getState());

        Thread sleeper = new Thread(() -> {
            try {
                Thread.sleep(60000);
            } catch (InterruptedException e) {
                // woken by interrupt
            }
        }, "sleeper");
        sleeper.start();
        System.out.println(await(sleeper, Thread.State.TIMED_WAITING));
        sleeper.interrupt();
        sleeper.join();
        System.out.println(sleeper.getState());

        Object other = new Object();
        Thread timedWaiter = new Thread(() -> {
            synchronized (other) {
                try {
                    other.wait(60000);
                } catch (InterruptedException e) {
                    // woken by interrupt
                }
            }
        }, "timedWaiter");
        timedWaiter.start();
        System.out.println(await(timedWaiter, Thread.State.TIMED_WAITING));
        timedWaiter.interrupt();
        timedWaiter.join();

        Thread blocked;
        synchronized (other) {
            blocked = new Thread(() -> {
                synchronized (other) {
                    go = false;
                }
            }, "blocked");
            blocked.start();
            System.out.println(await(blocked, Thread.State.BLOCKED));
        }
        blocked.join();
        System.out.println(blocked.getState() + " " + go);
    }
}
