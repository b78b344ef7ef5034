package java.util;

/**
 * Kahan-compensated summation with the JDK's rules, shared by DoubleSummaryStatistics,
 * DoubleStream.sum/average and Collectors.summingDouble/averagingDouble (rjvm shim;
 * not part of the JDK API).
 */
public final class DoubleSum {
    private double sum;
    private double compensation;
    private double simpleSum;

    /** Adds {@code value}. */
    public void add(double value) {
        simpleSum += value;
        double tmp = value - compensation;
        double velvel = sum + tmp;
        compensation = (velvel - sum) - tmp;
        sum = velvel;
    }

    /** Adds the values summed by {@code other}. */
    public void merge(DoubleSum other) {
        simpleSum += other.simpleSum;
        add(other.sum);
        add(-other.compensation);
    }

    /** The sum (the plain sum if compensation produced NaN from infinities). */
    public double result() {
        double tmp = sum - compensation;
        if (Double.isNaN(tmp) && Double.isInfinite(simpleSum)) {
            return simpleSum;
        }
        return tmp;
    }
}
