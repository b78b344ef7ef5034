package java.nio.file;

/** The file systems (rjvm shim: only the default one). */
public final class FileSystems {
    private FileSystems() {
    }

    /** The default file system. */
    public static FileSystem getDefault() {
        return UnixFileSystem.INSTANCE;
    }
}
