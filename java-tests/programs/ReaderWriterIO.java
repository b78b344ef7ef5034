import java.io.*;

/** Character I/O on a temporary file: FileWriter/FileReader, BufferedWriter.newLine, BufferedReader.readLine with \n, \r\n and \r endings, read(char[]), skip, ready, PrintWriter print/println/printf, append mode, StringReader/StringWriter. */
public class ReaderWriterIO {
    public static void main(String[] args) throws IOException {
        File f = File.createTempFile("rjvm-rw", ".txt");
        try {
            FileWriter fw = new FileWriter(f);
            fw.write("first line\n");
            fw.write("second\r\nthird\rfourth");
            fw.write('\n');
            fw.write("tail of string", 5, 2);
            fw.write(new char[] {'!', '?'});
            fw.append("appended").append('\n').append("seq", 1, 3);
            fw.close();
            System.out.println("length " + f.length());
            BufferedReader br = new BufferedReader(new FileReader(f));
            String line;
            int n = 0;
            while ((line = br.readLine()) != null) System.out.println("line " + (++n) + ": [" + line + "]");
            System.out.println("after EOF readLine " + br.readLine());
            br.close();

            BufferedWriter bw = new BufferedWriter(new FileWriter(f));
            for (int i = 0; i < 5; i++) { bw.write("row " + i); bw.newLine(); }
            bw.write("no newline at end");
            bw.close();
            FileReader fr = new FileReader(f);
            char[] cbuf = new char[10];
            int r = fr.read(cbuf);
            System.out.println("read(char[]) " + r + " [" + new String(cbuf, 0, r).replace("\n", "|") + "]");
            System.out.println("single read " + (char) fr.read() + " skip " + fr.skip(4) + " next " + (char) fr.read());
            StringBuilder rest = new StringBuilder();
            int c;
            while ((c = fr.read()) != -1) rest.append((char) c);
            System.out.println("rest [" + rest.toString().replace("\n", "|") + "] then " + fr.read());
            fr.close();

            PrintWriter pw = new PrintWriter(new FileWriter(f));
            pw.print(42); pw.print(' '); pw.print(true); pw.print(' '); pw.print(1.5); pw.print(' '); pw.print(7L); pw.print(' '); pw.print(new char[] {'c', 'h'}); pw.print(' '); pw.print((Object) null); pw.println();
            pw.println("println string");
            pw.println(3.25f);
            pw.printf("%5d|%-5s|%.3f%n", 12, "ab", Math.E);
            pw.format("%s=%x%n", "hex", 48879);
            pw.close();
            System.out.println("PrintWriter checkError " + pw.checkError());
            br = new BufferedReader(new FileReader(f));
            while ((line = br.readLine()) != null) System.out.println("pw> " + line);
            br.close();

            FileWriter app = new FileWriter(f, true);
            app.write("appended line\n");
            app.close();
            br = new BufferedReader(new FileReader(f.getPath()));
            int lines = 0; String lastLine = null;
            while ((line = br.readLine()) != null) { lines++; lastLine = line; }
            br.close();
            System.out.println("after append lines=" + lines + " last=" + lastLine);

            BufferedWriter big = new BufferedWriter(new FileWriter(f), 32);
            for (int i = 0; i < 2000; i++) { big.write(Integer.toString(i * i)); big.write(i % 10 == 9 ? "\n" : ","); }
            big.close();
            br = new BufferedReader(new FileReader(f), 50);
            long sum = 0; lines = 0;
            while ((line = br.readLine()) != null) { lines++; for (String part : line.split(",")) sum += Long.parseLong(part); }
            br.close();
            System.out.println("big file lines=" + lines + " sum=" + sum + " length=" + f.length());

            StringWriter sw = new StringWriter();
            sw.write("abc"); sw.write('d'); sw.append("ef").append('g'); sw.write("xyz", 1, 1);
            System.out.println("StringWriter " + sw + " buffer " + sw.getBuffer().length());
            BufferedReader sr = new BufferedReader(new StringReader("a\nbb\r\n\nccc"));
            StringBuilder sb = new StringBuilder();
            while ((line = sr.readLine()) != null) sb.append('[').append(line).append(']');
            System.out.println("StringReader lines " + sb);
            StringReader sr2 = new StringReader("mark me");
            System.out.println("StringReader markSupported " + sr2.markSupported() + " ready " + sr2.ready());
            sr2.mark(10);
            sr2.read(); sr2.read();
            sr2.reset();
            System.out.println("after reset " + (char) sr2.read());
            PrintWriter spw = new PrintWriter(sw);
            spw.printf("|%03d", 7);
            spw.flush();
            System.out.println("PrintWriter on StringWriter " + sw);
        } finally {
            System.out.println("deleted " + f.delete());
        }
    }
}
