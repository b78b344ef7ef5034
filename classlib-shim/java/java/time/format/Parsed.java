package java.time.format;

import java.time.DateTimeException;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.temporal.TemporalAccessor;

/**
 * The fields a pattern parsed and what they resolve to (package-private; the JDK's class of
 * the same name, so that a failed query names "java.time.format.Parsed" as the JDK does).
 * Resolution follows the JDK's SMART resolver: year-of-era as a year of the current era, the
 * day of month clamped to the month's length, 24:00 as midnight of the next day, clock hours
 * and AM/PM into the hour of day, a missing minute, second or nano taken as zero, and the
 * remaining fields checked against the resolved date and time.
 */
final class Parsed implements TemporalAccessor {
    private static final int COUNT = TemporalFields.COUNT;
    private final long[] values = new long[COUNT];
    private final boolean[] present = new boolean[COUNT];
    private LocalDate date;
    private LocalTime time;
    private boolean nextDay;

    /** Records a parsed value: false if the field already holds another one. */
    boolean set(int field, long value) {
        if (present[field] && values[field] != value) {
            return false;
        }
        present[field] = true;
        values[field] = value;
        return true;
    }

    /** A copy of the parsed values, to roll back a failed optional section. */
    Parsed copy() {
        Parsed p = new Parsed();
        System.arraycopy(values, 0, p.values, 0, COUNT);
        System.arraycopy(present, 0, p.present, 0, COUNT);
        return p;
    }

    /** Takes the values of {@code other} (a copy made before a failed optional section). */
    void restore(Parsed other) {
        System.arraycopy(other.values, 0, values, 0, COUNT);
        System.arraycopy(other.present, 0, present, 0, COUNT);
    }

    /**
     * The resolved value: a LocalDateTime, LocalDate or LocalTime, or this object when
     * neither a date nor a time resolved.
     */
    TemporalAccessor resolve() {
        resolveDate();
        resolveTime();
        if (date != null) {
            crossCheck(new TemporalFields(date));
        }
        if (time != null) {
            crossCheck(new TemporalFields(time));
        }
        if (nextDay && date != null && time != null) {
            date = date.plusDays(1);
        }
        if (date != null && time != null) {
            return LocalDateTime.of(date, time);
        }
        return date != null ? date : time != null ? (TemporalAccessor) time : this;
    }

    private Long take(int field) {
        if (!present[field]) {
            return null;
        }
        present[field] = false;
        return values[field];
    }

    private static long check(int field, long value, long min, long max, String range) {
        if (value < min || value > max) {
            throw new DateTimeException("Invalid value for " + TemporalFields.name(field) + " (valid values " + range + "): " + value);
        }
        return value;
    }

    private void resolveDate() {
        Long yoe = take(TemporalFields.YEAR_OF_ERA);
        if (yoe != null) {
            check(TemporalFields.YEAR_OF_ERA, yoe, 1, 999_999_999, "1 - 999999999/1000000000");
            Long year = present[TemporalFields.YEAR] ? values[TemporalFields.YEAR] : null;
            long y = year == null || year > 0 ? yoe : 1 - yoe;
            if (year != null && year != y) {
                throw new DateTimeException("Conflict found: Year " + year + " differs from Year " + y);
            }
            set(TemporalFields.YEAR, y);
        }
        if (!present[TemporalFields.YEAR]) {
            return;
        }
        if (present[TemporalFields.MONTH_OF_YEAR] && present[TemporalFields.DAY_OF_MONTH]) {
            int y = (int) check(TemporalFields.YEAR, take(TemporalFields.YEAR), -999_999_999, 999_999_999, "-999999999 - 999999999");
            int moy = (int) check(TemporalFields.MONTH_OF_YEAR, take(TemporalFields.MONTH_OF_YEAR), 1, 12, "1 - 12");
            int dom = (int) check(TemporalFields.DAY_OF_MONTH, take(TemporalFields.DAY_OF_MONTH), 1, 31, "1 - 28/31");
            date = LocalDate.of(y, moy, Math.min(dom, java.time.Month.of(moy).length(LocalDate.of(y, 1, 1).isLeapYear())));
        } else if (present[TemporalFields.DAY_OF_YEAR]) {
            int y = (int) check(TemporalFields.YEAR, take(TemporalFields.YEAR), -999_999_999, 999_999_999, "-999999999 - 999999999");
            int doy = (int) check(TemporalFields.DAY_OF_YEAR, take(TemporalFields.DAY_OF_YEAR), 1, 366, "1 - 365/366");
            date = LocalDate.ofYearDay(y, doy);
        }
    }

    /** Moves {@code value} into {@code field}, failing on a different value already there. */
    private void update(int from, int field, long value) {
        if (present[field] && values[field] != value) {
            throw new DateTimeException("Conflict found: " + TemporalFields.name(field) + " " + values[field] + " differs from " + TemporalFields.name(field) + " " + value
                    + " while resolving  " + TemporalFields.name(from));
        }
        set(field, value);
    }

    private void resolveTime() {
        Long ch = take(TemporalFields.CLOCK_HOUR_OF_DAY);
        if (ch != null) {
            if (ch != 0) {
                check(TemporalFields.CLOCK_HOUR_OF_DAY, ch, 1, 24, "1 - 24");
            }
            update(TemporalFields.CLOCK_HOUR_OF_DAY, TemporalFields.HOUR_OF_DAY, ch == 24 ? 0 : ch);
        }
        ch = take(TemporalFields.CLOCK_HOUR_OF_AMPM);
        if (ch != null) {
            if (ch != 0) {
                check(TemporalFields.CLOCK_HOUR_OF_AMPM, ch, 1, 12, "1 - 12");
            }
            update(TemporalFields.CLOCK_HOUR_OF_AMPM, TemporalFields.HOUR_OF_AMPM, ch == 12 ? 0 : ch);
        }
        if (present[TemporalFields.AMPM_OF_DAY] && present[TemporalFields.HOUR_OF_AMPM]) {
            long ap = check(TemporalFields.AMPM_OF_DAY, take(TemporalFields.AMPM_OF_DAY), 0, 1, "0 - 1");
            long hap = check(TemporalFields.HOUR_OF_AMPM, take(TemporalFields.HOUR_OF_AMPM), 0, 11, "0 - 11");
            update(TemporalFields.AMPM_OF_DAY, TemporalFields.HOUR_OF_DAY, ap * 12 + hap);
        }
        if (!present[TemporalFields.HOUR_OF_DAY]) {
            return;
        }
        boolean moh = present[TemporalFields.MINUTE_OF_HOUR];
        boolean som = present[TemporalFields.SECOND_OF_MINUTE];
        boolean nos = present[TemporalFields.NANO_OF_SECOND];
        if ((!moh && (som || nos)) || (moh && !som && nos)) {
            return;
        }
        long hod = take(TemporalFields.HOUR_OF_DAY);
        long m = moh ? take(TemporalFields.MINUTE_OF_HOUR) : 0;
        long s = som ? take(TemporalFields.SECOND_OF_MINUTE) : 0;
        long n = nos ? take(TemporalFields.NANO_OF_SECOND) : 0;
        check(TemporalFields.MINUTE_OF_HOUR, m, 0, 59, "0 - 59");
        check(TemporalFields.NANO_OF_SECOND, n, 0, 999_999_999, "0 - 999999999");
        if (hod == 24 && m == 0 && s == 0 && n == 0) {
            time = LocalTime.MIDNIGHT;
            nextDay = true;
            return;
        }
        check(TemporalFields.HOUR_OF_DAY, hod, 0, 23, "0 - 23");
        check(TemporalFields.SECOND_OF_MINUTE, s, 0, 59, "0 - 59");
        time = LocalTime.of((int) hod, (int) m, (int) s, (int) n);
    }

    /** Fails if a field left over differs from the value derived from {@code target}. */
    private void crossCheck(TemporalFields target) {
        for (int field = 0; field < COUNT; field++) {
            if (!present[field] || !target.supports(field)) {
                continue;
            }
            long derived = target.get(field);
            if (derived != values[field]) {
                throw new DateTimeException("Conflict found: Field " + TemporalFields.name(field) + " " + derived + " differs from " + TemporalFields.name(field) + " "
                        + values[field] + " derived from " + target);
            }
            present[field] = false;
        }
    }

    /** The fields left unresolved and the calendar, as the JDK prints them: {Year=2024},ISO. */
    @Override
    public String toString() {
        StringBuilder buf = new StringBuilder("{");
        for (int field = 0; field < COUNT; field++) {
            if (present[field]) {
                buf.append(buf.length() > 1 ? ", " : "").append(TemporalFields.name(field)).append('=').append(values[field]);
            }
        }
        return buf.append("},ISO").toString();
    }
}
