package java.util;

/**
 * An instant in milliseconds since the epoch (rjvm shim). The calendar fields of the
 * deprecated API and {@link #toString} use the default time zone
 * ({@link TimeZone#getDefault}) and the JDK's calendar (Julian before 1582-10-15, see
 * {@link CalendarMath}). Not provided: parse, toGMTString, toLocaleString, UTC, java.time
 * interop.
 */
public class Date implements java.io.Serializable, Cloneable, Comparable<Date> {
    private static final long serialVersionUID = 7523967970034938905L;

    private static final String[] DAYS = {"Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"};
    private static final String[] MONTHS = {"Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct",
        "Nov", "Dec"};

    private transient long fastTime;

    /** The default zone's offset from UTC at {@code millis}, in milliseconds. */
    private static int zoneOffset(long millis) {
        return TimeZone.defaultRef().getOffset(millis);
    }

    public Date() {
        this(System.currentTimeMillis());
    }

    public Date(long date) {
        fastTime = date;
    }

    @Deprecated
    public Date(int year, int month, int date) {
        this(year, month, date, 0, 0, 0);
    }

    @Deprecated
    public Date(int year, int month, int date, int hrs, int min) {
        this(year, month, date, hrs, min, 0);
    }

    /** Local time in the default zone; out-of-range fields carry over, as in the JDK. */
    @Deprecated
    public Date(int year, int month, int date, int hrs, int min, int sec) {
        long local = (CalendarMath.fixedFromDate(1900L + year, month, date) * 86400L + hrs * 3600L + min * 60L
            + sec) * 1000L;
        long guess = local - zoneOffset(local);
        fastTime = local - zoneOffset(guess);
    }

    public long getTime() {
        return fastTime;
    }

    public void setTime(long time) {
        fastTime = time;
    }

    public boolean before(Date when) {
        return fastTime < when.getTime();
    }

    public boolean after(Date when) {
        return fastTime > when.getTime();
    }

    @Override
    public boolean equals(Object obj) {
        return obj instanceof Date && getTime() == ((Date) obj).getTime();
    }

    @Override
    public int hashCode() {
        long ht = getTime();
        return (int) ht ^ (int) (ht >> 32);
    }

    @Override
    public int compareTo(Date anotherDate) {
        return Long.compare(fastTime, anotherDate.getTime());
    }

    @Override
    public Object clone() {
        try {
            return super.clone();
        } catch (CloneNotSupportedException e) {
            throw new InternalError(e);
        }
    }

    /** {year, month 0-11, day 1-31, weekday 0-6 (Sunday 0), hour, minute, second} of local time. */
    private int[] fields() {
        long local = fastTime + zoneOffset(fastTime);
        long days = Math.floorDiv(local, 86400000L);
        int secs = (int) (Math.floorMod(local, 86400000L) / 1000);
        long[] date = CalendarMath.dateFromFixed(days);
        int weekday = CalendarMath.dayOfWeek(days) - 1;
        return new int[] {(int) date[0], (int) date[1], (int) date[2], weekday, secs / 3600, secs / 60 % 60, secs % 60};
    }

    @Deprecated
    public int getYear() {
        return fields()[0] - 1900;
    }

    @Deprecated
    public int getMonth() {
        return fields()[1];
    }

    @Deprecated
    public int getDate() {
        return fields()[2];
    }

    @Deprecated
    public int getDay() {
        return fields()[3];
    }

    @Deprecated
    public int getHours() {
        return fields()[4];
    }

    @Deprecated
    public int getMinutes() {
        return fields()[5];
    }

    @Deprecated
    public int getSeconds() {
        return fields()[6];
    }

    /** Minutes to add to local time to get UTC (negative east of Greenwich). */
    @Deprecated
    public int getTimezoneOffset() {
        return -zoneOffset(fastTime) / 60000;
    }

    private static void twoDigits(StringBuilder sb, int v) {
        if (v < 10) {
            sb.append('0');
        }
        sb.append(v);
    }

    /** "EEE MMM dd HH:mm:ss zzz yyyy" in the default time zone, e.g. "Thu Jan 01 00:00:00 UTC 1970". */
    @Override
    public String toString() {
        int[] f = fields();
        StringBuilder sb = new StringBuilder(28);
        sb.append(DAYS[f[3]]).append(' ').append(MONTHS[f[1]]).append(' ');
        twoDigits(sb, f[2]);
        sb.append(' ');
        twoDigits(sb, f[4]);
        sb.append(':');
        twoDigits(sb, f[5]);
        sb.append(':');
        twoDigits(sb, f[6]);
        sb.append(' ').append(TimeZoneNames.shortNameAt(TimeZone.defaultRef(), fastTime)).append(' ').append(f[0]);
        return sb.toString();
    }
}
