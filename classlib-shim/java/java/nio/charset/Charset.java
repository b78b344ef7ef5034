package java.nio.charset;

/**
 * A named character encoding (rjvm shim). Only names are modelled: String and the java.io
 * readers/writers encode and decode UTF-8, ISO-8859-1, US-ASCII and UTF-16 themselves.
 */
public abstract class Charset implements Comparable<Charset> {
    private final String name;
    private final String[] aliases;

    protected Charset(String canonicalName, String[] aliases) {
        this.name = canonicalName;
        this.aliases = aliases == null ? new String[0] : aliases;
    }

    /** The concrete charsets rjvm knows. */
    private static final class Known extends Charset {
        Known(String name, String[] aliases) {
            super(name, aliases);
        }
    }

    static final Charset UTF_8 = new Known("UTF-8", new String[] {"UTF8", "unicode-1-1-utf-8"});
    static final Charset ISO_8859_1 = new Known("ISO-8859-1", new String[] {"ISO8859_1", "latin1", "l1",
        "ISO8859-1", "8859_1", "ISO-LATIN-1", "iso-ir-100", "IBM819", "cp819", "csISOLatin1"});
    static final Charset US_ASCII = new Known("US-ASCII", new String[] {"ASCII", "us", "ascii7", "646",
        "iso_646.irv:1983", "default", "ANSI_X3.4-1968", "csASCII"});
    static final Charset UTF_16 = new Known("UTF-16", new String[] {"UTF_16", "utf16", "unicode"});
    static final Charset UTF_16BE = new Known("UTF-16BE", new String[] {"UTF_16BE", "X-UTF-16BE",
        "UnicodeBigUnmarked"});
    static final Charset UTF_16LE = new Known("UTF-16LE", new String[] {"UTF_16LE", "X-UTF-16LE",
        "UnicodeLittleUnmarked"});

    private static final Charset[] ALL = {UTF_8, ISO_8859_1, US_ASCII, UTF_16, UTF_16BE, UTF_16LE};

    private static Charset lookup(String charsetName) {
        if (charsetName == null) {
            throw new IllegalArgumentException("Null charset name");
        }
        for (int i = 0; i < ALL.length; i++) {
            Charset cs = ALL[i];
            if (cs.name.equalsIgnoreCase(charsetName)) {
                return cs;
            }
            for (int j = 0; j < cs.aliases.length; j++) {
                if (cs.aliases[j].equalsIgnoreCase(charsetName)) {
                    return cs;
                }
            }
        }
        return null;
    }

    public static boolean isSupported(String charsetName) {
        return lookup(charsetName) != null;
    }

    public static Charset forName(String charsetName) {
        Charset cs = lookup(charsetName);
        if (cs == null) {
            throw new UnsupportedCharsetException(charsetName);
        }
        return cs;
    }

    public static Charset defaultCharset() {
        return UTF_8;
    }

    public final String name() {
        return name;
    }

    public String displayName() {
        return name;
    }

    public final boolean isRegistered() {
        return true;
    }

    public boolean canEncode() {
        return true;
    }

    public final int compareTo(Charset that) {
        return name().compareToIgnoreCase(that.name());
    }

    public final int hashCode() {
        return name().hashCode();
    }

    public final boolean equals(Object ob) {
        if (this == ob) {
            return true;
        }
        if (!(ob instanceof Charset)) {
            return false;
        }
        return name.equals(((Charset) ob).name());
    }

    public final String toString() {
        return name();
    }
}
