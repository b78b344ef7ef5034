package java.nio.file;

import java.io.Closeable;
import java.io.IOException;

/**
 * A file system: the factory of its paths and path matchers (rjvm shim: only the default,
 * Unix one, {@link FileSystems#getDefault}).
 */
public abstract class FileSystem implements Closeable {
    /** For subclasses. */
    protected FileSystem() {
    }

    /** The name separator, "/". */
    public abstract String getSeparator();

    /** The path of the joined names, as {@link Path#of(String, String...)}. */
    public abstract Path getPath(String first, String... more);

    /** A matcher for "glob:PATTERN" or "regex:PATTERN", matched against a path's string. */
    public abstract PathMatcher getPathMatcher(String syntaxAndPattern);

    /** The root directories. */
    public abstract Iterable<Path> getRootDirectories();

    /** Whether it is open (the default file system always is). */
    public abstract boolean isOpen();

    /** Whether it only allows reads. */
    public abstract boolean isReadOnly();

    @Override
    public abstract void close() throws IOException;
}
