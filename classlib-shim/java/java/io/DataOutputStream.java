package java.io;

/**
 * Writes big-endian primitive values and modified UTF-8 strings to an underlying stream and
 * counts the bytes written (rjvm shim).
 */
public class DataOutputStream extends FilterOutputStream implements DataOutput {
    /** Bytes written so far (saturates at Integer.MAX_VALUE). */
    protected int written;

    /** Scratch space for writeLong and writeUTF. */
    private byte[] scratch = new byte[8];

    public DataOutputStream(OutputStream out) {
        super(out);
    }

    private void count(int n) {
        int total = written + n;
        written = total < 0 ? Integer.MAX_VALUE : total;
    }

    public synchronized void write(int b) throws IOException {
        out.write(b);
        count(1);
    }

    public synchronized void write(byte[] b, int off, int len) throws IOException {
        out.write(b, off, len);
        count(len);
    }

    public void flush() throws IOException {
        out.flush();
    }

    public final void writeBoolean(boolean v) throws IOException {
        out.write(v ? 1 : 0);
        count(1);
    }

    public final void writeByte(int v) throws IOException {
        out.write(v);
        count(1);
    }

    public final void writeShort(int v) throws IOException {
        out.write((v >>> 8) & 0xff);
        out.write(v & 0xff);
        count(2);
    }

    public final void writeChar(int v) throws IOException {
        out.write((v >>> 8) & 0xff);
        out.write(v & 0xff);
        count(2);
    }

    public final void writeInt(int v) throws IOException {
        out.write((v >>> 24) & 0xff);
        out.write((v >>> 16) & 0xff);
        out.write((v >>> 8) & 0xff);
        out.write(v & 0xff);
        count(4);
    }

    public final void writeLong(long v) throws IOException {
        byte[] b = scratch;
        for (int i = 7; i >= 0; i--) {
            b[i] = (byte) v;
            v >>>= 8;
        }
        out.write(b, 0, 8);
        count(8);
    }

    public final void writeFloat(float v) throws IOException {
        writeInt(Float.floatToIntBits(v));
    }

    public final void writeDouble(double v) throws IOException {
        writeLong(Double.doubleToLongBits(v));
    }

    public final void writeBytes(String s) throws IOException {
        int len = s.length();
        for (int i = 0; i < len; i++) {
            out.write((byte) s.charAt(i));
        }
        count(len);
    }

    public final void writeChars(String s) throws IOException {
        int len = s.length();
        for (int i = 0; i < len; i++) {
            int c = s.charAt(i);
            out.write((c >>> 8) & 0xff);
            out.write(c & 0xff);
        }
        count(len * 2);
    }

    public final void writeUTF(String str) throws IOException {
        writeUTF(str, this);
    }

    public final int size() {
        return written;
    }

    /**
     * Writes str as a two-byte length followed by its modified UTF-8 encoding (NUL as C0 80,
     * supplementary chars as two 3-byte surrogates) with one out.write call; returns the byte
     * count. More than 65535 encoded bytes throws UTFDataFormatException.
     */
    static int writeUTF(String str, DataOutput out) throws IOException {
        int chars = str.length();
        int len = chars;
        for (int i = 0; i < chars; i++) {
            char c = str.charAt(i);
            if (c >= 0x800) {
                len += 2;
            } else if (c >= 0x80 || c == 0) {
                len += 1;
            }
        }
        if (len > 65535 || len < chars) {
            throw new UTFDataFormatException(tooLong(str, len));
        }
        byte[] b;
        if (out instanceof DataOutputStream) {
            DataOutputStream dos = (DataOutputStream) out;
            if (dos.scratch.length < len + 2) {
                dos.scratch = new byte[Math.max(len + 2, dos.scratch.length * 2)];
            }
            b = dos.scratch;
        } else {
            b = new byte[len + 2];
        }
        int p = 0;
        b[p++] = (byte) (len >>> 8);
        b[p++] = (byte) len;
        for (int i = 0; i < chars; i++) {
            char c = str.charAt(i);
            if (c != 0 && c < 0x80) {
                b[p++] = (byte) c;
            } else if (c < 0x800) {
                b[p++] = (byte) (0xc0 | (c >> 6));
                b[p++] = (byte) (0x80 | (c & 0x3f));
            } else {
                b[p++] = (byte) (0xe0 | (c >> 12));
                b[p++] = (byte) (0x80 | ((c >> 6) & 0x3f));
                b[p++] = (byte) (0x80 | (c & 0x3f));
            }
        }
        out.write(b, 0, len + 2);
        return len + 2;
    }

    /** HotSpot's message: the first and last 8 chars and the full encoded length. */
    private static String tooLong(String s, int len) {
        int chars = s.length();
        long actual = (long) chars + ((len - chars) & 0xffffffffL);
        return "encoded string (" + s.substring(0, 8) + "..." + s.substring(chars - 8, chars)
                + ") too long: " + actual + " bytes";
    }
}
