package java.util;

/** A duplicate flag in a format specifier (rjvm shim). */
public class DuplicateFormatFlagsException extends IllegalFormatException {
    private static final long serialVersionUID = 1L;

    private final String flags;

    public DuplicateFormatFlagsException(String flags) {
        this.flags = flags;
    }

    public String getMessage() {
        return "Flags = '" + flags + "'";
    }
}
