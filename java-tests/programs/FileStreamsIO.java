import java.io.*;

/** FileOutputStream/FileInputStream on a temporary file: write bytes and arrays, append mode, read single bytes and into arrays with offsets, available, skip, EOF (-1), Buffered streams, closing twice, length. */
public class FileStreamsIO {
    public static void main(String[] args) throws IOException {
        File f = File.createTempFile("rjvm-fsio", ".bin");
        try {
            System.out.println("created exists=" + f.exists() + " length=" + f.length() + " isFile=" + f.isFile() + " name ends .bin=" + f.getName().endsWith(".bin") + " starts=" + f.getName().startsWith("rjvm-fsio"));
            FileOutputStream out = new FileOutputStream(f);
            for (int i = 0; i < 10; i++) out.write(i * 30);
            out.write(new byte[] {-1, -2, -3, 65, 66, 67});
            out.write("hello".getBytes("US-ASCII"), 1, 3);
            out.write(0x1234);
            out.close();
            out.close();
            System.out.println("after write length=" + f.length());
            FileOutputStream app = new FileOutputStream(f, true);
            app.write(new byte[] {10, 20});
            app.flush();
            app.close();
            FileOutputStream app2 = new FileOutputStream(f.getPath(), true);
            app2.write('Z');
            app2.close();
            System.out.println("after append length=" + f.length());
            FileInputStream in = new FileInputStream(f);
            System.out.println("available " + in.available());
            StringBuilder sb = new StringBuilder();
            for (int i = 0; i < 5; i++) sb.append(in.read()).append(' ');
            System.out.println("first five " + sb.toString().trim());
            System.out.println("skip " + in.skip(3) + " available " + in.available());
            byte[] buf = new byte[8];
            int n = in.read(buf, 2, 5);
            sb.setLength(0);
            for (byte b : buf) sb.append(b).append(' ');
            System.out.println("read into offset " + n + ": " + sb.toString().trim());
            n = in.read(buf);
            sb.setLength(0);
            for (int i = 0; i < n; i++) sb.append(buf[i]).append(' ');
            System.out.println("read " + n + ": " + sb.toString().trim());
            int last;
            sb.setLength(0);
            while ((last = in.read()) != -1) sb.append(last).append(' ');
            System.out.println("rest " + sb.toString().trim());
            System.out.println("at EOF read=" + in.read() + " readArr=" + in.read(buf) + " available=" + in.available() + " zero-length read=" + in.read(buf, 0, 0));
            in.close();
            FileOutputStream trunc = new FileOutputStream(f);
            trunc.close();
            System.out.println("truncated length=" + f.length());
            BufferedOutputStream bo = new BufferedOutputStream(new FileOutputStream(f), 16);
            for (int i = 0; i < 1000; i++) bo.write(i & 0xFF);
            bo.write(new byte[100], 0, 100);
            System.out.println("before flush length<=1100: " + (f.length() <= 1100));
            bo.close();
            System.out.println("buffered length=" + f.length());
            BufferedInputStream bi = new BufferedInputStream(new FileInputStream(f), 64);
            long sum = 0;
            int c, count = 0;
            bi.mark(10);
            int m1 = bi.read(), m2 = bi.read();
            bi.reset();
            System.out.println("mark/reset supported=" + bi.markSupported() + " " + m1 + " " + m2 + " again " + bi.read());
            while ((c = bi.read()) != -1) { sum += c; count++; }
            bi.close();
            System.out.println("buffered read count=" + count + " sum=" + sum);
            byte[] big = new byte[70000];
            for (int i = 0; i < big.length; i++) big[i] = (byte) (i * 7);
            FileOutputStream bigOut = new FileOutputStream(f);
            bigOut.write(big);
            bigOut.close();
            FileInputStream bigIn = new FileInputStream(f);
            byte[] back = new byte[big.length];
            int off = 0, r;
            while (off < back.length && (r = bigIn.read(back, off, back.length - off)) > 0) off += r;
            bigIn.close();
            boolean eq = off == big.length;
            for (int i = 0; i < big.length && eq; i++) eq = big[i] == back[i];
            System.out.println("big roundtrip " + eq + " length " + f.length());
            try {
                FileInputStream closed = new FileInputStream(f);
                closed.close();
                closed.read();
                System.out.println("read after close did not throw");
            } catch (IOException e) {
                System.out.println("read after close: " + e.getClass().getName());
            }
        } finally {
            System.out.println("deleted " + f.delete() + " exists " + f.exists());
        }
    }
}
