package java.nio.file;

/** Tests paths against a pattern ({@link FileSystem#getPathMatcher}). */
@FunctionalInterface
public interface PathMatcher {
    /** Whether {@code path} matches. */
    boolean matches(Path path);
}
