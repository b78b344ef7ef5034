package java.text;

import java.math.RoundingMode;

/** Formats numbers (rjvm shim: the US-locale DecimalFormat instances only). */
public abstract class NumberFormat {
    /** Formats {@code number}. */
    public abstract String format(double number);

    /** Formats {@code number}. */
    public abstract String format(long number);

    /** The general number format, "#,##0.###". */
    public static NumberFormat getInstance() {
        return new DecimalFormat("#,##0.###");
    }

    /** The general number format, "#,##0.###". */
    public static NumberFormat getNumberInstance() {
        return getInstance();
    }

    /** The integer format, "#,##0" (half-even rounding). */
    public static NumberFormat getIntegerInstance() {
        return new DecimalFormat("#,##0");
    }

    /** The percent format, "#,##0%". */
    public static NumberFormat getPercentInstance() {
        return new DecimalFormat("#,##0%");
    }

    /** Sets the most fraction digits shown. */
    public abstract void setMaximumFractionDigits(int n);

    /** Sets the fewest fraction digits shown. */
    public abstract void setMinimumFractionDigits(int n);

    /** Sets the most integer digits shown. */
    public abstract void setMaximumIntegerDigits(int n);

    /** Sets the fewest integer digits shown. */
    public abstract void setMinimumIntegerDigits(int n);

    /** Turns digit grouping on or off. */
    public abstract void setGroupingUsed(boolean used);

    /** Sets the rounding mode (HALF_EVEN by default). */
    public abstract void setRoundingMode(RoundingMode mode);

    /** Formats a Number (its double value, or long value for integral types). */
    public final String format(Object number) {
        if (number instanceof Long || number instanceof Integer || number instanceof Short || number instanceof Byte) {
            return format(((Number) number).longValue());
        }
        if (number instanceof Number) {
            return format(((Number) number).doubleValue());
        }
        throw new IllegalArgumentException("Cannot format given Object as a Number");
    }
}
