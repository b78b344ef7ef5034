package java.text;

import java.util.ArrayList;
import java.util.Calendar;
import java.util.Date;
import java.util.GregorianCalendar;
import java.util.List;
import java.util.Locale;
import java.util.TimeZone;

/**
 * Date patterns (rjvm shim) with JDK 17's Locale.US output for every locale: all of
 * "GyYMLdEuaHkKhmsSDFwWzZX", quoting ('' and 'text'), English names (MMM/MMMM, E/EEEE; five
 * or more letters print the full name as JDK 17 does), and the JDK's errors ("Illegal
 * pattern character 'q'", "Unterminated quote", "invalid ISO 8601 format: length=4").
 *
 * <p>Parsing follows the JDK: spaces and tabs before a field are skipped, numbers take as
 * many digits as they find unless the next field is numeric too (then exactly the
 * pattern's count), a two-digit year (y or yy) lands within 80 years before and 20 after
 * the creation time (set2DigitYearStart moves the window), names match case-insensitively,
 * and parsed fields are resolved by a lenient or non-lenient Calendar. 'z' and 'Z' parse an
 * RFC 822 offset (+0530), "GMT" with an optional "+h:mm" offset, or a short or long name
 * of the formatter's zone, UTC, GMT, New York, Chicago, Denver, Los Angeles, Berlin,
 * London, Tokyo or Kolkata (a name of another zone switches the formatter to that zone, as
 * the JDK does); names of other zones fail to parse, where the JDK knows them all. 'X'
 * parses "Z" and ISO offsets of the pattern's width. Parsing week years ('Y') throws
 * UnsupportedOperationException.
 * applyLocalizedPattern and setDateFormatSymbols are not provided.
 */
public class SimpleDateFormat extends DateFormat {
    private static final long serialVersionUID = 4774881970558875024L;

    /** The pattern letters, in the JDK's order (their index maps to a DateFormat field). */
    private static final String LETTERS = "GyMdkHmsSEDFwWahKzZYuXL";
    /** The DateFormat field of each letter in {@link #LETTERS}. */
    private static final int[] DATE_FORMAT_FIELD = {ERA_FIELD, YEAR_FIELD, MONTH_FIELD, DATE_FIELD,
        HOUR_OF_DAY1_FIELD, HOUR_OF_DAY0_FIELD, MINUTE_FIELD, SECOND_FIELD, MILLISECOND_FIELD, DAY_OF_WEEK_FIELD,
        DAY_OF_YEAR_FIELD, DAY_OF_WEEK_IN_MONTH_FIELD, WEEK_OF_YEAR_FIELD, WEEK_OF_MONTH_FIELD, AM_PM_FIELD,
        HOUR1_FIELD, HOUR0_FIELD, TIMEZONE_FIELD, TIMEZONE_FIELD, YEAR_FIELD, DAY_OF_WEEK_FIELD, TIMEZONE_FIELD,
        MONTH_FIELD};
    /** Zones whose names 'z' parses besides the formatter's own. */
    private static final String[] PARSED_ZONES = {"UTC", "GMT", "America/New_York", "America/Chicago",
        "America/Denver", "America/Los_Angeles", "Europe/Berlin", "Europe/London", "Asia/Tokyo", "Asia/Kolkata"};

    private String pattern;
    private final DateFormatSymbols formatData = DateFormatSymbols.getInstance();

    /** The compiled pattern: a letter (or 0 for literal text), its count, and the literal text. */
    private transient char[] letters;
    private transient int[] counts;
    private transient String[] literals;

    private Date defaultCenturyStart;
    private int defaultCenturyStartYear;

    /** "M/d/yy, h:mm a", the SHORT date and time pattern. */
    public SimpleDateFormat() {
        this(DateFormat.dateTimePattern(SHORT, SHORT), Locale.getDefault());
    }

    public SimpleDateFormat(String pattern) {
        this(pattern, Locale.getDefault());
    }

    public SimpleDateFormat(String pattern, Locale locale) {
        if (pattern == null || locale == null) {
            throw new NullPointerException();
        }
        calendar = Calendar.getInstance(TimeZone.getDefault(), locale);
        numberFormat = NumberFormat.getIntegerInstance();
        numberFormat.setGroupingUsed(false);
        applyPattern(pattern);
        Calendar start = (Calendar) calendar.clone();
        start.setTimeInMillis(System.currentTimeMillis());
        start.add(Calendar.YEAR, -80);
        set2DigitYearStart(start.getTime());
    }

    public SimpleDateFormat(String pattern, DateFormatSymbols formatSymbols) {
        this(pattern, Locale.getDefault());
        if (formatSymbols == null) {
            throw new NullPointerException();
        }
    }

    public void set2DigitYearStart(Date startDate) {
        defaultCenturyStart = new Date(startDate.getTime());
        Calendar c = (Calendar) calendar.clone();
        c.setTime(startDate);
        defaultCenturyStartYear = c.get(Calendar.YEAR);
    }

    public Date get2DigitYearStart() {
        return (Date) defaultCenturyStart.clone();
    }

    public String toPattern() {
        return pattern;
    }

    public DateFormatSymbols getDateFormatSymbols() {
        return (DateFormatSymbols) formatData.clone();
    }

    public void applyPattern(String pattern) {
        compile(pattern);
        this.pattern = pattern;
    }

    /** Splits {@code pattern} into fields and literal text, with the JDK's errors. */
    private void compile(String pattern) {
        List<Object> items = new ArrayList<Object>();
        StringBuilder text = new StringBuilder();
        int n = pattern.length();
        int i = 0;
        while (i < n) {
            char c = pattern.charAt(i);
            if (c == '\'') {
                if (i + 1 < n && pattern.charAt(i + 1) == '\'') {
                    text.append('\'');
                    i += 2;
                    continue;
                }
                int j = i + 1;
                while (true) {
                    if (j >= n) {
                        throw new IllegalArgumentException("Unterminated quote");
                    }
                    if (pattern.charAt(j) == '\'') {
                        if (j + 1 < n && pattern.charAt(j + 1) == '\'') {
                            text.append('\'');
                            j += 2;
                            continue;
                        }
                        break;
                    }
                    text.append(pattern.charAt(j++));
                }
                i = j + 1;
            } else if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z')) {
                if (LETTERS.indexOf(c) < 0) {
                    throw new IllegalArgumentException("Illegal pattern character '" + c + "'");
                }
                int j = i;
                while (j < n && pattern.charAt(j) == c) {
                    j++;
                }
                if (c == 'X' && j - i > 3) {
                    throw new IllegalArgumentException("invalid ISO 8601 format: length=" + (j - i));
                }
                if (text.length() > 0) {
                    items.add(text.toString());
                    text.setLength(0);
                }
                items.add(new int[] {c, j - i});
                i = j;
            } else {
                text.append(c);
                i++;
            }
        }
        if (text.length() > 0) {
            items.add(text.toString());
        }
        letters = new char[items.size()];
        counts = new int[items.size()];
        literals = new String[items.size()];
        for (int k = 0; k < items.size(); k++) {
            Object item = items.get(k);
            if (item instanceof String) {
                literals[k] = (String) item;
            } else {
                letters[k] = (char) ((int[]) item)[0];
                counts[k] = ((int[]) item)[1];
            }
        }
    }

    // ---- formatting ----

    @Override
    public StringBuffer format(Date date, StringBuffer toAppendTo, FieldPosition pos) {
        pos.setBeginIndex(0);
        pos.setEndIndex(0);
        calendar.setTime(date);
        boolean found = false;
        for (int k = 0; k < letters.length; k++) {
            if (letters[k] == 0) {
                toAppendTo.append(literals[k]);
                continue;
            }
            int begin = toAppendTo.length();
            formatField(letters[k], counts[k], toAppendTo);
            if (!found && DATE_FORMAT_FIELD[LETTERS.indexOf(letters[k])] == pos.getField()) {
                pos.setBeginIndex(begin);
                pos.setEndIndex(toAppendTo.length());
                found = true;
            }
        }
        return toAppendTo;
    }

    private void formatField(char letter, int count, StringBuffer out) {
        Calendar c = calendar;
        switch (letter) {
            case 'G':
                out.append(formatData.getEras()[c.get(Calendar.ERA)]);
                break;
            case 'y':
                year(c.get(Calendar.YEAR), count, out);
                break;
            case 'Y':
                year(c.getWeekYear(), count, out);
                break;
            case 'M':
            case 'L':
                if (count >= 4) {
                    out.append(formatData.getMonths()[c.get(Calendar.MONTH)]);
                } else if (count == 3) {
                    out.append(formatData.getShortMonths()[c.get(Calendar.MONTH)]);
                } else {
                    pad(c.get(Calendar.MONTH) + 1, count, out);
                }
                break;
            case 'E':
                String[] days = count >= 4 ? formatData.getWeekdays() : formatData.getShortWeekdays();
                out.append(days[c.get(Calendar.DAY_OF_WEEK)]);
                break;
            case 'u':
                int dow = c.get(Calendar.DAY_OF_WEEK);
                pad(dow == Calendar.SUNDAY ? 7 : dow - 1, count, out);
                break;
            case 'a':
                out.append(formatData.getAmPmStrings()[c.get(Calendar.AM_PM)]);
                break;
            case 'k':
                int hourOfDay = c.get(Calendar.HOUR_OF_DAY);
                pad(hourOfDay == 0 ? 24 : hourOfDay, count, out);
                break;
            case 'h':
                int hour = c.get(Calendar.HOUR);
                pad(hour == 0 ? 12 : hour, count, out);
                break;
            case 'z':
                boolean daylight = c.get(Calendar.DST_OFFSET) != 0;
                out.append(c.getTimeZone().getDisplayName(daylight, count >= 4 ? TimeZone.LONG : TimeZone.SHORT,
                    Locale.US));
                break;
            case 'Z':
                offset(c.get(Calendar.ZONE_OFFSET) + c.get(Calendar.DST_OFFSET), false, true, out);
                break;
            case 'X':
                int total = c.get(Calendar.ZONE_OFFSET) + c.get(Calendar.DST_OFFSET);
                if (total == 0) {
                    out.append('Z');
                } else {
                    offset(total, count == 3, count >= 2, out);
                }
                break;
            default:
                pad(c.get(numericField(letter)), count, out);
        }
    }

    /** The Calendar field of a plain numeric letter. */
    private static int numericField(char letter) {
        switch (letter) {
            case 'd':
                return Calendar.DAY_OF_MONTH;
            case 'H':
                return Calendar.HOUR_OF_DAY;
            case 'K':
                return Calendar.HOUR;
            case 'm':
                return Calendar.MINUTE;
            case 's':
                return Calendar.SECOND;
            case 'S':
                return Calendar.MILLISECOND;
            case 'D':
                return Calendar.DAY_OF_YEAR;
            case 'F':
                return Calendar.DAY_OF_WEEK_IN_MONTH;
            case 'w':
                return Calendar.WEEK_OF_YEAR;
            default:
                return Calendar.WEEK_OF_MONTH;
        }
    }

    /** y/Y: "yy" is the last two digits, any other count a zero-padded minimum width. */
    private static void year(int year, int count, StringBuffer out) {
        if (count == 2) {
            pad(year % 100, 2, out);
        } else {
            pad(year, count, out);
        }
    }

    private static void pad(int value, int width, StringBuffer out) {
        String digits = Integer.toString(value);
        for (int i = digits.length(); i < width; i++) {
            out.append('0');
        }
        out.append(digits);
    }

    /** "+0530" (no colon) or "+05:30"; hours only ("+05") unless {@code minutes}. */
    private static void offset(int millis, boolean colon, boolean minutes, StringBuffer out) {
        int m = millis / 60000;
        out.append(m < 0 ? '-' : '+');
        m = Math.abs(m);
        pad(m / 60, 2, out);
        if (minutes) {
            if (colon) {
                out.append(':');
            }
            pad(m % 60, 2, out);
        }
    }

    // ---- parsing ----

    /** Fields parsed so far, in order, applied to the calendar at the end. */
    private static final class Parsed {
        final List<int[]> fields = new ArrayList<int[]>();
        boolean ambiguousYear;

        void set(int field, int value) {
            fields.add(new int[] {field, value});
        }
    }

    @Override
    public Date parse(String text, ParsePosition pos) {
        int start = pos.index;
        int p = start;
        Parsed parsed = new Parsed();
        for (int k = 0; k < letters.length; k++) {
            if (letters[k] == 0) {
                String lit = literals[k];
                for (int j = 0; j < lit.length(); j++, p++) {
                    if (p >= text.length() || text.charAt(p) != lit.charAt(j)) {
                        pos.index = start;
                        pos.errorIndex = p;
                        return null;
                    }
                }
                continue;
            }
            boolean obeyCount = k + 1 < letters.length && isNumeric(letters[k + 1], counts[k + 1]);
            int next = parseField(text, p, letters[k], counts[k], obeyCount, parsed, pos);
            if (next < 0) {
                pos.index = start;
                return null;
            }
            p = next;
        }
        Date date;
        try {
            date = establish(parsed);
            if (parsed.ambiguousYear && date.before(defaultCenturyStart)) {
                parsed.set(Calendar.YEAR, calendar.get(Calendar.YEAR) + 100);
                date = establish(parsed);
            }
        } catch (IllegalArgumentException e) {
            pos.errorIndex = p;
            pos.index = start;
            return null;
        }
        pos.index = p;
        return date;
    }

    /** Clears the calendar, sets the parsed fields in order, and reads the time. */
    private Date establish(Parsed parsed) {
        calendar.clear();
        for (int[] f : parsed.fields) {
            calendar.set(f[0], f[1]);
        }
        return calendar.getTime();
    }

    private static boolean isNumeric(char letter, int count) {
        return letter != 0 && ("ydkHmsSDFwWhKuY".indexOf(letter) >= 0 || ((letter == 'M' || letter == 'L') && count <= 2));
    }

    /** Parses one field at {@code start}: the index after it, or -1 with the error index set. */
    private int parseField(String text, int start, char letter, int count, boolean obeyCount, Parsed parsed,
        ParsePosition pos) {
        int p = start;
        while (true) {
            if (p >= text.length()) {
                pos.errorIndex = start;
                return -1;
            }
            char c = text.charAt(p);
            if (c != ' ' && c != '\t') {
                break;
            }
            p++;
        }
        int next;
        switch (letter) {
            case 'G':
                next = matchName(text, p, Calendar.ERA, formatData.getEras(), null, parsed);
                break;
            case 'E':
                next = matchName(text, p, Calendar.DAY_OF_WEEK, formatData.getWeekdays(),
                    formatData.getShortWeekdays(), parsed);
                break;
            case 'a':
                next = matchName(text, p, Calendar.AM_PM, formatData.getAmPmStrings(), null, parsed);
                break;
            case 'M':
            case 'L':
                if (count >= 3) {
                    next = matchName(text, p, Calendar.MONTH, formatData.getMonths(), formatData.getShortMonths(),
                        parsed);
                } else {
                    next = parseNumber(text, start, p, letter, count, obeyCount, parsed);
                }
                break;
            case 'z':
            case 'Z':
                next = parseZone(text, p, count, parsed, true);
                break;
            case 'X':
                next = parseZone(text, p, count, parsed, false);
                break;
            case 'Y':
                throw new UnsupportedOperationException("rjvm: SimpleDateFormat cannot parse week years (pattern letter 'Y')");
            default:
                next = parseNumber(text, start, p, letter, count, obeyCount, parsed);
        }
        if (next < 0) {
            pos.errorIndex = -1 - next;
            return -1;
        }
        return next;
    }

    /**
     * A number field at {@code p}: optional '-', then digits; if {@code obeyCount}, only
     * text before {@code fieldStart + count} (the JDK counts from before skipped spaces).
     * Returns the index after it or {@code -1 - p}.
     */
    private int parseNumber(String text, int fieldStart, int p, char letter, int count, boolean obeyCount,
        Parsed parsed) {
        int end = text.length();
        if (obeyCount) {
            if (fieldStart + count > end) {
                return -1 - p;
            }
            end = fieldStart + count;
        }
        int i = p;
        boolean negative = i < end && text.charAt(i) == '-';
        if (negative) {
            i++;
        }
        int digitsStart = i;
        long value = 0;
        while (i < end && text.charAt(i) >= '0' && text.charAt(i) <= '9') {
            value = Math.min(value * 10 + (text.charAt(i) - '0'), Integer.MAX_VALUE);
            i++;
        }
        if (i == digitsStart) {
            return -1 - p;
        }
        int v = (int) (negative ? -value : value);
        switch (letter) {
            case 'y':
                if (count <= 2 && i - p == 2 && !negative) {
                    int ambiguous = defaultCenturyStartYear % 100;
                    parsed.ambiguousYear = v == ambiguous;
                    v += (defaultCenturyStartYear / 100) * 100 + (v < ambiguous ? 100 : 0);
                }
                parsed.set(Calendar.YEAR, v);
                break;
            case 'M':
            case 'L':
                parsed.set(Calendar.MONTH, v - 1);
                break;
            case 'k':
                parsed.set(Calendar.HOUR_OF_DAY, v == 24 ? 0 : v);
                break;
            case 'h':
                parsed.set(Calendar.HOUR, v == 12 ? 0 : v);
                break;
            case 'u':
                parsed.set(Calendar.DAY_OF_WEEK, v == 7 ? Calendar.SUNDAY : v + 1);
                break;
            default:
                parsed.set(numericField(letter), v);
        }
        return i;
    }

    /** The longest of {@code names} (then of {@code shortNames}) at {@code p}, ignoring case. */
    private static int matchName(String text, int p, int field, String[] names, String[] shortNames, Parsed parsed) {
        int next = matchIn(text, p, field, names, parsed);
        if (next < 0 && shortNames != null) {
            next = matchIn(text, p, field, shortNames, parsed);
        }
        return next;
    }

    private static int matchIn(String text, int p, int field, String[] names, Parsed parsed) {
        int best = -1;
        int bestLength = 0;
        for (int i = 0; i < names.length; i++) {
            String name = names[i];
            if (name.length() > bestLength && text.regionMatches(true, p, name, 0, name.length())) {
                best = i;
                bestLength = name.length();
            }
        }
        if (best < 0) {
            return -1 - p;
        }
        parsed.set(field, best);
        return p + bestLength;
    }

    /**
     * 'z'/'Z' ({@code names}) or 'X' text at {@code p}. 'z'/'Z': "+hhmm" (RFC 822), "GMT"
     * optionally followed by "+h:mm"/"+hh:mm", or a known zone name. 'X': "Z" or an ISO
     * offset of {@code count} form (+hh, +hhmm, +hh:mm). Sets ZONE_OFFSET and DST_OFFSET;
     * returns the index after the text or {@code -1 - errorIndex}.
     */
    private int parseZone(String text, int p, int count, Parsed parsed, boolean names) {
        char c = text.charAt(p);
        if (!names) {
            if (c == 'Z') {
                setOffsets(parsed, 0, 0);
                return p + 1;
            }
            if (c != '+' && c != '-') {
                return -1 - (p + 1);
            }
            return numericZone(text, p + 1, c == '-' ? -1 : 1, count, count == 3, parsed);
        }
        if (c == '+' || c == '-') {
            return numericZone(text, p + 1, c == '-' ? -1 : 1, 0, false, parsed);
        }
        if (text.regionMatches(true, p, "GMT", 0, 3)) {
            // "GMT" with or without an offset; the formatter's zone stays.
            int q = p + 3;
            char sign = q < text.length() ? text.charAt(q) : 0;
            if (sign != '+' && sign != '-') {
                setOffsets(parsed, 0, 0);
                return q;
            }
            return numericZone(text, q + 1, sign == '-' ? -1 : 1, 0, true, parsed);
        }
        return parseZoneName(text, p, parsed);
    }

    /**
     * The digits of an offset after its sign, as the JDK's subParseNumericZone reads them:
     * hours (two digits unless {@code colon} and {@code count} is 0), then minutes unless
     * {@code count} is 1 (after ':' if {@code colon}). Returns the index after them or
     * {@code -1 - errorIndex}.
     */
    private static int numericZone(String text, int start, int sign, int count, boolean colon, Parsed parsed) {
        int i = start;
        int hours = digitAt(text, i++);
        if (hours < 0) {
            return -1 - (i - 1);
        }
        int d = digitAt(text, i++);
        if (d >= 0) {
            hours = hours * 10 + d;
        } else if (count > 0 || !colon) {
            return -1 - (i - 1);
        } else {
            i--;
        }
        if (hours > 23) {
            return -1 - (i - 1);
        }
        int minutes = 0;
        if (count != 1) {
            if (colon) {
                if (i >= text.length() || text.charAt(i++) != ':') {
                    return -1 - (i - 1);
                }
            }
            int m1 = digitAt(text, i++);
            int m2 = m1 < 0 ? -1 : digitAt(text, i++);
            if (m2 < 0) {
                return -1 - (i - 1);
            }
            minutes = m1 * 10 + m2;
            if (minutes > 59) {
                return -1 - (i - 1);
            }
        }
        setOffsets(parsed, sign * (hours * 60 + minutes) * 60000, 0);
        return i;
    }

    private static int digitAt(String text, int i) {
        return i < text.length() && text.charAt(i) >= '0' && text.charAt(i) <= '9' ? text.charAt(i) - '0' : -1;
    }

    private static void setOffsets(Parsed parsed, int zoneOffset, int dstOffset) {
        parsed.set(Calendar.ZONE_OFFSET, zoneOffset);
        parsed.set(Calendar.DST_OFFSET, dstOffset);
    }

    /** The longest long or short name of the formatter's zone or of {@link #PARSED_ZONES}. */
    private int parseZoneName(String text, int p, Parsed parsed) {
        TimeZone current = getTimeZone();
        TimeZone best = null;
        boolean bestDaylight = false;
        int bestLength = 0;
        for (int z = -1; z < PARSED_ZONES.length; z++) {
            TimeZone zone = z < 0 ? current : TimeZone.getTimeZone(PARSED_ZONES[z]);
            for (int d = 0; d < 2; d++) {
                boolean daylight = d == 1;
                if (daylight && !zone.useDaylightTime()) {
                    continue;
                }
                for (int style = TimeZone.LONG; style >= TimeZone.SHORT; style--) {
                    String name;
                    try {
                        name = zone.getDisplayName(daylight, style, Locale.US);
                    } catch (UnsupportedOperationException e) {
                        continue;
                    }
                    if (name.length() > bestLength && text.regionMatches(true, p, name, 0, name.length())) {
                        best = zone;
                        bestDaylight = daylight;
                        bestLength = name.length();
                    }
                }
            }
        }
        if (best == null) {
            return -1 - p;
        }
        if (!best.getID().equals(current.getID())) {
            setTimeZone(best);
        }
        setOffsets(parsed, best.getRawOffset(), bestDaylight ? best.getDSTSavings() : 0);
        return p + bestLength;
    }

    @Override
    public int hashCode() {
        return pattern.hashCode();
    }

    @Override
    public boolean equals(Object obj) {
        return super.equals(obj) && pattern.equals(((SimpleDateFormat) obj).pattern);
    }

    @Override
    public Object clone() {
        return super.clone();
    }
}
