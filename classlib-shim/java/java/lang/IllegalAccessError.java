package java.lang;

/** Illegal access to a field or method (rjvm shim). */
public class IllegalAccessError extends IncompatibleClassChangeError {
    private static final long serialVersionUID = 1L;

    public IllegalAccessError() {
        super();
    }

    public IllegalAccessError(String message) {
        super(message);
    }
}
