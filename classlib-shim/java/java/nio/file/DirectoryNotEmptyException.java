package java.nio.file;

/** A file-system failure of this kind (rjvm shim). */
public class DirectoryNotEmptyException extends FileSystemException {
    private static final long serialVersionUID = 1L;

    /** Failure on {@code file}. */
    public DirectoryNotEmptyException(String file) {
        super(file);
    }
}
