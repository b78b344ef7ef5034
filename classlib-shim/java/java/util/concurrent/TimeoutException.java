package java.util.concurrent;

/** Thrown when a blocking operation times out (rjvm shim). */
public class TimeoutException extends Exception {
    /** With no detail message. */
    public TimeoutException() {
    }

    /** With a detail message. */
    public TimeoutException(String message) {
        super(message);
    }
}
