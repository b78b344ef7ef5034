package java.nio.charset;

/** Constants for the charsets every Java platform supports (rjvm shim). */
public final class StandardCharsets {
    private StandardCharsets() {
    }

    public static final Charset US_ASCII = Charset.US_ASCII;
    public static final Charset ISO_8859_1 = Charset.ISO_8859_1;
    public static final Charset UTF_8 = Charset.UTF_8;
    public static final Charset UTF_16BE = Charset.UTF_16BE;
    public static final Charset UTF_16LE = Charset.UTF_16LE;
    public static final Charset UTF_16 = Charset.UTF_16;
}
