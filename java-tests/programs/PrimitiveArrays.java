/** Arrays of every primitive type: default values, stores with narrowing, lengths, sums. */
public class PrimitiveArrays {
    public static void main(String[] args) {
        boolean[] zs = new boolean[3];
        byte[] bs = new byte[3];
        short[] ss = new short[3];
        char[] cs = new char[3];
        int[] is = new int[3];
        long[] ls = new long[3];
        float[] fs = new float[3];
        double[] ds = new double[3];
        Object[] os = new Object[3];
        String[] strs = new String[3];
        System.out.println("defaults: " + zs[0] + " " + bs[1] + " " + ss[2] + " " + (int) cs[0] + " " + is[1] + " " + ls[2] + " " + fs[0]
                + " " + ds[1] + " " + os[2] + " " + strs[0]);
        System.out.println("lengths: " + zs.length + bs.length + ss.length + cs.length + is.length + ls.length + fs.length + ds.length + os.length);
        for (int i = 0; i < 3; i++) {
            zs[i] = i % 2 == 0;
            bs[i] = (byte) (i * 100);
            ss[i] = (short) (i * 20000);
            cs[i] = (char) ('a' + i);
            is[i] = i * 1000000000;
            ls[i] = (long) i * 5000000000L;
            fs[i] = i / 3.0f;
            ds[i] = i / 3.0;
        }
        for (int i = 0; i < 3; i++) {
            System.out.println(i + ": " + zs[i] + " " + bs[i] + " " + ss[i] + " " + cs[i] + " " + is[i] + " " + ls[i] + " " + fs[i] + " " + ds[i]);
        }
        byte[] bytes = new byte[256];
        for (int i = 0; i < bytes.length; i++) {
            bytes[i] = (byte) i;
        }
        int sum = 0;
        int usum = 0;
        for (int i = 0; i < bytes.length; i++) {
            sum += bytes[i];
            usum += bytes[i] & 0xFF;
        }
        System.out.println("byte sum " + sum + " unsigned sum " + usum);
        char[] alphabet = new char[26];
        for (int i = 0; i < 26; i++) {
            alphabet[i] = (char) ('A' + i);
        }
        System.out.println(new String(alphabet));
        short[] shorts = {-32768, -1, 0, 1, 32767};
        long total = 0;
        for (int i = 0; i < shorts.length; i++) {
            total += shorts[i];
        }
        System.out.println("short total " + total);
        int[] literal = {3, 1, 4, 1, 5, 9, 2, 6};
        int max = literal[0];
        for (int i = 1; i < literal.length; i++) {
            if (literal[i] > max) {
                max = literal[i];
            }
        }
        System.out.println("max " + max);
        long[] fib = new long[91];
        fib[0] = 0;
        fib[1] = 1;
        for (int i = 2; i < fib.length; i++) {
            fib[i] = fib[i - 1] + fib[i - 2];
        }
        System.out.println("fib[90] " + fib[90]);
        double[] harmonic = new double[10];
        double h = 0;
        for (int i = 0; i < harmonic.length; i++) {
            h += 1.0 / (i + 1);
            harmonic[i] = h;
        }
        System.out.println("harmonic[9] " + harmonic[9]);
        float[] fl = {1.5f, -2.25f, 3.125f};
        float fsum = 0;
        for (int i = 0; i < fl.length; i++) {
            fsum += fl[i];
        }
        System.out.println("float sum " + fsum);
        boolean[] flags = new boolean[10];
        for (int i = 0; i < 10; i += 3) {
            flags[i] = true;
        }
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < flags.length; i++) {
            sb.append(flags[i] ? '1' : '0');
        }
        System.out.println("flags " + sb);
        int[] empty = new int[0];
        System.out.println("empty length " + empty.length);
        int[][] nested = {{1}, {2, 3}, {}};
        System.out.println("nested lengths " + nested.length + " " + nested[0].length + " " + nested[1].length + " " + nested[2].length);
        Object o = is;
        System.out.println("array is Object " + (o instanceof int[]) + " " + (o instanceof Object));
        System.out.println("class names " + is.getClass().getName() + " " + bs.getClass().getName() + " " + zs.getClass().getName() + " "
                + cs.getClass().getName() + " " + ss.getClass().getName() + " " + ls.getClass().getName() + " " + fs.getClass().getName() + " "
                + ds.getClass().getName() + " " + strs.getClass().getName() + " " + new int[1][1].getClass().getName());
    }
}
