package java.time.temporal;

/**
 * A date, time or instant that can be moved by units (rjvm shim; the field-based
 * TemporalAccessor queries are not provided).
 */
public interface Temporal extends TemporalAccessor {
    /** True if {@code unit} can be added. */
    boolean isSupported(TemporalUnit unit);

    /** This plus {@code amountToAdd} of {@code unit}. */
    Temporal plus(long amountToAdd, TemporalUnit unit);

    /** This minus {@code amountToSubtract} of {@code unit}. */
    default Temporal minus(long amountToSubtract, TemporalUnit unit) {
        return amountToSubtract == Long.MIN_VALUE ? plus(Long.MAX_VALUE, unit).plus(1, unit) : plus(-amountToSubtract, unit);
    }

    /** This plus {@code amount}. */
    default Temporal plus(TemporalAmount amount) {
        return amount.addTo(this);
    }

    /** This minus {@code amount}. */
    default Temporal minus(TemporalAmount amount) {
        return amount.subtractFrom(this);
    }

    /** The whole units from this to {@code endExclusive}. */
    long until(Temporal endExclusive, TemporalUnit unit);
}
