/** java.lang.Math: exact results and limited-precision prints that do not depend on last-bit libm differences. */
public class MathFunctions {
    static long fix(double x) {
        return (long) (x * 1e9);
    }

    public static void main(String[] args) {
        System.out.println("abs " + Math.abs(-5) + " " + Math.abs(5L) + " " + Math.abs(-2.5f) + " " + Math.abs(-0.0) + " " + Math.abs(Integer.MIN_VALUE) + " " + Math.abs(Long.MIN_VALUE));
        System.out.println("min/max " + Math.min(3, -3) + " " + Math.max(3, -3) + " " + Math.min(1L, 2L) + " " + Math.max(1.5f, 2.5f) + " " + Math.min(-0.0, 0.0) + " " + Math.max(Double.NaN, 1.0));
        System.out.println("sqrt " + Math.sqrt(16) + " " + Math.sqrt(2) + " " + Math.sqrt(-1) + " " + Math.sqrt(0.25) + " " + Math.sqrt(1e100));
        System.out.println("pow " + Math.pow(2, 10) + " " + Math.pow(2, -2) + " " + Math.pow(10, 15) + " " + Math.pow(0, 0) + " " + Math.pow(-8, 1.0 / 3) + " " + Math.pow(-2, 3) + " " + Math.pow(1.5, 2));
        double[] rs = {2.5, -2.5, 2.4, -2.6, 0.5, -0.5, 1.49999, 3.0, -0.0, 1e20};
        for (int i = 0; i < rs.length; i++) {
            double v = rs[i];
            System.out.println("v=" + v + " floor=" + Math.floor(v) + " ceil=" + Math.ceil(v) + " round=" + Math.round(v) + " roundf=" + Math.round((float) v) + " rint=" + Math.rint(v));
        }
        System.out.println("round extremes " + Math.round(Double.NaN) + " " + Math.round(1e300) + " " + Math.round(-1e300) + " " + Math.round(Float.NaN) + " " + Math.round(3e10f));
        System.out.println("trig exact " + Math.sin(0) + " " + Math.cos(0) + " " + Math.tan(0) + " " + Math.atan(0) + " " + Math.atan2(0, 1));
        System.out.println("sin " + fix(Math.sin(1)) + " " + fix(Math.sin(0.5)) + " " + fix(Math.sin(-2.5)));
        System.out.println("cos " + fix(Math.cos(1)) + " " + fix(Math.cos(0.25)) + " " + fix(Math.cos(3)));
        System.out.println("tan " + fix(Math.tan(0.5)) + " " + fix(Math.tan(1.2)) + " " + fix(Math.tan(-1)));
        System.out.println("atan " + fix(Math.atan(1)) + " " + fix(Math.atan(-10)) + " atan2 " + fix(Math.atan2(1, 1)) + " " + fix(Math.atan2(-1, -1)) + " " + fix(Math.atan2(1, 0)));
        System.out.println("exp " + Math.exp(0) + " " + fix(Math.exp(1)) + " " + fix(Math.exp(-1)) + " " + fix(Math.exp(2.5)));
        System.out.println("log " + Math.log(1) + " " + fix(Math.log(2)) + " " + fix(Math.log(10)) + " " + Math.log(0) + " " + Math.log(-1));
        System.out.println("log10 " + Math.log10(1000) + " " + Math.log10(1));
        System.out.println("constants " + fix(Math.PI) + " " + fix(Math.E));
        System.out.println("PI=" + Math.PI + " E=" + Math.E);
        System.out.println("signum " + Math.signum(-3.5) + " " + Math.signum(0.0) + " " + Math.signum(2.0f));
        System.out.println("hypot-ish " + Math.sqrt(3 * 3 + 4 * 4));
        System.out.println("toRadians/degrees " + fix(Math.toRadians(180)) + " " + fix(Math.toDegrees(Math.PI)));
        System.out.println("cbrt " + Math.cbrt(27) + " " + Math.cbrt(-8));
        double x = 0;
        for (int i = 0; i < 100; i++) {
            x += Math.sin(i * 0.1) * Math.cos(i * 0.1);
        }
        System.out.println("accumulated " + fix(x) / 1000);
        System.out.println("floorDiv/Mod " + Math.floorDiv(-7, 2) + " " + Math.floorMod(-7, 2) + " " + Math.floorDiv(7, -2) + " " + Math.floorMod(7, -2));
        try {
            Math.addExact(Integer.MAX_VALUE, 1);
        } catch (ArithmeticException e) {
            System.out.println("addExact: " + e.getMessage());
        }
        try {
            Math.multiplyExact(Long.MAX_VALUE, 2L);
        } catch (ArithmeticException e) {
            System.out.println("multiplyExact: " + e.getMessage());
        }
        System.out.println("sqrt loop " + fix(newtonSqrt(2.0)) + " vs " + fix(Math.sqrt(2.0)));
    }

    static double newtonSqrt(double v) {
        double g = v;
        for (int i = 0; i < 20; i++) {
            g = (g + v / g) / 2;
        }
        return g;
    }
}
