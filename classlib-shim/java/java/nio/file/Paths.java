package java.nio.file;

/** Makes {@link Path}s (rjvm shim). */
public final class Paths {
    private Paths() {
    }

    /** {@code Path.of(first, more)}. */
    public static Path get(String first, String... more) {
        return Path.of(first, more);
    }

    /** {@code Path.of(uri)}. */
    public static Path get(java.net.URI uri) {
        return Path.of(uri);
    }
}
