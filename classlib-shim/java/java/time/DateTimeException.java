package java.time;

/** A failure computing a date or time (rjvm shim). */
public class DateTimeException extends RuntimeException {
    private static final long serialVersionUID = -1632418723876261839L;

    /** An exception with {@code message}. */
    public DateTimeException(String message) {
        super(message);
    }

    /** An exception with {@code message} and {@code cause}. */
    public DateTimeException(String message, Throwable cause) {
        super(message, cause);
    }
}
