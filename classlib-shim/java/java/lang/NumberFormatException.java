package java.lang;

/** A string could not be converted to a number (rjvm shim). */
public class NumberFormatException extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;

    public NumberFormatException() {
        super();
    }

    public NumberFormatException(String message) {
        super(message);
    }

    /** The message HotSpot 17 uses for an unparsable string. */
    static NumberFormatException forInputString(String s, int radix) {
        return new NumberFormatException("For input string: \"" + s + "\""
                + (radix == 10 ? "" : " under radix " + radix));
    }
}
