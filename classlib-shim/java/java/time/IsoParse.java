package java.time;

import java.time.format.DateTimeParseException;
import java.time.temporal.TemporalAccessor;

/**
 * The ISO-8601 text forms the shim's {@code parse} methods read (package-private): the
 * structure of ISO_LOCAL_DATE ({@code yyyy-MM-dd}, a signed year of 5 to 10 digits outside
 * 0000-9999) and ISO_LOCAL_TIME ({@code HH:mm[:ss[.fraction]]}), with the JDK's error indexes
 * and messages. Field values are only range-checked by the callers, after the whole text has
 * been read, because the JDK reports structural errors before resolution errors.
 */
final class IsoParse {
    private IsoParse() {
    }

    /** The text as the JDK quotes it in messages: cut to 64 characters plus "...". */
    private static String quoted(String s) {
        return s.length() > 64 ? s.substring(0, 64) + "..." : s;
    }

    /** "could not be parsed at index N". */
    static DateTimeParseException errorAt(String s, int index) {
        return new DateTimeParseException("Text '" + quoted(s) + "' could not be parsed at index " + index, s, index);
    }

    /** "unparsed text found at index N". */
    static DateTimeParseException unparsed(String s, int index) {
        return new DateTimeParseException("Text '" + quoted(s) + "' could not be parsed, unparsed text found at index " + index, s, index);
    }

    /** A value that parsed but did not resolve (out of range, no such date). */
    static DateTimeParseException unresolved(String s, DateTimeException e) {
        return new DateTimeParseException("Text '" + quoted(s) + "' could not be parsed: " + e.getMessage(), s, 0, e);
    }

    /**
     * The error of {@code X.parse(text, formatter)} when the formatter's result is not an
     * {@code type}: the JDK names its resolved-fields object, "{},ISO resolved to ...".
     */
    static DateTimeParseException notObtained(String s, String type, TemporalAccessor parsed) {
        boolean resolved = parsed instanceof LocalDate || parsed instanceof LocalTime || parsed instanceof LocalDateTime;
        String what = resolved ? "{},ISO resolved to " + parsed : parsed.toString();
        return unresolved(s, new DateTimeException("Unable to obtain " + type + " from TemporalAccessor: " + what + " of type java.time.format.Parsed"));
    }

    /** Fails with "unparsed text" unless {@code end} is the end of {@code s}. */
    static void requireEnd(String s, int end) {
        if (end != s.length()) {
            throw unparsed(s, end);
        }
    }

    /** Reads {@code yyyy-MM-dd} at {@code pos} into out[0..2]; returns the end index. */
    static int date(String s, int pos, long[] out) {
        int n = s.length();
        boolean signed = pos < n && (s.charAt(pos) == '+' || s.charAt(pos) == '-');
        int start = signed ? pos + 1 : pos;
        int end = start;
        while (end < n && end - start < 10 && isDigit(s.charAt(end))) {
            end++;
        }
        int digits = end - start;
        if (digits < 4 || (!signed && digits > 4) || (signed && s.charAt(pos) == '+' && digits == 4)) {
            throw errorAt(s, pos);
        }
        long year = Long.parseLong(s.substring(start, end));
        out[0] = signed && s.charAt(pos) == '-' ? -year : year;
        literal(s, end, '-');
        out[1] = twoDigits(s, end + 1);
        literal(s, end + 3, '-');
        out[2] = twoDigits(s, end + 4);
        return end + 6;
    }

    /**
     * Reads {@code HH:mm[:ss[.fraction]]} at {@code pos} into out[0..3] (hour, minute, second,
     * nano); returns the end index. A second part that does not parse is left unread, as the
     * JDK's optional section.
     */
    static int time(String s, int pos, long[] out) {
        out[0] = twoDigits(s, pos);
        literal(s, pos + 2, ':');
        out[1] = twoDigits(s, pos + 3);
        out[2] = 0;
        out[3] = 0;
        int i = pos + 5;
        if (!(i + 3 <= s.length() && s.charAt(i) == ':' && isDigit(s.charAt(i + 1)) && isDigit(s.charAt(i + 2)))) {
            return i;
        }
        out[2] = twoDigits(s, i + 1);
        i += 3;
        if (i < s.length() && s.charAt(i) == '.') {
            i++;
            int nano = 0;
            int digits = 0;
            while (i < s.length() && digits < 9 && isDigit(s.charAt(i))) {
                nano = nano * 10 + (s.charAt(i) - '0');
                digits++;
                i++;
            }
            for (; digits < 9; digits++) {
                nano *= 10;
            }
            out[3] = nano;
        }
        return i;
    }

    private static void literal(String s, int at, char c) {
        if (at >= s.length() || s.charAt(at) != c) {
            throw errorAt(s, at);
        }
    }

    private static int twoDigits(String s, int at) {
        if (at + 2 > s.length() || !isDigit(s.charAt(at)) || !isDigit(s.charAt(at + 1))) {
            throw errorAt(s, at);
        }
        return (s.charAt(at) - '0') * 10 + (s.charAt(at + 1) - '0');
    }

    private static boolean isDigit(char c) {
        return c >= '0' && c <= '9';
    }
}
