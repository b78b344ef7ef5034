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
 * A time-based amount of time: seconds and nanoseconds (rjvm shim, the JDK's arithmetic,
 * overflow checks and ISO-8601 {@code toString}; {@code parse} is not provided).
 */
public final class Duration implements TemporalAmount, Comparable<Duration>, java.io.Serializable {
    private static final long serialVersionUID = 3078945930695997490L;
    private static final long NANOS_PER_SECOND = 1000_000_000L;

    /** A zero-length duration. */
    public static final Duration ZERO = new Duration(0, 0);

    private final long seconds;
    private final int nanos;

    private Duration(long seconds, int nanos) {
        this.seconds = seconds;
        this.nanos = nanos;
    }

    private static Duration create(long seconds, int nanoAdjustment) {
        if ((seconds | nanoAdjustment) == 0) {
            return ZERO;
        }
        return new Duration(seconds, nanoAdjustment);
    }

    /** {@code days} standard 24-hour days. */
    public static Duration ofDays(long days) {
        return create(Math.multiplyExact(days, 86400), 0);
    }

    /** {@code hours} hours. */
    public static Duration ofHours(long hours) {
        return create(Math.multiplyExact(hours, 3600), 0);
    }

    /** {@code minutes} minutes. */
    public static Duration ofMinutes(long minutes) {
        return create(Math.multiplyExact(minutes, 60), 0);
    }

    /** {@code seconds} seconds. */
    public static Duration ofSeconds(long seconds) {
        return create(seconds, 0);
    }

    /** {@code seconds} seconds plus {@code nanoAdjustment} nanoseconds (either sign). */
    public static Duration ofSeconds(long seconds, long nanoAdjustment) {
        long secs = Math.addExact(seconds, Math.floorDiv(nanoAdjustment, NANOS_PER_SECOND));
        int nos = (int) Math.floorMod(nanoAdjustment, NANOS_PER_SECOND);
        return create(secs, nos);
    }

    /** {@code millis} milliseconds. */
    public static Duration ofMillis(long millis) {
        long secs = millis / 1000;
        int mos = (int) (millis % 1000);
        if (mos < 0) {
            mos += 1000;
            secs--;
        }
        return create(secs, mos * 1000_000);
    }

    /** {@code nanos} nanoseconds. */
    public static Duration ofNanos(long nanos) {
        long secs = nanos / NANOS_PER_SECOND;
        int nos = (int) (nanos % NANOS_PER_SECOND);
        if (nos < 0) {
            nos += (int) NANOS_PER_SECOND;
            secs--;
        }
        return create(secs, nos);
    }

    /** {@code amount} of {@code unit}, which must have an exact duration (or be DAYS). */
    public static Duration of(long amount, TemporalUnit unit) {
        return ZERO.plus(amount, unit);
    }

    /** The duration from {@code startInclusive} to {@code endExclusive}. */
    public static Duration between(Temporal startInclusive, Temporal endExclusive) {
        try {
            return ofNanos(startInclusive.until(endExclusive, ChronoUnit.NANOS));
        } catch (DateTimeException | ArithmeticException ex) {
            if (startInclusive instanceof Instant && endExclusive instanceof Instant) {
                Instant s = (Instant) startInclusive;
                Instant e = (Instant) endExclusive;
                return ofSeconds(Math.subtractExact(e.getEpochSecond(), s.getEpochSecond()), (long) e.getNano() - s.getNano());
            }
            return ofSeconds(startInclusive.until(endExclusive, ChronoUnit.SECONDS));
        }
    }

    @Override
    public long get(TemporalUnit unit) {
        if (unit == ChronoUnit.SECONDS) {
            return seconds;
        } else if (unit == ChronoUnit.NANOS) {
            return nanos;
        }
        throw new UnsupportedTemporalTypeException("Unsupported unit: " + unit);
    }

    @Override
    public List<TemporalUnit> getUnits() {
        return Collections.unmodifiableList(Arrays.<TemporalUnit>asList(ChronoUnit.SECONDS, ChronoUnit.NANOS));
    }

    /** True for a zero length. */
    public boolean isZero() {
        return (seconds | nanos) == 0;
    }

    /** True for a length below zero. */
    public boolean isNegative() {
        return seconds < 0;
    }

    /** The seconds part (the nanoseconds part is always positive). */
    public long getSeconds() {
        return seconds;
    }

    /** The nanoseconds within the second, 0 to 999,999,999. */
    public int getNano() {
        return nanos;
    }

    /** This duration with the seconds part replaced. */
    public Duration withSeconds(long seconds) {
        return create(seconds, nanos);
    }

    /** This duration with the nanosecond part replaced. */
    public Duration withNanos(int nanoOfSecond) {
        if (nanoOfSecond < 0 || nanoOfSecond >= NANOS_PER_SECOND) {
            throw new DateTimeException("Invalid value for NanoOfSecond (valid values 0 - 999999999): " + nanoOfSecond);
        }
        return create(seconds, nanoOfSecond);
    }

    /** This plus {@code duration}. */
    public Duration plus(Duration duration) {
        return plus(duration.getSeconds(), duration.getNano());
    }

    /** This plus {@code amountToAdd} of {@code unit}. */
    public Duration plus(long amountToAdd, TemporalUnit unit) {
        if (unit == ChronoUnit.DAYS) {
            return plus(Math.multiplyExact(amountToAdd, 86400), 0);
        }
        if (unit.isDurationEstimated()) {
            throw new UnsupportedTemporalTypeException("Unit must not have an estimated duration");
        }
        if (amountToAdd == 0) {
            return this;
        }
        if (unit instanceof ChronoUnit) {
            switch ((ChronoUnit) unit) {
                case NANOS:
                    return plusNanos(amountToAdd);
                case MICROS:
                    return plusSeconds((amountToAdd / (1000_000L * 1000)) * 1000).plusNanos((amountToAdd % (1000_000L * 1000)) * 1000);
                case MILLIS:
                    return plusMillis(amountToAdd);
                case SECONDS:
                    return plusSeconds(amountToAdd);
                default:
                    return plusSeconds(Math.multiplyExact(unit.getDuration().seconds, amountToAdd));
            }
        }
        Duration d = unit.getDuration().multipliedBy(amountToAdd);
        return plusSeconds(d.getSeconds()).plusNanos(d.getNano());
    }

    /** This plus {@code daysToAdd} days. */
    public Duration plusDays(long daysToAdd) {
        return plus(Math.multiplyExact(daysToAdd, 86400), 0);
    }

    /** This plus {@code hoursToAdd} hours. */
    public Duration plusHours(long hoursToAdd) {
        return plus(Math.multiplyExact(hoursToAdd, 3600), 0);
    }

    /** This plus {@code minutesToAdd} minutes. */
    public Duration plusMinutes(long minutesToAdd) {
        return plus(Math.multiplyExact(minutesToAdd, 60), 0);
    }

    /** This plus {@code secondsToAdd} seconds. */
    public Duration plusSeconds(long secondsToAdd) {
        return plus(secondsToAdd, 0);
    }

    /** This plus {@code millisToAdd} milliseconds. */
    public Duration plusMillis(long millisToAdd) {
        return plus(millisToAdd / 1000, (millisToAdd % 1000) * 1000_000);
    }

    /** This plus {@code nanosToAdd} nanoseconds. */
    public Duration plusNanos(long nanosToAdd) {
        return plus(0, nanosToAdd);
    }

    private Duration plus(long secondsToAdd, long nanosToAdd) {
        if ((secondsToAdd | nanosToAdd) == 0) {
            return this;
        }
        long epochSec = Math.addExact(seconds, secondsToAdd);
        epochSec = Math.addExact(epochSec, nanosToAdd / NANOS_PER_SECOND);
        nanosToAdd = nanosToAdd % NANOS_PER_SECOND;
        long nanoAdjustment = nanos + nanosToAdd;
        return ofSeconds(epochSec, nanoAdjustment);
    }

    /** This minus {@code duration}. */
    public Duration minus(Duration duration) {
        long secsToSubtract = duration.getSeconds();
        int nanosToSubtract = duration.getNano();
        if (secsToSubtract == Long.MIN_VALUE) {
            return plus(Long.MAX_VALUE, -nanosToSubtract).plus(1, 0);
        }
        return plus(-secsToSubtract, -nanosToSubtract);
    }

    /** This minus {@code amountToSubtract} of {@code unit}. */
    public Duration minus(long amountToSubtract, TemporalUnit unit) {
        return amountToSubtract == Long.MIN_VALUE ? plus(Long.MAX_VALUE, unit).plus(1, unit) : plus(-amountToSubtract, unit);
    }

    /** This minus {@code daysToSubtract} days. */
    public Duration minusDays(long daysToSubtract) {
        return daysToSubtract == Long.MIN_VALUE ? plusDays(Long.MAX_VALUE).plusDays(1) : plusDays(-daysToSubtract);
    }

    /** This minus {@code hoursToSubtract} hours. */
    public Duration minusHours(long hoursToSubtract) {
        return hoursToSubtract == Long.MIN_VALUE ? plusHours(Long.MAX_VALUE).plusHours(1) : plusHours(-hoursToSubtract);
    }

    /** This minus {@code minutesToSubtract} minutes. */
    public Duration minusMinutes(long minutesToSubtract) {
        return minutesToSubtract == Long.MIN_VALUE ? plusMinutes(Long.MAX_VALUE).plusMinutes(1) : plusMinutes(-minutesToSubtract);
    }

    /** This minus {@code secondsToSubtract} seconds. */
    public Duration minusSeconds(long secondsToSubtract) {
        return secondsToSubtract == Long.MIN_VALUE ? plusSeconds(Long.MAX_VALUE).plusSeconds(1) : plusSeconds(-secondsToSubtract);
    }

    /** This minus {@code millisToSubtract} milliseconds. */
    public Duration minusMillis(long millisToSubtract) {
        return millisToSubtract == Long.MIN_VALUE ? plusMillis(Long.MAX_VALUE).plusMillis(1) : plusMillis(-millisToSubtract);
    }

    /** This minus {@code nanosToSubtract} nanoseconds. */
    public Duration minusNanos(long nanosToSubtract) {
        return nanosToSubtract == Long.MIN_VALUE ? plusNanos(Long.MAX_VALUE).plusNanos(1) : plusNanos(-nanosToSubtract);
    }

    /** This times {@code multiplicand} (exact, or ArithmeticException). */
    public Duration multipliedBy(long multiplicand) {
        if (multiplicand == 0) {
            return ZERO;
        }
        if (multiplicand == 1) {
            return this;
        }
        java.math.BigInteger n = toTotalNanos().multiply(java.math.BigInteger.valueOf(multiplicand));
        return ofTotalNanos(n);
    }

    /** This divided by {@code divisor}, truncated to the nanosecond. */
    public Duration dividedBy(long divisor) {
        if (divisor == 0) {
            throw new ArithmeticException("Cannot divide by zero");
        }
        if (divisor == 1) {
            return this;
        }
        return ofTotalNanos(toTotalNanos().divide(java.math.BigInteger.valueOf(divisor)));
    }

    /** The whole number of times {@code divisor} fits in this duration. */
    public long dividedBy(Duration divisor) {
        java.math.BigInteger d = divisor.toTotalNanos();
        if (d.signum() == 0) {
            throw new ArithmeticException("Cannot divide by zero");
        }
        return toTotalNanos().divide(d).longValueExact();
    }

    private java.math.BigInteger toTotalNanos() {
        return java.math.BigInteger.valueOf(seconds).multiply(java.math.BigInteger.valueOf(NANOS_PER_SECOND)).add(java.math.BigInteger.valueOf(nanos));
    }

    private static Duration ofTotalNanos(java.math.BigInteger n) {
        java.math.BigInteger[] qr = n.divideAndRemainder(java.math.BigInteger.valueOf(NANOS_PER_SECOND));
        if (qr[0].bitLength() > 63) {
            throw new ArithmeticException("Exceeds capacity of Duration: " + n);
        }
        return ofSeconds(qr[0].longValue(), qr[1].longValue());
    }

    /** This with the opposite sign. */
    public Duration negated() {
        return multipliedBy(-1);
    }

    /** This without its sign. */
    public Duration abs() {
        return isNegative() ? negated() : this;
    }

    @Override
    public Temporal addTo(Temporal temporal) {
        if (seconds != 0) {
            temporal = temporal.plus(seconds, ChronoUnit.SECONDS);
        }
        if (nanos != 0) {
            temporal = temporal.plus(nanos, ChronoUnit.NANOS);
        }
        return temporal;
    }

    @Override
    public Temporal subtractFrom(Temporal temporal) {
        if (seconds != 0) {
            temporal = temporal.minus(seconds, ChronoUnit.SECONDS);
        }
        if (nanos != 0) {
            temporal = temporal.minus(nanos, ChronoUnit.NANOS);
        }
        return temporal;
    }

    /** The whole days. */
    public long toDays() {
        return seconds / 86400;
    }

    /** The whole hours. */
    public long toHours() {
        return seconds / 3600;
    }

    /** The whole minutes. */
    public long toMinutes() {
        return seconds / 60;
    }

    /** The whole seconds (rounded toward negative infinity, as getSeconds). */
    public long toSeconds() {
        return seconds;
    }

    /** The total milliseconds, truncated (ArithmeticException on overflow). */
    public long toMillis() {
        long tempSeconds = seconds;
        long tempNanos = nanos;
        if (tempSeconds < 0) {
            tempSeconds = tempSeconds + 1;
            tempNanos = tempNanos - NANOS_PER_SECOND;
        }
        long millis = Math.multiplyExact(tempSeconds, 1000);
        return Math.addExact(millis, tempNanos / 1000_000);
    }

    /** The total nanoseconds (ArithmeticException on overflow). */
    public long toNanos() {
        long tempSeconds = seconds;
        long tempNanos = nanos;
        if (tempSeconds < 0) {
            tempSeconds = tempSeconds + 1;
            tempNanos = tempNanos - NANOS_PER_SECOND;
        }
        long totalNanos = Math.multiplyExact(tempSeconds, NANOS_PER_SECOND);
        return Math.addExact(totalNanos, tempNanos);
    }

    /** The days part. */
    public long toDaysPart() {
        return seconds / 86400;
    }

    /** The hours part, 0 to 23. */
    public int toHoursPart() {
        return (int) (toHours() % 24);
    }

    /** The minutes part, 0 to 59. */
    public int toMinutesPart() {
        return (int) (toMinutes() % 60);
    }

    /** The seconds part, 0 to 59. */
    public int toSecondsPart() {
        return (int) (seconds % 60);
    }

    /** The milliseconds part, 0 to 999. */
    public int toMillisPart() {
        return nanos / 1000_000;
    }

    /** The nanoseconds part, 0 to 999,999,999. */
    public int toNanosPart() {
        return nanos;
    }

    @Override
    public int compareTo(Duration other) {
        int cmp = Long.compare(seconds, other.seconds);
        return cmp != 0 ? cmp : nanos - other.nanos;
    }

    @Override
    public boolean equals(Object other) {
        if (this == other) {
            return true;
        }
        if (!(other instanceof Duration)) {
            return false;
        }
        Duration d = (Duration) other;
        return seconds == d.seconds && nanos == d.nanos;
    }

    @Override
    public int hashCode() {
        return ((int) (seconds ^ (seconds >>> 32))) + (51 * nanos);
    }

    /** ISO-8601 form, such as {@code PT8H6M12.345S}. */
    @Override
    public String toString() {
        if (this == ZERO) {
            return "PT0S";
        }
        long effectiveTotalSecs = seconds;
        if (seconds < 0 && nanos > 0) {
            effectiveTotalSecs++;
        }
        long hours = effectiveTotalSecs / 3600;
        int minutes = (int) ((effectiveTotalSecs % 3600) / 60);
        int secs = (int) (effectiveTotalSecs % 60);
        StringBuilder buf = new StringBuilder(24);
        buf.append("PT");
        if (hours != 0) {
            buf.append(hours).append('H');
        }
        if (minutes != 0) {
            buf.append(minutes).append('M');
        }
        if (secs == 0 && nanos == 0 && buf.length() > 2) {
            return buf.toString();
        }
        if (seconds < 0 && nanos > 0) {
            if (secs == 0) {
                buf.append("-0");
            } else {
                buf.append(secs);
            }
        } else {
            buf.append(secs);
        }
        if (nanos > 0) {
            int pos = buf.length();
            if (seconds < 0) {
                buf.append(2 * NANOS_PER_SECOND - nanos);
            } else {
                buf.append(nanos + NANOS_PER_SECOND);
            }
            while (buf.charAt(buf.length() - 1) == '0') {
                buf.setLength(buf.length() - 1);
            }
            buf.setCharAt(pos, '.');
        }
        buf.append('S');
        return buf.toString();
    }
}
