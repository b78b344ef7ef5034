package java.security;

/** A digest could not be produced (e.g. its output buffer is too small) (rjvm shim). */
public class DigestException extends GeneralSecurityException {
    private static final long serialVersionUID = 5821450303093652515L;

    public DigestException() {
        super();
    }

    public DigestException(String msg) {
        super(msg);
    }

    public DigestException(String message, Throwable cause) {
        super(message, cause);
    }

    public DigestException(Throwable cause) {
        super(cause);
    }
}
