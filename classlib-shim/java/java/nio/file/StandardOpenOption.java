package java.nio.file;

/** The standard ways to open a file (rjvm shim: WRITE, APPEND, TRUNCATE_EXISTING, CREATE, CREATE_NEW are honoured). */
public enum StandardOpenOption implements OpenOption {
    /** Open for reading. */
    READ,
    /** Open for writing. */
    WRITE,
    /** Write at the end. */
    APPEND,
    /** Truncate an existing file opened for writing. */
    TRUNCATE_EXISTING,
    /** Create the file if it does not exist. */
    CREATE,
    /** Create the file; fail if it exists. */
    CREATE_NEW,
    /** Delete the file when closed. */
    DELETE_ON_CLOSE,
    /** A sparse file. */
    SPARSE,
    /** Synchronous content and metadata writes. */
    SYNC,
    /** Synchronous content writes. */
    DSYNC
}
