package java.io;

/** A malformed modified-UTF-8 string (rjvm shim). */
public class UTFDataFormatException extends IOException {
    private static final long serialVersionUID = 1L;

    public UTFDataFormatException() {
        super();
    }

    public UTFDataFormatException(String message) {
        super(message);
    }
}
