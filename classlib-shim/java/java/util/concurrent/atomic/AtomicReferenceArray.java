package java.util.concurrent.atomic;

import java.util.Arrays;
import java.util.function.BinaryOperator;
import java.util.function.UnaryOperator;

/** An array of references updated atomically (rjvm shim; read-modify-writes hold this object's monitor). */
public class AtomicReferenceArray<E> implements java.io.Serializable {
    private final Object[] array;

    /** An array of {@code length} nulls. */
    public AtomicReferenceArray(int length) {
        array = new Object[length];
    }

    /** A copy of {@code values}. */
    public AtomicReferenceArray(E[] values) {
        array = Arrays.copyOf(values, values.length, Object[].class);
    }

    /** The number of elements. */
    public final int length() {
        return array.length;
    }

    /** Element {@code i}. */
    @SuppressWarnings("unchecked")
    public final synchronized E get(int i) {
        return (E) array[i];
    }

    /** Sets element {@code i}. */
    public final synchronized void set(int i, E v) {
        array[i] = v;
    }

    /** Sets element {@code i} (same as {@link #set} here). */
    public final void lazySet(int i, E v) {
        set(i, v);
    }

    /** Sets element {@code i} and returns its old value. */
    public final synchronized E getAndSet(int i, E v) {
        E old = get(i);
        array[i] = v;
        return old;
    }

    /** Sets element {@code i} to {@code update} if it is (==) {@code expect}; true if it did. */
    public final synchronized boolean compareAndSet(int i, E expect, E update) {
        if (array[i] != expect) {
            return false;
        }
        array[i] = update;
        return true;
    }

    /** Same as {@link #compareAndSet} here. */
    public final boolean weakCompareAndSet(int i, E expect, E update) {
        return compareAndSet(i, expect, update);
    }

    /** Applies {@code f} to element {@code i}; returns the old value. */
    public final synchronized E getAndUpdate(int i, UnaryOperator<E> f) {
        E old = get(i);
        array[i] = f.apply(old);
        return old;
    }

    /** Applies {@code f} to element {@code i}; returns the new value. */
    public final synchronized E updateAndGet(int i, UnaryOperator<E> f) {
        E next = f.apply(get(i));
        array[i] = next;
        return next;
    }

    /** Combines element {@code i} with {@code x} by {@code f}; returns the old value. */
    public final synchronized E getAndAccumulate(int i, E x, BinaryOperator<E> f) {
        E old = get(i);
        array[i] = f.apply(old, x);
        return old;
    }

    /** Combines element {@code i} with {@code x} by {@code f}; returns the new value. */
    public final synchronized E accumulateAndGet(int i, E x, BinaryOperator<E> f) {
        E next = f.apply(get(i), x);
        array[i] = next;
        return next;
    }

    @Override
    public synchronized String toString() {
        return Arrays.toString(array);
    }
}
