/** Integer static helpers: parse with radix and sign, valueOf, decode, toString in radixes, hex/binary/octal strings, unsigned ops, bit twiddling (bitCount, highestOneBit, lowestOneBit, numberOfLeading/TrailingZeros, reverse, reverseBytes, rotate, signum), compare, sum/min/max, and parse error messages. */
public class IntegerHelpers {
    static String esc(String s) {
        StringBuilder sb = new StringBuilder();
        for (char c : s.toCharArray()) sb.append(c < 128 ? String.valueOf(c) : "\\u" + Integer.toHexString(c));
        return sb.toString();
    }

    static void parse(String s, int radix) {
        String shown = esc(s);
        try {
            System.out.println("parseInt(\"" + shown + "\"," + radix + ") = " + Integer.parseInt(s, radix));
        } catch (NumberFormatException e) {
            System.out.println("parseInt(\"" + shown + "\"," + radix + ") NFE: " + esc(e.getMessage()));
        }
    }

    public static void main(String[] args) {
        String[][] cases = {{"0", "10"}, {"-0", "10"}, {"+42", "10"}, {"-2147483648", "10"}, {"2147483647", "10"}, {"2147483648", "10"}, {"-2147483649", "10"},
                {"ff", "16"}, {"FF", "16"}, {"-7fffffff", "16"}, {"80000000", "16"}, {"-80000000", "16"}, {"1010", "2"}, {"777", "8"}, {"zz", "36"}, {"ZZ", "36"},
                {"12", "3"}, {"", "10"}, {"-", "10"}, {"+", "10"}, {"1_000", "10"}, {" 1", "10"}, {"1 ", "10"}, {"abc", "10"}, {"xyz", "16"}, {"99", "8"}, {"1", "1"}, {"1", "37"}, {"0x10", "16"}, {"\u0661\u0662", "10"}};
        for (String[] c : cases) parse(c[0], Integer.parseInt(c[1]));
        try { Integer.parseInt(null); } catch (NumberFormatException e) { System.out.println("parseInt(null) NFE: " + e.getMessage()); }
        try { Integer.valueOf("12a"); } catch (NumberFormatException e) { System.out.println("valueOf NFE: " + e.getMessage()); }
        System.out.println("valueOf " + Integer.valueOf("-123") + " " + Integer.valueOf("7f", 16) + " " + Integer.valueOf(99));
        String[] dec = {"0x1F", "0X1f", "#ff", "010", "-0x10", "+077", "0", "-#8"};
        for (String d : dec) System.out.println("decode " + d + " = " + Integer.decode(d));
        try { Integer.decode("0xZZ"); } catch (NumberFormatException e) { System.out.println("decode NFE: " + e.getMessage()); }
        int[] vals = {0, 1, -1, 7, -8, 255, 256, 1 << 30, Integer.MAX_VALUE, Integer.MIN_VALUE, 0x12345678, 0xCAFEBABE, 1000000007};
        for (int v : vals) {
            System.out.println(v + ": r2=" + Integer.toString(v, 2) + " r7=" + Integer.toString(v, 7) + " r16=" + Integer.toString(v, 16) + " r36=" + Integer.toString(v, 36)
                    + " hex=" + Integer.toHexString(v) + " bin=" + Integer.toBinaryString(v) + " oct=" + Integer.toOctalString(v));
            System.out.println("   bits=" + Integer.bitCount(v) + " hob=" + Integer.highestOneBit(v) + " lob=" + Integer.lowestOneBit(v) + " nlz=" + Integer.numberOfLeadingZeros(v)
                    + " ntz=" + Integer.numberOfTrailingZeros(v) + " rev=" + Integer.reverse(v) + " revB=" + Integer.reverseBytes(v) + " rotl5=" + Integer.rotateLeft(v, 5)
                    + " rotr5=" + Integer.rotateRight(v, 5) + " rotl-3=" + Integer.rotateLeft(v, -3) + " rotl37=" + Integer.rotateLeft(v, 37) + " sig=" + Integer.signum(v)
                    + " uns=" + Integer.toUnsignedString(v) + " unsL=" + Integer.toUnsignedLong(v) + " hash=" + Integer.hashCode(v));
        }
        System.out.println("toString radix out of range " + Integer.toString(255, 1) + " " + Integer.toString(255, 40));
        System.out.println("compare " + Integer.compare(1, 2) + " " + Integer.compare(2, 1) + " " + Integer.compare(5, 5) + " " + Integer.compare(Integer.MIN_VALUE, Integer.MAX_VALUE)
                + " unsigned " + Integer.compareUnsigned(-1, 1) + " " + Integer.compareUnsigned(1, 2));
        System.out.println("unsigned div/rem " + Integer.divideUnsigned(-1, 3) + " " + Integer.remainderUnsigned(-1, 3) + " " + Integer.divideUnsigned(7, 2) + " parseUnsigned " + Integer.parseUnsignedInt("4294967295") + " " + Integer.parseUnsignedInt("ffffffff", 16));
        try { Integer.parseUnsignedInt("4294967296"); } catch (NumberFormatException e) { System.out.println("parseUnsigned NFE: " + e.getMessage()); }
        try { Integer.parseUnsignedInt("-1"); } catch (NumberFormatException e) { System.out.println("parseUnsigned neg NFE: " + e.getMessage()); }
        System.out.println("sum/min/max " + Integer.sum(3, 4) + " " + Integer.min(-3, 4) + " " + Integer.max(-3, 4) + " MIN " + Integer.MIN_VALUE + " MAX " + Integer.MAX_VALUE + " SIZE " + Integer.SIZE + " BYTES " + Integer.BYTES);
        System.out.println("TYPE " + Integer.TYPE + " " + Integer.TYPE.getName() + " class " + Integer.class.getName());
        System.out.println("instance: " + Integer.valueOf(77).toString() + " " + Integer.valueOf(77).compareTo(78) + " " + Integer.valueOf(-5).longValue() + " " + Integer.valueOf(3).floatValue());
        long check = 0;
        for (int i = -5000; i < 5000; i++) {
            int x = i * 104729 + 12345;
            check = check * 31 + Integer.bitCount(x) + Integer.numberOfLeadingZeros(x) * 7 + Integer.reverse(x) + Integer.highestOneBit(x) + Integer.parseInt(Integer.toString(x, 13), 13);
        }
        System.out.println("checksum " + check);
    }
}
