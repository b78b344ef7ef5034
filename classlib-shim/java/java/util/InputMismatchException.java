package java.util;

/** A token does not match the expected type (rjvm shim). */
public class InputMismatchException extends NoSuchElementException {
    private static final long serialVersionUID = 1L;

    public InputMismatchException() {
        super();
    }

    public InputMismatchException(String message) {
        super(message);
    }
}
