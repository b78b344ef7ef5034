/** Primitive conversions: d2i/d2l/f2i/f2l saturation and NaN, narrowing to byte/char/short, compound narrowing. */
public class Conversions {
    static double dzero() { return 0.0; }

    public static void main(String[] args) {
        double nan = dzero() / dzero();
        double[] ds = {0.0, -0.0, 1.5, -1.5, 2.5, -2.5, 0.9999999, 1e10, -1e10, 1e19, -1e19, 1e300,
                2147483647.0, 2147483648.0, -2147483648.0, -2147483649.0, 9.223372036854776E18,
                Double.MAX_VALUE, -Double.MAX_VALUE, Double.MIN_VALUE, nan, 1.0 / dzero(), -1.0 / dzero()};
        for (int i = 0; i < ds.length; i++) {
            double d = ds[i];
            System.out.println("d=" + d + " d2i=" + (int) d + " d2l=" + (long) d + " d2f=" + (float) d);
        }
        float fnan = (float) nan;
        float[] fs = {0.0f, 1.75f, -1.75f, 3e9f, -3e9f, 1e20f, -1e20f, 2147483647f, Float.MAX_VALUE, Float.MIN_VALUE,
                fnan, 1f / (float) dzero(), -1f / (float) dzero(), 16777217f, 0.1f};
        for (int i = 0; i < fs.length; i++) {
            float f = fs[i];
            System.out.println("f=" + f + " f2i=" + (int) f + " f2l=" + (long) f + " f2d=" + (double) f);
        }
        int[] is = {0, 1, 127, 128, 255, 256, -1, -128, -129, 32767, 32768, 65535, 65536, 70000, -70000,
                Integer.MAX_VALUE, Integer.MIN_VALUE, 0x1234ABCD};
        for (int i = 0; i < is.length; i++) {
            int v = is[i];
            System.out.println("i=" + v + " i2b=" + (byte) v + " i2s=" + (short) v + " i2c=" + (int) (char) v
                    + " i2l=" + (long) v + " i2f=" + (float) v + " i2d=" + (double) v);
        }
        long[] ls = {0L, -1L, 4294967296L, 4294967295L, 2147483648L, Long.MAX_VALUE, Long.MIN_VALUE, 0x7FFFFFFFFFL};
        for (int i = 0; i < ls.length; i++) {
            long v = ls[i];
            System.out.println("l=" + v + " l2i=" + (int) v + " l2b=" + (byte) v + " l2c=" + (int) (char) v
                    + " l2f=" + (float) v + " l2d=" + (double) v);
        }
        byte b = 10;
        b += 200;
        System.out.println("byte b += 200 -> " + b);
        b = 127;
        b++;
        System.out.println("byte 127++ -> " + b);
        b = -128;
        b--;
        System.out.println("byte -128-- -> " + b);
        b = 100;
        b *= 3;
        System.out.println("byte 100*=3 -> " + b);
        b = -1;
        b >>>= 1;
        System.out.println("byte -1 >>>= 1 -> " + b);
        short s = 32000;
        s += 1000;
        System.out.println("short 32000+=1000 -> " + s);
        s = -32768;
        s -= 1;
        System.out.println("short -32768-=1 -> " + s);
        char c = 'A';
        c += 2;
        System.out.println("char A+=2 -> " + c);
        c = 0;
        c--;
        System.out.println("char 0-- -> " + (int) c);
        c = 65535;
        c++;
        System.out.println("char 65535++ -> " + (int) c);
        int ii = 5;
        ii += 2.7;
        System.out.println("int 5 += 2.7 -> " + ii);
        ii = 5;
        ii *= 1.5f;
        System.out.println("int 5 *= 1.5f -> " + ii);
        ii = 10;
        ii -= 1e10;
        System.out.println("int 10 -= 1e10 -> " + ii);
        long ll = 3;
        ll *= 0.5;
        System.out.println("long 3 *= 0.5 -> " + ll);
        byte bb = (byte) 0xF0;
        System.out.println("byte 0xF0=" + bb + " &0xFF=" + (bb & 0xFF) + " >>2=" + (bb >> 2) + " >>>2=" + (bb >>> 2));
        char ch = (char) -1;
        System.out.println("char -1 = " + (int) ch + " as short " + (short) ch + " as byte " + (byte) ch);
        short sh = (short) 0x8000;
        System.out.println("short 0x8000 = " + sh + " to char " + (int) (char) sh);
        System.out.println("round trips: " + (int) (byte) 200 + " " + (int) (short) (char) 40000 + " " + (char) (byte) 65);
        System.out.println("d2i of 1e9*3=" + (int) (1e9 * 3) + " (int)(long)1e19=" + (int) (long) 1e19);
        System.out.println("(int)3.99=" + (int) 3.99 + " (int)-3.99=" + (int) -3.99 + " (long)-0.5=" + (long) -0.5);
    }
}
