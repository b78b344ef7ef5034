package java.time.format;

import java.time.DateTimeException;
import java.time.temporal.UnsupportedTemporalTypeException;

/**
 * One piece of a DateTimeFormatter (package-private): a literal, a number, a fraction, a name
 * or a group, printing as the JDK's printer-parsers of the same name do, and describing itself
 * as they do in {@code DateTimeFormatter.toString()}.
 */
abstract class FormatElement {
    /** Appends this element's text for {@code fields}. */
    abstract void print(TemporalFields fields, StringBuilder buf);

    /**
     * Parses this element from {@code text} at {@code pos} (strictly and case-sensitively, as
     * ofPattern's formatters do) into {@code parsed}: the index after it, or the complement
     * (~index) of the index where it failed.
     */
    abstract int parse(Parsed parsed, String text, int pos);

    /** A literal character or string. */
    static final class Literal extends FormatElement {
        private final String text;

        Literal(String text) {
            this.text = text;
        }

        @Override
        void print(TemporalFields fields, StringBuilder buf) {
            buf.append(text);
        }

        @Override
        int parse(Parsed parsed, String text, int pos) {
            return this.text.regionMatches(0, text, pos, this.text.length()) ? pos + this.text.length() : ~pos;
        }

        @Override
        public String toString() {
            // The JDK describes a lone quote character as '' (its CharLiteralPrinterParser).
            return "'".equals(text) ? "''" : "'" + text.replace("'", "''") + "'";
        }
    }

    /** The sign rules of a number (the JDK's SignStyle constants used by patterns). */
    static final int NORMAL = 0;
    static final int NOT_NEGATIVE = 1;
    static final int EXCEEDS_PAD = 2;
    private static final String[] SIGN_STYLES = {"NORMAL", "NOT_NEGATIVE", "EXCEEDS_PAD"};

    /** A field's decimal value, zero-padded to a minimum width. */
    static class Number extends FormatElement {
        final int field;
        final int minWidth;
        final int maxWidth;
        final int signStyle;
        /** Digits the adjacent fixed-width numbers after this one take ("yyyyMMdd"). */
        int subsequentWidth;

        Number(int field, int minWidth, int maxWidth, int signStyle) {
            this.field = field;
            this.minWidth = minWidth;
            this.maxWidth = maxWidth;
            this.signStyle = signStyle;
        }

        /** True for a fixed width without sign, which can follow another number directly. */
        boolean fixedWidth() {
            return minWidth == maxWidth && signStyle == NOT_NEGATIVE;
        }

        /**
         * Strict parsing as the JDK's NumberPrinterParser: a sign only where the sign style
         * allows it, minWidth to maxWidth digits, first greedily and then again leaving the
         * adjacent numbers' digits.
         */
        @Override
        int parse(Parsed parsed, String text, int position) {
            int length = text.length();
            if (position == length) {
                return ~position;
            }
            char sign = text.charAt(position);
            boolean negative = false;
            boolean positive = false;
            if (sign == '+' || sign == '-') {
                if (signStyle == NOT_NEGATIVE || (signStyle == NORMAL && sign == '+')) {
                    return ~position;
                }
                positive = sign == '+';
                negative = sign == '-';
                position++;
            }
            int minEndPos = position + minWidth;
            if (minEndPos > length) {
                return ~position;
            }
            int effMaxWidth = maxWidth + Math.max(subsequentWidth, 0);
            long total = 0;
            int pos = position;
            for (int pass = 0; pass < 2; pass++) {
                int maxEndPos = Math.min(pos + effMaxWidth, length);
                while (pos < maxEndPos) {
                    char ch = text.charAt(pos++);
                    if (ch < '0' || ch > '9') {
                        pos--;
                        if (pos < minEndPos) {
                            return ~position;
                        }
                        break;
                    }
                    if (pos - position > 18) {
                        throw new UnsupportedOperationException("DateTimeFormatter: parsing a number of more than 18 digits is not supported by rjvm's class library");
                    }
                    total = total * 10 + (ch - '0');
                }
                if (subsequentWidth > 0 && pass == 0) {
                    effMaxWidth = Math.max(minWidth, pos - position - subsequentWidth);
                    pos = position;
                    total = 0;
                } else {
                    break;
                }
            }
            if (negative) {
                if (total == 0) {
                    return ~(position - 1);
                }
                total = -total;
            } else if (signStyle == EXCEEDS_PAD) {
                int parseLen = pos - position;
                if (positive ? parseLen <= minWidth : parseLen > minWidth) {
                    return positive ? ~(position - 1) : ~position;
                }
            }
            return parsed.set(field, parsedValue(total, pos - position)) ? pos : ~position;
        }

        /** The field's value for {@code value} read from {@code digits} digits. */
        long parsedValue(long value, int digits) {
            return value;
        }

        /** The value printed (the field's value here; reduced years override it). */
        long value(TemporalFields fields) {
            return fields.get(field);
        }

        @Override
        void print(TemporalFields fields, StringBuilder buf) {
            long value = value(fields);
            String name = TemporalFields.name(field);
            String str = value == Long.MIN_VALUE ? "9223372036854775808" : Long.toString(Math.abs(value));
            if (str.length() > maxWidth) {
                throw new DateTimeException("Field " + name + " cannot be printed as the value " + value + " exceeds the maximum print width of " + maxWidth);
            }
            if (value >= 0) {
                if (signStyle == EXCEEDS_PAD && minWidth < 19 && str.length() > minWidth) {
                    buf.append('+');
                }
            } else if (signStyle == NOT_NEGATIVE) {
                throw new DateTimeException("Field " + name + " cannot be printed as the value " + value + " cannot be negative according to the SignStyle");
            } else {
                buf.append('-');
            }
            for (int i = str.length(); i < minWidth; i++) {
                buf.append('0');
            }
            buf.append(str);
        }

        @Override
        public String toString() {
            String name = TemporalFields.name(field);
            if (minWidth == 1 && maxWidth == 19 && signStyle == NORMAL) {
                return "Value(" + name + ")";
            }
            if (minWidth == maxWidth && signStyle == NOT_NEGATIVE) {
                return "Value(" + name + "," + minWidth + ")";
            }
            return "Value(" + name + "," + minWidth + "," + maxWidth + "," + SIGN_STYLES[signStyle] + ")";
        }
    }

    /** A two-digit year: the last two digits of the value (base year 2000). */
    static final class ReducedYear extends Number {
        ReducedYear(int field) {
            super(field, 2, 2, NOT_NEGATIVE);
        }

        @Override
        long value(TemporalFields fields) {
            return Math.abs(fields.get(field)) % 100;
        }

        /** Two digits are a year from 2000 to 2099. */
        @Override
        long parsedValue(long value, int digits) {
            return digits == 2 && value >= 0 ? 2000 + value : value;
        }

        @Override
        public String toString() {
            return "ReducedValue(" + TemporalFields.name(field) + ",2,2,2000-01-01)";
        }
    }

    /** The nanoseconds as a decimal fraction of between minWidth and maxWidth digits (truncated). */
    static final class Fraction extends FormatElement {
        private final int minWidth;
        private final int maxWidth;
        private final boolean decimalPoint;

        Fraction(int minWidth, int maxWidth, boolean decimalPoint) {
            this.minWidth = minWidth;
            this.maxWidth = maxWidth;
            this.decimalPoint = decimalPoint;
        }

        @Override
        void print(TemporalFields fields, StringBuilder buf) {
            String digits = Long.toString(fields.get(TemporalFields.NANO_OF_SECOND) + 1000_000_000L).substring(1);
            int significant = 9;
            while (significant > 0 && digits.charAt(significant - 1) == '0') {
                significant--;
            }
            int width = Math.min(Math.max(significant, minWidth), maxWidth);
            if (width == 0) {
                return;
            }
            if (decimalPoint) {
                buf.append('.');
            }
            buf.append(digits, 0, width);
        }

        /** Exactly the pattern's digits (patterns have no decimal point), as nanoseconds. */
        @Override
        int parse(Parsed parsed, String text, int position) {
            if (decimalPoint || minWidth != maxWidth) {
                throw new UnsupportedOperationException("DateTimeFormatter: parsing " + this + " is not supported by rjvm's class library");
            }
            int end = position + minWidth;
            if (end > text.length()) {
                return ~position;
            }
            long nanos = 0;
            for (int i = position; i < end; i++) {
                char ch = text.charAt(i);
                if (ch < '0' || ch > '9') {
                    return ~position;
                }
                nanos = nanos * 10 + (ch - '0');
            }
            for (int i = minWidth; i < 9; i++) {
                nanos *= 10;
            }
            return parsed.set(TemporalFields.NANO_OF_SECOND, nanos) ? end : ~position;
        }

        /** The digits of a fixed-width fraction. */
        int width() {
            return maxWidth;
        }

        @Override
        public String toString() {
            return "Fraction(NanoOfSecond," + minWidth + "," + maxWidth + (decimalPoint ? ",DecimalPoint" : "") + ")";
        }
    }

    /** The text styles of names (the JDK's TextStyle constants used by patterns). */
    static final int FULL = 0;
    static final int SHORT = 1;
    static final int NARROW = 2;
    private static final String[] TEXT_STYLES = {"FULL", "SHORT", "NARROW"};
    private static final String[] MONTHS = {"January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November",
        "December"};
    private static final String[] DAYS = {"Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"};

    /** An English name: of a month, a day of the week, or AM/PM. */
    static final class Text extends FormatElement {
        private final int field;
        private final int style;

        Text(int field, int style) {
            this.field = field;
            this.style = style;
        }

        /** The name of {@code value} (1-based months and days, 0 or 1 for AM/PM). */
        String name(long value) {
            if (field == TemporalFields.AMPM_OF_DAY) {
                return style == NARROW ? (value == 0 ? "a" : "p") : (value == 0 ? "AM" : "PM");
            }
            String full = field == TemporalFields.MONTH_OF_YEAR ? MONTHS[(int) value - 1] : DAYS[(int) value - 1];
            return style == FULL ? full : full.substring(0, style == SHORT ? 3 : 1);
        }

        @Override
        void print(TemporalFields fields, StringBuilder buf) {
            buf.append(name(fields.get(field)));
        }

        /** One of the names, matched case-sensitively. */
        @Override
        int parse(Parsed parsed, String text, int pos) {
            if (style == NARROW) {
                throw new UnsupportedOperationException("DateTimeFormatter: parsing " + this + " is not supported by rjvm's class library");
            }
            int first = field == TemporalFields.AMPM_OF_DAY ? 0 : 1;
            int last = field == TemporalFields.AMPM_OF_DAY ? 1 : field == TemporalFields.MONTH_OF_YEAR ? 12 : 7;
            for (int value = first; value <= last; value++) {
                String name = name(value);
                if (text.startsWith(name, pos)) {
                    return parsed.set(field, value) ? pos + name.length() : ~pos;
                }
            }
            return ~pos;
        }

        @Override
        public String toString() {
            String name = TemporalFields.name(field);
            return style == FULL ? "Text(" + name + ")" : "Text(" + name + "," + TEXT_STYLES[style] + ")";
        }
    }

    /** A sequence of elements: a whole formatter, a nested one "(...)" or an optional part "[...]". */
    static final class Group extends FormatElement {
        private final FormatElement[] elements;
        private final String open;
        private final String close;

        Group(FormatElement[] elements, String open, String close) {
            this.elements = elements;
            this.open = open;
            this.close = close;
        }

        /** True for an optional part. */
        boolean optional() {
            return "[".equals(open);
        }

        @Override
        void print(TemporalFields fields, StringBuilder buf) {
            int start = buf.length();
            try {
                for (FormatElement e : elements) {
                    e.print(fields, buf);
                }
            } catch (UnsupportedTemporalTypeException e) {
                // An optional part whose fields the temporal lacks is left out, as in the JDK.
                if (!optional()) {
                    throw e;
                }
                buf.setLength(start);
            }
        }

        /** The elements in turn; a failed optional part is rolled back and skipped. */
        @Override
        int parse(Parsed parsed, String text, int pos) {
            Parsed saved = optional() ? parsed.copy() : null;
            int at = pos;
            for (FormatElement e : elements) {
                at = e.parse(parsed, text, at);
                if (at < 0) {
                    if (saved == null) {
                        return at;
                    }
                    parsed.restore(saved);
                    return pos;
                }
            }
            return at;
        }

        @Override
        public String toString() {
            StringBuilder buf = new StringBuilder(open);
            for (FormatElement e : elements) {
                buf.append(e);
            }
            return buf.append(close).toString();
        }
    }

    /** The "ParseCaseSensitive(false)" setting of the ISO date-time formatter: prints nothing. */
    static final class CaseInsensitive extends FormatElement {
        @Override
        void print(TemporalFields fields, StringBuilder buf) {
        }

        @Override
        int parse(Parsed parsed, String text, int pos) {
            throw new UnsupportedOperationException("DateTimeFormatter: case-insensitive parsing is not supported by rjvm's class library");
        }

        @Override
        public String toString() {
            return "ParseCaseSensitive(false)";
        }
    }
}
