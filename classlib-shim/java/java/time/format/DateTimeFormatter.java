package java.time.format;

import java.time.DateTimeException;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.temporal.TemporalAccessor;
import java.util.Locale;

/**
 * Formats LocalDate, LocalTime and LocalDateTime values (rjvm shim): {@code ofPattern} with
 * the pattern letters y u M d D H h k K m s S a E, quoted text and optional sections, English
 * names only, and the ISO_LOCAL_DATE, ISO_LOCAL_TIME and ISO_LOCAL_DATE_TIME constants.
 * Parsing is strict and case-sensitive with the JDK's SMART resolver, as ofPattern's (with
 * adjacent numbers such as "yyyyMMdd"); narrow names do not parse. Not provided: other
 * locales, zones, offsets, resolver styles and the builder (UnsupportedOperationException or
 * NoClassDefFoundError naming them).
 */
public final class DateTimeFormatter {
    private static final int PATTERN = 0;
    private static final int DATE = 1;
    private static final int TIME = 2;
    private static final int DATE_TIME = 3;

    /** yyyy-MM-dd with a sign and more digits for years outside 0000-9999. */
    public static final DateTimeFormatter ISO_LOCAL_DATE = new DateTimeFormatter(isoDate(), DATE);
    /** HH:mm:ss with the nanoseconds, if any, as a fraction without trailing zeros. */
    public static final DateTimeFormatter ISO_LOCAL_TIME = new DateTimeFormatter(isoTime(), TIME);
    /** ISO_LOCAL_DATE, 'T', ISO_LOCAL_TIME. */
    public static final DateTimeFormatter ISO_LOCAL_DATE_TIME = new DateTimeFormatter(new FormatElement[] {new FormatElement.CaseInsensitive(),
        new FormatElement.Group(isoDate(), "(", ")"), new FormatElement.Literal("T"), new FormatElement.Group(isoTime(), "(", ")")}, DATE_TIME);

    private final FormatElement[] elements;
    private final int iso;

    private DateTimeFormatter(FormatElement[] elements, int iso) {
        this.elements = elements;
        this.iso = iso;
    }

    private static FormatElement[] isoDate() {
        return new FormatElement[] {new FormatElement.Number(TemporalFields.YEAR, 4, 10, FormatElement.EXCEEDS_PAD), new FormatElement.Literal("-"),
            new FormatElement.Number(TemporalFields.MONTH_OF_YEAR, 2, 2, FormatElement.NOT_NEGATIVE), new FormatElement.Literal("-"),
            new FormatElement.Number(TemporalFields.DAY_OF_MONTH, 2, 2, FormatElement.NOT_NEGATIVE)};
    }

    private static FormatElement[] isoTime() {
        FormatElement fraction = new FormatElement.Group(new FormatElement[] {new FormatElement.Fraction(0, 9, true)}, "[", "]");
        FormatElement seconds = new FormatElement.Group(new FormatElement[] {new FormatElement.Literal(":"),
            new FormatElement.Number(TemporalFields.SECOND_OF_MINUTE, 2, 2, FormatElement.NOT_NEGATIVE), fraction}, "[", "]");
        return new FormatElement[] {new FormatElement.Number(TemporalFields.HOUR_OF_DAY, 2, 2, FormatElement.NOT_NEGATIVE), new FormatElement.Literal(":"),
            new FormatElement.Number(TemporalFields.MINUTE_OF_HOUR, 2, 2, FormatElement.NOT_NEGATIVE), seconds};
    }

    /** A formatter for {@code pattern} (the JDK's pattern letters; see the class comment). */
    public static DateTimeFormatter ofPattern(String pattern) {
        return new DateTimeFormatter(PatternCompiler.compile(pattern), PATTERN);
    }

    /** A formatter for {@code pattern} in {@code locale}, which must be an English one. */
    public static DateTimeFormatter ofPattern(String pattern, Locale locale) {
        requireEnglish(locale);
        return ofPattern(pattern);
    }

    private static void requireEnglish(Locale locale) {
        if (!"en".equals(locale.getLanguage())) {
            throw new UnsupportedOperationException("DateTimeFormatter in locale " + locale + " is not supported by rjvm's class library (English only)");
        }
    }

    /** This formatter (English is the only locale provided). */
    public DateTimeFormatter withLocale(Locale locale) {
        requireEnglish(locale);
        return this;
    }

    /** The locale, always English. */
    public Locale getLocale() {
        return Locale.ENGLISH;
    }

    /** {@code temporal} (a LocalDate, LocalTime or LocalDateTime) as text. */
    public String format(TemporalAccessor temporal) {
        if (temporal == null) {
            throw new NullPointerException("temporal");
        }
        StringBuilder buf = new StringBuilder(32);
        TemporalFields fields = new TemporalFields(temporal);
        for (FormatElement e : elements) {
            e.print(fields, buf);
        }
        return buf.toString();
    }

    /** Appends {@code temporal} as text to {@code appendable}. */
    public void formatTo(TemporalAccessor temporal, Appendable appendable) {
        try {
            appendable.append(format(temporal));
        } catch (java.io.IOException ex) {
            throw new DateTimeException(ex.getMessage(), ex);
        }
    }

    /**
     * Parses {@code text} into the LocalDateTime, LocalDate or LocalTime it resolves to (the
     * JDK returns its own resolved-fields object, which prints differently); when neither a
     * date nor a time resolves, into the parsed fields.
     */
    public TemporalAccessor parse(CharSequence text) {
        switch (iso) {
            case DATE:
                return LocalDate.parse(text);
            case TIME:
                return LocalTime.parse(text);
            case DATE_TIME:
                return LocalDateTime.parse(text);
            default:
                return parsePattern(text.toString());
        }
    }

    private TemporalAccessor parsePattern(String s) {
        Parsed parsed = new Parsed();
        int pos = 0;
        for (FormatElement e : elements) {
            pos = e.parse(parsed, s, pos);
            if (pos < 0) {
                throw new DateTimeParseException("Text '" + quoted(s) + "' could not be parsed at index " + ~pos, s, ~pos);
            }
        }
        if (pos < s.length()) {
            throw new DateTimeParseException("Text '" + quoted(s) + "' could not be parsed, unparsed text found at index " + pos, s, pos);
        }
        try {
            return parsed.resolve();
        } catch (DateTimeException e) {
            throw new DateTimeParseException("Text '" + quoted(s) + "' could not be parsed: " + e.getMessage(), s, 0, e);
        }
    }

    /** The text as the JDK quotes it in messages: cut to 64 characters plus "...". */
    private static String quoted(String s) {
        return s.length() > 64 ? s.substring(0, 64) + "..." : s;
    }

    @Override
    public String toString() {
        StringBuilder buf = new StringBuilder();
        for (FormatElement e : elements) {
            buf.append(e);
        }
        return buf.toString();
    }
}
