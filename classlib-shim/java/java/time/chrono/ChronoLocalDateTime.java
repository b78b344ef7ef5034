package java.time.chrono;

import java.time.LocalTime;
import java.time.temporal.Temporal;

/**
 * A date-time without a zone (rjvm shim: only the ISO calendar's LocalDateTime implements it;
 * the default comparisons are on the epoch day and then the nano of day, as the JDK's).
 */
public interface ChronoLocalDateTime<D extends ChronoLocalDate> extends Temporal, Comparable<ChronoLocalDateTime<?>> {
    /** The date part. */
    D toLocalDate();

    /** The time part. */
    LocalTime toLocalTime();

    @Override
    default int compareTo(ChronoLocalDateTime<?> other) {
        int cmp = toLocalDate().compareTo(other.toLocalDate());
        if (cmp == 0) {
            cmp = toLocalTime().compareTo(other.toLocalTime());
        }
        return cmp;
    }

    /** True if this date-time is after {@code other}. */
    default boolean isAfter(ChronoLocalDateTime<?> other) {
        long thisEpDay = toLocalDate().toEpochDay();
        long otherEpDay = other.toLocalDate().toEpochDay();
        return thisEpDay > otherEpDay || (thisEpDay == otherEpDay && toLocalTime().toNanoOfDay() > other.toLocalTime().toNanoOfDay());
    }

    /** True if this date-time is before {@code other}. */
    default boolean isBefore(ChronoLocalDateTime<?> other) {
        long thisEpDay = toLocalDate().toEpochDay();
        long otherEpDay = other.toLocalDate().toEpochDay();
        return thisEpDay < otherEpDay || (thisEpDay == otherEpDay && toLocalTime().toNanoOfDay() < other.toLocalTime().toNanoOfDay());
    }

    /** True if both are the same date and time. */
    default boolean isEqual(ChronoLocalDateTime<?> other) {
        return toLocalTime().toNanoOfDay() == other.toLocalTime().toNanoOfDay() && toLocalDate().toEpochDay() == other.toLocalDate().toEpochDay();
    }
}
