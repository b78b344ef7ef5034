package java.io;

/** The JDK's {@code InvalidObjectException} (rjvm shim). */
public class InvalidObjectException extends ObjectStreamException {
    private static final long serialVersionUID = 1L;

    /** With no message. */
    public InvalidObjectException() {
        super();
    }

    /** With {@code message}. */
    public InvalidObjectException(String message) {
        super(message);
    }
}
