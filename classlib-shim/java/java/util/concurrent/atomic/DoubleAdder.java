package java.util.concurrent.atomic;

/** A double sum updated by many threads (rjvm shim: one synchronized cell, so sums add in call order). */
public class DoubleAdder extends Number implements java.io.Serializable {
    private double sum;

    /** Creates an adder holding 0.0. */
    public DoubleAdder() {
    }

    /** Adds {@code x}. */
    public synchronized void add(double x) {
        sum += x;
    }

    /** The current sum. */
    public synchronized double sum() {
        return sum;
    }

    /** Sets the sum to 0.0. */
    public synchronized void reset() {
        sum = 0.0;
    }

    /** Returns the sum and resets it to 0.0. */
    public synchronized double sumThenReset() {
        double s = sum;
        sum = 0.0;
        return s;
    }

    @Override
    public String toString() {
        return Double.toString(sum());
    }

    @Override
    public long longValue() {
        return (long) sum();
    }

    @Override
    public int intValue() {
        return (int) sum();
    }

    @Override
    public float floatValue() {
        return (float) sum();
    }

    @Override
    public double doubleValue() {
        return sum();
    }
}
