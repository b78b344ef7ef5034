package java.util.concurrent.atomic;

/** A reference and an int stamp updated together atomically (rjvm shim; updates hold this object's monitor). */
public class AtomicStampedReference<V> {
    private V reference;
    private int stamp;

    /** A pair of {@code initialRef} and {@code initialStamp}. */
    public AtomicStampedReference(V initialRef, int initialStamp) {
        reference = initialRef;
        stamp = initialStamp;
    }

    /** The reference. */
    public synchronized V getReference() {
        return reference;
    }

    /** The stamp. */
    public synchronized int getStamp() {
        return stamp;
    }

    /** The reference, with the stamp stored in {@code stampHolder[0]}. */
    public synchronized V get(int[] stampHolder) {
        stampHolder[0] = stamp;
        return reference;
    }

    /** Sets both if the reference is (==) {@code expectedReference} and the stamp matches. */
    public synchronized boolean compareAndSet(V expectedReference, V newReference, int expectedStamp, int newStamp) {
        if (reference != expectedReference || stamp != expectedStamp) {
            return false;
        }
        reference = newReference;
        stamp = newStamp;
        return true;
    }

    /** Same as {@link #compareAndSet} here. */
    public boolean weakCompareAndSet(V expectedReference, V newReference, int expectedStamp, int newStamp) {
        return compareAndSet(expectedReference, newReference, expectedStamp, newStamp);
    }

    /** Sets both. */
    public synchronized void set(V newReference, int newStamp) {
        reference = newReference;
        stamp = newStamp;
    }

    /** Sets the stamp if the reference is (==) {@code expectedReference}; true if it did. */
    public synchronized boolean attemptStamp(V expectedReference, int newStamp) {
        if (reference != expectedReference) {
            return false;
        }
        stamp = newStamp;
        return true;
    }
}
