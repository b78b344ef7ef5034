package java.time.format;

import java.util.ArrayList;
import java.util.List;

/**
 * Turns a DateTimeFormatter pattern into elements (package-private), as the JDK's
 * {@code DateTimeFormatterBuilder.appendPattern}: the letters y u M d D H h k K m s S a E,
 * quoted text, optional sections [ ], and the JDK's errors for unknown, reserved or too many
 * letters. The JDK's other letters (G Q q Y w W e c F n N A V z O X x Z v B g L, and the pad letter p) throw
 * UnsupportedOperationException naming the letter.
 */
final class PatternCompiler {
    private final String pattern;
    private int pos;

    private PatternCompiler(String pattern) {
        this.pattern = pattern;
    }

    /** The elements of {@code pattern}. */
    static FormatElement[] compile(String pattern) {
        PatternCompiler c = new PatternCompiler(pattern);
        List<FormatElement> out = c.sequence();
        if (c.pos < pattern.length()) {
            throw new IllegalArgumentException("Pattern invalid as it contains ] without previous [");
        }
        return out.toArray(new FormatElement[0]);
    }

    /** Elements up to the end of the pattern or an unmatched ']' (left unread). */
    private List<FormatElement> sequence() {
        List<FormatElement> out = new ArrayList<FormatElement>();
        // The number that adjacent fixed-width numbers follow directly ("yyyyMMdd"), or -1.
        int valueIndex = -1;
        while (pos < pattern.length()) {
            char cur = pattern.charAt(pos);
            int before = out.size();
            if ((cur >= 'A' && cur <= 'Z') || (cur >= 'a' && cur <= 'z')) {
                int start = pos;
                while (pos < pattern.length() && pattern.charAt(pos) == cur) {
                    pos++;
                }
                FormatElement e = letters(cur, pos - start);
                out.add(e);
                if (e instanceof FormatElement.Number || e instanceof FormatElement.Fraction) {
                    valueIndex = adjacent(out, valueIndex, e);
                    continue;
                }
            } else if (cur == '\'') {
                out.add(quoted());
            } else if (cur == '[') {
                pos++;
                List<FormatElement> inner = sequence();
                if (pos < pattern.length()) {
                    pos++;
                }
                out.add(new FormatElement.Group(inner.toArray(new FormatElement[0]), "[", "]"));
            } else if (cur == ']') {
                return out;
            } else if (cur == '{' || cur == '}' || cur == '#') {
                throw new IllegalArgumentException("Pattern includes reserved character: '" + cur + "'");
            } else {
                out.add(new FormatElement.Literal(String.valueOf(cur)));
                pos++;
            }
            if (out.size() > before) {
                valueIndex = -1;
            }
        }
        return out;
    }

    /**
     * Links number {@code e}, just added, to the number at {@code valueIndex} as the JDK's
     * adjacent value parsing does: a fixed-width number reserves its digits in the first
     * one's parse; another number starts a new run. Returns the new run's start.
     */
    private static int adjacent(List<FormatElement> out, int valueIndex, FormatElement e) {
        int index = out.size() - 1;
        if (valueIndex < 0) {
            return index;
        }
        FormatElement base = out.get(valueIndex);
        boolean fixed = e instanceof FormatElement.Fraction || ((FormatElement.Number) e).fixedWidth();
        if (base instanceof FormatElement.Number) {
            FormatElement.Number number = (FormatElement.Number) base;
            number.subsequentWidth = fixed ? number.subsequentWidth + width(e) : -1;
        }
        return fixed ? valueIndex : index;
    }

    private static int width(FormatElement e) {
        return e instanceof FormatElement.Fraction ? ((FormatElement.Fraction) e).width() : ((FormatElement.Number) e).maxWidth;
    }

    /** Quoted text from the quote at {@code pos}; two quotes stand for one. */
    private FormatElement quoted() {
        int start = pos++;
        for (; pos < pattern.length(); pos++) {
            if (pattern.charAt(pos) == '\'') {
                if (pos + 1 < pattern.length() && pattern.charAt(pos + 1) == '\'') {
                    pos++;
                } else {
                    break;
                }
            }
        }
        if (pos >= pattern.length()) {
            throw new IllegalArgumentException("Pattern ends with an incomplete string literal: " + pattern);
        }
        String str = pattern.substring(start + 1, pos++);
        return new FormatElement.Literal(str.isEmpty() ? "'" : str.replace("''", "'"));
    }

    private FormatElement letters(char cur, int count) {
        switch (cur) {
            case 'y':
                return year(TemporalFields.YEAR_OF_ERA, count);
            case 'u':
                return year(TemporalFields.YEAR, count);
            case 'M':
                return month(cur, count);
            case 'd':
                return number(cur, TemporalFields.DAY_OF_MONTH, count);
            case 'H':
                return number(cur, TemporalFields.HOUR_OF_DAY, count);
            case 'h':
                return number(cur, TemporalFields.CLOCK_HOUR_OF_AMPM, count);
            case 'k':
                return number(cur, TemporalFields.CLOCK_HOUR_OF_DAY, count);
            case 'K':
                return number(cur, TemporalFields.HOUR_OF_AMPM, count);
            case 'm':
                return number(cur, TemporalFields.MINUTE_OF_HOUR, count);
            case 's':
                return number(cur, TemporalFields.SECOND_OF_MINUTE, count);
            case 'D':
                return dayOfYear(count);
            case 'S':
                if (count > 9) {
                    throw new IllegalArgumentException("Minimum width must be from 0 to 9 inclusive but was " + count);
                }
                return new FormatElement.Fraction(count, count, false);
            case 'a':
                if (count > 1) {
                    throw tooMany(cur);
                }
                return new FormatElement.Text(TemporalFields.AMPM_OF_DAY, FormatElement.SHORT);
            case 'E':
                if (count > 5) {
                    throw tooMany(cur);
                }
                return new FormatElement.Text(TemporalFields.DAY_OF_WEEK, count == 4 ? FormatElement.FULL : count == 5 ? FormatElement.NARROW : FormatElement.SHORT);
            default:
                if ("GQqYwWecFnNAVzOXxZvBgLp".indexOf(cur) >= 0) {
                    throw new UnsupportedOperationException("DateTimeFormatter pattern letter '" + cur + "' is not supported by rjvm's class library");
                }
                throw new IllegalArgumentException("Unknown pattern letter: " + cur);
        }
    }

    private static IllegalArgumentException tooMany(char cur) {
        return new IllegalArgumentException("Too many pattern letters: " + cur);
    }

    private static FormatElement year(int field, int count) {
        if (count == 2) {
            return new FormatElement.ReducedYear(field);
        } else if (count < 4) {
            return new FormatElement.Number(field, count, 19, FormatElement.NORMAL);
        }
        return new FormatElement.Number(field, count, 19, FormatElement.EXCEEDS_PAD);
    }

    private static FormatElement month(char cur, int count) {
        switch (count) {
            case 1:
                return new FormatElement.Number(TemporalFields.MONTH_OF_YEAR, 1, 19, FormatElement.NORMAL);
            case 2:
                return new FormatElement.Number(TemporalFields.MONTH_OF_YEAR, 2, 2, FormatElement.NOT_NEGATIVE);
            case 3:
                return new FormatElement.Text(TemporalFields.MONTH_OF_YEAR, FormatElement.SHORT);
            case 4:
                return new FormatElement.Text(TemporalFields.MONTH_OF_YEAR, FormatElement.FULL);
            case 5:
                return new FormatElement.Text(TemporalFields.MONTH_OF_YEAR, FormatElement.NARROW);
            default:
                throw tooMany(cur);
        }
    }

    /** One or two digits of a field (d H h k K m s). */
    private static FormatElement number(char cur, int field, int count) {
        if (count == 1) {
            return new FormatElement.Number(field, 1, 19, FormatElement.NORMAL);
        } else if (count == 2) {
            return new FormatElement.Number(field, 2, 2, FormatElement.NOT_NEGATIVE);
        }
        throw tooMany(cur);
    }

    private static FormatElement dayOfYear(int count) {
        switch (count) {
            case 1:
                return new FormatElement.Number(TemporalFields.DAY_OF_YEAR, 1, 19, FormatElement.NORMAL);
            case 2:
                return new FormatElement.Number(TemporalFields.DAY_OF_YEAR, 2, 3, FormatElement.NOT_NEGATIVE);
            case 3:
                return new FormatElement.Number(TemporalFields.DAY_OF_YEAR, 3, 3, FormatElement.NOT_NEGATIVE);
            default:
                throw tooMany('D');
        }
    }
}
