package java.nio.file;

/** How symbolic links are handled (rjvm shim: links are always followed). */
public enum LinkOption implements OpenOption, CopyOption {
    /** Do not follow symbolic links. */
    NOFOLLOW_LINKS
}
