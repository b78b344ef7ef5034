package java.lang;

/** A class definition could not be found (rjvm shim). */
public class NoClassDefFoundError extends LinkageError {
    private static final long serialVersionUID = 1L;

    public NoClassDefFoundError() {
        super();
    }

    public NoClassDefFoundError(String message) {
        super(message);
    }
}
