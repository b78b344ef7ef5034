package java.text;

import java.math.BigInteger;
import java.math.RoundingMode;

/**
 * Formats numbers by a pattern such as "#,##0.00" or "#.000000000" (rjvm shim, US symbols).
 * Supported: prefix and suffix text, '#', '0', grouping ',', '.', '%' and a ';' negative
 * subpattern (its prefix and suffix). Rounding (HALF_EVEN by default) is decided on the
 * double's exact binary value, as the JDK does since 8; digits come from the shortest
 * representation (Double.toString) when nothing is rounded. Scientific patterns ('E') and
 * parsing are not supported.
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

    /** The general number format. */
    public DecimalFormat() {
        this("#,##0.###");
    }

    /** A format for {@code pattern}. */
    public DecimalFormat(String pattern) {
        applyPattern(pattern);
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
            } else if (c == 'E') {
                throw new UnsupportedOperationException("scientific DecimalFormat patterns not supported by rjvm: " + pattern);
            } else {
                break;
            }
        }
        StringBuilder suffix = new StringBuilder();
        while (i < pos.length()) {
            i = literal(pos, i, suffix);
        }
        posPrefix = prefix.toString();
        posSuffix = suffix.toString();
        // As in the JDK, a pattern of only '#'s with a decimal point ("#.##") shows one integer digit.
        minInt = intZeros == 0 && fracZeros == 0 && point && intHashes > 0 ? 1 : intZeros;
        maxInt = Integer.MAX_VALUE;
        minFrac = fracZeros;
        maxFrac = fracZeros + fracHashes;
        showPoint = false;
        grouping = lastComma >= 0 && digitsSeen - lastComma > 0;
        groupingSize = grouping ? digitsSeen - lastComma : 0;
        multiplier = posPrefix.indexOf('%') >= 0 || posSuffix.indexOf('%') >= 0 ? 100 : 1;
        negPrefix = null;
        negSuffix = null;
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
            StringBuilder ns = new StringBuilder();
            while (j < neg.length()) {
                j = literal(neg, j, ns);
            }
            negPrefix = np.toString();
            negSuffix = ns.toString();
        }
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
        return assemble(negative, digits.equals("0") ? "" : digits, digits.equals("0") ? 0 : digits.length());
    }

    @Override
    public String format(double number) {
        if (Double.isNaN(number)) {
            return "NaN";
        }
        boolean negative = number < 0.0 || (number == 0.0 && 1 / number < 0.0);
        double v = Math.abs(number) * multiplier;
        if (Double.isInfinite(v)) {
            return (negative ? negPrefix() : posPrefix) + "\u221E" + (negative ? negSuffix() : posSuffix);
        }
        if (v == 0.0) {
            return assemble(negative, "", 0);
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
        int keep = decimalAt + maxFrac;
        if (all.length() <= keep) {
            return assemble(negative, all, decimalAt);
        }
        return roundExact(negative, v);
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
        int keep = decimalAt + maxFrac;
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
                up = cmpHalf > 0;
                break;
            case UNNECESSARY:
                if (tailNonZero) {
                    throw new ArithmeticException("Rounding needed with the rounding mode being set to RoundingMode.UNNECESSARY");
                }
                up = false;
                break;
            default:
                up = cmpHalf > 0 || (cmpHalf == 0 && lastOdd);
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
        return assemble(negative, kept, kept.isEmpty() ? 0 : decimalAt);
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
        return negPrefix != null ? negPrefix : "-" + posPrefix;
    }

    private String negSuffix() {
        return negSuffix != null ? negSuffix : posSuffix;
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
                sb.append(',');
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
            sb.append('.');
        }
        sb.append(frac, 0, fracLen);
        sb.append(negative ? negSuffix() : posSuffix);
        return sb.toString();
    }
}
