package java.util.concurrent;

/** Units of time and conversions between them (rjvm shim). */
public enum TimeUnit {
    NANOSECONDS(1L),
    MICROSECONDS(1000L),
    MILLISECONDS(1000_000L),
    SECONDS(1000_000_000L),
    MINUTES(60_000_000_000L),
    HOURS(3600_000_000_000L),
    DAYS(86400_000_000_000L);

    private final long nanos;

    TimeUnit(long nanos) {
        this.nanos = nanos;
    }

    /** Converts {@code d} in {@code unit} to this unit, saturating at Long.MIN/MAX_VALUE. */
    public long convert(long d, TimeUnit unit) {
        if (unit.nanos == nanos) {
            return d;
        }
        if (unit.nanos > nanos) {
            long ratio = unit.nanos / nanos;
            long max = Long.MAX_VALUE / ratio;
            if (d > max) {
                return Long.MAX_VALUE;
            }
            if (d < -max) {
                return Long.MIN_VALUE;
            }
            return d * ratio;
        }
        return d / (nanos / unit.nanos);
    }

    /** {@code d} of this unit in nanoseconds. */
    public long toNanos(long d) {
        return NANOSECONDS.convert(d, this);
    }

    /** {@code d} of this unit in microseconds. */
    public long toMicros(long d) {
        return MICROSECONDS.convert(d, this);
    }

    /** {@code d} of this unit in milliseconds. */
    public long toMillis(long d) {
        return MILLISECONDS.convert(d, this);
    }

    /** {@code d} of this unit in seconds. */
    public long toSeconds(long d) {
        return SECONDS.convert(d, this);
    }

    /** {@code d} of this unit in minutes. */
    public long toMinutes(long d) {
        return MINUTES.convert(d, this);
    }

    /** {@code d} of this unit in hours. */
    public long toHours(long d) {
        return HOURS.convert(d, this);
    }

    /** {@code d} of this unit in days. */
    public long toDays(long d) {
        return DAYS.convert(d, this);
    }

    /** Sleeps for {@code d} of this unit. */
    public void sleep(long d) throws InterruptedException {
        if (d > 0) {
            Thread.sleep(toMillis(d));
        }
    }
}
