package java.time.temporal;

import java.time.Duration;

/** A unit of time such as days or nanoseconds (rjvm shim). */
public interface TemporalUnit {
    /** The (estimated, for date units) length of the unit. */
    Duration getDuration();

    /** True if the duration is an estimate (days and longer). */
    boolean isDurationEstimated();

    /** True for units of a day or longer. */
    boolean isDateBased();

    /** True for units shorter than a day. */
    boolean isTimeBased();

    /** True if {@code temporal} supports this unit. */
    default boolean isSupportedBy(Temporal temporal) {
        return temporal.isSupported(this);
    }

    /** {@code temporal} plus {@code amount} of this unit. */
    <R extends Temporal> R addTo(R temporal, long amount);

    /** The whole units from {@code temporal1Inclusive} to {@code temporal2Exclusive}. */
    long between(Temporal temporal1Inclusive, Temporal temporal2Exclusive);
}
