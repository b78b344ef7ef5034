package java.util;

/**
 * A zone with a fixed offset and no daylight time (rjvm shim): "UTC", "GMT" and custom
 * "GMT+hh:mm" zones (the JDK uses sun.util.calendar.ZoneInfo for these).
 */
final class FixedZone extends TimeZone {
    private static final long serialVersionUID = 1L;

    private int offset;

    FixedZone(String id, int offsetMillis) {
        setID(id);
        offset = offsetMillis;
    }

    /**
     * A custom zone from "GMT[+-]h", "hh", "hmm", "hhmm", "h:mm" or "hh:mm" (hours at most
     * 23, minutes at most 59), with the JDK's normalised id; null if malformed.
     */
    static FixedZone parseCustom(String id) {
        boolean negative = id.charAt(3) == '-';
        String rest = id.substring(4);
        int colon = rest.indexOf(':');
        String hh;
        String mm;
        if (colon >= 0) {
            hh = rest.substring(0, colon);
            mm = rest.substring(colon + 1);
            if (mm.length() != 2) {
                return null;
            }
        } else if (rest.length() <= 2) {
            hh = rest;
            mm = "0";
        } else {
            hh = rest.substring(0, rest.length() - 2);
            mm = rest.substring(rest.length() - 2);
        }
        if (hh.isEmpty() || hh.length() > 2 || !digits(hh) || !digits(mm)) {
            return null;
        }
        int hours = Integer.parseInt(hh);
        int minutes = Integer.parseInt(mm);
        if (hours > 23 || minutes > 59) {
            return null;
        }
        int millis = (hours * 60 + minutes) * 60000;
        return new FixedZone(customId(negative, hours, minutes), negative ? -millis : millis);
    }

    private static boolean digits(String s) {
        for (int i = 0; i < s.length(); i++) {
            if (s.charAt(i) < '0' || s.charAt(i) > '9') {
                return false;
            }
        }
        return true;
    }

    /** "GMT+05:30". */
    static String customId(boolean negative, int hours, int minutes) {
        StringBuilder sb = new StringBuilder("GMT").append(negative ? '-' : '+');
        sb.append((char) ('0' + hours / 10)).append((char) ('0' + hours % 10)).append(':');
        return sb.append((char) ('0' + minutes / 10)).append((char) ('0' + minutes % 10)).toString();
    }

    @Override
    public int getOffset(int era, int year, int month, int day, int dayOfWeek, int milliseconds) {
        return offset;
    }

    @Override
    public int getOffset(long date) {
        return offset;
    }

    @Override
    int wallOffset(long localMillis) {
        return offset;
    }

    @Override
    public void setRawOffset(int offsetMillis) {
        offset = offsetMillis;
    }

    @Override
    public int getRawOffset() {
        return offset;
    }

    @Override
    public boolean useDaylightTime() {
        return false;
    }

    @Override
    public boolean inDaylightTime(Date date) {
        return false;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof FixedZone && getID().equals(((FixedZone) o).getID()) && offset == ((FixedZone) o).offset;
    }

    @Override
    public int hashCode() {
        return getID().hashCode() ^ offset;
    }
}
