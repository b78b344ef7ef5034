package java.io;

/** Decodes bytes from an InputStream as UTF-8 or ISO-8859-1 (rjvm shim). */
public class InputStreamReader extends Reader {
    private InputStream in;
    private final boolean latin1;
    private final byte[] bb = new byte[8192];
    private int bpos;
    private int blen;
    private boolean eof;
    /** A low surrogate still to be delivered, or 0. */
    private char pendingLow;

    public InputStreamReader(InputStream in) {
        super(in);
        this.in = in;
        this.latin1 = false;
    }

    public InputStreamReader(InputStream in, String charsetName) throws UnsupportedEncodingException {
        super(in);
        if (charsetName == null) {
            throw new NullPointerException("charsetName");
        }
        this.in = in;
        this.latin1 = Writer.isLatin1(charsetName);
    }

    public InputStreamReader(InputStream in, java.nio.charset.Charset cs) {
        super(in);
        if (cs == null) {
            throw new NullPointerException("charset");
        }
        this.in = in;
        boolean l1;
        try {
            l1 = Writer.isLatin1(cs.name());
        } catch (UnsupportedEncodingException e) {
            throw new UnsupportedOperationException("charset not supported by rjvm: " + cs.name());
        }
        this.latin1 = l1;
    }

    public String getEncoding() {
        return in == null ? null : (latin1 ? "ISO8859_1" : "UTF8");
    }

    private void ensureOpen() throws IOException {
        if (in == null) {
            throw new IOException("Stream closed");
        }
    }

    /** Ensures at least want bytes are buffered unless EOF; returns the number available. */
    private int fill(int want, boolean mayBlock) throws IOException {
        while (blen - bpos < want && !eof) {
            if (!mayBlock && in.available() <= 0) {
                break;
            }
            if (bpos > 0) {
                System.arraycopy(bb, bpos, bb, 0, blen - bpos);
                blen -= bpos;
                bpos = 0;
            }
            int n = in.read(bb, blen, bb.length - blen);
            if (n < 0) {
                eof = true;
            } else {
                blen += n;
            }
        }
        return blen - bpos;
    }

    private static boolean cont(int b) {
        return (b & 0xc0) == 0x80;
    }

    /** Decodes one char (or surrogate pair); returns -1 at EOF. */
    private int decodeOne(boolean mayBlock) throws IOException {
        if (pendingLow != 0) {
            char c = pendingLow;
            pendingLow = 0;
            return c;
        }
        if (fill(1, mayBlock) < 1) {
            return -1;
        }
        int b0 = bb[bpos] & 0xff;
        if (latin1 || b0 < 0x80) {
            bpos++;
            return b0;
        }
        int need;
        int lo = 0x80;
        int hi = 0xbf;
        if (b0 >= 0xc2 && b0 <= 0xdf) {
            need = 1;
        } else if (b0 >= 0xe0 && b0 <= 0xef) {
            need = 2;
            if (b0 == 0xe0) {
                lo = 0xa0;
            }
        } else if (b0 >= 0xf0 && b0 <= 0xf4) {
            need = 3;
            if (b0 == 0xf0) {
                lo = 0x90;
            } else if (b0 == 0xf4) {
                hi = 0x8f;
            }
        } else {
            bpos++;
            return 0xFFFD;
        }
        int avail = fill(need + 1, true);
        int cp = b0 & (0x3f >> need);
        for (int k = 1; k <= need; k++) {
            if (k >= avail) {
                bpos += k;
                return 0xFFFD;
            }
            int b = bb[bpos + k] & 0xff;
            boolean ok = (k == 1) ? (b >= lo && b <= hi) : cont(b);
            if (!ok) {
                bpos += k;
                return 0xFFFD;
            }
            cp = (cp << 6) | (b & 0x3f);
        }
        bpos += need + 1;
        if (cp >= 0xD800 && cp <= 0xDFFF) {
            return 0xFFFD; // an encoded surrogate is one malformed unit, as in the JDK
        }
        if (cp >= 0x10000) {
            pendingLow = Character.lowSurrogate(cp);
            return Character.highSurrogate(cp);
        }
        return cp;
    }

    public int read(char[] cbuf, int off, int len) throws IOException {
        synchronized (lock) {
            ensureOpen();
            if ((off | len) < 0 || len > cbuf.length - off) {
                throw new IndexOutOfBoundsException();
            }
            if (len == 0) {
                return 0;
            }
            int n = 0;
            while (n < len) {
                int c = decodeOne(n == 0);
                if (c < 0) {
                    break;
                }
                cbuf[off + n++] = (char) c;
            }
            return n == 0 ? -1 : n;
        }
    }

    public boolean ready() throws IOException {
        synchronized (lock) {
            ensureOpen();
            return pendingLow != 0 || blen > bpos || in.available() > 0;
        }
    }

    public void close() throws IOException {
        synchronized (lock) {
            if (in == null) {
                return;
            }
            in.close();
            in = null;
        }
    }
}
