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
 * "Unsupported field" for a field the value lacks, and parse through the ISO formatters.
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
    }
}
