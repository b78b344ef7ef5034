package java.util;

/** An unknown flag (rjvm shim). */
public class UnknownFormatFlagsException extends IllegalFormatException {
    private static final long serialVersionUID = 1L;

    private final String flags;

    public UnknownFormatFlagsException(String flags) {
        this.flags = flags;
    }

    public String getMessage() {
        return "Flags = " + flags;
    }
}
