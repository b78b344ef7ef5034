package java.nio.file;

import java.io.IOException;
import java.util.ConcurrentModificationException;
import java.util.Objects;

/** An I/O error met while iterating a {@link DirectoryStream} (its filter's). */
public final class DirectoryIteratorException extends ConcurrentModificationException {
    private static final long serialVersionUID = 1L;

    /** Wraps {@code cause}. */
    public DirectoryIteratorException(IOException cause) {
        super(Objects.requireNonNull(cause));
    }

    @Override
    public IOException getCause() {
        return (IOException) super.getCause();
    }
}
