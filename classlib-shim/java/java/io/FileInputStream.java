package java.io;

/** Reads bytes from an OS file descriptor, unbuffered (rjvm shim). */
public class FileInputStream extends InputStream {
    private final FileDescriptor fdObj;
    private final String path;
    private volatile boolean closed;

    public FileInputStream(String name) throws FileNotFoundException {
        if (name == null) {
            throw new NullPointerException();
        }
        this.path = name;
        this.fdObj = new FileDescriptor(open0(name));
    }

    public FileInputStream(File file) throws FileNotFoundException {
        this(file.getPath());
    }

    public FileInputStream(FileDescriptor fdObj) {
        if (fdObj == null) {
            throw new NullPointerException();
        }
        this.fdObj = fdObj;
        this.path = null;
    }

    /** Opens a file for reading; FileNotFoundException("PATH (REASON)") as HotSpot. */
    private static native int open0(String path) throws FileNotFoundException;

    /** Reads up to len bytes; returns the count, or -1 at end of file (0 only if len == 0). */
    private static native int readBytes0(int fd, byte[] b, int off, int len) throws IOException;

    private static native int available0(int fd) throws IOException;

    private static native long skip0(int fd, long n) throws IOException;

    private static native void close0(int fd) throws IOException;

    private void ensureOpen() throws IOException {
        if (closed) {
            throw new IOException("Stream Closed");
        }
    }

    public int read() throws IOException {
        byte[] one = new byte[1];
        int n = read(one, 0, 1);
        return n <= 0 ? -1 : (one[0] & 0xff);
    }

    public int read(byte[] b) throws IOException {
        return read(b, 0, b.length);
    }

    public int read(byte[] b, int off, int len) throws IOException {
        checkFromIndexSize(off, len, b.length);
        ensureOpen();
        if (len == 0) {
            return 0;
        }
        return readBytes0(fdObj.fd, b, off, len);
    }

    public long skip(long n) throws IOException {
        ensureOpen();
        if (n <= 0) {
            return 0;
        }
        return skip0(fdObj.fd, n);
    }

    public int available() throws IOException {
        ensureOpen();
        return available0(fdObj.fd);
    }

    public void close() throws IOException {
        if (closed) {
            return;
        }
        closed = true;
        int fd = fdObj.fd;
        if (fd > 2) {
            fdObj.fd = -1;
            close0(fd);
        }
    }

    public final FileDescriptor getFD() throws IOException {
        return fdObj;
    }
}
