package java.util;

/** A format specifier that requires a width has none (rjvm shim). */
public class MissingFormatWidthException extends IllegalFormatException {
    private static final long serialVersionUID = 1L;

    private final String formatSpecifier;

    public MissingFormatWidthException(String formatSpecifier) {
        this.formatSpecifier = formatSpecifier;
    }

    public String getMessage() {
        return formatSpecifier;
    }
}
