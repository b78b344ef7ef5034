package java.io;

/** Abstract sink of chars (rjvm shim). Also hosts small charset helpers for java.io. */
public abstract class Writer implements Appendable, Closeable, Flushable {
    private char[] writeBuffer;
    protected Object lock;

    protected Writer() {
        this.lock = this;
    }

    protected Writer(Object lock) {
        if (lock == null) {
            throw new NullPointerException();
        }
        this.lock = lock;
    }

    public void write(int c) throws IOException {
        synchronized (lock) {
            if (writeBuffer == null) {
                writeBuffer = new char[1];
            }
            writeBuffer[0] = (char) c;
            write(writeBuffer, 0, 1);
        }
    }

    public void write(char[] cbuf) throws IOException {
        write(cbuf, 0, cbuf.length);
    }

    public abstract void write(char[] cbuf, int off, int len) throws IOException;

    public void write(String str) throws IOException {
        write(str, 0, str.length());
    }

    public void write(String str, int off, int len) throws IOException {
        synchronized (lock) {
            char[] cbuf = new char[len];
            str.getChars(off, off + len, cbuf, 0);
            write(cbuf, 0, len);
        }
    }

    public Writer append(CharSequence csq) throws IOException {
        write(String.valueOf(csq));
        return this;
    }

    public Writer append(CharSequence csq, int start, int end) throws IOException {
        if (csq == null) {
            csq = "null";
        }
        return append(csq.subSequence(start, end));
    }

    public Writer append(char c) throws IOException {
        write(c);
        return this;
    }

    public abstract void flush() throws IOException;

    public abstract void close() throws IOException;

    /** True for the ISO-8859-1 names, false for UTF-8 names; other names are unsupported. */
    static boolean isLatin1(String charsetName) throws UnsupportedEncodingException {
        if (charsetName == null) {
            throw new NullPointerException("charsetName");
        }
        String n = charsetName.toUpperCase();
        if (n.equals("UTF-8") || n.equals("UTF8")) {
            return false;
        }
        if (n.equals("ISO-8859-1") || n.equals("ISO8859_1") || n.equals("ISO8859-1") || n.equals("LATIN1")
                || n.equals("ISO-LATIN-1") || n.equals("US-ASCII") || n.equals("ASCII")) {
            return true;
        }
        throw new UnsupportedEncodingException(charsetName);
    }

    static byte[] encodeLatin1(String s) {
        int n = s.length();
        byte[] b = new byte[n];
        int j = 0;
        for (int i = 0; i < n; i++) {
            char c = s.charAt(i);
            if (c <= 0xff) {
                b[j++] = (byte) c;
            } else {
                // One '?' per unmappable code point: a surrogate pair gives one '?', as the JDK.
                b[j++] = (byte) '?';
                if (Character.isHighSurrogate(c) && i + 1 < n && Character.isLowSurrogate(s.charAt(i + 1))) {
                    i++;
                }
            }
        }
        if (j == n) {
            return b;
        }
        byte[] r = new byte[j];
        System.arraycopy(b, 0, r, 0, j);
        return r;
    }
}
