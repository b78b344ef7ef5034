package java.io;

/**
 * A buffered reader that counts lines (rjvm shim), with JDK 17's rules: {@code \n},
 * {@code \r} and {@code \r\n} end a line, {@link #read()} returns each of them as one
 * {@code \n}, and a last line without a terminator is counted when the end of the stream is
 * reached.
 */
public class LineNumberReader extends BufferedReader {
    private static final int NONE = 0;
    private static final int CHAR = 1;
    private static final int EOL = 2;
    private static final int EOF = 3;

    private int lineNumber = 0;
    /** What the last character read was: none yet, a character, a line end, the end. */
    private int prev = NONE;
    private boolean skipLF;
    private int markedLineNumber;
    private int markedPrev;
    private boolean markedSkipLF;

    /** Counts the lines of {@code in}. */
    public LineNumberReader(Reader in) {
        super(in);
    }

    /** Counts the lines of {@code in}, with a buffer of {@code sz} characters. */
    public LineNumberReader(Reader in, int sz) {
        super(in, sz);
    }

    /** Sets the current line number. */
    public void setLineNumber(int lineNumber) {
        this.lineNumber = lineNumber;
    }

    /** The current line number: how many line ends have been read (from 0). */
    public int getLineNumber() {
        return lineNumber;
    }

    @Override
    public int read() throws IOException {
        synchronized (lock) {
            int c = next();
            if (c == -1) {
                if (prev == CHAR) {
                    lineNumber++;
                }
                prev = EOF;
            }
            return c;
        }
    }

    /** The next character, a line end as {@code \n}, counted; at the end -1, nothing changed. */
    private int next() throws IOException {
        int c = super.read();
        if (skipLF) {
            if (c == '\n') {
                c = super.read();
            }
            skipLF = false;
        }
        switch (c) {
            case '\r':
                skipLF = true;
                lineNumber++;
                prev = EOL;
                return '\n';
            case '\n':
                lineNumber++;
                prev = EOL;
                return '\n';
            case -1:
                return -1;
            default:
                prev = CHAR;
                return c;
        }
    }

    @Override
    public int read(char[] cbuf, int off, int len) throws IOException {
        synchronized (lock) {
            int n = super.read(cbuf, off, len);
            if (n == -1) {
                if (prev == CHAR) {
                    lineNumber++;
                }
                prev = EOF;
                return -1;
            }
            for (int i = off; i < off + n; i++) {
                int c = cbuf[i];
                if (skipLF) {
                    skipLF = false;
                    if (c == '\n') {
                        continue;
                    }
                }
                if (c == '\r') {
                    skipLF = true;
                    lineNumber++;
                } else if (c == '\n') {
                    lineNumber++;
                }
            }
            if (n > 0) {
                int last = cbuf[off + n - 1];
                prev = (last == '\n' || last == '\r') ? EOL : CHAR;
            }
            return n;
        }
    }

    /**
     * The next line without its terminator, or null at the end. As the JDK's: a last line
     * without a terminator is counted, the end itself is not.
     */
    @Override
    public String readLine() throws IOException {
        synchronized (lock) {
            StringBuilder line = null;
            while (true) {
                int c = next();
                if (c == -1) {
                    if (line == null) {
                        return null;
                    }
                    lineNumber++;
                    prev = EOF;
                    return line.toString();
                }
                if (line == null) {
                    line = new StringBuilder();
                }
                if (c == '\n') {
                    return line.toString();
                }
                line.append((char) c);
            }
        }
    }

    @Override
    public long skip(long n) throws IOException {
        if (n < 0) {
            throw new IllegalArgumentException("skip() value is negative");
        }
        synchronized (lock) {
            long r = n;
            while (r > 0) {
                if (read() == -1) {
                    break;
                }
                r--;
            }
            return n - r;
        }
    }

    @Override
    public void mark(int readAheadLimit) throws IOException {
        synchronized (lock) {
            if (skipLF) {
                readAheadLimit++;
            }
            super.mark(readAheadLimit);
            markedLineNumber = lineNumber;
            markedPrev = prev;
            markedSkipLF = skipLF;
        }
    }

    @Override
    public void reset() throws IOException {
        synchronized (lock) {
            super.reset();
            lineNumber = markedLineNumber;
            prev = markedPrev;
            skipLF = markedSkipLF;
        }
    }
}
