package java.lang;

/** A malformed class file (rjvm shim). */
public class ClassFormatError extends LinkageError {
    private static final long serialVersionUID = 1L;

    public ClassFormatError() {
        super();
    }

    public ClassFormatError(String message) {
        super(message);
    }
}
