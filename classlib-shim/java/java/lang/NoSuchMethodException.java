package java.lang;

/** Thrown when a named method does not exist (rjvm shim). */
public class NoSuchMethodException extends ReflectiveOperationException {
    private static final long serialVersionUID = 1L;

    public NoSuchMethodException() {
        super();
    }

    public NoSuchMethodException(String message) {
        super(message);
    }
}
