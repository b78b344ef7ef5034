package java.io;

/** Base class of output stream decorators (rjvm shim). */
public class FilterOutputStream extends OutputStream {
    protected OutputStream out;
    private boolean closed;

    public FilterOutputStream(OutputStream out) {
        this.out = out;
    }

    public void write(int b) throws IOException {
        out.write(b);
    }

    public void write(byte[] b) throws IOException {
        write(b, 0, b.length);
    }

    public void write(byte[] b, int off, int len) throws IOException {
        InputStream.checkFromIndexSize(off, len, b.length);
        for (int i = 0; i < len; i++) {
            write(b[off + i]);
        }
    }

    public void flush() throws IOException {
        out.flush();
    }

    public void close() throws IOException {
        if (closed) {
            return;
        }
        closed = true;
        Throwable flushException = null;
        try {
            flush();
        } catch (Throwable e) {
            flushException = e;
        }
        try {
            out.close();
        } catch (IOException e) {
            if (flushException != null && flushException != e) {
                e.addSuppressed(flushException);
            }
            throw e;
        }
        if (flushException instanceof IOException) {
            throw (IOException) flushException;
        }
        if (flushException instanceof RuntimeException) {
            throw (RuntimeException) flushException;
        }
        if (flushException instanceof Error) {
            throw (Error) flushException;
        }
    }
}
