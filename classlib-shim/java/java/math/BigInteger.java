package java.math;

import java.util.Random;

/**
 * Immutable arbitrary-precision integers (rjvm shim). Sign and magnitude; the magnitude is a
 * little-endian int array (see {@link MagnitudeMath}); schoolbook multiplication and Knuth
 * division. Results, exception types and messages follow the JDK.
 */
public class BigInteger extends Number implements Comparable<BigInteger> {
    /** 0. */
    public static final BigInteger ZERO = new BigInteger(0, MagnitudeMath.ZERO);
    /** 1. */
    public static final BigInteger ONE = valueOf(1);
    /** 2. */
    public static final BigInteger TWO = valueOf(2);
    /** 10. */
    public static final BigInteger TEN = valueOf(10);

    /** Digits of each radix that fit a non-negative int (as in the JDK's parser). */
    private static final int[] DIGITS_PER_INT = {0, 0, 30, 19, 15, 13, 11, 11, 10, 9, 9, 8, 8, 8, 8, 7, 7, 7, 7, 7, 7,
        7, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 5};

    private final int signum;
    private final int[] mag;

    private BigInteger(int signum, int[] mag) {
        this.signum = mag.length == 0 ? 0 : signum;
        this.mag = mag;
    }

    /** Parses a decimal integer with an optional sign. */
    public BigInteger(String val) {
        this(val, 10);
    }

    /** Parses an integer in {@code radix} with an optional sign. */
    public BigInteger(String val, int radix) {
        if (radix < Character.MIN_RADIX || radix > Character.MAX_RADIX) {
            throw new NumberFormatException("Radix out of range");
        }
        int len = val.length();
        if (len == 0) {
            throw new NumberFormatException("Zero length BigInteger");
        }
        int sign = 1;
        int cursor = 0;
        int minus = val.lastIndexOf('-');
        int plus = val.lastIndexOf('+');
        if (minus >= 0) {
            if (minus != 0 || plus >= 0) {
                throw new NumberFormatException("Illegal embedded sign character");
            }
            sign = -1;
            cursor = 1;
        } else if (plus >= 0) {
            if (plus != 0) {
                throw new NumberFormatException("Illegal embedded sign character");
            }
            cursor = 1;
        }
        if (cursor == len) {
            throw new NumberFormatException("Zero length BigInteger");
        }
        while (cursor < len && Character.digit(val.charAt(cursor), radix) == 0) {
            cursor++;
        }
        int[] m = MagnitudeMath.ZERO;
        if (cursor < len) {
            int per = DIGITS_PER_INT[radix];
            int first = (len - cursor) % per;
            if (first == 0) {
                first = per;
            }
            int groupLen = first;
            while (cursor < len) {
                String group = val.substring(cursor, cursor + groupLen);
                cursor += groupLen;
                int g = Integer.parseInt(group, radix);
                if (g < 0) {
                    throw new NumberFormatException("Illegal digit");
                }
                int scale = 1;
                for (int i = 0; i < groupLen; i++) {
                    scale *= radix;
                }
                m = MagnitudeMath.mulAdd(m, scale, g);
                groupLen = per;
            }
        }
        this.mag = m;
        this.signum = m.length == 0 ? 0 : sign;
    }

    /** A two's-complement big-endian byte array as a BigInteger. */
    public BigInteger(byte[] val) {
        if (val.length == 0) {
            throw new NumberFormatException("Zero length BigInteger");
        }
        int[] words = new int[(val.length + 3) / 4];
        boolean negative = val[0] < 0;
        for (int i = 0; i < words.length * 4; i++) {
            int idx = val.length - 1 - i;
            int b = idx >= 0 ? val[idx] & 0xff : (negative ? 0xff : 0);
            words[i / 4] |= b << (8 * (i % 4));
        }
        BigInteger r = fromTwos(words);
        this.signum = r.signum;
        this.mag = r.mag;
    }

    /** A sign and a big-endian unsigned magnitude as a BigInteger. */
    public BigInteger(int signum, byte[] magnitude) {
        if (signum < -1 || signum > 1) {
            throw new NumberFormatException("Invalid signum value");
        }
        int[] words = new int[(magnitude.length + 3) / 4];
        for (int i = 0; i < magnitude.length; i++) {
            words[i / 4] |= (magnitude[magnitude.length - 1 - i] & 0xff) << (8 * (i % 4));
        }
        int[] m = MagnitudeMath.trim(words);
        if (signum == 0 && m.length != 0) {
            throw new NumberFormatException("signum-magnitude mismatch");
        }
        this.mag = m;
        this.signum = m.length == 0 ? 0 : signum;
    }

    /** A uniformly random integer in [0, 2^numBits) drawn from {@code rnd} as the JDK draws it. */
    public BigInteger(int numBits, Random rnd) {
        this(1, randomBits(numBits, rnd));
    }

    private static byte[] randomBits(int numBits, Random rnd) {
        if (numBits < 0) {
            throw new IllegalArgumentException("numBits must be non-negative");
        }
        int numBytes = (int) (((long) numBits + 7) / 8);
        byte[] bits = new byte[numBytes];
        if (numBytes > 0) {
            rnd.nextBytes(bits);
            int excess = 8 * numBytes - numBits;
            bits[0] &= (byte) ((1 << (8 - excess)) - 1);
        }
        return bits;
    }

    /** {@code val} as a BigInteger. */
    public static BigInteger valueOf(long val) {
        if (val == 0 && ZERO != null) {
            return ZERO;
        }
        if (val < 0) {
            return new BigInteger(-1, MagnitudeMath.fromLong(-val == Long.MIN_VALUE ? val : -val));
        }
        return new BigInteger(1, MagnitudeMath.fromLong(val));
    }

    private static BigInteger of(int signum, int[] mag) {
        return mag.length == 0 ? ZERO : new BigInteger(signum, mag);
    }

    /** -1, 0 or 1. */
    public int signum() {
        return signum;
    }

    /** {@code this + val}. */
    public BigInteger add(BigInteger val) {
        if (val.signum == 0) {
            return this;
        }
        if (signum == 0) {
            return val;
        }
        if (signum == val.signum) {
            return of(signum, MagnitudeMath.add(mag, val.mag));
        }
        int c = MagnitudeMath.compare(mag, val.mag);
        if (c == 0) {
            return ZERO;
        }
        return c > 0 ? of(signum, MagnitudeMath.subtract(mag, val.mag)) : of(val.signum, MagnitudeMath.subtract(val.mag, mag));
    }

    /** {@code this - val}. */
    public BigInteger subtract(BigInteger val) {
        return add(val.negate());
    }

    /** {@code this * val}. */
    public BigInteger multiply(BigInteger val) {
        if (signum == 0 || val.signum == 0) {
            return ZERO;
        }
        return of(signum * val.signum, MagnitudeMath.multiply(mag, val.mag));
    }

    /** {@code {this / val, this % val}}, truncating toward zero. */
    public BigInteger[] divideAndRemainder(BigInteger val) {
        if (val.signum == 0) {
            throw new ArithmeticException("BigInteger divide by zero");
        }
        int[][] qr = MagnitudeMath.divide(mag, val.mag);
        return new BigInteger[] {of(signum * val.signum, qr[0]), of(signum, qr[1])};
    }

    /** {@code this / val}, truncating toward zero. */
    public BigInteger divide(BigInteger val) {
        return divideAndRemainder(val)[0];
    }

    /** {@code this % val} (the sign of {@code this}). */
    public BigInteger remainder(BigInteger val) {
        return divideAndRemainder(val)[1];
    }

    /** {@code this mod m}, always non-negative. */
    public BigInteger mod(BigInteger m) {
        if (m.signum <= 0) {
            throw new ArithmeticException("BigInteger: modulus not positive");
        }
        BigInteger r = remainder(m);
        return r.signum >= 0 ? r : r.add(m);
    }

    /** {@code this ^ exponent}. */
    public BigInteger pow(int exponent) {
        if (exponent < 0) {
            throw new ArithmeticException("Negative exponent");
        }
        BigInteger result = ONE;
        BigInteger base = this;
        while (exponent != 0) {
            if ((exponent & 1) != 0) {
                result = result.multiply(base);
            }
            exponent >>>= 1;
            if (exponent != 0) {
                base = base.multiply(base);
            }
        }
        return result;
    }

    /** {@code (this ^ exponent) mod m}. */
    public BigInteger modPow(BigInteger exponent, BigInteger m) {
        if (m.signum <= 0) {
            throw new ArithmeticException("BigInteger: modulus not positive");
        }
        if (exponent.signum < 0) {
            return modInverse(m).modPow(exponent.negate(), m);
        }
        if (m.equals(ONE)) {
            return ZERO;
        }
        BigInteger result = ONE;
        BigInteger base = mod(m);
        for (int i = exponent.bitLength() - 1; i >= 0; i--) {
            result = result.multiply(result).mod(m);
            if (exponent.testBit(i)) {
                result = result.multiply(base).mod(m);
            }
        }
        return result;
    }

    /** The inverse of {@code this} modulo {@code m}. */
    public BigInteger modInverse(BigInteger m) {
        if (m.signum <= 0) {
            throw new ArithmeticException("BigInteger: modulus not positive");
        }
        if (m.equals(ONE)) {
            return ZERO;
        }
        BigInteger a = mod(m);
        BigInteger b = m;
        BigInteger x0 = ONE;
        BigInteger x1 = ZERO;
        while (b.signum != 0) {
            BigInteger[] qr = a.divideAndRemainder(b);
            BigInteger t = x0.subtract(qr[0].multiply(x1));
            x0 = x1;
            x1 = t;
            a = b;
            b = qr[1];
        }
        if (!a.equals(ONE)) {
            throw new ArithmeticException("BigInteger not invertible.");
        }
        return x0.mod(m);
    }

    /** The greatest common divisor of |this| and |val|. */
    public BigInteger gcd(BigInteger val) {
        BigInteger a = abs();
        BigInteger b = val.abs();
        while (b.signum != 0) {
            BigInteger r = a.remainder(b);
            a = b;
            b = r;
        }
        return a;
    }

    /** The integer square root (floor). */
    public BigInteger sqrt() {
        if (signum < 0) {
            throw new ArithmeticException("Negative BigInteger");
        }
        if (signum == 0) {
            return ZERO;
        }
        BigInteger x = ONE.shiftLeft((bitLength() + 1) / 2);
        while (true) {
            BigInteger y = x.add(divide(x)).shiftRight(1);
            if (y.compareTo(x) >= 0) {
                return x;
            }
            x = y;
        }
    }

    /** {@code -this}. */
    public BigInteger negate() {
        return signum == 0 ? this : new BigInteger(-signum, mag);
    }

    /** {@code |this|}. */
    public BigInteger abs() {
        return signum < 0 ? negate() : this;
    }

    /** The smaller of the two. */
    public BigInteger min(BigInteger val) {
        return compareTo(val) <= 0 ? this : val;
    }

    /** The larger of the two. */
    public BigInteger max(BigInteger val) {
        return compareTo(val) >= 0 ? this : val;
    }

    /** {@code this << n} (a right shift for negative n). */
    public BigInteger shiftLeft(int n) {
        if (signum == 0 || n == 0) {
            return this;
        }
        if (n < 0) {
            return shiftRight(-n);
        }
        return of(signum, MagnitudeMath.shiftLeft(mag, n));
    }

    /** {@code this >> n}, rounding toward negative infinity (a left shift for negative n). */
    public BigInteger shiftRight(int n) {
        if (signum == 0 || n == 0) {
            return this;
        }
        if (n < 0) {
            return shiftLeft(-n);
        }
        if (signum > 0) {
            return of(1, MagnitudeMath.shiftRight(mag, n));
        }
        return not().shiftRight(n).not();
    }

    /** The number of bits in the minimal two's-complement form, excluding the sign bit. */
    public int bitLength() {
        int len = MagnitudeMath.bitLength(mag);
        if (signum < 0 && getLowestSetBit() == len - 1) {
            len--;
        }
        return len;
    }

    /** The number of bits in the two's-complement form that differ from the sign bit. */
    public int bitCount() {
        int[] m = signum < 0 ? not().mag : mag;
        int c = 0;
        for (int w : m) {
            c += Integer.bitCount(w);
        }
        return c;
    }

    /** The index of the lowest one bit, -1 for zero. */
    public int getLowestSetBit() {
        for (int i = 0; i < mag.length; i++) {
            if (mag[i] != 0) {
                return i * 32 + Integer.numberOfTrailingZeros(mag[i]);
            }
        }
        return -1;
    }

    /** Bit {@code n} of the two's-complement form. */
    public boolean testBit(int n) {
        if (n < 0) {
            throw new ArithmeticException("Negative bit address");
        }
        return (word(toTwos(n / 32 + 1), n / 32) & (1 << (n & 31))) != 0;
    }

    /** {@code this} with bit {@code n} set. */
    public BigInteger setBit(int n) {
        return or(bit(n));
    }

    /** {@code this} with bit {@code n} cleared. */
    public BigInteger clearBit(int n) {
        return andNot(bit(n));
    }

    /** {@code this} with bit {@code n} flipped. */
    public BigInteger flipBit(int n) {
        return xor(bit(n));
    }

    private static BigInteger bit(int n) {
        if (n < 0) {
            throw new ArithmeticException("Negative bit address");
        }
        return ONE.shiftLeft(n);
    }

    /** {@code this & val}. */
    public BigInteger and(BigInteger val) {
        return bitwise(val, 0);
    }

    /** {@code this | val}. */
    public BigInteger or(BigInteger val) {
        return bitwise(val, 1);
    }

    /** {@code this ^ val}. */
    public BigInteger xor(BigInteger val) {
        return bitwise(val, 2);
    }

    /** {@code this & ~val}. */
    public BigInteger andNot(BigInteger val) {
        return bitwise(val.not(), 0);
    }

    /** {@code ~this}, i.e. {@code -this - 1}. */
    public BigInteger not() {
        return negate().subtract(ONE);
    }

    private BigInteger bitwise(BigInteger val, int op) {
        int n = Math.max(mag.length, val.mag.length) + 1;
        int[] a = toTwos(n);
        int[] b = val.toTwos(n);
        for (int i = 0; i < n; i++) {
            a[i] = op == 0 ? a[i] & b[i] : op == 1 ? a[i] | b[i] : a[i] ^ b[i];
        }
        return fromTwos(a);
    }

    private static int word(int[] twos, int i) {
        return twos[i];
    }

    /** The two's-complement form in {@code n} little-endian words (n must exceed the magnitude). */
    private int[] toTwos(int n) {
        n = Math.max(n, mag.length + 1);
        int[] r = new int[n];
        System.arraycopy(mag, 0, r, 0, mag.length);
        if (signum < 0) {
            long carry = 1;
            for (int i = 0; i < n; i++) {
                long t = (~r[i] & MagnitudeMath.MASK) + carry;
                r[i] = (int) t;
                carry = t >>> 32;
            }
        }
        return r;
    }

    private static BigInteger fromTwos(int[] w) {
        if (w.length > 0 && w[w.length - 1] < 0) {
            int[] m = new int[w.length];
            long carry = 1;
            for (int i = 0; i < w.length; i++) {
                long t = (~w[i] & MagnitudeMath.MASK) + carry;
                m[i] = (int) t;
                carry = t >>> 32;
            }
            return of(-1, MagnitudeMath.trim(m));
        }
        return of(1, MagnitudeMath.trim(w.clone()));
    }

    /** The two's-complement big-endian bytes, in the fewest bytes that hold the sign bit. */
    public byte[] toByteArray() {
        int byteLen = bitLength() / 8 + 1;
        int[] t = toTwos(byteLen / 4 + 1);
        byte[] out = new byte[byteLen];
        for (int i = 0; i < byteLen; i++) {
            out[byteLen - 1 - i] = (byte) (t[i / 4] >>> (8 * (i % 4)));
        }
        return out;
    }

    /** True if this is probably prime (Miller-Rabin; always right below 3.3e24). */
    public boolean isProbablePrime(int certainty) {
        if (certainty <= 0) {
            return true;
        }
        BigInteger n = abs();
        if (n.equals(TWO)) {
            return true;
        }
        if (!n.testBit(0) || n.equals(ONE)) {
            return false;
        }
        int[] small = {3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47, 53, 59, 61, 67, 71};
        for (int p : small) {
            BigInteger bp = valueOf(p);
            if (n.equals(bp)) {
                return true;
            }
            if (n.remainder(bp).signum == 0) {
                return false;
            }
        }
        BigInteger nm1 = n.subtract(ONE);
        int s = nm1.getLowestSetBit();
        BigInteger d = nm1.shiftRight(s);
        int[] bases = {2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41};
        for (int b : bases) {
            BigInteger x = valueOf(b).modPow(d, n);
            if (x.equals(ONE) || x.equals(nm1)) {
                continue;
            }
            boolean composite = true;
            for (int r = 1; r < s; r++) {
                x = x.multiply(x).mod(n);
                if (x.equals(nm1)) {
                    composite = false;
                    break;
                }
            }
            if (composite) {
                return false;
            }
        }
        return true;
    }

    /** The first probable prime greater than this. */
    public BigInteger nextProbablePrime() {
        if (signum < 0) {
            throw new ArithmeticException("start < 0: " + this);
        }
        BigInteger c = add(ONE);
        if (c.compareTo(TWO) <= 0) {
            return TWO;
        }
        if (!c.testBit(0)) {
            c = c.add(ONE);
        }
        while (!c.isProbablePrime(100)) {
            c = c.add(TWO);
        }
        return c;
    }

    @Override
    public int compareTo(BigInteger val) {
        if (signum != val.signum) {
            return signum < val.signum ? -1 : 1;
        }
        int c = MagnitudeMath.compare(mag, val.mag);
        return signum < 0 ? -c : c;
    }

    @Override
    public boolean equals(Object x) {
        if (x == this) {
            return true;
        }
        if (!(x instanceof BigInteger)) {
            return false;
        }
        BigInteger b = (BigInteger) x;
        return signum == b.signum && MagnitudeMath.compare(mag, b.mag) == 0;
    }

    /** The JDK's hash: 31-polynomial over the big-endian magnitude words, times the sign. */
    @Override
    public int hashCode() {
        int h = 0;
        for (int i = mag.length - 1; i >= 0; i--) {
            h = (int) (31 * h + (mag[i] & MagnitudeMath.MASK));
        }
        return h * signum;
    }

    @Override
    public String toString() {
        return toString(10);
    }

    /** The digits in {@code radix} (10 if out of range), with a leading '-' if negative. */
    public String toString(int radix) {
        if (signum == 0) {
            return "0";
        }
        if (radix < Character.MIN_RADIX || radix > Character.MAX_RADIX) {
            radix = 10;
        }
        int per = DIGITS_PER_INT[radix];
        int chunk = 1;
        for (int i = 0; i < per; i++) {
            chunk *= radix;
        }
        int[] m = mag.clone();
        int len = m.length;
        StringBuilder rev = new StringBuilder();
        while (len > 0) {
            int[] cur = len == m.length ? m : java.util.Arrays.copyOf(m, len);
            int r = MagnitudeMath.divideInPlace(cur, chunk);
            m = cur;
            while (len > 0 && m[len - 1] == 0) {
                len--;
            }
            for (int i = 0; i < per && (len > 0 || r != 0); i++) {
                rev.append(Character.forDigit(r % radix, radix));
                r /= radix;
            }
        }
        if (signum < 0) {
            rev.append('-');
        }
        return rev.reverse().toString();
    }

    @Override
    public int intValue() {
        return mag.length == 0 ? 0 : signum < 0 ? -mag[0] : mag[0];
    }

    @Override
    public long longValue() {
        long v = 0;
        for (int i = Math.min(mag.length, 2) - 1; i >= 0; i--) {
            v = (v << 32) | (mag[i] & MagnitudeMath.MASK);
        }
        return signum < 0 ? -v : v;
    }

    /** The value as an int, or ArithmeticException if it does not fit. */
    public int intValueExact() {
        if (bitLength() <= 31) {
            return intValue();
        }
        throw new ArithmeticException("BigInteger out of int range");
    }

    /** The value as a long, or ArithmeticException if it does not fit. */
    public long longValueExact() {
        if (bitLength() <= 63) {
            return longValue();
        }
        throw new ArithmeticException("BigInteger out of long range");
    }

    /** The value as a short, or ArithmeticException if it does not fit. */
    public short shortValueExact() {
        if (bitLength() <= 15) {
            return (short) intValue();
        }
        throw new ArithmeticException("BigInteger out of short range");
    }

    /** The value as a byte, or ArithmeticException if it does not fit. */
    public byte byteValueExact() {
        if (bitLength() <= 7) {
            return (byte) intValue();
        }
        throw new ArithmeticException("BigInteger out of byte range");
    }

    @Override
    public float floatValue() {
        return Float.parseFloat(toString());
    }

    @Override
    public double doubleValue() {
        return Double.parseDouble(toString());
    }
}
