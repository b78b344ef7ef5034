/** Double.toString output for a wide range of values, matching HotSpot's shortest-repr algorithm. */
public class DoublePrinting {
    static double dzero() { return 0.0; }

    public static void main(String[] args) {
        double[] vs = {0.0, -0.0, 1.0, -1.0, 100.0, 1000.0, 1e6, 1e7, 9999999.0, 12345678.9, 1.0E10, 1e21, 1e22, 1e23,
                0.1, 0.2, 0.30000000000000004, 0.5, 0.001, 0.0001, 1.0E-4, 1.0E-5, 0.00012345, 1e-300,
                3.141592653589793, 2.718281828459045, 1.7976931348623157E308, Double.MIN_VALUE, 2 * Double.MIN_VALUE,
                2.2250738585072014E-308, 2.225073858507201E-308, 4.9e-322, 123456789012345678.0, 0.1 + 0.7,
                1.0 / 3.0, 2.0 / 3.0, 100.0 / 7.0, 1e15, 1e16, 1e17, 123.456, -987.654321, 5e-324, 9007199254740993.0,
                2e23, 8.41e21, 5.0E-4, 2.0E-3, 1.0E-3 * 3, 4.35, 0.07, 1.1, 2.675};
        for (int i = 0; i < vs.length; i++) {
            System.out.println(i + ": " + vs[i]);
        }
        System.out.println("NaN: " + (dzero() / dzero()));
        System.out.println("Inf: " + (1.0 / dzero()) + " " + (-1.0 / dzero()));
        System.out.println("valueOf: " + String.valueOf(42.0) + " " + Double.toString(0.25) + " " + Double.valueOf(7.5));
        StringBuilder sb = new StringBuilder();
        sb.append(1.5).append(' ').append(-0.0).append(' ').append(1e-7);
        System.out.println("sb: " + sb);
        double x = 1.0;
        for (int i = 0; i < 25; i++) {
            System.out.print(x);
            System.out.print(' ');
            x *= 10;
        }
        System.out.println();
        x = 1.0;
        for (int i = 0; i < 12; i++) {
            x /= 10;
            System.out.print(x);
            System.out.print(' ');
        }
        System.out.println();
        double p = 1.0;
        for (int i = 0; i < 20; i++) {
            p *= 2.5;
            System.out.print(p + " ");
        }
        System.out.println();
        System.out.println("parse: " + Double.parseDouble("3.25") + " " + Double.parseDouble("-1e3") + " " + Double.parseDouble("0.1"));
        System.out.println("MAX=" + Double.MAX_VALUE + " MIN=" + Double.MIN_VALUE);
        System.out.println(1e-10);
        System.out.println(-1234.5e-10);
        System.out.println(6.02214076e23);
    }
}
