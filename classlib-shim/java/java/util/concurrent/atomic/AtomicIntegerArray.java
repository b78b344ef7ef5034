package java.util.concurrent.atomic;

/** An array of int elements updated atomically (rjvm shim; read-modify-writes hold this object's monitor). */
public class AtomicIntegerArray implements java.io.Serializable {
    private final int[] array;

    /** An array of {@code length} zeros. */
    public AtomicIntegerArray(int length) {
        array = new int[length];
    }

    /** A copy of {@code values}. */
    public AtomicIntegerArray(int[] values) {
        array = values.clone();
    }

    /** The number of elements. */
    public final int length() {
        return array.length;
    }

    /** Element {@code i}. */
    public final synchronized int get(int i) {
        return array[i];
    }

    /** Sets element {@code i}. */
    public final synchronized void set(int i, int v) {
        array[i] = v;
    }

    /** Sets element {@code i} (same as {@link #set} here). */
    public final void lazySet(int i, int v) {
        set(i, v);
    }

    /** Sets element {@code i} and returns its old value. */
    public final synchronized int getAndSet(int i, int v) {
        int old = array[i];
        array[i] = v;
        return old;
    }

    /** Sets element {@code i} to {@code update} if it is {@code expect}; true if it did. */
    public final synchronized boolean compareAndSet(int i, int expect, int update) {
        if (array[i] != expect) {
            return false;
        }
        array[i] = update;
        return true;
    }

    /** Adds 1 to element {@code i} and returns its old value. */
    public final int getAndIncrement(int i) {
        return getAndAdd(i, 1);
    }

    /** Subtracts 1 from element {@code i} and returns its old value. */
    public final int getAndDecrement(int i) {
        return getAndAdd(i, -1);
    }

    /** Adds {@code delta} to element {@code i} and returns its old value. */
    public final synchronized int getAndAdd(int i, int delta) {
        int old = array[i];
        array[i] = old + delta;
        return old;
    }

    /** Adds 1 to element {@code i} and returns its new value. */
    public final int incrementAndGet(int i) {
        return addAndGet(i, 1);
    }

    /** Subtracts 1 from element {@code i} and returns its new value. */
    public final int decrementAndGet(int i) {
        return addAndGet(i, -1);
    }

    /** Adds {@code delta} to element {@code i} and returns its new value. */
    public final synchronized int addAndGet(int i, int delta) {
        array[i] += delta;
        return array[i];
    }

    /** The elements as "[a, b, c]". */
    @Override
    public synchronized String toString() {
        return java.util.Arrays.toString(array);
    }
}
