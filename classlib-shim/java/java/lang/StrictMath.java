package java.lang;

/**
 * Math with bit-exact fdlibm results (rjvm shim). The split between native and Java is JDK
 * 17's: sin, cos, tan, asin, acos, atan, atan2, log, log10, log1p, expm1, sinh, cosh, tanh and
 * IEEEremainder are VM natives (fdlibm 5.3 in Rust, vm/src/native/fdlibm.rs), as are the exact
 * IEEE operations sqrt, floor, ceil and rint; cbrt, exp, pow and hypot are Java ports of fdlibm
 * 5.3 in {@link FdLibm}. All give the same bits as HotSpot's StrictMath. Everything else shares
 * Math's Java implementations.
 */
public final class StrictMath {
    public static final double E = 2.7182818284590452354;
    public static final double PI = 3.14159265358979323846;

    private StrictMath() {
    }

    public static native double sin(double a);

    public static native double cos(double a);

    public static native double tan(double a);

    public static native double asin(double a);

    public static native double acos(double a);

    public static native double atan(double a);

    public static double exp(double a) {
        return FdLibm.exp(a);
    }

    public static native double log(double a);

    public static native double log10(double a);

    public static native double sqrt(double a);

    public static double cbrt(double a) {
        return FdLibm.cbrt(a);
    }

    public static native double sinh(double a);

    public static native double cosh(double a);

    public static native double tanh(double a);

    public static native double expm1(double a);

    public static native double log1p(double a);

    public static native double floor(double a);

    public static native double ceil(double a);

    public static native double rint(double a);

    public static native double IEEEremainder(double a, double b);

    public static native double atan2(double a, double b);

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
