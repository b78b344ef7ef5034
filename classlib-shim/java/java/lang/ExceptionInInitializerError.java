package java.lang;

/** An exception occurred in a static initializer (rjvm shim). */
public class ExceptionInInitializerError extends LinkageError {
    private static final long serialVersionUID = 1L;

    public ExceptionInInitializerError() {
        super();
    }

    public ExceptionInInitializerError(Throwable thrown) {
        super(null, thrown);
    }

    public ExceptionInInitializerError(String message) {
        super(message);
    }

    public Throwable getException() {
        return getCause();
    }
}
