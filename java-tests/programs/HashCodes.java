/** hashCode of Strings and boxed values, computed by the library and by hand. */
public class HashCodes {
    static int manualHash(String s) {
        int h = 0;
        for (int i = 0; i < s.length(); i++) {
            h = 31 * h + s.charAt(i);
        }
        return h;
    }

    public static void main(String[] args) {
        String[] ss = {"", "a", "ab", "hello", "Hello, World!", "the quick brown fox jumps over the lazy dog",
                "polygenelubricants", "\u00e9t\u00e9", "Aa", "BB", "0123456789012345678901234567890123456789"};
        for (int i = 0; i < ss.length; i++) {
            System.out.println("hash(" + i + ")=" + ss[i].hashCode() + " manual=" + manualHash(ss[i]));
        }
        System.out.println("Aa vs BB collide " + ("Aa".hashCode() == "BB".hashCode()));
        System.out.println("Integer " + Integer.valueOf(0).hashCode() + " " + Integer.valueOf(-1).hashCode() + " " + Integer.valueOf(123456).hashCode());
        System.out.println("Long " + Long.valueOf(0L).hashCode() + " " + Long.valueOf(-1L).hashCode() + " " + Long.valueOf(1L << 32).hashCode()
                + " " + Long.valueOf(Long.MAX_VALUE).hashCode() + " " + Long.valueOf(1234567890123L).hashCode());
        System.out.println("Short " + Short.valueOf((short) -3).hashCode() + " Byte " + Byte.valueOf((byte) -3).hashCode());
        System.out.println("Boolean " + Boolean.TRUE.hashCode() + " " + Boolean.FALSE.hashCode());
        System.out.println("Double " + Double.valueOf(0.0).hashCode() + " " + Double.valueOf(-0.0).hashCode() + " " + Double.valueOf(1.0).hashCode()
                + " " + Double.valueOf(3.14).hashCode() + " " + Double.valueOf(0.0 / zero()).hashCode());
        System.out.println("Float " + Float.valueOf(0.0f).hashCode() + " " + Float.valueOf(1.0f).hashCode() + " " + Float.valueOf(-2.5f).hashCode());
        String built = new StringBuilder().append("hel").append("lo").toString();
        System.out.println("equal strings equal hashes " + (built.hashCode() == "hello".hashCode()));
        int combined = 17;
        combined = 31 * combined + "key".hashCode();
        combined = 31 * combined + Integer.valueOf(99).hashCode();
        combined = 31 * combined + Boolean.valueOf(true).hashCode();
        System.out.println("combined " + combined);
    }

    static double zero() { return 0.0; }
}
