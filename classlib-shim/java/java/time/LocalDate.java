package java.time;

import java.time.chrono.ChronoLocalDate;
import java.time.temporal.ChronoUnit;
import java.time.temporal.Temporal;
import java.time.temporal.TemporalAccessor;
import java.time.temporal.TemporalAmount;
import java.time.temporal.TemporalUnit;
import java.time.temporal.UnsupportedTemporalTypeException;

/**
 * A date in the proleptic Gregorian (ISO) calendar, such as 2007-12-03 (rjvm shim: the JDK's
 * validation messages, arithmetic, ISO {@code toString} and {@code parse}; not provided:
 * fields, adjusters, queries).
 */
public final class LocalDate implements ChronoLocalDate, java.io.Serializable {
    private static final long serialVersionUID = 2942565459149668126L;
    private static final int MIN_YEAR = -999_999_999;
    private static final int MAX_YEAR = 999_999_999;
    private static final long DAYS_0000_TO_1970 = 719528L;

    /** The earliest date, -999999999-01-01. */
    public static final LocalDate MIN = new LocalDate(MIN_YEAR, 1, 1);
    /** The latest date, +999999999-12-31. */
    public static final LocalDate MAX = new LocalDate(MAX_YEAR, 12, 31);
    /** 1970-01-01. */
    public static final LocalDate EPOCH = new LocalDate(1970, 1, 1);

    private final int year;
    private final short month;
    private final short day;

    private LocalDate(int year, int month, int dayOfMonth) {
        this.year = year;
        this.month = (short) month;
        this.day = (short) dayOfMonth;
    }

    private static void check(String field, long value, long min, long max, String range) {
        if (value < min || value > max) {
            throw new DateTimeException("Invalid value for " + field + " (valid values " + range + "): " + value);
        }
    }

    private static void checkYear(long year) {
        check("Year", year, MIN_YEAR, MAX_YEAR, "-999999999 - 999999999");
    }

    /** The date {@code year}-{@code month}-{@code dayOfMonth}. */
    public static LocalDate of(int year, int month, int dayOfMonth) {
        checkYear(year);
        check("MonthOfYear", month, 1, 12, "1 - 12");
        check("DayOfMonth", dayOfMonth, 1, 31, "1 - 28/31");
        return create(year, month, dayOfMonth);
    }

    /** The date {@code year}-{@code month}-{@code dayOfMonth}. */
    public static LocalDate of(int year, Month month, int dayOfMonth) {
        return of(year, month.getValue(), dayOfMonth);
    }

    private static LocalDate create(int year, int month, int dayOfMonth) {
        if (dayOfMonth > 28) {
            int dom = Month.of(month).length(isLeap(year));
            if (dayOfMonth > dom) {
                if (dayOfMonth == 29) {
                    throw new DateTimeException("Invalid date 'February 29' as '" + year + "' is not a leap year");
                }
                throw new DateTimeException("Invalid date '" + Month.of(month).name() + " " + dayOfMonth + "'");
            }
        }
        return new LocalDate(year, month, dayOfMonth);
    }

    /** The date on day {@code dayOfYear} of {@code year}. */
    public static LocalDate ofYearDay(int year, int dayOfYear) {
        checkYear(year);
        check("DayOfYear", dayOfYear, 1, 366, "1 - 365/366");
        boolean leap = isLeap(year);
        if (dayOfYear == 366 && !leap) {
            throw new DateTimeException("Invalid date 'DayOfYear 366' as '" + year + "' is not a leap year");
        }
        Month moy = Month.of((dayOfYear - 1) / 31 + 1);
        int monthEnd = moy.firstDayOfYear(leap) + moy.length(leap) - 1;
        if (dayOfYear > monthEnd) {
            moy = moy.plus(1);
        }
        int dom = dayOfYear - moy.firstDayOfYear(leap) + 1;
        return new LocalDate(year, moy.getValue(), dom);
    }

    /** The date {@code epochDay} days from 1970-01-01. */
    public static LocalDate ofEpochDay(long epochDay) {
        check("EpochDay", epochDay, -365243219162L, 365241780471L, "-365243219162 - 365241780471");
        // Days to civil date (400-year eras of 146097 days counted from 0000-03-01).
        long z = epochDay + 719468;
        long era = Math.floorDiv(z, 146097);
        long doe = z - era * 146097;
        long yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
        long y = yoe + era * 400;
        long doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
        long mp = (5 * doy + 2) / 153;
        int d = (int) (doy - (153 * mp + 2) / 5 + 1);
        int m = (int) (mp < 10 ? mp + 3 : mp - 9);
        if (m <= 2) {
            y++;
        }
        checkYear(y);
        return new LocalDate((int) y, m, d);
    }

    /** Today in the default time zone. */
    public static LocalDate now() {
        long millis = System.currentTimeMillis();
        long local = millis + java.util.TimeZone.getDefault().getOffset(millis);
        return ofEpochDay(Math.floorDiv(local, 86400_000L));
    }

    /** The date {@code temporal} holds (a LocalDate or the date of a LocalDateTime). */
    public static LocalDate from(TemporalAccessor temporal) {
        if (temporal instanceof LocalDate) {
            return (LocalDate) temporal;
        } else if (temporal instanceof LocalDateTime) {
            return ((LocalDateTime) temporal).toLocalDate();
        }
        throw new DateTimeException("Unable to obtain LocalDate from TemporalAccessor: " + temporal + " of type " + temporal.getClass().getName());
    }

    /** Parses {@code text} with {@code formatter}. */
    public static LocalDate parse(CharSequence text, java.time.format.DateTimeFormatter formatter) {
        TemporalAccessor parsed = formatter.parse(text);
        try {
            return from(parsed);
        } catch (DateTimeException e) {
            throw IsoParse.notObtained(text.toString(), "LocalDate", parsed);
        }
    }

    /** Parses an ISO date such as {@code 2007-12-03}. */
    public static LocalDate parse(CharSequence text) {
        String s = text.toString();
        long[] fields = new long[3];
        IsoParse.requireEnd(s, IsoParse.date(s, 0, fields));
        try {
            return resolve(fields);
        } catch (DateTimeException e) {
            throw IsoParse.unresolved(s, e);
        }
    }

    /** The date of parsed fields {year, month, day}, checked in the JDK's resolver's order. */
    static LocalDate resolve(long[] fields) {
        checkYear(fields[0]);
        check("MonthOfYear", fields[1], 1, 12, "1 - 12");
        check("DayOfMonth", fields[2], 1, 31, "1 - 28/31");
        return create((int) fields[0], (int) fields[1], (int) fields[2]);
    }

    private static boolean isLeap(long year) {
        return ((year & 3) == 0) && ((year % 100) != 0 || (year % 400) == 0);
    }

    /** The year. */
    public int getYear() {
        return year;
    }

    /** The month, 1 to 12. */
    public int getMonthValue() {
        return month;
    }

    /** The month. */
    public Month getMonth() {
        return Month.of(month);
    }

    /** The day of the month, 1 to 31. */
    public int getDayOfMonth() {
        return day;
    }

    /** The day of the year, 1 to 366. */
    public int getDayOfYear() {
        return getMonth().firstDayOfYear(isLeapYear()) + day - 1;
    }

    /** The day of the week. */
    public DayOfWeek getDayOfWeek() {
        return DayOfWeek.of((int) Math.floorMod(toEpochDay() + 3, 7) + 1);
    }

    @Override
    public boolean isLeapYear() {
        return isLeap(year);
    }

    @Override
    public int lengthOfMonth() {
        return getMonth().length(isLeapYear());
    }

    @Override
    public int lengthOfYear() {
        return isLeapYear() ? 366 : 365;
    }

    @Override
    public long toEpochDay() {
        long y = year;
        long m = month;
        long total = 365 * y;
        if (y >= 0) {
            total += (y + 3) / 4 - (y + 99) / 100 + (y + 399) / 400;
        } else {
            total -= y / -4 - y / -100 + y / -400;
        }
        total += (367 * m - 362) / 12;
        total += day - 1;
        if (m > 2) {
            total--;
            if (!isLeapYear()) {
                total--;
            }
        }
        return total - DAYS_0000_TO_1970;
    }

    /** This date in {@code year}, the day clamped to the month's length. */
    public LocalDate withYear(int year) {
        checkYear(year);
        return resolvePreviousValid(year, month, day);
    }

    /** This date in {@code month}, the day clamped to the month's length. */
    public LocalDate withMonth(int month) {
        check("MonthOfYear", month, 1, 12, "1 - 12");
        return resolvePreviousValid(year, month, day);
    }

    /** This date on day {@code dayOfMonth}. */
    public LocalDate withDayOfMonth(int dayOfMonth) {
        return of(year, month, dayOfMonth);
    }

    /** This date's year on day {@code dayOfYear}. */
    public LocalDate withDayOfYear(int dayOfYear) {
        return ofYearDay(year, dayOfYear);
    }

    private static LocalDate resolvePreviousValid(int year, int month, int day) {
        int length = Month.of(month).length(isLeap(year));
        return new LocalDate(year, month, Math.min(day, length));
    }

    @Override
    public boolean isSupported(TemporalUnit unit) {
        if (unit instanceof ChronoUnit) {
            return unit.isDateBased();
        }
        return unit != null && unit.isSupportedBy(this);
    }

    @Override
    public LocalDate plus(TemporalAmount amountToAdd) {
        return (LocalDate) amountToAdd.addTo(this);
    }

    @Override
    public LocalDate plus(long amountToAdd, TemporalUnit unit) {
        if (!(unit instanceof ChronoUnit)) {
            return unit.addTo(this, amountToAdd);
        }
        switch ((ChronoUnit) unit) {
            case DAYS:
                return plusDays(amountToAdd);
            case WEEKS:
                return plusWeeks(amountToAdd);
            case MONTHS:
                return plusMonths(amountToAdd);
            case YEARS:
                return plusYears(amountToAdd);
            case DECADES:
                return plusYears(Math.multiplyExact(amountToAdd, 10));
            case CENTURIES:
                return plusYears(Math.multiplyExact(amountToAdd, 100));
            case MILLENNIA:
                return plusYears(Math.multiplyExact(amountToAdd, 1000));
            case ERAS:
                return withEra(Math.addExact(year >= 1 ? 1 : 0, amountToAdd));
            default:
                throw new UnsupportedTemporalTypeException("Unsupported unit: " + unit);
        }
    }

    /** This date in era {@code era} (0 BCE, 1 CE): the same year of era, as the JDK's with(ERA). */
    private LocalDate withEra(long era) {
        check("Era", era, 0, 1, "0 - 1");
        return (year >= 1 ? 1 : 0) == era ? this : withYear(1 - year);
    }

    /** This date {@code yearsToAdd} years later, the day clamped to the month's length. */
    public LocalDate plusYears(long yearsToAdd) {
        if (yearsToAdd == 0) {
            return this;
        }
        long newYear = year + yearsToAdd;
        checkYear(newYear);
        return resolvePreviousValid((int) newYear, month, day);
    }

    /** This date {@code monthsToAdd} months later, the day clamped to the month's length. */
    public LocalDate plusMonths(long monthsToAdd) {
        if (monthsToAdd == 0) {
            return this;
        }
        long monthCount = year * 12L + (month - 1);
        long calcMonths = monthCount + monthsToAdd;
        long newYear = Math.floorDiv(calcMonths, 12);
        checkYear(newYear);
        int newMonth = (int) Math.floorMod(calcMonths, 12) + 1;
        return resolvePreviousValid((int) newYear, newMonth, day);
    }

    /** This date {@code weeksToAdd} weeks later. */
    public LocalDate plusWeeks(long weeksToAdd) {
        return plusDays(Math.multiplyExact(weeksToAdd, 7));
    }

    /** This date {@code daysToAdd} days later. */
    public LocalDate plusDays(long daysToAdd) {
        if (daysToAdd == 0) {
            return this;
        }
        // Within this month or into the next, without the epoch-day round trip (as the JDK,
        // whose error past the last year then names the year).
        long dom = day + daysToAdd;
        if (dom > 0 && dom <= 59) {
            int monthLen = lengthOfMonth();
            if (dom <= monthLen) {
                return new LocalDate(year, month, (int) dom);
            } else if (month < 12) {
                return new LocalDate(year, month + 1, (int) (dom - monthLen));
            }
            checkYear(year + 1L);
            return new LocalDate(year + 1, 1, (int) (dom - monthLen));
        }
        return ofEpochDay(Math.addExact(toEpochDay(), daysToAdd));
    }

    @Override
    public LocalDate minus(TemporalAmount amountToSubtract) {
        return (LocalDate) amountToSubtract.subtractFrom(this);
    }

    @Override
    public LocalDate minus(long amountToSubtract, TemporalUnit unit) {
        return amountToSubtract == Long.MIN_VALUE ? plus(Long.MAX_VALUE, unit).plus(1, unit) : plus(-amountToSubtract, unit);
    }

    /** This date {@code yearsToSubtract} years earlier. */
    public LocalDate minusYears(long yearsToSubtract) {
        return yearsToSubtract == Long.MIN_VALUE ? plusYears(Long.MAX_VALUE).plusYears(1) : plusYears(-yearsToSubtract);
    }

    /** This date {@code monthsToSubtract} months earlier. */
    public LocalDate minusMonths(long monthsToSubtract) {
        return monthsToSubtract == Long.MIN_VALUE ? plusMonths(Long.MAX_VALUE).plusMonths(1) : plusMonths(-monthsToSubtract);
    }

    /** This date {@code weeksToSubtract} weeks earlier. */
    public LocalDate minusWeeks(long weeksToSubtract) {
        return weeksToSubtract == Long.MIN_VALUE ? plusWeeks(Long.MAX_VALUE).plusWeeks(1) : plusWeeks(-weeksToSubtract);
    }

    /** This date {@code daysToSubtract} days earlier. */
    public LocalDate minusDays(long daysToSubtract) {
        return daysToSubtract == Long.MIN_VALUE ? plusDays(Long.MAX_VALUE).plusDays(1) : plusDays(-daysToSubtract);
    }

    @Override
    public long until(Temporal endExclusive, TemporalUnit unit) {
        LocalDate end = from(endExclusive);
        if (!(unit instanceof ChronoUnit)) {
            return unit.between(this, end);
        }
        switch ((ChronoUnit) unit) {
            case DAYS:
                return end.toEpochDay() - toEpochDay();
            case WEEKS:
                return (end.toEpochDay() - toEpochDay()) / 7;
            case MONTHS:
                return monthsUntil(end);
            case YEARS:
                return monthsUntil(end) / 12;
            case DECADES:
                return monthsUntil(end) / 120;
            case CENTURIES:
                return monthsUntil(end) / 1200;
            case MILLENNIA:
                return monthsUntil(end) / 12000;
            case ERAS:
                return (end.year >= 1 ? 1 : 0) - (year >= 1 ? 1 : 0);
            default:
                throw new UnsupportedTemporalTypeException("Unsupported unit: " + unit);
        }
    }

    /** The period from this date to {@code endDateExclusive} (another LocalDate). */
    public Period until(ChronoLocalDate endDateExclusive) {
        if (!(endDateExclusive instanceof LocalDate)) {
            throw new DateTimeException("Unable to obtain LocalDate from TemporalAccessor: " + endDateExclusive + " of type " + endDateExclusive.getClass().getName());
        }
        LocalDate end = (LocalDate) endDateExclusive;
        long totalMonths = (end.year * 12L + end.month - 1) - (year * 12L + month - 1);
        int days = end.day - day;
        if (totalMonths > 0 && days < 0) {
            totalMonths--;
            LocalDate calcDate = plusMonths(totalMonths);
            days = (int) (end.toEpochDay() - calcDate.toEpochDay());
        } else if (totalMonths < 0 && days > 0) {
            totalMonths++;
            days -= end.lengthOfMonth();
        }
        long years = totalMonths / 12;
        int months = (int) (totalMonths % 12);
        return Period.of(Math.toIntExact(years), months, days);
    }

    private long monthsUntil(LocalDate end) {
        long packed1 = (year * 12L + month - 1) * 32L + day;
        long packed2 = (end.year * 12L + end.month - 1) * 32L + end.day;
        return (packed2 - packed1) / 32;
    }

    /** This date at {@code time}. */
    public LocalDateTime atTime(LocalTime time) {
        return LocalDateTime.of(this, time);
    }

    /** This date at {@code hour}:{@code minute}. */
    public LocalDateTime atTime(int hour, int minute) {
        return atTime(LocalTime.of(hour, minute));
    }

    /** This date at {@code hour}:{@code minute}:{@code second}. */
    public LocalDateTime atTime(int hour, int minute, int second) {
        return atTime(LocalTime.of(hour, minute, second));
    }

    /** This date at {@code hour}:{@code minute}:{@code second}.{@code nanoOfSecond}. */
    public LocalDateTime atTime(int hour, int minute, int second, int nanoOfSecond) {
        return atTime(LocalTime.of(hour, minute, second, nanoOfSecond));
    }

    /** This date at midnight. */
    public LocalDateTime atStartOfDay() {
        return LocalDateTime.of(this, LocalTime.MIDNIGHT);
    }

    /** This date formatted by {@code formatter}. */
    public String format(java.time.format.DateTimeFormatter formatter) {
        return formatter.format(this);
    }

    @Override
    public int compareTo(ChronoLocalDate other) {
        if (other instanceof LocalDate) {
            LocalDate o = (LocalDate) other;
            int cmp = year - o.year;
            if (cmp == 0) {
                cmp = month - o.month;
                if (cmp == 0) {
                    cmp = day - o.day;
                }
            }
            return cmp;
        }
        return ChronoLocalDate.super.compareTo(other);
    }

    @Override
    public boolean equals(Object obj) {
        if (this == obj) {
            return true;
        }
        if (!(obj instanceof LocalDate)) {
            return false;
        }
        LocalDate o = (LocalDate) obj;
        return year == o.year && month == o.month && day == o.day;
    }

    @Override
    public int hashCode() {
        return (year & 0xFFFFF800) ^ ((year << 11) + (month << 6) + day);
    }

    /** ISO form: yyyy-MM-dd, with a sign and more digits outside 0000-9999. */
    @Override
    public String toString() {
        StringBuilder buf = new StringBuilder(10);
        int absYear = Math.abs(year);
        if (absYear < 1000) {
            if (year < 0) {
                buf.append(year - 10000).deleteCharAt(1);
            } else {
                buf.append(year + 10000).deleteCharAt(0);
            }
        } else {
            if (year > 9999) {
                buf.append('+');
            }
            buf.append(year);
        }
        return buf.append(month < 10 ? "-0" : "-").append(month).append(day < 10 ? "-0" : "-").append(day).toString();
    }
}
