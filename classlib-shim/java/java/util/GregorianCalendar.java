package java.util;

/**
 * The JDK's default calendar (rjvm shim): Julian before 1582-10-15, Gregorian from then on
 * (the cutover cannot be moved: setGregorianChange is not provided), with the JDK's
 * lenient normalisation, field resolution (the most recently set of DAY_OF_MONTH,
 * WEEK_OF_MONTH/DAY_OF_WEEK_IN_MONTH + DAY_OF_WEEK, DAY_OF_YEAR, WEEK_OF_YEAR +
 * DAY_OF_WEEK wins), non-lenient checks ("MONTH", "DAY_OF_MONTH: 30 -> 2"), add, and
 * wall-clock handling across daylight saving changes. Week numbers follow
 * getFirstDayOfWeek/getMinimalDaysInFirstWeek (SUNDAY and 1 for every locale). roll of
 * WEEK_OF_YEAR, WEEK_OF_MONTH and DAY_OF_WEEK_IN_MONTH is not provided (it throws
 * UnsupportedOperationException); actual minima/maxima in the cutover year 1582 are
 * those of an ordinary Julian year.
 */
public class GregorianCalendar extends Calendar {
    private static final long serialVersionUID = -8125100834729963327L;

    public static final int BC = 0;
    public static final int AD = 1;

    private static final int ONE_SECOND = 1000;
    private static final int ONE_MINUTE = 60 * ONE_SECOND;
    private static final int ONE_HOUR = 60 * ONE_MINUTE;
    private static final long ONE_DAY = 24L * ONE_HOUR;

    private static final int[] MIN_VALUES = {BC, 1, JANUARY, 1, 0, 1, 1, SUNDAY, 1, AM, 0, 0, 0, 0, 0,
        -13 * ONE_HOUR, 0};
    private static final int[] LEAST_MAX_VALUES = {AD, 292269054, DECEMBER, 50, 3, 28, 355, SATURDAY, 3, PM, 11,
        23, 59, 59, 999, 14 * ONE_HOUR, 20 * ONE_MINUTE};
    private static final int[] MAX_VALUES = {AD, 292278994, DECEMBER, 53, 6, 31, 366, SATURDAY, 6, PM, 11, 23, 59,
        59, 999, 14 * ONE_HOUR, 2 * ONE_HOUR};

    public GregorianCalendar() {
        this(TimeZone.getDefault(), Locale.getDefault());
    }

    public GregorianCalendar(TimeZone zone) {
        this(zone, Locale.getDefault());
    }

    public GregorianCalendar(Locale aLocale) {
        this(TimeZone.getDefault(), aLocale);
    }

    public GregorianCalendar(TimeZone zone, Locale aLocale) {
        super(zone, aLocale);
        setTimeInMillis(System.currentTimeMillis());
    }

    public GregorianCalendar(int year, int month, int dayOfMonth) {
        this(year, month, dayOfMonth, 0, 0, 0);
    }

    public GregorianCalendar(int year, int month, int dayOfMonth, int hourOfDay, int minute) {
        this(year, month, dayOfMonth, hourOfDay, minute, 0);
    }

    public GregorianCalendar(int year, int month, int dayOfMonth, int hourOfDay, int minute, int second) {
        super(TimeZone.getDefault(), Locale.getDefault());
        set(YEAR, year);
        set(MONTH, month);
        set(DAY_OF_MONTH, dayOfMonth);
        set(HOUR_OF_DAY, hourOfDay);
        set(MINUTE, minute);
        set(SECOND, second);
    }

    /** The JDK's default cutover, 1582-10-15T00:00Z; it cannot be changed in rjvm. */
    public final Date getGregorianChange() {
        return new Date(CalendarMath.CUTOVER_DAY * ONE_DAY);
    }

    /** Julian rule up to 1582, Gregorian after. */
    public boolean isLeapYear(int year) {
        return CalendarMath.isLeapYear(year);
    }

    @Override
    public String getCalendarType() {
        return "gregory";
    }

    // ---- time from fields ----

    @Override
    protected void computeTime() {
        int[] original = null;
        boolean[] external = new boolean[FIELD_COUNT];
        for (int field = 0; field < FIELD_COUNT; field++) {
            external[field] = isExternallySet(field);
        }
        if (!isLenient()) {
            original = fields.clone();
            for (int field = 0; field < FIELD_COUNT; field++) {
                int value = fields[field];
                if (isExternallySet(field) && (value < getMinimum(field) || value > getMaximum(field))) {
                    throw new IllegalArgumentException(FIELD_NAME[field]);
                }
            }
        }
        long year = isSet(YEAR) ? fields[YEAR] : 1970;
        int era = isSet(ERA) ? fields[ERA] : AD;
        if (era == BC) {
            year = 1 - year;
        } else if (era != AD) {
            throw new IllegalArgumentException("Invalid era");
        }
        long day = fixedDate(year, false);
        if (day < CalendarMath.CUTOVER_DAY) {
            day = fixedDate(year, true);
        }
        long local = day * ONE_DAY + timeOfDay();
        if (external[ZONE_OFFSET] || external[DST_OFFSET]) {
            // Offsets the user set win over the zone's, and the fields stay in them.
            int zoneOffset = external[ZONE_OFFSET] ? fields[ZONE_OFFSET] : getTimeZone().getRawOffset();
            int dstOffset = external[DST_OFFSET] ? fields[DST_OFFSET] : 0;
            time = local - zoneOffset - dstOffset;
            computeFields(zoneOffset + dstOffset, dstOffset);
        } else {
            time = local - getTimeZone().wallOffset(local);
            computeFields();
        }
        if (original != null) {
            checkUnchanged(original, external);
        }
        areFieldsSet = true;
    }

    /** Non-lenient: a user-set field that normalisation changed is an error. */
    private void checkUnchanged(int[] original, boolean[] external) {
        for (int field = 0; field < FIELD_COUNT; field++) {
            if (external[field] && original[field] != fields[field]) {
                String s = original[field] + " -> " + fields[field];
                System.arraycopy(original, 0, fields, 0, FIELD_COUNT);
                throw new IllegalArgumentException(FIELD_NAME[field] + ": " + s);
            }
        }
    }

    /** Milliseconds into the day from HOUR_OF_DAY, or HOUR and AM_PM if both were set more recently. */
    private long timeOfDay() {
        int hourOfDayStamp = stamp[HOUR_OF_DAY];
        int best = Math.max(aggregate(stamp[HOUR], stamp[AM_PM]), hourOfDayStamp);
        if (best == UNSET) {
            // Neither HOUR_OF_DAY nor both of HOUR and AM_PM: take HOUR or AM_PM alone (JDK 4846659).
            best = Math.max(stamp[HOUR], stamp[AM_PM]);
        }
        long hours;
        if (best == UNSET) {
            hours = 0;
        } else if (best == hourOfDayStamp) {
            hours = fields[HOUR_OF_DAY];
        } else {
            hours = fields[HOUR] + (stamp[AM_PM] != UNSET ? 12L * fields[AM_PM] : 0);
        }
        return ((hours * 60 + fields[MINUTE]) * 60 + fields[SECOND]) * 1000 + fields[MILLISECOND];
    }

    /** The newer of two stamps, or UNSET unless both are set. */
    private static int aggregate(int a, int b) {
        return a == UNSET || b == UNSET ? UNSET : Math.max(a, b);
    }

    /**
     * The epoch day the set date fields name on the Julian or the Gregorian calendar (the
     * JDK's selectFields and getFixedDate).
     */
    private long fixedDate(long year, boolean julian) {
        int dowStamp = stamp[DAY_OF_WEEK];
        int domStamp = stamp[DAY_OF_MONTH];
        int womStamp = aggregate(stamp[WEEK_OF_MONTH], dowStamp);
        int dowimStamp = aggregate(stamp[DAY_OF_WEEK_IN_MONTH], dowStamp);
        int doyStamp = stamp[DAY_OF_YEAR];
        int woyStamp = aggregate(stamp[WEEK_OF_YEAR], dowStamp);
        int best = Math.max(Math.max(domStamp, womStamp), Math.max(dowimStamp, Math.max(doyStamp, woyStamp)));
        if (best == UNSET) {
            womStamp = stamp[WEEK_OF_MONTH];
            dowimStamp = Math.max(stamp[DAY_OF_WEEK_IN_MONTH], dowStamp);
            woyStamp = stamp[WEEK_OF_YEAR];
            best = Math.max(Math.max(womStamp, dowimStamp), woyStamp);
            if (best == UNSET) {
                best = domStamp;
            }
        }
        boolean useDow = dowStamp != UNSET;
        if (best == domStamp || (best == womStamp && stamp[WEEK_OF_MONTH] >= stamp[WEEK_OF_YEAR])
            || (best == dowimStamp && stamp[DAY_OF_WEEK_IN_MONTH] >= stamp[WEEK_OF_YEAR])) {
            long month = isSet(MONTH) ? fields[MONTH] : JANUARY;
            long first = CalendarMath.fixedFromDate(year, month, 1, julian);
            if (best == domStamp) {
                return isSet(DAY_OF_MONTH) ? first + fields[DAY_OF_MONTH] - 1 : first;
            }
            boolean byWeek = womStamp == dowimStamp ? stamp[WEEK_OF_MONTH] >= stamp[DAY_OF_WEEK_IN_MONTH]
                : best == womStamp;
            if (byWeek) {
                return weekStart(first, useDow) + 7L * (fields[WEEK_OF_MONTH] - 1);
            }
            int dow = useDow ? fields[DAY_OF_WEEK] : getFirstDayOfWeek();
            int dowim = isSet(DAY_OF_WEEK_IN_MONTH) ? fields[DAY_OF_WEEK_IN_MONTH] : 1;
            if (dowim >= 0) {
                return CalendarMath.onOrBefore(first + 7L * dowim - 1, dow);
            }
            long y = year + Math.floorDiv(month, 12);
            int lastDate = CalendarMath.monthLength(y, (int) Math.floorMod(month, 12)) + 7 * (dowim + 1);
            return CalendarMath.onOrBefore(first + lastDate - 1, dow);
        }
        long jan1 = CalendarMath.fixedFromDate(year, JANUARY, 1, julian);
        if (best == doyStamp) {
            return jan1 + fields[DAY_OF_YEAR] - 1;
        }
        return weekStart(jan1, useDow) + 7L * (fields[WEEK_OF_YEAR] - 1);
    }

    /**
     * The day of week 1 of the month or year starting at {@code first} that falls on
     * DAY_OF_WEEK (if {@code useDow}) or on the first day of the week.
     */
    private long weekStart(long first, boolean useDow) {
        long start = CalendarMath.onOrBefore(first + 6, getFirstDayOfWeek());
        if (start - first >= getMinimalDaysInFirstWeek()) {
            start -= 7;
        }
        if (useDow && fields[DAY_OF_WEEK] != getFirstDayOfWeek()) {
            start = CalendarMath.onOrBefore(start + 6, fields[DAY_OF_WEEK]);
        }
        return start;
    }

    // ---- fields from time ----

    @Override
    protected void computeFields() {
        TimeZone zone = getTimeZone();
        int dst;
        if (zone instanceof TzdbZone) {
            dst = ((TzdbZone) zone).dstSavingsAt(time);
        } else {
            dst = zone.inDaylightTime(new Date(time)) ? zone.getDSTSavings() : 0;
        }
        computeFields(zone.getOffset(time), dst);
    }

    /** Computes every field from the time at total offset {@code offset}, {@code dst} of it daylight saving. */
    private void computeFields(int offset, int dst) {
        long local = time + offset;
        long days = Math.floorDiv(local, ONE_DAY);
        int millis = (int) Math.floorMod(local, ONE_DAY);
        long[] date = CalendarMath.dateFromFixed(days);
        long year = date[0];
        int month = (int) date[1];
        int dom = (int) date[2];
        fields[ERA] = year > 0 ? AD : BC;
        fields[YEAR] = (int) (year > 0 ? year : 1 - year);
        fields[MONTH] = month;
        fields[DAY_OF_MONTH] = dom;
        fields[DAY_OF_WEEK] = CalendarMath.dayOfWeek(days);
        long jan1 = CalendarMath.fixedFromDate(year, JANUARY, 1);
        fields[DAY_OF_YEAR] = (int) (days - jan1 + 1);
        fields[WEEK_OF_YEAR] = weekOfYear(year, jan1, days);
        long monthFirst = CalendarMath.monthFirst(days, dom);
        fields[WEEK_OF_MONTH] = weekNumber(monthFirst, days);
        fields[DAY_OF_WEEK_IN_MONTH] = (int) (days - monthFirst) / 7 + 1;
        int hour = millis / ONE_HOUR;
        fields[HOUR_OF_DAY] = hour;
        fields[AM_PM] = hour / 12;
        fields[HOUR] = hour % 12;
        fields[MINUTE] = millis / ONE_MINUTE % 60;
        fields[SECOND] = millis / ONE_SECOND % 60;
        fields[MILLISECOND] = millis % 1000;
        fields[ZONE_OFFSET] = offset - dst;
        fields[DST_OFFSET] = dst;
        setFieldsComputed();
    }

    /** Week of the period starting at {@code first} that {@code day} is in (0 if before week 1). */
    private int weekNumber(long first, long day) {
        long start = CalendarMath.onOrBefore(first + 6, getFirstDayOfWeek());
        if (start - first >= getMinimalDaysInFirstWeek()) {
            start -= 7;
        }
        return (int) Math.floorDiv(day - start, 7) + 1;
    }

    /** WEEK_OF_YEAR: days before week 1 are in the previous year's last week, late ones in week 1. */
    private int weekOfYear(long year, long jan1, long day) {
        int week = weekNumber(jan1, day);
        if (week == 0) {
            return weekNumber(CalendarMath.fixedFromDate(year - 1, JANUARY, 1), day);
        }
        if (week >= 52) {
            long nextJan1 = CalendarMath.fixedFromDate(year + 1, JANUARY, 1);
            long nextStart = CalendarMath.onOrBefore(nextJan1 + 6, getFirstDayOfWeek());
            if (nextStart - nextJan1 >= getMinimalDaysInFirstWeek()) {
                nextStart -= 7;
            }
            if (day >= nextStart) {
                return 1;
            }
        }
        return week;
    }

    // ---- arithmetic ----

    /** The proleptic year (1 BC is 0) of the current fields. */
    private long extendedYear() {
        return fields[ERA] == BC ? 1 - fields[YEAR] : fields[YEAR];
    }

    /** Sets YEAR and ERA from a proleptic year. */
    private void setExtendedYear(long year) {
        if (year > 0) {
            set(YEAR, (int) year);
            set(ERA, AD);
        } else {
            set(YEAR, (int) (1 - year));
            set(ERA, BC);
        }
    }

    /** Keeps DAY_OF_MONTH within the month after YEAR or MONTH changed. */
    private void pinDayOfMonth() {
        int length = CalendarMath.monthLength(extendedYear(), fields[MONTH]);
        if (fields[DAY_OF_MONTH] > length) {
            set(DAY_OF_MONTH, length);
        }
    }

    @Override
    public void add(int field, int amount) {
        if (amount == 0) {
            return;
        }
        if (field < 0 || field >= ZONE_OFFSET) {
            throw new IllegalArgumentException();
        }
        complete();
        if (field == YEAR) {
            setExtendedYear(extendedYear() + amount);
            pinDayOfMonth();
        } else if (field == MONTH) {
            long month = (long) fields[MONTH] + amount;
            setExtendedYear(extendedYear() + Math.floorDiv(month, 12));
            set(MONTH, (int) Math.floorMod(month, 12));
            pinDayOfMonth();
        } else if (field == ERA) {
            int era = fields[ERA] + amount;
            set(ERA, era < BC ? BC : era > AD ? AD : era);
            pinDayOfMonth();
        } else if (field >= HOUR) {
            long unit = field <= HOUR_OF_DAY ? ONE_HOUR : field == MINUTE ? ONE_MINUTE : field == SECOND ? ONE_SECOND : 1;
            setTimeInMillis(time + unit * amount);
        } else {
            addDays(field, amount);
        }
    }

    /** add() of the date fields and AM_PM: the JDK's way of keeping the wall-clock time. */
    private void addDays(int field, int amount) {
        long delta = amount;
        long timeOfDay = 0;
        if (field == WEEK_OF_YEAR || field == WEEK_OF_MONTH || field == DAY_OF_WEEK_IN_MONTH) {
            delta *= 7;
        } else if (field == AM_PM) {
            delta = amount / 2;
            timeOfDay = 12 * (amount % 2);
        }
        long fd = Math.floorDiv(time + fields[ZONE_OFFSET] + fields[DST_OFFSET], ONE_DAY);
        timeOfDay += fields[HOUR_OF_DAY];
        timeOfDay = ((timeOfDay * 60 + fields[MINUTE]) * 60 + fields[SECOND]) * 1000 + fields[MILLISECOND];
        if (timeOfDay >= ONE_DAY) {
            fd++;
            timeOfDay -= ONE_DAY;
        } else if (timeOfDay < 0) {
            fd--;
            timeOfDay += ONE_DAY;
        }
        fd += delta;
        int zoneOffset = fields[ZONE_OFFSET] + fields[DST_OFFSET];
        setTimeInMillis(fd * ONE_DAY + timeOfDay - zoneOffset);
        zoneOffset -= fields[ZONE_OFFSET] + fields[DST_OFFSET];
        if (zoneOffset != 0) {
            // The zone offset changed: keep the wall-clock time unless that changes the date.
            setTimeInMillis(time + zoneOffset);
            long fd2 = Math.floorDiv(time + fields[ZONE_OFFSET] + fields[DST_OFFSET], ONE_DAY);
            if (fd2 != fd) {
                setTimeInMillis(time - zoneOffset);
            }
        }
    }

    @Override
    public void roll(int field, boolean up) {
        roll(field, up ? 1 : -1);
    }

    @Override
    public void roll(int field, int amount) {
        if (amount == 0) {
            return;
        }
        if (field < 0 || field >= ZONE_OFFSET) {
            throw new IllegalArgumentException();
        }
        complete();
        switch (field) {
            case ERA:
            case YEAR:
            case AM_PM:
            case MINUTE:
            case SECOND:
            case MILLISECOND:
                set(field, rolled(fields[field], amount, getMinimum(field), getMaximum(field)));
                break;
            case HOUR:
            case HOUR_OF_DAY: {
                int unit = getMaximum(field) + 1;
                int h = fields[field];
                int nh = Math.floorMod(h + amount, unit);
                setTimeInMillis(time + (long) ONE_HOUR * (nh - h));
                break;
            }
            case MONTH: {
                set(MONTH, Math.floorMod(fields[MONTH] + amount, 12));
                pinDayOfMonth();
                break;
            }
            case DAY_OF_MONTH:
                set(DAY_OF_MONTH, rolled(fields[DAY_OF_MONTH], amount, 1, getActualMaximum(DAY_OF_MONTH)));
                break;
            case DAY_OF_YEAR: {
                int doy = rolled(fields[DAY_OF_YEAR], amount, 1, getActualMaximum(DAY_OF_YEAR));
                setDate(CalendarMath.fixedFromDate(extendedYear(), JANUARY, 1) + doy - 1);
                break;
            }
            case DAY_OF_WEEK: {
                long fd = CalendarMath.fixedFromDate(extendedYear(), fields[MONTH], fields[DAY_OF_MONTH]);
                long weekFirst = CalendarMath.onOrBefore(fd, getFirstDayOfWeek());
                setDate(weekFirst + Math.floorMod(fd - weekFirst + amount, 7));
                break;
            }
            default:
                throw new UnsupportedOperationException("rjvm: GregorianCalendar.roll(" + FIELD_NAME[field] + ")");
        }
    }

    /** {@code value + amount} wrapped into {@code min..max}. */
    private static int rolled(int value, int amount, int min, int max) {
        int range = max - min + 1;
        return min + (int) Math.floorMod((long) value - min + amount, (long) range);
    }

    /** Sets the date fields to epoch day {@code fd}, keeping the time of day. */
    private void setDate(long fd) {
        long[] date = CalendarMath.dateFromFixed(fd);
        setExtendedYear(date[0]);
        set(MONTH, (int) date[1]);
        set(DAY_OF_MONTH, (int) date[2]);
    }

    // ---- limits ----

    @Override
    public int getMinimum(int field) {
        return MIN_VALUES[field];
    }

    @Override
    public int getMaximum(int field) {
        return MAX_VALUES[field];
    }

    @Override
    public int getGreatestMinimum(int field) {
        return MIN_VALUES[field];
    }

    @Override
    public int getLeastMaximum(int field) {
        return LEAST_MAX_VALUES[field];
    }

    @Override
    public int getActualMinimum(int field) {
        return getMinimum(field);
    }

    /** The largest value of {@code field} given the other fields (month length, weeks in the year...). */
    @Override
    public int getActualMaximum(int field) {
        complete();
        long year = extendedYear();
        switch (field) {
            case DAY_OF_MONTH:
                return CalendarMath.monthLength(year, fields[MONTH]);
            case DAY_OF_YEAR:
                return CalendarMath.yearLength(year);
            case WEEK_OF_YEAR: {
                int dow = Math.floorMod(CalendarMath.dayOfWeek(CalendarMath.fixedFromDate(year, JANUARY, 1))
                    - getFirstDayOfWeek(), 7);
                int magic = dow + getMinimalDaysInFirstWeek() - 1;
                return magic == 6 || (isLeapYear((int) year) && (magic == 5 || magic == 12)) ? 53 : 52;
            }
            case WEEK_OF_MONTH: {
                long first = CalendarMath.fixedFromDate(year, fields[MONTH], 1);
                int dow = Math.floorMod(CalendarMath.dayOfWeek(first) - getFirstDayOfWeek(), 7);
                int daysInFirstWeek = 7 - dow;
                int value = daysInFirstWeek >= getMinimalDaysInFirstWeek() ? 4 : 3;
                int rest = CalendarMath.monthLength(year, fields[MONTH]) - daysInFirstWeek - 7 * 3;
                return rest > 0 ? (rest > 7 ? value + 2 : value + 1) : value;
            }
            case DAY_OF_WEEK_IN_MONTH: {
                long first = CalendarMath.fixedFromDate(year, fields[MONTH], 1);
                int x = Math.floorMod(fields[DAY_OF_WEEK] - CalendarMath.dayOfWeek(first), 7);
                return (CalendarMath.monthLength(year, fields[MONTH]) - x + 6) / 7;
            }
            case YEAR:
                return fields[ERA] == BC ? 292269055 : 292278994;
            default:
                return getMaximum(field);
        }
    }

    // ---- week dates ----

    @Override
    public boolean isWeekDateSupported() {
        return true;
    }

    /** The year WEEK_OF_YEAR belongs to (late December can be week 1 of the next year). */
    @Override
    public int getWeekYear() {
        int year = get(YEAR);
        if (fields[ERA] == BC) {
            year = 1 - year;
        }
        int week = fields[WEEK_OF_YEAR];
        if (fields[MONTH] == JANUARY && week >= 52) {
            year--;
        } else if (fields[MONTH] != JANUARY && week == 1) {
            year++;
        }
        return year;
    }

    @Override
    public int getWeeksInWeekYear() {
        GregorianCalendar gc = (GregorianCalendar) clone();
        gc.setLenient(true);
        gc.clear();
        gc.set(YEAR, getWeekYear());
        gc.set(MONTH, JUNE);
        gc.set(DAY_OF_MONTH, 1);
        return gc.getActualMaximum(WEEK_OF_YEAR);
    }

    @Override
    public boolean equals(Object obj) {
        return obj instanceof GregorianCalendar && super.equals(obj);
    }

    @Override
    public int hashCode() {
        return super.hashCode() ^ (int) (CalendarMath.CUTOVER_DAY * ONE_DAY);
    }
}
