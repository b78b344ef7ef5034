package java.time.temporal;

import java.util.List;

/** An amount of time such as a Duration (rjvm shim). */
public interface TemporalAmount {
    /** The amount of {@code unit}. */
    long get(TemporalUnit unit);

    /** The units this amount is made of. */
    List<TemporalUnit> getUnits();

    /** {@code temporal} plus this amount. */
    Temporal addTo(Temporal temporal);

    /** {@code temporal} minus this amount. */
    Temporal subtractFrom(Temporal temporal);
}
