package java.lang;

/** A circularity in a class's superclass chain (rjvm shim). */
public class ClassCircularityError extends LinkageError {
    private static final long serialVersionUID = 1L;

    public ClassCircularityError() {
        super();
    }

    public ClassCircularityError(String message) {
        super(message);
    }
}
