import java.io.PrintWriter;
import java.io.StringWriter;

/** Formatting of %s %S %c %b %n %% with width and precision, null arguments, Formattable-free objects, printf on System.out and PrintWriter, and format errors with their messages. */
public class FormatMisc {
    static class Pt { int x = 3, y = -4; public String toString() { return "Pt(" + x + "," + y + ")"; } }

    public static void main(String[] args) {
        System.out.println(String.format("[%s] [%10s] [%-10s] [%.3s] [%8.2s] [%-8s|] [%S]", "hello", "hello", "hello", "hello", "hello", "ab", "mixed Case"));
        System.out.println(String.format("null: [%s] [%6s] [%b] [%c] [%d]", null, null, null, null, null));
        System.out.println(String.format("objects: %s %s %s %s", new Pt(), 42, 'x', 1.5));
        System.out.println(String.format("chars: [%c] [%c] [%3c] [%-3c|] [%C] [%c]", 'a', 65, 'z', 'q', 'b', (int) '~'));
        System.out.println(String.format("booleans: [%b] [%b] [%B] [%b] [%b] [%6b] [%-6b|]", true, false, true, "non-null", 0, true, false));
        System.out.println(String.format("percent: 100%% [%5%] [%-5%|]"));
        System.out.println(String.format("newline:%nsecond line"));
        System.out.println(String.format("no args"));
        System.out.println(String.format("%s-%s-%s", "a", "b", "c", "ignored extra"));
        System.out.println(String.format("indexed: %2$s %1$s %2$s %<s", "one", "two"));
        System.out.printf("printf: %d + %d = %d%n", 2, 3, 5);
        System.out.printf("%-6s|%6s|%n", "ab", "cd");
        System.out.printf("%s%n", (Object) null);
        System.out.format("format alias %05d%n", 42);
        StringWriter sw = new StringWriter();
        PrintWriter pw = new PrintWriter(sw);
        pw.printf("pw %s %d %.2f%n", "x", 7, 3.14159);
        pw.format("pw2 %x%n", 255);
        pw.printf("no newline");
        pw.flush();
        System.out.println("StringWriter got: " + sw.toString().replace("\n", "\\n"));
        String[][] rows = {{"Name", "Qty", "Price"}, {"apple", "3", "1.25"}, {"banana", "12", "0.5"}, {"cherry", "100", "12"}};
        for (String[] r : rows) System.out.println(String.format("%-8s|%5s|%8s|", r[0], r[1], r[2]));
        String[] bad = {"%d", "%q", "%.2d", "%-d", "%#s", "%,s", "%+s", "%0s"};
        for (String f : bad) {
            try {
                String r = f.equals("%d") ? String.format(f) : String.format(f, f.equals("%.2d") || f.equals("%-d") ? (Object) 5 : "s");
                System.out.println(f + " -> no exception: " + r);
            } catch (RuntimeException e) {
                System.out.println(f + " -> " + e.getClass().getName() + ": " + e.getMessage());
            }
        }
        try {
            String.format("%d", "string");
        } catch (RuntimeException e) {
            System.out.println("mismatch -> " + e.getClass().getName() + ": " + e.getMessage());
        }
        try {
            String.format("%f", 5);
        } catch (RuntimeException e) {
            System.out.println("int for %f -> " + e.getClass().getName() + ": " + e.getMessage());
        }
        try {
            String.format("%c", "str");
        } catch (RuntimeException e) {
            System.out.println("string for %c -> " + e.getClass().getName() + ": " + e.getMessage());
        }
        System.out.println("isFormatException " + (new java.util.UnknownFormatConversionException("z") instanceof java.util.IllegalFormatException));
    }
}
