package java.util.concurrent.atomic;

/** A long sum updated by many threads (rjvm shim: one synchronized cell). */
public class LongAdder extends Number implements java.io.Serializable {
    private long sum;

    /** Creates an adder holding 0. */
    public LongAdder() {
    }

    /** Adds {@code x}. */
    public synchronized void add(long x) {
        sum += x;
    }

    /** Adds 1. */
    public void increment() {
        add(1);
    }

    /** Subtracts 1. */
    public void decrement() {
        add(-1);
    }

    /** The current sum. */
    public synchronized long sum() {
        return sum;
    }

    /** Sets the sum to 0. */
    public synchronized void reset() {
        sum = 0;
    }

    /** Returns the sum and resets it to 0. */
    public synchronized long sumThenReset() {
        long s = sum;
        sum = 0;
        return s;
    }

    @Override
    public String toString() {
        return Long.toString(sum());
    }

    @Override
    public long longValue() {
        return sum();
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
        return (double) sum();
    }
}
