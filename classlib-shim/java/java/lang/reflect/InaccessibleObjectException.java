package java.lang.reflect;

/** Thrown when setAccessible cannot open a member of java.base (rjvm shim). */
public class InaccessibleObjectException extends RuntimeException {
    private static final long serialVersionUID = 4158786093378140901L;

    public InaccessibleObjectException() {
    }

    public InaccessibleObjectException(String msg) {
        super(msg);
    }
}
