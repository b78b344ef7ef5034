package java.nio.file;

import java.io.File;
import java.nio.file.attribute.BasicFileAttributes;
import java.nio.file.attribute.FileTime;

/** The {@link BasicFileAttributes} of a file, read when made (rjvm shim, over {@code java.io.File}). */
final class UnixFileAttributes implements BasicFileAttributes {
    private final boolean directory;
    private final boolean regular;
    private final long size;
    private final long modified;

    private UnixFileAttributes(File f) {
        directory = f.isDirectory();
        regular = f.isFile();
        size = f.length();
        modified = f.lastModified();
    }

    /** The attributes of {@code path}; NoSuchFileException if it does not exist. */
    static UnixFileAttributes of(Path path) throws NoSuchFileException {
        File f = path.toFile();
        if (!f.exists()) {
            throw new NoSuchFileException(path.toString());
        }
        return new UnixFileAttributes(f);
    }

    @Override
    public FileTime lastModifiedTime() {
        return FileTime.fromMillis(modified);
    }

    @Override
    public FileTime lastAccessTime() {
        throw new UnsupportedOperationException(
                "BasicFileAttributes.lastAccessTime is not in rjvm's class library");
    }

    @Override
    public FileTime creationTime() {
        return lastModifiedTime();
    }

    @Override
    public boolean isRegularFile() {
        return regular;
    }

    @Override
    public boolean isDirectory() {
        return directory;
    }

    @Override
    public boolean isSymbolicLink() {
        return false;
    }

    @Override
    public boolean isOther() {
        return !regular && !directory;
    }

    @Override
    public long size() {
        return size;
    }

    @Override
    public Object fileKey() {
        return null;
    }
}
