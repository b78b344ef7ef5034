package java.io;

/** End of file or stream reached unexpectedly (rjvm shim). */
public class EOFException extends IOException {
    private static final long serialVersionUID = 1L;

    public EOFException() {
        super();
    }

    public EOFException(String message) {
        super(message);
    }
}
