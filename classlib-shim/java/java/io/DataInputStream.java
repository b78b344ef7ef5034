package java.io;

/**
 * Reads big-endian primitive values and modified UTF-8 strings from an underlying stream
 * (rjvm shim). Running out of input in the middle of a value throws EOFException.
 */
public class DataInputStream extends FilterInputStream implements DataInput {
    /** Scratch space for readLong. */
    private final byte[] scratch = new byte[8];
    /** Reused by readLine. */
    private char[] lineChars;

    public DataInputStream(InputStream in) {
        super(in);
    }

    public final int read(byte[] b) throws IOException {
        return in.read(b, 0, b.length);
    }

    public final int read(byte[] b, int off, int len) throws IOException {
        return in.read(b, off, len);
    }

    public final void readFully(byte[] b) throws IOException {
        readFully(b, 0, b.length);
    }

    public final void readFully(byte[] b, int off, int len) throws IOException {
        InputStream.checkFromIndexSize(off, len, b.length);
        int done = 0;
        while (done < len) {
            int got = in.read(b, off + done, len - done);
            if (got < 0) {
                throw new EOFException();
            }
            done += got;
        }
    }

    public final int skipBytes(int n) throws IOException {
        int skipped = 0;
        while (skipped < n) {
            int step = (int) in.skip(n - skipped);
            if (step <= 0) {
                break;
            }
            skipped += step;
        }
        return skipped;
    }

    /** One byte of the underlying stream, 0..255; EOFException at the end. */
    private int next() throws IOException {
        int b = in.read();
        if (b < 0) {
            throw new EOFException();
        }
        return b;
    }

    public final boolean readBoolean() throws IOException {
        return next() != 0;
    }

    public final byte readByte() throws IOException {
        return (byte) next();
    }

    public final int readUnsignedByte() throws IOException {
        return next();
    }

    public final short readShort() throws IOException {
        return (short) readTwo();
    }

    public final int readUnsignedShort() throws IOException {
        return readTwo();
    }

    public final char readChar() throws IOException {
        return (char) readTwo();
    }

    /** Reads two bytes (both are consumed even if the second is missing). */
    private int readTwo() throws IOException {
        int hi = in.read();
        int lo = in.read();
        if ((hi | lo) < 0) {
            throw new EOFException();
        }
        return (hi << 8) | lo;
    }

    public final int readInt() throws IOException {
        int b0 = in.read();
        int b1 = in.read();
        int b2 = in.read();
        int b3 = in.read();
        if ((b0 | b1 | b2 | b3) < 0) {
            throw new EOFException();
        }
        return (b0 << 24) | (b1 << 16) | (b2 << 8) | b3;
    }

    public final long readLong() throws IOException {
        readFully(scratch, 0, 8);
        long v = 0;
        for (int i = 0; i < 8; i++) {
            v = (v << 8) | (scratch[i] & 0xff);
        }
        return v;
    }

    public final float readFloat() throws IOException {
        return Float.intBitsToFloat(readInt());
    }

    public final double readDouble() throws IOException {
        return Double.longBitsToDouble(readLong());
    }

    /**
     * Reads bytes up to a line terminator ("\n", "\r" or "\r\n"), each byte becoming one char.
     * Returns null at end of input when nothing was read. A byte read after a lone '\r' is
     * pushed back (wrapping the underlying stream in a PushbackInputStream if needed).
     */
    @Deprecated
    public final String readLine() throws IOException {
        char[] chars = lineChars;
        if (chars == null) {
            chars = lineChars = new char[128];
        }
        int n = 0;
        int c;
        while (true) {
            c = in.read();
            if (c == -1 || c == '\n') {
                break;
            }
            if (c == '\r') {
                int after = in.read();
                if (after != '\n' && after != -1) {
                    if (!(in instanceof PushbackInputStream)) {
                        in = new PushbackInputStream(in);
                    }
                    ((PushbackInputStream) in).unread(after);
                }
                break;
            }
            if (n == chars.length) {
                char[] bigger = new char[chars.length * 2 + 1];
                System.arraycopy(chars, 0, bigger, 0, n);
                chars = lineChars = bigger;
            }
            chars[n++] = (char) c;
        }
        if (c == -1 && n == 0) {
            return null;
        }
        return new String(chars, 0, n);
    }

    public final String readUTF() throws IOException {
        return readUTF(this);
    }

    /** Reads a length-prefixed modified UTF-8 string from in. */
    public static final String readUTF(DataInput in) throws IOException {
        int len = in.readUnsignedShort();
        byte[] bytes = new byte[len];
        in.readFully(bytes, 0, len);
        char[] out = new char[len];
        int n = 0;
        int pos = 0;
        while (pos < len) {
            int b = bytes[pos] & 0xff;
            int kind = b >> 4;
            if (kind < 8) {
                pos++;
                out[n++] = (char) b;
            } else if (kind == 12 || kind == 13) {
                pos += 2;
                if (pos > len) {
                    throw new UTFDataFormatException("malformed input: partial character at end");
                }
                int b2 = bytes[pos - 1];
                if ((b2 & 0xc0) != 0x80) {
                    throw new UTFDataFormatException("malformed input around byte " + pos);
                }
                out[n++] = (char) (((b & 0x1f) << 6) | (b2 & 0x3f));
            } else if (kind == 14) {
                pos += 3;
                if (pos > len) {
                    throw new UTFDataFormatException("malformed input: partial character at end");
                }
                int b2 = bytes[pos - 2];
                int b3 = bytes[pos - 1];
                if ((b2 & 0xc0) != 0x80 || (b3 & 0xc0) != 0x80) {
                    throw new UTFDataFormatException("malformed input around byte " + (pos - 1));
                }
                out[n++] = (char) (((b & 0x0f) << 12) | ((b2 & 0x3f) << 6) | (b3 & 0x3f));
            } else {
                throw new UTFDataFormatException("malformed input around byte " + pos);
            }
        }
        return new String(out, 0, n);
    }
}
