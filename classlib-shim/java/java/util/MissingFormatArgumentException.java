package java.util;

/** A format specifier without a corresponding argument (rjvm shim). */
public class MissingFormatArgumentException extends IllegalFormatException {
    private static final long serialVersionUID = 1L;

    private final String formatSpecifier;

    public MissingFormatArgumentException(String formatSpecifier) {
        this.formatSpecifier = formatSpecifier;
    }

    public String getMessage() {
        return "Format specifier '" + formatSpecifier + "'";
    }
}
