import java.time.*;
import java.time.format.DateTimeParseException;
import java.time.temporal.*;
import java.util.*;

/**
 * java.time.LocalTime: construction and its range messages, the constants, second/nano of day,
 * wrapping plus/minus of every time unit, with*, truncatedTo (and its errors), until and
 * ChronoUnit.between, Duration.between, comparison, hash codes, the JDK's toString (seconds
 * and nanos omitted when zero, fractions in groups of three digits), and ISO parse with the
 * JDK's error messages and indexes.
 */
public class LocalTimes {
    static void t(String what, Runnable r) {
        try {
            r.run();
        } catch (DateTimeParseException e) {
            System.out.println(what + " -> DateTimeParseException: " + e.getMessage() + " @" + e.getErrorIndex() + " [" + e.getParsedString() + "]"
                    + (e.getCause() == null ? "" : " cause " + e.getCause().getClass().getName()));
        } catch (RuntimeException e) {
            System.out.println(what + " -> " + e.getClass().getName() + ": " + e.getMessage());
        }
    }

    public static void main(String[] args) {
        LocalTime[] ts = {LocalTime.of(0, 0), LocalTime.of(9, 5), LocalTime.of(12, 0, 7), LocalTime.of(23, 59, 59, 999_999_999), LocalTime.of(1, 2, 3, 500_000_000),
            LocalTime.of(1, 2, 3, 1000), LocalTime.of(1, 2, 3, 120_000), LocalTime.of(1, 2, 0, 1), LocalTime.of(10, 0, 0, 10_000_000), LocalTime.ofSecondOfDay(45296),
            LocalTime.ofNanoOfDay(1), LocalTime.ofNanoOfDay(86_399_999_999_999L), LocalTime.MIDNIGHT, LocalTime.NOON, LocalTime.MIN, LocalTime.MAX};
        for (LocalTime x : ts) {
            System.out.println(x + " h=" + x.getHour() + " m=" + x.getMinute() + " s=" + x.getSecond() + " n=" + x.getNano() + " sod=" + x.toSecondOfDay() + " nod=" + x.toNanoOfDay()
                    + " hash=" + x.hashCode());
        }
        System.out.println((LocalTime.of(0, 0) == LocalTime.MIDNIGHT) + " " + (LocalTime.of(12, 0) == LocalTime.NOON) + " " + (LocalTime.MIN == LocalTime.MIDNIGHT));
        LocalTime t = LocalTime.of(22, 45, 30, 123_456_789);
        System.out.println(t.plusHours(3) + " " + t.plusHours(-25) + " " + t.minusHours(23) + " " + t.plusHours(Long.MAX_VALUE) + " " + t.minusHours(Long.MIN_VALUE));
        System.out.println(t.plusMinutes(75) + " " + t.plusMinutes(-1440 * 3 - 1) + " " + t.minusMinutes(1000) + " " + t.plusMinutes(Long.MIN_VALUE));
        System.out.println(t.plusSeconds(5000) + " " + t.minusSeconds(86_400 * 7 + 31) + " " + t.plusSeconds(Long.MAX_VALUE) + " " + t.minusSeconds(Long.MIN_VALUE));
        System.out.println(t.plusNanos(876_543_211) + " " + t.minusNanos(123_456_789) + " " + t.plusNanos(Long.MAX_VALUE) + " " + t.minusNanos(Long.MIN_VALUE));
        for (ChronoUnit u : new ChronoUnit[] {ChronoUnit.NANOS, ChronoUnit.MICROS, ChronoUnit.MILLIS, ChronoUnit.SECONDS, ChronoUnit.MINUTES, ChronoUnit.HOURS, ChronoUnit.HALF_DAYS}) {
            System.out.println(u + ": plus " + t.plus(1_000_003, u) + " minus " + t.minus(7, u) + " plusMax " + t.plus(Long.MAX_VALUE, u) + " minusMin " + t.minus(Long.MIN_VALUE, u)
                    + " trunc " + t.truncatedTo(u) + " supported " + t.isSupported(u));
        }
        System.out.println(t.plus(Duration.ofSeconds(3600 * 30 + 61, 900_000_000)) + " " + t.minus(Duration.ofMinutes(-90)) + " " + t.plus(Duration.ZERO) + " " + t.truncatedTo(ChronoUnit.DAYS));
        System.out.println(t.withHour(3) + " " + t.withMinute(0) + " " + t.withSecond(0).withNano(0) + " " + t.withNano(5_000_000) + " " + (t.withHour(22) == t));
        LocalTime a = LocalTime.of(8, 30);
        LocalTime b = LocalTime.of(17, 15, 45, 500);
        for (ChronoUnit u : new ChronoUnit[] {ChronoUnit.NANOS, ChronoUnit.MICROS, ChronoUnit.MILLIS, ChronoUnit.SECONDS, ChronoUnit.MINUTES, ChronoUnit.HOURS, ChronoUnit.HALF_DAYS}) {
            System.out.print(u + "=" + a.until(b, u) + "/" + u.between(b, a) + " ");
        }
        System.out.println();
        System.out.println(Duration.between(a, b) + " " + Duration.between(b, a) + " " + a.until(b.atDate(LocalDate.of(2020, 1, 1)), ChronoUnit.MINUTES));
        System.out.println(a.isBefore(b) + " " + a.isAfter(b) + " " + a.compareTo(b) + " " + b.compareTo(a) + " " + a.compareTo(a) + " " + a.equals(LocalTime.parse("08:30")) + " "
                + a.equals(b) + " " + a.equals("08:30") + " " + a.isSupported(ChronoUnit.DAYS));
        List<LocalTime> sorted = new ArrayList<>(Arrays.asList(ts));
        Collections.sort(sorted);
        System.out.println(sorted);
        System.out.println(a.atDate(LocalDate.of(2024, 2, 29)) + " " + LocalTime.MAX.atDate(LocalDate.of(1, 1, 1)));
        for (String s : new String[] {"10:15", "10:15:30", "10:15:30.5", "10:15:30.000001", "10:15:30.123456789", "00:00:00.", "23:59:59.000", "00:00:00"}) {
            System.out.println("parse " + s + " = " + LocalTime.parse(s));
        }
        for (String s : new String[] {"1:00", "10:5", "10-15", "10:15:", "10:15:3", "10:15:30.1234567891", "10:15:30,5", "24:00", "25:61", "23:60", "23:59:60", "", "ab:cd",
                "+1:00", "10:15Z", "T10:15", "1234567890123456789012345678901234567890123456789012345678901234567890"}) {
            t("parse " + s, () -> LocalTime.parse(s));
        }
        t("of hour", () -> LocalTime.of(24, 0));
        t("of minute", () -> LocalTime.of(0, -1));
        t("of second", () -> LocalTime.of(0, 0, 60));
        t("of nano", () -> LocalTime.of(0, 0, 0, 1_000_000_000));
        t("ofSecondOfDay", () -> LocalTime.ofSecondOfDay(86400));
        t("ofNanoOfDay", () -> LocalTime.ofNanoOfDay(-1));
        t("withHour", () -> t.withHour(-3));
        t("withMinute", () -> t.withMinute(60));
        t("withSecond", () -> t.withSecond(99));
        t("withNano", () -> t.withNano(-1));
        t("plus days", () -> t.plus(1, ChronoUnit.DAYS));
        t("plus period", () -> t.plus(Period.ofDays(1)));
        t("plus zero period", () -> System.out.println(t.plus(Period.ZERO)));
        t("until days", () -> a.until(b, ChronoUnit.DAYS));
        t("until date", () -> a.until(LocalDate.of(2020, 1, 1), ChronoUnit.HOURS));
        t("truncate days", () -> t.truncatedTo(ChronoUnit.WEEKS));
        t("truncate 7 min", () -> t.truncatedTo(new SevenMinutes()));
        t("between dates", () -> Duration.between(a, LocalDate.of(2020, 1, 1)));
        t("from date", () -> LocalTime.from(LocalDate.of(2020, 1, 1)));
        System.out.println(LocalTime.from(LocalDateTime.of(2020, 1, 1, 6, 7)) + " " + LocalTime.from(t));
    }

    /** A unit of seven minutes, which does not divide a day. */
    static class SevenMinutes implements TemporalUnit {
        public Duration getDuration() {
            return Duration.ofMinutes(7);
        }

        public boolean isDurationEstimated() {
            return false;
        }

        public boolean isDateBased() {
            return false;
        }

        public boolean isTimeBased() {
            return true;
        }

        public <R extends Temporal> R addTo(R temporal, long amount) {
            throw new UnsupportedOperationException();
        }

        public long between(Temporal a, Temporal b) {
            throw new UnsupportedOperationException();
        }
    }
}
