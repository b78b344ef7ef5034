package java.lang;

/** The requested operation is not supported (rjvm shim). */
public class UnsupportedOperationException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public UnsupportedOperationException() {
        super();
    }

    public UnsupportedOperationException(String message) {
        super(message);
    }

    public UnsupportedOperationException(String message, Throwable cause) {
        super(message, cause);
    }

    public UnsupportedOperationException(Throwable cause) {
        super(cause);
    }
}
