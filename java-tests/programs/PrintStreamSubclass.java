import java.io.ByteArrayOutputStream;
import java.io.OutputStream;
import java.io.PrintStream;

/**
 * PrintStream subclasses: println routes through the overridable print and the bytes of
 * print go through the overridable write(byte[], int, int), as in the JDK (tee and prefixing
 * streams rely on this); plain PrintStream output, checkError after close, and append.
 */
public class PrintStreamSubclass {
    static class Prefixing extends PrintStream {
        Prefixing(OutputStream out) {
            super(out);
        }

        public void print(String s) {
            super.print("<" + s + ">");
        }

        public void print(int i) {
            super.print("#" + i);
        }
    }

    static class Counting extends PrintStream {
        int writes;
        int bytes;

        Counting(OutputStream out) {
            super(out, true);
        }

        public void write(byte[] b, int off, int len) {
            writes++;
            bytes += len;
            super.write(b, off, len);
        }
    }

    public static void main(String[] args) {
        ByteArrayOutputStream sink = new ByteArrayOutputStream();
        Prefixing p = new Prefixing(sink);
        p.println("a");
        p.println(5);
        p.println(7L);
        p.println(new StringBuilder("sb"));
        p.print("x");
        p.println();
        p.append("app").append('c');
        p.flush();
        System.out.print(sink.toString());
        System.out.println("|");

        ByteArrayOutputStream sink2 = new ByteArrayOutputStream();
        Counting c = new Counting(sink2);
        c.println("hello");
        c.print(1.5);
        c.print('z');
        c.println(true);
        c.print(new char[] {'q', 'r'});
        c.println((Object) null);
        System.out.println("writes>0 " + (c.writes > 0) + " bytes " + c.bytes + " sink " + sink2.size());
        System.out.print(sink2.toString());

        ByteArrayOutputStream sink3 = new ByteArrayOutputStream();
        PrintStream plain = new PrintStream(sink3);
        plain.println("plain");
        plain.print(3);
        plain.println(4.0f);
        System.out.print(sink3.toString());
        System.out.println("error before close " + plain.checkError());
        plain.close();
        plain.println("after close");
        System.out.println("error after close " + plain.checkError() + " size " + sink3.size());
    }
}
