package java.lang;

/** A class could not be found by name (rjvm shim). */
public class ClassNotFoundException extends ReflectiveOperationException {
    private static final long serialVersionUID = 1L;

    public ClassNotFoundException() {
        super((Throwable) null);
    }

    public ClassNotFoundException(String message) {
        super(message, null);
    }

    public ClassNotFoundException(String message, Throwable ex) {
        super(message, ex);
    }

    public Throwable getException() {
        return getCause();
    }
}
