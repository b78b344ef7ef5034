package java.util;

import java.io.Closeable;
import java.io.File;
import java.io.FileInputStream;
import java.io.FileNotFoundException;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.io.UnsupportedEncodingException;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Splits text from a string, reader, stream or file into tokens separated by a delimiter
 * (whitespace by default) and parses them as numbers and booleans in a US-like locale
 * (rjvm shim). Input is read lazily in chunks; with a custom delimiter the rest of the input
 * is read at once, because a regular expression may need to see all of it.
 */
public final class Scanner implements Iterator<String>, Closeable {
    private static final String WHITESPACE = "\\p{javaWhitespace}+";
    private static final int CHUNK = 1024;

    /** Where more input comes from; null once everything is in {@link #buf}. */
    private Reader source;
    private final Object closeable;
    private char[] buf;
    private int pos;
    private int len;
    private boolean eof;
    private boolean closed;
    private IOException lastException;

    /** The delimiter; null for the default whitespace delimiter (scanned by hand). */
    private Pattern delimiter;
    private int radix = 10;

    /** The text of {@code buf[0, len)} for the delimiter's matcher (custom delimiters only). */
    private String text;
    private Matcher delimMatcher;

    /** Bounds of the next token as last found from {@link #cachePos} (-1: none cached). */
    private int cachePos = -1;
    private int tokStart;
    private int tokEnd;
    private boolean tokFound;

    /** Scans the characters of {@code source}. */
    public Scanner(String source) {
        this.buf = source.toCharArray();
        this.len = buf.length;
        this.eof = true;
        this.closeable = null;
    }

    /** Scans {@code source} decoded as UTF-8. */
    public Scanner(InputStream source) {
        this(new InputStreamReader(requireSource(source)), source);
    }

    /** Scans {@code source} decoded with the named charset. */
    public Scanner(InputStream source, String charsetName) {
        this(reader(requireSource(source), charsetName), source);
    }

    /** Scans {@code source} decoded with {@code charset}. */
    public Scanner(InputStream source, java.nio.charset.Charset charset) {
        this(new InputStreamReader(requireSource(source), charset), source);
    }

    /** Scans the file decoded as UTF-8. */
    public Scanner(File source) throws FileNotFoundException {
        this(new FileInputStream(source));
    }

    /** Scans the file decoded with the named charset. */
    public Scanner(File source, String charsetName) throws FileNotFoundException {
        this(new FileInputStream(source), charsetName);
    }

    /** Scans a {@link Reader}; rjvm's Readable has no other implementations. */
    public Scanner(Readable source) {
        this(asReader(source), source);
    }

    private Scanner(Reader reader, Object closeable) {
        this.source = reader;
        this.closeable = closeable;
        this.buf = new char[CHUNK];
    }

    private static InputStream requireSource(InputStream in) {
        return Objects.requireNonNull(in, "source");
    }

    private static Reader reader(InputStream in, String charsetName) {
        try {
            return new InputStreamReader(in, charsetName);
        } catch (UnsupportedEncodingException e) {
            throw new IllegalArgumentException(charsetName);
        }
    }

    private static Reader asReader(Readable source) {
        Objects.requireNonNull(source, "source");
        if (source instanceof Reader) {
            return (Reader) source;
        }
        throw new UnsupportedOperationException(
                "rjvm: Scanner reads only Reader sources, not " + source.getClass().getName());
    }

    // ---------------------------------------------------------------- input buffer

    private void ensureOpen() {
        if (closed) {
            throw new IllegalStateException("Scanner closed");
        }
    }

    /** Drops consumed input from the front of the buffer (lazy sources only). */
    private void compact() {
        if (source == null || pos < CHUNK || pos * 2 < len) {
            return;
        }
        System.arraycopy(buf, pos, buf, 0, len - pos);
        len -= pos;
        if (cachePos >= 0) {
            cachePos -= pos;
            tokStart -= pos;
            tokEnd -= pos;
        }
        pos = 0;
    }

    /** Reads more input after {@code len}; false at the end of the input. */
    private boolean fill() {
        if (eof) {
            return false;
        }
        if (len == buf.length) {
            buf = Arrays.copyOf(buf, buf.length * 2);
        }
        while (true) {
            int n;
            try {
                n = source.read(buf, len, buf.length - len);
            } catch (IOException e) {
                lastException = e;
                n = -1;
            }
            if (n < 0) {
                eof = true;
                return false;
            }
            if (n > 0) {
                len += n;
                return true;
            }
        }
    }

    private void readAll() {
        while (fill()) {
            // keep reading
        }
    }

    // ---------------------------------------------------------------- tokens

    /** Finds the next token from {@link #pos} without consuming it; false if there is none. */
    private boolean findToken() {
        ensureOpen();
        compact();
        if (cachePos == pos) {
            return tokFound;
        }
        if (delimiter == null) {
            findWhitespaceToken();
        } else {
            findPatternToken();
        }
        cachePos = pos;
        return tokFound;
    }

    private void findWhitespaceToken() {
        int i = pos;
        while (true) {
            while (i < len && Character.isWhitespace(buf[i])) {
                i++;
            }
            if (i < len || !fill()) {
                break;
            }
        }
        tokStart = i;
        tokFound = i < len;
        while (true) {
            while (i < len && !Character.isWhitespace(buf[i])) {
                i++;
            }
            if (i < len || !fill()) {
                break;
            }
        }
        tokEnd = i;
    }

    private void findPatternToken() {
        readAll();
        if (text == null || text.length() != len) {
            text = new String(buf, 0, len);
            delimMatcher = delimiter.matcher(text);
        }
        Matcher m = delimMatcher;
        int i = pos;
        boolean found = i <= len && m.find(i);
        if (found && m.start() == i && m.end() > i) {
            i = m.end();
            found = i <= len && m.find(i);
        }
        while (found && m.end() == m.start() && m.start() == i && i < len) {
            found = m.find(i + 1);
        }
        tokStart = i;
        tokFound = i < len;
        tokEnd = found ? m.start() : len;
    }

    /**
     * The next token, not consumed, for the next* methods: as in the JDK they skip the
     * delimiters before it even when they then fail (NoSuchElementException if no token).
     */
    private String peek() {
        boolean found = findToken();
        pos = tokStart;
        // With a custom delimiter, the JDK looks for a delimiter again from here after a
        // failure (an empty token at a delimiter is then skipped): recompute next time.
        cachePos = delimiter == null ? pos : -1;
        if (!found) {
            throw new NoSuchElementException();
        }
        return new String(buf, tokStart, tokEnd - tokStart);
    }

    /** The next token for the hasNext* methods (which consume nothing), or null. */
    private String token() {
        return findToken() ? new String(buf, tokStart, tokEnd - tokStart) : null;
    }

    private void consume() {
        pos = tokEnd;
        cachePos = -1;
    }

    /** True if another token follows. */
    @Override
    public boolean hasNext() {
        return findToken();
    }

    /** The next token. */
    @Override
    public String next() {
        String t = peek();
        consume();
        return t;
    }

    /** True if the next token matches {@code pattern} as a whole. */
    public boolean hasNext(String pattern) {
        return hasNext(Pattern.compile(pattern));
    }

    /** True if the next token matches {@code pattern} as a whole. */
    public boolean hasNext(Pattern pattern) {
        String t = token();
        return t != null && pattern.matcher(t).matches();
    }

    /** The next token if it matches {@code pattern} (else InputMismatchException). */
    public String next(String pattern) {
        return next(Pattern.compile(pattern));
    }

    /** The next token if it matches {@code pattern} (else InputMismatchException). */
    public String next(Pattern pattern) {
        String t = peek();
        if (!pattern.matcher(t).matches()) {
            throw new InputMismatchException();
        }
        consume();
        return t;
    }

    /** Not supported, as in the JDK. */
    @Override
    public void remove() {
        throw new UnsupportedOperationException();
    }

    // ---------------------------------------------------------------- lines

    private static boolean isLineSeparator(char c) {
        return c == '\n' || c == '\r' || c == '\u2028' || c == '\u2029' || c == '\u0085';
    }

    /** True if any input is left (the rest of the current line, possibly empty). */
    public boolean hasNextLine() {
        ensureOpen();
        compact();
        return pos < len || fill();
    }

    /** The rest of the current line, without its line separator, which is skipped. */
    public String nextLine() {
        ensureOpen();
        compact();
        int i = pos;
        while (true) {
            while (i < len && !isLineSeparator(buf[i])) {
                i++;
            }
            if (i < len) {
                break;
            }
            if (!fill()) {
                if (pos == len) {
                    throw new NoSuchElementException("No line found");
                }
                break;
            }
        }
        String line = new String(buf, pos, i - pos);
        if (i < len) {
            if (buf[i] == '\r' && i + 1 == len) {
                fill();
            }
            i += buf[i] == '\r' && i + 1 < len && buf[i + 1] == '\n' ? 2 : 1;
        }
        pos = i;
        cachePos = -1;
        return line;
    }

    // ---------------------------------------------------------------- numbers and booleans

    /** The integer token for {@code radix}, ready to parse, or null if it is not one. */
    private String integerToken(int radix) {
        String t = token();
        return t == null ? null : ScannerNumbers.integer(t, radix);
    }

    private String decimalToken(boolean floats) {
        String t = token();
        return t == null ? null : ScannerNumbers.decimal(t, floats);
    }

    /** The integer token for {@code radix}, ready to parse; throws as the JDK does if none. */
    private String requireInteger(int radix) {
        String s = ScannerNumbers.integer(peek(), radix);
        if (s == null) {
            throw new InputMismatchException();
        }
        return s;
    }

    private String requireDecimal(boolean floats) {
        String s = ScannerNumbers.decimal(peek(), floats);
        if (s == null) {
            throw new InputMismatchException();
        }
        return s;
    }

    /** True if the next token is a boolean. */
    public boolean hasNextBoolean() {
        String t = token();
        return t != null && (t.equalsIgnoreCase("true") || t.equalsIgnoreCase("false"));
    }

    /** The next token as a boolean (case-insensitive true/false). */
    public boolean nextBoolean() {
        String t = peek();
        if (!t.equalsIgnoreCase("true") && !t.equalsIgnoreCase("false")) {
            throw new InputMismatchException();
        }
        consume();
        return t.equalsIgnoreCase("true");
    }

    private static final int BYTE = 0;
    private static final int SHORT = 1;
    private static final int INT = 2;
    private static final int LONG = 3;

    /** Parses an integer token as the primitive type {@code kind} (NumberFormatException if out of range). */
    private static long parseIntegral(String s, int radix, int kind) {
        switch (kind) {
            case BYTE:
                return Byte.parseByte(s, radix);
            case SHORT:
                return Short.parseShort(s, radix);
            case INT:
                return Integer.parseInt(s, radix);
            default:
                return Long.parseLong(s, radix);
        }
    }

    private boolean hasNextIntegral(int radix, int kind) {
        String s = integerToken(radix);
        if (s == null) {
            return false;
        }
        try {
            parseIntegral(s, radix, kind);
            return true;
        } catch (NumberFormatException e) {
            return false;
        }
    }

    private long nextIntegral(int radix, int kind) {
        String s = requireInteger(radix);
        long v;
        try {
            v = parseIntegral(s, radix, kind);
        } catch (NumberFormatException e) {
            throw new InputMismatchException(e.getMessage());
        }
        consume();
        return v;
    }

    /** True if the next token is an int in the default radix. */
    public boolean hasNextInt() {
        return hasNextIntegral(radix, INT);
    }

    /** True if the next token is an int in {@code radix}. */
    public boolean hasNextInt(int radix) {
        return hasNextIntegral(radix, INT);
    }

    /** The next token as an int in the default radix. */
    public int nextInt() {
        return (int) nextIntegral(radix, INT);
    }

    /** The next token as an int in {@code radix}. */
    public int nextInt(int radix) {
        return (int) nextIntegral(radix, INT);
    }

    /** True if the next token is a long in the default radix. */
    public boolean hasNextLong() {
        return hasNextIntegral(radix, LONG);
    }

    /** True if the next token is a long in {@code radix}. */
    public boolean hasNextLong(int radix) {
        return hasNextIntegral(radix, LONG);
    }

    /** The next token as a long in the default radix. */
    public long nextLong() {
        return nextIntegral(radix, LONG);
    }

    /** The next token as a long in {@code radix}. */
    public long nextLong(int radix) {
        return nextIntegral(radix, LONG);
    }

    /** True if the next token is a short in the default radix. */
    public boolean hasNextShort() {
        return hasNextIntegral(radix, SHORT);
    }

    /** True if the next token is a short in {@code radix}. */
    public boolean hasNextShort(int radix) {
        return hasNextIntegral(radix, SHORT);
    }

    /** The next token as a short in the default radix. */
    public short nextShort() {
        return (short) nextIntegral(radix, SHORT);
    }

    /** The next token as a short in {@code radix}. */
    public short nextShort(int radix) {
        return (short) nextIntegral(radix, SHORT);
    }

    /** True if the next token is a byte in the default radix. */
    public boolean hasNextByte() {
        return hasNextIntegral(radix, BYTE);
    }

    /** True if the next token is a byte in {@code radix}. */
    public boolean hasNextByte(int radix) {
        return hasNextIntegral(radix, BYTE);
    }

    /** The next token as a byte in the default radix. */
    public byte nextByte() {
        return (byte) nextIntegral(radix, BYTE);
    }

    /** The next token as a byte in {@code radix}. */
    public byte nextByte(int radix) {
        return (byte) nextIntegral(radix, BYTE);
    }

    /** True if the next token is a BigInteger in the default radix. */
    public boolean hasNextBigInteger() {
        return hasNextBigInteger(radix);
    }

    /** True if the next token is a BigInteger in {@code radix}. */
    public boolean hasNextBigInteger(int radix) {
        String s = integerToken(radix);
        if (s == null) {
            return false;
        }
        try {
            new BigInteger(s, radix);
            return true;
        } catch (NumberFormatException e) {
            return false;
        }
    }

    /** The next token as a BigInteger in the default radix. */
    public BigInteger nextBigInteger() {
        return nextBigInteger(radix);
    }

    /** The next token as a BigInteger in {@code radix}. */
    public BigInteger nextBigInteger(int radix) {
        String s = requireInteger(radix);
        BigInteger v;
        try {
            v = new BigInteger(s, radix);
        } catch (NumberFormatException e) {
            throw new InputMismatchException(e.getMessage());
        }
        consume();
        return v;
    }

    /** True if the next token is a double (decimal, NaN, Infinity or hexadecimal). */
    public boolean hasNextDouble() {
        return decimalToken(true) != null;
    }

    /** The next token as a double. */
    public double nextDouble() {
        double v = Double.parseDouble(requireDecimal(true));
        consume();
        return v;
    }

    /** True if the next token is a float. */
    public boolean hasNextFloat() {
        return decimalToken(true) != null;
    }

    /** The next token as a float. */
    public float nextFloat() {
        float v = Float.parseFloat(requireDecimal(true));
        consume();
        return v;
    }

    /** True if the next token is a decimal number. */
    public boolean hasNextBigDecimal() {
        return decimalToken(false) != null;
    }

    /** The next token as a BigDecimal. */
    public BigDecimal nextBigDecimal() {
        BigDecimal v;
        try {
            v = new BigDecimal(requireDecimal(false));
        } catch (NumberFormatException e) {
            throw new InputMismatchException(e.getMessage());
        }
        consume();
        return v;
    }

    // ---------------------------------------------------------------- settings

    /** The delimiter pattern. */
    public Pattern delimiter() {
        return delimiter == null ? Pattern.compile(WHITESPACE) : delimiter;
    }

    /** Uses {@code pattern} as the delimiter. */
    public Scanner useDelimiter(String pattern) {
        return useDelimiter(Pattern.compile(pattern));
    }

    /** Uses {@code pattern} as the delimiter. */
    public Scanner useDelimiter(Pattern pattern) {
        ensureOpen();
        delimiter = WHITESPACE.equals(pattern.pattern()) && pattern.flags() == 0 ? null : pattern;
        delimMatcher = null;
        text = null;
        cachePos = -1;
        return this;
    }

    /** The default radix for integer tokens. */
    public int radix() {
        return radix;
    }

    /** Sets the default radix for integer tokens. */
    public Scanner useRadix(int radix) {
        if (radix < Character.MIN_RADIX || radix > Character.MAX_RADIX) {
            throw new IllegalArgumentException("radix:" + radix);
        }
        this.radix = radix;
        cachePos = -1;
        return this;
    }

    /** The locale (rjvm scans numbers in a US-like locale only). */
    public Locale locale() {
        return Locale.getDefault();
    }

    /** Accepted for compatibility; rjvm scans numbers in a US-like locale only. */
    public Scanner useLocale(Locale locale) {
        ensureOpen();
        return this;
    }

    /** Restores the whitespace delimiter and radix 10. */
    public Scanner reset() {
        delimiter = null;
        delimMatcher = null;
        text = null;
        radix = 10;
        cachePos = -1;
        return this;
    }

    /** The last IOException the underlying source threw, or null. */
    public IOException ioException() {
        return lastException;
    }

    /** Closes the scanner and its source; later operations throw IllegalStateException. */
    @Override
    public void close() {
        if (closed) {
            return;
        }
        closed = true;
        if (closeable instanceof Closeable) {
            try {
                ((Closeable) closeable).close();
            } catch (IOException e) {
                lastException = e;
            }
        }
    }
}
