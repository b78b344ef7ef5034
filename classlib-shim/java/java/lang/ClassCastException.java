package java.lang;

/** Thrown by a failed reference cast (rjvm shim). */
public class ClassCastException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public ClassCastException() {
        super();
    }

    public ClassCastException(String message) {
        super(message);
    }
}
