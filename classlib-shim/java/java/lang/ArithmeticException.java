package java.lang;

/** An exceptional arithmetic condition (e.g. integer division by zero) (rjvm shim). */
public class ArithmeticException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public ArithmeticException() {
        super();
    }

    public ArithmeticException(String message) {
        super(message);
    }
}
