package java.lang;

/** A field referenced by a class no longer exists (rjvm shim). */
public class NoSuchFieldError extends IncompatibleClassChangeError {
    private static final long serialVersionUID = 1L;

    public NoSuchFieldError() {
        super();
    }

    public NoSuchFieldError(String message) {
        super(message);
    }
}
