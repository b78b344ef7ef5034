package java.nio.file;

import java.io.IOException;

/** A file-system operation failed on one or two files (rjvm shim). */
public class FileSystemException extends IOException {
    private static final long serialVersionUID = -3055425747967319812L;

    private final String file;
    private final String other;
    private final String reason;

    /** Failure on {@code file}. */
    public FileSystemException(String file) {
        this(file, null, null);
    }

    /** Failure on {@code file} (and {@code other}) for {@code reason}. */
    public FileSystemException(String file, String other, String reason) {
        super((String) null);
        this.file = file;
        this.other = other;
        this.reason = reason;
    }

    /** The file. */
    public String getFile() {
        return file;
    }

    /** The other file, or null. */
    public String getOtherFile() {
        return other;
    }

    /** Why it failed, or null. */
    public String getReason() {
        return reason;
    }

    /** "file -> other: reason", leaving out the parts that are null. */
    @Override
    public String getMessage() {
        if (file == null && other == null) {
            return reason;
        }
        StringBuilder sb = new StringBuilder();
        if (file != null) {
            sb.append(file);
        }
        if (other != null) {
            sb.append(" -> ").append(other);
        }
        if (reason != null) {
            sb.append(": ").append(reason);
        }
        return sb.toString();
    }
}
