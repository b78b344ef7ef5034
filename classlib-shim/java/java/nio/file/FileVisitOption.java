package java.nio.file;

/** Options of a file-tree walk (rjvm shim: links are always followed). */
public enum FileVisitOption {
    /** Follow symbolic links. */
    FOLLOW_LINKS
}
