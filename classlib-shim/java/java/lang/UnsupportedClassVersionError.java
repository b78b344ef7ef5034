package java.lang;

/** A class file version the VM does not support (rjvm shim). */
public class UnsupportedClassVersionError extends ClassFormatError {
    private static final long serialVersionUID = 1L;

    public UnsupportedClassVersionError() {
        super();
    }

    public UnsupportedClassVersionError(String message) {
        super(message);
    }
}
