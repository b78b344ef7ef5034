/** Integer arithmetic edge cases: overflow wrap, MIN_VALUE / -1, remainders, shifts, division by zero. */
public class IntArith {
    static int zero() { return 0; }

    static void div(int a, int b) {
        try {
            System.out.println(a + " / " + b + " = " + (a / b) + ", " + a + " % " + b + " = " + (a % b));
        } catch (ArithmeticException e) {
            System.out.println(a + " / " + b + " threw " + e.getMessage());
        }
    }

    public static void main(String[] args) {
        int max = Integer.MAX_VALUE;
        int min = Integer.MIN_VALUE;
        System.out.println("max=" + max + " min=" + min);
        System.out.println("max+1=" + (max + 1));
        System.out.println("min-1=" + (min - 1));
        System.out.println("max*2=" + (max * 2));
        System.out.println("max*max=" + (max * max));
        System.out.println("min*-1=" + (min * -1));
        System.out.println("-min=" + (-min));
        System.out.println("min/-1=" + (min / -1));
        System.out.println("min%-1=" + (min % -1));
        System.out.println("46341*46341=" + (46341 * 46341));
        System.out.println("123456789*987654321=" + (123456789 * 987654321));
        int[] as = {7, -7, 7, -7, 0, 1, -1, 100, min, max};
        int[] bs = {2, 2, -2, -2, 5, 3, 3, 7, 2, -3};
        for (int i = 0; i < as.length; i++) {
            div(as[i], bs[i]);
        }
        div(1, zero());
        div(0, zero());
        div(min, zero());
        try {
            int r = 5 % zero();
            System.out.println("no exception " + r);
        } catch (ArithmeticException e) {
            System.out.println("rem by zero: " + e.getMessage() + " | " + e);
        }
        // shifts
        int one = 1;
        int[] counts = {0, 1, 31, 32, 33, 63, 64, -1, -31, -32, 100};
        for (int i = 0; i < counts.length; i++) {
            int c = counts[i];
            System.out.println("1<<" + c + "=" + (one << c) + " min>>" + c + "=" + (min >> c)
                    + " min>>>" + c + "=" + (min >>> c) + " -1>>>" + c + "=" + (-1 >>> c));
        }
        int v = 0x12345678;
        System.out.println("v<<4=" + (v << 4) + " v>>4=" + (v >> 4) + " v>>>28=" + (v >>> 28));
        int neg = -12345;
        System.out.println("neg>>3=" + (neg >> 3) + " neg>>>3=" + (neg >>> 3) + " neg/8=" + (neg / 8));
        // bitwise
        System.out.println("and=" + (0xF0F0 & 0x0FF0) + " or=" + (0xF0F0 | 0x0FF0) + " xor=" + (0xF0F0 ^ 0x0FF0) + " not=" + (~0xF0F0));
        // increments and compound ops
        int x = 10;
        x += 5;
        x -= 3;
        x *= 7;
        x /= 4;
        x %= 6;
        x <<= 3;
        x >>= 1;
        x ^= 0xFF;
        x |= 0x100;
        x &= 0x1F3;
        System.out.println("x=" + x);
        int y = 5;
        int z = y++ + ++y;
        System.out.println("y=" + y + " z=" + z);
        int w = max;
        w++;
        System.out.println("w=" + w);
        w--;
        System.out.println("w=" + w);
        int big = 1000;
        big += 100000;
        big -= 70000;
        System.out.println("big=" + big);
        // comparisons across the sign boundary
        System.out.println((min < max) + " " + (min - 1 > max - 1) + " " + (max + 1 == min));
        // Integer utility arithmetic
        System.out.println("abs(min)=" + Math.abs(min) + " abs(-5)=" + Math.abs(-5));
        System.out.println("sum=" + sum(100) + " sumOverflow=" + sum(100000));
    }

    static int sum(int n) {
        int s = 0;
        for (int i = 1; i <= n; i++) {
            s += i * i;
        }
        return s;
    }
}
