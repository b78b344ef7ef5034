package java.util;

/** An illegal width (rjvm shim). */
public class IllegalFormatWidthException extends IllegalFormatException {
    private static final long serialVersionUID = 1L;

    private final int width;

    public IllegalFormatWidthException(int width) {
        this.width = width;
    }

    public String getMessage() {
        return Integer.toString(width);
    }
}
