package java.util.concurrent.atomic;

import java.util.function.DoubleBinaryOperator;

/** A double value combined with updates by a function (rjvm shim: one synchronized cell). */
public class DoubleAccumulator extends Number implements java.io.Serializable {
    private final DoubleBinaryOperator function;
    private final double identity;
    private double value;

    /** An accumulator combining by {@code accumulatorFunction}, starting at {@code identity}. */
    public DoubleAccumulator(DoubleBinaryOperator accumulatorFunction, double identity) {
        this.function = accumulatorFunction;
        this.identity = identity;
        this.value = identity;
    }

    /** Combines the value with {@code x}. */
    public synchronized void accumulate(double x) {
        value = function.applyAsDouble(value, x);
    }

    /** The current value. */
    public synchronized double get() {
        return value;
    }

    /** Resets the value to the identity. */
    public synchronized void reset() {
        value = identity;
    }

    /** Returns the value and resets it to the identity. */
    public synchronized double getThenReset() {
        double v = value;
        value = identity;
        return v;
    }

    @Override
    public String toString() {
        return Double.toString(get());
    }

    @Override
    public long longValue() {
        return (long) get();
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
        return get();
    }
}
