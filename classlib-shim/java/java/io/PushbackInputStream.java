package java.io;

/** An input stream that can push bytes back to be read again (rjvm shim). */
public class PushbackInputStream extends FilterInputStream {
    /** Pushed-back bytes live in buf[pos..buf.length). */
    protected byte[] buf;
    protected int pos;

    public PushbackInputStream(InputStream in, int size) {
        super(in);
        if (size <= 0) {
            throw new IllegalArgumentException("size <= 0");
        }
        this.buf = new byte[size];
        this.pos = size;
    }

    public PushbackInputStream(InputStream in) {
        this(in, 1);
    }

    private void ensureOpen() throws IOException {
        if (in == null) {
            throw new IOException("Stream closed");
        }
    }

    public int read() throws IOException {
        ensureOpen();
        if (pos < buf.length) {
            return buf[pos++] & 0xff;
        }
        return super.read();
    }

    public int read(byte[] b, int off, int len) throws IOException {
        ensureOpen();
        if (b == null) {
            throw new NullPointerException();
        }
        InputStream.checkFromIndexSize(off, len, b.length);
        if (len == 0) {
            return 0;
        }
        int fromBuf = Math.min(buf.length - pos, len);
        if (fromBuf > 0) {
            System.arraycopy(buf, pos, b, off, fromBuf);
            pos += fromBuf;
            off += fromBuf;
            len -= fromBuf;
        }
        if (len > 0) {
            int got = super.read(b, off, len);
            if (got == -1) {
                return fromBuf == 0 ? -1 : fromBuf;
            }
            return fromBuf + got;
        }
        return fromBuf;
    }

    public void unread(int b) throws IOException {
        ensureOpen();
        if (pos == 0) {
            throw new IOException("Push back buffer is full");
        }
        buf[--pos] = (byte) b;
    }

    public void unread(byte[] b, int off, int len) throws IOException {
        ensureOpen();
        if (len > pos) {
            throw new IOException("Push back buffer is full");
        }
        pos -= len;
        System.arraycopy(b, off, buf, pos, len);
    }

    public void unread(byte[] b) throws IOException {
        unread(b, 0, b.length);
    }

    public int available() throws IOException {
        ensureOpen();
        int n = buf.length - pos;
        int avail = super.available();
        return n > Integer.MAX_VALUE - avail ? Integer.MAX_VALUE : n + avail;
    }

    public long skip(long n) throws IOException {
        ensureOpen();
        if (n <= 0) {
            return 0;
        }
        long skipped = Math.min(buf.length - pos, n);
        pos += (int) skipped;
        if (skipped < n) {
            skipped += super.skip(n - skipped);
        }
        return skipped;
    }

    public boolean markSupported() {
        return false;
    }

    public synchronized void mark(int readlimit) {
    }

    public synchronized void reset() throws IOException {
        throw new IOException("mark/reset not supported");
    }

    public synchronized void close() throws IOException {
        if (in == null) {
            return;
        }
        in.close();
        in = null;
        buf = null;
    }
}
