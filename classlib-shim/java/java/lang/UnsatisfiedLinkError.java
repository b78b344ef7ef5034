package java.lang;

/** No implementation was found for a native method (rjvm shim). */
public class UnsatisfiedLinkError extends LinkageError {
    private static final long serialVersionUID = 1L;

    public UnsatisfiedLinkError() {
        super();
    }

    public UnsatisfiedLinkError(String message) {
        super(message);
    }
}
