package java.time;

import java.time.temporal.ChronoUnit;
import java.time.temporal.Temporal;
import java.time.temporal.TemporalAccessor;
import java.time.temporal.TemporalAmount;
import java.time.temporal.TemporalUnit;
import java.time.temporal.UnsupportedTemporalTypeException;

/**
 * A time of day without a zone, such as 10:15:30.5, to the nanosecond (rjvm shim: the JDK's
 * validation messages, wrapping arithmetic, truncation, {@code until}, ISO {@code toString}
 * and {@code parse}, formatting through DateTimeFormatter; not provided: fields
 * (ChronoField), adjusters, queries, zones and offsets).
 */
public final class LocalTime implements Temporal, Comparable<LocalTime>, java.io.Serializable {
    private static final long serialVersionUID = 6414437269572265201L;
    static final long NANOS_PER_SECOND = 1000_000_000L;
    static final long NANOS_PER_MINUTE = NANOS_PER_SECOND * 60;
    static final long NANOS_PER_HOUR = NANOS_PER_MINUTE * 60;
    static final long NANOS_PER_DAY = NANOS_PER_HOUR * 24;
    static final int SECONDS_PER_DAY = 86400;

    /** 00:00, the start of the day. */
    public static final LocalTime MIDNIGHT = new LocalTime(0, 0, 0, 0);
    /** 12:00, noon. */
    public static final LocalTime NOON = new LocalTime(12, 0, 0, 0);
    /** The earliest time, 00:00. */
    public static final LocalTime MIN = MIDNIGHT;
    /** The latest time, 23:59:59.999999999. */
    public static final LocalTime MAX = new LocalTime(23, 59, 59, 999_999_999);

    private final byte hour;
    private final byte minute;
    private final byte second;
    private final int nano;

    private LocalTime(int hour, int minute, int second, int nanoOfSecond) {
        this.hour = (byte) hour;
        this.minute = (byte) minute;
        this.second = (byte) second;
        this.nano = nanoOfSecond;
    }

    private static void check(String field, long value, long max) {
        if (value < 0 || value > max) {
            throw new DateTimeException("Invalid value for " + field + " (valid values 0 - " + max + "): " + value);
        }
    }

    static void checkHour(long hour) {
        check("HourOfDay", hour, 23);
    }

    static void checkMinute(long minute) {
        check("MinuteOfHour", minute, 59);
    }

    static void checkSecond(long second) {
        check("SecondOfMinute", second, 59);
    }

    static void checkNano(long nano) {
        check("NanoOfSecond", nano, 999_999_999);
    }

    /** {@code hour}:{@code minute}. */
    public static LocalTime of(int hour, int minute) {
        return of(hour, minute, 0, 0);
    }

    /** {@code hour}:{@code minute}:{@code second}. */
    public static LocalTime of(int hour, int minute, int second) {
        return of(hour, minute, second, 0);
    }

    /** {@code hour}:{@code minute}:{@code second}.{@code nanoOfSecond}. */
    public static LocalTime of(int hour, int minute, int second, int nanoOfSecond) {
        checkHour(hour);
        checkMinute(minute);
        checkSecond(second);
        checkNano(nanoOfSecond);
        return create(hour, minute, second, nanoOfSecond);
    }

    private static LocalTime create(int hour, int minute, int second, int nanoOfSecond) {
        if ((minute | second | nanoOfSecond) == 0) {
            if (hour == 0) {
                return MIDNIGHT;
            } else if (hour == 12) {
                return NOON;
            }
        }
        return new LocalTime(hour, minute, second, nanoOfSecond);
    }

    /** The time {@code secondOfDay} seconds after midnight. */
    public static LocalTime ofSecondOfDay(long secondOfDay) {
        check("SecondOfDay", secondOfDay, SECONDS_PER_DAY - 1);
        int hours = (int) (secondOfDay / 3600);
        int rest = (int) (secondOfDay - hours * 3600L);
        return create(hours, rest / 60, rest % 60, 0);
    }

    /** The time {@code nanoOfDay} nanoseconds after midnight. */
    public static LocalTime ofNanoOfDay(long nanoOfDay) {
        check("NanoOfDay", nanoOfDay, NANOS_PER_DAY - 1);
        int hours = (int) (nanoOfDay / NANOS_PER_HOUR);
        nanoOfDay -= hours * NANOS_PER_HOUR;
        int minutes = (int) (nanoOfDay / NANOS_PER_MINUTE);
        nanoOfDay -= minutes * NANOS_PER_MINUTE;
        int seconds = (int) (nanoOfDay / NANOS_PER_SECOND);
        nanoOfDay -= seconds * NANOS_PER_SECOND;
        return create(hours, minutes, seconds, (int) nanoOfDay);
    }

    /** The time now in the default time zone (to the millisecond). */
    public static LocalTime now() {
        return LocalDateTime.now().toLocalTime();
    }

    /** Parses an ISO time such as {@code 10:15}, {@code 10:15:30} or {@code 10:15:30.25}. */
    public static LocalTime parse(CharSequence text) {
        String s = text.toString();
        long[] fields = new long[4];
        IsoParse.requireEnd(s, IsoParse.time(s, 0, fields));
        try {
            return resolve(fields);
        } catch (DateTimeException e) {
            throw IsoParse.unresolved(s, e);
        }
    }

    /** Parses {@code text} with {@code formatter}. */
    public static LocalTime parse(CharSequence text, java.time.format.DateTimeFormatter formatter) {
        TemporalAccessor parsed = formatter.parse(text);
        try {
            return from(parsed);
        } catch (DateTimeException e) {
            throw IsoParse.notObtained(text.toString(), "LocalTime", parsed);
        }
    }

    /**
     * The time of parsed fields {hour, minute, second, nano}, checked in the order of the
     * JDK's strict resolver (minute and nano before hour and second).
     */
    static LocalTime resolve(long[] fields) {
        checkMinute(fields[1]);
        checkNano(fields[3]);
        checkHour(fields[0]);
        checkSecond(fields[2]);
        return create((int) fields[0], (int) fields[1], (int) fields[2], (int) fields[3]);
    }

    /** The time {@code temporal} holds (a LocalTime or the time of a LocalDateTime). */
    public static LocalTime from(TemporalAccessor temporal) {
        if (temporal instanceof LocalTime) {
            return (LocalTime) temporal;
        } else if (temporal instanceof LocalDateTime) {
            return ((LocalDateTime) temporal).toLocalTime();
        }
        throw new DateTimeException("Unable to obtain LocalTime from TemporalAccessor: " + temporal + " of type " + temporal.getClass().getName());
    }

    /** The hour, 0 to 23. */
    public int getHour() {
        return hour;
    }

    /** The minute, 0 to 59. */
    public int getMinute() {
        return minute;
    }

    /** The second, 0 to 59. */
    public int getSecond() {
        return second;
    }

    /** The nanosecond within the second, 0 to 999,999,999. */
    public int getNano() {
        return nano;
    }

    /** Seconds since midnight. */
    public int toSecondOfDay() {
        return hour * 3600 + minute * 60 + second;
    }

    /** Nanoseconds since midnight. */
    public long toNanoOfDay() {
        return hour * NANOS_PER_HOUR + minute * NANOS_PER_MINUTE + second * NANOS_PER_SECOND + nano;
    }

    /** This time with the hour replaced. */
    public LocalTime withHour(int hour) {
        if (this.hour == hour) {
            return this;
        }
        checkHour(hour);
        return create(hour, minute, second, nano);
    }

    /** This time with the minute replaced. */
    public LocalTime withMinute(int minute) {
        if (this.minute == minute) {
            return this;
        }
        checkMinute(minute);
        return create(hour, minute, second, nano);
    }

    /** This time with the second replaced. */
    public LocalTime withSecond(int second) {
        if (this.second == second) {
            return this;
        }
        checkSecond(second);
        return create(hour, minute, second, nano);
    }

    /** This time with the nanosecond replaced. */
    public LocalTime withNano(int nanoOfSecond) {
        if (this.nano == nanoOfSecond) {
            return this;
        }
        checkNano(nanoOfSecond);
        return create(hour, minute, second, nanoOfSecond);
    }

    /** This time with the parts smaller than {@code unit} cleared. */
    public LocalTime truncatedTo(TemporalUnit unit) {
        if (unit == ChronoUnit.NANOS) {
            return this;
        }
        Duration unitDur = unit.getDuration();
        if (unitDur.getSeconds() > SECONDS_PER_DAY) {
            throw new UnsupportedTemporalTypeException("Unit is too large to be used for truncation");
        }
        long dur = unitDur.toNanos();
        if ((NANOS_PER_DAY % dur) != 0) {
            throw new UnsupportedTemporalTypeException("Unit must divide into a standard day without remainder");
        }
        long nod = toNanoOfDay();
        return ofNanoOfDay((nod / dur) * dur);
    }

    @Override
    public boolean isSupported(TemporalUnit unit) {
        if (unit instanceof ChronoUnit) {
            return unit.isTimeBased();
        }
        return unit != null && unit.isSupportedBy(this);
    }

    @Override
    public LocalTime plus(TemporalAmount amountToAdd) {
        return (LocalTime) amountToAdd.addTo(this);
    }

    @Override
    public LocalTime plus(long amountToAdd, TemporalUnit unit) {
        if (!(unit instanceof ChronoUnit)) {
            return unit.addTo(this, amountToAdd);
        }
        switch ((ChronoUnit) unit) {
            case NANOS:
                return plusNanos(amountToAdd);
            case MICROS:
                return plusNanos((amountToAdd % (NANOS_PER_DAY / 1000)) * 1000);
            case MILLIS:
                return plusNanos((amountToAdd % (NANOS_PER_DAY / 1000_000)) * 1000_000);
            case SECONDS:
                return plusSeconds(amountToAdd);
            case MINUTES:
                return plusMinutes(amountToAdd);
            case HOURS:
                return plusHours(amountToAdd);
            case HALF_DAYS:
                return plusHours((amountToAdd % 2) * 12);
            default:
                throw new UnsupportedTemporalTypeException("Unsupported unit: " + unit);
        }
    }

    /** This time {@code hoursToAdd} hours later, wrapping around midnight. */
    public LocalTime plusHours(long hoursToAdd) {
        if (hoursToAdd == 0) {
            return this;
        }
        int newHour = ((int) (hoursToAdd % 24) + hour + 24) % 24;
        return create(newHour, minute, second, nano);
    }

    /** This time {@code minutesToAdd} minutes later, wrapping around midnight. */
    public LocalTime plusMinutes(long minutesToAdd) {
        if (minutesToAdd == 0) {
            return this;
        }
        int mofd = hour * 60 + minute;
        int newMofd = ((int) (minutesToAdd % 1440) + mofd + 1440) % 1440;
        if (mofd == newMofd) {
            return this;
        }
        return create(newMofd / 60, newMofd % 60, second, nano);
    }

    /** This time {@code secondstoAdd} seconds later, wrapping around midnight. */
    public LocalTime plusSeconds(long secondstoAdd) {
        if (secondstoAdd == 0) {
            return this;
        }
        int sofd = toSecondOfDay();
        int newSofd = ((int) (secondstoAdd % SECONDS_PER_DAY) + sofd + SECONDS_PER_DAY) % SECONDS_PER_DAY;
        if (sofd == newSofd) {
            return this;
        }
        return create(newSofd / 3600, (newSofd / 60) % 60, newSofd % 60, nano);
    }

    /** This time {@code nanosToAdd} nanoseconds later, wrapping around midnight. */
    public LocalTime plusNanos(long nanosToAdd) {
        if (nanosToAdd == 0) {
            return this;
        }
        long nofd = toNanoOfDay();
        long newNofd = ((nanosToAdd % NANOS_PER_DAY) + nofd + NANOS_PER_DAY) % NANOS_PER_DAY;
        if (nofd == newNofd) {
            return this;
        }
        return ofNanoOfDay(newNofd);
    }

    @Override
    public LocalTime minus(TemporalAmount amountToSubtract) {
        return (LocalTime) amountToSubtract.subtractFrom(this);
    }

    @Override
    public LocalTime minus(long amountToSubtract, TemporalUnit unit) {
        return amountToSubtract == Long.MIN_VALUE ? plus(Long.MAX_VALUE, unit).plus(1, unit) : plus(-amountToSubtract, unit);
    }

    /** This time {@code hoursToSubtract} hours earlier, wrapping around midnight. */
    public LocalTime minusHours(long hoursToSubtract) {
        return plusHours(-(hoursToSubtract % 24));
    }

    /** This time {@code minutesToSubtract} minutes earlier, wrapping around midnight. */
    public LocalTime minusMinutes(long minutesToSubtract) {
        return plusMinutes(-(minutesToSubtract % 1440));
    }

    /** This time {@code secondsToSubtract} seconds earlier, wrapping around midnight. */
    public LocalTime minusSeconds(long secondsToSubtract) {
        return plusSeconds(-(secondsToSubtract % SECONDS_PER_DAY));
    }

    /** This time {@code nanosToSubtract} nanoseconds earlier, wrapping around midnight. */
    public LocalTime minusNanos(long nanosToSubtract) {
        return plusNanos(-(nanosToSubtract % NANOS_PER_DAY));
    }

    @Override
    public long until(Temporal endExclusive, TemporalUnit unit) {
        LocalTime end = from(endExclusive);
        if (!(unit instanceof ChronoUnit)) {
            return unit.between(this, end);
        }
        long nanosUntil = end.toNanoOfDay() - toNanoOfDay();
        switch ((ChronoUnit) unit) {
            case NANOS:
                return nanosUntil;
            case MICROS:
                return nanosUntil / 1000;
            case MILLIS:
                return nanosUntil / 1000_000;
            case SECONDS:
                return nanosUntil / NANOS_PER_SECOND;
            case MINUTES:
                return nanosUntil / NANOS_PER_MINUTE;
            case HOURS:
                return nanosUntil / NANOS_PER_HOUR;
            case HALF_DAYS:
                return nanosUntil / (12 * NANOS_PER_HOUR);
            default:
                throw new UnsupportedTemporalTypeException("Unsupported unit: " + unit);
        }
    }

    /** This time on {@code date}. */
    public LocalDateTime atDate(LocalDate date) {
        return LocalDateTime.of(date, this);
    }

    /** This time formatted by {@code formatter}. */
    public String format(java.time.format.DateTimeFormatter formatter) {
        return formatter.format(this);
    }

    @Override
    public int compareTo(LocalTime other) {
        int cmp = Integer.compare(hour, other.hour);
        if (cmp == 0) {
            cmp = Integer.compare(minute, other.minute);
            if (cmp == 0) {
                cmp = Integer.compare(second, other.second);
                if (cmp == 0) {
                    cmp = Integer.compare(nano, other.nano);
                }
            }
        }
        return cmp;
    }

    /** True if this time is after {@code other}. */
    public boolean isAfter(LocalTime other) {
        return compareTo(other) > 0;
    }

    /** True if this time is before {@code other}. */
    public boolean isBefore(LocalTime other) {
        return compareTo(other) < 0;
    }

    @Override
    public boolean equals(Object obj) {
        if (this == obj) {
            return true;
        }
        if (!(obj instanceof LocalTime)) {
            return false;
        }
        LocalTime o = (LocalTime) obj;
        return hour == o.hour && minute == o.minute && second == o.second && nano == o.nano;
    }

    @Override
    public int hashCode() {
        long nod = toNanoOfDay();
        return (int) (nod ^ (nod >>> 32));
    }

    /**
     * ISO form HH:mm, then :ss if the seconds or nanos are not zero, then the fraction in
     * groups of three digits (milli, micro or nano precision) if the nanos are not zero.
     */
    @Override
    public String toString() {
        StringBuilder buf = new StringBuilder(18);
        buf.append(hour < 10 ? "0" : "").append(hour).append(minute < 10 ? ":0" : ":").append(minute);
        if (second > 0 || nano > 0) {
            buf.append(second < 10 ? ":0" : ":").append(second);
            if (nano > 0) {
                buf.append('.');
                if (nano % 1000_000 == 0) {
                    buf.append(Integer.toString((nano / 1000_000) + 1000).substring(1));
                } else if (nano % 1000 == 0) {
                    buf.append(Integer.toString((nano / 1000) + 1000_000).substring(1));
                } else {
                    buf.append(Integer.toString(nano + 1000_000_000).substring(1));
                }
            }
        }
        return buf.toString();
    }
}
