package java.nio.file.attribute;

/**
 * A file's basic attributes (rjvm shim: kind, size and the modification time; the access time
 * is unsupported, the creation time is the modification time (as the JDK's on file systems
 * that keep no birth time), and {@code fileKey} is null).
 */
public interface BasicFileAttributes {
    /** When the file was last modified. */
    FileTime lastModifiedTime();

    /** When the file was last accessed (rjvm: unsupported). */
    FileTime lastAccessTime();

    /** When the file was created. */
    FileTime creationTime();

    /** Whether it is a regular file. */
    boolean isRegularFile();

    /** Whether it is a directory. */
    boolean isDirectory();

    /** Whether it is a symbolic link (rjvm: links are followed, so never). */
    boolean isSymbolicLink();

    /** Whether it is something else (a device, a pipe). */
    boolean isOther();

    /** Its size in bytes. */
    long size();

    /** An object identifying the file, or null. */
    Object fileKey();
}
