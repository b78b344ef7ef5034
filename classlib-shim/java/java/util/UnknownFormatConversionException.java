package java.util;

/** An unknown format conversion (rjvm shim). */
public class UnknownFormatConversionException extends IllegalFormatException {
    private static final long serialVersionUID = 1L;

    private final String conversion;

    public UnknownFormatConversionException(String conversion) {
        this.conversion = conversion;
    }

    public String getMessage() {
        return "Conversion = '" + conversion + "'";
    }
}
