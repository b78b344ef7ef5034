package java.time;

/** A month of the year, January (1) to December (12) (rjvm shim; no display names). */
public enum Month {
    JANUARY, FEBRUARY, MARCH, APRIL, MAY, JUNE, JULY, AUGUST, SEPTEMBER, OCTOBER, NOVEMBER, DECEMBER;

    private static final Month[] ENUMS = values();

    /** The month numbered {@code month}, 1 to 12. */
    public static Month of(int month) {
        if (month < 1 || month > 12) {
            throw new DateTimeException("Invalid value for MonthOfYear: " + month);
        }
        return ENUMS[month - 1];
    }

    /** The month's number, 1 to 12. */
    public int getValue() {
        return ordinal() + 1;
    }

    /** The month {@code months} later (wrapping around the year). */
    public Month plus(long months) {
        int amount = (int) (months % 12);
        return ENUMS[(ordinal() + (amount + 12)) % 12];
    }

    /** The month {@code months} earlier (wrapping around the year). */
    public Month minus(long months) {
        return plus(-(months % 12));
    }

    /** The days in this month, in a leap year or not. */
    public int length(boolean leapYear) {
        switch (this) {
            case FEBRUARY:
                return leapYear ? 29 : 28;
            case APRIL:
            case JUNE:
            case SEPTEMBER:
            case NOVEMBER:
                return 30;
            default:
                return 31;
        }
    }

    /** The fewest days this month has. */
    public int minLength() {
        return length(false);
    }

    /** The most days this month has. */
    public int maxLength() {
        return length(true);
    }

    /** The day of the year on which this month starts. */
    public int firstDayOfYear(boolean leapYear) {
        int leap = leapYear ? 1 : 0;
        int day = 1;
        for (int m = 0; m < ordinal(); m++) {
            day += ENUMS[m].length(false) + (m == 1 ? leap : 0);
        }
        return day;
    }

    /** The first month of this month's quarter. */
    public Month firstMonthOfQuarter() {
        return ENUMS[(ordinal() / 3) * 3];
    }
}
