package java.util;

/** A character argument that is not a valid Unicode code point (rjvm shim). */
public class IllegalFormatCodePointException extends IllegalFormatException {
    private static final long serialVersionUID = 1L;

    private final int c;

    public IllegalFormatCodePointException(int c) {
        this.c = c;
    }

    public int getCodePoint() {
        return c;
    }

    public String getMessage() {
        return "Code point = 0x" + Integer.toHexString(c);
    }
}
