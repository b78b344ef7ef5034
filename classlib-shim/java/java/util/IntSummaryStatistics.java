package java.util;

import java.util.function.IntConsumer;

/** Count, sum, min, max and average of ints (rjvm shim). */
public class IntSummaryStatistics implements IntConsumer {
    private long count;
    private long sum;
    private int min = Integer.MAX_VALUE;
    private int max = Integer.MIN_VALUE;

    @Override
    public void accept(int value) {
        count++;
        sum += value;
        min = Math.min(min, value);
        max = Math.max(max, value);
    }

    /** Adds the values of {@code other}. */
    public void combine(IntSummaryStatistics other) {
        count += other.count;
        sum += other.sum;
        min = Math.min(min, other.min);
        max = Math.max(max, other.max);
    }

    /** The number of values. */
    public final long getCount() {
        return count;
    }

    /** The sum (0 if none). */
    public final long getSum() {
        return sum;
    }

    /** The minimum (Integer.MAX_VALUE if none). */
    public final int getMin() {
        return min;
    }

    /** The maximum (Integer.MIN_VALUE if none). */
    public final int getMax() {
        return max;
    }

    /** The mean (0 if none). */
    public final double getAverage() {
        return count > 0 ? (double) sum / count : 0.0d;
    }

    @Override
    public String toString() {
        return String.format("%s{count=%d, sum=%d, min=%d, average=%f, max=%d}", "IntSummaryStatistics", count, sum,
                min, getAverage(), max);
    }
}
