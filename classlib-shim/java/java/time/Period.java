package java.time;

import java.time.temporal.ChronoUnit;
import java.time.temporal.Temporal;
import java.time.temporal.TemporalAmount;
import java.time.temporal.TemporalUnit;
import java.time.temporal.UnsupportedTemporalTypeException;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;

/**
 * A date-based amount of time: years, months and days, each kept as given (rjvm shim, the
 * JDK's arithmetic and ISO-8601 {@code toString}; {@code parse} is not provided).
 */
public final class Period implements TemporalAmount, java.io.Serializable {
    private static final long serialVersionUID = -3587258372562876L;

    /** A zero period. */
    public static final Period ZERO = new Period(0, 0, 0);

    private final int years;
    private final int months;
    private final int days;

    private Period(int years, int months, int days) {
        this.years = years;
        this.months = months;
        this.days = days;
    }

    private static Period create(int years, int months, int days) {
        if ((years | months | days) == 0) {
            return ZERO;
        }
        return new Period(years, months, days);
    }

    /** {@code years} years. */
    public static Period ofYears(int years) {
        return create(years, 0, 0);
    }

    /** {@code months} months. */
    public static Period ofMonths(int months) {
        return create(0, months, 0);
    }

    /** {@code weeks} weeks, as days. */
    public static Period ofWeeks(int weeks) {
        return create(0, 0, Math.multiplyExact(weeks, 7));
    }

    /** {@code days} days. */
    public static Period ofDays(int days) {
        return create(0, 0, days);
    }

    /** {@code years} years, {@code months} months and {@code days} days. */
    public static Period of(int years, int months, int days) {
        return create(years, months, days);
    }

    /** The period from {@code startDateInclusive} to {@code endDateExclusive}. */
    public static Period between(LocalDate startDateInclusive, LocalDate endDateExclusive) {
        return startDateInclusive.until(endDateExclusive);
    }

    @Override
    public long get(TemporalUnit unit) {
        if (unit == ChronoUnit.YEARS) {
            return years;
        } else if (unit == ChronoUnit.MONTHS) {
            return months;
        } else if (unit == ChronoUnit.DAYS) {
            return days;
        }
        throw new UnsupportedTemporalTypeException("Unsupported unit: " + unit);
    }

    @Override
    public List<TemporalUnit> getUnits() {
        return Collections.unmodifiableList(Arrays.<TemporalUnit>asList(ChronoUnit.YEARS, ChronoUnit.MONTHS, ChronoUnit.DAYS));
    }

    /** True if all three amounts are zero. */
    public boolean isZero() {
        return this == ZERO;
    }

    /** True if any amount is negative. */
    public boolean isNegative() {
        return years < 0 || months < 0 || days < 0;
    }

    /** The years. */
    public int getYears() {
        return years;
    }

    /** The months. */
    public int getMonths() {
        return months;
    }

    /** The days. */
    public int getDays() {
        return days;
    }

    /** This period with the years replaced. */
    public Period withYears(int years) {
        return create(years, months, days);
    }

    /** This period with the months replaced. */
    public Period withMonths(int months) {
        return create(years, months, days);
    }

    /** This period with the days replaced. */
    public Period withDays(int days) {
        return create(years, months, days);
    }

    /** {@code amount} as a Period: its years, months and days (any other unit is an error). */
    public static Period from(TemporalAmount amount) {
        if (amount instanceof Period) {
            return (Period) amount;
        }
        int y = 0;
        int m = 0;
        int d = 0;
        for (TemporalUnit unit : amount.getUnits()) {
            long unitAmount = amount.get(unit);
            if (unit == ChronoUnit.YEARS) {
                y = Math.toIntExact(unitAmount);
            } else if (unit == ChronoUnit.MONTHS) {
                m = Math.toIntExact(unitAmount);
            } else if (unit == ChronoUnit.DAYS) {
                d = Math.toIntExact(unitAmount);
            } else {
                throw new DateTimeException("Unit must be Years, Months or Days, but was " + unit);
            }
        }
        return create(y, m, d);
    }

    /** This period plus another, unit by unit. */
    public Period plus(TemporalAmount amountToAdd) {
        Period p = from(amountToAdd);
        return create(Math.addExact(years, p.years), Math.addExact(months, p.months), Math.addExact(days, p.days));
    }

    /** This period minus another, unit by unit. */
    public Period minus(TemporalAmount amountToSubtract) {
        Period p = from(amountToSubtract);
        return create(Math.subtractExact(years, p.years), Math.subtractExact(months, p.months), Math.subtractExact(days, p.days));
    }

    /** This period with {@code yearsToAdd} more years. */
    public Period plusYears(long yearsToAdd) {
        return yearsToAdd == 0 ? this : create(Math.toIntExact(Math.addExact(years, yearsToAdd)), months, days);
    }

    /** This period with {@code monthsToAdd} more months. */
    public Period plusMonths(long monthsToAdd) {
        return monthsToAdd == 0 ? this : create(years, Math.toIntExact(Math.addExact(months, monthsToAdd)), days);
    }

    /** This period with {@code daysToAdd} more days. */
    public Period plusDays(long daysToAdd) {
        return daysToAdd == 0 ? this : create(years, months, Math.toIntExact(Math.addExact(days, daysToAdd)));
    }

    /** This period with {@code yearsToSubtract} fewer years. */
    public Period minusYears(long yearsToSubtract) {
        return yearsToSubtract == Long.MIN_VALUE ? plusYears(Long.MAX_VALUE).plusYears(1) : plusYears(-yearsToSubtract);
    }

    /** This period with {@code monthsToSubtract} fewer months. */
    public Period minusMonths(long monthsToSubtract) {
        return monthsToSubtract == Long.MIN_VALUE ? plusMonths(Long.MAX_VALUE).plusMonths(1) : plusMonths(-monthsToSubtract);
    }

    /** This period with {@code daysToSubtract} fewer days. */
    public Period minusDays(long daysToSubtract) {
        return daysToSubtract == Long.MIN_VALUE ? plusDays(Long.MAX_VALUE).plusDays(1) : plusDays(-daysToSubtract);
    }

    /** Each amount times {@code scalar}. */
    public Period multipliedBy(int scalar) {
        if (this == ZERO || scalar == 1) {
            return this;
        }
        return create(Math.multiplyExact(years, scalar), Math.multiplyExact(months, scalar), Math.multiplyExact(days, scalar));
    }

    /** Each amount negated. */
    public Period negated() {
        return multipliedBy(-1);
    }

    /** Months folded into years (same sign for both); days unchanged. */
    public Period normalized() {
        long totalMonths = toTotalMonths();
        long splitYears = totalMonths / 12;
        int splitMonths = (int) (totalMonths % 12);
        if (splitYears == years && splitMonths == months) {
            return this;
        }
        return create(Math.toIntExact(splitYears), splitMonths, days);
    }

    /** Years and months as months. */
    public long toTotalMonths() {
        return years * 12L + months;
    }

    @Override
    public Temporal addTo(Temporal temporal) {
        if (months == 0) {
            if (years != 0) {
                temporal = temporal.plus(years, ChronoUnit.YEARS);
            }
        } else {
            long totalMonths = toTotalMonths();
            if (totalMonths != 0) {
                temporal = temporal.plus(totalMonths, ChronoUnit.MONTHS);
            }
        }
        if (days != 0) {
            temporal = temporal.plus(days, ChronoUnit.DAYS);
        }
        return temporal;
    }

    @Override
    public Temporal subtractFrom(Temporal temporal) {
        if (months == 0) {
            if (years != 0) {
                temporal = temporal.minus(years, ChronoUnit.YEARS);
            }
        } else {
            long totalMonths = toTotalMonths();
            if (totalMonths != 0) {
                temporal = temporal.minus(totalMonths, ChronoUnit.MONTHS);
            }
        }
        if (days != 0) {
            temporal = temporal.minus(days, ChronoUnit.DAYS);
        }
        return temporal;
    }

    @Override
    public boolean equals(Object obj) {
        if (this == obj) {
            return true;
        }
        if (!(obj instanceof Period)) {
            return false;
        }
        Period other = (Period) obj;
        return years == other.years && months == other.months && days == other.days;
    }

    @Override
    public int hashCode() {
        return years + Integer.rotateLeft(months, 8) + Integer.rotateLeft(days, 16);
    }

    /** ISO-8601 form, such as {@code P1Y2M3D}; {@code P0D} for zero. */
    @Override
    public String toString() {
        if (this == ZERO) {
            return "P0D";
        }
        StringBuilder buf = new StringBuilder();
        buf.append('P');
        if (years != 0) {
            buf.append(years).append('Y');
        }
        if (months != 0) {
            buf.append(months).append('M');
        }
        if (days != 0) {
            buf.append(days).append('D');
        }
        return buf.toString();
    }
}
