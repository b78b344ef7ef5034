/** String.indent and String.transform (Java 12): indentation added and removed, line endings normalized. */
public class StringJava12 {
    static String show(String s) {
        return "[" + s.replace("\n", "\\n").replace("\r", "\\r").replace("\t", "\\t") + "]";
    }

    public static void main(String[] args) {
        String[] inputs = {"", "a", "a\n", "a\r\nb\rc\n\nd", "  x\n\ty\n   z", "\n\n", "  ab\r\n"};
        for (String s : inputs) {
            StringBuilder line = new StringBuilder(show(s));
            for (int n : new int[] {-3, -1, 0, 2}) {
                line.append(' ').append(n).append('=').append(show(s.indent(n)));
            }
            System.out.println(line);
        }
        System.out.println("abc".transform(s -> s + "!") + " " + "42".transform(Integer::parseInt).intValue() * 2);
    }
}
