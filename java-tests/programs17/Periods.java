import java.time.*;
import java.time.temporal.*;
import java.util.*;

/**
 * java.time.Period: construction, Period.between / LocalDate.until across month ends and
 * leap days in both directions, arithmetic, normalized, adding to and subtracting from dates,
 * toString, equality and hash codes, errors.
 */
public class Periods {
    static void t(String what, Runnable r) {
        try {
            r.run();
        } catch (RuntimeException e) {
            System.out.println(what + " -> " + e.getClass().getName() + ": " + e.getMessage());
        }
    }

    public static void main(String[] args) {
        Period[] ps = {Period.ZERO, Period.of(1, 2, 3), Period.ofYears(-2), Period.ofMonths(14), Period.ofWeeks(3), Period.ofDays(-10), Period.of(0, -1, 40)};
        for (Period p : ps) {
            System.out.println(p + " y=" + p.getYears() + " m=" + p.getMonths() + " d=" + p.getDays() + " zero=" + p.isZero() + " neg=" + p.isNegative() + " total=" + p.toTotalMonths() + " norm=" + p.normalized() + " hash=" + p.hashCode() + " units=" + p.getUnits());
        }
        LocalDate[][] pairs = {
            {LocalDate.of(2020, 1, 31), LocalDate.of(2020, 3, 1)}, {LocalDate.of(2020, 3, 1), LocalDate.of(2020, 1, 31)},
            {LocalDate.of(2019, 2, 28), LocalDate.of(2024, 2, 29)}, {LocalDate.of(2024, 2, 29), LocalDate.of(2019, 2, 28)},
            {LocalDate.of(2000, 5, 15), LocalDate.of(2000, 5, 15)}, {LocalDate.of(1999, 12, 31), LocalDate.of(2000, 1, 1)},
            {LocalDate.of(2023, 8, 31), LocalDate.of(2023, 9, 30)}, {LocalDate.of(2023, 9, 30), LocalDate.of(2023, 8, 31)},
            {LocalDate.of(1970, 1, 1), LocalDate.of(2038, 1, 19)},
        };
        for (LocalDate[] p : pairs) {
            Period between = Period.between(p[0], p[1]);
            System.out.println(p[0] + " -> " + p[1] + " = " + between + " back " + p[0].plus(between) + " " + p[1].minus(between) + " " + p[0].until(p[1]).equals(between));
        }
        Period p = Period.of(1, 11, 30);
        System.out.println(p.plusYears(1).plusMonths(2).plusDays(-31) + " " + p.minusMonths(23) + " " + p.plus(Period.ofDays(5)) + " " + p.minus(Period.of(1, 1, 1)) + " " + p.multipliedBy(3) + " " + p.negated() + " " + p.withYears(0).withDays(0) + " " + p.get(ChronoUnit.MONTHS));
        System.out.println(LocalDate.of(2023, 1, 31).plus(Period.ofMonths(1)) + " " + LocalDate.of(2023, 1, 31).plus(Period.of(0, 1, 1)) + " " + LocalDate.of(2024, 2, 29).minus(Period.ofYears(1)));
        System.out.println(Period.of(1, 2, 3).equals(Period.of(1, 2, 3)) + " " + Period.of(0, 12, 0).equals(Period.ofYears(1)) + " " + Period.ofWeeks(1).equals(Period.ofDays(7)));
        t("get hours", () -> p.get(ChronoUnit.HOURS));
        t("multiply overflow", () -> Period.ofYears(Integer.MAX_VALUE).multipliedBy(2));
        t("plus duration", () -> p.plus(Duration.ofDays(1)));
        t("add to instant", () -> Instant.EPOCH.plus(Period.ofDays(1)));
        t("add months to instant", () -> Instant.EPOCH.plus(Period.ofMonths(1)));
    }
}
