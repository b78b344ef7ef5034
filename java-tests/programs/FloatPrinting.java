/** Float.toString output for a wide range of values. */
public class FloatPrinting {
    static float fzero() { return 0.0f; }

    public static void main(String[] args) {
        float[] vs = {0.0f, -0.0f, 1.0f, -1.0f, 100.0f, 1e6f, 1e7f, 9999999.0f, 1.0E10f, 1e20f, 0.1f, 0.2f, 0.3f,
                0.1f + 0.2f, 0.001f, 1.0E-4f, 1.0E-5f, 3.1415927f, 2.7182817f, Float.MAX_VALUE, Float.MIN_VALUE,
                1.17549435E-38f, 16777216f, 16777217f, 123456.79f, 1.0f / 3.0f, 2.0f / 3.0f, 33554432f, 1.1f, 0.7f,
                4.35f, 1e-10f, 5e-4f};
        for (int i = 0; i < vs.length; i++) {
            System.out.println(i + ": " + vs[i]);
        }
        System.out.println("NaN: " + (fzero() / fzero()) + " Inf: " + (1f / fzero()) + " " + (-1f / fzero()));
        System.out.println("valueOf: " + String.valueOf(2.5f) + " " + Float.toString(0.125f) + " " + Float.valueOf(8.75f));
        float x = 1.0f;
        for (int i = 0; i < 15; i++) {
            System.out.print(x);
            System.out.print(' ');
            x *= 10;
        }
        System.out.println();
        x = 1.0f;
        for (int i = 0; i < 10; i++) {
            x /= 10;
            System.out.print(x);
            System.out.print(' ');
        }
        System.out.println();
        float acc = 0f;
        for (int i = 1; i <= 20; i++) {
            acc += 1.0f / i;
            System.out.print(acc + " ");
        }
        System.out.println();
        System.out.println("parse: " + Float.parseFloat("1.5") + " " + Float.parseFloat("-2.25e2"));
        System.out.println("MAX=" + Float.MAX_VALUE + " MIN=" + Float.MIN_VALUE);
    }
}
