package java.io;

import java.util.Formatter;
import java.util.Locale;

/**
 * Prints text representations of values to an output stream, encoding chars as UTF-8
 * (rjvm shim). Each print/println call issues a single write of the encoded bytes.
 * Never throws IOException; failures set the error flag reported by checkError.
 */
public class PrintStream extends FilterOutputStream implements Appendable, Closeable {
    private final boolean autoFlush;
    private boolean trouble;
    private boolean closing;
    private final boolean latin1;

    public PrintStream(OutputStream out) {
        this(out, false);
    }

    public PrintStream(OutputStream out, boolean autoFlush) {
        super(requireNonNull(out));
        this.autoFlush = autoFlush;
        this.latin1 = false;
    }

    public PrintStream(OutputStream out, boolean autoFlush, String encoding) throws UnsupportedEncodingException {
        super(requireNonNull(out));
        this.autoFlush = autoFlush;
        this.latin1 = Writer.isLatin1(encoding);
    }

    public PrintStream(String fileName) throws FileNotFoundException {
        this(new FileOutputStream(fileName), false);
    }

    public PrintStream(String fileName, String csn) throws FileNotFoundException, UnsupportedEncodingException {
        this(new FileOutputStream(fileName), false, csn);
    }

    public PrintStream(File file) throws FileNotFoundException {
        this(new FileOutputStream(file), false);
    }

    public PrintStream(File file, String csn) throws FileNotFoundException, UnsupportedEncodingException {
        this(new FileOutputStream(file), false, csn);
    }

    private static OutputStream requireNonNull(OutputStream out) {
        if (out == null) {
            throw new NullPointerException("Null output stream");
        }
        return out;
    }

    private void ensureOpen() throws IOException {
        if (out == null) {
            throw new IOException("Stream closed");
        }
    }

    public void flush() {
        synchronized (this) {
            try {
                ensureOpen();
                out.flush();
            } catch (IOException x) {
                trouble = true;
            }
        }
    }

    public void close() {
        synchronized (this) {
            if (!closing) {
                closing = true;
                try {
                    if (out != null) {
                        out.close();
                    }
                } catch (IOException x) {
                    trouble = true;
                }
                out = null;
            }
        }
    }

    public boolean checkError() {
        if (out != null) {
            flush();
        }
        return trouble;
    }

    protected void setError() {
        trouble = true;
    }

    protected void clearError() {
        trouble = false;
    }

    public void write(int b) {
        try {
            synchronized (this) {
                ensureOpen();
                out.write(b);
                if ((b == '\n') && autoFlush) {
                    out.flush();
                }
            }
        } catch (IOException x) {
            trouble = true;
        }
    }

    public void write(byte[] buf, int off, int len) {
        try {
            synchronized (this) {
                ensureOpen();
                out.write(buf, off, len);
                if (autoFlush) {
                    out.flush();
                }
            }
        } catch (IOException x) {
            trouble = true;
        }
    }

    public void write(byte[] buf) throws IOException {
        this.write(buf, 0, buf.length);
    }

    public void writeBytes(byte[] buf) {
        this.write(buf, 0, buf.length);
    }

    /**
     * Encodes s and hands the bytes to write(byte[], int, int) in one call, so that a subclass
     * overriding that method sees all printed text, as with the JDK's internal encoder.
     */
    private void emit(String s) {
        try {
            synchronized (this) {
                ensureOpen();
                byte[] bytes = latin1 ? Writer.encodeLatin1(s) : s.getBytes("UTF-8");
                write(bytes, 0, bytes.length);
                if (autoFlush && s.indexOf('\n') >= 0) {
                    out.flush();
                }
            }
        } catch (IOException x) {
            trouble = true;
        }
    }

    /** println of a plain PrintStream: the text and the line separator in one write. */
    private void emitLine(String s) {
        emit(s + System.lineSeparator());
    }

    /** Whether println may bypass print/newLine (a subclass may override them, as in the JDK). */
    private boolean plain() {
        return getClass() == PrintStream.class;
    }

    private void newLine() {
        emit(System.lineSeparator());
    }

    public void print(boolean x) {
        emit(String.valueOf(x));
    }

    public void print(char x) {
        emit(String.valueOf(x));
    }

    public void print(int x) {
        emit(String.valueOf(x));
    }

    public void print(long x) {
        emit(String.valueOf(x));
    }

    public void print(float x) {
        emit(String.valueOf(x));
    }

    public void print(double x) {
        emit(String.valueOf(x));
    }

    public void print(char[] x) {
        emit(new String(x));
    }

    public void print(String x) {
        emit(String.valueOf(x));
    }

    public void print(Object x) {
        emit(String.valueOf(x));
    }

    public void println() {
        newLine();
    }

    public void println(boolean x) {
        if (plain()) {
            emitLine(String.valueOf(x));
        } else {
            synchronized (this) {
                print(x);
                newLine();
            }
        }
    }

    public void println(char x) {
        if (plain()) {
            emitLine(String.valueOf(x));
        } else {
            synchronized (this) {
                print(x);
                newLine();
            }
        }
    }

    public void println(int x) {
        if (plain()) {
            emitLine(String.valueOf(x));
        } else {
            synchronized (this) {
                print(x);
                newLine();
            }
        }
    }

    public void println(long x) {
        if (plain()) {
            emitLine(String.valueOf(x));
        } else {
            synchronized (this) {
                print(x);
                newLine();
            }
        }
    }

    public void println(float x) {
        if (plain()) {
            emitLine(String.valueOf(x));
        } else {
            synchronized (this) {
                print(x);
                newLine();
            }
        }
    }

    public void println(double x) {
        if (plain()) {
            emitLine(String.valueOf(x));
        } else {
            synchronized (this) {
                print(x);
                newLine();
            }
        }
    }

    public void println(char[] x) {
        if (plain()) {
            emitLine(new String(x));
        } else {
            synchronized (this) {
                print(x);
                newLine();
            }
        }
    }

    public void println(String x) {
        if (plain()) {
            emitLine(String.valueOf(x));
        } else {
            synchronized (this) {
                print(x);
                newLine();
            }
        }
    }

    public void println(Object x) {
        String s = String.valueOf(x);
        if (plain()) {
            emitLine(s);
        } else {
            synchronized (this) {
                print(s);
                newLine();
            }
        }
    }

    public PrintStream printf(String format, Object... args) {
        return format(format, args);
    }

    public PrintStream printf(Locale l, String format, Object... args) {
        return format(l, format, args);
    }

    public PrintStream format(String format, Object... args) {
        emit(new Formatter().format(format, args).toString());
        return this;
    }

    public PrintStream format(Locale l, String format, Object... args) {
        emit(new Formatter(l).format(format, args).toString());
        return this;
    }

    public PrintStream append(CharSequence csq) {
        print(String.valueOf(csq));
        return this;
    }

    public PrintStream append(CharSequence csq, int start, int end) {
        if (csq == null) {
            csq = "null";
        }
        return append(csq.subSequence(start, end));
    }

    public PrintStream append(char c) {
        print(c);
        return this;
    }
}
