package java.lang;

/**
 * Basic numeric operations (rjvm shim). The functions HotSpot intrinsifies (sin, cos, tan,
 * exp, log, log10, pow) are VM natives on the platform's libm, which matches HotSpot's stubs
 * far more often than fdlibm; the other transcendental functions delegate to StrictMath, as in
 * the JDK; the rest follows the Java specification in plain Java.
 */
public final class Math {
    public static final double E = 2.7182818284590452354;
    public static final double PI = 3.14159265358979323846;

    private static final double DEGREES_TO_RADIANS = 0.017453292519943295;
    private static final double RADIANS_TO_DEGREES = 57.29577951308232;
    private static final long NEG_ZERO_DOUBLE_BITS = 0x8000000000000000L;
    private static final int NEG_ZERO_FLOAT_BITS = 0x80000000;

    private Math() {
    }

    /** HotSpot intrinsic; a VM native on the platform's libm (see vm/src/native/math.rs). */
    public static native double sin(double a);

    /** HotSpot intrinsic; a VM native on the platform's libm (see vm/src/native/math.rs). */
    public static native double cos(double a);

    /** HotSpot intrinsic; a VM native on the platform's libm (see vm/src/native/math.rs). */
    public static native double tan(double a);

    public static double asin(double a) {
        return StrictMath.asin(a);
    }

    public static double acos(double a) {
        return StrictMath.acos(a);
    }

    public static double atan(double a) {
        return StrictMath.atan(a);
    }

    /** HotSpot intrinsic; a VM native on the platform's libm (see vm/src/native/math.rs). */
    public static native double exp(double a);

    /** HotSpot intrinsic; a VM native on the platform's libm (see vm/src/native/math.rs). */
    public static native double log(double a);

    /** HotSpot intrinsic; a VM native on the platform's libm (see vm/src/native/math.rs). */
    public static native double log10(double a);

    public static double sqrt(double a) {
        return StrictMath.sqrt(a);
    }

    public static double cbrt(double a) {
        return StrictMath.cbrt(a);
    }

    public static double sinh(double a) {
        return StrictMath.sinh(a);
    }

    public static double cosh(double a) {
        return StrictMath.cosh(a);
    }

    public static double tanh(double a) {
        return StrictMath.tanh(a);
    }

    public static double expm1(double a) {
        return StrictMath.expm1(a);
    }

    public static double log1p(double a) {
        return StrictMath.log1p(a);
    }

    public static double floor(double a) {
        return StrictMath.floor(a);
    }

    public static double ceil(double a) {
        return StrictMath.ceil(a);
    }

    public static double rint(double a) {
        return StrictMath.rint(a);
    }

    public static double IEEEremainder(double a, double b) {
        return StrictMath.IEEEremainder(a, b);
    }

    public static double atan2(double a, double b) {
        return StrictMath.atan2(a, b);
    }

    /** HotSpot intrinsic; a VM native on the platform's libm (see vm/src/native/math.rs). */
    public static native double pow(double a, double b);

    public static double hypot(double a, double b) {
        return StrictMath.hypot(a, b);
    }

    public static int abs(int a) {
        return (a < 0) ? -a : a;
    }

    public static long abs(long a) {
        return (a < 0) ? -a : a;
    }

    public static float abs(float a) {
        return (a <= 0.0F) ? 0.0F - a : a;
    }

    public static double abs(double a) {
        return (a <= 0.0D) ? 0.0D - a : a;
    }

    public static int absExact(int a) {
        if (a == Integer.MIN_VALUE) {
            throw new ArithmeticException("Overflow to represent absolute value of Integer.MIN_VALUE");
        }
        return abs(a);
    }

    public static long absExact(long a) {
        if (a == Long.MIN_VALUE) {
            throw new ArithmeticException("Overflow to represent absolute value of Long.MIN_VALUE");
        }
        return abs(a);
    }

    public static int max(int a, int b) {
        return (a >= b) ? a : b;
    }

    public static long max(long a, long b) {
        return (a >= b) ? a : b;
    }

    public static float max(float a, float b) {
        if (a != a) {
            return a;
        }
        if ((a == 0.0f) && (b == 0.0f) && (Float.floatToRawIntBits(a) == NEG_ZERO_FLOAT_BITS)) {
            return b;
        }
        return (a >= b) ? a : b;
    }

    public static double max(double a, double b) {
        if (a != a) {
            return a;
        }
        if ((a == 0.0d) && (b == 0.0d) && (Double.doubleToRawLongBits(a) == NEG_ZERO_DOUBLE_BITS)) {
            return b;
        }
        return (a >= b) ? a : b;
    }

    public static int min(int a, int b) {
        return (a <= b) ? a : b;
    }

    public static long min(long a, long b) {
        return (a <= b) ? a : b;
    }

    public static float min(float a, float b) {
        if (a != a) {
            return a;
        }
        if ((a == 0.0f) && (b == 0.0f) && (Float.floatToRawIntBits(b) == NEG_ZERO_FLOAT_BITS)) {
            return b;
        }
        return (a <= b) ? a : b;
    }

    public static double min(double a, double b) {
        if (a != a) {
            return a;
        }
        if ((a == 0.0d) && (b == 0.0d) && (Double.doubleToRawLongBits(b) == NEG_ZERO_DOUBLE_BITS)) {
            return b;
        }
        return (a <= b) ? a : b;
    }

    /** Closest int, ties toward positive infinity; NaN gives 0; saturates like (int) casts. */
    public static int round(float a) {
        if (a != a) {
            return 0;
        }
        float f = (float) StrictMath.floor(a);
        float frac = a - f;
        return (int) (frac >= 0.5f ? f + 1.0f : f);
    }

    /** Closest long, ties toward positive infinity; NaN gives 0; saturates like (long) casts. */
    public static long round(double a) {
        if (a != a) {
            return 0;
        }
        double f = StrictMath.floor(a);
        double frac = a - f;
        return (long) (frac >= 0.5 ? f + 1.0 : f);
    }

    public static double signum(double d) {
        return (d == 0.0 || d != d) ? d : copySign(1.0, d);
    }

    public static float signum(float f) {
        return (f == 0.0f || f != f) ? f : copySign(1.0f, f);
    }

    public static double toRadians(double angdeg) {
        return angdeg * DEGREES_TO_RADIANS;
    }

    public static double toDegrees(double angrad) {
        return angrad * RADIANS_TO_DEGREES;
    }

    private static final class RandomNumberGeneratorHolder {
        static final java.util.Random randomNumberGenerator = new java.util.Random();
    }

    public static double random() {
        return RandomNumberGeneratorHolder.randomNumberGenerator.nextDouble();
    }

    public static int addExact(int x, int y) {
        int r = x + y;
        if (((x ^ r) & (y ^ r)) < 0) {
            throw new ArithmeticException("integer overflow");
        }
        return r;
    }

    public static long addExact(long x, long y) {
        long r = x + y;
        if (((x ^ r) & (y ^ r)) < 0) {
            throw new ArithmeticException("long overflow");
        }
        return r;
    }

    public static int subtractExact(int x, int y) {
        int r = x - y;
        if (((x ^ y) & (x ^ r)) < 0) {
            throw new ArithmeticException("integer overflow");
        }
        return r;
    }

    public static long subtractExact(long x, long y) {
        long r = x - y;
        if (((x ^ y) & (x ^ r)) < 0) {
            throw new ArithmeticException("long overflow");
        }
        return r;
    }

    public static int multiplyExact(int x, int y) {
        long r = (long) x * (long) y;
        if ((int) r != r) {
            throw new ArithmeticException("integer overflow");
        }
        return (int) r;
    }

    public static long multiplyExact(long x, int y) {
        return multiplyExact(x, (long) y);
    }

    public static long multiplyExact(long x, long y) {
        long r = x * y;
        long ax = abs(x);
        long ay = abs(y);
        if (((ax | ay) >>> 31 != 0)) {
            if (((y != 0) && (r / y != x)) || (x == Long.MIN_VALUE && y == -1)) {
                throw new ArithmeticException("long overflow");
            }
        }
        return r;
    }

    public static long multiplyFull(int x, int y) {
        return (long) x * (long) y;
    }

    public static long multiplyHigh(long x, long y) {
        // Schoolbook 64x64 -> 128 multiplication on 32-bit halves.
        long x1 = x >> 32;
        long x2 = x & 0xFFFFFFFFL;
        long y1 = y >> 32;
        long y2 = y & 0xFFFFFFFFL;
        long z2 = x2 * y2;
        long t = x1 * y2 + (z2 >>> 32);
        long z1 = t & 0xFFFFFFFFL;
        long z0 = t >> 32;
        z1 += x2 * y1;
        return x1 * y1 + z0 + (z1 >> 32);
    }

    public static int incrementExact(int a) {
        if (a == Integer.MAX_VALUE) {
            throw new ArithmeticException("integer overflow");
        }
        return a + 1;
    }

    public static long incrementExact(long a) {
        if (a == Long.MAX_VALUE) {
            throw new ArithmeticException("long overflow");
        }
        return a + 1L;
    }

    public static int decrementExact(int a) {
        if (a == Integer.MIN_VALUE) {
            throw new ArithmeticException("integer overflow");
        }
        return a - 1;
    }

    public static long decrementExact(long a) {
        if (a == Long.MIN_VALUE) {
            throw new ArithmeticException("long overflow");
        }
        return a - 1L;
    }

    public static int negateExact(int a) {
        if (a == Integer.MIN_VALUE) {
            throw new ArithmeticException("integer overflow");
        }
        return -a;
    }

    public static long negateExact(long a) {
        if (a == Long.MIN_VALUE) {
            throw new ArithmeticException("long overflow");
        }
        return -a;
    }

    public static int toIntExact(long value) {
        if ((int) value != value) {
            throw new ArithmeticException("integer overflow");
        }
        return (int) value;
    }

    public static int floorDiv(int x, int y) {
        int q = x / y;
        if ((x ^ y) < 0 && (q * y != x)) {
            q--;
        }
        return q;
    }

    public static long floorDiv(long x, int y) {
        return floorDiv(x, (long) y);
    }

    public static long floorDiv(long x, long y) {
        long q = x / y;
        if ((x ^ y) < 0 && (q * y != x)) {
            q--;
        }
        return q;
    }

    public static int floorMod(int x, int y) {
        int m = x % y;
        if ((m ^ y) < 0 && m != 0) {
            m += y;
        }
        return m;
    }

    public static int floorMod(long x, int y) {
        return (int) floorMod(x, (long) y);
    }

    public static long floorMod(long x, long y) {
        long m = x % y;
        if ((m ^ y) < 0 && m != 0) {
            m += y;
        }
        return m;
    }

    public static double copySign(double magnitude, double sign) {
        return Double.longBitsToDouble((Double.doubleToRawLongBits(sign) & 0x8000000000000000L)
                | (Double.doubleToRawLongBits(magnitude) & 0x7fffffffffffffffL));
    }

    public static float copySign(float magnitude, float sign) {
        return Float.intBitsToFloat((Float.floatToRawIntBits(sign) & 0x80000000)
                | (Float.floatToRawIntBits(magnitude) & 0x7fffffff));
    }

    public static int getExponent(double d) {
        return (int) (((Double.doubleToRawLongBits(d) & 0x7ff0000000000000L) >> 52) - 1023);
    }

    public static int getExponent(float f) {
        return ((Float.floatToRawIntBits(f) & 0x7f800000) >> 23) - 127;
    }

    public static double ulp(double d) {
        int exp = getExponent(d);
        if (exp == 1024) {
            return abs(d);
        }
        if (exp == -1023) {
            return Double.MIN_VALUE;
        }
        exp -= 52;
        if (exp >= -1022) {
            return Double.longBitsToDouble(((long) (exp + 1023)) << 52);
        }
        return Double.longBitsToDouble(1L << (exp + 1074));
    }

    public static float ulp(float f) {
        int exp = getExponent(f);
        if (exp == 128) {
            return abs(f);
        }
        if (exp == -127) {
            return Float.MIN_VALUE;
        }
        exp -= 23;
        if (exp >= -126) {
            return Float.intBitsToFloat((exp + 127) << 23);
        }
        return Float.intBitsToFloat(1 << (exp + 149));
    }

    public static double nextUp(double d) {
        if (d != d || d == Double.POSITIVE_INFINITY) {
            return d;
        }
        d += 0.0d;
        return Double.longBitsToDouble(Double.doubleToRawLongBits(d) + ((d >= 0.0d) ? +1L : -1L));
    }

    public static float nextUp(float f) {
        if (f != f || f == Float.POSITIVE_INFINITY) {
            return f;
        }
        f += 0.0f;
        return Float.intBitsToFloat(Float.floatToRawIntBits(f) + ((f >= 0.0f) ? +1 : -1));
    }

    public static double nextDown(double d) {
        if (d != d || d == Double.NEGATIVE_INFINITY) {
            return d;
        }
        if (d == 0.0) {
            return -Double.MIN_VALUE;
        }
        return Double.longBitsToDouble(Double.doubleToRawLongBits(d) + ((d > 0.0d) ? -1L : +1L));
    }

    public static float nextDown(float f) {
        if (f != f || f == Float.NEGATIVE_INFINITY) {
            return f;
        }
        if (f == 0.0f) {
            return -Float.MIN_VALUE;
        }
        return Float.intBitsToFloat(Float.floatToRawIntBits(f) + ((f > 0.0f) ? -1 : +1));
    }

    public static double nextAfter(double start, double direction) {
        if (start > direction) {
            return nextDown(start);
        } else if (start < direction) {
            return nextUp(start);
        } else if (start == direction) {
            return direction;
        }
        return start + direction;
    }

    public static float nextAfter(float start, double direction) {
        if (start > direction) {
            return nextDown(start);
        } else if (start < direction) {
            return nextUp(start);
        } else if (start == direction) {
            return (float) direction;
        }
        return start + (float) direction;
    }

    public static double scalb(double d, int scaleFactor) {
        if (scaleFactor > 2098) {
            scaleFactor = 2098;
        } else if (scaleFactor < -2099) {
            scaleFactor = -2099;
        }
        // Scale in at most three steps; only the last one can round (except for rare
        // double rounding in the subnormal range).
        while (scaleFactor > 1023) {
            d *= 0x1.0p1023;
            scaleFactor -= 1023;
        }
        while (scaleFactor < -1022) {
            d *= 0x1.0p-1022;
            scaleFactor += 1022;
        }
        return d * Double.longBitsToDouble(((long) (scaleFactor + 1023)) << 52);
    }

    public static float scalb(float f, int scaleFactor) {
        if (scaleFactor > 278) {
            scaleFactor = 278;
        } else if (scaleFactor < -278) {
            scaleFactor = -278;
        }
        return (float) ((double) f * scalb(1.0, scaleFactor));
    }

    /** {@code a * b + c} with a single rounding (computed exactly with BigDecimal). */
    public static double fma(double a, double b, double c) {
        if (Double.isNaN(a) || Double.isNaN(b) || Double.isNaN(c)
                || Double.isInfinite(a) || Double.isInfinite(b) || Double.isInfinite(c)
                || a == 0.0 || b == 0.0) {
            return a * b + c;
        }
        java.math.BigDecimal product = new java.math.BigDecimal(a).multiply(new java.math.BigDecimal(b));
        if (c == 0.0) {
            return product.doubleValue();
        }
        java.math.BigDecimal sum = product.add(new java.math.BigDecimal(c));
        return sum.signum() == 0 ? 0.0 : sum.doubleValue();
    }

    public static float fma(float a, float b, float c) {
        return (float) ((double) a * (double) b + (double) c);
    }
}
