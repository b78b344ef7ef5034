package java.time;

import java.time.temporal.ChronoUnit;
import java.time.temporal.Temporal;
import java.time.temporal.TemporalAmount;
import java.time.temporal.TemporalUnit;
import java.time.temporal.UnsupportedTemporalTypeException;

/**
 * A point on the UTC time-line: seconds and nanoseconds from 1970-01-01T00:00:00Z (rjvm shim,
 * the JDK's arithmetic and ISO-8601 {@code toString}; {@code now()} reads
 * System.currentTimeMillis, so it is virtual time under {@code -XX:+VirtualClock}. Not
 * provided: {@code parse}, clocks, fields and zones).
 */
public final class Instant implements Temporal, Comparable<Instant>, java.io.Serializable {
    private static final long serialVersionUID = -665713676816604388L;
    private static final long MIN_SECOND = -31557014167219200L;
    private static final long MAX_SECOND = 31556889864403199L;
    private static final long NANOS_PER_SECOND = 1000_000_000L;

    /** 1970-01-01T00:00:00Z. */
    public static final Instant EPOCH = new Instant(0, 0);
    /** The earliest instant, -1000000000-01-01T00:00Z. */
    public static final Instant MIN = new Instant(MIN_SECOND, 0);
    /** The latest instant, 1000000000-12-31T23:59:59.999999999Z. */
    public static final Instant MAX = new Instant(MAX_SECOND, 999_999_999);

    private final long seconds;
    private final int nanos;

    private Instant(long epochSecond, int nanos) {
        this.seconds = epochSecond;
        this.nanos = nanos;
    }

    private static Instant create(long seconds, int nanoOfSecond) {
        if ((seconds | nanoOfSecond) == 0) {
            return EPOCH;
        }
        if (seconds < MIN_SECOND || seconds > MAX_SECOND) {
            throw new DateTimeException("Instant exceeds minimum or maximum instant");
        }
        return new Instant(seconds, nanoOfSecond);
    }

    /** The current instant, to the millisecond. */
    public static Instant now() {
        return ofEpochMilli(System.currentTimeMillis());
    }

    /** The instant {@code epochSecond} seconds from the epoch. */
    public static Instant ofEpochSecond(long epochSecond) {
        return create(epochSecond, 0);
    }

    /** The instant {@code epochSecond} seconds plus {@code nanoAdjustment} nanoseconds from the epoch. */
    public static Instant ofEpochSecond(long epochSecond, long nanoAdjustment) {
        long secs = Math.addExact(epochSecond, Math.floorDiv(nanoAdjustment, NANOS_PER_SECOND));
        int nos = (int) Math.floorMod(nanoAdjustment, NANOS_PER_SECOND);
        return create(secs, nos);
    }

    /** The instant {@code epochMilli} milliseconds from the epoch. */
    public static Instant ofEpochMilli(long epochMilli) {
        long secs = Math.floorDiv(epochMilli, 1000);
        int mos = (int) Math.floorMod(epochMilli, 1000);
        return create(secs, mos * 1000_000);
    }

    /** The seconds from the epoch. */
    public long getEpochSecond() {
        return seconds;
    }

    /** The nanoseconds within the second. */
    public int getNano() {
        return nanos;
    }

    @Override
    public boolean isSupported(TemporalUnit unit) {
        if (unit instanceof ChronoUnit) {
            return unit.isTimeBased() || unit == ChronoUnit.DAYS;
        }
        return unit != null && unit.isSupportedBy(this);
    }

    @Override
    public Instant plus(TemporalAmount amountToAdd) {
        return (Instant) amountToAdd.addTo(this);
    }

    @Override
    public Instant plus(long amountToAdd, TemporalUnit unit) {
        if (!(unit instanceof ChronoUnit)) {
            return unit.addTo(this, amountToAdd);
        }
        switch ((ChronoUnit) unit) {
            case NANOS:
                return plusNanos(amountToAdd);
            case MICROS:
                return plus(amountToAdd / 1000_000, (amountToAdd % 1000_000) * 1000);
            case MILLIS:
                return plusMillis(amountToAdd);
            case SECONDS:
                return plusSeconds(amountToAdd);
            case MINUTES:
                return plusSeconds(Math.multiplyExact(amountToAdd, 60));
            case HOURS:
                return plusSeconds(Math.multiplyExact(amountToAdd, 3600));
            case HALF_DAYS:
                return plusSeconds(Math.multiplyExact(amountToAdd, 43200));
            case DAYS:
                return plusSeconds(Math.multiplyExact(amountToAdd, 86400));
            default:
                throw new UnsupportedTemporalTypeException("Unsupported unit: " + unit);
        }
    }

    /** This plus {@code secondsToAdd} seconds. */
    public Instant plusSeconds(long secondsToAdd) {
        return plus(secondsToAdd, 0);
    }

    /** This plus {@code millisToAdd} milliseconds. */
    public Instant plusMillis(long millisToAdd) {
        return plus(millisToAdd / 1000, (millisToAdd % 1000) * 1000_000);
    }

    /** This plus {@code nanosToAdd} nanoseconds. */
    public Instant plusNanos(long nanosToAdd) {
        return plus(0, nanosToAdd);
    }

    private Instant plus(long secondsToAdd, long nanosToAdd) {
        if ((secondsToAdd | nanosToAdd) == 0) {
            return this;
        }
        long epochSec = Math.addExact(seconds, secondsToAdd);
        epochSec = Math.addExact(epochSec, nanosToAdd / NANOS_PER_SECOND);
        nanosToAdd = nanosToAdd % NANOS_PER_SECOND;
        long nanoAdjustment = nanos + nanosToAdd;
        return ofEpochSecond(epochSec, nanoAdjustment);
    }

    @Override
    public Instant minus(TemporalAmount amountToSubtract) {
        return (Instant) amountToSubtract.subtractFrom(this);
    }

    @Override
    public Instant minus(long amountToSubtract, TemporalUnit unit) {
        return amountToSubtract == Long.MIN_VALUE ? plus(Long.MAX_VALUE, unit).plus(1, unit) : plus(-amountToSubtract, unit);
    }

    /** This minus {@code secondsToSubtract} seconds. */
    public Instant minusSeconds(long secondsToSubtract) {
        return secondsToSubtract == Long.MIN_VALUE ? plusSeconds(Long.MAX_VALUE).plusSeconds(1) : plusSeconds(-secondsToSubtract);
    }

    /** This minus {@code millisToSubtract} milliseconds. */
    public Instant minusMillis(long millisToSubtract) {
        return millisToSubtract == Long.MIN_VALUE ? plusMillis(Long.MAX_VALUE).plusMillis(1) : plusMillis(-millisToSubtract);
    }

    /** This minus {@code nanosToSubtract} nanoseconds. */
    public Instant minusNanos(long nanosToSubtract) {
        return nanosToSubtract == Long.MIN_VALUE ? plusNanos(Long.MAX_VALUE).plusNanos(1) : plusNanos(-nanosToSubtract);
    }

    /** This instant truncated to {@code unit} (a unit of at most a day that divides a day). */
    public Instant truncatedTo(TemporalUnit unit) {
        if (unit == ChronoUnit.NANOS) {
            return this;
        }
        Duration unitDur = unit.getDuration();
        if (unitDur.getSeconds() > 86400) {
            throw new UnsupportedTemporalTypeException("Unit is too large to be used for truncation");
        }
        long dur = unitDur.toNanos();
        if ((86400L * NANOS_PER_SECOND) % dur != 0) {
            throw new UnsupportedTemporalTypeException("Unit must divide into a standard day without remainder");
        }
        long nod = (seconds % 86400) * NANOS_PER_SECOND + nanos;
        long result = Math.floorDiv(nod, dur) * dur;
        return plusNanos(result - nod);
    }

    @Override
    public long until(Temporal endExclusive, TemporalUnit unit) {
        if (!(endExclusive instanceof Instant)) {
            throw new DateTimeException("Unable to obtain Instant from TemporalAccessor: " + endExclusive + " of type " + endExclusive.getClass().getName());
        }
        Instant end = (Instant) endExclusive;
        if (!(unit instanceof ChronoUnit)) {
            return unit.between(this, end);
        }
        switch ((ChronoUnit) unit) {
            case NANOS:
                return nanosUntil(end);
            case MICROS:
                return nanosUntil(end) / 1000;
            case MILLIS:
                return Math.subtractExact(end.toEpochMilli(), toEpochMilli());
            case SECONDS:
                return secondsUntil(end);
            case MINUTES:
                return secondsUntil(end) / 60;
            case HOURS:
                return secondsUntil(end) / 3600;
            case HALF_DAYS:
                return secondsUntil(end) / 43200;
            case DAYS:
                return secondsUntil(end) / 86400;
            default:
                throw new UnsupportedTemporalTypeException("Unsupported unit: " + unit);
        }
    }

    private long nanosUntil(Instant end) {
        long secsDiff = Math.subtractExact(end.seconds, seconds);
        long totalNanos = Math.multiplyExact(secsDiff, NANOS_PER_SECOND);
        return Math.addExact(totalNanos, end.nanos - nanos);
    }

    private long secondsUntil(Instant end) {
        long secsDiff = Math.subtractExact(end.seconds, seconds);
        long nanosDiff = end.nanos - nanos;
        if (secsDiff > 0 && nanosDiff < 0) {
            secsDiff--;
        } else if (secsDiff < 0 && nanosDiff > 0) {
            secsDiff++;
        }
        return secsDiff;
    }

    /** Milliseconds from the epoch (ArithmeticException when out of range). */
    public long toEpochMilli() {
        if (seconds < 0 && nanos > 0) {
            long millis = Math.multiplyExact(seconds + 1, 1000);
            long adjustment = nanos / 1000_000 - 1000;
            return Math.addExact(millis, adjustment);
        }
        long millis = Math.multiplyExact(seconds, 1000);
        return Math.addExact(millis, nanos / 1000_000);
    }

    /** True if this is after {@code otherInstant}. */
    public boolean isAfter(Instant otherInstant) {
        return compareTo(otherInstant) > 0;
    }

    /** True if this is before {@code otherInstant}. */
    public boolean isBefore(Instant otherInstant) {
        return compareTo(otherInstant) < 0;
    }

    @Override
    public int compareTo(Instant otherInstant) {
        int cmp = Long.compare(seconds, otherInstant.seconds);
        return cmp != 0 ? cmp : nanos - otherInstant.nanos;
    }

    @Override
    public boolean equals(Object other) {
        if (this == other) {
            return true;
        }
        if (!(other instanceof Instant)) {
            return false;
        }
        Instant o = (Instant) other;
        return seconds == o.seconds && nanos == o.nanos;
    }

    @Override
    public int hashCode() {
        return ((int) (seconds ^ (seconds >>> 32))) + 51 * nanos;
    }

    /** ISO-8601 in UTC, such as {@code 2007-12-03T10:15:30.120Z}: fractions in groups of three digits. */
    @Override
    public String toString() {
        long days = Math.floorDiv(seconds, 86400);
        int secondOfDay = (int) Math.floorMod(seconds, 86400);
        StringBuilder buf = new StringBuilder(32);
        buf.append(LocalDate.ofEpochDay(days));
        buf.append('T');
        appendTwo(buf, secondOfDay / 3600);
        buf.append(':');
        appendTwo(buf, secondOfDay / 60 % 60);
        buf.append(':');
        appendTwo(buf, secondOfDay % 60);
        if (nanos > 0) {
            if (nanos % 1000_000 == 0) {
                buf.append(Integer.toString(nanos / 1000_000 + 1000).substring(1));
            } else if (nanos % 1000 == 0) {
                buf.append(Integer.toString(nanos / 1000 + 1000_000).substring(1));
            } else {
                buf.append(Integer.toString(nanos + 1000_000_000).substring(1));
            }
            buf.insert(buf.length() - (nanos % 1000_000 == 0 ? 3 : nanos % 1000 == 0 ? 6 : 9), '.');
        }
        return buf.append('Z').toString();
    }

    private static void appendTwo(StringBuilder buf, int v) {
        if (v < 10) {
            buf.append('0');
        }
        buf.append(v);
    }
}
