package java.math;

/**
 * Immutable decimal numbers: an unscaled {@link BigInteger} and a scale, the value being
 * {@code unscaled * 10^-scale} (rjvm shim, written from the Java API documentation). Results,
 * their scales, string forms, exception types and messages follow the JDK's specification.
 * Every operation works on BigIntegers; there is no compact long form.
 */
public class BigDecimal extends Number implements Comparable<BigDecimal> {
    private static final long serialVersionUID = 6108874887143696463L;

    /** 0, scale 0. */
    public static final BigDecimal ZERO = new BigDecimal(BigInteger.ZERO, 0);
    /** 1, scale 0. */
    public static final BigDecimal ONE = new BigDecimal(BigInteger.ONE, 0);
    /** 10, scale 0. */
    public static final BigDecimal TEN = new BigDecimal(BigInteger.TEN, 0);

    /** Legacy rounding-mode constants (see {@link RoundingMode}). */
    public static final int ROUND_UP = 0;
    /** Legacy: {@link RoundingMode#DOWN}. */
    public static final int ROUND_DOWN = 1;
    /** Legacy: {@link RoundingMode#CEILING}. */
    public static final int ROUND_CEILING = 2;
    /** Legacy: {@link RoundingMode#FLOOR}. */
    public static final int ROUND_FLOOR = 3;
    /** Legacy: {@link RoundingMode#HALF_UP}. */
    public static final int ROUND_HALF_UP = 4;
    /** Legacy: {@link RoundingMode#HALF_DOWN}. */
    public static final int ROUND_HALF_DOWN = 5;
    /** Legacy: {@link RoundingMode#HALF_EVEN}. */
    public static final int ROUND_HALF_EVEN = 6;
    /** Legacy: {@link RoundingMode#UNNECESSARY}. */
    public static final int ROUND_UNNECESSARY = 7;

    private static final String NON_TERMINATING =
            "Non-terminating decimal expansion; no exact representable decimal result.";

    private final BigInteger intVal;
    private final int scale;
    /** Number of decimal digits of the unscaled value (0: not computed yet). */
    private transient int precision;

    /** {@code unscaledVal * 10^-scale}. */
    public BigDecimal(BigInteger unscaledVal, int scale) {
        this.intVal = unscaledVal;
        this.scale = scale;
    }

    /** {@code unscaledVal * 10^-scale}, rounded to {@code mc}. */
    public BigDecimal(BigInteger unscaledVal, int scale, MathContext mc) {
        this(round(new BigDecimal(unscaledVal, scale), mc));
    }

    /** The integer {@code val}, scale 0. */
    public BigDecimal(BigInteger val) {
        this(val, 0);
    }

    /** The integer {@code val}, scale 0, rounded to {@code mc}. */
    public BigDecimal(BigInteger val, MathContext mc) {
        this(val, 0, mc);
    }

    /** The int {@code val}, scale 0. */
    public BigDecimal(int val) {
        this(BigInteger.valueOf(val), 0);
    }

    /** The int {@code val}, rounded to {@code mc}. */
    public BigDecimal(int val, MathContext mc) {
        this(BigInteger.valueOf(val), 0, mc);
    }

    /** The long {@code val}, scale 0. */
    public BigDecimal(long val) {
        this(BigInteger.valueOf(val), 0);
    }

    /** The long {@code val}, rounded to {@code mc}. */
    public BigDecimal(long val, MathContext mc) {
        this(BigInteger.valueOf(val), 0, mc);
    }

    /** The exact binary value of {@code val} (so 0.1 gives 55 fraction digits). */
    public BigDecimal(double val) {
        this(exact(val));
    }

    /** The exact binary value of {@code val}, rounded to {@code mc}. */
    public BigDecimal(double val, MathContext mc) {
        this(round(exact(val), mc));
    }

    /** Parses a decimal with an optional sign, fraction and exponent ("-1.5E+3"). */
    public BigDecimal(String val) {
        this(parse(val, 0, val.length()));
    }

    /** Parses {@code val} and rounds it to {@code mc}. */
    public BigDecimal(String val, MathContext mc) {
        this(round(parse(val, 0, val.length()), mc));
    }

    /** Parses the characters of {@code in}. */
    public BigDecimal(char[] in) {
        this(new String(in));
    }

    /** Parses {@code len} characters of {@code in} from {@code offset}. */
    public BigDecimal(char[] in, int offset, int len) {
        this(new String(in, offset, len));
    }

    private BigDecimal(BigDecimal other) {
        this.intVal = other.intVal;
        this.scale = other.scale;
        this.precision = other.precision;
    }

    /** The long {@code val}, scale 0. */
    public static BigDecimal valueOf(long val) {
        return new BigDecimal(BigInteger.valueOf(val), 0);
    }

    /** {@code unscaledVal * 10^-scale}. */
    public static BigDecimal valueOf(long unscaledVal, int scale) {
        return new BigDecimal(BigInteger.valueOf(unscaledVal), scale);
    }

    /** The decimal {@link Double#toString(double)} gives for {@code val} (0.1 is 0.1). */
    public static BigDecimal valueOf(double val) {
        return new BigDecimal(Double.toString(val));
    }

    // ------------------------------------------------------------------ construction helpers

    private static BigDecimal exact(double val) {
        if (Double.isNaN(val) || Double.isInfinite(val)) {
            throw new NumberFormatException("Infinite or NaN");
        }
        long bits = Double.doubleToLongBits(val);
        int exponent = (int) ((bits >> 52) & 0x7ff);
        long significand = exponent == 0 ? (bits & ((1L << 52) - 1)) << 1
                : (bits & ((1L << 52) - 1)) | (1L << 52);
        exponent -= 1075;
        if (significand == 0) {
            return new BigDecimal(BigInteger.ZERO, 0);
        }
        while ((significand & 1) == 0) {
            significand >>= 1;
            exponent++;
        }
        BigInteger m = BigInteger.valueOf(bits < 0 ? -significand : significand);
        if (exponent >= 0) {
            return new BigDecimal(m.shiftLeft(exponent), 0);
        }
        // m * 2^e = m * 5^-e / 10^-e
        return new BigDecimal(m.multiply(BigInteger.valueOf(5).pow(-exponent)), -exponent);
    }

    private static BigDecimal parse(String s, int from, int to) {
        int i = from;
        boolean negative = false;
        if (i < to && (s.charAt(i) == '-' || s.charAt(i) == '+')) {
            negative = s.charAt(i) == '-';
            i++;
        }
        StringBuilder digits = new StringBuilder(to - i);
        int fractionDigits = 0;
        boolean dot = false;
        boolean any = false;
        long exponent = 0;
        for (; i < to; i++) {
            char c = s.charAt(i);
            if (c == '.') {
                if (dot) {
                    throw new NumberFormatException(
                            "Character array contains more than one decimal point.");
                }
                dot = true;
            } else if (Character.isDigit(c)) {
                digits.append((char) ('0' + Character.digit(c, 10)));
                any = true;
                if (dot) {
                    fractionDigits++;
                }
            } else if (c == 'e' || c == 'E') {
                if (!any) {
                    throw new NumberFormatException("No digits found.");
                }
                exponent = parseExponent(s, i + 1, to);
                break;
            } else {
                throw new NumberFormatException("Character " + c
                        + " is neither a decimal digit number, decimal point, nor \"e\" notation exponential mark.");
            }
        }
        if (!any) {
            if (from == to) {
                throw new NumberFormatException();
            }
            throw new NumberFormatException("No digits found.");
        }
        long scale = fractionDigits - exponent;
        if (scale > Integer.MAX_VALUE || scale < Integer.MIN_VALUE) {
            throw new NumberFormatException("Scale out of range.");
        }
        BigInteger unscaled = new BigInteger(digits.toString());
        return new BigDecimal(negative ? unscaled.negate() : unscaled, (int) scale);
    }

    private static long parseExponent(String s, int from, int to) {
        int i = from;
        boolean negative = false;
        if (i < to && (s.charAt(i) == '-' || s.charAt(i) == '+')) {
            negative = s.charAt(i) == '-';
            i++;
        }
        if (i >= to) {
            throw new NumberFormatException();
        }
        long e = 0;
        for (; i < to; i++) {
            char c = s.charAt(i);
            if (!Character.isDigit(c)) {
                throw new NumberFormatException();
            }
            e = e * 10 + Character.digit(c, 10);
            if (e > 9999999999L) {
                throw new NumberFormatException("Too many nonzero exponent digits.");
            }
        }
        return negative ? -e : e;
    }

    // ------------------------------------------------------------------ rounding helpers

    private static BigInteger tenPow(long n) {
        return BigInteger.TEN.pow((int) n);
    }

    /** {@code num / den} rounded to an integer with {@code mode}. */
    static BigInteger divideAndRound(BigInteger num, BigInteger den, RoundingMode mode) {
        BigInteger[] qr = num.divideAndRemainder(den);
        BigInteger q = qr[0];
        BigInteger r = qr[1];
        if (r.signum() == 0) {
            return q;
        }
        int sign = num.signum() * den.signum();
        int half = r.abs().shiftLeft(1).compareTo(den.abs());
        boolean away;
        switch (mode) {
            case UP:
                away = true;
                break;
            case DOWN:
                away = false;
                break;
            case CEILING:
                away = sign > 0;
                break;
            case FLOOR:
                away = sign < 0;
                break;
            case HALF_UP:
                away = half >= 0;
                break;
            case HALF_DOWN:
                away = half > 0;
                break;
            case HALF_EVEN:
                away = half > 0 || (half == 0 && q.testBit(0));
                break;
            default:
                throw new ArithmeticException("Rounding necessary");
        }
        return away ? q.add(BigInteger.valueOf(sign)) : q;
    }

    private static int checkScale(long scale) {
        if (scale > Integer.MAX_VALUE) {
            throw new ArithmeticException("Underflow");
        }
        if (scale < Integer.MIN_VALUE) {
            throw new ArithmeticException("Overflow");
        }
        return (int) scale;
    }

    /** {@code d} rounded to {@code mc}'s precision (unchanged if it has no more digits). */
    private static BigDecimal round(BigDecimal d, MathContext mc) {
        int p = mc.getPrecision();
        int have = d.precision();
        if (p == 0 || have <= p) {
            return d;
        }
        int drop = have - p;
        BigInteger r = divideAndRound(d.intVal, tenPow(drop), mc.getRoundingMode());
        long scale = (long) d.scale - drop;
        if (digitCount(r) > p) {
            r = r.divide(BigInteger.TEN);
            scale--;
        }
        return new BigDecimal(r, checkScale(scale));
    }

    private static int digitCount(BigInteger v) {
        if (v.signum() == 0) {
            return 1;
        }
        BigInteger a = v.abs();
        if (a.bitLength() < 63) {
            long x = a.longValue();
            int n = 1;
            while (x >= 10) {
                x /= 10;
                n++;
            }
            return n;
        }
        return a.toString().length();
    }

    private static RoundingMode legacyMode(int roundingMode) {
        if (roundingMode < ROUND_UP || roundingMode > ROUND_UNNECESSARY) {
            throw new IllegalArgumentException("Invalid rounding mode");
        }
        return RoundingMode.values()[roundingMode];
    }

    /** This value with the unscaled value multiplied by 10^n and the scale raised by n. */
    private BigInteger unscaledAt(long newScale) {
        return newScale == scale ? intVal : intVal.multiply(tenPow(newScale - scale));
    }

    /** Removes trailing zeros while the scale stays at least {@code preferred}. */
    private static BigDecimal stripTo(BigInteger v, long scale, long preferred) {
        BigInteger ten = BigInteger.TEN;
        while (scale > preferred && v.signum() != 0) {
            BigInteger[] qr = v.divideAndRemainder(ten);
            if (qr[1].signum() != 0) {
                break;
            }
            v = qr[0];
            scale--;
        }
        return new BigDecimal(v, checkScale(scale));
    }

    private static int saturate(long s) {
        return s > Integer.MAX_VALUE ? Integer.MAX_VALUE : s < Integer.MIN_VALUE ? Integer.MIN_VALUE : (int) s;
    }

    // ------------------------------------------------------------------ arithmetic

    /** {@code this + augend}, scale max(this.scale, augend.scale). */
    public BigDecimal add(BigDecimal augend) {
        int s = Math.max(scale, augend.scale);
        return new BigDecimal(unscaledAt(s).add(augend.unscaledAt(s)), s);
    }

    /** {@code this + augend} rounded to {@code mc}. */
    public BigDecimal add(BigDecimal augend, MathContext mc) {
        return round(add(augend), mc);
    }

    /** {@code this - subtrahend}, scale max(this.scale, subtrahend.scale). */
    public BigDecimal subtract(BigDecimal subtrahend) {
        int s = Math.max(scale, subtrahend.scale);
        return new BigDecimal(unscaledAt(s).subtract(subtrahend.unscaledAt(s)), s);
    }

    /** {@code this - subtrahend} rounded to {@code mc}. */
    public BigDecimal subtract(BigDecimal subtrahend, MathContext mc) {
        return round(subtract(subtrahend), mc);
    }

    /** {@code this * multiplicand}, scale this.scale + multiplicand.scale. */
    public BigDecimal multiply(BigDecimal multiplicand) {
        return new BigDecimal(intVal.multiply(multiplicand.intVal),
                checkScale((long) scale + multiplicand.scale));
    }

    /** {@code this * multiplicand} rounded to {@code mc}. */
    public BigDecimal multiply(BigDecimal multiplicand, MathContext mc) {
        return round(multiply(multiplicand), mc);
    }

    private void checkDivisor(BigDecimal divisor) {
        if (divisor.signum() == 0) {
            throw new ArithmeticException(signum() == 0 ? "Division undefined" : "Division by zero");
        }
    }

    /**
     * The exact quotient, at the preferred scale this.scale - divisor.scale if that represents
     * it, else at the smallest scale that does; ArithmeticException if it does not terminate.
     */
    public BigDecimal divide(BigDecimal divisor) {
        checkDivisor(divisor);
        long preferred = (long) scale - divisor.scale;
        if (signum() == 0) {
            return new BigDecimal(BigInteger.ZERO, saturate(preferred));
        }
        BigInteger den = divisor.intVal.divide(intVal.gcd(divisor.intVal)).abs();
        int twos = den.getLowestSetBit();
        den = den.shiftRight(twos);
        int fives = 0;
        BigInteger five = BigInteger.valueOf(5);
        while (!den.equals(BigInteger.ONE)) {
            BigInteger[] qr = den.divideAndRemainder(five);
            if (qr[1].signum() != 0) {
                throw new ArithmeticException(NON_TERMINATING);
            }
            den = qr[0];
            fives++;
        }
        int k = Math.max(twos, fives);
        BigInteger q = intVal.multiply(tenPow(k)).divide(divisor.intVal);
        long s = preferred + k;
        if (s < preferred) {
            return new BigDecimal(q.multiply(tenPow(preferred - s)), checkScale(preferred));
        }
        return stripTo(q, s, preferred);
    }

    /** The quotient with {@code scale} digits after the point, rounded with {@code mode}. */
    public BigDecimal divide(BigDecimal divisor, int scale, RoundingMode roundingMode) {
        long e = (long) scale - this.scale + divisor.scale;
        BigInteger num = intVal;
        BigInteger den = divisor.intVal;
        if (e >= 0) {
            num = num.multiply(tenPow(e));
        } else {
            den = den.multiply(tenPow(-e));
        }
        if (den.signum() == 0) {
            // The JDK's message depends on whether the scaled dividend fits in a long.
            boolean compact = Math.abs(e) < 19 && num.bitLength() < 64;
            throw new ArithmeticException(compact ? "/ by zero" : "BigInteger divide by zero");
        }
        return new BigDecimal(divideAndRound(num, den, roundingMode), scale);
    }

    /** Legacy form of {@link #divide(BigDecimal, int, RoundingMode)}. */
    public BigDecimal divide(BigDecimal divisor, int scale, int roundingMode) {
        return divide(divisor, scale, legacyMode(roundingMode));
    }

    /** The quotient at this value's scale, rounded with {@code roundingMode}. */
    public BigDecimal divide(BigDecimal divisor, RoundingMode roundingMode) {
        return divide(divisor, scale, roundingMode);
    }

    /** Legacy form of {@link #divide(BigDecimal, RoundingMode)}. */
    public BigDecimal divide(BigDecimal divisor, int roundingMode) {
        return divide(divisor, scale, legacyMode(roundingMode));
    }

    /**
     * The quotient rounded to {@code mc}'s precision, with trailing zeros removed down to the
     * preferred scale this.scale - divisor.scale.
     */
    public BigDecimal divide(BigDecimal divisor, MathContext mc) {
        int p = mc.getPrecision();
        if (p == 0) {
            return divide(divisor);
        }
        checkDivisor(divisor);
        long preferred = (long) scale - divisor.scale;
        if (signum() == 0) {
            return new BigDecimal(BigInteger.ZERO, saturate(preferred));
        }
        BigInteger num = intVal.abs();
        BigInteger den = divisor.intVal.abs();
        // Shift so that the integer quotient has exactly p digits.
        long x = (long) p - digitCount(num) + digitCount(den);
        BigInteger limit = tenPow(p);
        BigInteger q = shiftedQuotient(num, den, x);
        if (q.compareTo(limit) >= 0) {
            x--;
        }
        BigInteger signedNum = intVal.signum() * divisor.intVal.signum() < 0 ? num.negate() : num;
        BigInteger n = x >= 0 ? signedNum.multiply(tenPow(x)) : signedNum;
        BigInteger d = x >= 0 ? den : den.multiply(tenPow(-x));
        boolean exact = n.remainder(d).signum() == 0;
        BigInteger r = divideAndRound(n, d, mc.getRoundingMode());
        if (r.abs().compareTo(limit) >= 0) {
            r = r.divide(BigInteger.TEN);
            x--;
        }
        // Only an exact quotient loses its trailing zeros (down to the preferred scale).
        return exact ? stripTo(r, preferred + x, preferred) : new BigDecimal(r, checkScale(preferred + x));
    }

    private static BigInteger shiftedQuotient(BigInteger num, BigInteger den, long x) {
        return x >= 0 ? num.multiply(tenPow(x)).divide(den) : num.divide(den.multiply(tenPow(-x)));
    }

    /** The integer part of the quotient, at the preferred scale this.scale - divisor.scale when possible. */
    public BigDecimal divideToIntegralValue(BigDecimal divisor) {
        checkDivisor(divisor);
        long preferred = (long) scale - divisor.scale;
        long e = (long) divisor.scale - scale;
        BigInteger num = intVal;
        BigInteger den = divisor.intVal;
        if (e >= 0) {
            num = num.multiply(tenPow(e));
        } else {
            den = den.multiply(tenPow(-e));
        }
        BigInteger q = num.divide(den);
        if (q.signum() == 0) {
            return new BigDecimal(BigInteger.ZERO, saturate(preferred));
        }
        if (preferred >= 0) {
            return new BigDecimal(q.multiply(tenPow(preferred)), checkScale(preferred));
        }
        return stripTo(q, 0, preferred);
    }

    /** The integer part of the quotient, rounded to {@code mc} (ArithmeticException if it needs more digits). */
    public BigDecimal divideToIntegralValue(BigDecimal divisor, MathContext mc) {
        BigDecimal q = divideToIntegralValue(divisor);
        int p = mc.getPrecision();
        if (p == 0 || q.signum() == 0) {
            return q;
        }
        // The integer quotient, at the preferred scale but with at most p digits.
        BigInteger whole = q.toBigInteger();
        long target = Math.min((long) scale - divisor.scale, (long) p - digitCount(whole));
        if (target >= 0) {
            return new BigDecimal(whole.multiply(tenPow(target)), (int) target);
        }
        q = stripTo(whole, 0, target);
        if (q.precision() > p) {
            throw new ArithmeticException("Division impossible");
        }
        return q;
    }

    /** {@code this - this.divideToIntegralValue(divisor) * divisor}. */
    public BigDecimal remainder(BigDecimal divisor) {
        return subtract(divideToIntegralValue(divisor).multiply(divisor));
    }

    /** {@code this - this.divideToIntegralValue(divisor, mc) * divisor}. */
    public BigDecimal remainder(BigDecimal divisor, MathContext mc) {
        return subtract(divideToIntegralValue(divisor, mc).multiply(divisor));
    }

    /** The integral quotient and the remainder. */
    public BigDecimal[] divideAndRemainder(BigDecimal divisor) {
        BigDecimal q = divideToIntegralValue(divisor);
        return new BigDecimal[] {q, subtract(q.multiply(divisor))};
    }

    /** The integral quotient (rounded to {@code mc}) and the remainder. */
    public BigDecimal[] divideAndRemainder(BigDecimal divisor, MathContext mc) {
        BigDecimal q = divideToIntegralValue(divisor, mc);
        return new BigDecimal[] {q, subtract(q.multiply(divisor))};
    }

    /** {@code this^n}, exactly, with scale this.scale * n (0 <= n <= 999999999). */
    public BigDecimal pow(int n) {
        if (n < 0 || n > 999999999) {
            throw new ArithmeticException("Invalid operation");
        }
        return new BigDecimal(intVal.pow(n), checkScale((long) scale * n));
    }

    /** The absolute value. */
    public BigDecimal abs() {
        return signum() < 0 ? negate() : this;
    }

    /** The absolute value rounded to {@code mc}. */
    public BigDecimal abs(MathContext mc) {
        return round(abs(), mc);
    }

    /** {@code -this}. */
    public BigDecimal negate() {
        return new BigDecimal(intVal.negate(), scale);
    }

    /** {@code -this} rounded to {@code mc}. */
    public BigDecimal negate(MathContext mc) {
        return round(negate(), mc);
    }

    /** {@code this}. */
    public BigDecimal plus() {
        return this;
    }

    /** {@code this} rounded to {@code mc}. */
    public BigDecimal plus(MathContext mc) {
        return round(this, mc);
    }

    /** {@code this} rounded to {@code mc}. */
    public BigDecimal round(MathContext mc) {
        return round(this, mc);
    }

    /** -1, 0 or 1. */
    public int signum() {
        return intVal.signum();
    }

    /** The number of digits after the point (negative: zeros before it). */
    public int scale() {
        return scale;
    }

    /** The number of digits of the unscaled value (1 for zero). */
    public int precision() {
        if (precision == 0) {
            precision = digitCount(intVal);
        }
        return precision;
    }

    /** The unscaled value. */
    public BigInteger unscaledValue() {
        return intVal;
    }

    /** One unit in the last place: 1 at this value's scale. */
    public BigDecimal ulp() {
        return new BigDecimal(BigInteger.ONE, scale);
    }

    /** This value at {@code newScale}, rounded with {@code roundingMode} if digits are dropped. */
    public BigDecimal setScale(int newScale, RoundingMode roundingMode) {
        if (newScale == scale) {
            return this;
        }
        if (newScale > scale) {
            return new BigDecimal(unscaledAt(newScale), newScale);
        }
        BigInteger r = divideAndRound(intVal, tenPow((long) scale - newScale), roundingMode);
        return new BigDecimal(r, newScale);
    }

    /** Legacy form of {@link #setScale(int, RoundingMode)}. */
    public BigDecimal setScale(int newScale, int roundingMode) {
        return setScale(newScale, legacyMode(roundingMode));
    }

    /** This value at {@code newScale}; ArithmeticException if digits would be lost. */
    public BigDecimal setScale(int newScale) {
        return setScale(newScale, RoundingMode.UNNECESSARY);
    }

    /** {@code this * 10^-n}, scale raised by n (at least 0). */
    public BigDecimal movePointLeft(int n) {
        if (n == 0) {
            return this;
        }
        int s = checkScale((long) scale + n);
        BigDecimal r = new BigDecimal(intVal, s);
        return r.scale < 0 ? r.setScale(0, RoundingMode.UNNECESSARY) : r;
    }

    /** {@code this * 10^n}, scale lowered by n (at least 0). */
    public BigDecimal movePointRight(int n) {
        if (n == 0) {
            return this;
        }
        int s = checkScale((long) scale - n);
        BigDecimal r = new BigDecimal(intVal, s);
        return r.scale < 0 ? r.setScale(0, RoundingMode.UNNECESSARY) : r;
    }

    /** {@code this * 10^n}: the same unscaled value with scale lowered by n. */
    public BigDecimal scaleByPowerOfTen(int n) {
        return new BigDecimal(intVal, checkScale((long) scale - n));
    }

    /** The same value with trailing zeros of the unscaled value removed (zero gives 0). */
    public BigDecimal stripTrailingZeros() {
        if (signum() == 0) {
            return ZERO;
        }
        return stripTo(intVal, scale, Long.MIN_VALUE);
    }

    /** The smaller value (this one if equal). */
    public BigDecimal min(BigDecimal val) {
        return compareTo(val) <= 0 ? this : val;
    }

    /** The larger value (this one if equal). */
    public BigDecimal max(BigDecimal val) {
        return compareTo(val) >= 0 ? this : val;
    }

    /** The square root rounded to {@code mc} (IllegalArgument-free: ArithmeticException if negative). */
    public BigDecimal sqrt(MathContext mc) {
        int sign = signum();
        if (sign < 0) {
            throw new ArithmeticException("Attempted square root of negative BigDecimal");
        }
        long preferred = scale / 2;
        if (sign == 0) {
            return new BigDecimal(BigInteger.ZERO, (int) preferred);
        }
        int p = mc.getPrecision();
        // Work with an even scale and enough digits for p + 2 digits of the root.
        long digits = p == 0 ? precision() / 2 + 1 : p + 2;
        long workScale = Math.max((long) scale, 2 * (digits - (precision() - (long) scale + 1) / 2 + 1));
        if (((workScale - scale) & 1) != 0) {
            workScale++;
        }
        if ((workScale & 1) != 0) {
            workScale++;
        }
        BigInteger n = unscaledAt(workScale);
        BigInteger root = n.sqrt();
        boolean exactRoot = root.multiply(root).equals(n);
        long rootScale = workScale / 2;
        if (p == 0) {
            if (!exactRoot) {
                throw new ArithmeticException("Computed square root not exact.");
            }
            return stripTo(root, rootScale, preferred);
        }
        BigDecimal r = new BigDecimal(root, checkScale(rootScale));
        if (!exactRoot) {
            // Mark the inexactness below the kept digits so that rounding sees it.
            r = new BigDecimal(root.multiply(BigInteger.TEN).add(BigInteger.ONE), checkScale(rootScale + 1));
            if (mc.getRoundingMode() == RoundingMode.UNNECESSARY) {
                throw new ArithmeticException("Computed square root not exact.");
            }
        }
        BigDecimal rounded = round(r, mc);
        return stripTo(rounded.intVal, rounded.scale, preferred);
    }

    // ------------------------------------------------------------------ comparison

    /** Numeric comparison: 2.0 and 2.00 compare equal. */
    @Override
    public int compareTo(BigDecimal val) {
        if (scale == val.scale) {
            return intVal.compareTo(val.intVal);
        }
        int s1 = signum();
        int s2 = val.signum();
        if (s1 != s2) {
            return s1 > s2 ? 1 : -1;
        }
        if (s1 == 0) {
            return 0;
        }
        int s = Math.max(scale, val.scale);
        return unscaledAt(s).compareTo(val.unscaledAt(s));
    }

    /** Equal in value and scale (2.0 is not equal to 2.00). */
    @Override
    public boolean equals(Object x) {
        if (!(x instanceof BigDecimal)) {
            return false;
        }
        BigDecimal d = (BigDecimal) x;
        return scale == d.scale && intVal.equals(d.intVal);
    }

    @Override
    public int hashCode() {
        return 31 * intVal.hashCode() + scale;
    }

    // ------------------------------------------------------------------ conversions

    /** The integer part (fraction discarded). */
    public BigInteger toBigInteger() {
        if (scale <= 0) {
            return unscaledAt(0);
        }
        return intVal.divide(tenPow(scale));
    }

    /** The value as a BigInteger; ArithmeticException if it has a non-zero fraction. */
    public BigInteger toBigIntegerExact() {
        return setScale(0, RoundingMode.UNNECESSARY).intVal;
    }

    @Override
    public int intValue() {
        return toBigInteger().intValue();
    }

    @Override
    public long longValue() {
        return toBigInteger().longValue();
    }

    /** The value as an int; ArithmeticException if it has a fraction or does not fit. */
    public int intValueExact() {
        return (int) exactIn(Integer.MIN_VALUE, Integer.MAX_VALUE);
    }

    /** The value as a long; ArithmeticException if it has a fraction or does not fit. */
    public long longValueExact() {
        return exactIn(Long.MIN_VALUE, Long.MAX_VALUE);
    }

    /** The value as a short; ArithmeticException if it has a fraction or does not fit. */
    public short shortValueExact() {
        return (short) exactIn(Short.MIN_VALUE, Short.MAX_VALUE);
    }

    /** The value as a byte; ArithmeticException if it has a fraction or does not fit. */
    public byte byteValueExact() {
        return (byte) exactIn(Byte.MIN_VALUE, Byte.MAX_VALUE);
    }

    /** The integer value if it lies in [min, max]; ArithmeticException if not or if it has a fraction. */
    private long exactIn(long min, long max) {
        if (signum() != 0 && (long) precision() - scale > 19) {
            throw new ArithmeticException("Overflow");
        }
        BigInteger v = toBigIntegerExact();
        if (v.bitLength() > 63 || v.longValue() < min || v.longValue() > max) {
            throw new ArithmeticException("Overflow");
        }
        return v.longValue();
    }

    /** The nearest double. */
    @Override
    public double doubleValue() {
        return Double.parseDouble(toString());
    }

    /** The nearest float. */
    @Override
    public float floatValue() {
        return Float.parseFloat(toString());
    }

    // ------------------------------------------------------------------ strings

    /** Plain notation when scale >= 0 and the adjusted exponent >= -6, else scientific. */
    @Override
    public String toString() {
        return layout(true);
    }

    /** Like {@link #toString()}, with an exponent that is a multiple of three. */
    public String toEngineeringString() {
        return layout(false);
    }

    private String layout(boolean scientific) {
        String coeff = intVal.abs().toString();
        StringBuilder sb = new StringBuilder(coeff.length() + 12);
        if (signum() < 0) {
            sb.append('-');
        }
        long adjusted = -(long) scale + (coeff.length() - 1);
        if (scale >= 0 && adjusted >= -6) {
            appendPlain(sb, coeff, scale);
            return sb.toString();
        }
        if (scientific) {
            sb.append(coeff.charAt(0));
            if (coeff.length() > 1) {
                sb.append('.').append(coeff, 1, coeff.length());
            }
        } else {
            int lead = (int) Math.floorMod(adjusted, 3L);
            adjusted -= lead;
            lead++;
            if (signum() == 0) {
                if (lead == 2) {
                    sb.append("0.00");
                    adjusted += 3;
                } else if (lead == 3) {
                    sb.append("0.0");
                    adjusted += 3;
                } else {
                    sb.append('0');
                }
            } else if (lead >= coeff.length()) {
                sb.append(coeff);
                for (int i = coeff.length(); i < lead; i++) {
                    sb.append('0');
                }
            } else {
                sb.append(coeff, 0, lead).append('.').append(coeff, lead, coeff.length());
            }
        }
        if (adjusted != 0) {
            sb.append('E');
            if (adjusted > 0) {
                sb.append('+');
            }
            sb.append(adjusted);
        }
        return sb.toString();
    }

    private static void appendPlain(StringBuilder sb, String coeff, int scale) {
        if (scale <= 0) {
            sb.append(coeff);
            if (!coeff.equals("0")) {
                for (int i = 0; i < -scale; i++) {
                    sb.append('0');
                }
            }
            return;
        }
        int intDigits = coeff.length() - scale;
        if (intDigits > 0) {
            sb.append(coeff, 0, intDigits).append('.').append(coeff, intDigits, coeff.length());
        } else {
            sb.append("0.");
            for (int i = intDigits; i < 0; i++) {
                sb.append('0');
            }
            sb.append(coeff);
        }
    }

    /** The digits without an exponent ("1E+3" gives "1000"). */
    public String toPlainString() {
        StringBuilder sb = new StringBuilder();
        if (signum() < 0) {
            sb.append('-');
        }
        appendPlain(sb, intVal.abs().toString(), scale);
        return sb.toString();
    }
}
