package java.lang;

/** A thread is not in an appropriate state for the requested operation (rjvm shim). */
public class IllegalThreadStateException extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;

    public IllegalThreadStateException() {
        super();
    }

    public IllegalThreadStateException(String s) {
        super(s);
    }
}
