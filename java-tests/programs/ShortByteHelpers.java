/** Short and Byte helpers: parse with radix, range errors ("Value out of range"), decode, toString, toUnsignedInt/Long, reverseBytes, compare, hashCode, MIN/MAX; Boolean helpers. */
public class ShortByteHelpers {
    public static void main(String[] args) {
        String[][] sc = {{"32767", "10"}, {"-32768", "10"}, {"32768", "10"}, {"-32769", "10"}, {"7fff", "16"}, {"8000", "16"}, {"-8000", "16"}, {"abc", "10"}, {"", "10"}, {"zz", "36"}};
        for (String[] c : sc) {
            try { System.out.println("parseShort " + c[0] + "," + c[1] + " = " + Short.parseShort(c[0], Integer.parseInt(c[1]))); }
            catch (NumberFormatException e) { System.out.println("parseShort " + c[0] + "," + c[1] + " NFE: " + e.getMessage()); }
        }
        String[][] bc = {{"127", "10"}, {"-128", "10"}, {"128", "10"}, {"-129", "10"}, {"7f", "16"}, {"-80", "16"}, {"ff", "16"}, {"1111111", "2"}, {"x", "10"}};
        for (String[] c : bc) {
            try { System.out.println("parseByte " + c[0] + "," + c[1] + " = " + Byte.parseByte(c[0], Integer.parseInt(c[1]))); }
            catch (NumberFormatException e) { System.out.println("parseByte " + c[0] + "," + c[1] + " NFE: " + e.getMessage()); }
        }
        System.out.println("valueOf " + Short.valueOf("-5") + " " + Short.valueOf((short) 300) + " " + Byte.valueOf("12") + " " + Byte.valueOf((byte) -1) + " " + Short.valueOf("7f", 16) + " " + Byte.valueOf("-1", 2));
        System.out.println("decode " + Short.decode("0x7fff") + " " + Short.decode("-#10") + " " + Byte.decode("0x7f") + " " + Byte.decode("-0200"));
        try { Byte.decode("0x80"); } catch (NumberFormatException e) { System.out.println("Byte.decode NFE: " + e.getMessage()); }
        try { Short.decode("40000"); } catch (NumberFormatException e) { System.out.println("Short.decode NFE: " + e.getMessage()); }
        short[] ss = {0, 1, -1, Short.MAX_VALUE, Short.MIN_VALUE, 0x1234, (short) 0xFF00};
        for (short s : ss) System.out.println("short " + s + " toString " + Short.toString(s) + " unsInt " + Short.toUnsignedInt(s) + " unsLong " + Short.toUnsignedLong(s) + " revB " + Short.reverseBytes(s) + " hash " + Short.hashCode(s) + " cmp0 " + Short.compare(s, (short) 0));
        byte[] bs = {0, 1, -1, Byte.MAX_VALUE, Byte.MIN_VALUE, 0x55};
        for (byte b : bs) System.out.println("byte " + b + " toString " + Byte.toString(b) + " unsInt " + Byte.toUnsignedInt(b) + " unsLong " + Byte.toUnsignedLong(b) + " hash " + Byte.hashCode(b) + " cmp1 " + Byte.compare(b, (byte) 1));
        System.out.println("constants " + Short.MIN_VALUE + " " + Short.MAX_VALUE + " " + Short.SIZE + " " + Short.BYTES + " " + Byte.MIN_VALUE + " " + Byte.MAX_VALUE + " " + Byte.SIZE + " " + Byte.BYTES + " " + Short.TYPE + " " + Byte.TYPE);
        Short sh = 1000;
        Byte by = -100;
        System.out.println("instances " + sh.compareTo((short) 999) + " " + by.compareTo((byte) -90) + " " + sh.byteValue() + " " + by.shortValue() + " " + sh.equals((short) 1000) + " " + by.equals(-100) + " " + sh.intValue() + " " + by.doubleValue());
        System.out.println("Boolean " + Boolean.toString(true) + " " + Boolean.valueOf(false) + " " + Boolean.compare(true, false) + " " + Boolean.compare(false, true) + " " + Boolean.compare(true, true)
                + " " + Boolean.logicalAnd(true, false) + " " + Boolean.logicalOr(true, false) + " " + Boolean.logicalXor(true, true) + " " + Boolean.hashCode(true) + " " + Boolean.hashCode(false)
                + " " + Boolean.TRUE.compareTo(false) + " " + Boolean.TYPE + " " + Boolean.parseBoolean("false") + " " + Boolean.parseBoolean("x"));
    }
}
