package java.util.concurrent;

/** Thrown when an executor cannot accept a task (rjvm shim). */
public class RejectedExecutionException extends RuntimeException {
    /** With no detail message. */
    public RejectedExecutionException() {
    }

    /** With a detail message. */
    public RejectedExecutionException(String message) {
        super(message);
    }

    /** With a detail message and a cause. */
    public RejectedExecutionException(String message, Throwable cause) {
        super(message, cause);
    }

    /** With a cause (the message is the cause's toString()). */
    public RejectedExecutionException(Throwable cause) {
        super(cause);
    }
}
