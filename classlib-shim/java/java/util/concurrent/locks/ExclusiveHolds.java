package java.util.concurrent.locks;

/**
 * The exclusive side of a lock whose state is guarded by one monitor (rjvm shim): what a
 * {@link MonitorCondition} needs to release the lock while it waits and take it back after.
 * Every method is called with the lock's monitor held.
 */
interface ExclusiveHolds {
    /** True if the current thread holds the lock exclusively. */
    boolean heldByCurrentThread();

    /** Releases every hold of the current thread (it holds the lock) and returns how many there were. */
    int releaseAll();

    /** Takes {@code holds} holds for the current thread if the lock is free to it; true if taken. */
    boolean tryAcquire(int holds);
}
