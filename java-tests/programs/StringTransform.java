/** String transformations: replace, split (with limits), trim, case conversion, toCharArray, valueOf of every primitive. */
public class StringTransform {
    static void printParts(String label, String[] parts) {
        StringBuilder sb = new StringBuilder();
        sb.append(label).append(" [").append(parts.length).append("]");
        for (int i = 0; i < parts.length; i++) {
            sb.append(" <").append(parts[i]).append('>');
        }
        System.out.println(sb);
    }

    public static void main(String[] args) {
        String s = "banana bandana";
        System.out.println(s.replace('a', 'o') + " | " + s.replace('x', 'y') + " | " + s.replace("an", "AN") + " | " + s.replace("ana", "") + " | " + s.replace("", "-"));
        System.out.println("aaaa".replace("aa", "b") + " " + "abc".replace("abc", "abcabc"));
        printParts("comma", "a,b,c".split(","));
        printParts("comma trailing", "a,b,,c,,".split(","));
        printParts("comma leading", ",a,b".split(","));
        printParts("space", "one two  three".split(" "));
        printParts("colon", "k1:v1:k2:v2".split(":"));
        printParts("limit2", "a:b:c:d".split(":", 2));
        printParts("limit-1", "a,b,,".split(",", -1));
        printParts("limit0", "a,b,,".split(",", 0));
        printParts("limit10", "a,b,c".split(",", 10));
        printParts("nomatch", "abc".split(","));
        printParts("empty", "".split(","));
        printParts("multichar", "a--b--c".split("--"));
        System.out.println("trim [" + "  padded \t\n".trim() + "] [" + "none".trim() + "] [" + "   ".trim() + "]");
        System.out.println("upper " + "Hello World 123".toUpperCase() + " lower " + "Hello World 123".toLowerCase());
        System.out.println("mixed " + "MiXeD-cAsE_!".toUpperCase() + " " + "MiXeD-cAsE_!".toLowerCase());
        char[] cs = "hello".toCharArray();
        cs[0] = 'j';
        System.out.println("toCharArray len " + cs.length + " -> " + new String(cs));
        System.out.print(cs);
        System.out.println();
        System.out.println(cs);
        System.out.println("valueOf: " + String.valueOf(true) + " " + String.valueOf(false) + " " + String.valueOf('c') + " "
                + String.valueOf(42) + " " + String.valueOf(-7L) + " " + String.valueOf(1.5f) + " " + String.valueOf(2.25)
                + " " + String.valueOf((byte) -1) + " " + String.valueOf((short) 300) + " " + String.valueOf(cs));
        Object nul = null;
        System.out.println("valueOf null object: " + String.valueOf(nul));
        String csv = "name=alice;age=30;city=paris";
        String[] fields = csv.split(";");
        for (int i = 0; i < fields.length; i++) {
            String[] kv = fields[i].split("=");
            System.out.println(kv[0].toUpperCase() + " -> " + kv[1]);
        }
        String reversed = "";
        String word = "stressed";
        for (int i = word.length() - 1; i >= 0; i--) {
            reversed += word.charAt(i);
        }
        System.out.println(word + " reversed is " + reversed);
        System.out.println("repeat-ish: " + repeat("ab", 5) + " " + repeat("-", 0) + ".");
    }

    static String repeat(String s, int n) {
        String r = "";
        for (int i = 0; i < n; i++) {
            r = r.concat(s);
        }
        return r;
    }
}
