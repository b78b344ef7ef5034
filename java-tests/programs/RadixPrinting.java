/** Integer and Long text conversions in several radixes, hex, binary and octal. */
public class RadixPrinting {
    public static void main(String[] args) {
        int[] is = {0, 1, -1, 7, 10, 255, -255, 4096, 123456789, -123456789, Integer.MAX_VALUE, Integer.MIN_VALUE};
        int[] radixes = {2, 3, 8, 10, 16, 36, 1, 37};
        for (int i = 0; i < is.length; i++) {
            int v = is[i];
            StringBuilder sb = new StringBuilder();
            sb.append(v).append(':');
            for (int r = 0; r < radixes.length; r++) {
                sb.append(' ').append(Integer.toString(v, radixes[r]));
            }
            System.out.println(sb.toString());
            System.out.println("  hex=" + Integer.toHexString(v) + " oct=" + Integer.toOctalString(v) + " bin=" + Integer.toBinaryString(v));
        }
        long[] ls = {0L, 1L, -1L, 1L << 40, -(1L << 40), 1234567890123456789L, Long.MAX_VALUE, Long.MIN_VALUE};
        for (int i = 0; i < ls.length; i++) {
            long v = ls[i];
            StringBuilder sb = new StringBuilder();
            sb.append(v).append(':');
            for (int r = 0; r < radixes.length; r++) {
                sb.append(' ').append(Long.toString(v, radixes[r]));
            }
            System.out.println(sb.toString());
            System.out.println("  hex=" + Long.toHexString(v) + " oct=" + Long.toOctalString(v) + " bin=" + Long.toBinaryString(v));
        }
        System.out.println("toString: " + Integer.toString(42) + " " + Long.toString(-42L) + " " + String.valueOf(-0));
        System.out.println("parse radix: " + Integer.parseInt("ff", 16) + " " + Integer.parseInt("-1010", 2) + " " + Integer.parseInt("zz", 36)
                + " " + Long.parseLong("7fffffffffffffff", 16) + " " + Integer.parseInt("+17"));
        System.out.println("parse: " + Integer.parseInt("-2147483648") + " " + Long.parseLong("-9223372036854775808") + " " + Integer.valueOf("123"));
        System.out.println("shorts: " + Short.parseShort("-300") + " " + Byte.parseByte("-128") + " " + Short.toString((short) 7) + " " + Byte.toString((byte) -3));
        System.out.println("MIN/MAX: " + Short.MIN_VALUE + " " + Short.MAX_VALUE + " " + Byte.MIN_VALUE + " " + Byte.MAX_VALUE
                + " " + (int) Character.MIN_VALUE + " " + (int) Character.MAX_VALUE);
    }
}
