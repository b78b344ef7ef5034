package java.util.concurrent;

/** A counting semaphore (rjvm shim; waiting uses this object's monitor, fairness is ignored). */
public class Semaphore implements java.io.Serializable {
    private int permits;

    /** A semaphore with {@code permits} permits. */
    public Semaphore(int permits) {
        this.permits = permits;
    }

    /** A semaphore with {@code permits} permits; {@code fair} is ignored. */
    public Semaphore(int permits, boolean fair) {
        this.permits = permits;
    }

    /** Takes one permit, waiting for it. */
    public void acquire() throws InterruptedException {
        acquire(1);
    }

    /** Takes {@code n} permits, waiting for them. */
    public synchronized void acquire(int n) throws InterruptedException {
        if (n < 0) {
            throw new IllegalArgumentException();
        }
        while (permits < n) {
            wait();
        }
        permits -= n;
    }

    /** Takes one permit, waiting for it and ignoring interrupts. */
    public synchronized void acquireUninterruptibly() {
        boolean interrupted = false;
        while (permits < 1) {
            try {
                wait();
            } catch (InterruptedException e) {
                interrupted = true;
            }
        }
        permits--;
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
    }

    /** Takes one permit if available now. */
    public boolean tryAcquire() {
        return tryAcquire(1);
    }

    /** Takes {@code n} permits if available now. */
    public synchronized boolean tryAcquire(int n) {
        if (permits < n) {
            return false;
        }
        permits -= n;
        return true;
    }

    /** Takes one permit if it becomes available within the time. */
    public synchronized boolean tryAcquire(long timeout, TimeUnit unit) throws InterruptedException {
        long deadline = VmClock.millis() + unit.toMillis(timeout);
        while (permits < 1) {
            long left = deadline - VmClock.millis();
            if (left <= 0) {
                return false;
            }
            wait(left);
        }
        permits--;
        return true;
    }

    /** Returns one permit. */
    public void release() {
        release(1);
    }

    /** Returns {@code n} permits. */
    public synchronized void release(int n) {
        if (n < 0) {
            throw new IllegalArgumentException();
        }
        permits += n;
        notifyAll();
    }

    /** The permits available now. */
    public synchronized int availablePermits() {
        return permits;
    }

    /** Takes every available permit and returns how many. */
    public synchronized int drainPermits() {
        int n = permits;
        permits = 0;
        return n;
    }

    @Override
    public String toString() {
        return super.toString() + "[Permits = " + availablePermits() + "]";
    }
}
