package java.util;

/**
 * A time zone (rjvm shim). {@link #getTimeZone(String)} knows "UTC", "GMT", custom
 * "GMT+hh:mm" ids (normalised as the JDK does: "GMT+5" is "GMT+05:00"), the JDK's old
 * three-letter aliases of tz zones ("PST", "ECT", ...) and every zone of the system's tz
 * database (/usr/share/zoneinfo, read by the VM, see {@link TzdbZone}); anything else is
 * GMT, as in the JDK. The default zone is HotSpot's: {@code -Duser.timezone}, else
 * {@code TZ}, else the zone /etc/localtime links to. Short display names are the tz
 * database's abbreviations (HotSpot's for the usual zones); long names are known for UTC,
 * GMT, custom zones and a few common zones, and other zones throw
 * UnsupportedOperationException. Not provided: getAvailableIDs, setRawOffset on tz
 * zones, java.time interop (toZoneId), locale-specific names (every locale is English).
 */
public abstract class TimeZone implements java.io.Serializable, Cloneable {
    private static final long serialVersionUID = 3581463369166924961L;

    /** Style of {@link #getDisplayName(boolean, int)}: "PST". */
    public static final int SHORT = 0;
    /** Style of {@link #getDisplayName(boolean, int)}: "Pacific Standard Time". */
    public static final int LONG = 1;

    private static TimeZone defaultZone;

    private String ID;

    public TimeZone() {
    }

    /** The zone's offset from UTC in ms at local date {@code year-month-day} plus {@code millis}. */
    public abstract int getOffset(int era, int year, int month, int day, int dayOfWeek, int milliseconds);

    /** The zone's offset from UTC in ms at {@code date} (epoch ms), daylight time included. */
    public int getOffset(long date) {
        return inDaylightTime(new Date(date)) ? getRawOffset() + getDSTSavings() : getRawOffset();
    }

    /**
     * The offset of wall-clock time {@code localMillis} (local epoch ms). Tz zones read a
     * time in a gap or an overlap as the JDK does (see TzdbZone); this default reads the
     * local time as if it were standard time.
     */
    int wallOffset(long localMillis) {
        return getOffset(localMillis - getRawOffset());
    }

    public abstract void setRawOffset(int offsetMillis);

    public abstract int getRawOffset();

    public String getID() {
        return ID;
    }

    public void setID(String ID) {
        if (ID == null) {
            throw new NullPointerException();
        }
        this.ID = ID;
    }

    public final String getDisplayName() {
        return getDisplayName(false, LONG);
    }

    public final String getDisplayName(Locale locale) {
        return getDisplayName(false, LONG, locale);
    }

    public final String getDisplayName(boolean daylight, int style) {
        return getDisplayName(daylight, style, Locale.getDefault());
    }

    /** English names whatever the locale. */
    public String getDisplayName(boolean daylight, int style, Locale locale) {
        if (style != SHORT && style != LONG) {
            throw new IllegalArgumentException("Illegal style: " + style);
        }
        return TimeZoneNames.displayName(this, daylight, style);
    }

    /** The daylight saving amount in ms: one hour for zones that use it. */
    public int getDSTSavings() {
        return useDaylightTime() ? 3600000 : 0;
    }

    public abstract boolean useDaylightTime();

    public boolean observesDaylightTime() {
        return useDaylightTime() || inDaylightTime(new Date());
    }

    public abstract boolean inDaylightTime(Date date);

    /**
     * The zone {@code ID}, or GMT if there is none. A custom id ("GMT+5", "GMT-08:00",
     * "GMT+0530") gets the normalised id "GMT+05:00".
     */
    public static synchronized TimeZone getTimeZone(String ID) {
        TimeZone zone = lookup(ID);
        return zone != null ? zone : new FixedZone("GMT", 0);
    }

    /** The zone {@code ID} names, or null. */
    private static TimeZone lookup(String ID) {
        if (ID.equals("UTC") || ID.equals("GMT")) {
            return new FixedZone(ID, 0);
        }
        if (ID.startsWith("GMT+") || ID.startsWith("GMT-")) {
            return FixedZone.parseCustom(ID);
        }
        int handle = TzdbZone.load0(ID);
        if (handle < 0) {
            String alias = TimeZoneNames.oldAlias(ID);
            handle = alias == null ? -1 : TzdbZone.load0(alias);
        }
        return handle < 0 ? null : new TzdbZone(ID, handle);
    }

    /** A copy of the default zone. */
    public static TimeZone getDefault() {
        return (TimeZone) defaultRef().clone();
    }

    /** The default zone itself (not a copy), for the library's own use. */
    static synchronized TimeZone defaultRef() {
        if (defaultZone == null) {
            String id = TzdbZone.defaultId0();
            defaultZone = id == null ? new FixedZone("GMT", 0) : getTimeZone(id);
        }
        return defaultZone;
    }

    /** Sets the default zone; null goes back to the configured one. */
    public static synchronized void setDefault(TimeZone zone) {
        defaultZone = zone == null ? null : (TimeZone) zone.clone();
    }

    /** Same raw offset and daylight rules (compared by offset and daylight use only). */
    public boolean hasSameRules(TimeZone other) {
        return other != null && getRawOffset() == other.getRawOffset() && useDaylightTime() == other.useDaylightTime();
    }

    @Override
    public Object clone() {
        try {
            return super.clone();
        } catch (CloneNotSupportedException e) {
            throw new InternalError(e);
        }
    }
}
