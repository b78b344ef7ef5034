package java.io;

/** The JDK's {@code StreamCorruptedException} (rjvm shim). */
public class StreamCorruptedException extends ObjectStreamException {
    private static final long serialVersionUID = 1L;

    /** With no message. */
    public StreamCorruptedException() {
        super();
    }

    /** With {@code message}. */
    public StreamCorruptedException(String message) {
        super(message);
    }
}
