package java.time;

import java.time.chrono.ChronoLocalDateTime;
import java.time.temporal.ChronoUnit;
import java.time.temporal.Temporal;
import java.time.temporal.TemporalAccessor;
import java.time.temporal.TemporalAmount;
import java.time.temporal.TemporalUnit;

/**
 * A date and time without a zone, such as 2007-12-03T10:15:30 (rjvm shim: a LocalDate and a
 * LocalTime with the JDK's arithmetic (time overflow carries into days), truncation,
 * {@code until}, comparisons, ISO {@code toString} and {@code parse}, formatting through
 * DateTimeFormatter; not provided: fields (ChronoField), adjusters, queries, zones, offsets
 * and epoch-second conversions).
 */
public final class LocalDateTime implements ChronoLocalDateTime<LocalDate>, java.io.Serializable {
    private static final long serialVersionUID = 6207766400415563566L;

    /** The earliest date-time, -999999999-01-01T00:00. */
    public static final LocalDateTime MIN = new LocalDateTime(LocalDate.MIN, LocalTime.MIN);
    /** The latest date-time, +999999999-12-31T23:59:59.999999999. */
    public static final LocalDateTime MAX = new LocalDateTime(LocalDate.MAX, LocalTime.MAX);

    private final LocalDate date;
    private final LocalTime time;

    private LocalDateTime(LocalDate date, LocalTime time) {
        this.date = date;
        this.time = time;
    }

    /** The date-time of a date and a time. */
    public static LocalDateTime of(LocalDate date, LocalTime time) {
        if (date == null) {
            throw new NullPointerException("date");
        }
        if (time == null) {
            throw new NullPointerException("time");
        }
        return new LocalDateTime(date, time);
    }

    /** year-month-day hour:minute. */
    public static LocalDateTime of(int year, int month, int dayOfMonth, int hour, int minute) {
        return new LocalDateTime(LocalDate.of(year, month, dayOfMonth), LocalTime.of(hour, minute));
    }

    /** year-month-day hour:minute:second. */
    public static LocalDateTime of(int year, int month, int dayOfMonth, int hour, int minute, int second) {
        return new LocalDateTime(LocalDate.of(year, month, dayOfMonth), LocalTime.of(hour, minute, second));
    }

    /** year-month-day hour:minute:second.nanoOfSecond. */
    public static LocalDateTime of(int year, int month, int dayOfMonth, int hour, int minute, int second, int nanoOfSecond) {
        return new LocalDateTime(LocalDate.of(year, month, dayOfMonth), LocalTime.of(hour, minute, second, nanoOfSecond));
    }

    /** year-month-day hour:minute. */
    public static LocalDateTime of(int year, Month month, int dayOfMonth, int hour, int minute) {
        return new LocalDateTime(LocalDate.of(year, month, dayOfMonth), LocalTime.of(hour, minute));
    }

    /** year-month-day hour:minute:second. */
    public static LocalDateTime of(int year, Month month, int dayOfMonth, int hour, int minute, int second) {
        return new LocalDateTime(LocalDate.of(year, month, dayOfMonth), LocalTime.of(hour, minute, second));
    }

    /** year-month-day hour:minute:second.nanoOfSecond. */
    public static LocalDateTime of(int year, Month month, int dayOfMonth, int hour, int minute, int second, int nanoOfSecond) {
        return new LocalDateTime(LocalDate.of(year, month, dayOfMonth), LocalTime.of(hour, minute, second, nanoOfSecond));
    }

    /** The date and time now in the default time zone (to the millisecond). */
    public static LocalDateTime now() {
        long millis = System.currentTimeMillis();
        long local = millis + java.util.TimeZone.getDefault().getOffset(millis);
        LocalDate date = LocalDate.ofEpochDay(Math.floorDiv(local, 86400_000L));
        return new LocalDateTime(date, LocalTime.ofNanoOfDay(Math.floorMod(local, 86400_000L) * 1000_000L));
    }

    /** The date-time {@code temporal} holds (a LocalDateTime). */
    public static LocalDateTime from(TemporalAccessor temporal) {
        if (temporal instanceof LocalDateTime) {
            return (LocalDateTime) temporal;
        }
        throw new DateTimeException("Unable to obtain LocalDateTime from TemporalAccessor: " + temporal + " of type " + temporal.getClass().getName());
    }

    /** Parses an ISO date-time such as {@code 2007-12-03T10:15:30} ('T' in either case). */
    public static LocalDateTime parse(CharSequence text) {
        String s = text.toString();
        long[] dateFields = new long[3];
        long[] timeFields = new long[4];
        int t = IsoParse.date(s, 0, dateFields);
        if (t >= s.length() || (s.charAt(t) != 'T' && s.charAt(t) != 't')) {
            throw IsoParse.errorAt(s, t);
        }
        IsoParse.requireEnd(s, IsoParse.time(s, t + 1, timeFields));
        try {
            LocalDate date = LocalDate.resolve(dateFields);
            return new LocalDateTime(date, LocalTime.resolve(timeFields));
        } catch (DateTimeException e) {
            throw IsoParse.unresolved(s, e);
        }
    }

    /** Parses {@code text} with {@code formatter}. */
    public static LocalDateTime parse(CharSequence text, java.time.format.DateTimeFormatter formatter) {
        TemporalAccessor parsed = formatter.parse(text);
        try {
            return from(parsed);
        } catch (DateTimeException e) {
            throw IsoParse.notObtained(text.toString(), "LocalDateTime", parsed);
        }
    }

    private LocalDateTime with(LocalDate newDate, LocalTime newTime) {
        if (date == newDate && time == newTime) {
            return this;
        }
        return new LocalDateTime(newDate, newTime);
    }

    @Override
    public LocalDate toLocalDate() {
        return date;
    }

    @Override
    public LocalTime toLocalTime() {
        return time;
    }

    /** The year. */
    public int getYear() {
        return date.getYear();
    }

    /** The month, 1 to 12. */
    public int getMonthValue() {
        return date.getMonthValue();
    }

    /** The month. */
    public Month getMonth() {
        return date.getMonth();
    }

    /** The day of the month, 1 to 31. */
    public int getDayOfMonth() {
        return date.getDayOfMonth();
    }

    /** The day of the year, 1 to 366. */
    public int getDayOfYear() {
        return date.getDayOfYear();
    }

    /** The day of the week. */
    public DayOfWeek getDayOfWeek() {
        return date.getDayOfWeek();
    }

    /** The hour, 0 to 23. */
    public int getHour() {
        return time.getHour();
    }

    /** The minute, 0 to 59. */
    public int getMinute() {
        return time.getMinute();
    }

    /** The second, 0 to 59. */
    public int getSecond() {
        return time.getSecond();
    }

    /** The nanosecond within the second. */
    public int getNano() {
        return time.getNano();
    }

    /** This date-time in {@code year}, the day clamped to the month's length. */
    public LocalDateTime withYear(int year) {
        return with(date.withYear(year), time);
    }

    /** This date-time in {@code month}, the day clamped to the month's length. */
    public LocalDateTime withMonth(int month) {
        return with(date.withMonth(month), time);
    }

    /** This date-time on day {@code dayOfMonth}. */
    public LocalDateTime withDayOfMonth(int dayOfMonth) {
        return with(date.withDayOfMonth(dayOfMonth), time);
    }

    /** This date-time on day {@code dayOfYear} of its year. */
    public LocalDateTime withDayOfYear(int dayOfYear) {
        return with(date.withDayOfYear(dayOfYear), time);
    }

    /** This date-time with the hour replaced. */
    public LocalDateTime withHour(int hour) {
        return with(date, time.withHour(hour));
    }

    /** This date-time with the minute replaced. */
    public LocalDateTime withMinute(int minute) {
        return with(date, time.withMinute(minute));
    }

    /** This date-time with the second replaced. */
    public LocalDateTime withSecond(int second) {
        return with(date, time.withSecond(second));
    }

    /** This date-time with the nanosecond replaced. */
    public LocalDateTime withNano(int nanoOfSecond) {
        return with(date, time.withNano(nanoOfSecond));
    }

    /** This date-time with the time parts smaller than {@code unit} cleared. */
    public LocalDateTime truncatedTo(TemporalUnit unit) {
        return with(date, time.truncatedTo(unit));
    }

    @Override
    public boolean isSupported(TemporalUnit unit) {
        if (unit instanceof ChronoUnit) {
            return unit != ChronoUnit.FOREVER;
        }
        return unit != null && unit.isSupportedBy(this);
    }

    @Override
    public LocalDateTime plus(TemporalAmount amountToAdd) {
        if (amountToAdd instanceof Period) {
            return with(date.plus(amountToAdd), time);
        }
        return (LocalDateTime) amountToAdd.addTo(this);
    }

    @Override
    public LocalDateTime plus(long amountToAdd, TemporalUnit unit) {
        if (!(unit instanceof ChronoUnit)) {
            return unit.addTo(this, amountToAdd);
        }
        long microsPerDay = LocalTime.NANOS_PER_DAY / 1000;
        long millisPerDay = LocalTime.NANOS_PER_DAY / 1000_000;
        switch ((ChronoUnit) unit) {
            case NANOS:
                return plusNanos(amountToAdd);
            case MICROS:
                return plusDays(amountToAdd / microsPerDay).plusNanos((amountToAdd % microsPerDay) * 1000);
            case MILLIS:
                return plusDays(amountToAdd / millisPerDay).plusNanos((amountToAdd % millisPerDay) * 1000_000);
            case SECONDS:
                return plusSeconds(amountToAdd);
            case MINUTES:
                return plusMinutes(amountToAdd);
            case HOURS:
                return plusHours(amountToAdd);
            case HALF_DAYS:
                // 256 half days are a whole number of days, so neither part overflows.
                return plusDays(amountToAdd / 256).plusHours((amountToAdd % 256) * 12);
            default:
                return with(date.plus(amountToAdd, unit), time);
        }
    }

    /** This date-time {@code years} years later, the day clamped to the month's length. */
    public LocalDateTime plusYears(long years) {
        return with(date.plusYears(years), time);
    }

    /** This date-time {@code months} months later, the day clamped to the month's length. */
    public LocalDateTime plusMonths(long months) {
        return with(date.plusMonths(months), time);
    }

    /** This date-time {@code weeks} weeks later. */
    public LocalDateTime plusWeeks(long weeks) {
        return with(date.plusWeeks(weeks), time);
    }

    /** This date-time {@code days} days later. */
    public LocalDateTime plusDays(long days) {
        return with(date.plusDays(days), time);
    }

    /** This date-time {@code hours} hours later. */
    public LocalDateTime plusHours(long hours) {
        return plusWithOverflow(date, hours, 0, 0, 0, 1);
    }

    /** This date-time {@code minutes} minutes later. */
    public LocalDateTime plusMinutes(long minutes) {
        return plusWithOverflow(date, 0, minutes, 0, 0, 1);
    }

    /** This date-time {@code seconds} seconds later. */
    public LocalDateTime plusSeconds(long seconds) {
        return plusWithOverflow(date, 0, 0, seconds, 0, 1);
    }

    /** This date-time {@code nanos} nanoseconds later. */
    public LocalDateTime plusNanos(long nanos) {
        return plusWithOverflow(date, 0, 0, 0, nanos, 1);
    }

    @Override
    public LocalDateTime minus(TemporalAmount amountToSubtract) {
        if (amountToSubtract instanceof Period) {
            return with(date.minus(amountToSubtract), time);
        }
        return (LocalDateTime) amountToSubtract.subtractFrom(this);
    }

    @Override
    public LocalDateTime minus(long amountToSubtract, TemporalUnit unit) {
        return amountToSubtract == Long.MIN_VALUE ? plus(Long.MAX_VALUE, unit).plus(1, unit) : plus(-amountToSubtract, unit);
    }

    /** This date-time {@code years} years earlier. */
    public LocalDateTime minusYears(long years) {
        return years == Long.MIN_VALUE ? plusYears(Long.MAX_VALUE).plusYears(1) : plusYears(-years);
    }

    /** This date-time {@code months} months earlier. */
    public LocalDateTime minusMonths(long months) {
        return months == Long.MIN_VALUE ? plusMonths(Long.MAX_VALUE).plusMonths(1) : plusMonths(-months);
    }

    /** This date-time {@code weeks} weeks earlier. */
    public LocalDateTime minusWeeks(long weeks) {
        return weeks == Long.MIN_VALUE ? plusWeeks(Long.MAX_VALUE).plusWeeks(1) : plusWeeks(-weeks);
    }

    /** This date-time {@code days} days earlier. */
    public LocalDateTime minusDays(long days) {
        return days == Long.MIN_VALUE ? plusDays(Long.MAX_VALUE).plusDays(1) : plusDays(-days);
    }

    /** This date-time {@code hours} hours earlier. */
    public LocalDateTime minusHours(long hours) {
        return plusWithOverflow(date, hours, 0, 0, 0, -1);
    }

    /** This date-time {@code minutes} minutes earlier. */
    public LocalDateTime minusMinutes(long minutes) {
        return plusWithOverflow(date, 0, minutes, 0, 0, -1);
    }

    /** This date-time {@code seconds} seconds earlier. */
    public LocalDateTime minusSeconds(long seconds) {
        return plusWithOverflow(date, 0, 0, seconds, 0, -1);
    }

    /** This date-time {@code nanos} nanoseconds earlier. */
    public LocalDateTime minusNanos(long nanos) {
        return plusWithOverflow(date, 0, 0, 0, nanos, -1);
    }

    /**
     * {@code newDate} at this time plus (sign 1) or minus (sign -1) the given time amounts,
     * whole days and the rest of a day summed separately so that nothing overflows.
     */
    private LocalDateTime plusWithOverflow(LocalDate newDate, long hours, long minutes, long seconds, long nanos, int sign) {
        if ((hours | minutes | seconds | nanos) == 0) {
            return with(newDate, time);
        }
        long totDays = nanos / LocalTime.NANOS_PER_DAY + seconds / LocalTime.SECONDS_PER_DAY + minutes / 1440 + hours / 24;
        totDays *= sign;
        long totNanos = nanos % LocalTime.NANOS_PER_DAY + (seconds % LocalTime.SECONDS_PER_DAY) * LocalTime.NANOS_PER_SECOND
                + (minutes % 1440) * LocalTime.NANOS_PER_MINUTE + (hours % 24) * LocalTime.NANOS_PER_HOUR;
        long curNoD = time.toNanoOfDay();
        totNanos = totNanos * sign + curNoD;
        totDays += Math.floorDiv(totNanos, LocalTime.NANOS_PER_DAY);
        long newNoD = Math.floorMod(totNanos, LocalTime.NANOS_PER_DAY);
        LocalTime newTime = newNoD == curNoD ? time : LocalTime.ofNanoOfDay(newNoD);
        return with(newDate.plusDays(totDays), newTime);
    }

    @Override
    public long until(Temporal endExclusive, TemporalUnit unit) {
        LocalDateTime end = from(endExclusive);
        if (!(unit instanceof ChronoUnit)) {
            return unit.between(this, end);
        }
        if (unit.isTimeBased()) {
            return timeUntil(end, (ChronoUnit) unit);
        }
        LocalDate endDate = end.date;
        if (endDate.isAfter(date) && end.time.isBefore(time)) {
            endDate = endDate.minusDays(1);
        } else if (endDate.isBefore(date) && end.time.isAfter(time)) {
            endDate = endDate.plusDays(1);
        }
        return date.until(endDate, unit);
    }

    /** Whole time-based units to {@code end}: whole days times the unit's count per day, plus the rest. */
    private long timeUntil(LocalDateTime end, ChronoUnit unit) {
        long amount = end.date.toEpochDay() - date.toEpochDay();
        if (amount == 0) {
            return time.until(end.time, unit);
        }
        long timePart = end.time.toNanoOfDay() - time.toNanoOfDay();
        if (amount > 0) {
            amount--;
            timePart += LocalTime.NANOS_PER_DAY;
        } else {
            amount++;
            timePart -= LocalTime.NANOS_PER_DAY;
        }
        long nanosPerUnit = unit.getDuration().toNanos();
        amount = Math.multiplyExact(amount, LocalTime.NANOS_PER_DAY / nanosPerUnit);
        return Math.addExact(amount, timePart / nanosPerUnit);
    }

    /** This date-time formatted by {@code formatter}. */
    public String format(java.time.format.DateTimeFormatter formatter) {
        return formatter.format(this);
    }

    @Override
    public int compareTo(ChronoLocalDateTime<?> other) {
        if (other instanceof LocalDateTime) {
            return compareTo0((LocalDateTime) other);
        }
        return ChronoLocalDateTime.super.compareTo(other);
    }

    private int compareTo0(LocalDateTime other) {
        int cmp = date.compareTo(other.date);
        if (cmp == 0) {
            cmp = time.compareTo(other.time);
        }
        return cmp;
    }

    @Override
    public boolean isAfter(ChronoLocalDateTime<?> other) {
        if (other instanceof LocalDateTime) {
            return compareTo0((LocalDateTime) other) > 0;
        }
        return ChronoLocalDateTime.super.isAfter(other);
    }

    @Override
    public boolean isBefore(ChronoLocalDateTime<?> other) {
        if (other instanceof LocalDateTime) {
            return compareTo0((LocalDateTime) other) < 0;
        }
        return ChronoLocalDateTime.super.isBefore(other);
    }

    @Override
    public boolean isEqual(ChronoLocalDateTime<?> other) {
        if (other instanceof LocalDateTime) {
            return compareTo0((LocalDateTime) other) == 0;
        }
        return ChronoLocalDateTime.super.isEqual(other);
    }

    @Override
    public boolean equals(Object obj) {
        if (this == obj) {
            return true;
        }
        if (!(obj instanceof LocalDateTime)) {
            return false;
        }
        LocalDateTime o = (LocalDateTime) obj;
        return date.equals(o.date) && time.equals(o.time);
    }

    @Override
    public int hashCode() {
        return date.hashCode() ^ time.hashCode();
    }

    /** ISO form: the date, 'T', the time. */
    @Override
    public String toString() {
        return date.toString() + 'T' + time.toString();
    }
}
