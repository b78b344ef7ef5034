package java.util;

import java.io.Closeable;
import java.io.Flushable;
import java.io.IOException;
import java.io.PrintStream;

/**
 * printf-style formatting (rjvm shim). Supports %b %h %s %c %d %o %x %e %f %g %% %n (and the
 * upper-case variants) with argument indices, '&lt;', width, precision and the flags
 * '-' '#' '+' ' ' '0' ',' '('. Output uses the en_US conventions whatever the locale.
 * Floating-point conversions round the digits of Double.toString half-up, as the JDK does.
 * %a and date/time conversions throw UnsupportedOperationException.
 */
public final class Formatter implements Closeable, Flushable {
    private Appendable a;
    private final Locale l;
    private IOException lastException;

    public Formatter() {
        this(new StringBuilder(), Locale.getDefault());
    }

    public Formatter(Appendable a) {
        this(a == null ? new StringBuilder() : a, Locale.getDefault());
    }

    public Formatter(Locale l) {
        this(new StringBuilder(), l);
    }

    public Formatter(Appendable a, Locale l) {
        this.a = (a == null) ? new StringBuilder() : a;
        this.l = l;
    }

    public Formatter(PrintStream ps) {
        this(requireStream(ps), Locale.getDefault());
    }

    private static Appendable requireStream(PrintStream ps) {
        if (ps == null) {
            throw new NullPointerException();
        }
        return ps;
    }

    private void ensureOpen() {
        if (a == null) {
            throw new FormatterClosedException();
        }
    }

    public Locale locale() {
        ensureOpen();
        return l;
    }

    public Appendable out() {
        ensureOpen();
        return a;
    }

    public String toString() {
        ensureOpen();
        return a.toString();
    }

    public void flush() {
        ensureOpen();
        if (a instanceof Flushable) {
            try {
                ((Flushable) a).flush();
            } catch (IOException ioe) {
                lastException = ioe;
            }
        }
    }

    public void close() {
        if (a == null) {
            return;
        }
        try {
            if (a instanceof Closeable) {
                ((Closeable) a).close();
            }
        } catch (IOException ioe) {
            lastException = ioe;
        } finally {
            a = null;
        }
    }

    public IOException ioException() {
        return lastException;
    }

    public Formatter format(String format, Object... args) {
        return format(l, format, args);
    }

    public Formatter format(Locale l, String format, Object... args) {
        ensureOpen();
        StringBuilder sb = new StringBuilder();
        int last = -1;
        int lasto = -1;
        int i = 0;
        int n = format.length();
        while (i < n) {
            char c = format.charAt(i);
            if (c != '%') {
                int j = format.indexOf('%', i);
                if (j < 0) {
                    j = n;
                }
                sb.append(format, i, j);
                i = j;
                continue;
            }
            Spec spec = new Spec();
            i = spec.parse(format, i);
            Object arg = null;
            if (spec.conversion != '%' && spec.conversion != 'n') {
                if (spec.relative) {
                    if (last < 0 || args == null || last >= args.length) {
                        throw new MissingFormatArgumentException(spec.text);
                    }
                    arg = args[last];
                } else if (spec.index > 0) {
                    if (args == null || spec.index > args.length) {
                        throw new MissingFormatArgumentException(spec.text);
                    }
                    last = spec.index - 1;
                    arg = args[last];
                } else {
                    lasto++;
                    if (args == null || lasto >= args.length) {
                        throw new MissingFormatArgumentException(spec.text);
                    }
                    last = lasto;
                    arg = args[lasto];
                }
            }
            spec.locale = l;
            spec.print(sb, arg);
        }
        try {
            a.append(sb);
        } catch (IOException x) {
            lastException = x;
        }
        return this;
    }

    /** A locale's decimal and grouping separators (null locale: no localization). */
    private static final class Separators {
        final Locale locale;
        final char decimal;
        final char grouping;

        Separators(Locale locale) {
            this.locale = locale;
            if (locale == null) {
                decimal = '.';
                grouping = ',';
            } else {
                java.text.DecimalFormatSymbols d = java.text.DecimalFormatSymbols.getInstance(locale);
                decimal = d.getDecimalSeparator();
                grouping = d.getGroupingSeparator();
            }
        }

        /** The last locale's separators, looked up again only when the locale changes. */
        private static Separators last = new Separators(null);

        static Separators of(Locale locale) {
            Separators s = last;
            if (s.locale != locale) {
                s = new Separators(locale);
                last = s;
            }
            return s;
        }
    }

    private static final class Spec {
        /** The locale whose separators numbers use (null: none). */
        Locale locale;
        String text;
        int index;
        boolean relative;
        String flags = "";
        boolean left;
        boolean alt;
        boolean plus;
        boolean space;
        boolean zero;
        boolean group;
        boolean paren;
        int width = -1;
        int precision = -1;
        char conversion;
        boolean upper;

        int parse(String s, int start) {
            int i = start + 1;
            int n = s.length();
            // argument index: digits followed by '$'
            int j = i;
            while (j < n && s.charAt(j) >= '0' && s.charAt(j) <= '9') {
                j++;
            }
            if (j > i && j < n && s.charAt(j) == '$') {
                index = Integer.parseInt(s.substring(i, j));
                i = j + 1;
            }
            int fstart = i;
            while (i < n && "-#+ 0,(<".indexOf(s.charAt(i)) >= 0) {
                char f = s.charAt(i);
                if (flags.indexOf(f) >= 0) {
                    throw new DuplicateFormatFlagsException(String.valueOf(f));
                }
                flags = flags + f;
                i++;
            }
            left = flags.indexOf('-') >= 0;
            alt = flags.indexOf('#') >= 0;
            plus = flags.indexOf('+') >= 0;
            space = flags.indexOf(' ') >= 0;
            zero = flags.indexOf('0') >= 0;
            group = flags.indexOf(',') >= 0;
            paren = flags.indexOf('(') >= 0;
            relative = flags.indexOf('<') >= 0;
            j = i;
            while (j < n && s.charAt(j) >= '0' && s.charAt(j) <= '9') {
                j++;
            }
            if (j > i) {
                width = Integer.parseInt(s.substring(i, j));
                i = j;
            }
            if (i < n && s.charAt(i) == '.') {
                j = i + 1;
                while (j < n && s.charAt(j) >= '0' && s.charAt(j) <= '9') {
                    j++;
                }
                if (j == i + 1) {
                    throw new IllegalFormatPrecisionException(-1);
                }
                precision = Integer.parseInt(s.substring(i + 1, j));
                i = j;
            }
            if (i >= n) {
                throw new UnknownFormatConversionException("%");
            }
            char c = s.charAt(i++);
            if (c == 't' || c == 'T') {
                throw new UnsupportedOperationException("date/time formatting is not supported by rjvm");
            }
            if ("bBhHsScCdoxXeEfgGaAn%".indexOf(c) < 0) {
                throw new UnknownFormatConversionException(String.valueOf(c));
            }
            text = s.substring(start, i);
            if (c >= 'A' && c <= 'Z') {
                upper = true;
                c = (char) (c + 32);
            }
            conversion = c;
            fstart = 0;
            check();
            return i;
        }

        private void failMismatch(String f) {
            throw new FormatFlagsConversionMismatchException(f, upper ? Character.toUpperCase(conversion) : conversion);
        }

        private void checkBadFlags(String bad) {
            for (int k = 0; k < bad.length(); k++) {
                if (flags.indexOf(bad.charAt(k)) >= 0) {
                    failMismatch(String.valueOf(bad.charAt(k)));
                }
            }
        }

        private void check() {
            switch (conversion) {
                case 'n':
                    if (width != -1) {
                        throw new IllegalFormatWidthException(width);
                    }
                    if (precision != -1) {
                        throw new IllegalFormatPrecisionException(precision);
                    }
                    if (flags.length() > 0) {
                        throw new IllegalFormatFlagsException(flags);
                    }
                    break;
                case '%':
                    if (precision != -1) {
                        throw new IllegalFormatPrecisionException(precision);
                    }
                    if (left && width == -1) {
                        throw new MissingFormatWidthException(text);
                    }
                    break;
                case 'b':
                case 'h':
                case 's':
                    if (alt && conversion != 's') {
                        failMismatch("#");
                    }
                    checkBadFlags("+ 0,(");
                    if (left && width == -1) {
                        throw new MissingFormatWidthException(text);
                    }
                    break;
                case 'c':
                    if (precision != -1) {
                        throw new IllegalFormatPrecisionException(precision);
                    }
                    checkBadFlags("#+ 0,(");
                    if (left && width == -1) {
                        throw new MissingFormatWidthException(text);
                    }
                    break;
                case 'd':
                case 'o':
                case 'x':
                    if (precision != -1) {
                        throw new IllegalFormatPrecisionException(precision);
                    }
                    if (conversion == 'd') {
                        checkBadFlags("#");
                    } else {
                        checkBadFlags(",");
                    }
                    checkNumericFlags();
                    break;
                default:
                    if (conversion == 'g') {
                        checkBadFlags("#");
                    } else if (conversion == 'e') {
                        checkBadFlags(",");
                    } else if (conversion == 'a') {
                        checkBadFlags(",(");
                    }
                    checkNumericFlags();
                    break;
            }
        }

        private void checkNumericFlags() {
            if ((plus && space) || (left && zero)) {
                throw new IllegalFormatFlagsException(flags);
            }
            if ((left || zero) && width == -1) {
                throw new MissingFormatWidthException(text);
            }
        }

        void print(StringBuilder sb, Object arg) {
            switch (conversion) {
                case 'n':
                    sb.append(System.lineSeparator());
                    return;
                case '%':
                    justify(sb, "%");
                    return;
                case 'b': {
                    String s = (arg == null) ? "false" : (arg instanceof Boolean ? arg.toString() : "true");
                    justify(sb, truncate(s));
                    return;
                }
                case 'h': {
                    String s = (arg == null) ? "null" : Integer.toHexString(arg.hashCode());
                    justify(sb, truncate(s));
                    return;
                }
                case 's': {
                    if (alt) {
                        failMismatch("#");
                    }
                    justify(sb, truncate(String.valueOf(arg)));
                    return;
                }
                case 'c':
                    printChar(sb, arg);
                    return;
                case 'd':
                case 'o':
                case 'x':
                    printInteger(sb, arg);
                    return;
                default:
                    printFloat(sb, arg);
                    return;
            }
        }

        private String truncate(String s) {
            if (precision != -1 && precision < s.length()) {
                return s.substring(0, precision);
            }
            return s;
        }

        private void justify(StringBuilder sb, String s) {
            if (upper) {
                s = s.toUpperCase();
            }
            int pad = width - s.length();
            if (!left) {
                for (int k = 0; k < pad; k++) {
                    sb.append(' ');
                }
            }
            sb.append(s);
            if (left) {
                for (int k = 0; k < pad; k++) {
                    sb.append(' ');
                }
            }
        }

        private IllegalFormatConversionException badArg(Object arg) {
            return new IllegalFormatConversionException(upper ? Character.toUpperCase(conversion) : conversion,
                    arg.getClass());
        }

        private void printChar(StringBuilder sb, Object arg) {
            if (arg == null) {
                justify(sb, "null");
                return;
            }
            String s;
            if (arg instanceof Character) {
                s = arg.toString();
            } else if (arg instanceof Byte || arg instanceof Short || arg instanceof Integer) {
                int cp = ((Number) arg).intValue();
                if (arg instanceof Byte) {
                    cp = cp & 0xff;
                } else if (arg instanceof Short) {
                    cp = cp & 0xffff;
                }
                if (!Character.isValidCodePoint(cp)) {
                    throw new IllegalFormatCodePointException(cp);
                }
                s = new String(Character.toChars(cp));
            } else {
                throw badArg(arg);
            }
            justify(sb, s);
        }

        private void printInteger(StringBuilder sb, Object arg) {
            if (arg == null) {
                justify(sb, "null");
                return;
            }
            if (arg instanceof java.math.BigInteger) {
                printBigInteger(sb, (java.math.BigInteger) arg);
                return;
            }
            long v;
            int bits;
            if (arg instanceof Integer) {
                v = ((Integer) arg).intValue();
                bits = 32;
            } else if (arg instanceof Long) {
                v = ((Long) arg).longValue();
                bits = 64;
            } else if (arg instanceof Short) {
                v = ((Short) arg).shortValue();
                bits = 16;
            } else if (arg instanceof Byte) {
                v = ((Byte) arg).byteValue();
                bits = 8;
            } else {
                throw badArg(arg);
            }
            if (conversion == 'd') {
                boolean neg = v < 0;
                String digits = Long.toString(v);
                if (neg) {
                    digits = digits.substring(1);
                }
                emitNumber(sb, neg, digits, null);
                return;
            }
            if (plus || space || paren) {
                failMismatch(plus ? "+" : (space ? " " : "("));
            }
            String digits;
            if (conversion == 'x') {
                digits = bits == 64 ? Long.toHexString(v) : Long.toHexString(v & ((1L << bits) - 1));
            } else {
                digits = bits == 64 ? Long.toOctalString(v) : Long.toOctalString(v & ((1L << bits) - 1));
            }
            String prefix = alt ? (conversion == 'x' ? "0x" : "0") : "";
            StringBuilder r = new StringBuilder(prefix);
            if (zero) {
                for (int k = prefix.length() + digits.length(); k < width; k++) {
                    r.append('0');
                }
            }
            r.append(digits);
            justify(sb, r.toString());
        }

        /**
         * %d, %o or %x of a BigInteger: the magnitude in the radix behind a sign, as the JDK
         * does (so, unlike the primitive types, negative values print with a minus sign in
         * every radix and the sign flags are allowed).
         */
        private void printBigInteger(StringBuilder sb, java.math.BigInteger v) {
            boolean neg = v.signum() < 0;
            if (conversion == 'd') {
                emitNumber(sb, neg, v.abs().toString(), null);
                return;
            }
            StringBuilder r = new StringBuilder();
            if (neg) {
                r.append(paren ? '(' : '-');
            } else if (plus) {
                r.append('+');
            } else if (space) {
                r.append(' ');
            }
            if (alt) {
                r.append(conversion == 'x' ? "0x" : "0");
            }
            String digits = v.abs().toString(conversion == 'x' ? 16 : 8);
            if (zero) {
                int target = width - digits.length() - ((neg && paren) ? 1 : 0);
                while (r.length() < target) {
                    r.append('0');
                }
            }
            r.append(digits);
            if (neg && paren) {
                r.append(')');
            }
            justify(sb, r.toString());
        }

        /** Sign handling, grouping and zero padding shared by %d, %e, %f and %g. */
        private void emitNumber(StringBuilder sb, boolean neg, String magnitude, String fraction) {
            StringBuilder r = new StringBuilder();
            if (neg) {
                r.append(paren ? '(' : '-');
            } else if (plus) {
                r.append('+');
            } else if (space) {
                r.append(' ');
            }
            int signLen = r.length();
            String intPart = magnitude;
            Separators seps = Separators.of(locale);
            if (group) {
                intPart = groupDigits(intPart, seps.grouping);
            }
            StringBuilder m = new StringBuilder(intPart);
            if (fraction != null) {
                if (fraction.startsWith(".")) {
                    m.append(seps.decimal).append(fraction, 1, fraction.length());
                } else {
                    m.append(fraction);
                }
            }
            if (zero) {
                int target = width - signLen - ((neg && paren) ? 1 : 0);
                while (m.length() < target) {
                    m.insert(0, '0');
                }
            }
            r.append(m);
            if (neg && paren) {
                r.append(')');
            }
            justify(sb, r.toString());
        }

        private static String groupDigits(String digits, char separator) {
            int len = digits.length();
            if (len <= 3) {
                return digits;
            }
            StringBuilder g = new StringBuilder(len + len / 3);
            int first = len % 3;
            if (first == 0) {
                first = 3;
            }
            g.append(digits, 0, first);
            for (int k = first; k < len; k += 3) {
                g.append(separator).append(digits, k, k + 3);
            }
            return g.toString();
        }

        private void printFloat(StringBuilder sb, Object arg) {
            if (arg == null) {
                justify(sb, "null");
                return;
            }
            if (arg instanceof java.math.BigDecimal && conversion != 'a') {
                java.math.BigDecimal b = (java.math.BigDecimal) arg;
                printDecimal(sb, b.signum() < 0, new Decimal(b));
                return;
            }
            double v;
            if (arg instanceof Double) {
                v = ((Double) arg).doubleValue();
            } else if (arg instanceof Float) {
                v = ((Float) arg).doubleValue();
            } else {
                throw badArg(arg);
            }
            if (v != v) {
                justify(sb, "NaN");
                return;
            }
            boolean neg = (Double.doubleToRawLongBits(v) < 0);
            if (Double.isInfinite(v)) {
                String s;
                if (neg) {
                    s = paren ? "(Infinity)" : "-Infinity";
                } else {
                    s = plus ? "+Infinity" : (space ? " Infinity" : "Infinity");
                }
                justify(sb, s);
                return;
            }
            if (conversion == 'a') {
                printHexFloat(sb, neg, Math.abs(v));
                return;
            }
            printDecimal(sb, neg, new Decimal(Math.abs(v)));
        }

        /** %e, %f or %g of the magnitude {@code d}. */
        private void printDecimal(StringBuilder sb, boolean neg, Decimal d) {
            int prec = precision;
            if (conversion == 'f') {
                if (prec == -1) {
                    prec = 6;
                }
                fixed(sb, neg, d, prec);
            } else if (conversion == 'e') {
                if (prec == -1) {
                    prec = 6;
                }
                scientific(sb, neg, d, prec);
            } else {
                if (prec == -1) {
                    prec = 6;
                } else if (prec == 0) {
                    prec = 1;
                }
                if (d.isZero()) {
                    // The JDK formats a BigDecimal zero with a nonzero scale in scientific form.
                    if (d.zeroExponent != 0) {
                        scientific(sb, neg, d, prec - 1);
                    } else {
                        fixed(sb, neg, d, prec - 1);
                    }
                    return;
                }
                Decimal r = d.copy();
                r.roundToSignificant(prec);
                int exp = r.point - 1;
                if (exp >= -4 && exp < prec) {
                    fixed(sb, neg, d, prec - 1 - exp);
                } else {
                    scientific(sb, neg, d, prec - 1);
                }
            }
        }

        /**
         * %a of the finite magnitude {@code v}: Double.toHexString's digits, rounded half-even
         * to the precision's hex digits (all of them when none is given), as the JDK's.
         */
        private void printHexFloat(StringBuilder sb, boolean neg, double v) {
            int prec = precision == -1 ? 0 : precision == 0 ? 1 : precision;
            String s = hexDigits(v, prec);
            int p = s.indexOf('p');
            StringBuilder m = new StringBuilder(s.substring(0, p));
            if (prec != 0) {
                int dot = m.indexOf(".");
                int have = dot < 0 ? 0 : m.length() - dot - 1;
                if (dot < 0) {
                    m.append('.');
                }
                for (; have < prec; have++) {
                    m.append('0');
                }
            }
            String exp = "p" + s.substring(p + 1);
            StringBuilder r = new StringBuilder();
            if (neg) {
                r.append('-');
            } else if (plus) {
                r.append('+');
            } else if (space) {
                r.append(' ');
            }
            r.append("0x");
            if (zero) {
                for (int k = r.length() + m.length() + exp.length(); k < width; k++) {
                    r.append('0');
                }
            }
            r.append(m).append(exp);
            justify(sb, r.toString());
        }

        /** Double.toHexString(v) without "0x", the significand rounded to {@code prec} hex digits. */
        private static String hexDigits(double v, int prec) {
            if (v == 0.0 || prec == 0 || prec >= 13) {
                return Double.toHexString(v).substring(2);
            }
            int exponent = Math.getExponent(v);
            boolean subnormal = exponent == Double.MIN_EXPONENT - 1;
            if (subnormal) {
                v *= Math.scalb(1.0, 54);
            }
            int shift = 53 - (1 + prec * 4);
            long bits = Double.doubleToLongBits(v);
            long signif = bits >> shift;
            long dropped = bits & ~(~0L << shift);
            boolean odd = (signif & 1L) != 0;
            boolean half = ((1L << (shift - 1)) & dropped) != 0;
            boolean sticky = shift > 1 && (~(1L << (shift - 1)) & dropped) != 0;
            if (half && (odd || sticky)) {
                signif++;
            }
            double rounded = Double.longBitsToDouble(signif << shift);
            if (Double.isInfinite(rounded)) {
                return "1.0p1024";
            }
            String res = Double.toHexString(rounded).substring(2);
            if (!subnormal) {
                return res;
            }
            int p = res.indexOf('p');
            return res.substring(0, p) + "p" + (Integer.parseInt(res.substring(p + 1)) - 54);
        }

        private void fixed(StringBuilder sb, boolean neg, Decimal d, int prec) {
            Decimal r = d.copy();
            r.roundToFraction(prec);
            String intPart = r.integerDigits();
            StringBuilder frac = new StringBuilder();
            if (prec > 0 || alt) {
                frac.append('.');
            }
            for (int k = 0; k < prec; k++) {
                frac.append(r.digitAt(r.point + k));
            }
            emitNumber(sb, neg, intPart, frac.toString());
        }

        private void scientific(StringBuilder sb, boolean neg, Decimal d, int prec) {
            Decimal r = d.copy();
            int exp;
            if (r.isZero()) {
                exp = r.zeroExponent;
            } else {
                r.roundToSignificant(prec + 1);
                exp = r.point - 1;
            }
            StringBuilder frac = new StringBuilder();
            if (prec > 0 || alt) {
                frac.append('.');
            }
            for (int k = 1; k <= prec; k++) {
                frac.append(r.digitAt(k));
            }
            frac.append('e');
            frac.append(exp < 0 ? '-' : '+');
            int ae = Math.abs(exp);
            if (ae < 10) {
                frac.append('0');
            }
            frac.append(ae);
            String lead = String.valueOf(r.digitAt(0));
            boolean savedGroup = group;
            group = false;
            emitNumber(sb, neg, lead, frac.toString());
            group = savedGroup;
        }
    }

    /**
     * A non-negative decimal 0.d1d2...dn x 10^point built from Double.toString's digits,
     * with half-up rounding.
     */
    private static final class Decimal {
        char[] digits;
        int n;
        int point;
        /** The exponent %e shows for zero: minus the scale of a BigDecimal zero, else 0. */
        int zeroExponent;

        Decimal(double v) {
            String s = Double.toString(v);
            int e = s.indexOf('E');
            int exp = 0;
            String mant = s;
            if (e >= 0) {
                exp = Integer.parseInt(s.substring(e + 1));
                mant = s.substring(0, e);
            }
            int dot = mant.indexOf('.');
            String ds = dot < 0 ? mant : mant.substring(0, dot) + mant.substring(dot + 1);
            int intLen = dot < 0 ? mant.length() : dot;
            setDigits(ds, intLen + exp);
        }

        /** The magnitude of {@code b}, all its digits. */
        Decimal(java.math.BigDecimal b) {
            String ds = b.unscaledValue().abs().toString();
            setDigits(ds, ds.length() - b.scale());
            zeroExponent = (n == 0) ? -b.scale() : 0;
        }

        /** The digit string {@code ds} with the point after its first {@code intLen} digits, trimmed of zeros. */
        private void setDigits(String ds, int intLen) {
            int lead = 0;
            while (lead < ds.length() && ds.charAt(lead) == '0') {
                lead++;
            }
            int end = ds.length();
            while (end > lead && ds.charAt(end - 1) == '0') {
                end--;
            }
            digits = ds.substring(lead, end).toCharArray();
            n = digits.length;
            point = (n == 0) ? 1 : intLen - lead;
        }

        private Decimal() {
        }

        Decimal copy() {
            Decimal d = new Decimal();
            d.digits = new char[digits.length + 1];
            System.arraycopy(digits, 0, d.digits, 0, n);
            d.n = n;
            d.point = point;
            d.zeroExponent = zeroExponent;
            return d;
        }

        boolean isZero() {
            return n == 0;
        }

        /** The digit at position i of the digit string (0-based), '0' outside. */
        char digitAt(int i) {
            return (i >= 0 && i < n) ? digits[i] : '0';
        }

        String integerDigits() {
            if (point <= 0 || n == 0) {
                return "0";
            }
            StringBuilder sb = new StringBuilder(point);
            for (int i = 0; i < point; i++) {
                sb.append(digitAt(i));
            }
            return sb.toString();
        }

        /** Keeps the first keep digits, rounding half-up on the next one. */
        private void roundAt(int keep) {
            if (keep >= n) {
                return;
            }
            if (keep < 0) {
                n = 0;
                return;
            }
            boolean up = digits[keep] >= '5';
            n = keep;
            if (up) {
                int i = keep - 1;
                while (i >= 0 && digits[i] == '9') {
                    i--;
                }
                if (i < 0) {
                    // all nines (or nothing kept): becomes 1 followed by zeros
                    digits[0] = '1';
                    n = 1;
                    point++;
                } else {
                    digits[i]++;
                    n = i + 1;
                }
            } else {
                while (n > 0 && digits[n - 1] == '0') {
                    n--;
                }
            }
            if (n == 0) {
                point = 1;
            }
        }

        void roundToFraction(int prec) {
            if (n == 0) {
                return;
            }
            roundAt(point + prec);
        }

        void roundToSignificant(int sig) {
            if (n == 0) {
                return;
            }
            roundAt(sig);
        }
    }
}
