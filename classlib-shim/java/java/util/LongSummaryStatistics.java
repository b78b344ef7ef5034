package java.util;

import java.util.function.IntConsumer;
import java.util.function.LongConsumer;

/** Count, sum, min, max and average of longs (rjvm shim). */
public class LongSummaryStatistics implements LongConsumer, IntConsumer {
    private long count;
    private long sum;
    private long min = Long.MAX_VALUE;
    private long max = Long.MIN_VALUE;

    @Override
    public void accept(int value) {
        accept((long) value);
    }

    @Override
    public void accept(long value) {
        count++;
        sum += value;
        min = Math.min(min, value);
        max = Math.max(max, value);
    }

    /** Adds the values of {@code other}. */
    public void combine(LongSummaryStatistics other) {
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

    /** The minimum (Long.MAX_VALUE if none). */
    public final long getMin() {
        return min;
    }

    /** The maximum (Long.MIN_VALUE if none). */
    public final long getMax() {
        return max;
    }

    /** The mean (0 if none). */
    public final double getAverage() {
        return count > 0 ? (double) sum / count : 0.0d;
    }

    @Override
    public String toString() {
        return String.format("%s{count=%d, sum=%d, min=%d, average=%f, max=%d}", "LongSummaryStatistics", count, sum,
                min, getAverage(), max);
    }
}
