package java.util.concurrent;

/** Thrown by Future.get when the task threw; the task's exception is the cause (rjvm shim). */
public class ExecutionException extends Exception {
    /** With no detail message. */
    public ExecutionException() {
    }

    /** With a detail message. */
    public ExecutionException(String message) {
        super(message);
    }

    /** With a detail message and a cause. */
    public ExecutionException(String message, Throwable cause) {
        super(message, cause);
    }

    /** With a cause (the message is the cause's toString()). */
    public ExecutionException(Throwable cause) {
        super(cause);
    }
}
