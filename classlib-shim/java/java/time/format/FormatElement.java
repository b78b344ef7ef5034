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

        Number(int field, int minWidth, int maxWidth, int signStyle) {
            this.field = field;
            this.minWidth = minWidth;
            this.maxWidth = maxWidth;
            this.signStyle = signStyle;
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
        public String toString() {
            return "ParseCaseSensitive(false)";
        }
    }
}
