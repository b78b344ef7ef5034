package java.text;

/**
 * DecimalFormat.parse as the JDK does it (non-strict): the longer matching sign prefix, then
 * digits with grouping separators anywhere (a trailing one is given back), one decimal point
 * unless parsing integers only, an optional exponent ("E", a sign and digits), then a matching
 * suffix. The result is a Long when the value is integral, fits, and is not -0.0 (a Double
 * otherwise), after dividing by the multiplier. BigDecimal results are not provided.
 */
final class DecimalParser {
    private final String text;
    private final DecimalFormatSymbols sym;
    private final boolean grouping;
    private final boolean integerOnly;
    /** Significant digits without trailing zeros; the value is 0.digits * 10^decimalAt. */
    private final StringBuilder digits = new StringBuilder();
    private int decimalAt;

    private DecimalParser(String text, DecimalFormatSymbols sym, boolean grouping, boolean integerOnly) {
        this.text = text;
        this.sym = sym;
        this.grouping = grouping;
        this.integerOnly = integerOnly;
    }

    static Number parse(String text, ParsePosition pos, String[] affixes, DecimalFormatSymbols sym, boolean grouping,
            boolean integerOnly, int multiplier) {
        String nan = sym.getNaN();
        if (text.startsWith(nan, pos.index)) {
            pos.index += nan.length();
            return Double.valueOf(Double.NaN);
        }
        DecimalParser p = new DecimalParser(text, sym, grouping, integerOnly);
        Boolean positive = p.subparse(pos, affixes);
        if (positive == null) {
            return null;
        }
        if (p.infinite) {
            return Double.valueOf(positive.booleanValue() == multiplier >= 0 ? Double.POSITIVE_INFINITY
                : Double.NEGATIVE_INFINITY);
        }
        return p.result(positive.booleanValue(), multiplier);
    }

    private boolean infinite;

    /** Parses sign, number and suffix at pos; TRUE/FALSE is the sign, null a failure. */
    private Boolean subparse(ParsePosition pos, String[] affixes) {
        int start = pos.index;
        int position = start;
        String posPrefix = affixes[0];
        String posSuffix = affixes[1];
        String negPrefix = affixes[2];
        String negSuffix = affixes[3];
        boolean gotPos = text.startsWith(posPrefix, position);
        boolean gotNeg = text.startsWith(negPrefix, position);
        if (gotPos && gotNeg) {
            if (posPrefix.length() > negPrefix.length()) {
                gotNeg = false;
            } else if (posPrefix.length() < negPrefix.length()) {
                gotPos = false;
            }
        }
        if (gotPos) {
            position += posPrefix.length();
        } else if (gotNeg) {
            position += negPrefix.length();
        } else {
            pos.errorIndex = position;
            return null;
        }
        if (text.startsWith(sym.getInfinity(), position)) {
            position += sym.getInfinity().length();
            infinite = true;
        } else {
            int end = number(position, false);
            if (end < 0) {
                pos.index = start;
                pos.errorIndex = start;
                return null;
            }
            position = end;
        }
        if (gotPos) {
            gotPos = text.startsWith(posSuffix, position);
        }
        if (gotNeg) {
            gotNeg = text.startsWith(negSuffix, position);
        }
        if (gotPos && gotNeg) {
            if (posSuffix.length() > negSuffix.length()) {
                gotNeg = false;
            } else if (posSuffix.length() < negSuffix.length()) {
                gotPos = false;
            }
        }
        if (gotPos == gotNeg) {
            pos.errorIndex = position;
            return null;
        }
        pos.index = position + (gotPos ? posSuffix.length() : negSuffix.length());
        return Boolean.valueOf(gotPos);
    }

    /** Reads digits (and for a mantissa: separators, point, exponent) from p; the end, or -1 if no digit. */
    private int number(int p, boolean exponentPart) {
        boolean sawDecimal = false;
        boolean sawDigit = false;
        int digitCount = 0;
        int backup = -1;
        int exponent = 0;
        char zero = sym.getZeroDigit();
        for (; p < text.length(); p++) {
            char ch = text.charAt(p);
            int digit = ch - zero;
            if (digit < 0 || digit > 9) {
                digit = Character.digit(ch, 10);
            }
            if (digit == 0) {
                backup = -1;
                sawDigit = true;
                if (digits.length() == 0) {
                    if (sawDecimal) {
                        decimalAt--;
                    }
                } else {
                    digitCount++;
                    digits.append('0');
                }
            } else if (digit > 0 && digit <= 9) {
                sawDigit = true;
                digitCount++;
                digits.append((char) ('0' + digit));
                backup = -1;
            } else if (!exponentPart && ch == sym.getDecimalSeparator()) {
                if (integerOnly || sawDecimal) {
                    break;
                }
                decimalAt = digitCount;
                sawDecimal = true;
            } else if (!exponentPart && ch == sym.getGroupingSeparator() && grouping) {
                if (sawDecimal) {
                    break;
                }
                backup = p;
            } else if (!exponentPart && text.startsWith(sym.getExponentSeparator(), p)) {
                int after = p + sym.getExponentSeparator().length();
                boolean negative = after < text.length() && text.charAt(after) == sym.getMinusSign();
                DecimalParser e = new DecimalParser(text, sym, false, true);
                int end = e.number(negative ? after + 1 : after, true);
                if (end >= 0 && e.decimalAt <= 9) {
                    long v = e.longValue();
                    exponent = (int) (negative ? -v : v);
                    p = end;
                }
                break;
            } else {
                break;
            }
        }
        if (backup != -1) {
            p = backup;
        }
        if (!sawDecimal) {
            decimalAt = digitCount;
        }
        decimalAt += exponent;
        int trimmed = digits.length();
        while (trimmed > 0 && digits.charAt(trimmed - 1) == '0') {
            trimmed--;
        }
        digits.setLength(trimmed);
        return !sawDigit && digitCount == 0 ? -1 : p;
    }

    /** True if 0.digits * 10^decimalAt is an integer that fits in a long (the sign given). */
    private boolean fitsIntoLong(boolean positive, boolean ignoreNegativeZero) {
        if (digits.length() == 0) {
            return positive || ignoreNegativeZero;
        }
        if (decimalAt < digits.length() || decimalAt > 19) {
            return false;
        }
        if (decimalAt < 19) {
            return true;
        }
        StringBuilder full = new StringBuilder(digits);
        while (full.length() < 19) {
            full.append('0');
        }
        int c = full.toString().compareTo("9223372036854775808");
        return c < 0 || (c == 0 && !positive);
    }

    private long longValue() {
        if (digits.length() == 0) {
            return 0;
        }
        StringBuilder full = new StringBuilder(digits);
        while (full.length() < decimalAt) {
            full.append('0');
        }
        if (full.toString().equals("9223372036854775808")) {
            return Long.MIN_VALUE;
        }
        return Long.parseLong(full.toString());
    }

    private double doubleValue() {
        return digits.length() == 0 ? 0.0 : Double.parseDouble("." + digits + "E" + decimalAt);
    }

    private Number result(boolean positive, int multiplier) {
        boolean gotDouble = true;
        boolean longMin = false;
        double d = 0.0;
        long l = 0;
        if (fitsIntoLong(positive, integerOnly)) {
            gotDouble = false;
            l = longValue();
            longMin = l < 0;
        } else {
            d = doubleValue();
        }
        if (multiplier != 1) {
            if (gotDouble) {
                d /= multiplier;
            } else if (l % multiplier == 0) {
                l /= multiplier;
            } else {
                d = ((double) l) / multiplier;
                gotDouble = true;
            }
        }
        if (!positive && !longMin) {
            d = -d;
            l = -l;
        }
        if (multiplier != 1 && gotDouble) {
            l = (long) d;
            gotDouble = (d != (double) l || (d == 0.0 && 1 / d < 0.0)) && !integerOnly;
        }
        return gotDouble ? (Number) Double.valueOf(d) : (Number) Long.valueOf(l);
    }
}
