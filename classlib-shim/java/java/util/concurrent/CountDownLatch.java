package java.util.concurrent;

/** Lets threads wait until a count reaches zero (rjvm shim; waiting uses this object's monitor). */
public class CountDownLatch {
    private long count;

    /** A latch that opens after {@code count} countDown() calls. */
    public CountDownLatch(int count) {
        if (count < 0) {
            throw new IllegalArgumentException("count < 0");
        }
        this.count = count;
    }

    /** Waits until the count is zero. */
    public synchronized void await() throws InterruptedException {
        while (count > 0) {
            wait();
        }
    }

    /** Waits at most the given time; true if the count reached zero. */
    public synchronized boolean await(long timeout, TimeUnit unit) throws InterruptedException {
        long deadline = VmClock.millis() + unit.toMillis(timeout);
        while (count > 0) {
            long left = deadline - VmClock.millis();
            if (left <= 0) {
                return false;
            }
            wait(left);
        }
        return true;
    }

    /** Decrements the count, releasing the waiters when it reaches zero. */
    public synchronized void countDown() {
        if (count > 0 && --count == 0) {
            notifyAll();
        }
    }

    /** The current count. */
    public synchronized long getCount() {
        return count;
    }

    @Override
    public String toString() {
        return super.toString() + "[Count = " + getCount() + "]";
    }
}
