package java.nio.file;

/** A file-system operation refused for lack of permission (rjvm shim). */
public class AccessDeniedException extends FileSystemException {
    private static final long serialVersionUID = 1L;

    /** Failure on {@code file}. */
    public AccessDeniedException(String file) {
        super(file);
    }
}
