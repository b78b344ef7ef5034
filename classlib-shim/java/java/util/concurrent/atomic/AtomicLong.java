package java.util.concurrent.atomic;

import java.util.function.LongUnaryOperator;
import java.util.function.LongBinaryOperator;

/**
 * A long value updated atomically (rjvm shim). rjvm runs Java threads as green threads that may
 * switch between any two bytecodes, so every read-modify-write holds this object's monitor.
 */
public class AtomicLong extends Number implements java.io.Serializable {
    private volatile long value;

    /** Creates an instance holding 0. */
    public AtomicLong() {
    }

    /** Creates an instance holding {@code initialValue}. */
    public AtomicLong(long initialValue) {
        value = initialValue;
    }

    /** The current value. */
    public final long get() {
        return value;
    }

    /** Sets the value. */
    public final void set(long newValue) {
        value = newValue;
    }

    /** Sets the value (same as {@link #set} here). */
    public final void lazySet(long newValue) {
        value = newValue;
    }

    /** The current value (plain read). */
    public final long getPlain() {
        return value;
    }

    /** Sets the value (plain write). */
    public final void setPlain(long newValue) {
        value = newValue;
    }

    /** The current value (acquire read). */
    public final long getAcquire() {
        return value;
    }

    /** Sets the value (release write). */
    public final void setRelease(long newValue) {
        value = newValue;
    }

    /** Sets the value and returns the old one. */
    public final synchronized long getAndSet(long newValue) {
        long old = value;
        value = newValue;
        return old;
    }

    /** Sets the value to {@code update} if it is {@code expect}; true if it did. */
    public final synchronized boolean compareAndSet(long expect, long update) {
        if (value != expect) {
            return false;
        }
        value = update;
        return true;
    }

    /** Same as {@link #compareAndSet} (never fails spuriously here). */
    public final boolean weakCompareAndSet(long expect, long update) {
        return compareAndSet(expect, update);
    }

    /** Same as {@link #compareAndSet}. */
    public final boolean weakCompareAndSetPlain(long expect, long update) {
        return compareAndSet(expect, update);
    }

    /** Same as {@link #compareAndSet}. */
    public final boolean weakCompareAndSetVolatile(long expect, long update) {
        return compareAndSet(expect, update);
    }

    /** Adds 1 and returns the old value. */
    public final synchronized long getAndIncrement() {
        return value++;
    }

    /** Subtracts 1 and returns the old value. */
    public final synchronized long getAndDecrement() {
        return value--;
    }

    /** Adds {@code delta} and returns the old value. */
    public final synchronized long getAndAdd(long delta) {
        long old = value;
        value = old + delta;
        return old;
    }

    /** Adds 1 and returns the new value. */
    public final synchronized long incrementAndGet() {
        return ++value;
    }

    /** Subtracts 1 and returns the new value. */
    public final synchronized long decrementAndGet() {
        return --value;
    }

    /** Adds {@code delta} and returns the new value. */
    public final synchronized long addAndGet(long delta) {
        value += delta;
        return value;
    }

    /** Applies {@code f} and returns the old value. */
    public final synchronized long getAndUpdate(LongUnaryOperator f) {
        long old = value;
        value = f.applyAsLong(old);
        return old;
    }

    /** Applies {@code f} and returns the new value. */
    public final synchronized long updateAndGet(LongUnaryOperator f) {
        value = f.applyAsLong(value);
        return value;
    }

    /** Combines the value with {@code x} by {@code f} and returns the old value. */
    public final synchronized long getAndAccumulate(long x, LongBinaryOperator f) {
        long old = value;
        value = f.applyAsLong(old, x);
        return old;
    }

    /** Combines the value with {@code x} by {@code f} and returns the new value. */
    public final synchronized long accumulateAndGet(long x, LongBinaryOperator f) {
        value = f.applyAsLong(value, x);
        return value;
    }

    /** The decimal form of the value. */
    @Override
    public String toString() {
        return String.valueOf(value);
    }

    @Override
    public int intValue() {
        return (int) value;
    }

    @Override
    public long longValue() {
        return value;
    }

    @Override
    public float floatValue() {
        return (float) value;
    }

    @Override
    public double doubleValue() {
        return value;
    }
}
