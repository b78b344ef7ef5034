package java.util;

/** Thrown when a closed Formatter is used (rjvm shim). */
public class FormatterClosedException extends IllegalStateException {
    private static final long serialVersionUID = 18111216L;

    public FormatterClosedException() {
    }
}
