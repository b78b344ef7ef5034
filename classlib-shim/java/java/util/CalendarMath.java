package java.util;

/**
 * Day arithmetic of the JDK's default calendar (rjvm shim): Gregorian from 1582-10-15
 * (epoch day -141427) on, Julian before, as GregorianCalendar and Date use it. Days are
 * counted from 1970-01-01 ("fixed" days); months are 0-11; years are proleptic (1 BC is 0).
 */
final class CalendarMath {
    private CalendarMath() {
    }

    /** Epoch day of the first Gregorian day, 1582-10-15. */
    static final long CUTOVER_DAY = -141427L;

    /**
     * Epoch day of {@code year-(month+1)-day}; month and day may be out of range. The date
     * is read as Gregorian if that lands on or after the cutover, else as Julian (so the
     * ten days dropped in 1582, October 5-14, read as Julian dates, as in the JDK).
     */
    static long fixedFromDate(long year, long month, long day) {
        long g = fixedFromDate(year, month, day, false);
        return g >= CUTOVER_DAY ? g : fixedFromDate(year, month, day, true);
    }

    /** Epoch day of a Julian or proleptic Gregorian date; month and day may be out of range. */
    static long fixedFromDate(long year, long month, long day, boolean julian) {
        long y = year + Math.floorDiv(month, 12);
        int m = (int) Math.floorMod(month, 12) + 1;
        return (julian ? julianDays(y, m, 1) : gregorianDays(y, m, 1)) + day - 1;
    }

    /** Epoch day of the first of the month {@code day} is in: the cutover day in October 1582. */
    static long monthFirst(long day, long dayOfMonth) {
        long first = day - dayOfMonth + 1;
        return day >= CUTOVER_DAY && first < CUTOVER_DAY ? CUTOVER_DAY : first;
    }

    /** Days since 1970-01-01 of a proleptic Gregorian date (month 1-12). */
    private static long gregorianDays(long y, int m, int d) {
        y -= m <= 2 ? 1 : 0;
        long era = Math.floorDiv(y, 400);
        long yoe = y - era * 400;
        long doy = (153L * (m + (m > 2 ? -3 : 9)) + 2) / 5 + d - 1;
        return era * 146097 + yoe * 365 + yoe / 4 - yoe / 100 + doy - 719468;
    }

    /** Days since 1970-01-01 of a Julian date (month 1-12). */
    private static long julianDays(long y, int m, int d) {
        y -= m <= 2 ? 1 : 0;
        long era = Math.floorDiv(y, 4);
        long yoe = y - era * 4;
        long doy = (153L * (m + (m > 2 ? -3 : 9)) + 2) / 5 + d - 1;
        return era * 1461 + yoe * 365 + doy - 719470;
    }

    /** {year, month 0-11, day 1-31} of an epoch day. */
    static long[] dateFromFixed(long days) {
        long y;
        long doy;
        if (days >= CUTOVER_DAY) {
            long z = days + 719468;
            long era = Math.floorDiv(z, 146097);
            long doe = z - era * 146097;
            long yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
            doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
            y = yoe + era * 400;
        } else {
            long z = days + 719470;
            long era = Math.floorDiv(z, 1461);
            long doe = z - era * 1461;
            long yoe = (doe - doe / 1460) / 365;
            doy = doe - 365 * yoe;
            y = yoe + era * 4;
        }
        long mp = (5 * doy + 2) / 153;
        long d = doy - (153 * mp + 2) / 5 + 1;
        long m = mp < 10 ? mp + 3 : mp - 9;
        return new long[] {y + (m <= 2 ? 1 : 0), m - 1, d};
    }

    /** Day of week of an epoch day: Calendar.SUNDAY (1) to SATURDAY (7). */
    static int dayOfWeek(long days) {
        return (int) Math.floorMod(days + 4, 7) + 1;
    }

    /** The last day on or before {@code days} that falls on {@code dow} (1-7). */
    static long onOrBefore(long days, int dow) {
        return days - Math.floorMod(dayOfWeek(days) - dow, 7);
    }

    /** Leap year of the calendar in use that year (Julian up to 1582). */
    static boolean isLeapYear(long year) {
        if (year <= 1582) {
            return Math.floorMod(year, 4) == 0;
        }
        return year % 4 == 0 && (year % 100 != 0 || year % 400 == 0);
    }

    /** Days in month 0-11 of {@code year} (October 1582 counts 31, as in the JDK). */
    static int monthLength(long year, int month) {
        switch (month) {
            case 1:
                return isLeapYear(year) ? 29 : 28;
            case 3:
            case 5:
            case 8:
            case 10:
                return 30;
            default:
                return 31;
        }
    }

    /** Days in {@code year}: the real count, so 1582 has 355. */
    static int yearLength(long year) {
        return (int) (fixedFromDate(year + 1, 0, 1) - fixedFromDate(year, 0, 1));
    }
}
