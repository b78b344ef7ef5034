package java.time.temporal;

import java.time.DateTimeException;

/** A field or unit that a temporal does not support (rjvm shim). */
public class UnsupportedTemporalTypeException extends DateTimeException {
    private static final long serialVersionUID = -6158898438688206006L;

    /** An exception with {@code message}. */
    public UnsupportedTemporalTypeException(String message) {
        super(message);
    }

    /** An exception with {@code message} and {@code cause}. */
    public UnsupportedTemporalTypeException(String message, Throwable cause) {
        super(message, cause);
    }
}
