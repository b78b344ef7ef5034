package java.util.concurrent.atomic;

import java.util.function.LongBinaryOperator;

/** A long value combined with updates by a function (rjvm shim: one synchronized cell). */
public class LongAccumulator extends Number implements java.io.Serializable {
    private final LongBinaryOperator function;
    private final long identity;
    private long value;

    /** An accumulator combining by {@code accumulatorFunction}, starting at {@code identity}. */
    public LongAccumulator(LongBinaryOperator accumulatorFunction, long identity) {
        this.function = accumulatorFunction;
        this.identity = identity;
        this.value = identity;
    }

    /** Combines the value with {@code x}. */
    public synchronized void accumulate(long x) {
        value = function.applyAsLong(value, x);
    }

    /** The current value. */
    public synchronized long get() {
        return value;
    }

    /** Resets the value to the identity. */
    public synchronized void reset() {
        value = identity;
    }

    /** Returns the value and resets it to the identity. */
    public synchronized long getThenReset() {
        long v = value;
        value = identity;
        return v;
    }

    @Override
    public String toString() {
        return Long.toString(get());
    }

    @Override
    public long longValue() {
        return get();
    }

    @Override
    public int intValue() {
        return (int) get();
    }

    @Override
    public float floatValue() {
        return (float) get();
    }

    @Override
    public double doubleValue() {
        return (double) get();
    }
}
