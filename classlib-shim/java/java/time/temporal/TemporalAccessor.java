package java.time.temporal;

/**
 * Read access to a date, time or amount of time (rjvm shim: only the type, so that
 * {@code from(TemporalAccessor)} and {@code DateTimeFormatter.format(TemporalAccessor)} have
 * the JDK's signatures; the field-based queries (TemporalField, ChronoField, TemporalQuery)
 * are not provided).
 */
public interface TemporalAccessor {
}
