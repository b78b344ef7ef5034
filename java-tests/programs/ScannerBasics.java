import java.io.File;
import java.io.FileWriter;
import java.io.StringReader;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.InputMismatchException;
import java.util.NoSuchElementException;
import java.util.Scanner;

/**
 * java.util.Scanner over strings, readers and files: whitespace tokens, typed next* and
 * hasNext* (grouped numbers, signs, NaN/Infinity, radixes, out-of-range values), nextLine
 * after a token, custom delimiters with empty tokens, what a failed next* consumes, the
 * exceptions and their messages, and close.
 */
public class ScannerBasics {
    static void show(String what, Object value) {
        System.out.println(what + " -> " + value);
    }

    static void attempt(String what, Scanner s, char kind) {
        try {
            Object v;
            switch (kind) {
                case 'i': v = s.nextInt(); break;
                case 'l': v = s.nextLong(); break;
                case 'd': v = s.nextDouble(); break;
                case 'b': v = s.nextBoolean(); break;
                case 'L': v = s.nextLine(); break;
                default: v = s.next(); break;
            }
            show(what, v);
        } catch (RuntimeException e) {
            show(what, e.getClass().getName() + ": " + e.getMessage());
        }
    }

    public static void main(String[] args) throws Exception {
        Scanner s = new Scanner("  12 -7 +3 1,000 1,00 abc 3.5 -0.25 .5 5. 1e3 NaN -Infinity true FALSE 99999999999 ff\n");
        while (s.hasNext()) {
            System.out.println(s.hasNextInt() + " " + s.hasNextLong() + " " + s.hasNextDouble() + " "
                    + s.hasNextBoolean() + " " + s.hasNextInt(16) + " [" + s.next() + "]");
        }
        attempt("next at end", s, 'n');
        attempt("nextLine at end", s, 'L');

        Scanner t = new Scanner("42 3.25 true hello 7\nsecond line\n\nlast");
        show("nextInt", t.nextInt());
        show("nextDouble", t.nextDouble());
        show("nextBoolean", t.nextBoolean());
        attempt("nextInt on word", t, 'i');
        show("next", t.next());
        show("nextLong", t.nextLong());
        show("rest of line", "[" + t.nextLine() + "]");
        show("line", "[" + t.nextLine() + "]");
        show("hasNextLine", t.hasNextLine());
        show("empty line", "[" + t.nextLine() + "]");
        show("last", "[" + t.nextLine() + "]");
        show("hasNextLine at end", t.hasNextLine());

        Scanner u = new Scanner("1,234,567 -1,000 0x1F 1F 777 101 2147483648 -2147483649 1,234.5e2 -.5E-1");
        show("grouped", u.nextInt());
        show("negative grouped", u.nextLong());
        attempt("0x prefix", u, 'i');
        show("skipped", u.next());
        show("hex", u.nextInt(16));
        show("octal", u.nextInt(8));
        show("binary", u.useRadix(2).nextInt());
        show("radix", u.radix());
        u.useRadix(10);
        attempt("int overflow", u, 'i');
        show("as long", u.nextLong());
        show("hasNextInt below MIN", u.hasNextInt());
        show("as BigInteger", u.nextBigInteger());
        show("grouped decimal", u.nextDouble());
        show("BigDecimal", u.nextBigDecimal());
        show("hasNext", u.hasNext());

        Scanner csv = new Scanner("a,b,,c,\nd , e").useDelimiter(",");
        while (csv.hasNext()) {
            System.out.println("csv [" + csv.next().replace("\n", "\\n") + "]");
        }
        Scanner semi = new Scanner("x ; y;z ;; 12 ;").useDelimiter("\\s*;\\s*");
        show("semi delimiter", semi.delimiter());
        while (semi.hasNext()) {
            System.out.println("semi [" + semi.next() + "]" + semi.hasNextInt());
        }
        show("default delimiter", new Scanner("").delimiter());

        Scanner f = new Scanner("  oops\nnext line");
        attempt("failed nextInt", f, 'i');
        attempt("line after failure", f, 'L');
        Scanner g = new Scanner("5   \n");
        show("int", g.nextInt());
        attempt("next past trailing blanks", g, 'n');
        attempt("then nextLine", g, 'L');
        Scanner h = new Scanner("5\nline");
        show("int", h.nextInt());
        show("hasNext", h.hasNext());
        show("line after hasNext", "[" + h.nextLine() + "]");

        Scanner cr = new Scanner("one\r\ntwo\rthree\n");
        while (cr.hasNextLine()) {
            System.out.println("line [" + cr.nextLine() + "]");
        }

        Scanner words = new Scanner(new StringReader("the quick brown fox jumps over the lazy dog"));
        int count = 0;
        StringBuilder longest = new StringBuilder();
        while (words.hasNext("[a-z]+")) {
            String w = words.next("[a-z]+");
            count++;
            if (w.length() > longest.length()) {
                longest.setLength(0);
                longest.append(w);
            }
        }
        show("words", count + " longest " + longest);

        File file = File.createTempFile("scanner", ".txt");
        file.deleteOnExit();
        FileWriter w = new FileWriter(file);
        StringBuilder big = new StringBuilder();
        for (int i = 0; i < 3000; i++) {
            big.append(i * 7 % 1000).append(i % 10 == 9 ? '\n' : ' ');
        }
        w.write(big.toString());
        w.close();
        Scanner fs = new Scanner(file);
        long sum = 0;
        int n = 0;
        while (fs.hasNextInt()) {
            sum += fs.nextInt();
            n++;
        }
        fs.close();
        show("file ints", n + " sum " + sum);
        int lines = 0;
        Scanner fl = new Scanner(file, "UTF-8");
        while (fl.hasNextLine()) {
            fl.nextLine();
            lines++;
        }
        show("file lines", lines);

        Scanner closed = new Scanner("1 2");
        closed.close();
        try {
            closed.hasNext();
        } catch (IllegalStateException e) {
            show("closed", e.getMessage());
        }
        try {
            new Scanner("x").remove();
        } catch (UnsupportedOperationException e) {
            show("remove", e.getClass().getName());
        }
        try {
            new Scanner("abc").nextInt();
        } catch (InputMismatchException e) {
            show("mismatch is a NoSuchElementException", e instanceof NoSuchElementException);
        }
        Scanner big2 = new Scanner("123456789012345678901234567890 -0.000000000000000000001");
        BigInteger bi = big2.nextBigInteger();
        BigDecimal bd = big2.nextBigDecimal();
        show("big", bi.multiply(bi) + " " + bd + " " + bd.scale());
    }
}
