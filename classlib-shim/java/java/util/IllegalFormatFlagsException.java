package java.util;

/** An illegal combination of flags (rjvm shim). */
public class IllegalFormatFlagsException extends IllegalFormatException {
    private static final long serialVersionUID = 1L;

    private final String flags;

    public IllegalFormatFlagsException(String flags) {
        this.flags = flags;
    }

    public String getMessage() {
        return "Flags = '" + flags + "'";
    }
}
