package java.lang;

/** Thrown when a named field does not exist (rjvm shim). */
public class NoSuchFieldException extends ReflectiveOperationException {
    private static final long serialVersionUID = 1L;

    public NoSuchFieldException() {
        super();
    }

    public NoSuchFieldException(String message) {
        super(message);
    }
}
