// rjvm-test: jvm=-Duser.timezone=America/New_York
import java.util.*;

/**
 * java.util.TimeZone: ids (UTC, GMT, custom GMT offsets and their normalisation, tz database
 * zones, old three-letter ids, unknown ids falling back to GMT), offsets and daylight time at
 * fixed instants, raw offsets, short and long display names, the default zone and setDefault
 * (which Date.toString follows).
 */
public class TimeZones {
    public static void main(String[] args) {
        String[] ids = {"UTC", "GMT", "GMT+0", "GMT-0", "GMT+5", "GMT-5", "GMT+05:30", "GMT-0800", "GMT+1030",
            "GMT+9:45", "GMT+24:00", "GMT+5:3", "GMT+", "GMT+ab", "Etc/UTC", "America/New_York", "Europe/Berlin",
            "Europe/London", "Asia/Tokyo", "America/Los_Angeles", "PST", "ECT", "JST", "EST", "Nowhere/Special",
            "utc", ""};
        long[] instants = {0L, 1_704_467_045_123L, 1_719_792_000_000L, 1_710_053_999_999L, 1_710_054_000_000L,
            -2_000_000_000_000L};
        for (String id : ids) {
            TimeZone z = TimeZone.getTimeZone(id);
            StringBuilder sb = new StringBuilder("'" + id + "' -> " + z.getID() + " raw=" + z.getRawOffset() + " dst="
                + z.useDaylightTime() + " savings=" + z.getDSTSavings() + " short=" + z.getDisplayName(false, TimeZone.SHORT)
                + " long=" + z.getDisplayName(false, TimeZone.LONG, Locale.US));
            if (z.useDaylightTime()) {
                sb.append(" dshort=").append(z.getDisplayName(true, TimeZone.SHORT)).append(" dlong=")
                    .append(z.getDisplayName(true, TimeZone.LONG));
            }
            System.out.println(sb);
            StringBuilder offs = new StringBuilder("   ");
            for (long t : instants) {
                offs.append(' ').append(z.getOffset(t)).append(z.inDaylightTime(new Date(t)) ? "D" : "S");
            }
            System.out.println(offs);
        }
        TimeZone ny = TimeZone.getTimeZone("America/New_York");
        System.out.println("getOffset(era...) " + ny.getOffset(GregorianCalendar.AD, 2024, Calendar.JULY, 1,
            Calendar.MONDAY, 0) + " " + ny.getOffset(GregorianCalendar.AD, 2024, Calendar.JANUARY, 1, Calendar.MONDAY,
            3_600_000));
        System.out.println("same rules " + ny.hasSameRules(TimeZone.getTimeZone("US/Eastern")) + " "
            + ny.hasSameRules(TimeZone.getTimeZone("UTC")));
        TimeZone def = TimeZone.getDefault();
        System.out.println("default " + def.getID() + " " + def.getDisplayName() + " " + def.getRawOffset());
        Date d = new Date(1_704_467_045_123L);
        System.out.println("date " + d);
        TimeZone.setDefault(TimeZone.getTimeZone("Asia/Tokyo"));
        System.out.println("after setDefault " + TimeZone.getDefault().getID() + " " + d + " " + d.getHours());
        TimeZone.setDefault(TimeZone.getTimeZone("GMT-03:30"));
        System.out.println("custom default " + d + " " + d.getTimezoneOffset());
        TimeZone.setDefault(null);
        System.out.println("reset " + TimeZone.getDefault().getID() + " " + d);
        TimeZone copy = (TimeZone) ny.clone();
        copy.setID("Mine");
        System.out.println("clone " + copy.getID() + " " + ny.getID() + " " + copy.getRawOffset());
        TimeZone fixed = TimeZone.getTimeZone("GMT+02:00");
        fixed.setRawOffset(7_200_000 + 1_800_000);
        System.out.println("setRawOffset " + fixed.getID() + " " + fixed.getRawOffset() + " " + fixed.getOffset(0L));
        System.out.println("constants " + TimeZone.SHORT + " " + TimeZone.LONG);
        try {
            TimeZone.getTimeZone((String) null);
        } catch (NullPointerException e) {
            System.out.println("null id NPE");
        }
        try {
            ny.getDisplayName(false, 2);
        } catch (IllegalArgumentException e) {
            System.out.println("style IAE " + e.getMessage());
        }
    }
}
