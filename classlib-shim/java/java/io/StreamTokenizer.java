package java.io;

import java.util.Arrays;

/**
 * Splits a character stream into words, numbers, quoted strings and ordinary characters
 * (rjvm shim), with the JDK's syntax table and rules: the default syntax (letters and
 * 160-255 are word characters, 0-32 white space, {@code /} a comment character, {@code "}
 * and {@code '} quotes, numbers parsed), C and C++ comments when enabled, octal and
 * character escapes in quoted strings, and line counting of {@code \r}, {@code \n} and
 * {@code \r\n}.
 */
public class StreamTokenizer {
    /** The token is the end of the stream. */
    public static final int TT_EOF = -1;
    /** The token is the end of a line (only when ends of lines are significant). */
    public static final int TT_EOL = '\n';
    /** The token is a number, in {@link #nval}. */
    public static final int TT_NUMBER = -2;
    /** The token is a word, in {@link #sval}. */
    public static final int TT_WORD = -3;
    /** No token has been read yet. */
    private static final int TT_NOTHING = -4;

    private static final byte CT_WHITESPACE = 1;
    private static final byte CT_DIGIT = 2;
    private static final byte CT_ALPHA = 4;
    private static final byte CT_QUOTE = 8;
    private static final byte CT_COMMENT = 16;

    /** {@link #peekc}: a character must be read. */
    private static final int NEED_CHAR = Integer.MAX_VALUE;
    /** {@link #peekc}: a {@code \r} ended the last token; a following {@code \n} is skipped. */
    private static final int SKIP_LF = Integer.MAX_VALUE - 1;

    private Reader reader;
    private InputStream input;
    private char[] buf = new char[20];
    private int peekc = NEED_CHAR;
    private boolean pushedBack;
    private boolean forceLower;
    private int lineNumber = 1;
    private boolean eolIsSignificant;
    private boolean slashSlashComments;
    private boolean slashStarComments;
    private final byte[] ctype = new byte[256];

    /** The type of the last token: a character, or one of the {@code TT_} values. */
    public int ttype = TT_NOTHING;
    /** The last word, or the body of the last quoted string. */
    public String sval;
    /** The last number. */
    public double nval;

    private StreamTokenizer() {
        wordChars('a', 'z');
        wordChars('A', 'Z');
        wordChars(128 + 32, 255);
        whitespaceChars(0, ' ');
        commentChar('/');
        quoteChar('"');
        quoteChar('\'');
        parseNumbers();
    }

    /** A tokenizer of the bytes of {@code is}, each taken as one character. */
    @Deprecated
    public StreamTokenizer(InputStream is) {
        this();
        if (is == null) {
            throw new NullPointerException();
        }
        input = is;
    }

    /** A tokenizer of {@code r}. */
    public StreamTokenizer(Reader r) {
        this();
        if (r == null) {
            throw new NullPointerException();
        }
        reader = r;
    }

    /** Makes every character ordinary. */
    public void resetSyntax() {
        Arrays.fill(ctype, (byte) 0);
    }

    /** Makes the characters {@code low..hi} word characters. */
    public void wordChars(int low, int hi) {
        setRange(low, hi, CT_ALPHA, true);
    }

    /** Makes the characters {@code low..hi} white space. */
    public void whitespaceChars(int low, int hi) {
        setRange(low, hi, CT_WHITESPACE, false);
    }

    /** Makes the characters {@code low..hi} ordinary. */
    public void ordinaryChars(int low, int hi) {
        setRange(low, hi, (byte) 0, false);
    }

    private void setRange(int low, int hi, byte type, boolean add) {
        if (low < 0) {
            low = 0;
        }
        if (hi >= ctype.length) {
            hi = ctype.length - 1;
        }
        while (low <= hi) {
            ctype[low] = add ? (byte) (ctype[low] | type) : type;
            low++;
        }
    }

    /** Makes {@code ch} ordinary. */
    public void ordinaryChar(int ch) {
        if (ch >= 0 && ch < ctype.length) {
            ctype[ch] = 0;
        }
    }

    /** Makes {@code ch} start a comment that runs to the end of the line. */
    public void commentChar(int ch) {
        if (ch >= 0 && ch < ctype.length) {
            ctype[ch] = CT_COMMENT;
        }
    }

    /** Makes {@code ch} delimit quoted strings. */
    public void quoteChar(int ch) {
        if (ch >= 0 && ch < ctype.length) {
            ctype[ch] = CT_QUOTE;
        }
    }

    /** Makes digits, {@code .} and {@code -} start numbers. */
    public void parseNumbers() {
        for (int i = '0'; i <= '9'; i++) {
            ctype[i] |= CT_DIGIT;
        }
        ctype['.'] |= CT_DIGIT;
        ctype['-'] |= CT_DIGIT;
    }

    /** Whether ends of lines are returned as {@link #TT_EOL} tokens. */
    public void eolIsSignificant(boolean flag) {
        eolIsSignificant = flag;
    }

    /** Whether C comments are skipped. */
    public void slashStarComments(boolean flag) {
        slashStarComments = flag;
    }

    /** Whether C++ comments are skipped. */
    public void slashSlashComments(boolean flag) {
        slashSlashComments = flag;
    }

    /** Whether words are lower-cased. */
    public void lowerCaseMode(boolean fl) {
        forceLower = fl;
    }

    private int read() throws IOException {
        if (reader != null) {
            return reader.read();
        } else if (input != null) {
            return input.read();
        }
        throw new IllegalStateException();
    }

    private int typeOf(int c) {
        return c < 256 ? ctype[c] : CT_ALPHA;
    }

    /** Reads the next token; its type is returned and left in {@link #ttype}. */
    public int nextToken() throws IOException {
        if (pushedBack) {
            pushedBack = false;
            return ttype;
        }
        sval = null;
        int c = peekc;
        if (c < 0) {
            c = NEED_CHAR;
        }
        if (c == SKIP_LF) {
            c = read();
            if (c < 0) {
                return ttype = TT_EOF;
            }
            if (c == '\n') {
                c = NEED_CHAR;
            }
        }
        if (c == NEED_CHAR) {
            c = read();
            if (c < 0) {
                return ttype = TT_EOF;
            }
        }
        ttype = c;
        peekc = NEED_CHAR;
        int ct = typeOf(c);
        while ((ct & CT_WHITESPACE) != 0) {
            if (c == '\r') {
                lineNumber++;
                if (eolIsSignificant) {
                    peekc = SKIP_LF;
                    return ttype = TT_EOL;
                }
                c = read();
                if (c == '\n') {
                    c = read();
                }
            } else {
                if (c == '\n') {
                    lineNumber++;
                    if (eolIsSignificant) {
                        return ttype = TT_EOL;
                    }
                }
                c = read();
            }
            if (c < 0) {
                return ttype = TT_EOF;
            }
            ct = typeOf(c);
        }
        if ((ct & CT_DIGIT) != 0) {
            return number(c);
        }
        if ((ct & CT_ALPHA) != 0) {
            return word(c);
        }
        if ((ct & CT_QUOTE) != 0) {
            return quoted(c);
        }
        if (c == '/' && (slashSlashComments || slashStarComments)) {
            return slashComment();
        }
        if ((ct & CT_COMMENT) != 0) {
            skipLine();
            return nextToken();
        }
        return ttype = c;
    }

    private int number(int c) throws IOException {
        boolean negative = false;
        if (c == '-') {
            c = read();
            if (c != '.' && (c < '0' || c > '9')) {
                peekc = c;
                return ttype = '-';
            }
            negative = true;
        }
        double v = 0;
        int decimals = 0;
        boolean seenDot = false;
        while (true) {
            if (c == '.' && !seenDot) {
                seenDot = true;
            } else if ('0' <= c && c <= '9') {
                v = v * 10 + (c - '0');
                if (seenDot) {
                    decimals++;
                }
            } else {
                break;
            }
            c = read();
        }
        peekc = c;
        if (decimals != 0) {
            double denom = 10;
            for (decimals--; decimals > 0; decimals--) {
                denom *= 10;
            }
            v = v / denom;
        }
        nval = negative ? -v : v;
        return ttype = TT_NUMBER;
    }

    private void put(int i, int c) {
        if (i >= buf.length) {
            buf = Arrays.copyOf(buf, buf.length * 2);
        }
        buf[i] = (char) c;
    }

    private int word(int c) throws IOException {
        int i = 0;
        int ct;
        do {
            put(i++, c);
            c = read();
            ct = c < 0 ? CT_WHITESPACE : typeOf(c);
        } while ((ct & (CT_ALPHA | CT_DIGIT)) != 0);
        peekc = c;
        sval = String.copyValueOf(buf, 0, i);
        if (forceLower) {
            sval = sval.toLowerCase();
        }
        return ttype = TT_WORD;
    }

    private int quoted(int quote) throws IOException {
        ttype = quote;
        int i = 0;
        // c: the character to store; d: the one after it (an octal escape reads ahead).
        int c;
        int d = read();
        while (d >= 0 && d != quote && d != '\n' && d != '\r') {
            if (d == '\\') {
                c = read();
                int first = c;
                if (c >= '0' && c <= '7') {
                    c = c - '0';
                    int c2 = read();
                    if ('0' <= c2 && c2 <= '7') {
                        c = (c << 3) + (c2 - '0');
                        c2 = read();
                        if ('0' <= c2 && c2 <= '7' && first <= '3') {
                            c = (c << 3) + (c2 - '0');
                            d = read();
                        } else {
                            d = c2;
                        }
                    } else {
                        d = c2;
                    }
                } else {
                    c = escaped(c);
                    d = read();
                }
            } else {
                c = d;
                d = read();
            }
            put(i++, c);
        }
        peekc = (d == quote) ? NEED_CHAR : d;
        sval = String.copyValueOf(buf, 0, i);
        return ttype;
    }

    private static int escaped(int c) {
        switch (c) {
            case 'a':
                return 0x7;
            case 'b':
                return '\b';
            case 'f':
                return 0xC;
            case 'n':
                return '\n';
            case 'r':
                return '\r';
            case 't':
                return '\t';
            case 'v':
                return 0xB;
            default:
                return c;
        }
    }

    /** After a {@code /} with C or C++ comments enabled. */
    private int slashComment() throws IOException {
        int c = read();
        if (c == '*' && slashStarComments) {
            int prevc = 0;
            while ((c = read()) != '/' || prevc != '*') {
                if (c == '\r') {
                    lineNumber++;
                    c = read();
                    if (c == '\n') {
                        c = read();
                    }
                } else if (c == '\n') {
                    lineNumber++;
                    c = read();
                }
                if (c < 0) {
                    return ttype = TT_EOF;
                }
                prevc = c;
            }
            return nextToken();
        } else if (c == '/' && slashSlashComments) {
            skipLine();
            return nextToken();
        } else if ((ctype['/'] & CT_COMMENT) != 0) {
            // As the JDK: the character after the slash is dropped, even a line end.
            skipLine();
            return nextToken();
        } else {
            peekc = c;
            return ttype = '/';
        }
    }

    /** Skips to the end of the line, leaving the line end (or end of stream) in {@link #peekc}. */
    private void skipLine() throws IOException {
        int c;
        while ((c = read()) != '\n' && c != '\r' && c >= 0) {
        }
        peekc = c;
    }

    /** Makes the next {@link #nextToken} return the current token again. */
    public void pushBack() {
        if (ttype != TT_NOTHING) {
            pushedBack = true;
        }
    }

    /** The current line number. */
    public int lineno() {
        return lineNumber;
    }

    /** The current token and line, as {@code Token[...], line N}. */
    @Override
    public String toString() {
        String ret;
        switch (ttype) {
            case TT_EOF:
                ret = "EOF";
                break;
            case TT_EOL:
                ret = "EOL";
                break;
            case TT_WORD:
                ret = sval;
                break;
            case TT_NUMBER:
                ret = "n=" + nval;
                break;
            case TT_NOTHING:
                ret = "NOTHING";
                break;
            default:
                if (ttype < 256 && ((ctype[ttype] & CT_QUOTE) != 0)) {
                    ret = sval;
                    break;
                }
                ret = new String(new char[] {'\'', (char) ttype, '\''});
                break;
        }
        return "Token[" + ret + "], line " + lineNumber;
    }
}
