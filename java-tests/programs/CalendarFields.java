// rjvm-test: jvm=-Duser.timezone=UTC
import java.util.*;

/**
 * java.util.Calendar/GregorianCalendar from fixed instants: every field in UTC, a DST zone
 * and fixed offsets, the Julian calendar before 1582 and BC years, lenient normalisation and
 * non-lenient errors, field resolution (DAY_OF_WEEK, WEEK_OF_YEAR, DAY_OF_WEEK_IN_MONTH,
 * DAY_OF_YEAR), add and roll (month-end pinning, DST changes), actual maxima, week rules,
 * comparisons and clones.
 */
public class CalendarFields {
    static final String[] NAMES = {"ERA", "YEAR", "MONTH", "WEEK_OF_YEAR", "WEEK_OF_MONTH", "DAY_OF_MONTH",
        "DAY_OF_YEAR", "DAY_OF_WEEK", "DAY_OF_WEEK_IN_MONTH", "AM_PM", "HOUR", "HOUR_OF_DAY", "MINUTE", "SECOND",
        "MILLISECOND", "ZONE_OFFSET", "DST_OFFSET"};

    static String fields(Calendar c) {
        StringBuilder sb = new StringBuilder();
        for (int f = 0; f < Calendar.FIELD_COUNT; f++) {
            sb.append(f == 0 ? "" : " ").append(c.get(f));
        }
        return sb.toString();
    }

    static String ymd(Calendar c) {
        return (c.get(Calendar.ERA) == GregorianCalendar.BC ? "BC " : "") + c.get(Calendar.YEAR) + "-"
            + (c.get(Calendar.MONTH) + 1) + "-" + c.get(Calendar.DAY_OF_MONTH) + " " + c.get(Calendar.HOUR_OF_DAY)
            + ":" + c.get(Calendar.MINUTE) + ":" + c.get(Calendar.SECOND) + "." + c.get(Calendar.MILLISECOND)
            + " dow=" + c.get(Calendar.DAY_OF_WEEK) + " off=" + (c.get(Calendar.ZONE_OFFSET) + c.get(Calendar.DST_OFFSET));
    }

    static Calendar at(String zone, long millis) {
        Calendar c = Calendar.getInstance(TimeZone.getTimeZone(zone));
        c.setTimeInMillis(millis);
        return c;
    }

    public static void main(String[] args) {
        fieldsAtInstants();
        constructorsAndLenient();
        nonLenient();
        resolution();
        adding();
        rolling();
        maxima();
        weeks();
        misc();
    }

    static void fieldsAtInstants() {
        System.out.println("-- fields: " + String.join(" ", NAMES));
        long[] instants = {0L, -1L, 1_704_467_045_123L, 1_710_052_200_000L, 1_710_055_800_000L, 1_730_611_800_000L,
            1_730_615_400_000L, 951_782_400_000L, -12_219_292_800_000L, -12_219_292_800_001L, -62_135_596_800_000L,
            -62_135_596_800_001L, -70_000_000_000_000L, 253_402_300_799_999L, 1_735_603_200_000L, 1_609_459_199_000L};
        String[] zones = {"UTC", "America/New_York", "Europe/Berlin", "GMT+05:30", "GMT-08:00"};
        for (long t : instants) {
            for (String z : zones) {
                System.out.println(t + " " + z + ": " + fields(at(z, t)));
            }
        }
        Calendar def = Calendar.getInstance();
        def.setTime(new Date(1_000_000_000_000L));
        System.out.println("default " + def.getTimeZone().getID() + " " + ymd(def) + " " + def.getTime().getTime());
    }

    static void constructorsAndLenient() {
        System.out.println("-- constructors and lenient");
        System.out.println(ymd(new GregorianCalendar(2024, Calendar.FEBRUARY, 29)));
        System.out.println(ymd(new GregorianCalendar(2024, 0, 5, 15, 4)));
        System.out.println(ymd(new GregorianCalendar(2024, 0, 5, 15, 4, 5)) + " "
            + new GregorianCalendar(2024, 0, 5, 15, 4, 5).getTimeInMillis());
        int[][] cases = {{2023, 12, 1}, {2023, 13, 15}, {2024, 0, 0}, {2024, 0, -1}, {2024, 2, 0}, {2023, 1, 29},
            {2024, -1, 31}, {2024, -13, 1}, {2024, 1, 400}, {0, 0, 1}, {-5, 5, 5}, {1582, 9, 5}, {1582, 9, 14},
            {1582, 9, 15}, {1582, 9, 4}, {1000, 1, 29}, {1500, 1, 29}};
        for (int[] k : cases) {
            Calendar c = new GregorianCalendar(k[0], k[1], k[2]);
            System.out.println(k[0] + "/" + k[1] + "/" + k[2] + " -> " + ymd(c) + " doy=" + c.get(Calendar.DAY_OF_YEAR)
                + " ms=" + c.getTimeInMillis());
        }
        Calendar c = new GregorianCalendar(2024, 0, 31, 25, 61, 61);
        System.out.println("hms overflow " + ymd(c));
        c = new GregorianCalendar(2024, 0, 1, -1, -1, -1);
        System.out.println("hms underflow " + ymd(c));
        c.clear();
        System.out.println("cleared " + ymd(c) + " " + c.getTimeInMillis() + " isSet(YEAR)=" + c.isSet(Calendar.YEAR));
        c.clear();
        c.set(Calendar.YEAR, 2000);
        System.out.println("year only " + ymd(c) + " isSet(MONTH)=" + c.isSet(Calendar.MONTH));
        c.clear();
        c.set(Calendar.HOUR, 3);
        System.out.println("hour without AM_PM " + ymd(c));
        c.set(Calendar.AM_PM, Calendar.PM);
        System.out.println("hour with PM " + ymd(c));
        c.set(Calendar.HOUR_OF_DAY, 7);
        System.out.println("hour of day newer " + ymd(c));
        c.set(Calendar.HOUR, 11);
        System.out.println("hour newer " + ymd(c));
        c.set(Calendar.MILLISECOND, 1500);
        c.set(Calendar.ERA, GregorianCalendar.BC);
        System.out.println("BC " + ymd(c));
    }

    static void nonLenient() {
        System.out.println("-- non-lenient");
        int[][] cases = {{2023, 1, 29}, {2024, 1, 29}, {2024, 12, 1}, {2024, 0, 32}, {2024, 0, 0}, {2023, 3, 31}};
        for (int[] k : cases) {
            Calendar c = Calendar.getInstance();
            c.setLenient(false);
            c.clear();
            c.set(k[0], k[1], k[2]);
            try {
                System.out.println(ymd(c));
            } catch (IllegalArgumentException e) {
                System.out.println(k[0] + "/" + k[1] + "/" + k[2] + " IAE " + e.getMessage());
            }
        }
        Calendar c = Calendar.getInstance();
        c.setLenient(false);
        c.setTimeInMillis(0);
        c.set(Calendar.HOUR_OF_DAY, 24);
        try {
            c.getTime();
        } catch (IllegalArgumentException e) {
            System.out.println("hour 24 IAE " + e.getMessage());
        }
        System.out.println("lenient? " + c.isLenient());
    }

    static void resolution() {
        System.out.println("-- resolution");
        Calendar c = at("UTC", 1_704_467_045_123L);
        for (int dow = Calendar.SUNDAY; dow <= Calendar.SATURDAY; dow++) {
            Calendar d = (Calendar) c.clone();
            d.set(Calendar.DAY_OF_WEEK, dow);
            System.out.println("dow " + dow + " -> " + ymd(d));
        }
        Calendar d = (Calendar) c.clone();
        d.set(Calendar.WEEK_OF_YEAR, 10);
        System.out.println("woy 10 -> " + ymd(d));
        d.set(Calendar.DAY_OF_WEEK, Calendar.MONDAY);
        System.out.println("woy 10 monday -> " + ymd(d));
        d.set(Calendar.DAY_OF_MONTH, 20);
        System.out.println("dom newer -> " + ymd(d));
        d.set(Calendar.DAY_OF_YEAR, 200);
        System.out.println("doy 200 -> " + ymd(d));
        d.set(Calendar.MONTH, Calendar.NOVEMBER);
        System.out.println("month after doy -> " + ymd(d));
        d.set(Calendar.DAY_OF_WEEK_IN_MONTH, 4);
        d.set(Calendar.DAY_OF_WEEK, Calendar.THURSDAY);
        System.out.println("4th thursday -> " + ymd(d));
        d.set(Calendar.DAY_OF_WEEK_IN_MONTH, -1);
        System.out.println("last thursday -> " + ymd(d));
        d.set(Calendar.WEEK_OF_MONTH, 1);
        d.set(Calendar.DAY_OF_WEEK, Calendar.SUNDAY);
        System.out.println("week 1 sunday -> " + ymd(d));
        d.clear();
        d.set(Calendar.YEAR, 2021);
        d.set(Calendar.WEEK_OF_YEAR, 1);
        System.out.println("2021 week 1 -> " + ymd(d));
        d.clear();
        d.set(Calendar.YEAR, 2021);
        d.set(Calendar.DAY_OF_WEEK, Calendar.WEDNESDAY);
        System.out.println("2021 wednesday -> " + ymd(d));
        d.clear();
        d.set(Calendar.YEAR, 2024);
        d.set(Calendar.DAY_OF_YEAR, 366);
        System.out.println("2024 doy 366 -> " + ymd(d));
        d.set(Calendar.ZONE_OFFSET, 3600000);
        System.out.println("zone offset set -> " + d.getTimeInMillis() + " " + ymd(d));
    }

    static void adding() {
        System.out.println("-- add");
        int[] fields = {Calendar.ERA, Calendar.YEAR, Calendar.MONTH, Calendar.WEEK_OF_YEAR, Calendar.WEEK_OF_MONTH,
            Calendar.DAY_OF_MONTH, Calendar.DAY_OF_YEAR, Calendar.DAY_OF_WEEK, Calendar.DAY_OF_WEEK_IN_MONTH,
            Calendar.AM_PM, Calendar.HOUR, Calendar.HOUR_OF_DAY, Calendar.MINUTE, Calendar.SECOND, Calendar.MILLISECOND};
        int[] amounts = {1, -1, 13, -25, 1000};
        for (int f : fields) {
            StringBuilder sb = new StringBuilder(NAMES[f]);
            for (int n : amounts) {
                Calendar c = at("UTC", 1_706_702_400_000L);
                c.add(f, n);
                sb.append(" | ").append(ymd(c));
            }
            System.out.println(sb);
        }
        Calendar c = new GregorianCalendar(2024, Calendar.JANUARY, 31);
        c.add(Calendar.MONTH, 1);
        System.out.println("jan31+1m " + ymd(c));
        c = new GregorianCalendar(2024, Calendar.FEBRUARY, 29);
        c.add(Calendar.YEAR, 1);
        System.out.println("feb29+1y " + ymd(c));
        c = new GregorianCalendar(1, Calendar.MARCH, 1);
        c.add(Calendar.YEAR, -1);
        System.out.println("1AD-1y " + ymd(c));
        c.add(Calendar.YEAR, -2);
        System.out.println("BC-2y " + ymd(c));
        c.add(Calendar.YEAR, 5);
        System.out.println("+5y " + ymd(c));
        Calendar ny = at("America/New_York", 1_710_043_200_000L);
        System.out.println("ny " + ymd(ny));
        ny.add(Calendar.DAY_OF_MONTH, 1);
        System.out.println("ny +1d " + ymd(ny) + " " + ny.getTimeInMillis());
        ny.add(Calendar.HOUR_OF_DAY, 24);
        System.out.println("ny +24h " + ymd(ny) + " " + ny.getTimeInMillis());
        Calendar gap = at("America/New_York", 1_709_965_800_000L);
        gap.add(Calendar.DATE, 1);
        System.out.println("ny gap +1d " + ymd(gap) + " " + gap.getTimeInMillis());
        Calendar fall = Calendar.getInstance(TimeZone.getTimeZone("America/New_York"));
        fall.clear();
        fall.set(2024, Calendar.NOVEMBER, 3, 1, 30);
        System.out.println("ny overlap " + ymd(fall) + " " + fall.getTimeInMillis());
        fall.set(2024, Calendar.MARCH, 10, 2, 30);
        System.out.println("ny gap " + ymd(fall) + " " + fall.getTimeInMillis());
        fall.set(2024, Calendar.NOVEMBER, 2, 1, 30);
        fall.add(Calendar.DATE, 1);
        System.out.println("ny into overlap " + ymd(fall) + " " + fall.getTimeInMillis());
        try {
            c.add(Calendar.ZONE_OFFSET, 1);
        } catch (IllegalArgumentException e) {
            System.out.println("add ZONE_OFFSET IAE " + e.getMessage());
        }
    }

    static void rolling() {
        System.out.println("-- roll");
        int[] fields = {Calendar.ERA, Calendar.YEAR, Calendar.MONTH, Calendar.DAY_OF_MONTH, Calendar.DAY_OF_YEAR,
            Calendar.DAY_OF_WEEK, Calendar.AM_PM, Calendar.HOUR, Calendar.HOUR_OF_DAY, Calendar.MINUTE,
            Calendar.SECOND, Calendar.MILLISECOND};
        int[] amounts = {1, -1, 13, -25, 1000};
        long[] starts = {1_706_702_400_000L, 1_735_603_200_000L, 1_709_251_199_999L};
        for (long start : starts) {
            for (int f : fields) {
                StringBuilder sb = new StringBuilder(NAMES[f]);
                for (int n : amounts) {
                    Calendar c = at("UTC", start);
                    c.roll(f, n);
                    sb.append(" | ").append(ymd(c));
                }
                Calendar c = at("UTC", start);
                c.roll(f, false);
                sb.append(" | down ").append(ymd(c));
                System.out.println(sb);
            }
        }
    }

    static void maxima() {
        System.out.println("-- maxima");
        int[] years = {1600, 1700, 1900, 2000, 2015, 2020, 2021, 2023, 2024, 2026};
        for (int y : years) {
            StringBuilder sb = new StringBuilder(y + ":");
            Calendar c = new GregorianCalendar(y, 0, 1);
            sb.append(" leap=").append(((GregorianCalendar) c).isLeapYear(y));
            sb.append(" doy=").append(c.getActualMaximum(Calendar.DAY_OF_YEAR));
            sb.append(" woy=").append(c.getActualMaximum(Calendar.WEEK_OF_YEAR));
            for (int m = 0; m < 12; m++) {
                c.set(Calendar.MONTH, m);
                c.set(Calendar.DAY_OF_MONTH, 1);
                sb.append(' ').append(c.getActualMaximum(Calendar.DAY_OF_MONTH)).append('/')
                    .append(c.getActualMaximum(Calendar.WEEK_OF_MONTH)).append('/')
                    .append(c.getActualMaximum(Calendar.DAY_OF_WEEK_IN_MONTH));
            }
            System.out.println(sb);
        }
        Calendar c = Calendar.getInstance();
        for (int f = 0; f < Calendar.FIELD_COUNT; f++) {
            System.out.println(NAMES[f] + " min=" + c.getMinimum(f) + " max=" + c.getMaximum(f) + " gmin="
                + c.getGreatestMinimum(f) + " lmax=" + c.getLeastMaximum(f));
        }
        System.out.println("leap 4 " + new GregorianCalendar().isLeapYear(4) + " 1500 "
            + new GregorianCalendar().isLeapYear(1500) + " 1582 " + new GregorianCalendar().isLeapYear(1582));
    }

    static void weeks() {
        System.out.println("-- weeks");
        long[] days = {1_704_067_200_000L, 1_735_603_200_000L, 1_609_459_200_000L, 1_609_804_800_000L,
            1_640_995_200_000L, 1_672_444_800_000L, 1_451_606_400_000L, 1_483_142_400_000L};
        for (long t : days) {
            Calendar us = at("UTC", t);
            Calendar iso = at("UTC", t);
            iso.setFirstDayOfWeek(Calendar.MONDAY);
            iso.setMinimalDaysInFirstWeek(4);
            System.out.println(ymd(us) + " us woy=" + us.get(Calendar.WEEK_OF_YEAR) + " wom="
                + us.get(Calendar.WEEK_OF_MONTH) + " wy=" + us.getWeekYear() + " iso woy=" + iso.get(Calendar.WEEK_OF_YEAR)
                + " wom=" + iso.get(Calendar.WEEK_OF_MONTH) + " wy=" + iso.getWeekYear() + " weeks="
                + iso.getWeeksInWeekYear() + " first=" + iso.getFirstDayOfWeek() + "/" + iso.getMinimalDaysInFirstWeek());
        }
    }

    static void misc() {
        System.out.println("-- misc");
        Calendar a = at("UTC", 1000);
        Calendar b = at("UTC", 2000);
        Calendar a2 = at("UTC", 1000);
        System.out.println("before " + a.before(b) + " " + b.before(a) + " " + a.before(new Date(2000)));
        System.out.println("after " + a.after(b) + " " + b.after(a));
        System.out.println("compareTo " + a.compareTo(b) + " " + b.compareTo(a) + " " + a.compareTo(a2));
        System.out.println("equals " + a.equals(a2) + " " + a.equals(b) + " " + a.equals(at("GMT", 1000)) + " "
            + a.equals(null));
        a2.setLenient(false);
        System.out.println("equals lenient " + a.equals(a2));
        Calendar k = (Calendar) a.clone();
        k.add(Calendar.YEAR, 1);
        System.out.println("clone independent " + a.get(Calendar.YEAR) + " " + k.get(Calendar.YEAR) + " "
            + (k.getTimeZone() != a.getTimeZone()) + " " + k.getTimeZone().getID());
        Calendar z = at("UTC", 1_704_467_045_123L);
        z.setTimeZone(TimeZone.getTimeZone("Asia/Tokyo"));
        System.out.println("setTimeZone " + ymd(z) + " " + z.getTimeInMillis());
        z.set(Calendar.HOUR_OF_DAY, 1);
        System.out.println("set after zone " + ymd(z) + " " + z.getTimeInMillis());
        Calendar n = at("UTC", 1_704_467_045_123L);
        String[] styles = {"SHORT", "LONG"};
        int[] fs = {Calendar.MONTH, Calendar.DAY_OF_WEEK, Calendar.AM_PM, Calendar.ERA, Calendar.YEAR};
        for (int f : fs) {
            System.out.println(NAMES[f] + " " + n.getDisplayName(f, Calendar.SHORT, Locale.US) + " "
                + n.getDisplayName(f, Calendar.LONG, Locale.US) + " " + n.getDisplayName(f, Calendar.LONG_STANDALONE, Locale.US));
        }
        System.out.println(styles.length + " " + n.getCalendarType() + " " + n.isWeekDateSupported() + " "
            + ((GregorianCalendar) n).getGregorianChange().getTime());
        System.out.println("constants " + Calendar.UNDECIMBER + " " + Calendar.DATE + " " + Calendar.FIELD_COUNT + " "
            + Calendar.ALL_STYLES + " " + Calendar.SHORT_STANDALONE + " " + Calendar.LONG_FORMAT + " "
            + GregorianCalendar.AD);
        Calendar t = Calendar.getInstance(TimeZone.getTimeZone("GMT+02:00"), Locale.US);
        t.setTime(new Date(86_400_000L * 365));
        System.out.println("time " + t.getTime().getTime() + " " + ymd(t));
    }
}
