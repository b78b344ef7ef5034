// rjvm-test: jvm=-Duser.timezone=Europe/Berlin
import java.text.*;
import java.util.*;

/**
 * java.text.SimpleDateFormat and DateFormat from fixed instants: every pattern letter and
 * count, quoting, zones (default Europe/Berlin with DST, UTC, New York, custom offsets), the
 * Locale.US style instances, FieldPosition, pattern errors, and parsing (numbers, abutting
 * fields, names, zones, two-digit years, lenient and non-lenient, ParsePosition and
 * ParseException offsets).
 */
public class DateFormats {
    static final long[] INSTANTS = {0L, 1_704_467_045_123L, 1_719_792_000_007L, 1_711_846_799_999L,
        1_711_846_800_000L, 951_782_400_000L, -1L, 1_735_689_599_999L, -62_135_596_800_000L, 4_102_444_800_000L};

    public static void main(String[] args) throws Exception {
        patterns();
        styles();
        fieldPositions();
        errors();
        parsing();
    }

    static void patterns() {
        System.out.println("-- patterns");
        String[] patterns = {"yyyy-MM-dd'T'HH:mm:ss.SSSZ", "G GGGG y yy yyy yyyyy Y YY", "M MM MMM MMMM MMMMM L LL LLL LLLL",
            "d dd D DDD F w ww W", "E EE EEE EEEE EEEEE u uu", "a h hh K KK H HH k kk m mm s ss S SS SSS SSSS",
            "z zz zzz zzzz", "Z ZZ ZZZZ", "X XX XXX", "'quoted' '' 'it''s' 'o''clock'", "EEE, d MMM yyyy HH:mm:ss z",
            "yyyyMMddHHmmssSSS", "h 'o''clock' a, zzzz", "dd.MM.yy", ""};
        String[] zones = {null, "UTC", "America/New_York", "GMT-03:30", "Asia/Kolkata"};
        for (String p : patterns) {
            System.out.println("[" + p + "]");
            for (String z : zones) {
                SimpleDateFormat f = new SimpleDateFormat(p, Locale.US);
                if (z != null) {
                    f.setTimeZone(TimeZone.getTimeZone(z));
                }
                StringBuilder sb = new StringBuilder("  " + f.getTimeZone().getID() + ":");
                for (long t : INSTANTS) {
                    sb.append(" |").append(f.format(new Date(t)));
                }
                System.out.println(sb);
            }
        }
        SimpleDateFormat f = new SimpleDateFormat("yyyy-MM-dd HH:mm", Locale.ROOT);
        System.out.println("root " + f.format(new Date(1_704_467_045_123L)) + " " + f.format(1_704_467_045_123L));
        f = new SimpleDateFormat("yyyy", Locale.US);
        f.applyPattern("EEEE d MMMM");
        System.out.println("applied " + f.toPattern() + " -> " + f.format(new Date(1_704_467_045_123L)));
        System.out.println("default pattern " + new SimpleDateFormat().toPattern());
    }

    static void styles() {
        System.out.println("-- styles");
        String[] zones = {"UTC", "America/New_York", "Europe/Berlin", "GMT+05:30"};
        long[] instants = {1_704_467_045_123L, 1_719_792_000_007L, 1_704_412_800_000L, 1_704_456_000_000L};
        for (String z : zones) {
            for (long t : instants) {
                Date d = new Date(t);
                StringBuilder sb = new StringBuilder(z + " " + t + ":");
                for (int s = DateFormat.FULL; s <= DateFormat.SHORT; s++) {
                    DateFormat df = DateFormat.getDateInstance(s, Locale.US);
                    DateFormat tf = DateFormat.getTimeInstance(s, Locale.US);
                    df.setTimeZone(TimeZone.getTimeZone(z));
                    tf.setTimeZone(TimeZone.getTimeZone(z));
                    sb.append(" {").append(df.format(d)).append(" | ").append(tf.format(d)).append('}');
                }
                System.out.println(sb);
            }
        }
        Date d = new Date(1_704_467_045_123L);
        for (int ds = 0; ds < 4; ds++) {
            for (int ts = 0; ts < 4; ts++) {
                DateFormat f = DateFormat.getDateTimeInstance(ds, ts, Locale.US);
                System.out.println(ds + "/" + ts + " " + ((SimpleDateFormat) f).toPattern() + " -> " + f.format(d));
            }
        }
        System.out.println("defaults " + DateFormat.getDateInstance().format(d) + " | " + DateFormat.getTimeInstance().format(d)
            + " | " + DateFormat.getDateTimeInstance().format(d) + " | " + DateFormat.getInstance().format(d) + " | "
            + DateFormat.getDateInstance(DateFormat.LONG).format(d) + " | "
            + DateFormat.getTimeInstance(DateFormat.SHORT).format(d));
        System.out.println("constants " + DateFormat.FULL + DateFormat.LONG + DateFormat.MEDIUM + DateFormat.SHORT
            + DateFormat.DEFAULT + " " + DateFormat.TIMEZONE_FIELD + " " + DateFormat.HOUR0_FIELD);
    }

    static void fieldPositions() {
        System.out.println("-- field positions");
        SimpleDateFormat f = new SimpleDateFormat("EEEE, MMMM d, yyyy 'at' h:mm:ss a z (D)", Locale.US);
        Date d = new Date(1_704_467_045_123L);
        for (int field = 0; field <= 17; field++) {
            FieldPosition fp = new FieldPosition(field);
            StringBuffer sb = f.format(d, new StringBuffer(">"), fp);
            System.out.println(field + " " + sb + " " + fp.getBeginIndex() + "-" + fp.getEndIndex());
        }
        System.out.println(f.format((Object) d) + " | " + f.format(Long.valueOf(0L)));
        try {
            f.format("not a date");
        } catch (IllegalArgumentException e) {
            System.out.println("IAE " + e.getMessage());
        }
        System.out.println(new FieldPosition(3) + " " + new ParsePosition(4));
    }

    static void errors() {
        System.out.println("-- errors");
        String[] bad = {"yyyy-MM-dd q", "'unterminated", "XXXX", "hh:mm 'x", "b"};
        for (String p : bad) {
            try {
                new SimpleDateFormat(p);
                System.out.println(p + " ok");
            } catch (IllegalArgumentException e) {
                System.out.println(p + " IAE " + e.getMessage());
            }
        }
        try {
            new SimpleDateFormat(null);
        } catch (NullPointerException e) {
            System.out.println("null NPE");
        }
        try {
            DateFormat.getDateInstance(7);
        } catch (IllegalArgumentException e) {
            System.out.println("style IAE " + e.getMessage());
        }
    }

    static void parse(SimpleDateFormat f, String text) {
        try {
            Date d = f.parse(text);
            System.out.println("  '" + text + "' -> " + d.getTime() + " " + f.format(d));
        } catch (ParseException e) {
            System.out.println("  '" + text + "' ParseException " + e.getMessage() + " at " + e.getErrorOffset());
        }
    }

    static void parsing() {
        System.out.println("-- parsing");
        Object[][] cases = {
            {"yyyy-MM-dd", new String[] {"2024-01-05", "2024-1-5", "2024-13-45", "2024-02-30", "  2024-01-05", "2024-01-05xyz",
                "2024/01/05", "", "2024-", "-5-01-01", "2024-01-05 10:00"}},
            {"yyyyMMdd", new String[] {"20240105", "2024015", "202401051", "2024 105"}},
            {"yyyy-MM-dd HH:mm:ss.SSS", new String[] {"2024-01-05 15:04:05.123", "2024-01-05 15:04:05.5",
                "2024-01-05 25:61:61.1000", "2024-01-05 15:04", "2024-03-31 02:30:00.000", "2024-10-27 02:30:00.000"}},
            {"dd MMM yyyy", new String[] {"05 Jan 2024", "5 january 2024", "05 JAN 2024", "05 Janu 2024", "05 Foo 2024"}},
            {"EEE, d MMMM yy", new String[] {"Fri, 5 January 24", "Monday, 5 January 24", "Fri, 5 January 99",
                "Fri, 5 January 2024", "Fri, 5 January 5"}},
            {"MM/dd/yy h:mm a", new String[] {"01/05/24 3:04 PM", "01/05/24 12:00 am", "01/05/24 12:30 PM", "01/05/24 3:04",
                "1/5/24 11:59 pm"}},
            {"yyyy-MM-dd'T'HH:mm:ssZ", new String[] {"2024-01-05T15:04:05+0530", "2024-01-05T15:04:05-08:00",
                "2024-01-05T15:04:05+05", "2024-01-05T15:04:05Z"}},
            {"yyyy-MM-dd'T'HH:mm:ssXXX", new String[] {"2024-01-05T15:04:05Z", "2024-01-05T15:04:05+05:30",
                "2024-01-05T15:04:05-0800", "2024-01-05T15:04:05"}},
            {"yyyy-MM-dd HH:mm z", new String[] {"2024-01-05 15:04 UTC", "2024-01-05 15:04 GMT", "2024-01-05 15:04 GMT+02:00",
                "2024-01-05 15:04 CET", "2024-07-05 15:04 CEST", "2024-01-05 15:04 Central European Standard Time",
                "2024-01-05 15:04 +0100"}},
            {"G yyyy D k K", new String[] {"AD 2024 100 24 11", "BC 0044 75 1 0"}},
            {"'day' u 'of week' w, yyyy", new String[] {"day 5 of week 1, 2024", "day 7 of week 10, 2024"}},
        };
        for (Object[] c : cases) {
            SimpleDateFormat f = new SimpleDateFormat((String) c[0], Locale.US);
            System.out.println("[" + c[0] + "]");
            for (String text : (String[]) c[1]) {
                parse(f, text);
            }
        }
        SimpleDateFormat f = new SimpleDateFormat("yyyy-MM-dd", Locale.US);
        f.setLenient(false);
        System.out.println("non-lenient " + f.isLenient());
        parse(f, "2024-02-30");
        parse(f, "2024-02-29");
        parse(f, "2024-13-01");
        ParsePosition pp = new ParsePosition(4);
        Date d = f.parse("at: 2024-01-05 and more", pp);
        System.out.println("pos " + d.getTime() + " " + pp.getIndex() + " " + pp.getErrorIndex());
        pp = new ParsePosition(0);
        System.out.println("fail " + f.parse("2024-x", pp) + " " + pp.getIndex() + " " + pp.getErrorIndex());
        SimpleDateFormat z = new SimpleDateFormat("HH:mm z", Locale.US);
        z.setTimeZone(TimeZone.getTimeZone("UTC"));
        parse(z, "10:00 EST");
        System.out.println("zone after parse " + z.getTimeZone().getID());
        SimpleDateFormat two = new SimpleDateFormat("yy-MM-dd", Locale.US);
        two.set2DigitYearStart(new Date(0L));
        parse(two, "69-12-31");
        parse(two, "70-01-02");
        parse(two, "1970-01-01");
        System.out.println("start " + two.get2DigitYearStart().getTime());
        try {
            Object o = f.parseObject("2024-01-05");
            System.out.println("parseObject " + ((Date) o).getTime());
        } catch (ParseException e) {
            System.out.println("unexpected");
        }
        SimpleDateFormat clone = (SimpleDateFormat) f.clone();
        clone.setTimeZone(TimeZone.getTimeZone("UTC"));
        System.out.println("clone " + clone.equals(f) + " " + f.equals(new SimpleDateFormat("yyyy-MM-dd", Locale.US))
            + " " + f.getTimeZone().getID() + " " + clone.toPattern());
    }
}
