package java.util;

/**
 * Names of time zones in English (rjvm shim): display names (what {@code Date.toString}
 * and the 'z' pattern letter print) and the JDK's old three-letter zone ids. Short names
 * are the tz database's latest standard and daylight abbreviations. Long names are JDK 17's (CLDR) for UTC, GMT, custom zones
 * and the zones listed in {@link #LONG_NAMES}; others throw UnsupportedOperationException.
 */
final class TimeZoneNames {
    private TimeZoneNames() {
    }

    /** The JDK's old three-letter ids and the tz zones they stand for. */
    private static final String[] OLD_IDS = {
        "ACT", "Australia/Darwin", "AET", "Australia/Sydney", "AGT", "America/Argentina/Buenos_Aires",
        "ART", "Africa/Cairo", "AST", "America/Anchorage", "BET", "America/Sao_Paulo", "BST", "Asia/Dhaka",
        "CAT", "Africa/Harare", "CNT", "America/St_Johns", "CST", "America/Chicago", "CTT", "Asia/Shanghai",
        "EAT", "Africa/Addis_Ababa", "ECT", "Europe/Paris", "IET", "America/Indiana/Indianapolis",
        "IST", "Asia/Kolkata", "JST", "Asia/Tokyo", "MIT", "Pacific/Apia", "NET", "Asia/Yerevan",
        "NST", "Pacific/Auckland", "PLT", "Asia/Karachi", "PNT", "America/Phoenix",
        "PRT", "America/Puerto_Rico", "PST", "America/Los_Angeles", "SST", "Pacific/Guadalcanal",
        "VST", "Asia/Ho_Chi_Minh",
    };

    /** Zone id, long standard name, long daylight name (JDK 17, Locale.US). */
    private static final String[] LONG_NAMES = {
        "UTC", "Coordinated Universal Time", "Coordinated Universal Time",
        "Etc/UTC", "Coordinated Universal Time", "Coordinated Universal Time",
        "GMT", "Greenwich Mean Time", "Greenwich Mean Time",
        "Etc/GMT", "Greenwich Mean Time", "Greenwich Mean Time",
        "America/New_York", "Eastern Standard Time", "Eastern Daylight Time",
        "US/Eastern", "Eastern Standard Time", "Eastern Daylight Time",
        "EST", "Eastern Standard Time", "Eastern Standard Time",
        "America/Chicago", "Central Standard Time", "Central Daylight Time",
        "America/Denver", "Mountain Standard Time", "Mountain Daylight Time",
        "America/Los_Angeles", "Pacific Standard Time", "Pacific Daylight Time",
        "Europe/Berlin", "Central European Standard Time", "Central European Summer Time",
        "Europe/Paris", "Central European Standard Time", "Central European Summer Time",
        "Europe/London", "Greenwich Mean Time", "British Summer Time",
        "Asia/Tokyo", "Japan Standard Time", "Japan Daylight Time",
        "Asia/Kolkata", "India Standard Time", "India Daylight Time",
    };

    /** The tz zone an old three-letter id stands for, or null. */
    static String oldAlias(String id) {
        for (int i = 0; i < OLD_IDS.length; i += 2) {
            if (OLD_IDS[i].equals(id)) {
                return OLD_IDS[i + 1];
            }
        }
        return null;
    }

    /**
     * The short name of {@code zone} at instant {@code millis}, as Date.toString prints it:
     * the zone's current standard or daylight name ("EDT", "UTC", "GMT+05:30"), not the
     * historical abbreviation of that instant, as in the JDK.
     */
    static String shortNameAt(TimeZone zone, long millis) {
        return zone.getDisplayName(zone.inDaylightTime(new Date(millis)), TimeZone.SHORT, Locale.US);
    }

    /** {@link TimeZone#getDisplayName(boolean, int, Locale)} for the library's zones. */
    static String displayName(TimeZone zone, boolean daylight, int style) {
        String id = zone.getID();
        if (zone instanceof FixedZone && !id.equals("UTC") && !id.equals("GMT")) {
            return id;
        }
        if (style == TimeZone.SHORT) {
            if (zone instanceof TzdbZone) {
                TzdbZone tz = (TzdbZone) zone;
                String name = tz.abbreviation(daylight);
                return name != null ? name : tz.abbreviation(false) != null ? tz.abbreviation(false) : id;
            }
            return id;
        }
        String alias = oldAlias(id);
        String key = alias != null ? alias : id;
        for (int i = 0; i < LONG_NAMES.length; i += 3) {
            if (LONG_NAMES[i].equals(key)) {
                return LONG_NAMES[i + (daylight ? 2 : 1)];
            }
        }
        throw new UnsupportedOperationException("rjvm: no long display name for time zone " + id);
    }
}
