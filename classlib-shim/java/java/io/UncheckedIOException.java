package java.io;

/** Wraps an IOException in an unchecked exception (rjvm shim). */
public class UncheckedIOException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public UncheckedIOException(String message, IOException cause) {
        super(message, requireCause(cause));
    }

    public UncheckedIOException(IOException cause) {
        super(requireCause(cause));
    }

    private static IOException requireCause(IOException cause) {
        if (cause == null) {
            throw new NullPointerException();
        }
        return cause;
    }

    public IOException getCause() {
        return (IOException) super.getCause();
    }
}
