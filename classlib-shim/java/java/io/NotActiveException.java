package java.io;

/** A serialization call made outside the hook it belongs to (rjvm shim). */
public class NotActiveException extends ObjectStreamException {
    private static final long serialVersionUID = 1L;

    /** With no message. */
    public NotActiveException() {
        super();
    }

    /** With {@code reason}. */
    public NotActiveException(String reason) {
        super(reason);
    }
}
