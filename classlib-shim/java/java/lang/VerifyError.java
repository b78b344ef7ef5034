package java.lang;

/** A class file failed verification (rjvm shim). */
public class VerifyError extends LinkageError {
    private static final long serialVersionUID = 1L;

    public VerifyError() {
        super();
    }

    public VerifyError(String message) {
        super(message);
    }
}
