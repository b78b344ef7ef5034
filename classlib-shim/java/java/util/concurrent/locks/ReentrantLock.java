package java.util.concurrent.locks;

import java.util.ArrayDeque;
import java.util.concurrent.TimeUnit;

/**
 * A reentrant mutual-exclusion lock (rjvm shim). Its state is guarded by a private monitor;
 * blocked threads wait on that monitor, conditions keep FIFO queues of waiters. Fairness is
 * not modelled (rjvm's green-thread scheduling is deterministic anyway).
 */
public class ReentrantLock implements Lock, java.io.Serializable {
    private final Object monitor = new Object();
    private Thread owner;
    private int holds;

    /** A lock. */
    public ReentrantLock() {
    }

    /** A lock; {@code fair} is accepted and ignored. */
    public ReentrantLock(boolean fair) {
    }

    @Override
    public void lock() {
        synchronized (monitor) {
            boolean interrupted = false;
            while (!tryAcquire(1)) {
                try {
                    monitor.wait();
                } catch (InterruptedException e) {
                    interrupted = true;
                }
            }
            if (interrupted) {
                Thread.currentThread().interrupt();
            }
        }
    }

    @Override
    public void lockInterruptibly() throws InterruptedException {
        synchronized (monitor) {
            if (Thread.interrupted()) {
                throw new InterruptedException();
            }
            while (!tryAcquire(1)) {
                monitor.wait();
            }
        }
    }

    @Override
    public boolean tryLock() {
        synchronized (monitor) {
            return tryAcquire(1);
        }
    }

    @Override
    public boolean tryLock(long time, TimeUnit unit) throws InterruptedException {
        long deadline = VmClock.millis() + unit.toMillis(time);
        synchronized (monitor) {
            while (!tryAcquire(1)) {
                long left = deadline - VmClock.millis();
                if (left <= 0) {
                    return false;
                }
                monitor.wait(left);
            }
            return true;
        }
    }

    private boolean tryAcquire(int n) {
        Thread me = Thread.currentThread();
        if (owner == null) {
            owner = me;
            holds = n;
            return true;
        }
        if (owner == me) {
            holds += n;
            return true;
        }
        return false;
    }

    @Override
    public void unlock() {
        synchronized (monitor) {
            if (owner != Thread.currentThread()) {
                throw new IllegalMonitorStateException();
            }
            if (--holds == 0) {
                owner = null;
                monitor.notifyAll();
            }
        }
    }

    /** Releases every hold of the current thread and returns how many there were. */
    private int releaseAll() {
        if (owner != Thread.currentThread()) {
            throw new IllegalMonitorStateException();
        }
        int n = holds;
        holds = 0;
        owner = null;
        monitor.notifyAll();
        return n;
    }

    @Override
    public Condition newCondition() {
        return new ConditionObject();
    }

    /** True if some thread holds the lock. */
    public boolean isLocked() {
        synchronized (monitor) {
            return owner != null;
        }
    }

    /** True if the current thread holds the lock. */
    public boolean isHeldByCurrentThread() {
        synchronized (monitor) {
            return owner == Thread.currentThread();
        }
    }

    /** How many times the current thread holds the lock. */
    public int getHoldCount() {
        synchronized (monitor) {
            return owner == Thread.currentThread() ? holds : 0;
        }
    }

    /** False: fairness is not modelled. */
    public final boolean isFair() {
        return false;
    }

    @Override
    public String toString() {
        Thread o;
        synchronized (monitor) {
            o = owner;
        }
        return super.toString() + (o == null ? "[Unlocked]" : "[Locked by thread " + o.getName() + "]");
    }

    /** A waiter's ticket in a condition queue. */
    private static final class Waiter {
        boolean signalled;
    }

    private final class ConditionObject implements Condition {
        private final ArrayDeque<Waiter> waiters = new ArrayDeque<>();

        @Override
        public void await() throws InterruptedException {
            awaitMillis(-1, true);
        }

        @Override
        public boolean await(long time, TimeUnit unit) throws InterruptedException {
            return awaitMillis(Math.max(unit.toMillis(time), 1), true);
        }

        @Override
        public void awaitUninterruptibly() {
            try {
                awaitMillis(-1, false);
            } catch (InterruptedException e) {
                throw new IllegalStateException(e);
            }
        }

        /** Waits for a signal ({@code millis < 0}: no timeout); false on timeout. */
        private boolean awaitMillis(long millis, boolean interruptible) throws InterruptedException {
            synchronized (monitor) {
                if (interruptible && Thread.interrupted()) {
                    throw new InterruptedException();
                }
                Waiter w = new Waiter();
                waiters.addLast(w);
                int saved = releaseAll();
                long deadline = VmClock.millis() + millis;
                InterruptedException interrupt = null;
                try {
                    while (!w.signalled) {
                        long left = millis < 0 ? 0 : deadline - VmClock.millis();
                        if (millis >= 0 && left <= 0) {
                            break;
                        }
                        try {
                            monitor.wait(left);
                        } catch (InterruptedException e) {
                            if (interruptible) {
                                interrupt = e;
                                break;
                            }
                        }
                    }
                } finally {
                    waiters.remove(w);
                    while (!tryAcquire(saved)) {
                        try {
                            monitor.wait();
                        } catch (InterruptedException e) {
                            interrupt = interrupt == null && interruptible ? e : interrupt;
                        }
                    }
                }
                if (interrupt != null) {
                    throw interrupt;
                }
                return w.signalled;
            }
        }

        @Override
        public void signal() {
            synchronized (monitor) {
                checkOwner();
                Waiter w = waiters.pollFirst();
                if (w != null) {
                    w.signalled = true;
                    monitor.notifyAll();
                }
            }
        }

        @Override
        public void signalAll() {
            synchronized (monitor) {
                checkOwner();
                Waiter w;
                while ((w = waiters.pollFirst()) != null) {
                    w.signalled = true;
                }
                monitor.notifyAll();
            }
        }

        private void checkOwner() {
            if (owner != Thread.currentThread()) {
                throw new IllegalMonitorStateException();
            }
        }
    }
}
