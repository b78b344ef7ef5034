package java.nio.file;

/** A file-system failure of this kind (rjvm shim). */
public class FileAlreadyExistsException extends FileSystemException {
    private static final long serialVersionUID = 1L;

    /** Failure on {@code file}. */
    public FileAlreadyExistsException(String file) {
        super(file);
    }

    /** Failure on {@code file} (and {@code other}) for {@code reason}. */
    public FileAlreadyExistsException(String file, String other, String reason) {
        super(file, other, reason);
    }
}
