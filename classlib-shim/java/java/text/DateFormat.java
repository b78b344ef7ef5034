package java.text;

import java.util.Calendar;
import java.util.Date;
import java.util.Locale;
import java.util.TimeZone;

/**
 * Formats and parses dates (rjvm shim). Every instance is a {@link SimpleDateFormat}; the
 * style factories give JDK 17's Locale.US (CLDR) patterns for every locale: dates
 * "EEEE, MMMM d, y" (FULL), "MMMM d, y" (LONG), "MMM d, y" (MEDIUM), "M/d/yy" (SHORT); times
 * "h:mm:ss a zzzz", "h:mm:ss a z", "h:mm:ss a", "h:mm a"; joined by " 'at' " when both
 * styles are FULL or LONG and by ", " otherwise. The {@code numberFormat} is kept for
 * getNumberFormat/setNumberFormat but not used: numbers are always ASCII digits.
 * Not provided: Field, formatToCharacterIterator, getAvailableLocales.
 */
public abstract class DateFormat extends Format {
    private static final long serialVersionUID = 7218322306649953788L;

    protected Calendar calendar;
    protected NumberFormat numberFormat;

    public static final int ERA_FIELD = 0;
    public static final int YEAR_FIELD = 1;
    public static final int MONTH_FIELD = 2;
    public static final int DATE_FIELD = 3;
    public static final int HOUR_OF_DAY1_FIELD = 4;
    public static final int HOUR_OF_DAY0_FIELD = 5;
    public static final int MINUTE_FIELD = 6;
    public static final int SECOND_FIELD = 7;
    public static final int MILLISECOND_FIELD = 8;
    public static final int DAY_OF_WEEK_FIELD = 9;
    public static final int DAY_OF_YEAR_FIELD = 10;
    public static final int DAY_OF_WEEK_IN_MONTH_FIELD = 11;
    public static final int WEEK_OF_YEAR_FIELD = 12;
    public static final int WEEK_OF_MONTH_FIELD = 13;
    public static final int AM_PM_FIELD = 14;
    public static final int HOUR1_FIELD = 15;
    public static final int HOUR0_FIELD = 16;
    public static final int TIMEZONE_FIELD = 17;

    public static final int FULL = 0;
    public static final int LONG = 1;
    public static final int MEDIUM = 2;
    public static final int SHORT = 3;
    public static final int DEFAULT = MEDIUM;

    private static final String[] DATE_PATTERNS = {"EEEE, MMMM d, y", "MMMM d, y", "MMM d, y", "M/d/yy"};
    private static final String[] TIME_PATTERNS = {"h:mm:ss a zzzz", "h:mm:ss a z", "h:mm:ss a", "h:mm a"};

    protected DateFormat() {
    }

    @Override
    public final StringBuffer format(Object obj, StringBuffer toAppendTo, FieldPosition fieldPosition) {
        if (obj instanceof Date) {
            return format((Date) obj, toAppendTo, fieldPosition);
        } else if (obj instanceof Number) {
            return format(new Date(((Number) obj).longValue()), toAppendTo, fieldPosition);
        }
        throw new IllegalArgumentException("Cannot format given Object as a Date");
    }

    public abstract StringBuffer format(Date date, StringBuffer toAppendTo, FieldPosition fieldPosition);

    public final String format(Date date) {
        return format(date, new StringBuffer(), new FieldPosition(0)).toString();
    }

    /** Parses from the start of {@code source}; text after the date is ignored. */
    public Date parse(String source) throws ParseException {
        ParsePosition pos = new ParsePosition(0);
        Date result = parse(source, pos);
        if (pos.index == 0) {
            throw new ParseException("Unparseable date: \"" + source + "\"", pos.errorIndex);
        }
        return result;
    }

    public abstract Date parse(String source, ParsePosition pos);

    @Override
    public Object parseObject(String source, ParsePosition pos) {
        return parse(source, pos);
    }

    public static final DateFormat getTimeInstance() {
        return getTimeInstance(DEFAULT);
    }

    public static final DateFormat getTimeInstance(int style) {
        return getTimeInstance(style, Locale.getDefault());
    }

    public static final DateFormat getTimeInstance(int style, Locale aLocale) {
        return new SimpleDateFormat(TIME_PATTERNS[checkStyle(style, "time")], aLocale);
    }

    public static final DateFormat getDateInstance() {
        return getDateInstance(DEFAULT);
    }

    public static final DateFormat getDateInstance(int style) {
        return getDateInstance(style, Locale.getDefault());
    }

    public static final DateFormat getDateInstance(int style, Locale aLocale) {
        return new SimpleDateFormat(DATE_PATTERNS[checkStyle(style, "date")], aLocale);
    }

    public static final DateFormat getDateTimeInstance() {
        return getDateTimeInstance(DEFAULT, DEFAULT);
    }

    public static final DateFormat getDateTimeInstance(int dateStyle, int timeStyle) {
        return getDateTimeInstance(dateStyle, timeStyle, Locale.getDefault());
    }

    public static final DateFormat getDateTimeInstance(int dateStyle, int timeStyle, Locale aLocale) {
        return new SimpleDateFormat(dateTimePattern(dateStyle, timeStyle), aLocale);
    }

    /** SHORT date and time: "M/d/yy, h:mm a". */
    public static final DateFormat getInstance() {
        return getDateTimeInstance(SHORT, SHORT);
    }

    /** The pattern of a date and time style pair (CLDR's glue depends on both). */
    static String dateTimePattern(int dateStyle, int timeStyle) {
        String date = DATE_PATTERNS[checkStyle(dateStyle, "date")];
        String time = TIME_PATTERNS[checkStyle(timeStyle, "time")];
        return date + (dateStyle <= LONG && timeStyle <= LONG ? " 'at' " : ", ") + time;
    }

    private static int checkStyle(int style, String what) {
        if (style < FULL || style > SHORT) {
            throw new IllegalArgumentException("Illegal " + what + " style " + style);
        }
        return style;
    }

    public void setCalendar(Calendar newCalendar) {
        calendar = newCalendar;
    }

    public Calendar getCalendar() {
        return calendar;
    }

    public void setNumberFormat(NumberFormat newNumberFormat) {
        numberFormat = newNumberFormat;
    }

    public NumberFormat getNumberFormat() {
        return numberFormat;
    }

    public void setTimeZone(TimeZone zone) {
        calendar.setTimeZone(zone);
    }

    public TimeZone getTimeZone() {
        return calendar.getTimeZone();
    }

    public void setLenient(boolean lenient) {
        calendar.setLenient(lenient);
    }

    public boolean isLenient() {
        return calendar.isLenient();
    }

    @Override
    public int hashCode() {
        return numberFormat == null ? 0 : numberFormat.hashCode();
    }

    @Override
    public boolean equals(Object obj) {
        if (this == obj) {
            return true;
        }
        if (obj == null || getClass() != obj.getClass()) {
            return false;
        }
        DateFormat other = (DateFormat) obj;
        return calendar.isLenient() == other.calendar.isLenient()
            && calendar.getFirstDayOfWeek() == other.calendar.getFirstDayOfWeek()
            && calendar.getMinimalDaysInFirstWeek() == other.calendar.getMinimalDaysInFirstWeek()
            && calendar.getTimeZone().equals(other.calendar.getTimeZone());
    }

    @Override
    public Object clone() {
        DateFormat other = (DateFormat) super.clone();
        other.calendar = (Calendar) calendar.clone();
        return other;
    }
}
