package java.lang;

/** new was applied to an abstract class or interface (rjvm shim). */
public class InstantiationError extends IncompatibleClassChangeError {
    private static final long serialVersionUID = 1L;

    public InstantiationError() {
        super();
    }

    public InstantiationError(String message) {
        super(message);
    }
}
