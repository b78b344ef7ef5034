package java.lang;

/** Thrown on reflective access to an inaccessible member (rjvm shim). */
public class IllegalAccessException extends ReflectiveOperationException {
    private static final long serialVersionUID = 1L;

    public IllegalAccessException() {
        super();
    }

    public IllegalAccessException(String message) {
        super(message);
    }
}
