package java.util;

/** Unchecked exception thrown for an illegal format string or argument (rjvm shim). */
public class IllegalFormatException extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;

    IllegalFormatException() {
    }
}
