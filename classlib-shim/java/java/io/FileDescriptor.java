package java.io;

/** An open file handle: a plain OS file descriptor number (rjvm shim). */
public final class FileDescriptor {
    /** The OS file descriptor, or -1 when not open. */
    int fd;

    public static final FileDescriptor in = new FileDescriptor(0);
    public static final FileDescriptor out = new FileDescriptor(1);
    public static final FileDescriptor err = new FileDescriptor(2);

    public FileDescriptor() {
        fd = -1;
    }

    FileDescriptor(int fd) {
        this.fd = fd;
    }

    public boolean valid() {
        return fd != -1;
    }

    public void sync() throws SyncFailedException {
    }
}
