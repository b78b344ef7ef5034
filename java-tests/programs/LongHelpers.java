/** Long static helpers: parse with radix, errors, toString radix, hex/bin/oct, bit operations, unsigned ops, compare, rotate, MIN/MAX. */
public class LongHelpers {
    static void parse(String s, int radix) {
        try { System.out.println("parseLong(\"" + s + "\"," + radix + ") = " + Long.parseLong(s, radix)); }
        catch (NumberFormatException e) { System.out.println("parseLong(\"" + s + "\"," + radix + ") NFE: " + e.getMessage()); }
    }

    public static void main(String[] args) {
        String[][] cases = {{"0", "10"}, {"9223372036854775807", "10"}, {"-9223372036854775808", "10"}, {"9223372036854775808", "10"}, {"-9223372036854775809", "10"},
                {"7fffffffffffffff", "16"}, {"8000000000000000", "16"}, {"-8000000000000000", "16"}, {"1y2p0ij32e8e7", "36"}, {"1y2p0ij32e8e8", "36"}, {"", "10"}, {"12L", "10"}, {"-", "16"}, {"11111111111111111111111111111111", "2"}};
        for (String[] c : cases) parse(c[0], Integer.parseInt(c[1]));
        try { Long.parseLong(null); } catch (NumberFormatException e) { System.out.println("parseLong(null) NFE: " + e.getMessage()); }
        System.out.println("valueOf " + Long.valueOf("-77") + " " + Long.valueOf("zz", 36) + " decode " + Long.decode("0x7fffffffffffffff") + " " + Long.decode("-#10") + " " + Long.decode("017"));
        long[] vals = {0L, 1L, -1L, 255L, 1L << 32, (1L << 32) - 1, 1L << 62, Long.MAX_VALUE, Long.MIN_VALUE, 0x123456789ABCDEF0L, -1000000000000L, 6364136223846793005L};
        for (long v : vals) {
            System.out.println(v + ": r2=" + Long.toString(v, 2) + " r36=" + Long.toString(v, 36) + " hex=" + Long.toHexString(v) + " oct=" + Long.toOctalString(v) + " binLen=" + Long.toBinaryString(v).length());
            System.out.println("   bits=" + Long.bitCount(v) + " hob=" + Long.highestOneBit(v) + " lob=" + Long.lowestOneBit(v) + " nlz=" + Long.numberOfLeadingZeros(v) + " ntz=" + Long.numberOfTrailingZeros(v)
                    + " rev=" + Long.reverse(v) + " revB=" + Long.reverseBytes(v) + " rotl13=" + Long.rotateLeft(v, 13) + " rotr13=" + Long.rotateRight(v, 13) + " rotl-1=" + Long.rotateLeft(v, -1)
                    + " sig=" + Long.signum(v) + " uns=" + Long.toUnsignedString(v) + " unsHex=" + Long.toUnsignedString(v, 16) + " hash=" + Long.hashCode(v));
        }
        System.out.println("compare " + Long.compare(1L, 2L) + " " + Long.compare(Long.MAX_VALUE, Long.MIN_VALUE) + " unsigned " + Long.compareUnsigned(-1L, 1L) + " " + Long.compareUnsigned(0L, 0L));
        System.out.println("unsigned div/rem " + Long.divideUnsigned(-1L, 10L) + " " + Long.remainderUnsigned(-1L, 10L) + " " + Long.divideUnsigned(-2L, -1L) + " " + Long.remainderUnsigned(100L, 7L));
        System.out.println("parseUnsigned " + Long.parseUnsignedLong("18446744073709551615") + " " + Long.parseUnsignedLong("ffffffffffffffff", 16) + " " + Long.parseUnsignedLong("123"));
        try { Long.parseUnsignedLong("18446744073709551616"); } catch (NumberFormatException e) { System.out.println("parseUnsigned NFE: " + e.getMessage()); }
        System.out.println("sum/min/max " + Long.sum(1L, -2L) + " " + Long.min(3L, -3L) + " " + Long.max(3L, -3L) + " MIN " + Long.MIN_VALUE + " MAX " + Long.MAX_VALUE + " SIZE " + Long.SIZE + " BYTES " + Long.BYTES + " TYPE " + Long.TYPE);
        System.out.println("instance " + Long.valueOf(5).compareTo(7L) + " " + Long.valueOf(1L << 40).intValue() + " " + Long.valueOf(-1).doubleValue() + " " + Long.valueOf(123).equals(123L));
        long check = 17;
        for (long i = 0; i < 5000; i++) {
            long x = i * 0x9E3779B97F4A7C15L;
            check = check * 1000003 ^ (Long.bitCount(x) + Long.numberOfTrailingZeros(x | 1L << 63) + Long.reverse(x) + Long.rotateLeft(x, (int) i) + Long.parseLong(Long.toString(x, 29), 29));
        }
        System.out.println("checksum " + check);
    }
}
