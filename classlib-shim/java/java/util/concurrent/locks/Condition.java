package java.util.concurrent.locks;

import java.util.concurrent.TimeUnit;

/** A wait set bound to a {@link Lock} (rjvm shim). */
public interface Condition {
    /** Releases the lock, waits for a signal, then takes the lock again. */
    void await() throws InterruptedException;

    /** As {@link #await} with a timeout; false if the time elapsed. */
    boolean await(long time, TimeUnit unit) throws InterruptedException;

    /** As {@link #await}, ignoring interrupts. */
    void awaitUninterruptibly();

    /** Wakes the longest-waiting thread. */
    void signal();

    /** Wakes every waiting thread. */
    void signalAll();
}
