package java.util.concurrent.atomic;

/** An array of long elements updated atomically (rjvm shim; read-modify-writes hold this object's monitor). */
public class AtomicLongArray implements java.io.Serializable {
    private final long[] array;

    /** An array of {@code length} zeros. */
    public AtomicLongArray(int length) {
        array = new long[length];
    }

    /** A copy of {@code values}. */
    public AtomicLongArray(long[] values) {
        array = values.clone();
    }

    /** The number of elements. */
    public final int length() {
        return array.length;
    }

    /** Element {@code i}. */
    public final synchronized long get(int i) {
        return array[i];
    }

    /** Sets element {@code i}. */
    public final synchronized void set(int i, long v) {
        array[i] = v;
    }

    /** Sets element {@code i} (same as {@link #set} here). */
    public final void lazySet(int i, long v) {
        set(i, v);
    }

    /** Sets element {@code i} and returns its old value. */
    public final synchronized long getAndSet(int i, long v) {
        long old = array[i];
        array[i] = v;
        return old;
    }

    /** Sets element {@code i} to {@code update} if it is {@code expect}; true if it did. */
    public final synchronized boolean compareAndSet(int i, long expect, long update) {
        if (array[i] != expect) {
            return false;
        }
        array[i] = update;
        return true;
    }

    /** Adds 1 to element {@code i} and returns its old value. */
    public final long getAndIncrement(int i) {
        return getAndAdd(i, 1);
    }

    /** Subtracts 1 from element {@code i} and returns its old value. */
    public final long getAndDecrement(int i) {
        return getAndAdd(i, -1);
    }

    /** Adds {@code delta} to element {@code i} and returns its old value. */
    public final synchronized long getAndAdd(int i, long delta) {
        long old = array[i];
        array[i] = old + delta;
        return old;
    }

    /** Adds 1 to element {@code i} and returns its new value. */
    public final long incrementAndGet(int i) {
        return addAndGet(i, 1);
    }

    /** Subtracts 1 from element {@code i} and returns its new value. */
    public final long decrementAndGet(int i) {
        return addAndGet(i, -1);
    }

    /** Adds {@code delta} to element {@code i} and returns its new value. */
    public final synchronized long addAndGet(int i, long delta) {
        array[i] += delta;
        return array[i];
    }

    /** The elements as "[a, b, c]". */
    @Override
    public synchronized String toString() {
        return java.util.Arrays.toString(array);
    }
}
