package java.nio.file;

/** The standard copy options (rjvm shim: REPLACE_EXISTING is honoured). */
public enum StandardCopyOption implements CopyOption {
    /** Replace an existing target. */
    REPLACE_EXISTING,
    /** Copy the attributes too. */
    COPY_ATTRIBUTES,
    /** Move atomically. */
    ATOMIC_MOVE
}
