package java.io;

import java.util.Arrays;

/** A writer into a growing character array (rjvm shim). */
public class CharArrayWriter extends Writer {
    /** The characters written. */
    protected char[] buf;
    /** How many characters have been written. */
    protected int count;

    /** An empty writer. */
    public CharArrayWriter() {
        this(32);
    }

    /** An empty writer with room for {@code initialSize} characters. */
    public CharArrayWriter(int initialSize) {
        if (initialSize < 0) {
            throw new IllegalArgumentException("Negative initial size: " + initialSize);
        }
        buf = new char[initialSize];
    }

    private void ensure(int needed) {
        if (needed > buf.length) {
            buf = Arrays.copyOf(buf, Math.max(buf.length << 1, needed));
        }
    }

    @Override
    public void write(int c) {
        synchronized (lock) {
            ensure(count + 1);
            buf[count++] = (char) c;
        }
    }

    @Override
    public void write(char[] c, int off, int len) {
        if ((off < 0) || (off > c.length) || (len < 0) || ((off + len) > c.length) || ((off + len) < 0)) {
            throw new IndexOutOfBoundsException();
        } else if (len == 0) {
            return;
        }
        synchronized (lock) {
            ensure(count + len);
            System.arraycopy(c, off, buf, count, len);
            count += len;
        }
    }

    @Override
    public void write(String str, int off, int len) {
        synchronized (lock) {
            ensure(count + len);
            str.getChars(off, off + len, buf, count);
            count += len;
        }
    }

    /** Writes the characters so far to {@code out}. */
    public void writeTo(Writer out) throws IOException {
        synchronized (lock) {
            out.write(buf, 0, count);
        }
    }

    @Override
    public CharArrayWriter append(CharSequence csq) {
        String s = String.valueOf(csq);
        write(s, 0, s.length());
        return this;
    }

    @Override
    public CharArrayWriter append(CharSequence csq, int start, int end) {
        if (csq == null) {
            csq = "null";
        }
        return append(csq.subSequence(start, end));
    }

    @Override
    public CharArrayWriter append(char c) {
        write(c);
        return this;
    }

    /** Forgets the characters written (the array is kept). */
    public void reset() {
        count = 0;
    }

    /** A copy of the characters written. */
    public char[] toCharArray() {
        synchronized (lock) {
            return Arrays.copyOf(buf, count);
        }
    }

    /** How many characters have been written. */
    public int size() {
        return count;
    }

    /** The characters written, as a string. */
    @Override
    public String toString() {
        synchronized (lock) {
            return new String(buf, 0, count);
        }
    }

    @Override
    public void flush() {
    }

    @Override
    public void close() {
    }
}
