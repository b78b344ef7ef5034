import java.time.*;
import java.time.chrono.ChronoLocalDateTime;
import java.time.format.DateTimeParseException;
import java.time.temporal.*;
import java.util.*;

/**
 * java.time.LocalDateTime: the of overloads and their validation order, LocalDate.atTime and
 * atStartOfDay, getters, plus/minus of every unit with the time carrying into days (and
 * Long.MIN_VALUE/MAX_VALUE amounts), Period and Duration amounts, with*, truncatedTo, until
 * for time and date units across midnight, comparisons, hash codes, toString and ISO parse
 * with the JDK's messages.
 */
public class LocalDateTimes {
    static void t(String what, Runnable r) {
        try {
            r.run();
        } catch (DateTimeParseException e) {
            System.out.println(what + " -> DateTimeParseException: " + e.getMessage() + " @" + e.getErrorIndex() + " [" + e.getParsedString() + "]");
        } catch (RuntimeException e) {
            System.out.println(what + " -> " + e.getClass().getName() + ": " + e.getMessage());
        }
    }

    static final ChronoUnit[] UNITS = ChronoUnit.values();

    public static void main(String[] args) {
        LocalDateTime[] ds = {LocalDateTime.of(2024, 2, 29, 23, 59), LocalDateTime.of(1970, 1, 1, 0, 0, 1), LocalDateTime.of(1969, 12, 31, 23, 59, 59, 999_000_000),
            LocalDateTime.of(2000, Month.MARCH, 1, 12, 0), LocalDateTime.of(2000, Month.MARCH, 1, 12, 0, 30), LocalDateTime.of(-1, Month.JUNE, 15, 6, 7, 8, 9),
            LocalDateTime.of(LocalDate.of(12345, 7, 4), LocalTime.NOON), LocalDate.of(2023, 12, 31).atTime(1, 2), LocalDate.of(2023, 12, 31).atTime(1, 2, 3),
            LocalDate.of(2023, 12, 31).atTime(1, 2, 3, 4000), LocalDate.of(2023, 12, 31).atTime(LocalTime.MAX), LocalDate.of(2023, 12, 31).atStartOfDay(), LocalDateTime.MIN,
            LocalDateTime.MAX};
        for (LocalDateTime d : ds) {
            System.out.println(d + " " + d.getYear() + "/" + d.getMonthValue() + "/" + d.getMonth() + "/" + d.getDayOfMonth() + " doy=" + d.getDayOfYear() + " " + d.getDayOfWeek()
                    + " " + d.getHour() + ":" + d.getMinute() + ":" + d.getSecond() + "." + d.getNano() + " date=" + d.toLocalDate() + " time=" + d.toLocalTime() + " hash="
                    + d.hashCode());
        }
        LocalDateTime x = LocalDateTime.of(2023, 12, 31, 22, 30, 15, 250_000_000);
        System.out.println(x.plusHours(2) + " " + x.plusHours(-47) + " " + x.minusHours(24 * 366) + " " + x.plusMinutes(90) + " " + x.minusMinutes(1440 * 60 + 31) + " "
                + x.plusSeconds(86_400 * 59 + 6000) + " " + x.minusSeconds(-3600) + " " + x.plusNanos(Long.MAX_VALUE) + " " + x.minusNanos(750_000_001));
        System.out.println(x.plusDays(1) + " " + x.plusWeeks(-3) + " " + x.plusMonths(2) + " " + x.minusMonths(10) + " " + x.plusYears(1) + " " + x.minusYears(2024) + " "
                + x.minusDays(365) + " " + x.minusWeeks(52));
        for (ChronoUnit u : UNITS) {
            if (u == ChronoUnit.FOREVER) {
                continue;
            }
            System.out.println(u + ": plus " + x.plus(u == ChronoUnit.ERAS ? -1 : 100_003, u) + " minus " + x.minus(u == ChronoUnit.ERAS ? 0 : 77, u) + " supported " + x.isSupported(u));
        }
        for (ChronoUnit u : new ChronoUnit[] {ChronoUnit.NANOS, ChronoUnit.MICROS, ChronoUnit.MILLIS, ChronoUnit.SECONDS, ChronoUnit.MINUTES, ChronoUnit.HOURS, ChronoUnit.HALF_DAYS,
                ChronoUnit.DAYS}) {
            System.out.println(u + ": trunc " + x.truncatedTo(u) + " plusBig " + x.plus(Long.MAX_VALUE / 100_000_000_000L, u));
        }
        System.out.println(x.plus(Period.of(1, 2, 3)) + " " + x.minus(Period.ofMonths(10)) + " " + x.plus(Duration.ofSeconds(90_000, 800_000_000)) + " " + x.minus(Duration.ofHours(49))
                + " " + x.plus(Duration.ZERO) + " " + x.minus(Period.ZERO));
        System.out.println(x.withYear(2024).withMonth(2).withDayOfMonth(29) + " " + x.withDayOfYear(60) + " " + x.withHour(0) + " " + x.withMinute(5) + " " + x.withSecond(0) + " "
                + x.withNano(0) + " " + LocalDateTime.of(2024, 1, 31, 1, 1).withMonth(2) + " " + LocalDateTime.of(2024, 2, 29, 1, 1).withYear(2023));
        LocalDateTime a = LocalDateTime.of(2020, 2, 28, 18, 0);
        LocalDateTime[] ends = {LocalDateTime.of(2021, 3, 1, 6, 0, 0, 1), LocalDateTime.of(2020, 2, 28, 17, 59, 59), LocalDateTime.of(2019, 2, 28, 18, 0, 1),
            LocalDateTime.of(2020, 2, 29, 17, 0), LocalDateTime.of(2020, 3, 28, 18, 0)};
        for (LocalDateTime e : ends) {
            StringBuilder sb = new StringBuilder("until " + e + ":");
            for (ChronoUnit u : UNITS) {
                if (u != ChronoUnit.FOREVER) {
                    sb.append(' ').append(u).append('=').append(a.until(e, u));
                }
            }
            System.out.println(sb + " between " + ChronoUnit.HOURS.between(e, a) + " " + Duration.between(a, e) + " " + Period.between(a.toLocalDate(), e.toLocalDate()));
        }
        System.out.println(a.toLocalDate().until(ends[0], ChronoUnit.DAYS) + " " + LocalDate.from(a) + " " + LocalTime.from(a) + " " + LocalDateTime.from(a));
        LocalDateTime b = LocalDateTime.of(2020, 2, 28, 18, 0, 0, 1);
        ChronoLocalDateTime<?> c = b;
        System.out.println(a.isBefore(b) + " " + a.isAfter(b) + " " + a.isEqual(b) + " " + a.isEqual(LocalDateTime.parse("2020-02-28T18:00")) + " " + c.isAfter(a) + " "
                + a.compareTo(b) + " " + b.compareTo(a) + " " + a.compareTo(LocalDateTime.of(2023, 1, 1, 0, 0)) + " " + a.compareTo(LocalDateTime.of(2020, 1, 1, 0, 0)) + " "
                + a.equals(b) + " " + a.equals(LocalDate.of(2020, 2, 28).atTime(18, 0)) + " " + a.equals(a.toLocalDate()));
        List<LocalDateTime> sorted = new ArrayList<>(Arrays.asList(ds));
        Collections.sort(sorted);
        System.out.println(sorted.get(0) + " " + sorted.get(1) + " " + sorted.get(sorted.size() - 2) + " " + sorted.get(sorted.size() - 1));
        for (String s : new String[] {"2024-03-15T10:15", "2024-03-15t10:15:30", "+12345-01-02T00:00:00.5", "-0001-06-15T23:59:59.999999999", "2024-03-15T00:00:00.000"}) {
            System.out.println("parse " + s + " = " + LocalDateTime.parse(s));
        }
        for (String s : new String[] {"2024-03-15", "2024-03-15T", "2024-03-15 10:15", "2024-03-15T1:15", "2024-13-15T10:15", "2024-13-15T25:00", "2024-02-30T10:15",
                "2023-02-29T10:15", "2024-03-15T24:00", "2024-03-15T10:15:30.1234567890", "2024-3-15T10:15", "10:15"}) {
            t("parse " + s, () -> LocalDateTime.parse(s));
        }
        t("of date", () -> LocalDateTime.of(2023, 2, 29, 25, 0));
        t("of time", () -> LocalDateTime.of(2023, 2, 28, 25, 0));
        t("of nano", () -> LocalDateTime.of(2023, Month.FEBRUARY, 28, 0, 0, 0, -1));
        t("of null", () -> LocalDateTime.of(null, LocalTime.NOON));
        t("atTime", () -> LocalDate.of(2023, 1, 1).atTime(12, 60));
        t("withDayOfMonth", () -> x.withDayOfMonth(32));
        t("withHour", () -> x.withHour(24));
        t("plus forever", () -> x.plus(1, ChronoUnit.FOREVER));
        t("plus eras", () -> x.plus(1, ChronoUnit.ERAS));
        t("until forever", () -> a.until(b, ChronoUnit.FOREVER));
        t("truncate months", () -> x.truncatedTo(ChronoUnit.MONTHS));
        t("max plus", () -> LocalDateTime.MAX.plusNanos(1));
        t("min minus", () -> LocalDateTime.MIN.minusSeconds(1));
        t("max plus years", () -> LocalDateTime.MAX.plusYears(1));
        t("until date", () -> a.until(LocalDate.of(2020, 1, 1), ChronoUnit.DAYS));
        t("until nanos overflow", () -> LocalDateTime.MIN.until(LocalDateTime.MAX, ChronoUnit.NANOS));
        System.out.println(LocalDateTime.MIN.until(LocalDateTime.MAX, ChronoUnit.SECONDS) + " " + LocalDateTime.MIN.until(LocalDateTime.MAX, ChronoUnit.MILLENNIA));
        t("from date", () -> LocalDateTime.from(LocalDate.of(2020, 1, 1)));
        t("from time", () -> LocalDate.from(LocalTime.NOON));
        System.out.println(LocalDateTime.now().getYear() > 2000 && LocalTime.now().getHour() < 24);
    }
}
