package java.util;

/**
 * A zone of the system's tz database (rjvm shim; the JDK's sun.util.calendar.ZoneInfo).
 * The VM reads the TZif file and answers offsets, daylight saving and abbreviations at an
 * instant (vm/src/native/time.rs, classlib-shim/NATIVES.md). The raw offset is the latest
 * standard offset; daylight use is the rule after the file's last transition.
 */
final class TzdbZone extends TimeZone {
    private static final long serialVersionUID = 1L;

    /** The VM's handle of the loaded zone. */
    private final int handle;

    TzdbZone(String id, int handle) {
        setID(id);
        this.handle = handle;
    }

    /** The handle of zone {@code id} (a tz database name or an absolute path), or -1. */
    static native int load0(String id);

    /** The configured default zone id, or null. */
    static native String defaultId0();

    private static native int offset0(int handle, long millis);

    private static native int wallOffset0(int handle, long localMillis);

    private static native int dstSavings0(int handle, long millis);

    private static native int rawOffset0(int handle);

    private static native boolean usesDst0(int handle);

    private static native String typeName0(int handle, boolean dst);

    @Override
    public int getOffset(long date) {
        return offset0(handle, date);
    }

    @Override
    int wallOffset(long localMillis) {
        return wallOffset0(handle, localMillis);
    }

    /** Daylight saving in ms at {@code date} (0 in standard time). */
    int dstSavingsAt(long date) {
        return dstSavings0(handle, date);
    }

    /** The abbreviation of the latest standard or daylight time, or null. */
    String abbreviation(boolean dst) {
        return typeName0(handle, dst);
    }

    @Override
    public int getOffset(int era, int year, int month, int day, int dayOfWeek, int milliseconds) {
        long y = era == GregorianCalendar.BC ? 1 - year : year;
        return wallOffset(CalendarMath.fixedFromDate(y, month, day) * 86400000L + milliseconds);
    }

    @Override
    public void setRawOffset(int offsetMillis) {
        throw new UnsupportedOperationException("rjvm: setRawOffset on tz database zone " + getID());
    }

    @Override
    public int getRawOffset() {
        return rawOffset0(handle);
    }

    @Override
    public boolean useDaylightTime() {
        return usesDst0(handle);
    }

    @Override
    public boolean inDaylightTime(Date date) {
        return dstSavings0(handle, date.getTime()) != 0;
    }

    @Override
    public int getDSTSavings() {
        return useDaylightTime() ? 3600000 : 0;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof TzdbZone && getID().equals(((TzdbZone) o).getID());
    }

    @Override
    public int hashCode() {
        return getID().hashCode();
    }
}
