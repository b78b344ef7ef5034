package java.lang;

/** Thrown when a class cannot be instantiated (rjvm shim). */
public class InstantiationException extends ReflectiveOperationException {
    private static final long serialVersionUID = 1L;

    public InstantiationException() {
        super();
    }

    public InstantiationException(String message) {
        super(message);
    }
}
