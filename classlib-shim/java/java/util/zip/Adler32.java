package java.util.zip;

/** The Adler-32 checksum of a byte stream (rjvm shim), as zlib and {@code java.util.zip.Adler32}. */
public class Adler32 implements Checksum {
    private static final int BASE = 65521;
    /** Bytes that can be summed before the sums must be reduced (zlib's NMAX: unsigned 32 bits). */
    private static final int NMAX = 5552;

    private int a = 1;
    private int b = 0;

    /** A checksum of no bytes. */
    public Adler32() {
    }

    /** The JDK's checks of an array range: null, then bounds. */
    static void checkRange(byte[] b, int off, int len) {
        if (b == null) {
            throw new NullPointerException();
        }
        if (off < 0 || len < 0 || off > b.length - len) {
            throw new ArrayIndexOutOfBoundsException();
        }
    }

    @Override
    public void update(int v) {
        a = (a + (v & 0xFF)) % BASE;
        b = (b + a) % BASE;
    }

    @Override
    public void update(byte[] buf, int off, int len) {
        checkRange(buf, off, len);
        long s1 = a;
        long s2 = b;
        while (len > 0) {
            int n = Math.min(len, NMAX);
            len -= n;
            for (int end = off + n; off < end; off++) {
                s1 += buf[off] & 0xFF;
                s2 += s1;
            }
            s1 %= BASE;
            s2 %= BASE;
        }
        a = (int) s1;
        b = (int) s2;
    }

    @Override
    public void update(byte[] buf) {
        update(buf, 0, buf.length);
    }

    @Override
    public long getValue() {
        return ((long) b << 16) | a;
    }

    @Override
    public void reset() {
        a = 1;
        b = 0;
    }
}
