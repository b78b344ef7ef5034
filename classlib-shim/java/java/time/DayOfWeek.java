package java.time;

/** A day of the week, Monday (1) to Sunday (7) (rjvm shim; no display names). */
public enum DayOfWeek {
    MONDAY, TUESDAY, WEDNESDAY, THURSDAY, FRIDAY, SATURDAY, SUNDAY;

    private static final DayOfWeek[] ENUMS = values();

    /** The day numbered {@code dayOfWeek}, 1 (Monday) to 7 (Sunday). */
    public static DayOfWeek of(int dayOfWeek) {
        if (dayOfWeek < 1 || dayOfWeek > 7) {
            throw new DateTimeException("Invalid value for DayOfWeek: " + dayOfWeek);
        }
        return ENUMS[dayOfWeek - 1];
    }

    /** The day's number, 1 (Monday) to 7 (Sunday). */
    public int getValue() {
        return ordinal() + 1;
    }

    /** The day {@code days} later (wrapping around the week). */
    public DayOfWeek plus(long days) {
        int amount = (int) (days % 7);
        return ENUMS[(ordinal() + (amount + 7)) % 7];
    }

    /** The day {@code days} earlier (wrapping around the week). */
    public DayOfWeek minus(long days) {
        return plus(-(days % 7));
    }
}
