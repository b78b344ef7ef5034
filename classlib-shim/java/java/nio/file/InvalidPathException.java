package java.nio.file;

/** A string that cannot be a path (rjvm shim). */
public class InvalidPathException extends IllegalArgumentException {
    private static final long serialVersionUID = 4355821422286746137L;

    private final String input;
    private final String reason;

    /** {@code input} is not a path because of {@code reason}. */
    public InvalidPathException(String input, String reason) {
        super(reason + ": " + input);
        this.input = input;
        this.reason = reason;
    }

    /** The rejected string. */
    public String getInput() {
        return input;
    }

    /** Why it was rejected. */
    public String getReason() {
        return reason;
    }
}
