package java.io;

/** The JDK's {@code NotSerializableException} (rjvm shim). */
public class NotSerializableException extends ObjectStreamException {
    private static final long serialVersionUID = 1L;

    /** With no message. */
    public NotSerializableException() {
        super();
    }

    /** With {@code message}. */
    public NotSerializableException(String message) {
        super(message);
    }
}
