package java.time.chrono;

import java.time.temporal.Temporal;

/**
 * A date without time or zone (rjvm shim: only the ISO calendar's LocalDate implements it;
 * the comparisons are on the epoch day, as the JDK's defaults).
 */
public interface ChronoLocalDate extends Temporal, Comparable<ChronoLocalDate> {
    /** The day count from 1970-01-01. */
    long toEpochDay();

    /** True if this date is after {@code other}. */
    default boolean isAfter(ChronoLocalDate other) {
        return toEpochDay() > other.toEpochDay();
    }

    /** True if this date is before {@code other}. */
    default boolean isBefore(ChronoLocalDate other) {
        return toEpochDay() < other.toEpochDay();
    }

    /** True if both are the same day. */
    default boolean isEqual(ChronoLocalDate other) {
        return toEpochDay() == other.toEpochDay();
    }

    @Override
    default int compareTo(ChronoLocalDate other) {
        return Long.compare(toEpochDay(), other.toEpochDay());
    }

    /** True for a leap year. */
    boolean isLeapYear();

    /** The days in this date's month. */
    int lengthOfMonth();

    /** The days in this date's year. */
    default int lengthOfYear() {
        return isLeapYear() ? 366 : 365;
    }
}
