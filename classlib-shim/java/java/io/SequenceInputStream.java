package java.io;

import java.util.Enumeration;
import java.util.Vector;

/** The concatenation of input streams, read one after the other (rjvm shim). */
public class SequenceInputStream extends InputStream {
    private final Enumeration<? extends InputStream> streams;
    private InputStream in;

    /** Reads the streams of {@code e} in order. */
    public SequenceInputStream(Enumeration<? extends InputStream> e) {
        this.streams = e;
        peekNextStream();
    }

    /** Reads {@code s1}, then {@code s2}. */
    public SequenceInputStream(InputStream s1, InputStream s2) {
        Vector<InputStream> v = new Vector<>(2);
        v.addElement(s1);
        v.addElement(s2);
        this.streams = v.elements();
        peekNextStream();
    }

    private void nextStream() throws IOException {
        if (in != null) {
            in.close();
        }
        peekNextStream();
    }

    private void peekNextStream() {
        if (streams.hasMoreElements()) {
            in = streams.nextElement();
            if (in == null) {
                throw new NullPointerException();
            }
        } else {
            in = null;
        }
    }

    @Override
    public int available() throws IOException {
        return in == null ? 0 : in.available();
    }

    @Override
    public int read() throws IOException {
        while (in != null) {
            int c = in.read();
            if (c != -1) {
                return c;
            }
            nextStream();
        }
        return -1;
    }

    @Override
    public int read(byte[] b, int off, int len) throws IOException {
        if (in == null) {
            return -1;
        } else if (b == null) {
            throw new NullPointerException();
        } else if (off < 0 || len < 0 || len > b.length - off) {
            throw new IndexOutOfBoundsException();
        } else if (len == 0) {
            return 0;
        }
        do {
            int n = in.read(b, off, len);
            if (n > 0) {
                return n;
            }
            nextStream();
        } while (in != null);
        return -1;
    }

    @Override
    public void close() throws IOException {
        while (in != null) {
            nextStream();
        }
    }
}
