import java.io.*;

/** ByteArrayInputStream/ByteArrayOutputStream: read, skip, available, mark/reset, offset constructors, toByteArray, toString, size, reset, writeTo; PrintStream over a ByteArrayOutputStream; SequenceInputStream-free chaining. */
public class ByteArrayStreams {
    static String str(byte[] bs, int n) { StringBuilder sb = new StringBuilder(); for (int i = 0; i < n; i++) sb.append(bs[i]).append(' '); return sb.toString().trim(); }

    public static void main(String[] args) throws IOException {
        byte[] data = new byte[20];
        for (int i = 0; i < data.length; i++) data[i] = (byte) (i * 13 - 100);
        ByteArrayInputStream in = new ByteArrayInputStream(data);
        System.out.println("available " + in.available() + " markSupported " + in.markSupported());
        System.out.println("read " + in.read() + " " + in.read() + " (unsigned)");
        in.mark(0);
        byte[] buf = new byte[6];
        int n = in.read(buf, 1, 4);
        System.out.println("read(buf,1,4)=" + n + " -> " + str(buf, buf.length));
        in.reset();
        System.out.println("after reset read " + in.read() + " skip(5)=" + in.skip(5) + " available " + in.available() + " skip(100)=" + in.skip(100) + " read " + in.read() + " read(buf)=" + in.read(buf));
        ByteArrayInputStream part = new ByteArrayInputStream(data, 5, 4);
        n = part.read(buf);
        System.out.println("offset ctor read " + n + ": " + str(buf, n) + " then " + part.read());
        ByteArrayInputStream over = new ByteArrayInputStream(data, 18, 10);
        System.out.println("length past end available " + over.available());
        ByteArrayOutputStream out = new ByteArrayOutputStream(2);
        out.write(65); out.write(66 + 256); out.write(new byte[] {67, 68, 69}, 1, 2); out.write("xyz".getBytes());
        System.out.println("size " + out.size() + " toString " + out.toString() + " bytes " + str(out.toByteArray(), out.size()));
        byte[] snap = out.toByteArray();
        out.write('!');
        System.out.println("snapshot independent " + snap.length + " vs " + out.size());
        ByteArrayOutputStream copy = new ByteArrayOutputStream();
        out.writeTo(copy);
        System.out.println("writeTo " + copy.toString() + " " + copy.toString("UTF-8"));
        out.reset();
        System.out.println("after reset size " + out.size() + " '" + out + "'");
        for (int i = 0; i < 10000; i++) out.write(i);
        byte[] big = out.toByteArray();
        long sum = 0;
        for (byte b : big) sum += b;
        System.out.println("grown size " + out.size() + " sum " + sum);
        ByteArrayOutputStream utf = new ByteArrayOutputStream();
        utf.write("\u00e9t\u00e9".getBytes("UTF-8"));
        System.out.println("toString(UTF-8) length " + utf.toString("UTF-8").length() + " raw size " + utf.size());
        ByteArrayOutputStream capture = new ByteArrayOutputStream();
        PrintStream ps = new PrintStream(capture);
        ps.print("x=");
        ps.println(5);
        ps.printf("%s|%d%n", "fmt", 9);
        ps.print(2.5);
        ps.print('c');
        ps.print(true);
        ps.println((Object) null);
        ps.write(65);
        ps.flush();
        System.out.println("captured [" + capture.toString().replace("\n", "\\n") + "]");
        PrintStream old = System.out;
        ByteArrayOutputStream redirected = new ByteArrayOutputStream();
        System.setOut(new PrintStream(redirected));
        System.out.println("into the buffer");
        System.out.flush();
        System.setOut(old);
        System.out.println("redirected got [" + redirected.toString().trim() + "]");
        InputStream empty = new ByteArrayInputStream(new byte[0]);
        System.out.println("empty read " + empty.read() + " read(buf) " + empty.read(buf) + " read(buf,0,0) " + empty.read(buf, 0, 0));
        try {
            new ByteArrayInputStream(data).read(buf, 4, 5);
        } catch (IndexOutOfBoundsException e) {
            System.out.println("bad range: " + e.getClass().getName());
        }
    }
}
