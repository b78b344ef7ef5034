/** StringBuilder and StringBuffer: append of every type, insert, reverse, deleteCharAt, setCharAt, setLength, indexOf. */
public class StringBuilderOps {
    public static void main(String[] args) {
        StringBuilder sb = new StringBuilder();
        sb.append(true).append(',').append(false).append(',');
        sb.append((byte) -5).append(',').append((short) 1234).append(',').append('x').append(',');
        sb.append(42).append(',').append(-9876543210L).append(',').append(1.5f).append(',').append(0.1).append(',');
        sb.append("str").append(',').append((Object) null).append(',').append((String) null).append(',');
        char[] cs = {'a', 'b', 'c', 'd'};
        sb.append(cs).append(',').append(cs, 1, 2).append(',');
        sb.append(new StringBuilder("inner")).append(',').append(Integer.valueOf(7));
        System.out.println(sb.toString());
        System.out.println("length=" + sb.length());
        StringBuilder t = new StringBuilder("hello world");
        t.insert(0, "[").insert(t.length(), ']').insert(6, 123).insert(1, 2.5).insert(2, true).insert(0, 'c');
        System.out.println(t);
        t.insert(3, cs);
        System.out.println(t);
        StringBuilder r = new StringBuilder("abcdef");
        System.out.println("reverse " + r.reverse() + " then " + r.reverse());
        r.deleteCharAt(0).deleteCharAt(r.length() - 1);
        System.out.println("deleteCharAt " + r);
        r.setCharAt(0, 'B');
        System.out.println("setCharAt " + r);
        r.setLength(2);
        System.out.println("setLength(2) " + r + " len " + r.length());
        r.setLength(5);
        System.out.println("setLength(5) len " + r.length() + " char3=" + (int) r.charAt(3));
        StringBuilder d = new StringBuilder("0123456789");
        d.delete(2, 5);
        System.out.println("delete " + d);
        d.replace(0, 2, "AB-");
        System.out.println("replace " + d);
        System.out.println("indexOf " + d.indexOf("7") + " " + d.indexOf("xyz") + " " + d.indexOf("5", 7) + " lastIndexOf " + d.lastIndexOf("-"));
        System.out.println("substring " + d.substring(3) + " " + d.substring(1, 4) + " charAt " + d.charAt(2));
        StringBuilder big = new StringBuilder(4);
        for (int i = 0; i < 100; i++) {
            big.append(i % 10);
        }
        System.out.println("big " + big.length() + " " + big.substring(90));
        StringBuilder rev = new StringBuilder();
        for (char c = 'a'; c <= 'z'; c++) {
            rev.insert(0, c);
        }
        System.out.println("rev alphabet " + rev);
        StringBuffer buf = new StringBuffer("buffer");
        buf.append(1).append('-').append(2L).append(true).append(3.0f).append(4.0);
        buf.insert(0, "my ").reverse();
        System.out.println("StringBuffer " + buf + " len " + buf.length());
        buf.reverse().setCharAt(0, 'M');
        buf.deleteCharAt(1);
        System.out.println("StringBuffer " + buf.toString() + " indexOf " + buf.indexOf("buf"));
        String chained = new StringBuilder().append("a").append(1).append('b').append(2.0).toString();
        System.out.println(chained + " equals " + chained.equals("a1b2.0"));
        try {
            new StringBuilder("abc").deleteCharAt(5);
        } catch (StringIndexOutOfBoundsException e) {
            System.out.println("caught " + e.getClass().getName());
        }
        try {
            new StringBuilder("abc").insert(10, "x");
        } catch (StringIndexOutOfBoundsException e) {
            System.out.println("caught " + e.getClass().getName());
        }
    }
}
