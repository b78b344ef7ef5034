package java.util.concurrent;

/** Thrown by CompletableFuture.join when the computation failed; the failure is the cause (rjvm shim). */
public class CompletionException extends RuntimeException {
    /** With no detail message. */
    protected CompletionException() {
    }

    /** With a detail message. */
    protected CompletionException(String message) {
        super(message);
    }

    /** With a detail message and a cause. */
    public CompletionException(String message, Throwable cause) {
        super(message, cause);
    }

    /** With a cause (the message is the cause's toString()). */
    public CompletionException(Throwable cause) {
        super(cause);
    }
}
