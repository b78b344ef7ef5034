package java.lang;

/**
 * Math with bit-exact fdlibm results (rjvm shim). The transcendental functions are Java ports
 * of fdlibm 5.3 (cbrt here, the others in {@link FdLibm}), giving the same bits as HotSpot's
 * StrictMath; sqrt, floor, ceil and rint are VM natives (exact IEEE operations); everything
 * else shares Math's Java implementations.
 */
public final class StrictMath {
    public static final double E = 2.7182818284590452354;
    public static final double PI = 3.14159265358979323846;

    private StrictMath() {
    }

    public static double sin(double a) {
        return FdLibm.sin(a);
    }

    public static double cos(double a) {
        return FdLibm.cos(a);
    }

    public static double tan(double a) {
        return FdLibm.tan(a);
    }

    public static double asin(double a) {
        return FdLibm.asin(a);
    }

    public static double acos(double a) {
        return FdLibm.acos(a);
    }

    public static double atan(double a) {
        return FdLibm.atan(a);
    }

    public static double exp(double a) {
        return FdLibm.exp(a);
    }

    public static double log(double a) {
        return FdLibm.log(a);
    }

    public static double log10(double a) {
        return FdLibm.log10(a);
    }

    public static native double sqrt(double a);

    /**
     * fdlibm 5.3 s_cbrt.c, as the JDK's FdLibm.Cbrt (the libm crate's cbrt is FreeBSD's
     * later rewrite, whose results differ in the last bit for some arguments).
     */
    public static double cbrt(double x) {
        final int b1 = 715094163; // B1 = (682-0.03306235651)*2**20
        final int b2 = 696219795; // B2 = (664-0.03306235651)*2**20
        final double c = 5.42857142857142815906e-01; // 19/35
        final double d = -7.05306122448979611050e-01; // -864/1225
        final double e = 1.41428571428571436819e+00; // 99/70
        final double f = 1.60714285714285720630e+00; // 45/28
        final double g = 3.57142857142857150787e-01; // 5/14
        double r, s, t = 0.0, w;
        int hx = hi(x);
        int sign = hx & 0x80000000;
        hx ^= sign;
        if (hx >= 0x7ff00000) {
            return x; // cbrt(NaN, INF) is itself (as HotSpot: unchanged, even a signalling NaN)
        }
        if ((hx | lo(x)) == 0) {
            return x; // cbrt(0) is itself
        }
        x = withHi(x, hx); // x <- |x|
        // rough cbrt to 5 bits
        if (hx < 0x00100000) { // subnormal number
            t = withHi(t, 0x43500000); // t = 2**54
            t *= x;
            t = withHi(t, hi(t) / 3 + b2);
        } else {
            t = withHi(t, hx / 3 + b1);
        }
        // new cbrt to 23 bits
        r = t * t / x;
        s = c + r * t;
        t *= g + f / (s + e + d / s);
        // chop to 20 bits and make it larger than cbrt(x)
        t = withLo(t, 0);
        t = withHi(t, hi(t) + 0x00000001);
        // one step newton iteration to 53 bits with error less than 0.667 ulps
        s = t * t;
        r = x / s;
        w = t + t;
        r = (r - t) / (w + r);
        t = t + t * r;
        // restore the sign bit
        return withHi(t, hi(t) | sign);
    }

    private static int hi(double x) {
        return (int) (Double.doubleToRawLongBits(x) >> 32);
    }

    private static int lo(double x) {
        return (int) Double.doubleToRawLongBits(x);
    }

    private static double withHi(double x, int hi) {
        return Double.longBitsToDouble((Double.doubleToRawLongBits(x) & 0xffffffffL) | ((long) hi << 32));
    }

    private static double withLo(double x, int lo) {
        return Double.longBitsToDouble((Double.doubleToRawLongBits(x) & 0xffffffff00000000L) | (lo & 0xffffffffL));
    }

    public static double sinh(double a) {
        return FdLibm.sinh(a);
    }

    public static double cosh(double a) {
        return FdLibm.cosh(a);
    }

    public static double tanh(double a) {
        return FdLibm.tanh(a);
    }

    public static double expm1(double a) {
        return FdLibm.expm1(a);
    }

    public static double log1p(double a) {
        return FdLibm.log1p(a);
    }

    public static native double floor(double a);

    public static native double ceil(double a);

    public static native double rint(double a);

    public static double IEEEremainder(double a, double b) {
        return FdLibm.remainder(a, b);
    }

    public static double atan2(double a, double b) {
        return FdLibm.atan2(a, b);
    }

    public static double pow(double a, double b) {
        return FdLibm.pow(a, b);
    }

    public static double hypot(double a, double b) {
        return FdLibm.hypot(a, b);
    }

    public static int abs(int a) {
        return Math.abs(a);
    }

    public static long abs(long a) {
        return Math.abs(a);
    }

    public static float abs(float a) {
        return Math.abs(a);
    }

    public static double abs(double a) {
        return Math.abs(a);
    }

    public static int max(int a, int b) {
        return Math.max(a, b);
    }

    public static long max(long a, long b) {
        return Math.max(a, b);
    }

    public static float max(float a, float b) {
        return Math.max(a, b);
    }

    public static double max(double a, double b) {
        return Math.max(a, b);
    }

    public static int min(int a, int b) {
        return Math.min(a, b);
    }

    public static long min(long a, long b) {
        return Math.min(a, b);
    }

    public static float min(float a, float b) {
        return Math.min(a, b);
    }

    public static double min(double a, double b) {
        return Math.min(a, b);
    }

    public static int round(float a) {
        return Math.round(a);
    }

    public static long round(double a) {
        return Math.round(a);
    }

    public static double signum(double d) {
        return Math.signum(d);
    }

    public static float signum(float f) {
        return Math.signum(f);
    }

    public static double toRadians(double angdeg) {
        return Math.toRadians(angdeg);
    }

    public static double toDegrees(double angrad) {
        return Math.toDegrees(angrad);
    }

    public static double random() {
        return Math.random();
    }

    public static int addExact(int x, int y) {
        return Math.addExact(x, y);
    }

    public static long addExact(long x, long y) {
        return Math.addExact(x, y);
    }

    public static int subtractExact(int x, int y) {
        return Math.subtractExact(x, y);
    }

    public static long subtractExact(long x, long y) {
        return Math.subtractExact(x, y);
    }

    public static int multiplyExact(int x, int y) {
        return Math.multiplyExact(x, y);
    }

    public static long multiplyExact(long x, int y) {
        return Math.multiplyExact(x, y);
    }

    public static long multiplyExact(long x, long y) {
        return Math.multiplyExact(x, y);
    }

    public static int incrementExact(int a) {
        return Math.incrementExact(a);
    }

    public static long incrementExact(long a) {
        return Math.incrementExact(a);
    }

    public static int decrementExact(int a) {
        return Math.decrementExact(a);
    }

    public static long decrementExact(long a) {
        return Math.decrementExact(a);
    }

    public static int negateExact(int a) {
        return Math.negateExact(a);
    }

    public static long negateExact(long a) {
        return Math.negateExact(a);
    }

    public static int toIntExact(long value) {
        return Math.toIntExact(value);
    }

    public static long multiplyFull(int x, int y) {
        return Math.multiplyFull(x, y);
    }

    public static long multiplyHigh(long x, long y) {
        return Math.multiplyHigh(x, y);
    }

    public static int floorDiv(int x, int y) {
        return Math.floorDiv(x, y);
    }

    public static long floorDiv(long x, int y) {
        return Math.floorDiv(x, y);
    }

    public static long floorDiv(long x, long y) {
        return Math.floorDiv(x, y);
    }

    public static int floorMod(int x, int y) {
        return Math.floorMod(x, y);
    }

    public static int floorMod(long x, int y) {
        return Math.floorMod(x, y);
    }

    public static long floorMod(long x, long y) {
        return Math.floorMod(x, y);
    }

    public static int absExact(int a) {
        return Math.absExact(a);
    }

    public static long absExact(long a) {
        return Math.absExact(a);
    }

    public static double copySign(double magnitude, double sign) {
        return Math.copySign(magnitude, sign);
    }

    public static float copySign(float magnitude, float sign) {
        return Math.copySign(magnitude, sign);
    }

    public static double ulp(double d) {
        return Math.ulp(d);
    }

    public static float ulp(float f) {
        return Math.ulp(f);
    }

    public static int getExponent(double d) {
        return Math.getExponent(d);
    }

    public static int getExponent(float f) {
        return Math.getExponent(f);
    }

    public static double nextUp(double d) {
        return Math.nextUp(d);
    }

    public static float nextUp(float f) {
        return Math.nextUp(f);
    }

    public static double nextDown(double d) {
        return Math.nextDown(d);
    }

    public static float nextDown(float f) {
        return Math.nextDown(f);
    }

    public static double nextAfter(double start, double direction) {
        return Math.nextAfter(start, direction);
    }

    public static float nextAfter(float start, double direction) {
        return Math.nextAfter(start, direction);
    }

    public static double scalb(double d, int scaleFactor) {
        return Math.scalb(d, scaleFactor);
    }

    public static float scalb(float f, int scaleFactor) {
        return Math.scalb(f, scaleFactor);
    }

    public static double fma(double a, double b, double c) {
        return Math.fma(a, b, c);
    }

    public static float fma(float a, float b, float c) {
        return Math.fma(a, b, c);
    }

}
