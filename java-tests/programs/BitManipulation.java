/** Bit manipulation: masks, popcount by hand and via Integer/Long, bit reversal, powers of two, gray code, xor swap. */
public class BitManipulation {
    static int popcount(int x) {
        int c = 0;
        while (x != 0) {
            x &= x - 1;
            c++;
        }
        return c;
    }

    static int reverseBits(int x) {
        int r = 0;
        for (int i = 0; i < 32; i++) {
            r = (r << 1) | (x & 1);
            x >>>= 1;
        }
        return r;
    }

    static boolean isPowerOfTwo(long x) {
        return x > 0 && (x & (x - 1)) == 0;
    }

    static String bits8(int x) {
        StringBuilder sb = new StringBuilder();
        for (int i = 7; i >= 0; i--) {
            sb.append((x >> i) & 1);
        }
        return sb.toString();
    }

    public static void main(String[] args) {
        int[] vs = {0, 1, 2, 3, 255, 256, -1, Integer.MIN_VALUE, Integer.MAX_VALUE, 0x55555555, 0x12345678};
        for (int i = 0; i < vs.length; i++) {
            int v = vs[i];
            System.out.println(v + ": pop=" + popcount(v) + "/" + Integer.bitCount(v) + " rev=" + reverseBits(v) + "/" + Integer.reverse(v)
                    + " hob=" + Integer.highestOneBit(v) + " lob=" + Integer.lowestOneBit(v) + " nlz=" + Integer.numberOfLeadingZeros(v)
                    + " ntz=" + Integer.numberOfTrailingZeros(v));
        }
        long[] ls = {0L, 1L, -1L, 1L << 63, 0xF0F0F0F0F0F0F0F0L};
        for (int i = 0; i < ls.length; i++) {
            long v = ls[i];
            System.out.println(v + ": pop=" + Long.bitCount(v) + " nlz=" + Long.numberOfLeadingZeros(v) + " ntz=" + Long.numberOfTrailingZeros(v)
                    + " pow2=" + isPowerOfTwo(v));
        }
        System.out.println("rotate " + Integer.rotateLeft(0x80000001, 1) + " " + Integer.rotateRight(1, 1) + " " + Long.rotateLeft(1L, 65));
        System.out.println("reverseBytes " + Integer.toHexString(Integer.reverseBytes(0x11223344)));
        StringBuilder gray = new StringBuilder();
        for (int i = 0; i < 8; i++) {
            gray.append(bits8(i ^ (i >> 1)).substring(5)).append(' ');
        }
        System.out.println("gray " + gray);
        int a = 12345;
        int b = -678;
        a ^= b;
        b ^= a;
        a ^= b;
        System.out.println("xor swap " + a + " " + b);
        int flags = 0;
        flags |= 1 << 3;
        flags |= 1 << 5;
        flags &= ~(1 << 3);
        flags ^= 1 << 7;
        System.out.println("flags " + bits8(flags) + " bit5 set " + ((flags & (1 << 5)) != 0));
        long mask = 0;
        for (int i = 0; i < 64; i += 3) {
            mask |= 1L << i;
        }
        System.out.println("mask " + Long.toHexString(mask) + " count " + Long.bitCount(mask));
        int x = 0b1011_0110;
        System.out.println("binary literal " + x + " " + Integer.toBinaryString(x) + " low nibble " + (x & 0xF) + " high nibble " + (x >>> 4));
        int subsets = 0;
        int set = 0b10110;
        for (int sub = set; sub != 0; sub = (sub - 1) & set) {
            subsets++;
        }
        System.out.println("non-empty subsets of 10110: " + subsets);
        System.out.println("sign " + (-17 >> 31) + " " + (17 >> 31) + " abs via bits " + ((-17 ^ (-17 >> 31)) - (-17 >> 31)));
        System.out.println("signum " + Integer.signum(-9) + " " + Long.signum(0L) + " " + Integer.signum(4));
        int hash = 0x9E3779B9;
        int mixed = hash;
        for (int i = 0; i < 10; i++) {
            mixed ^= mixed << 13;
            mixed ^= mixed >>> 17;
            mixed ^= mixed << 5;
        }
        System.out.println("xorshift " + mixed);
    }
}
