import java.time.*;
import java.time.chrono.ChronoLocalDate;
import java.time.format.DateTimeParseException;
import java.time.temporal.*;
import java.util.*;

/**
 * java.time.LocalDate, DayOfWeek and Month: construction and its validation messages, leap
 * years, month-end clamping in plusMonths/plusYears, epoch days far from 1970, until and
 * ChronoUnit.between, comparison, hash codes, ISO toString and parse (with its errors).
 */
public class LocalDates {
    static void t(String what, Runnable r) {
        try {
            r.run();
        } catch (DateTimeParseException e) {
            System.out.println(what + " -> DateTimeParseException: " + e.getMessage() + " @" + e.getErrorIndex() + " [" + e.getParsedString() + "]");
        } catch (RuntimeException e) {
            System.out.println(what + " -> " + e.getClass().getName() + ": " + e.getMessage());
        }
    }

    public static void main(String[] args) {
        LocalDate[] ds = {LocalDate.of(2024, 2, 29), LocalDate.of(1970, 1, 1), LocalDate.of(1969, 12, 31), LocalDate.of(2000, Month.MARCH, 1), LocalDate.of(1900, 3, 1), LocalDate.of(1, 1, 1), LocalDate.of(0, 12, 31), LocalDate.of(-1, 6, 15), LocalDate.of(-2024, 2, 29), LocalDate.of(12345, 7, 4), LocalDate.of(999, 10, 10), LocalDate.ofYearDay(2023, 365), LocalDate.ofYearDay(2024, 60), LocalDate.ofEpochDay(19000), LocalDate.ofEpochDay(-719528), LocalDate.MIN, LocalDate.MAX, LocalDate.EPOCH};
        for (LocalDate d : ds) {
            System.out.println(d + " y=" + d.getYear() + " m=" + d.getMonthValue() + " " + d.getMonth() + " d=" + d.getDayOfMonth() + " doy=" + d.getDayOfYear() + " " + d.getDayOfWeek() + " leap=" + d.isLeapYear() + " len=" + d.lengthOfMonth() + "/" + d.lengthOfYear() + " epochDay=" + d.toEpochDay() + " hash=" + d.hashCode());
        }
        LocalDate jan31 = LocalDate.of(2023, 1, 31);
        System.out.println(jan31.plusMonths(1) + " " + jan31.plusMonths(13) + " " + jan31.minusMonths(2) + " " + LocalDate.of(2024, 2, 29).plusYears(1) + " " + LocalDate.of(2024, 2, 29).minusYears(4) + " " + jan31.plusWeeks(5) + " " + jan31.plusDays(-31) + " " + jan31.minusDays(365 * 3));
        System.out.println(jan31.plus(3, ChronoUnit.DECADES) + " " + jan31.minus(1, ChronoUnit.CENTURIES) + " " + jan31.plus(Period2.days()) + " " + jan31.withYear(2024).withMonth(2) + " " + jan31.withDayOfMonth(15) + " " + jan31.withDayOfYear(100));
        LocalDate a = LocalDate.of(2020, 2, 29);
        LocalDate b = LocalDate.of(2024, 2, 28);
        for (ChronoUnit u : new ChronoUnit[] {ChronoUnit.DAYS, ChronoUnit.WEEKS, ChronoUnit.MONTHS, ChronoUnit.YEARS, ChronoUnit.DECADES, ChronoUnit.ERAS}) {
            System.out.print(u + "=" + a.until(b, u) + "/" + u.between(b, a) + " ");
        }
        System.out.println();
        System.out.println(a.isBefore(b) + " " + a.isAfter(b) + " " + a.isEqual(LocalDate.parse("2020-02-29")) + " " + a.compareTo(b) + " " + b.compareTo(a) + " " + a.equals(LocalDate.of(2020, 2, 29)) + " " + a.isSupported(ChronoUnit.MONTHS) + " " + a.isSupported(ChronoUnit.HOURS));
        List<LocalDate> sorted = new ArrayList<>(Arrays.asList(ds));
        Collections.sort(sorted);
        System.out.println(sorted.get(0) + " .. " + sorted.get(1) + " .. " + sorted.get(sorted.size() - 1));
        ChronoLocalDate c = b;
        System.out.println(c.isBefore(a) + " " + c.lengthOfYear());
        for (String s : new String[] {"2024-03-15", "+12345-01-02", "-0001-06-15", "0000-01-01"}) {
            System.out.println("parse " + s + " = " + LocalDate.parse(s));
        }
        for (String s : new String[] {"2024-3-15", "2024-03-15x", "24-03-15", "2024/03/15", "2023-02-29", "2023-02-30", "2024-13-01", "2024-00-10", "2024-01-32", "+2024-01-01", "", "2024-01"}) {
            t("parse " + s, () -> LocalDate.parse(s));
        }
        t("of feb 29", () -> LocalDate.of(2023, 2, 29));
        t("of apr 31", () -> LocalDate.of(2023, 4, 31));
        t("of month 13", () -> LocalDate.of(2023, 13, 1));
        t("of day 0", () -> LocalDate.of(2023, 1, 0));
        t("of year", () -> LocalDate.of(1_000_000_000, 1, 1));
        t("ofYearDay 366", () -> LocalDate.ofYearDay(2023, 366));
        t("ofYearDay 0", () -> LocalDate.ofYearDay(2023, 0));
        t("ofEpochDay", () -> LocalDate.ofEpochDay(Long.MAX_VALUE / 2));
        t("plus hours", () -> jan31.plus(1, ChronoUnit.HOURS));
        t("plus duration", () -> jan31.plus(Duration.ofDays(1)));
        t("until hours", () -> jan31.until(b, ChronoUnit.HOURS));
        t("plusYears max", () -> LocalDate.MAX.plusYears(1));
        t("plusDays overflow", () -> LocalDate.MAX.plusDays(1));
        for (DayOfWeek w : DayOfWeek.values()) {
            System.out.print(w + ":" + w.getValue() + ":" + w.plus(3) + ":" + w.minus(10) + " ");
        }
        System.out.println();
        for (Month m : Month.values()) {
            System.out.print(m.getValue() + ":" + m.length(false) + "/" + m.maxLength() + ":" + m.firstDayOfYear(true) + ":" + m.firstMonthOfQuarter() + ":" + m.plus(13) + " ");
        }
        System.out.println();
        t("DayOfWeek.of(8)", () -> DayOfWeek.of(8));
        t("Month.of(0)", () -> Month.of(0));
        System.out.println(LocalDate.now().getYear() > 2000);
    }

    /** Two days as a TemporalAmount, to add through LocalDate.plus(TemporalAmount). */
    static class Period2 implements TemporalAmount {
        static Period2 days() {
            return new Period2();
        }

        public long get(TemporalUnit unit) {
            return unit == ChronoUnit.DAYS ? 2 : 0;
        }

        public List<TemporalUnit> getUnits() {
            return Collections.singletonList(ChronoUnit.DAYS);
        }

        public Temporal addTo(Temporal temporal) {
            return temporal.plus(2, ChronoUnit.DAYS);
        }

        public Temporal subtractFrom(Temporal temporal) {
            return temporal.minus(2, ChronoUnit.DAYS);
        }
    }
}
