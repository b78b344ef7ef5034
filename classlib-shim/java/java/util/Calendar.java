package java.util;

import java.text.DateFormatSymbols;

/**
 * Calendar fields over an instant (rjvm shim). The field/time bookkeeping is the JDK's:
 * {@code set} only records a field (with a stamp saying when), and the next {@code get}
 * or {@code getTimeInMillis} resolves the most recently set fields into a time and
 * recomputes every field from it. {@link #getInstance} always gives a
 * {@link GregorianCalendar} with the US week rules (first day SUNDAY, one minimal day in
 * the first week), whatever the locale. {@link #toString} is not provided (it throws
 * UnsupportedOperationException), nor are getDisplayNames, getAvailableLocales,
 * getAvailableCalendarTypes, Calendar.Builder and java.time interop (toInstant).
 */
public abstract class Calendar implements java.io.Serializable, Cloneable, Comparable<Calendar> {
    private static final long serialVersionUID = -1807547505821590642L;

    public static final int ERA = 0;
    public static final int YEAR = 1;
    public static final int MONTH = 2;
    public static final int WEEK_OF_YEAR = 3;
    public static final int WEEK_OF_MONTH = 4;
    public static final int DATE = 5;
    public static final int DAY_OF_MONTH = 5;
    public static final int DAY_OF_YEAR = 6;
    public static final int DAY_OF_WEEK = 7;
    public static final int DAY_OF_WEEK_IN_MONTH = 8;
    public static final int AM_PM = 9;
    public static final int HOUR = 10;
    public static final int HOUR_OF_DAY = 11;
    public static final int MINUTE = 12;
    public static final int SECOND = 13;
    public static final int MILLISECOND = 14;
    public static final int ZONE_OFFSET = 15;
    public static final int DST_OFFSET = 16;
    public static final int FIELD_COUNT = 17;

    public static final int SUNDAY = 1;
    public static final int MONDAY = 2;
    public static final int TUESDAY = 3;
    public static final int WEDNESDAY = 4;
    public static final int THURSDAY = 5;
    public static final int FRIDAY = 6;
    public static final int SATURDAY = 7;

    public static final int JANUARY = 0;
    public static final int FEBRUARY = 1;
    public static final int MARCH = 2;
    public static final int APRIL = 3;
    public static final int MAY = 4;
    public static final int JUNE = 5;
    public static final int JULY = 6;
    public static final int AUGUST = 7;
    public static final int SEPTEMBER = 8;
    public static final int OCTOBER = 9;
    public static final int NOVEMBER = 10;
    public static final int DECEMBER = 11;
    public static final int UNDECIMBER = 12;

    public static final int AM = 0;
    public static final int PM = 1;

    public static final int ALL_STYLES = 0;
    static final int STANDALONE_MASK = 0x8000;
    public static final int SHORT = 1;
    public static final int LONG = 2;
    public static final int NARROW_FORMAT = 4;
    public static final int NARROW_STANDALONE = NARROW_FORMAT | STANDALONE_MASK;
    public static final int SHORT_FORMAT = 1;
    public static final int LONG_FORMAT = 2;
    public static final int SHORT_STANDALONE = SHORT | STANDALONE_MASK;
    public static final int LONG_STANDALONE = LONG | STANDALONE_MASK;

    /** Stamp of a field that is not set. */
    static final int UNSET = 0;
    /** Stamp of a field computed from the time. */
    static final int COMPUTED = 1;
    /** First stamp of a field set by the user. */
    static final int MINIMUM_USER_STAMP = 2;

    static final String[] FIELD_NAME = {"ERA", "YEAR", "MONTH", "WEEK_OF_YEAR", "WEEK_OF_MONTH", "DAY_OF_MONTH",
        "DAY_OF_YEAR", "DAY_OF_WEEK", "DAY_OF_WEEK_IN_MONTH", "AM_PM", "HOUR", "HOUR_OF_DAY", "MINUTE", "SECOND",
        "MILLISECOND", "ZONE_OFFSET", "DST_OFFSET"};

    protected int[] fields;
    protected boolean[] isSet;
    protected long time;
    protected boolean isTimeSet;
    protected boolean areFieldsSet;

    /** When each field was set: UNSET, COMPUTED or a user stamp (newer is larger). */
    int[] stamp;
    private int nextStamp = MINIMUM_USER_STAMP;
    private boolean lenient = true;
    private TimeZone zone;
    private int firstDayOfWeek = SUNDAY;
    private int minimalDaysInFirstWeek = 1;

    protected Calendar() {
        this(TimeZone.getDefault(), Locale.getDefault());
    }

    protected Calendar(TimeZone zone, Locale aLocale) {
        fields = new int[FIELD_COUNT];
        isSet = new boolean[FIELD_COUNT];
        stamp = new int[FIELD_COUNT];
        this.zone = zone;
    }

    public static Calendar getInstance() {
        return new GregorianCalendar();
    }

    public static Calendar getInstance(TimeZone zone) {
        return new GregorianCalendar(zone);
    }

    public static Calendar getInstance(Locale aLocale) {
        return new GregorianCalendar(aLocale);
    }

    public static Calendar getInstance(TimeZone zone, Locale aLocale) {
        return new GregorianCalendar(zone, aLocale);
    }

    protected abstract void computeTime();

    protected abstract void computeFields();

    public final Date getTime() {
        return new Date(getTimeInMillis());
    }

    public final void setTime(Date date) {
        setTimeInMillis(date.getTime());
    }

    public long getTimeInMillis() {
        if (!isTimeSet) {
            updateTime();
        }
        return time;
    }

    public void setTimeInMillis(long millis) {
        time = millis;
        isTimeSet = true;
        computeFields();
        areFieldsSet = true;
    }

    public int get(int field) {
        complete();
        return internalGet(field);
    }

    protected final int internalGet(int field) {
        return fields[field];
    }

    /** Sets a field as computed from the time (no user stamp). */
    final void internalSet(int field, int value) {
        fields[field] = value;
        isSet[field] = true;
        stamp[field] = COMPUTED;
    }

    public void set(int field, int value) {
        fields[field] = value;
        isTimeSet = false;
        areFieldsSet = false;
        isSet[field] = true;
        stamp[field] = nextStamp++;
    }

    public final void set(int year, int month, int date) {
        set(YEAR, year);
        set(MONTH, month);
        set(DATE, date);
    }

    public final void set(int year, int month, int date, int hourOfDay, int minute) {
        set(year, month, date);
        set(HOUR_OF_DAY, hourOfDay);
        set(MINUTE, minute);
    }

    public final void set(int year, int month, int date, int hourOfDay, int minute, int second) {
        set(year, month, date, hourOfDay, minute);
        set(SECOND, second);
    }

    public final void clear() {
        for (int i = 0; i < FIELD_COUNT; i++) {
            fields[i] = 0;
            stamp[i] = UNSET;
            isSet[i] = false;
        }
        areFieldsSet = false;
        isTimeSet = false;
    }

    public final void clear(int field) {
        fields[field] = 0;
        stamp[field] = UNSET;
        isSet[field] = false;
        areFieldsSet = false;
        isTimeSet = false;
    }

    public final boolean isSet(int field) {
        return stamp[field] != UNSET;
    }

    /** The English name of a MONTH, DAY_OF_WEEK, AM_PM or ERA value; null for other fields. */
    public String getDisplayName(int field, int style, Locale locale) {
        if (style != SHORT && style != LONG && style != NARROW_FORMAT && style != SHORT_STANDALONE
            && style != LONG_STANDALONE && style != NARROW_STANDALONE && style != ALL_STYLES) {
            throw new IllegalArgumentException();
        }
        if (locale == null) {
            throw new NullPointerException();
        }
        DateFormatSymbols symbols = DateFormatSymbols.getInstance(locale);
        int base = style & ~STANDALONE_MASK;
        String[] names;
        switch (field) {
            case MONTH:
                names = base == LONG ? symbols.getMonths() : symbols.getShortMonths();
                break;
            case DAY_OF_WEEK:
                names = base == LONG ? symbols.getWeekdays() : symbols.getShortWeekdays();
                break;
            case AM_PM:
                names = symbols.getAmPmStrings();
                break;
            case ERA:
                names = symbols.getEras();
                break;
            default:
                return null;
        }
        int value = get(field);
        if (value < 0 || value >= names.length || names[value].isEmpty()) {
            return null;
        }
        String name = names[value];
        if (field == ERA && style == LONG_STANDALONE) {
            return value == 1 ? "Anno Domini" : "Before Christ";
        }
        return base == NARROW_FORMAT && field != AM_PM ? name.substring(0, 1) : name;
    }

    /** Resolves the set fields into the time, then recomputes every field from it. */
    protected void complete() {
        if (!isTimeSet) {
            updateTime();
        }
        if (!areFieldsSet) {
            computeFields();
            areFieldsSet = true;
        }
    }

    private void updateTime() {
        computeTime();
        isTimeSet = true;
    }

    /** Marks every field as computed from the time. */
    final void setFieldsComputed() {
        for (int i = 0; i < FIELD_COUNT; i++) {
            stamp[i] = COMPUTED;
            isSet[i] = true;
        }
    }

    /** Whether the user set {@code field} (as opposed to it being computed or unset). */
    final boolean isExternallySet(int field) {
        return stamp[field] >= MINIMUM_USER_STAMP;
    }

    public abstract void add(int field, int amount);

    public abstract void roll(int field, boolean up);

    public void roll(int field, int amount) {
        while (amount > 0) {
            roll(field, true);
            amount--;
        }
        while (amount < 0) {
            roll(field, false);
            amount++;
        }
    }

    public void setTimeZone(TimeZone value) {
        zone = value;
        // Recompute the fields from the time in the new zone on the next get.
        areFieldsSet = false;
    }

    public TimeZone getTimeZone() {
        return zone;
    }

    public void setLenient(boolean lenient) {
        this.lenient = lenient;
    }

    public boolean isLenient() {
        return lenient;
    }

    public void setFirstDayOfWeek(int value) {
        if (firstDayOfWeek != value) {
            firstDayOfWeek = value;
            areFieldsSet = false;
        }
    }

    public int getFirstDayOfWeek() {
        return firstDayOfWeek;
    }

    public void setMinimalDaysInFirstWeek(int value) {
        if (minimalDaysInFirstWeek != value) {
            minimalDaysInFirstWeek = value;
            areFieldsSet = false;
        }
    }

    public int getMinimalDaysInFirstWeek() {
        return minimalDaysInFirstWeek;
    }

    public boolean isWeekDateSupported() {
        return false;
    }

    public int getWeekYear() {
        throw new UnsupportedOperationException();
    }

    public int getWeeksInWeekYear() {
        throw new UnsupportedOperationException();
    }

    public abstract int getMinimum(int field);

    public abstract int getMaximum(int field);

    public abstract int getGreatestMinimum(int field);

    public abstract int getLeastMaximum(int field);

    public int getActualMinimum(int field) {
        return getMinimum(field);
    }

    public int getActualMaximum(int field) {
        return getMaximum(field);
    }

    public String getCalendarType() {
        return getClass().getName();
    }

    @Override
    public boolean equals(Object obj) {
        if (this == obj) {
            return true;
        }
        if (obj == null || getClass() != obj.getClass()) {
            return false;
        }
        Calendar that = (Calendar) obj;
        return getTimeInMillis() == that.getTimeInMillis() && lenient == that.lenient
            && firstDayOfWeek == that.firstDayOfWeek && minimalDaysInFirstWeek == that.minimalDaysInFirstWeek
            && zone.equals(that.zone);
    }

    @Override
    public int hashCode() {
        int otheritems = (lenient ? 1 : 0) | (firstDayOfWeek << 1) | (minimalDaysInFirstWeek << 4)
            | (zone.hashCode() << 7);
        long t = getTimeInMillis();
        return (int) t ^ (int) (t >> 32) ^ otheritems;
    }

    public boolean before(Object when) {
        return when instanceof Calendar && compareTo((Calendar) when) < 0;
    }

    public boolean after(Object when) {
        return when instanceof Calendar && compareTo((Calendar) when) > 0;
    }

    @Override
    public int compareTo(Calendar anotherCalendar) {
        return Long.compare(getTimeInMillis(), anotherCalendar.getTimeInMillis());
    }

    @Override
    public Object clone() {
        try {
            Calendar other = (Calendar) super.clone();
            other.fields = fields.clone();
            other.isSet = isSet.clone();
            other.stamp = stamp.clone();
            other.zone = (TimeZone) zone.clone();
            return other;
        } catch (CloneNotSupportedException e) {
            throw new InternalError(e);
        }
    }

    /** Not provided: the JDK's form lists every internal field and the zone's rules. */
    @Override
    public String toString() {
        throw new UnsupportedOperationException("rjvm: Calendar.toString");
    }
}
