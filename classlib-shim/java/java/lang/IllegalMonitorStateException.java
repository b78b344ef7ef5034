package java.lang;

/** Thrown on monitor operations by a thread that does not own the monitor (rjvm shim). */
public class IllegalMonitorStateException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public IllegalMonitorStateException() {
        super();
    }

    public IllegalMonitorStateException(String message) {
        super(message);
    }
}
