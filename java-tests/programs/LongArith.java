/** Long arithmetic edge cases: overflow, MIN_VALUE / -1, shifts by counts >= 64, lcmp, division by zero. */
public class LongArith {
    static long zero() { return 0L; }

    static void div(long a, long b) {
        try {
            System.out.println(a + " / " + b + " = " + (a / b) + ", rem " + (a % b));
        } catch (ArithmeticException e) {
            System.out.println(a + " / " + b + " threw " + e.getMessage());
        }
    }

    static int cmp(long a, long b) {
        if (a < b) return -1;
        if (a > b) return 1;
        return 0;
    }

    public static void main(String[] args) {
        long max = Long.MAX_VALUE;
        long min = Long.MIN_VALUE;
        System.out.println("max=" + max + " min=" + min);
        System.out.println("max+1=" + (max + 1));
        System.out.println("min-1=" + (min - 1));
        System.out.println("max*3=" + (max * 3));
        System.out.println("min/-1=" + (min / -1L));
        System.out.println("min%-1=" + (min % -1L));
        System.out.println("-min=" + (-min));
        System.out.println("int max as long +1=" + ((long) Integer.MAX_VALUE + 1));
        System.out.println("int overflow then widen=" + (long) (Integer.MAX_VALUE + 1));
        System.out.println("mul=" + (123456789012L * 987654321L));
        div(7L, 2L);
        div(-7L, 2L);
        div(7L, -2L);
        div(-7L, -2L);
        div(min, 3L);
        div(max, -10L);
        div(5L, zero());
        try {
            long r = 5L % zero();
            System.out.println("no exception " + r);
        } catch (ArithmeticException e) {
            System.out.println("lrem by zero: " + e);
        }
        int[] counts = {0, 1, 31, 32, 33, 63, 64, 65, -1, -63, -64, 127};
        for (int i = 0; i < counts.length; i++) {
            int c = counts[i];
            System.out.println("1L<<" + c + "=" + (1L << c) + " min>>" + c + "=" + (min >> c)
                    + " min>>>" + c + "=" + (min >>> c));
        }
        long shiftByLong = 1L << 40L;
        System.out.println("shiftByLong=" + shiftByLong);
        System.out.println("and=" + (0xFF00FF00FF00L & 0x0FF00FF00FF0L) + " or=" + (0xFF00L | 0xFL) + " xor=" + (-1L ^ 0xFFFFL) + " not=" + (~0L));
        System.out.println("cmp " + cmp(min, max) + " " + cmp(max, min) + " " + cmp(5L, 5L) + " " + cmp(-1L, 0L));
        System.out.println("lt " + (min < max) + " " + (0x80000000L > 0x7FFFFFFFL) + " " + (-1L < 0xFFFFFFFFL));
        long a = 1L;
        for (int i = 0; i < 70; i++) {
            a *= 3;
        }
        System.out.println("3^70 wrapped=" + a);
        long acc = 0;
        for (long i = 1; i <= 1000000L; i++) {
            acc += i * i;
        }
        System.out.println("sum squares=" + acc);
        long h = 1125899906842597L;
        String s = "rjvm long hash";
        for (int i = 0; i < s.length(); i++) {
            h = 31 * h + s.charAt(i);
        }
        System.out.println("hash=" + h);
        long m = 10;
        m += 5;
        m -= 3;
        m *= 1000000000L;
        m /= 7;
        m %= 1000003;
        m <<= 20;
        m >>= 3;
        m >>>= 1;
        System.out.println("m=" + m);
        long n = -1;
        n >>>= 60;
        System.out.println("n=" + n);
        System.out.println("abs(min)=" + Math.abs(min) + " abs(-9)=" + Math.abs(-9L));
        System.out.println("max/min=" + Math.max(3L, -4L) + " " + Math.min(3L, -4L));
        long l2i = 0x123456789ABCDEFL;
        System.out.println("l2i=" + (int) l2i + " " + (int) max + " " + (int) min + " " + (int) -1L);
    }
}
