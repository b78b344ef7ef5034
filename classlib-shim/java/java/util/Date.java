package java.util;

/**
 * An instant in milliseconds since the epoch (rjvm shim). The calendar fields of the
 * deprecated API and {@link #toString} use the default time zone, which the VM takes
 * from {@code -Duser.timezone}, else {@code TZ}, else {@code /etc/localtime}, and reads
 * from the system's tz database (see classlib-shim/NATIVES.md). Fields are computed on
 * the proleptic Gregorian calendar (HotSpot switches to the Julian one before 1582).
 */
public class Date implements java.io.Serializable, Cloneable, Comparable<Date> {
    private static final long serialVersionUID = 7523967970034938905L;

    private static final String[] DAYS = {"Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"};
    private static final String[] MONTHS = {"Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct",
        "Nov", "Dec"};

    private transient long fastTime;

    /** The default zone's offset from UTC at {@code millis}, in milliseconds. */
    private static native int zoneOffset0(long millis);

    /** The default zone's abbreviation at {@code millis} ("UTC", "CEST", "GMT+05:45"). */
    private static native String zoneName0(long millis);

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
        long y = 1900L + year + Math.floorDiv(month, 12);
        int m = Math.floorMod(month, 12);
        long local = ((daysFromCivil(y, m + 1, 1) + date - 1) * 86400L + hrs * 3600L + min * 60L + sec) * 1000L;
        long guess = local - zoneOffset0(local);
        fastTime = local - zoneOffset0(guess);
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

    /** Days since 1970-01-01 of a proleptic Gregorian date (month 1-12). */
    private static long daysFromCivil(long y, int m, int d) {
        y -= m <= 2 ? 1 : 0;
        long era = Math.floorDiv(y, 400);
        long yoe = y - era * 400;
        long doy = (153L * (m + (m > 2 ? -3 : 9)) + 2) / 5 + d - 1;
        long doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
        return era * 146097 + doe - 719468;
    }

    /** {year, month 0-11, day 1-31, weekday 0-6 (Sunday 0), hour, minute, second} of local time. */
    private int[] fields() {
        long local = fastTime + zoneOffset0(fastTime);
        long days = Math.floorDiv(local, 86400000L);
        int secs = (int) (Math.floorMod(local, 86400000L) / 1000);
        long z = days + 719468;
        long era = Math.floorDiv(z, 146097);
        long doe = z - era * 146097;
        long yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
        long doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
        long mp = (5 * doy + 2) / 153;
        int d = (int) (doy - (153 * mp + 2) / 5 + 1);
        int m = (int) (mp < 10 ? mp + 3 : mp - 9);
        long y = yoe + era * 400 + (m <= 2 ? 1 : 0);
        int weekday = (int) Math.floorMod(days + 4, 7);
        return new int[] {(int) y, m - 1, d, weekday, secs / 3600, secs / 60 % 60, secs % 60};
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
        return -zoneOffset0(fastTime) / 60000;
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
        sb.append(' ').append(zoneName0(fastTime)).append(' ').append(f[0]);
        return sb.toString();
    }
}
