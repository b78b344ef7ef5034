package java.util.concurrent.locks;

/** A pair of locks: shared for reading, exclusive for writing (rjvm shim). */
public interface ReadWriteLock {
    /** The shared lock. */
    Lock readLock();

    /** The exclusive lock. */
    Lock writeLock();
}
