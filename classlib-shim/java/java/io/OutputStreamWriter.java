package java.io;

/** Encodes chars to bytes (UTF-8 or ISO-8859-1) onto an OutputStream (rjvm shim). */
public class OutputStreamWriter extends Writer {
    private OutputStream out;
    private final boolean latin1;
    private final String encodingName;
    /** A high surrogate waiting for its low half. */
    private char pendingHigh;
    private byte[] bb = new byte[8192 + 4];
    private int bn;

    public OutputStreamWriter(OutputStream out) {
        super(out);
        if (out == null) {
            throw new NullPointerException();
        }
        this.out = out;
        this.latin1 = false;
        this.encodingName = "UTF8";
    }

    public OutputStreamWriter(OutputStream out, String charsetName) throws UnsupportedEncodingException {
        super(out);
        if (out == null) {
            throw new NullPointerException();
        }
        this.out = out;
        this.latin1 = isLatin1(charsetName);
        this.encodingName = latin1 ? "ISO8859_1" : "UTF8";
    }

    public OutputStreamWriter(OutputStream out, java.nio.charset.Charset cs) {
        super(out);
        if (cs == null) {
            throw new NullPointerException("charset");
        }
        this.out = out;
        boolean l1;
        try {
            l1 = isLatin1(cs.name());
        } catch (UnsupportedEncodingException e) {
            throw new UnsupportedOperationException("charset not supported by rjvm: " + cs.name());
        }
        this.latin1 = l1;
        this.encodingName = l1 ? "ISO8859_1" : "UTF8";
    }

    public String getEncoding() {
        return out == null ? null : encodingName;
    }

    private void ensureOpen() throws IOException {
        if (out == null) {
            throw new IOException("Stream closed");
        }
    }

    private void put(int b) throws IOException {
        if (bn >= bb.length) {
            flushBytes();
        }
        bb[bn++] = (byte) b;
    }

    private void flushBytes() throws IOException {
        if (bn > 0) {
            out.write(bb, 0, bn);
            bn = 0;
        }
    }

    private void encode(char c) throws IOException {
        if (latin1) {
            // One '?' per unmappable code point: a surrogate pair (possibly split across
            // writes) gives one '?', a lone surrogate one '?', as the JDK's encoder.
            if (pendingHigh != 0) {
                pendingHigh = 0;
                put('?');
                if (Character.isLowSurrogate(c)) {
                    return;
                }
            }
            if (Character.isHighSurrogate(c)) {
                pendingHigh = c;
                return;
            }
            put(c <= 0xff ? c : '?');
            return;
        }
        if (pendingHigh != 0) {
            char hi = pendingHigh;
            pendingHigh = 0;
            if (Character.isLowSurrogate(c)) {
                int cp = Character.toCodePoint(hi, c);
                put(0xf0 | (cp >> 18));
                put(0x80 | ((cp >> 12) & 0x3f));
                put(0x80 | ((cp >> 6) & 0x3f));
                put(0x80 | (cp & 0x3f));
                return;
            }
            put('?');
        }
        if (c < 0x80) {
            put(c);
        } else if (c < 0x800) {
            put(0xc0 | (c >> 6));
            put(0x80 | (c & 0x3f));
        } else if (Character.isHighSurrogate(c)) {
            pendingHigh = c;
        } else if (Character.isLowSurrogate(c)) {
            put('?');
        } else {
            put(0xe0 | (c >> 12));
            put(0x80 | ((c >> 6) & 0x3f));
            put(0x80 | (c & 0x3f));
        }
    }

    public void write(int c) throws IOException {
        synchronized (lock) {
            ensureOpen();
            encode((char) c);
        }
    }

    public void write(char[] cbuf, int off, int len) throws IOException {
        synchronized (lock) {
            ensureOpen();
            if ((off | len) < 0 || len > cbuf.length - off) {
                throw new IndexOutOfBoundsException();
            }
            for (int i = 0; i < len; i++) {
                encode(cbuf[off + i]);
            }
        }
    }

    public void write(String str, int off, int len) throws IOException {
        synchronized (lock) {
            ensureOpen();
            for (int i = 0; i < len; i++) {
                encode(str.charAt(off + i));
            }
        }
    }

    public void flush() throws IOException {
        synchronized (lock) {
            ensureOpen();
            flushBytes();
            out.flush();
        }
    }

    public void close() throws IOException {
        synchronized (lock) {
            if (out == null) {
                return;
            }
            if (pendingHigh != 0) {
                pendingHigh = 0;
                put('?');
            }
            flushBytes();
            out.close();
            out = null;
        }
    }
}
