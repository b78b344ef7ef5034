package java.lang;

/** Thrown when a waiting or sleeping thread is interrupted (rjvm shim). */
public class InterruptedException extends Exception {
    private static final long serialVersionUID = 1L;

    public InterruptedException() {
        super();
    }

    public InterruptedException(String message) {
        super(message);
    }
}
