package java.io;

/** Buffers a Reader and reads lines (rjvm shim). */
public class BufferedReader extends Reader {
    private Reader in;
    private char[] cb;
    private int nChars;
    private int nextChar;
    private boolean skipLF;
    private int markedChar = -1;
    private int readAheadLimit;
    private boolean markedSkipLF;

    public BufferedReader(Reader in, int sz) {
        super(in);
        if (sz <= 0) {
            throw new IllegalArgumentException("Buffer size <= 0");
        }
        this.in = in;
        cb = new char[sz];
    }

    public BufferedReader(Reader in) {
        this(in, 8192);
    }

    private void ensureOpen() throws IOException {
        if (in == null) {
            throw new IOException("Stream closed");
        }
    }

    /** Refills the buffer, preserving a valid mark. */
    private void fill() throws IOException {
        int dst = 0;
        if (markedChar >= 0) {
            int delta = nextChar - markedChar;
            if (delta >= readAheadLimit) {
                markedChar = -2;
                readAheadLimit = 0;
            } else {
                if (readAheadLimit > cb.length) {
                    char[] ncb = new char[readAheadLimit];
                    System.arraycopy(cb, markedChar, ncb, 0, delta);
                    cb = ncb;
                } else {
                    System.arraycopy(cb, markedChar, cb, 0, delta);
                }
                markedChar = 0;
                dst = delta;
            }
        }
        int n;
        do {
            n = in.read(cb, dst, cb.length - dst);
        } while (n == 0);
        if (n > 0) {
            nChars = dst + n;
            nextChar = dst;
        } else {
            nChars = dst;
            nextChar = dst;
        }
    }

    public int read() throws IOException {
        synchronized (lock) {
            ensureOpen();
            for (;;) {
                if (nextChar >= nChars) {
                    fill();
                    if (nextChar >= nChars) {
                        return -1;
                    }
                }
                if (skipLF) {
                    skipLF = false;
                    if (cb[nextChar] == '\n') {
                        nextChar++;
                        continue;
                    }
                }
                return cb[nextChar++];
            }
        }
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
                if (nextChar >= nChars) {
                    if (n > 0 && !in.ready()) {
                        break;
                    }
                    fill();
                    if (nextChar >= nChars) {
                        break;
                    }
                }
                if (skipLF) {
                    skipLF = false;
                    if (cb[nextChar] == '\n') {
                        nextChar++;
                        continue;
                    }
                }
                int k = Math.min(len - n, nChars - nextChar);
                System.arraycopy(cb, nextChar, cbuf, off + n, k);
                nextChar += k;
                n += k;
            }
            return n == 0 ? -1 : n;
        }
    }

    public String readLine() throws IOException {
        synchronized (lock) {
            ensureOpen();
            StringBuilder s = null;
            for (;;) {
                if (nextChar >= nChars) {
                    fill();
                }
                if (nextChar >= nChars) {
                    return (s != null && s.length() > 0) ? s.toString() : null;
                }
                if (skipLF && cb[nextChar] == '\n') {
                    nextChar++;
                }
                skipLF = false;
                int start = nextChar;
                int i = start;
                char c = 0;
                for (; i < nChars; i++) {
                    c = cb[i];
                    if (c == '\n' || c == '\r') {
                        break;
                    }
                }
                if (i < nChars) {
                    String str;
                    if (s == null) {
                        str = new String(cb, start, i - start);
                    } else {
                        s.append(cb, start, i - start);
                        str = s.toString();
                    }
                    nextChar = i + 1;
                    if (c == '\r') {
                        skipLF = true;
                    }
                    return str;
                }
                if (s == null) {
                    s = new StringBuilder(80);
                }
                s.append(cb, start, i - start);
                nextChar = i;
            }
        }
    }

    public long skip(long n) throws IOException {
        if (n < 0L) {
            throw new IllegalArgumentException("skip value is negative");
        }
        synchronized (lock) {
            ensureOpen();
            long r = n;
            while (r > 0) {
                if (nextChar >= nChars) {
                    fill();
                }
                if (nextChar >= nChars) {
                    break;
                }
                if (skipLF) {
                    skipLF = false;
                    if (cb[nextChar] == '\n') {
                        nextChar++;
                    }
                }
                long d = nChars - nextChar;
                if (r <= d) {
                    nextChar += (int) r;
                    r = 0;
                    break;
                }
                r -= d;
                nextChar = nChars;
            }
            return n - r;
        }
    }

    public boolean ready() throws IOException {
        synchronized (lock) {
            ensureOpen();
            return nextChar < nChars || in.ready();
        }
    }

    public boolean markSupported() {
        return true;
    }

    public void mark(int readAheadLimit) throws IOException {
        if (readAheadLimit < 0) {
            throw new IllegalArgumentException("Read-ahead limit < 0");
        }
        synchronized (lock) {
            ensureOpen();
            this.readAheadLimit = readAheadLimit;
            markedChar = nextChar;
            markedSkipLF = skipLF;
        }
    }

    public void reset() throws IOException {
        synchronized (lock) {
            ensureOpen();
            if (markedChar < 0) {
                throw new IOException((markedChar == -2) ? "Mark invalid" : "Stream not marked");
            }
            nextChar = markedChar;
            skipLF = markedSkipLF;
        }
    }

    public void close() throws IOException {
        synchronized (lock) {
            if (in == null) {
                return;
            }
            try {
                in.close();
            } finally {
                in = null;
                cb = null;
            }
        }
    }

    /**
     * The remaining lines as a lazy stream: each line is read when the stream asks for it; an
     * IOException is rethrown as UncheckedIOException.
     */
    public java.util.stream.Stream<String> lines() {
        java.util.Iterator<String> it = new java.util.Iterator<String>() {
            private String next;

            @Override
            public boolean hasNext() {
                if (next != null) {
                    return true;
                }
                try {
                    next = readLine();
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
                return next != null;
            }

            @Override
            public String next() {
                if (!hasNext()) {
                    throw new java.util.NoSuchElementException();
                }
                String line = next;
                next = null;
                return line;
            }
        };
        return java.util.stream.StreamSupport.stream(it, false);
    }
}
