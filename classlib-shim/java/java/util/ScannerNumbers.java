package java.util;

/**
 * Recognizes the number tokens {@link Scanner} accepts, in the default (US-like) locale:
 * an optional sign, plain digits or digits grouped by ',' in threes, for decimals a '.'
 * fraction and an exponent, NaN and Infinity, and hexadecimal floats (rjvm shim). Each
 * method returns the token rewritten for {@code parseInt}/{@code parseDouble}/the big-number
 * constructors (group separators removed), or null when the token is not of that form.
 */
final class ScannerNumbers {
    private ScannerNumbers() {
    }

    /** A digit of the radix, or any Unicode decimal digit (as the JDK's integer pattern). */
    private static boolean isDigit(char c, int radix) {
        return Character.digit(c, radix) >= 0 || Character.isDigit(c);
    }

    /** Length of the sign at the start of {@code t} (0 or 1). */
    private static int signLength(String t) {
        return t.length() > 0 && (t.charAt(0) == '-' || t.charAt(0) == '+') ? 1 : 0;
    }

    /**
     * The digits of {@code t[from, to)} when it is a numeral (digits, or a non-zero digit and
     * at most two more followed by ",ddd" groups), else null.
     */
    private static String numeral(String t, int from, int to, int radix) {
        if (from >= to) {
            return null;
        }
        boolean plain = true;
        for (int i = from; i < to; i++) {
            if (!isDigit(t.charAt(i), radix)) {
                plain = false;
                break;
            }
        }
        if (plain) {
            return t.substring(from, to);
        }
        char first = t.charAt(from);
        if (!Character.isDigit(first) || Character.digit(first, 10) == 0) {
            return null;
        }
        int i = from + 1;
        int lead = 1;
        while (i < to && lead < 3 && isDigit(t.charAt(i), radix)) {
            i++;
            lead++;
        }
        StringBuilder sb = new StringBuilder(to - from);
        sb.append(t, from, i);
        int groups = 0;
        while (i < to) {
            if (t.charAt(i) != ',' || i + 4 > to) {
                return null;
            }
            for (int k = i + 1; k <= i + 3; k++) {
                if (!isDigit(t.charAt(k), radix)) {
                    return null;
                }
            }
            sb.append(t, i + 1, i + 4);
            i += 4;
            groups++;
        }
        return groups > 0 ? sb.toString() : null;
    }

    /** An integer token of the radix, ready for {@code Integer.parseInt(s, radix)}. */
    static String integer(String t, int radix) {
        int s = signLength(t);
        String digits = numeral(t, s, t.length(), radix);
        if (digits == null) {
            return null;
        }
        return t.substring(0, s) + digits;
    }

    /**
     * A decimal token (numeral, optional fraction, optional exponent), ready for
     * {@code Double.parseDouble} and {@code new BigDecimal}; with {@code floats}, NaN,
     * Infinity and hexadecimal floats too.
     */
    static String decimal(String t, boolean floats) {
        int s = signLength(t);
        String sign = t.substring(0, s);
        int n = t.length();
        if (floats) {
            String rest = t.substring(s);
            if (rest.equals("NaN") || rest.equals("Infinity")) {
                return sign + rest;
            }
            if (isHexFloat(rest)) {
                return sign + rest;
            }
        }
        int end = n;
        String exponent = "";
        for (int i = s; i < n; i++) {
            char c = t.charAt(i);
            if (c == 'e' || c == 'E') {
                int j = i + 1;
                if (j < n && (t.charAt(j) == '+' || t.charAt(j) == '-')) {
                    j++;
                }
                if (j >= n) {
                    return null;
                }
                for (int k = j; k < n; k++) {
                    if (!isDigit(t.charAt(k), 10)) {
                        return null;
                    }
                }
                end = i;
                exponent = "e" + t.substring(i + 1);
                break;
            }
        }
        int dot = t.indexOf('.', s);
        if (dot >= end) {
            dot = -1;
        }
        String mantissa;
        if (dot < 0) {
            mantissa = numeral(t, s, end, 10);
        } else {
            String fraction = t.substring(dot + 1, end);
            for (int k = 0; k < fraction.length(); k++) {
                if (!isDigit(fraction.charAt(k), 10)) {
                    return null;
                }
            }
            if (dot == s) {
                mantissa = fraction.isEmpty() ? null : "." + fraction;
            } else {
                String whole = numeral(t, s, dot, 10);
                mantissa = whole == null ? null : whole + "." + fraction;
            }
        }
        return mantissa == null ? null : sign + mantissa + exponent;
    }

    /** {@code 0[xX][0-9a-fA-F]*\.[0-9a-fA-F]+([pP][-+]?[0-9]+)?}. */
    private static boolean isHexFloat(String t) {
        int n = t.length();
        if (n < 4 || t.charAt(0) != '0' || (t.charAt(1) != 'x' && t.charAt(1) != 'X')) {
            return false;
        }
        int i = 2;
        while (i < n && Character.digit(t.charAt(i), 16) >= 0 && t.charAt(i) < 128) {
            i++;
        }
        if (i >= n || t.charAt(i) != '.') {
            return false;
        }
        int fracStart = ++i;
        while (i < n && Character.digit(t.charAt(i), 16) >= 0 && t.charAt(i) < 128) {
            i++;
        }
        if (i == fracStart) {
            return false;
        }
        if (i == n) {
            return true;
        }
        if (t.charAt(i) != 'p' && t.charAt(i) != 'P') {
            return false;
        }
        i++;
        if (i < n && (t.charAt(i) == '+' || t.charAt(i) == '-')) {
            i++;
        }
        if (i == n) {
            return false;
        }
        for (; i < n; i++) {
            if (t.charAt(i) < '0' || t.charAt(i) > '9') {
                return false;
            }
        }
        return true;
    }
}
