package java.util.concurrent;

/** Thrown by Future.get when the task was cancelled (rjvm shim). */
public class CancellationException extends IllegalStateException {
    /** With no detail message. */
    public CancellationException() {
    }

    /** With a detail message. */
    public CancellationException(String message) {
        super(message);
    }
}
