package java.util.concurrent.atomic;

/** A reference and a boolean mark updated together atomically (rjvm shim; updates hold this object's monitor). */
public class AtomicMarkableReference<V> {
    private V reference;
    private boolean mark;

    /** A pair of {@code initialRef} and {@code initialMark}. */
    public AtomicMarkableReference(V initialRef, boolean initialMark) {
        reference = initialRef;
        mark = initialMark;
    }

    /** The reference. */
    public synchronized V getReference() {
        return reference;
    }

    /** The mark. */
    public synchronized boolean isMarked() {
        return mark;
    }

    /** The reference, with the mark stored in {@code markHolder[0]}. */
    public synchronized V get(boolean[] markHolder) {
        markHolder[0] = mark;
        return reference;
    }

    /** Sets both if the reference is (==) {@code expectedReference} and the mark matches. */
    public synchronized boolean compareAndSet(V expectedReference, V newReference, boolean expectedMark, boolean newMark) {
        if (reference != expectedReference || mark != expectedMark) {
            return false;
        }
        reference = newReference;
        mark = newMark;
        return true;
    }

    /** Same as {@link #compareAndSet} here. */
    public boolean weakCompareAndSet(V expectedReference, V newReference, boolean expectedMark, boolean newMark) {
        return compareAndSet(expectedReference, newReference, expectedMark, newMark);
    }

    /** Sets both. */
    public synchronized void set(V newReference, boolean newMark) {
        reference = newReference;
        mark = newMark;
    }

    /** Sets the mark if the reference is (==) {@code expectedReference}; true if it did. */
    public synchronized boolean attemptMark(V expectedReference, boolean newMark) {
        if (reference != expectedReference) {
            return false;
        }
        mark = newMark;
        return true;
    }
}
