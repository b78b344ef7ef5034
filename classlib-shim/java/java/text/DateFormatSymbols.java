package java.text;

import java.util.Locale;

/**
 * Names of months, weekdays, eras and AM/PM (rjvm shim): the English names of JDK 17's
 * Locale.US for every locale. Read-only: the setters are not provided.
 */
public class DateFormatSymbols implements Cloneable, java.io.Serializable {
    private static final long serialVersionUID = -5987973545549424702L;

    private static final String[] MONTHS = {"January", "February", "March", "April", "May", "June", "July",
        "August", "September", "October", "November", "December", ""};
    private static final String[] SHORT_MONTHS = {"Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep",
        "Oct", "Nov", "Dec", ""};
    private static final String[] WEEKDAYS = {"", "Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday",
        "Saturday"};
    private static final String[] SHORT_WEEKDAYS = {"", "Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"};
    private static final String[] AM_PM = {"AM", "PM"};
    private static final String[] ERAS = {"BC", "AD"};

    public DateFormatSymbols() {
    }

    public DateFormatSymbols(Locale locale) {
    }

    public static DateFormatSymbols getInstance() {
        return new DateFormatSymbols();
    }

    public static DateFormatSymbols getInstance(Locale locale) {
        return new DateFormatSymbols();
    }

    /** Thirteen names, the last one (UNDECIMBER) empty. */
    public String[] getMonths() {
        return MONTHS.clone();
    }

    public String[] getShortMonths() {
        return SHORT_MONTHS.clone();
    }

    /** Indexed by Calendar.SUNDAY (1) to SATURDAY (7); index 0 is empty. */
    public String[] getWeekdays() {
        return WEEKDAYS.clone();
    }

    public String[] getShortWeekdays() {
        return SHORT_WEEKDAYS.clone();
    }

    public String[] getAmPmStrings() {
        return AM_PM.clone();
    }

    public String[] getEras() {
        return ERAS.clone();
    }

    @Override
    public Object clone() {
        try {
            return super.clone();
        } catch (CloneNotSupportedException e) {
            throw new InternalError(e);
        }
    }
}
