import java.time.*;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.time.temporal.TemporalAccessor;
import java.util.Locale;

/**
 * java.time.format.DateTimeFormatter: ofPattern with the letters y u M d D H h k K m s S a E
 * at every count (years below 1 and above 9999, English month and day names), quoted text,
 * optional sections, the ISO_LOCAL_DATE/TIME/DATE_TIME constants, format on LocalDate,
 * LocalTime and LocalDateTime, formatters' descriptions (toString), the JDK's pattern errors,
 * "Unsupported field" for a field the value lacks, parse through the ISO formatters, and
 * parse with patterns: adjacent numbers, names, AM/PM, two-digit years, SMART resolution
 * (day clamped to the month, 24:00), cross-checks, and the JDK's errors.
 */
public class DateTimeFormats {
    static void t(String what, Runnable r) {
        try {
            r.run();
        } catch (DateTimeParseException e) {
            System.out.println(what + " -> DateTimeParseException: " + e.getMessage() + " @" + e.getErrorIndex());
        } catch (RuntimeException e) {
            System.out.println(what + " -> " + e.getClass().getName() + ": " + e.getMessage());
        }
    }

    static final String[] PATTERNS = {"yyyy-MM-dd", "y", "yy", "yyy", "yyyyy", "u", "uu", "uuu", "uuuu", "M", "MM", "MMM", "MMMM", "MMMMM", "d", "dd", "D", "DD", "DDD", "H",
        "HH", "h", "hh", "k", "kk", "K", "KK", "m", "mm", "s", "ss", "S", "SS", "SSS", "SSSSSS", "SSSSSSSSS", "a", "E", "EE", "EEE", "EEEE", "EEEEE", "'at' HH 'o''clock'", "''",
        "yyyy-MM-dd'T'HH:mm:ss.SSS", "dd/MM/yyyy hh:mm a", "EEEE, MMMM d, uuuu", "yyyy-MM-dd[ HH:mm[:ss]]", "[yyyy-MM-dd ]HH:mm", "H:mm:ss.SSS, E d MMM yy", "yyyyMMddHHmmss"};

    public static void main(String[] args) {
        TemporalAccessor[] values = {LocalDateTime.of(2024, 3, 5, 7, 8, 9, 12_345_678), LocalDateTime.of(-5, 12, 25, 13, 0), LocalDateTime.of(12345, 1, 1, 0, 0, 59, 999_999_999),
            LocalDateTime.of(0, 6, 30, 12, 30, 5, 100_000_000), LocalDate.of(2023, 11, 19), LocalTime.of(23, 5), LocalTime.of(0, 0, 1, 500)};
        for (TemporalAccessor v : values) {
            System.out.println("== " + v);
            for (String p : PATTERNS) {
                t(p, () -> System.out.println(p + " -> " + DateTimeFormatter.ofPattern(p).format(v)));
            }
        }
        for (int m = 1; m <= 12; m++) {
            LocalDate d = LocalDate.of(2021, m, m + 10);
            System.out.print(d.format(DateTimeFormatter.ofPattern("MMM MMMM MMMMM E EEEE EEEEE|")));
        }
        System.out.println();
        for (int h = 0; h < 24; h += 5) {
            LocalTime lt = LocalTime.of(h, h * 2);
            System.out.print(lt.format(DateTimeFormatter.ofPattern("h:mm a k K|")));
        }
        System.out.println();
        LocalDateTime x = LocalDateTime.of(2024, 3, 5, 7, 8, 9, 12_345_678);
        DateTimeFormatter[] isos = {DateTimeFormatter.ISO_LOCAL_DATE, DateTimeFormatter.ISO_LOCAL_TIME, DateTimeFormatter.ISO_LOCAL_DATE_TIME};
        for (DateTimeFormatter f : isos) {
            System.out.println(f);
            for (TemporalAccessor v : values) {
                t("  " + v, () -> System.out.println("  " + v + " -> " + f.format(v)));
            }
        }
        System.out.println(x.format(DateTimeFormatter.ISO_LOCAL_DATE_TIME) + " " + x.toLocalDate().format(DateTimeFormatter.ISO_LOCAL_DATE) + " "
                + x.toLocalTime().withNano(500_000_000).format(DateTimeFormatter.ISO_LOCAL_TIME) + " " + LocalTime.NOON.format(DateTimeFormatter.ISO_LOCAL_TIME));
        for (String p : new String[] {"yyyy-MM-dd HH:mm:ss a E MMM 'x'", "uu u uuu uuuuu M D DD DDD", "h hh k K S SSS", "[HH:mm]", "yyyy[-MM[-dd]]", "'it''s' ''''", "d. MMMM",
                "EEEE", "yyyy-MM-dd'T'HH:mm"}) {
            System.out.println(p + " = " + DateTimeFormatter.ofPattern(p) + " = " + DateTimeFormatter.ofPattern(p, Locale.US).format(x));
        }
        StringBuilder sb = new StringBuilder("formatTo: ");
        DateTimeFormatter.ofPattern("dd.MM.yyyy").formatTo(x, sb);
        System.out.println(sb + " " + DateTimeFormatter.ofPattern("HH:mm").withLocale(Locale.ENGLISH).format(x));
        for (String p : new String[] {"SSSSSSSSSS", "MMMMMM", "ddd", "EEEEEE", "aa", "HHH", "hhh", "kkk", "mmm", "sss", "DDDD", "'abc", "yyyy'", "{", "}", "#", "]", "yyyy]", "b",
                "l", "t", "I", "j"}) {
            t("ofPattern " + p, () -> DateTimeFormatter.ofPattern(p));
        }
        t("time of date", () -> DateTimeFormatter.ofPattern("HH:mm").format(LocalDate.of(2020, 1, 1)));
        t("date of time", () -> DateTimeFormatter.ISO_LOCAL_DATE.format(LocalTime.NOON));
        t("instant", () -> DateTimeFormatter.ofPattern("yyyy").format(Instant.EPOCH));
        t("null", () -> DateTimeFormatter.ISO_LOCAL_DATE.format(null));
        t("ISO of -5", () -> System.out.println(DateTimeFormatter.ISO_LOCAL_DATE.format(LocalDate.of(-5, 1, 1))));
        System.out.println(LocalDate.parse("2024-02-29", DateTimeFormatter.ISO_LOCAL_DATE) + " " + LocalTime.parse("10:15:30.25", DateTimeFormatter.ISO_LOCAL_TIME) + " "
                + LocalDateTime.parse("2024-02-29T10:15", DateTimeFormatter.ISO_LOCAL_DATE_TIME) + " " + LocalDate.parse("2024-02-29T10:15", DateTimeFormatter.ISO_LOCAL_DATE_TIME)
                + " " + LocalTime.parse("2024-02-29T10:15", DateTimeFormatter.ISO_LOCAL_DATE_TIME));
        t("parse date", () -> LocalDate.parse("2024-02-30", DateTimeFormatter.ISO_LOCAL_DATE));
        t("parse time", () -> LocalTime.parse("10:15:", DateTimeFormatter.ISO_LOCAL_TIME));
        t("parse date-time", () -> LocalDateTime.parse("2024-02-29 10:15", DateTimeFormatter.ISO_LOCAL_DATE_TIME));
        t("parse date as time", () -> LocalTime.parse("2024-02-29", DateTimeFormatter.ISO_LOCAL_TIME));
        t("date-time of date", () -> LocalDateTime.parse("2024-02-29", DateTimeFormatter.ISO_LOCAL_DATE));
        // Parsing with patterns: strict, case-sensitive, SMART resolution.
        String[][] dates = {{"dd/MM/yyyy", "05/03/2024"}, {"dd/MM/yyyy", "30/02/2023"}, {"dd/MM/yyyy", "31/04/2023"}, {"dd/MM/yyyy", "32/01/2023"}, {"d/M/yyyy", "5/3/2024"},
            {"d/M/yyyy", "05/03/2024"}, {"yyyyMMdd", "20240305"}, {"yyMMdd", "240305"}, {"yy-MM-dd", "99-12-31"}, {"yyyy-MM-dd", "20245-03-05"}, {"yyyy-MM-dd", "+20245-03-05"},
            {"yyyy-MM-dd", "+2024-03-05"}, {"uuuu-MM-dd", "-0044-03-15"}, {"dd MMM yyyy", "05 Mar 2024"}, {"dd MMM yyyy", "05 mar 2024"}, {"dd MMMM yyyy", "05 March 2024"},
            {"EEE, dd MMM yyyy", "Tue, 05 Mar 2024"}, {"EEE, dd MMM yyyy", "Wed, 05 Mar 2024"}, {"EEEE d MMMM uuuu", "Friday 13 September 2024"}, {"yyyy-DDD", "2024-065"},
            {"yyyy-DDD", "2023-366"}, {"uuuu-MM-dd", "2024-02-30"}, {"yyyy-MM-dd", "0000-01-01"}, {"yyyy-MM-dd", "2024-13-01"}, {"dd/MM/yyyy", "5/03/2024"}, {"dd/MM/yyyy", "05/03/24"},
            {"dd/MM/yyyy", "05/03/2024 "}, {"yyyy-MM-dd[ HH:mm]", "2024-03-05"}, {"yyyy-MM-dd[ HH:mm]", "2024-03-05 10:1"}, {"'Date:' yyyy-MM-dd", "Date: 2024-03-05"},
            {"'Date:' yyyy-MM-dd", "date: 2024-03-05"}, {"yyyy-MM-dd HH:mm", "2024-03-05 10:15"}, {"d.M.yy", "1.1.00"}, {"yyyy-M-d", "2024-003-5"}, {"yyyy", "2024"}};
        for (String[] c : dates) {
            t("LocalDate " + c[0] + " " + c[1], () -> System.out.println("LocalDate " + c[0] + " " + c[1] + " = " + LocalDate.parse(c[1], DateTimeFormatter.ofPattern(c[0]))));
        }
        String[][] times = {{"hh:mm a", "10:15 PM"}, {"hh:mm a", "12:00 AM"}, {"h:mm a", "12:30 PM"}, {"hh:mm a", "10:15 pm"}, {"HH", "10"},
            {"HH:mm:ss.SSS", "10:15:30.123"}, {"HH:mm:ss.SS", "10:15:30.123"}, {"HHmmss", "101530"}, {"HHmmssSSS", "101530042"}, {"HH:mm", "24:00"}, {"kk:mm", "24:00"},
            {"h:mm a", "13:00 PM"}, {"h:mm a", "0:30 AM"}, {"K:mm a", "11:59 PM"}, {"K:mm a", "12:00 PM"}, {"mm", "15"}, {"HH:mm", "10:15:00"}, {"HH:mm", "1015"},
            {"HH:mm", "25:00"}, {"HH:mm", "23:60"}, {"HH:mm:ss", "23:59:60"}, {"HH:mm a", "10:15 PM"}, {"HH:mm a", "22:15 PM"}, {"H:m:s", "1:2:3"}, {"HH.mm[.ss]", "07.45"},
            {"yyyy-MM-dd HH:mm", "2024-03-05 10:15"}, {"HH:mm:ss", "-1:00:00"}};
        for (String[] c : times) {
            t("LocalTime " + c[0] + " " + c[1], () -> System.out.println("LocalTime " + c[0] + " " + c[1] + " = " + LocalTime.parse(c[1], DateTimeFormatter.ofPattern(c[0]))));
        }
        String[][] dateTimes = {{"yyyy-MM-dd HH:mm", "2024-03-05 24:00"}, {"yyyy-MM-dd HH:mm", "2024-12-31 24:00"}, {"yyyy-MM-dd HH:mm", "2024-03-05 10:15"},
            {"yyyy-MM-dd", "2024-03-05"}, {"dd/MM/yyyy hh:mm:ss a", "29/02/2024 11:59:59 PM"}, {"yyyyMMddHHmmss", "20240305101530"}, {"yyyy-MM-dd'T'HH:mm:ss.SSS", "2024-03-05T10:15:30.007"},
            {"EEE MMM dd HH:mm:ss yyyy", "Tue Mar 05 10:15:30 2024"}, {"yyyy-MM-dd HH:mm", "2024-02-30 25:00"}, {"HH:mm", "10:15"}};
        for (String[] c : dateTimes) {
            t("LocalDateTime " + c[0] + " " + c[1], () -> System.out.println("LocalDateTime " + c[0] + " " + c[1] + " = " + LocalDateTime.parse(c[1], DateTimeFormatter.ofPattern(c[0]))));
        }
        DateTimeFormatter round = DateTimeFormatter.ofPattern("EEEE, MMMM d, uuuu h:mm:ss.SSS a");
        LocalDateTime when = LocalDateTime.of(2031, 7, 4, 0, 5, 6, 789_000_000);
        System.out.println(round.format(when) + " -> " + LocalDateTime.parse(round.format(when), round));
        t("parse to fields", () -> System.out.println(DateTimeFormatter.ofPattern("MM").parse("12")));
    }
}
