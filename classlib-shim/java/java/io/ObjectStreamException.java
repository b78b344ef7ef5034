package java.io;

/** The JDK's {@code ObjectStreamException} (rjvm shim). */
public abstract class ObjectStreamException extends IOException {
    private static final long serialVersionUID = 1L;

    /** With no message. */
    protected ObjectStreamException() {
        super();
    }

    /** With {@code message}. */
    protected ObjectStreamException(String message) {
        super(message);
    }
}
