package java.time.format;

import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.temporal.TemporalAccessor;
import java.time.temporal.UnsupportedTemporalTypeException;

/**
 * The ISO fields a pattern can print, read from a LocalDate, LocalTime or LocalDateTime
 * (package-private; rjvm has no ChronoField, so a field is its JDK name and an index here).
 * Reading a field the temporal does not have fails as the JDK's {@code getLong}: "Unsupported
 * field: HourOfDay".
 */
final class TemporalFields {
    static final int YEAR_OF_ERA = 0;
    static final int YEAR = 1;
    static final int MONTH_OF_YEAR = 2;
    static final int DAY_OF_MONTH = 3;
    static final int DAY_OF_YEAR = 4;
    static final int DAY_OF_WEEK = 5;
    static final int HOUR_OF_DAY = 6;
    static final int CLOCK_HOUR_OF_AMPM = 7;
    static final int HOUR_OF_AMPM = 8;
    static final int CLOCK_HOUR_OF_DAY = 9;
    static final int MINUTE_OF_HOUR = 10;
    static final int SECOND_OF_MINUTE = 11;
    static final int NANO_OF_SECOND = 12;
    static final int AMPM_OF_DAY = 13;
    /** The number of fields. */
    static final int COUNT = 14;

    private static final String[] NAMES = {"YearOfEra", "Year", "MonthOfYear", "DayOfMonth", "DayOfYear", "DayOfWeek", "HourOfDay", "ClockHourOfAmPm",
        "HourOfAmPm", "ClockHourOfDay", "MinuteOfHour", "SecondOfMinute", "NanoOfSecond", "AmPmOfDay"};

    private final LocalDate date;
    private final LocalTime time;

    TemporalFields(TemporalAccessor temporal) {
        if (temporal instanceof LocalDateTime) {
            date = ((LocalDateTime) temporal).toLocalDate();
            time = ((LocalDateTime) temporal).toLocalTime();
        } else {
            date = temporal instanceof LocalDate ? (LocalDate) temporal : null;
            time = temporal instanceof LocalTime ? (LocalTime) temporal : null;
        }
    }

    /** The JDK's name of a field, as printed in messages and formatter descriptions. */
    static String name(int field) {
        return NAMES[field];
    }

    /** True if the temporal has {@code field}. */
    boolean supports(int field) {
        return field <= DAY_OF_WEEK ? date != null : time != null;
    }

    /** The temporal's text, as in "derived from 2024-03-05". */
    @Override
    public String toString() {
        return date == null ? String.valueOf(time) : time == null ? date.toString() : date + "T" + time;
    }

    /** The value of {@code field}. */
    long get(int field) {
        if (field <= DAY_OF_WEEK) {
            if (date == null) {
                throw unsupported(field);
            }
            return dateField(field);
        }
        if (time == null) {
            throw unsupported(field);
        }
        return timeField(field);
    }

    private static UnsupportedTemporalTypeException unsupported(int field) {
        return new UnsupportedTemporalTypeException("Unsupported field: " + NAMES[field]);
    }

    private long dateField(int field) {
        switch (field) {
            case YEAR_OF_ERA:
                return date.getYear() >= 1 ? date.getYear() : 1 - date.getYear();
            case YEAR:
                return date.getYear();
            case MONTH_OF_YEAR:
                return date.getMonthValue();
            case DAY_OF_MONTH:
                return date.getDayOfMonth();
            case DAY_OF_YEAR:
                return date.getDayOfYear();
            default:
                return date.getDayOfWeek().getValue();
        }
    }

    private long timeField(int field) {
        int hour = time.getHour();
        switch (field) {
            case HOUR_OF_DAY:
                return hour;
            case CLOCK_HOUR_OF_AMPM:
                return hour % 12 == 0 ? 12 : hour % 12;
            case HOUR_OF_AMPM:
                return hour % 12;
            case CLOCK_HOUR_OF_DAY:
                return hour == 0 ? 24 : hour;
            case MINUTE_OF_HOUR:
                return time.getMinute();
            case SECOND_OF_MINUTE:
                return time.getSecond();
            case NANO_OF_SECOND:
                return time.getNano();
            default:
                return hour / 12;
        }
    }
}
