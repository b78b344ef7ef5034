package java.nio.file;

/** No file system provider for a URI's scheme (rjvm has only "file"). */
public class FileSystemNotFoundException extends RuntimeException {
    private static final long serialVersionUID = 7999581764446402397L;

    public FileSystemNotFoundException() {
    }

    public FileSystemNotFoundException(String msg) {
        super(msg);
    }
}
