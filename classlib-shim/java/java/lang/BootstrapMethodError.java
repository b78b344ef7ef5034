package java.lang;

/** An invokedynamic bootstrap method failed (rjvm shim). */
public class BootstrapMethodError extends LinkageError {
    private static final long serialVersionUID = 1L;

    public BootstrapMethodError() {
        super();
    }

    public BootstrapMethodError(String message) {
        super(message);
    }

    public BootstrapMethodError(String message, Throwable cause) {
        super(message, cause);
    }

    public BootstrapMethodError(Throwable cause) {
        super(cause == null ? null : cause.toString());
        initCause(cause);
    }
}
