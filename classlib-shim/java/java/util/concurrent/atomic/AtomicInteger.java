package java.util.concurrent.atomic;

import java.util.function.IntUnaryOperator;
import java.util.function.IntBinaryOperator;

/**
 * A int value updated atomically (rjvm shim). rjvm runs Java threads as green threads that may
 * switch between any two bytecodes, so every read-modify-write holds this object's monitor.
 */
public class AtomicInteger extends Number implements java.io.Serializable {
    private volatile int value;

    /** Creates an instance holding 0. */
    public AtomicInteger() {
    }

    /** Creates an instance holding {@code initialValue}. */
    public AtomicInteger(int initialValue) {
        value = initialValue;
    }

    /** The current value. */
    public final int get() {
        return value;
    }

    /** Sets the value. */
    public final void set(int newValue) {
        value = newValue;
    }

    /** Sets the value (same as {@link #set} here). */
    public final void lazySet(int newValue) {
        value = newValue;
    }

    /** The current value (plain read). */
    public final int getPlain() {
        return value;
    }

    /** Sets the value (plain write). */
    public final void setPlain(int newValue) {
        value = newValue;
    }

    /** The current value (acquire read). */
    public final int getAcquire() {
        return value;
    }

    /** Sets the value (release write). */
    public final void setRelease(int newValue) {
        value = newValue;
    }

    /** Sets the value and returns the old one. */
    public final synchronized int getAndSet(int newValue) {
        int old = value;
        value = newValue;
        return old;
    }

    /** Sets the value to {@code update} if it is {@code expect}; true if it did. */
    public final synchronized boolean compareAndSet(int expect, int update) {
        if (value != expect) {
            return false;
        }
        value = update;
        return true;
    }

    /** Same as {@link #compareAndSet} (never fails spuriously here). */
    public final boolean weakCompareAndSet(int expect, int update) {
        return compareAndSet(expect, update);
    }

    /** Same as {@link #compareAndSet}. */
    public final boolean weakCompareAndSetPlain(int expect, int update) {
        return compareAndSet(expect, update);
    }

    /** Same as {@link #compareAndSet}. */
    public final boolean weakCompareAndSetVolatile(int expect, int update) {
        return compareAndSet(expect, update);
    }

    /** Adds 1 and returns the old value. */
    public final synchronized int getAndIncrement() {
        return value++;
    }

    /** Subtracts 1 and returns the old value. */
    public final synchronized int getAndDecrement() {
        return value--;
    }

    /** Adds {@code delta} and returns the old value. */
    public final synchronized int getAndAdd(int delta) {
        int old = value;
        value = old + delta;
        return old;
    }

    /** Adds 1 and returns the new value. */
    public final synchronized int incrementAndGet() {
        return ++value;
    }

    /** Subtracts 1 and returns the new value. */
    public final synchronized int decrementAndGet() {
        return --value;
    }

    /** Adds {@code delta} and returns the new value. */
    public final synchronized int addAndGet(int delta) {
        value += delta;
        return value;
    }

    /** Applies {@code f} and returns the old value. */
    public final synchronized int getAndUpdate(IntUnaryOperator f) {
        int old = value;
        value = f.applyAsInt(old);
        return old;
    }

    /** Applies {@code f} and returns the new value. */
    public final synchronized int updateAndGet(IntUnaryOperator f) {
        value = f.applyAsInt(value);
        return value;
    }

    /** Combines the value with {@code x} by {@code f} and returns the old value. */
    public final synchronized int getAndAccumulate(int x, IntBinaryOperator f) {
        int old = value;
        value = f.applyAsInt(old, x);
        return old;
    }

    /** Combines the value with {@code x} by {@code f} and returns the new value. */
    public final synchronized int accumulateAndGet(int x, IntBinaryOperator f) {
        value = f.applyAsInt(value, x);
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
