/** StrictMath (fdlibm) functions printed at full precision: sin, cos, tan, asin, acos, atan, atan2, exp, log, log10, log1p, expm1, sinh, cosh, tanh, pow, cbrt, hypot, sqrt, plus special values. */
public class StrictMathFdlibm {
    interface F { double f(double x); }
    static void table(String name, F f, double[] xs) {
        StringBuilder sb = new StringBuilder(name);
        for (double x : xs) sb.append(' ').append(f.f(x));
        System.out.println(sb);
    }

    public static void main(String[] args) {
        double[] xs = {0.0, -0.0, 0.1, 0.5, 1.0, -1.0, 2.0, 3.0, 10.0, 100.0, 1e-10, 1e10, 0.7853981633974483, 1.5707963267948966, 3.141592653589793, -2.5, 1e300, 6.5, 700.0};
        table("sin", StrictMath::sin, xs);
        table("cos", StrictMath::cos, xs);
        table("tan", StrictMath::tan, xs);
        table("atan", StrictMath::atan, xs);
        table("exp", StrictMath::exp, xs);
        table("expm1", StrictMath::expm1, xs);
        table("sinh", StrictMath::sinh, xs);
        table("cosh", StrictMath::cosh, xs);
        table("tanh", StrictMath::tanh, xs);
        table("cbrt", StrictMath::cbrt, xs);
        table("sqrt", StrictMath::sqrt, xs);
        table("cbrt more", StrictMath::cbrt, new double[] {-2.5, 1e-310, -7e-320, 0.3, 1.1, 17, 123456.789, -9.99e307, 2.0 / 3});
        double[] pos = {1e-300, 1e-10, 0.001, 0.5, 1.0, 1.5, 2.0, 2.718281828459045, 10.0, 100.0, 12345.678, 1e10, 1e300, 0.0, -1.0};
        table("log", StrictMath::log, pos);
        table("log10", StrictMath::log10, pos);
        table("log1p", StrictMath::log1p, pos);
        double[] unit = {-1.0, -0.9, -0.5, -0.1, 0.0, 0.1, 0.3, 0.5, 0.70710678118654757, 0.9, 0.99, 1.0, 1.5};
        table("asin", StrictMath::asin, unit);
        table("acos", StrictMath::acos, unit);
        double[][] pairs = {{1, 1}, {1, -1}, {-1, -1}, {-1, 1}, {0, -0.0}, {-0.0, -0.0}, {3, 4}, {1e-300, 1e300}, {2.5, 0.1}};
        StringBuilder sb = new StringBuilder("atan2");
        for (double[] p : pairs) sb.append(' ').append(StrictMath.atan2(p[0], p[1]));
        System.out.println(sb);
        sb = new StringBuilder("pow");
        double[][] pw = {{1, Double.NaN}, {1, Double.POSITIVE_INFINITY}, {-1, Double.NEGATIVE_INFINITY}, {Double.NaN, 0}, {2, 0.5}, {10, -3}, {1.0001, 10000}, {2.5, 3.7}, {0.1, 0.1}, {-2, 0.5}, {7, 1.0 / 3}, {1e10, 30}, {2, 1023.5}, {Math.E, Math.PI}};
        for (double[] p : pw) sb.append(' ').append(StrictMath.pow(p[0], p[1]));
        System.out.println(sb);
        sb = new StringBuilder("hypot");
        for (double[] p : pairs) sb.append(' ').append(StrictMath.hypot(p[0], p[1]));
        System.out.println(sb);
        double[] sp = {Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY};
        table("special sin", StrictMath::sin, sp);
        table("special exp", StrictMath::exp, sp);
        table("special log", StrictMath::log, sp);
        table("special tanh", StrictMath::tanh, sp);
        table("special atan", StrictMath::atan, sp);
        double acc = 0;
        for (int i = 1; i <= 2000; i++) {
            double x = i * 0.0137;
            acc += StrictMath.sin(x) * StrictMath.cos(x / 3) + StrictMath.log(x) - StrictMath.exp(-x) + StrictMath.atan(x) * StrictMath.tanh(x - 5);
        }
        System.out.println("accumulated " + acc);
        System.out.println("rounding family " + StrictMath.floor(-1.5) + " " + StrictMath.ceil(-1.5) + " " + StrictMath.rint(2.5) + " " + StrictMath.round(2.5) + " " + StrictMath.abs(-7) + " " + StrictMath.max(1L, 2L) + " " + StrictMath.signum(-2.0) + " " + StrictMath.toDegrees(1.0) + " " + StrictMath.IEEEremainder(7.5, 2));
    }
}
