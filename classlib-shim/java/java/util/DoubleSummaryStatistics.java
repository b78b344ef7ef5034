package java.util;

import java.util.function.DoubleConsumer;

/** Count, sum (Kahan-compensated, as in the JDK), min, max and average of doubles (rjvm shim). */
public class DoubleSummaryStatistics implements DoubleConsumer {
    private long count;
    private final DoubleSum sum = new DoubleSum();
    private double min = Double.POSITIVE_INFINITY;
    private double max = Double.NEGATIVE_INFINITY;

    @Override
    public void accept(double value) {
        count++;
        sum.add(value);
        min = Math.min(min, value);
        max = Math.max(max, value);
    }

    /** Adds the values of {@code other}. */
    public void combine(DoubleSummaryStatistics other) {
        count += other.count;
        sum.merge(other.sum);
        min = Math.min(min, other.min);
        max = Math.max(max, other.max);
    }

    /** The number of values. */
    public final long getCount() {
        return count;
    }

    /** The compensated sum (0 if none). */
    public final double getSum() {
        return sum.result();
    }

    /** The minimum (+Infinity if none). */
    public final double getMin() {
        return min;
    }

    /** The maximum (-Infinity if none). */
    public final double getMax() {
        return max;
    }

    /** The mean (0 if none). */
    public final double getAverage() {
        return count > 0 ? getSum() / count : 0.0d;
    }

    @Override
    public String toString() {
        return String.format("%s{count=%d, sum=%f, min=%f, average=%f, max=%f}", "DoubleSummaryStatistics", count,
                getSum(), min, getAverage(), max);
    }
}
