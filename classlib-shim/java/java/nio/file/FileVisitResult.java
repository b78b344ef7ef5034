package java.nio.file;

/** What a {@link FileVisitor} tells the walk to do next. */
public enum FileVisitResult {
    /** Go on. */
    CONTINUE,
    /** Stop the walk. */
    TERMINATE,
    /** Skip the directory's entries (from {@code preVisitDirectory}). */
    SKIP_SUBTREE,
    /** Skip the remaining entries of the same directory. */
    SKIP_SIBLINGS
}
