package java.util;

/** An illegal precision (rjvm shim). */
public class IllegalFormatPrecisionException extends IllegalFormatException {
    private static final long serialVersionUID = 1L;

    private final int precision;

    public IllegalFormatPrecisionException(int precision) {
        this.precision = precision;
    }

    public String getMessage() {
        return Integer.toString(precision);
    }
}
