package java.lang;

/** Thrown by Object.clone on a class that does not implement Cloneable (rjvm shim). */
public class CloneNotSupportedException extends Exception {
    private static final long serialVersionUID = 1L;

    public CloneNotSupportedException() {
        super();
    }

    public CloneNotSupportedException(String message) {
        super(message);
    }
}
