package java.io;

/** Writes bytes to an OS file descriptor, unbuffered (rjvm shim). */
public class FileOutputStream extends OutputStream {
    private final FileDescriptor fdObj;
    private final String path;
    private volatile boolean closed;

    public FileOutputStream(String name) throws FileNotFoundException {
        this(name, false);
    }

    public FileOutputStream(String name, boolean append) throws FileNotFoundException {
        if (name == null) {
            throw new NullPointerException();
        }
        this.path = name;
        this.fdObj = new FileDescriptor(open0(name, append));
    }

    public FileOutputStream(File file) throws FileNotFoundException {
        this(file, false);
    }

    public FileOutputStream(File file, boolean append) throws FileNotFoundException {
        this(file.getPath(), append);
    }

    public FileOutputStream(FileDescriptor fdObj) {
        if (fdObj == null) {
            throw new NullPointerException();
        }
        this.fdObj = fdObj;
        this.path = null;
    }

    /**
     * Opens (creating or truncating, or appending) a file for writing and returns its fd.
     * Throws FileNotFoundException("PATH (REASON)") as HotSpot does, e.g.
     * "/x/y (No such file or directory)", "dir (Is a directory)".
     */
    private static native int open0(String path, boolean append) throws FileNotFoundException;

    private static native void writeBytes0(int fd, byte[] b, int off, int len) throws IOException;

    private static native void close0(int fd) throws IOException;

    public void write(int b) throws IOException {
        byte[] one = new byte[1];
        one[0] = (byte) b;
        write(one, 0, 1);
    }

    public void write(byte[] b) throws IOException {
        write(b, 0, b.length);
    }

    public void write(byte[] b, int off, int len) throws IOException {
        InputStream.checkFromIndexSize(off, len, b.length);
        if (closed) {
            throw new IOException("Stream Closed");
        }
        writeBytes0(fdObj.fd, b, off, len);
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
