import java.time.*;
import java.time.temporal.*;
import java.util.*;

/**
 * java.time.Duration and Instant: construction, arithmetic, normalisation of negative
 * amounts, unit conversions, ChronoUnit between/addTo, overflow and range errors, and the
 * ISO-8601 toString forms.
 */
public class TimeAmounts {
    static void t(String what, Runnable r) {
        try {
            r.run();
        } catch (RuntimeException e) {
            System.out.println(what + " -> " + e.getClass().getName() + ": " + e.getMessage());
        }
    }

    public static void main(String[] args) {
        Duration[] ds = {Duration.ZERO, Duration.ofSeconds(1), Duration.ofMillis(1500), Duration.ofMillis(-1500), Duration.ofNanos(1), Duration.ofNanos(-1), Duration.ofMinutes(90), Duration.ofHours(25), Duration.ofDays(2), Duration.ofSeconds(3661, 5000), Duration.ofSeconds(-3661, 5000), Duration.ofSeconds(59, 999_999_999), Duration.ofMillis(-999), Duration.of(3, ChronoUnit.HALF_DAYS), Duration.of(7, ChronoUnit.MICROS), Duration.ofSeconds(Long.MAX_VALUE, 999_999_999)};
        for (Duration d : ds) {
            System.out.println(d + " secs=" + d.getSeconds() + " nano=" + d.getNano() + " neg=" + d.isNegative() + " zero=" + d.isZero() + " hash=" + d.hashCode());
        }
        Duration d = Duration.ofSeconds(93784, 123_456_789);
        System.out.println(d.toDays() + " " + d.toHours() + " " + d.toMinutes() + " " + d.toSeconds() + " " + d.toMillis() + " " + d.toNanos());
        System.out.println(d.toDaysPart() + " " + d.toHoursPart() + " " + d.toMinutesPart() + " " + d.toSecondsPart() + " " + d.toMillisPart() + " " + d.toNanosPart());
        System.out.println(Duration.ofMillis(-1).toMillis() + " " + Duration.ofNanos(-1500).toNanos() + " " + Duration.ofMillis(-1500).toSeconds());
        System.out.println(d.plus(Duration.ofMillis(900)) + " " + d.minus(Duration.ofDays(2)) + " " + d.plusHours(1).minusMinutes(61) + " " + d.plusNanos(-123_456_790) + " " + d.negated() + " " + d.negated().abs());
        System.out.println(d.multipliedBy(3) + " " + d.dividedBy(7) + " " + d.dividedBy(-2) + " " + Duration.ofHours(5).dividedBy(Duration.ofMinutes(7)) + " " + d.withSeconds(5) + " " + d.withNanos(0));
        System.out.println(d.plus(2, ChronoUnit.DAYS) + " " + d.minus(3, ChronoUnit.MILLIS) + " " + d.get(ChronoUnit.SECONDS) + " " + d.get(ChronoUnit.NANOS) + " " + d.getUnits());
        List<Duration> sorted = new ArrayList<>(Arrays.asList(ds));
        Collections.sort(sorted);
        System.out.println(sorted.get(0) + " .. " + sorted.get(sorted.size() - 1) + " " + Duration.ofMillis(1500).equals(Duration.ofNanos(1_500_000_000L)) + " " + Duration.ofSeconds(1).compareTo(Duration.ofMillis(999)));
        t("months", () -> Duration.of(1, ChronoUnit.MONTHS));
        t("get minutes", () -> d.get(ChronoUnit.MINUTES));
        t("overflow", () -> Duration.ofSeconds(Long.MAX_VALUE).plusSeconds(1));
        t("multiply overflow", () -> Duration.ofDays(1L << 40).multipliedBy(1L << 30));
        t("divide by zero", () -> d.dividedBy(0));
        t("toNanos overflow", () -> Duration.ofDays(365 * 300).toNanos());
        t("withNanos", () -> d.withNanos(1_000_000_000));

        Instant[] is = {Instant.EPOCH, Instant.ofEpochSecond(1700000000), Instant.ofEpochMilli(1700000000123L), Instant.ofEpochSecond(1, 120_000), Instant.ofEpochSecond(0, 7), Instant.ofEpochMilli(-1), Instant.ofEpochSecond(-86400L * 365 * 2000), Instant.ofEpochSecond(253402300800L), Instant.ofEpochSecond(-62135596800L), Instant.ofEpochSecond(951782400L), Instant.ofEpochSecond(4107542400L)};
        for (Instant i : is) {
            System.out.println(i + " sec=" + i.getEpochSecond() + " nano=" + i.getNano() + " hash=" + i.hashCode());
        }
        Instant a = Instant.ofEpochSecond(1700000000, 500_000_000);
        Instant b = a.plus(Duration.ofMinutes(90)).plusMillis(250).plusNanos(1);
        System.out.println(b + " " + Duration.between(a, b) + " " + Duration.between(b, a) + " " + a.until(b, ChronoUnit.MINUTES) + " " + ChronoUnit.MILLIS.between(a, b) + " " + ChronoUnit.SECONDS.between(b, a) + " " + ChronoUnit.NANOS.between(a, b));
        System.out.println(a.plus(1, ChronoUnit.DAYS) + " " + a.minus(3, ChronoUnit.HOURS) + " " + a.minusSeconds(10).minusMillis(600) + " " + a.plus(5, ChronoUnit.MICROS) + " " + a.truncatedTo(ChronoUnit.HOURS) + " " + b.truncatedTo(ChronoUnit.SECONDS) + " " + b.truncatedTo(ChronoUnit.MILLIS));
        System.out.println(a.isBefore(b) + " " + a.isAfter(b) + " " + a.compareTo(b) + " " + a.equals(Instant.ofEpochMilli(1700000000500L)) + " " + a.toEpochMilli() + " " + Instant.ofEpochMilli(-1).toEpochMilli() + " " + a.isSupported(ChronoUnit.DAYS) + " " + a.isSupported(ChronoUnit.MONTHS));
        System.out.println(Instant.MIN.getEpochSecond() + " " + Instant.MAX.getEpochSecond() + " " + (Instant.now().compareTo(Instant.EPOCH) > 0));
        t("plus months", () -> a.plus(1, ChronoUnit.MONTHS));
        t("until weeks", () -> a.until(b, ChronoUnit.WEEKS));
        t("range", () -> Instant.MAX.plusSeconds(1));
        t("toEpochMilli overflow", () -> Instant.MAX.toEpochMilli());
        t("truncate to days+", () -> a.truncatedTo(ChronoUnit.WEEKS));
        t("truncate odd", () -> a.truncatedTo(new TemporalUnit() {
            public Duration getDuration() { return Duration.ofSeconds(7); }
            public boolean isDurationEstimated() { return false; }
            public boolean isDateBased() { return false; }
            public boolean isTimeBased() { return true; }
            public <R extends Temporal> R addTo(R temporal, long amount) { return temporal; }
            public long between(Temporal x, Temporal y) { return 0; }
        }));
        for (ChronoUnit u : ChronoUnit.values()) {
            System.out.print(u + ":" + u.isDateBased() + u.isTimeBased() + u.isDurationEstimated() + ":" + u.getDuration() + " ");
        }
        System.out.println();
        Temporal moved = Duration.ofSeconds(5, 5).addTo(Instant.EPOCH);
        System.out.println(moved + " " + Duration.ofSeconds(5, 5).subtractFrom(Instant.EPOCH));
    }
}
