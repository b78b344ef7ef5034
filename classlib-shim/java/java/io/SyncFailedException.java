package java.io;

/** A sync operation failed (rjvm shim). */
public class SyncFailedException extends IOException {
    private static final long serialVersionUID = 1L;

    public SyncFailedException(String desc) {
        super(desc);
    }
}
