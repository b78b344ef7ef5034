package java.lang;

/** Thrown when null is used where an object is required (rjvm shim). */
public class NullPointerException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public NullPointerException() {
        super();
    }

    public NullPointerException(String message) {
        super(message);
    }
}
