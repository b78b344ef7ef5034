package java.nio.file;

import java.io.File;
import java.util.Iterator;

/**
 * A path in the file system: a root ("/") or none, then names separated by '/' (rjvm shim,
 * Unix paths only; see {@link UnixPath}).
 */
public interface Path extends Comparable<Path>, Iterable<Path> {
    /** The path of a "file:" URI (other schemes: FileSystemNotFoundException, as no provider is installed). */
    static Path of(java.net.URI uri) {
        return UnixUris.fromUri(uri);
    }

    /** The path of {@code first} and {@code more} joined by '/'. */
    static Path of(String first, String... more) {
        StringBuilder sb = new StringBuilder(first);
        for (String m : more) {
            if (m.isEmpty()) {
                continue;
            }
            if (sb.length() > 0) {
                sb.append('/');
            }
            sb.append(m);
        }
        return new UnixPath(sb.toString());
    }

    /** True if the path has a root. */
    /** The file system the path belongs to (rjvm: the default one). */
    default FileSystem getFileSystem() {
        return FileSystems.getDefault();
    }

    /** Whether the path is absolute. */
    boolean isAbsolute();

    /** The root ("/"), or null. */
    Path getRoot();

    /** The last name, or null for the root alone. */
    Path getFileName();

    /** The path without its last name, or null if there is none. */
    Path getParent();

    /** The number of names. */
    int getNameCount();

    /** The name at {@code index} (0 is closest to the root). */
    Path getName(int index);

    /** The names from {@code beginIndex} to {@code endIndex} (exclusive), as a relative path. */
    Path subpath(int beginIndex, int endIndex);

    /** True if this path starts with the names (and root) of {@code other}. */
    boolean startsWith(Path other);

    /** True if this path starts with the path {@code other}. */
    default boolean startsWith(String other) {
        return startsWith(Path.of(other));
    }

    /** True if this path ends with the names of {@code other}. */
    boolean endsWith(Path other);

    /** True if this path ends with the path {@code other}. */
    default boolean endsWith(String other) {
        return endsWith(Path.of(other));
    }

    /** The path without "." names and with "name/.." pairs removed. */
    Path normalize();

    /** {@code other} if it is absolute, else {@code other} appended to this path. */
    Path resolve(Path other);

    /** {@link #resolve(Path)} of {@code Path.of(other)}. */
    default Path resolve(String other) {
        return resolve(Path.of(other));
    }

    /** {@code other} resolved against this path's parent. */
    default Path resolveSibling(Path other) {
        Path parent = getParent();
        return parent == null ? other : parent.resolve(other);
    }

    /** {@link #resolveSibling(Path)} of {@code Path.of(other)}. */
    default Path resolveSibling(String other) {
        return resolveSibling(Path.of(other));
    }

    /** The relative path from this path to {@code other}. */
    Path relativize(Path other);

    /** This path resolved against the current directory if relative. */
    Path toAbsolutePath();

    /** A "file:///" URI of the absolute path, '/'-terminated for an existing directory. */
    java.net.URI toUri();

    /** The {@link File} of this path. */
    default File toFile() {
        return new File(toString());
    }

    /** Compares the path strings. */
    @Override
    int compareTo(Path other);

    /** The names as paths. */
    @Override
    Iterator<Path> iterator();

    /** The path as a string. */
    @Override
    String toString();
}
