package java.text;

import java.math.BigInteger;
import java.math.RoundingMode;

/**
 * Formats and parses numbers by a pattern such as "#,##0.00" or "#.000000000" (rjvm shim).
 * Supported: prefix and suffix text, '#', '0', grouping ',', '.', '%', the currency sign U+00A4
 * (replaced by the symbols' currency symbol) and a ';' negative subpattern (its prefix and
 * suffix); the DecimalFormatSymbols' separators, minus sign, infinity and NaN (not a zero digit
 * other than '0'). Parsing is DecimalParser's. Rounding (HALF_EVEN by default) is decided on the
 * double's exact binary value, as the JDK does since 8; digits come from the shortest
 * representation (Double.toString) when nothing is rounded. Scientific patterns ('E') are not
 * supported: they throw UnsupportedOperationException.
 */
public class DecimalFormat extends NumberFormat {
    private String posPrefix = "";
    private String posSuffix = "";
    private String negPrefix;
    private String negSuffix;
    private int minInt;
    private int maxInt = Integer.MAX_VALUE;
    private int minFrac;
    private int maxFrac;
    private int groupingSize;
    private boolean grouping;
    private boolean showPoint;
    private int multiplier = 1;
    private RoundingMode rounding = RoundingMode.HALF_EVEN;
    private DecimalFormatSymbols symbols;
    private boolean currency;
    /** Scientific notation ("0.###E0"): the fewest exponent digits, 0 when not scientific. */
    private int minExponentDigits;

    /** The general number format. */
    public DecimalFormat() {
        this("#,##0.###");
    }

    /** A format for {@code pattern} with the default locale's symbols. */
    public DecimalFormat(String pattern) {
        this(pattern, new DecimalFormatSymbols());
    }

    /** A format for {@code pattern} with {@code symbols}. */
    public DecimalFormat(String pattern, DecimalFormatSymbols symbols) {
        this.symbols = (DecimalFormatSymbols) symbols.clone();
        applyPattern(pattern);
    }

    /** A copy of the symbols. */
    public DecimalFormatSymbols getDecimalFormatSymbols() {
        return (DecimalFormatSymbols) symbols.clone();
    }

    /** Replaces the symbols (the pattern's currency sign keeps the old symbol until applyPattern). */
    public void setDecimalFormatSymbols(DecimalFormatSymbols newSymbols) {
        symbols = (DecimalFormatSymbols) newSymbols.clone();
    }

    @Override
    public Number parse(String text, ParsePosition pos) {
        String[] affixes = {posPrefix, posSuffix, negPrefix(), negSuffix()};
        return DecimalParser.parse(text, pos, affixes, symbols, grouping, isParseIntegerOnly(), multiplier);
    }

    /** Replaces the pattern. */
    public void applyPattern(String pattern) {
        int semi = pattern.indexOf(';');
        String pos = semi >= 0 ? pattern.substring(0, semi) : pattern;
        int i = 0;
        StringBuilder prefix = new StringBuilder();
        while (i < pos.length() && "#0,.".indexOf(pos.charAt(i)) < 0) {
            i = literal(pos, i, prefix);
        }
        int intHashes = 0;
        int intZeros = 0;
        int fracZeros = 0;
        int fracHashes = 0;
        int lastComma = -1;
        int digitsSeen = 0;
        boolean point = false;
        int exponentDigits = 0;
        for (; i < pos.length(); i++) {
            char c = pos.charAt(i);
            if (c == '#') {
                if (point) {
                    fracHashes++;
                } else {
                    intHashes++;
                    digitsSeen++;
                }
            } else if (c == '0') {
                if (point) {
                    if (fracHashes > 0) {
                        throw new IllegalArgumentException("Unexpected '0' in pattern \"" + pattern + '"');
                    }
                    fracZeros++;
                } else {
                    intZeros++;
                    digitsSeen++;
                }
            } else if (c == ',' && !point) {
                lastComma = digitsSeen;
            } else if (c == '.' && !point) {
                point = true;
            } else if (c == 'E' && digitsSeen + fracZeros + fracHashes > 0) {
                int zeros = 0;
                while (i + 1 < pos.length() && pos.charAt(i + 1) == '0') {
                    zeros++;
                    i++;
                }
                if (zeros == 0) {
                    throw new IllegalArgumentException("Malformed exponential pattern \"" + pattern + '"');
                }
                exponentDigits = zeros;
                i++;
                break;
            } else {
                break;
            }
        }
        StringBuilder suffix = new StringBuilder();
        while (i < pos.length()) {
            i = literal(pos, i, suffix);
        }
        posPrefix = currency(prefix.toString());
        posSuffix = currency(suffix.toString());
        // As in the JDK, a pattern of only '#'s with a decimal point ("#.##") shows one integer digit.
        minInt = intZeros == 0 && fracZeros == 0 && point && intHashes > 0 ? 1 : intZeros;
        minExponentDigits = exponentDigits;
        // Scientific patterns keep their integer digit count: it sets the exponent's step.
        maxInt = exponentDigits > 0 ? intHashes + intZeros : Integer.MAX_VALUE;
        minFrac = fracZeros;
        maxFrac = fracZeros + fracHashes;
        showPoint = false;
        grouping = lastComma >= 0 && digitsSeen - lastComma > 0;
        groupingSize = grouping ? digitsSeen - lastComma : 0;
        multiplier = posPrefix.indexOf('%') >= 0 || posSuffix.indexOf('%') >= 0 ? 100 : 1;
        negPrefix = null;
        negSuffix = null;
        currency = pattern.indexOf('\u00A4') >= 0;
        if (semi >= 0) {
            String neg = pattern.substring(semi + 1);
            int j = 0;
            StringBuilder np = new StringBuilder();
            while (j < neg.length() && "#0,.".indexOf(neg.charAt(j)) < 0) {
                j = literal(neg, j, np);
            }
            while (j < neg.length() && "#0,.".indexOf(neg.charAt(j)) >= 0) {
                j++;
            }
            if (exponentDigits > 0 && j < neg.length() && neg.charAt(j) == 'E') {
                j++;
                while (j < neg.length() && neg.charAt(j) == '0') {
                    j++;
                }
            }
            StringBuilder ns = new StringBuilder();
            while (j < neg.length()) {
                j = literal(neg, j, ns);
            }
            negPrefix = currency(np.toString());
            negSuffix = currency(ns.toString());
        }
    }

    /** The affix with the currency sign replaced by the currency symbol. */
    private String currency(String affix) {
        return affix.replace("\u00A4", symbols.getCurrencySymbol());
    }

    /** Copies one literal character of a pattern (quotes are removed). */
    private static int literal(String p, int i, StringBuilder out) {
        char c = p.charAt(i);
        if (c == '\'') {
            int end = p.indexOf('\'', i + 1);
            if (end == i + 1) {
                out.append('\'');
                return i + 2;
            }
            if (end < 0) {
                throw new IllegalArgumentException("Malformed pattern \"" + p + '"');
            }
            out.append(p, i + 1, end);
            return end + 1;
        }
        out.append(c);
        return i + 1;
    }

    @Override
    public void setMaximumFractionDigits(int n) {
        maxFrac = Math.max(0, n);
        minFrac = Math.min(minFrac, maxFrac);
    }

    @Override
    public void setMinimumFractionDigits(int n) {
        minFrac = Math.max(0, n);
        maxFrac = Math.max(maxFrac, minFrac);
    }

    @Override
    public void setMaximumIntegerDigits(int n) {
        maxInt = Math.max(0, n);
        minInt = Math.min(minInt, maxInt);
    }

    @Override
    public void setMinimumIntegerDigits(int n) {
        minInt = Math.max(0, n);
        maxInt = Math.max(maxInt, minInt);
    }

    @Override
    public void setGroupingUsed(boolean used) {
        grouping = used;
    }

    @Override
    public boolean isGroupingUsed() {
        return grouping;
    }

    @Override
    public int getMaximumFractionDigits() {
        return maxFrac;
    }

    @Override
    public int getMinimumFractionDigits() {
        return minFrac;
    }

    @Override
    public int getMaximumIntegerDigits() {
        return maxInt;
    }

    @Override
    public int getMinimumIntegerDigits() {
        return minInt;
    }

    @Override
    public RoundingMode getRoundingMode() {
        return rounding;
    }

    /** The number of digits between grouping separators. */
    public int getGroupingSize() {
        return groupingSize;
    }

    /** True if the decimal point is always shown. */
    public boolean isDecimalSeparatorAlwaysShown() {
        return showPoint;
    }

    /** Sets the number of digits between grouping separators. */
    public void setGroupingSize(int n) {
        groupingSize = n;
    }

    /** Always shows the decimal point if true. */
    public void setDecimalSeparatorAlwaysShown(boolean shown) {
        showPoint = shown;
    }

    @Override
    public void setRoundingMode(RoundingMode mode) {
        if (mode == null) {
            throw new NullPointerException();
        }
        rounding = mode;
    }

    @Override
    public String format(long number) {
        boolean negative = number < 0;
        BigInteger v = BigInteger.valueOf(number).abs().multiply(BigInteger.valueOf(multiplier));
        String digits = v.toString();
        if (digits.equals("0")) {
            return layout(negative, "", 0);
        }
        if (minExponentDigits > 0 && digits.length() > maxInt + maxFrac) {
            return roundDigits(negative, digits, digits.length(), false);
        }
        return layout(negative, digits, digits.length());
    }

    @Override
    public String format(double number) {
        if (Double.isNaN(number)) {
            return symbols.getNaN();
        }
        boolean negative = number < 0.0 || (number == 0.0 && 1 / number < 0.0);
        double v = Math.abs(number) * multiplier;
        if (Double.isInfinite(v)) {
            return (negative ? negPrefix() : posPrefix) + symbols.getInfinity() + (negative ? negSuffix() : posSuffix);
        }
        if (v == 0.0) {
            return layout(negative, "", 0);
        }
        // Shortest digits: value = 0.D * 10^decimalAt.
        String s = Double.toString(v);
        int exp = 0;
        int e = s.indexOf('E');
        if (e >= 0) {
            exp = Integer.parseInt(s.substring(e + 1));
            s = s.substring(0, e);
        }
        int dot = s.indexOf('.');
        String all = s.substring(0, dot) + s.substring(dot + 1);
        int decimalAt = dot + exp;
        int lead = 0;
        while (lead < all.length() - 1 && all.charAt(lead) == '0') {
            lead++;
        }
        all = all.substring(lead);
        decimalAt -= lead;
        int end = all.length();
        while (end > 0 && all.charAt(end - 1) == '0') {
            end--;
        }
        all = all.substring(0, end);
        if (all.length() <= keepDigits(decimalAt)) {
            return layout(negative, all, decimalAt);
        }
        return roundExact(negative, v);
    }

    /** How many leading digits survive rounding: fraction digits, or significant ones when scientific. */
    private int keepDigits(int decimalAt) {
        return minExponentDigits > 0 ? maxInt + maxFrac : decimalAt + maxFrac;
    }

    /** Lays out digits D (value 0.D * 10^decimalAt) in fixed or scientific notation. */
    private String layout(boolean negative, String digits, int decimalAt) {
        int end = digits.length();
        while (end > 0 && digits.charAt(end - 1) == '0') {
            end--;
        }
        digits = digits.substring(0, end);
        return minExponentDigits > 0 ? assembleScientific(negative, digits, decimalAt) : assemble(negative, digits, decimalAt);
    }

    /** Rounds the exact binary value of {@code v} to {@code keep} digits after its first digit position. */
    private String roundExact(boolean negative, double v) {
        long bits = Double.doubleToLongBits(v);
        int be = (int) ((bits >>> 52) & 0x7ff);
        long m = bits & 0xfffffffffffffL;
        if (be == 0) {
            be = 1;
        } else {
            m |= 1L << 52;
        }
        be -= 1075;
        String digits;
        int decimalAt;
        if (be >= 0) {
            digits = BigInteger.valueOf(m).shiftLeft(be).toString();
            decimalAt = digits.length();
        } else {
            digits = BigInteger.valueOf(m).multiply(BigInteger.valueOf(5).pow(-be)).toString();
            decimalAt = digits.length() + be;
        }
        // The JDK converts integral doubles below 2^63 on a fast path that does not mark its
        // digits exact, so an exact tie there rounds up under HALF_EVEN and HALF_DOWN too.
        boolean tieRoundsUp = v == Math.rint(v) && v < 0x1p63;
        return roundDigits(negative, digits, decimalAt, tieRoundsUp);
    }

    /**
     * Rounds the exact digits D (value 0.D * 10^decimalAt) by the rounding mode and lays them out;
     * {@code tieRoundsUp} makes an exact half round up in the half-even and half-down modes.
     */
    private String roundDigits(boolean negative, String digits, int decimalAt, boolean tieRoundsUp) {
        int keep = keepDigits(decimalAt);
        String kept = keep <= 0 ? "" : digits.substring(0, Math.min(keep, digits.length()));
        String tail = keep <= 0 ? digits : keep >= digits.length() ? "" : digits.substring(keep);
        int cmpHalf = compareHalf(tail, keep < 0 ? -keep : 0);
        boolean tailNonZero = tail.replace("0", "").length() > 0;
        boolean lastOdd = kept.length() > 0 && ((kept.charAt(kept.length() - 1) - '0') & 1) == 1;
        boolean up;
        switch (rounding) {
            case UP:
                up = tailNonZero;
                break;
            case DOWN:
                up = false;
                break;
            case CEILING:
                up = tailNonZero && !negative;
                break;
            case FLOOR:
                up = tailNonZero && negative;
                break;
            case HALF_UP:
                up = cmpHalf >= 0;
                break;
            case HALF_DOWN:
                up = cmpHalf > 0 || (cmpHalf == 0 && tieRoundsUp);
                break;
            case UNNECESSARY:
                if (tailNonZero) {
                    throw new ArithmeticException("Rounding needed with the rounding mode being set to RoundingMode.UNNECESSARY");
                }
                up = false;
                break;
            default:
                up = cmpHalf > 0 || (cmpHalf == 0 && (lastOdd || tieRoundsUp));
                break;
        }
        if (keep < 0) {
            kept = "";
            keep = 0;
            decimalAt = -maxFrac;
        }
        if (up) {
            String bumped = new BigInteger(kept.isEmpty() ? "0" : kept).add(BigInteger.ONE).toString();
            while (bumped.length() < keep) {
                bumped = "0" + bumped;
            }
            if (bumped.length() > keep) {
                decimalAt += bumped.length() - keep;
            }
            kept = bumped;
        }
        int lead = 0;
        while (lead < kept.length() && kept.charAt(lead) == '0') {
            lead++;
        }
        kept = kept.substring(lead);
        decimalAt -= lead;
        int end = kept.length();
        while (end > 0 && kept.charAt(end - 1) == '0') {
            end--;
        }
        kept = kept.substring(0, end);
        return layout(negative, kept, kept.isEmpty() ? 0 : decimalAt);
    }

    /** Compares 0.[zeros][tail] with one half: -1, 0 or 1. */
    private static int compareHalf(String tail, int leadingZeros) {
        if (leadingZeros > 0 || tail.isEmpty()) {
            return -1;
        }
        char first = tail.charAt(0);
        if (first != '5') {
            return first > '5' ? 1 : -1;
        }
        for (int i = 1; i < tail.length(); i++) {
            if (tail.charAt(i) != '0') {
                return 1;
            }
        }
        return 0;
    }

    private String negPrefix() {
        return negPrefix != null ? negPrefix : symbols.getMinusSign() + posPrefix;
    }

    private String negSuffix() {
        return negSuffix != null ? negSuffix : posSuffix;
    }

    /**
     * Scientific layout as the JDK does it: when the maximum integer digits exceed the minimum and
     * 1, the exponent is a multiple of the maximum (engineering notation) and one integer digit
     * is the minimum; otherwise the exponent makes exactly the minimum integer digits.
     */
    private String assembleScientific(boolean negative, String digits, int decimalAt) {
        StringBuilder sb = new StringBuilder(negative ? negPrefix() : posPrefix);
        int exponent = decimalAt;
        int minIntDigits = minInt;
        if (maxInt > 1 && maxInt > minInt) {
            exponent = exponent >= 1 ? ((exponent - 1) / maxInt) * maxInt : ((exponent - maxInt) / maxInt) * maxInt;
            minIntDigits = 1;
        } else {
            exponent -= minIntDigits;
        }
        int integerDigits = digits.isEmpty() ? minIntDigits : decimalAt - exponent;
        int total = Math.max(digits.length(), Math.max(minInt + minFrac, integerDigits));
        char point = currency ? symbols.getMonetaryDecimalSeparator() : symbols.getDecimalSeparator();
        for (int i = 0; i < total; i++) {
            if (i == integerDigits) {
                sb.append(point);
            }
            sb.append(i < digits.length() ? digits.charAt(i) : '0');
        }
        if (showPoint && total == integerDigits) {
            sb.append(point);
        }
        sb.append(symbols.getExponentSeparator());
        if (digits.isEmpty()) {
            exponent = 0;
        }
        if (exponent < 0) {
            sb.append(symbols.getMinusSign());
            exponent = -exponent;
        }
        String e = Integer.toString(exponent);
        for (int i = e.length(); i < minExponentDigits; i++) {
            sb.append('0');
        }
        sb.append(e);
        sb.append(negative ? negSuffix() : posSuffix);
        return sb.toString();
    }

    /** Lays out digits D (value 0.D * 10^decimalAt, D without trailing zeros) by the pattern. */
    private String assemble(boolean negative, String digits, int decimalAt) {
        StringBuilder sb = new StringBuilder(negative ? negPrefix() : posPrefix);
        int start = sb.length();
        int intCount = Math.max(decimalAt, 0);
        int shown = Math.min(Math.max(intCount, minInt), maxInt);
        for (int pos = shown - 1; pos >= 0; pos--) {
            int idx = decimalAt - 1 - pos;
            sb.append(idx >= 0 && idx < digits.length() ? digits.charAt(idx) : '0');
            if (grouping && groupingSize > 0 && pos > 0 && pos % groupingSize == 0) {
                sb.append(symbols.getGroupingSeparator());
            }
        }
        StringBuilder frac = new StringBuilder();
        for (int k = 0; k < maxFrac; k++) {
            int idx = decimalAt + k;
            frac.append(idx >= 0 && idx < digits.length() ? digits.charAt(idx) : '0');
        }
        int fracLen = frac.length();
        while (fracLen > minFrac && frac.charAt(fracLen - 1) == '0') {
            fracLen--;
        }
        boolean fractionPresent = fracLen > 0;
        if (!fractionPresent && sb.length() == start) {
            sb.append('0');
        }
        if (fractionPresent || showPoint) {
            sb.append(currency ? symbols.getMonetaryDecimalSeparator() : symbols.getDecimalSeparator());
        }
        sb.append(frac, 0, fracLen);
        sb.append(negative ? negSuffix() : posSuffix);
        return sb.toString();
    }
}
