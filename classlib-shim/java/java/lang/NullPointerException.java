package java.lang;

/**
 * Thrown when null is used where an object is required (rjvm shim).
 *
 * <p>As in JDK 17 (JEP 358), an exception without a message of its own gets a computed one
 * describing the failed bytecode and what was null, via the native {@link #getExtendedNPEMessage}.
 * It is computed lazily from the innermost frame of the backtrace, and computed before the
 * backtrace is overwritten by a later {@link #fillInStackTrace}.
 *
 * <p>The VM creates the NPEs it raises without running a constructor and records their backtrace
 * itself, so {@code extendedMessageState} counts differently than in the JDK: 0 means "the
 * original backtrace is recorded, no message computed yet" (an NPE raised by the VM), 2 means
 * "message computed". An NPE created by Java code reaches {@link #fillInStackTrace} from its
 * constructor in state 0 with no backtrace yet; the native then gives null, as HotSpot does for
 * NPEs constructed explicitly, and the state becomes 2.
 */
public class NullPointerException extends RuntimeException {
    private static final long serialVersionUID = 5162710183389028792L;

    /** 0: original backtrace only, message not computed; 2: message computed. */
    private transient int extendedMessageState;

    private transient String extendedMessage;

    public NullPointerException() {
        super();
    }

    public NullPointerException(String message) {
        super(message);
    }

    public synchronized Throwable fillInStackTrace() {
        // Refilling would make the computed message describe the wrong frame: compute it first.
        if (extendedMessageState == 0) {
            extendedMessage = getExtendedNPEMessage();
            extendedMessageState = 2;
        }
        return super.fillInStackTrace();
    }

    public String getMessage() {
        String message = super.getMessage();
        if (message == null) {
            synchronized (this) {
                if (extendedMessageState == 0) {
                    extendedMessage = getExtendedNPEMessage();
                    extendedMessageState = 2;
                }
                return extendedMessage;
            }
        }
        return message;
    }

    /** The helpful message for the innermost frame of the backtrace, or null. */
    private native String getExtendedNPEMessage();
}
