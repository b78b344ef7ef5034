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

    /** Encodes s (and a line separator if newline) and writes it with one write call. */
    private void emit(String s, boolean newline) {
        try {
            synchronized (this) {
                ensureOpen();
                String text = newline ? s + System.lineSeparator() : s;
                byte[] bytes = latin1 ? Writer.encodeLatin1(text) : text.getBytes("UTF-8");
                out.write(bytes, 0, bytes.length);
                if (autoFlush && (newline || s.indexOf('\n') >= 0)) {
                    out.flush();
                }
            }
        } catch (IOException x) {
            trouble = true;
        }
    }

    public void print(boolean b) {
        emit(String.valueOf(b), false);
    }

    public void print(char c) {
        emit(String.valueOf(c), false);
    }

    public void print(int i) {
        emit(String.valueOf(i), false);
    }

    public void print(long l) {
        emit(String.valueOf(l), false);
    }

    public void print(float f) {
        emit(String.valueOf(f), false);
    }

    public void print(double d) {
        emit(String.valueOf(d), false);
    }

    public void print(char[] s) {
        emit(new String(s), false);
    }

    public void print(String s) {
        emit(String.valueOf(s), false);
    }

    public void print(Object obj) {
        emit(String.valueOf(obj), false);
    }

    public void println() {
        emit("", true);
    }

    public void println(boolean x) {
        emit(String.valueOf(x), true);
    }

    public void println(char x) {
        emit(String.valueOf(x), true);
    }

    public void println(int x) {
        emit(String.valueOf(x), true);
    }

    public void println(long x) {
        emit(String.valueOf(x), true);
    }

    public void println(float x) {
        emit(String.valueOf(x), true);
    }

    public void println(double x) {
        emit(String.valueOf(x), true);
    }

    public void println(char[] x) {
        emit(new String(x), true);
    }

    public void println(String x) {
        emit(String.valueOf(x), true);
    }

    public void println(Object x) {
        emit(String.valueOf(x), true);
    }

    public PrintStream printf(String format, Object... args) {
        return format(format, args);
    }

    public PrintStream printf(Locale l, String format, Object... args) {
        return format(l, format, args);
    }

    public PrintStream format(String format, Object... args) {
        emit(new Formatter().format(format, args).toString(), false);
        return this;
    }

    public PrintStream format(Locale l, String format, Object... args) {
        emit(new Formatter(l).format(format, args).toString(), false);
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
