package java.io;

/** An I/O operation was interrupted (rjvm shim). */
public class InterruptedIOException extends IOException {
    private static final long serialVersionUID = 1L;

    /** How many bytes had been transferred when the operation was interrupted. */
    public int bytesTransferred = 0;

    public InterruptedIOException() {
        super();
    }

    public InterruptedIOException(String message) {
        super(message);
    }
}
