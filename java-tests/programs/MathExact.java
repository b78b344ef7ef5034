/** java.lang.Math with exactly specified results: abs/min/max (incl. -0.0, NaN), floor/ceil/round/rint, signum, floorDiv/floorMod, *Exact overflow messages, copySign, nextUp/nextDown/nextAfter, ulp, getExponent, scalb, IEEEremainder, sqrt/cbrt/hypot/pow on exact cases. */
public class MathExact {
    interface Exact { Object run(); }
    static void exact(String label, Exact e) {
        try { System.out.println(label + " = " + e.run()); }
        catch (ArithmeticException ex) { System.out.println(label + " -> ArithmeticException: " + ex.getMessage()); }
    }

    public static void main(String[] args) {
        System.out.println("abs " + Math.abs(-5) + " " + Math.abs(Integer.MIN_VALUE) + " " + Math.abs(Long.MIN_VALUE) + " " + Math.abs(-0.0) + " " + Math.abs(-0.0f) + " " + Math.abs(Double.NEGATIVE_INFINITY) + " " + Math.abs(Double.NaN) + " " + Math.abs(-2.5f));
        System.out.println("min/max " + Math.min(-0.0, 0.0) + " " + Math.max(-0.0, 0.0) + " " + Math.min(0.0f, -0.0f) + " " + Math.max(Double.NaN, 1.0) + " " + Math.min(1.0f, Float.NaN) + " " + Math.min(Long.MIN_VALUE, 0L) + " " + Math.max(3, 7));
        double[] rs = {-2.5, -1.5, -0.5, -0.49999999999999994, 0.49999999999999994, 0.5, 1.5, 2.5, 3.5, -0.0, 1e16 + 1, 4503599627370497.0, -1.1, 1.9, Double.NaN, Double.POSITIVE_INFINITY, 1e300, -1e300};
        for (double d : rs)
            System.out.println(d + ": floor " + Math.floor(d) + " ceil " + Math.ceil(d) + " rint " + Math.rint(d) + " round " + Math.round(d) + " roundF " + Math.round((float) d) + " signum " + Math.signum(d));
        int[][] divs = {{7, 2}, {-7, 2}, {7, -2}, {-7, -2}, {0, 3}, {Integer.MIN_VALUE, -1}, {Integer.MIN_VALUE, 3}, {6, 3}, {-6, 3}};
        for (int[] p : divs) System.out.println("floorDiv(" + p[0] + "," + p[1] + ")=" + Math.floorDiv(p[0], p[1]) + " floorMod=" + Math.floorMod(p[0], p[1]) + " / " + (p[0] / p[1]) + " % " + (p[0] % p[1]));
        System.out.println("floorDiv long " + Math.floorDiv(-7L, 2L) + " " + Math.floorMod(-7L, 2L) + " " + Math.floorDiv(Long.MIN_VALUE, -1L) + " " + Math.floorMod(Long.MIN_VALUE, 10L));
        exact("floorDiv by zero", () -> Math.floorDiv(1, 0));
        exact("floorMod by zero", () -> Math.floorMod(1L, 0L));
        exact("addExact(1,2)", () -> Math.addExact(1, 2));
        exact("addExact(MAX,1)", () -> Math.addExact(Integer.MAX_VALUE, 1));
        exact("addExact long", () -> Math.addExact(Long.MAX_VALUE, 1L));
        exact("subtractExact(MIN,1)", () -> Math.subtractExact(Integer.MIN_VALUE, 1));
        exact("subtractExact long", () -> Math.subtractExact(Long.MIN_VALUE, 1L));
        exact("multiplyExact(65536,65536)", () -> Math.multiplyExact(65536, 65536));
        exact("multiplyExact(46340,46340)", () -> Math.multiplyExact(46340, 46340));
        exact("multiplyExact long", () -> Math.multiplyExact(1L << 32, 1L << 31));
        exact("multiplyExact long ok", () -> Math.multiplyExact(-(1L << 32), 1L << 31));
        exact("multiplyExact(long,int)", () -> Math.multiplyExact(Long.MAX_VALUE, 2L));
        exact("incrementExact(MAX)", () -> Math.incrementExact(Integer.MAX_VALUE));
        exact("decrementExact(MIN long)", () -> Math.decrementExact(Long.MIN_VALUE));
        exact("negateExact(MIN)", () -> Math.negateExact(Integer.MIN_VALUE));
        exact("negateExact(5)", () -> Math.negateExact(5));
        exact("negateExact(MIN long)", () -> Math.negateExact(Long.MIN_VALUE));
        exact("toIntExact(2^31)", () -> Math.toIntExact(1L << 31));
        exact("toIntExact(-2^31)", () -> Math.toIntExact(-(1L << 31)));
        System.out.println("copySign " + Math.copySign(3.0, -0.0) + " " + Math.copySign(-3.0, 1.0) + " " + Math.copySign(2f, -1f) + " " + Math.copySign(1.0, Double.NaN));
        System.out.println("nextUp " + Math.nextUp(1.0) + " " + Math.nextUp(-0.0) + " " + Math.nextUp(Double.MAX_VALUE) + " " + Math.nextUp(1.0f) + " nextDown " + Math.nextDown(1.0) + " " + Math.nextDown(0.0) + " nextAfter " + Math.nextAfter(1.0, 0.0) + " " + Math.nextAfter(0.0f, -1.0));
        System.out.println("ulp " + Math.ulp(1.0) + " " + Math.ulp(1e16) + " " + Math.ulp(0.0) + " " + Math.ulp(1.0f) + " " + Math.ulp(Double.MAX_VALUE) + " " + Math.ulp(Double.NaN));
        System.out.println("getExponent " + Math.getExponent(1.0) + " " + Math.getExponent(0.1) + " " + Math.getExponent(0.0) + " " + Math.getExponent(Double.MIN_VALUE) + " " + Math.getExponent(1e300) + " " + Math.getExponent(Float.MAX_VALUE) + " " + Math.getExponent(Double.NaN));
        System.out.println("scalb " + Math.scalb(1.0, 10) + " " + Math.scalb(3.0, -2) + " " + Math.scalb(1.0, -1074) + " " + Math.scalb(1.0, -1075) + " " + Math.scalb(1.0, 1024) + " " + Math.scalb(1.5f, 3));
        System.out.println("IEEEremainder " + Math.IEEEremainder(10, 3) + " " + Math.IEEEremainder(11, 3) + " " + Math.IEEEremainder(-10, 3) + " " + Math.IEEEremainder(5, 2) + " " + Math.IEEEremainder(7, 2) + " " + Math.IEEEremainder(1, 0));
        System.out.println("sqrt " + Math.sqrt(4) + " " + Math.sqrt(2) + " " + Math.sqrt(-1) + " " + Math.sqrt(-0.0) + " " + Math.sqrt(1e-310) + " " + Math.sqrt(Double.POSITIVE_INFINITY));
        System.out.println("cbrt " + Math.cbrt(27) + " " + Math.cbrt(-8) + " " + Math.cbrt(0.001) + " " + Math.cbrt(-0.0) + " " + Math.cbrt(1e9));
        System.out.println("hypot " + Math.hypot(3, 4) + " " + Math.hypot(5, 12) + " " + Math.hypot(Double.POSITIVE_INFINITY, Double.NaN) + " " + Math.hypot(-0.0, 0.0) + " " + Math.hypot(1e300, 1e300));
        System.out.println("pow " + Math.pow(2, 10) + " " + Math.pow(2, -2) + " " + Math.pow(-2, 3) + " " + Math.pow(-8, 1.0 / 3) + " " + Math.pow(0, 0) + " " + Math.pow(Double.NaN, 0) + " " + Math.pow(0, -1) + " " + Math.pow(-0.0, -3) + " " + Math.pow(10, 15) + " " + Math.pow(1, Double.POSITIVE_INFINITY) + " " + Math.pow(0.5, 1074) + " " + Math.pow(2, 0.5) + " " + Math.pow(9, 0.5) + " " + Math.pow(-1, Double.NEGATIVE_INFINITY) + " " + Math.pow(1, Double.NaN) + " " + Math.pow(Double.NaN, -0.0) + " " + Math.pow(-1, Double.POSITIVE_INFINITY));
        System.out.println("toRadians/toDegrees " + Math.toDegrees(Math.PI) + " " + Math.toRadians(180) + " " + Math.toDegrees(0) + " constants " + Math.PI + " " + Math.E);
        System.out.println("round edge " + Math.round(Long.MAX_VALUE * 2.0) + " " + Math.round(-1e20) + " " + Math.round(Float.MAX_VALUE) + " " + Math.round(Float.NaN) + " " + Math.round(0.5f) + " " + Math.round(-0.5f) + " " + Math.round(8388609.0f));
        System.out.println("fma-free: abs(int)=" + Math.abs(-2147483647) + " signum(float) " + Math.signum(-3f) + " " + Math.signum(0.0f) + " " + Math.signum(Float.NaN));
    }
}
