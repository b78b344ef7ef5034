package java.io;

/** An I/O operation was interrupted (rjvm shim). */
public class InterruptedIOException extends IOException {
    private static final long serialVersionUID = 1L;

    public InterruptedIOException() {
        super();
    }

    public InterruptedIOException(String message) {
        super(message);
    }
}
