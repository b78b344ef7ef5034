package java.lang;

/** A method referenced by a class no longer exists (rjvm shim). */
public class NoSuchMethodError extends IncompatibleClassChangeError {
    private static final long serialVersionUID = 1L;

    public NoSuchMethodError() {
        super();
    }

    public NoSuchMethodError(String message) {
        super(message);
    }
}
