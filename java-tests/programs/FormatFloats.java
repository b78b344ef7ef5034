/** String.format on float and double: %f %e %E with width, precision and flags, rounding (HALF_UP), zero, negative zero, tiny and huge values, NaN and infinities. */
public class FormatFloats {
    public static void main(String[] args) {
        double[] ds = {0.0, -0.0, 1.0, -1.0, 0.5, 1.5, 2.5, 0.125, 3.14159265358979, -2.718281828459045, 123456.789, 1e-5, 1.0e-10, 6.02214076e23, 1e100, Double.MIN_VALUE, Double.MAX_VALUE, 0.1, 0.7, 1.005, 2.675, 999.9995, 0.05, 1234567.0};
        for (double d : ds) {
            System.out.println(String.format("%s: [%f] [%.2f] [%.0f] [%10.3f] [%-10.1f|] [%08.2f] [%+.3f] [% .1f] [%,.2f] [%(.1f]", Double.toString(d), d, d, d, d, d, d, d, d, d, d));
            System.out.println(String.format("   e: [%e] [%.3e] [%.0e] [%12.4E] [%-14.2e|] [%+e]", d, d, d, d, d, d));
        }
        float[] fs = {0.1f, 1.1f, -3.75f, 1e10f, 3.4028235e38f, 1.4e-45f, 16777217f, 0.333333f};
        for (float f : fs) System.out.println(String.format("float %s: %f %.3f %e %.2e", Float.toString(f), f, f, f, f));
        double[] special = {Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY};
        for (double d : special) System.out.println(String.format("special [%f] [%8.2f] [%e] [%+f] [%-8f|] [%(f]", d, d, d, d, d, d));
        System.out.println(String.format("rounding %.1f %.1f %.1f %.1f %.2f %.2f %.3f", 0.05, 0.15, 0.25, 0.35, 1.125, 1.135, 2.0005));
        System.out.println(String.format("big precision %.10f %.15f %.20f", 1.0 / 3, 0.1, 0.1));
        System.out.println(String.format("e of zero %e %.0e %E; tiny %e %.2e %e", 0.0, 0.0, -0.0, 1.234e-300, 4.9e-324, 1e-320));
        System.out.println(String.format("large %f %.1f %,.3f", 1e20, 12345678912345.678, 98765432.1));
        System.out.println(String.format("boxed %f %e %.1f", Double.valueOf(2.5), Float.valueOf(0.25f), (Object) 7.25));
        double total = 0;
        StringBuilder sb = new StringBuilder();
        for (int i = 1; i <= 10; i++) { double price = i * 1.1; total += price; sb.append(String.format("item%02d %8.2f%n", i, price)); }
        sb.append(String.format("total  %8.2f avg %.4f%n", total, total / 10));
        System.out.print(sb);
    }
}
