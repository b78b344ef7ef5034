package java.util.concurrent.locks;

import java.util.concurrent.TimeUnit;

/**
 * A reentrant mutual-exclusion lock (rjvm shim). Its state is guarded by a private monitor;
 * blocked threads wait on that monitor, conditions keep FIFO queues of waiters. Fairness is
 * not modelled (rjvm's green-thread scheduling is deterministic anyway).
 */
public class ReentrantLock implements Lock, java.io.Serializable {
    private final ExclusiveHolds exclusive = new ExclusiveHolds() {
        @Override
        public boolean heldByCurrentThread() {
            return owner == Thread.currentThread();
        }

        @Override
        public int releaseAll() {
            return ReentrantLock.this.releaseAll();
        }

        @Override
        public boolean tryAcquire(int n) {
            return ReentrantLock.this.tryAcquire(n);
        }
    };

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
        return new MonitorCondition(monitor, exclusive);
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
}
