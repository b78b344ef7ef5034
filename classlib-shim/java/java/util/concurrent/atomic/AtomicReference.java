package java.util.concurrent.atomic;

import java.util.function.BinaryOperator;
import java.util.function.UnaryOperator;

/** An object reference updated atomically (rjvm shim; read-modify-writes hold this object's monitor). */
public class AtomicReference<V> implements java.io.Serializable {
    private volatile V value;

    /** Creates an instance holding null. */
    public AtomicReference() {
    }

    /** Creates an instance holding {@code initialValue}. */
    public AtomicReference(V initialValue) {
        value = initialValue;
    }

    /** The current value. */
    public final V get() {
        return value;
    }

    /** Sets the value. */
    public final void set(V newValue) {
        value = newValue;
    }

    /** Sets the value (same as {@link #set} here). */
    public final void lazySet(V newValue) {
        value = newValue;
    }

    /** Sets the value to {@code update} if it is (==) {@code expect}; true if it did. */
    public final synchronized boolean compareAndSet(V expect, V update) {
        if (value != expect) {
            return false;
        }
        value = update;
        return true;
    }

    /** Same as {@link #compareAndSet}. */
    public final boolean weakCompareAndSet(V expect, V update) {
        return compareAndSet(expect, update);
    }

    /** Sets the value and returns the old one. */
    public final synchronized V getAndSet(V newValue) {
        V old = value;
        value = newValue;
        return old;
    }

    /** Applies {@code f} and returns the old value. */
    public final synchronized V getAndUpdate(UnaryOperator<V> f) {
        V old = value;
        value = f.apply(old);
        return old;
    }

    /** Applies {@code f} and returns the new value. */
    public final synchronized V updateAndGet(UnaryOperator<V> f) {
        value = f.apply(value);
        return value;
    }

    /** Combines the value with {@code x} by {@code f} and returns the old value. */
    public final synchronized V getAndAccumulate(V x, BinaryOperator<V> f) {
        V old = value;
        value = f.apply(old, x);
        return old;
    }

    /** Combines the value with {@code x} by {@code f} and returns the new value. */
    public final synchronized V accumulateAndGet(V x, BinaryOperator<V> f) {
        value = f.apply(value, x);
        return value;
    }

    /** {@code String.valueOf(get())}. */
    @Override
    public String toString() {
        return String.valueOf(value);
    }
}
