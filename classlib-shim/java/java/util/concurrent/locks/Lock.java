package java.util.concurrent.locks;

import java.util.concurrent.TimeUnit;

/** An explicit lock (rjvm shim). */
public interface Lock {
    /** Waits until the lock is held by the current thread. */
    void lock();

    /** As {@link #lock}, but an interrupt ends the wait. */
    void lockInterruptibly() throws InterruptedException;

    /** Takes the lock if it is free now; true if taken. */
    boolean tryLock();

    /** Takes the lock if it becomes free within the time; true if taken. */
    boolean tryLock(long time, TimeUnit unit) throws InterruptedException;

    /** Releases the lock. */
    void unlock();

    /** A condition bound to this lock. */
    Condition newCondition();
}
