package java.io;

/**
 * A file read and written at a movable file pointer (rjvm shim). Covers modes "r" and "rw"
 * ("rws" and "rwd" are accepted and behave as "rw": the VM does not sync), unbuffered byte and
 * array reads and writes, the DataInput/DataOutput methods in JDK 17's byte order and
 * encodings, seek, getFilePointer, length, setLength, skipBytes, getFD and close. Messages are
 * HotSpot's: "PATH (No such file or directory)", "Stream Closed" after close, "Negative seek
 * offset". Leaves out getChannel (rjvm has no java.nio.channels).
 */
public class RandomAccessFile implements DataOutput, DataInput, Closeable {
    private final FileDescriptor fd;
    private volatile boolean closed;

    public RandomAccessFile(String name, String mode) throws FileNotFoundException {
        this(name != null ? new File(name) : null, mode);
    }

    public RandomAccessFile(File file, String mode) throws FileNotFoundException {
        String name = file != null ? file.getPath() : null;
        if (!mode.equals("r") && !mode.equals("rw") && !mode.equals("rws") && !mode.equals("rwd")) {
            throw new IllegalArgumentException("Illegal mode \"" + mode
                    + "\" must be one of \"r\", \"rw\", \"rws\", or \"rwd\"");
        }
        if (name == null) {
            throw new NullPointerException();
        }
        this.fd = new FileDescriptor(open0(name, mode.startsWith("rw")));
    }

    /** Opens read-only, or read/write creating the file; directories are refused. */
    private static native int open0(String path, boolean write) throws FileNotFoundException;

    /** As FileInputStream's: up to len bytes at the pointer, -1 at end of file. */
    private static native int readBytes0(int fd, byte[] b, int off, int len) throws IOException;

    private static native void writeBytes0(int fd, byte[] b, int off, int len) throws IOException;

    private static native void seek0(int fd, long pos) throws IOException;

    private static native long getFilePointer0(int fd) throws IOException;

    private static native long length0(int fd) throws IOException;

    /** Truncates or extends; moves a pointer beyond the new end to it. */
    private static native void setLength0(int fd, long newLength) throws IOException;

    private static native void close0(int fd) throws IOException;

    public final FileDescriptor getFD() throws IOException {
        return fd;
    }

    /** Throws IndexOutOfBoundsException (no message, as the JDK's natives) for a bad range. */
    private static void checkRange(byte[] b, int off, int len) {
        if (off < 0 || len < 0 || len > b.length - off) {
            throw new IndexOutOfBoundsException();
        }
    }

    public int read() throws IOException {
        byte[] one = new byte[1];
        return readBytes0(fd.fd, one, 0, 1) <= 0 ? -1 : (one[0] & 0xff);
    }

    public int read(byte[] b, int off, int len) throws IOException {
        checkRange(b, off, len);
        if (len == 0) {
            return 0;
        }
        return readBytes0(fd.fd, b, off, len);
    }

    public int read(byte[] b) throws IOException {
        return read(b, 0, b.length);
    }

    public final void readFully(byte[] b) throws IOException {
        readFully(b, 0, b.length);
    }

    public final void readFully(byte[] b, int off, int len) throws IOException {
        int n = 0;
        while (n < len) {
            int count = read(b, off + n, len - n);
            if (count < 0) {
                throw new EOFException();
            }
            n += count;
        }
    }

    public int skipBytes(int n) throws IOException {
        if (n <= 0) {
            return 0;
        }
        long pos = getFilePointer();
        long newPos = Math.min(pos + n, length());
        seek(newPos);
        return (int) (newPos - pos);
    }

    public void write(int b) throws IOException {
        writeBytes0(fd.fd, new byte[] {(byte) b}, 0, 1);
    }

    public void write(byte[] b) throws IOException {
        write(b, 0, b.length);
    }

    public void write(byte[] b, int off, int len) throws IOException {
        checkRange(b, off, len);
        if (len == 0) {
            return;
        }
        writeBytes0(fd.fd, b, off, len);
    }

    public long getFilePointer() throws IOException {
        return getFilePointer0(fd.fd);
    }

    public void seek(long pos) throws IOException {
        if (pos < 0) {
            throw new IOException("Negative seek offset");
        }
        seek0(fd.fd, pos);
    }

    public long length() throws IOException {
        return length0(fd.fd);
    }

    public void setLength(long newLength) throws IOException {
        if (newLength < 0 && !closed) {
            // ftruncate's EINVAL, as HotSpot reports it.
            throw new IOException("Invalid argument");
        }
        setLength0(fd.fd, newLength);
    }

    public void close() throws IOException {
        if (closed) {
            return;
        }
        closed = true;
        int n = fd.fd;
        fd.fd = -1;
        close0(n);
    }

    public final boolean readBoolean() throws IOException {
        return readUnsignedByte() != 0;
    }

    public final byte readByte() throws IOException {
        return (byte) readUnsignedByte();
    }

    public final int readUnsignedByte() throws IOException {
        int ch = read();
        if (ch < 0) {
            throw new EOFException();
        }
        return ch;
    }

    public final short readShort() throws IOException {
        return (short) readUnsignedShort();
    }

    public final int readUnsignedShort() throws IOException {
        int ch1 = read();
        int ch2 = read();
        if ((ch1 | ch2) < 0) {
            throw new EOFException();
        }
        return (ch1 << 8) + ch2;
    }

    public final char readChar() throws IOException {
        return (char) readUnsignedShort();
    }

    public final int readInt() throws IOException {
        int ch1 = read();
        int ch2 = read();
        int ch3 = read();
        int ch4 = read();
        if ((ch1 | ch2 | ch3 | ch4) < 0) {
            throw new EOFException();
        }
        return (ch1 << 24) + (ch2 << 16) + (ch3 << 8) + ch4;
    }

    public final long readLong() throws IOException {
        return ((long) readInt() << 32) + (readInt() & 0xFFFFFFFFL);
    }

    public final float readFloat() throws IOException {
        return Float.intBitsToFloat(readInt());
    }

    public final double readDouble() throws IOException {
        return Double.longBitsToDouble(readLong());
    }

    /**
     * Reads bytes (each one char) up to "\n", "\r" or "\r\n"; null at end of file when nothing
     * was read. After a lone '\r' the pointer is moved back over the byte read after it.
     */
    public final String readLine() throws IOException {
        StringBuilder line = new StringBuilder();
        int c;
        while (true) {
            c = read();
            if (c == -1 || c == '\n') {
                break;
            }
            if (c == '\r') {
                long cur = getFilePointer();
                if (read() != '\n') {
                    seek(cur);
                }
                break;
            }
            line.append((char) c);
        }
        if (c == -1 && line.length() == 0) {
            return null;
        }
        return line.toString();
    }

    public final String readUTF() throws IOException {
        return DataInputStream.readUTF(this);
    }

    public final void writeBoolean(boolean v) throws IOException {
        write(v ? 1 : 0);
    }

    public final void writeByte(int v) throws IOException {
        write(v);
    }

    public final void writeShort(int v) throws IOException {
        write((v >>> 8) & 0xFF);
        write(v & 0xFF);
    }

    public final void writeChar(int v) throws IOException {
        writeShort(v);
    }

    public final void writeInt(int v) throws IOException {
        write((v >>> 24) & 0xFF);
        write((v >>> 16) & 0xFF);
        write((v >>> 8) & 0xFF);
        write(v & 0xFF);
    }

    public final void writeLong(long v) throws IOException {
        writeInt((int) (v >>> 32));
        writeInt((int) v);
    }

    public final void writeFloat(float v) throws IOException {
        writeInt(Float.floatToIntBits(v));
    }

    public final void writeDouble(double v) throws IOException {
        writeLong(Double.doubleToLongBits(v));
    }

    /** The low byte of each char. */
    public final void writeBytes(String s) throws IOException {
        byte[] b = new byte[s.length()];
        for (int i = 0; i < b.length; i++) {
            b[i] = (byte) s.charAt(i);
        }
        write(b, 0, b.length);
    }

    /** Each char as two bytes, high byte first. */
    public final void writeChars(String s) throws IOException {
        byte[] b = new byte[s.length() * 2];
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            b[2 * i] = (byte) (c >>> 8);
            b[2 * i + 1] = (byte) c;
        }
        write(b, 0, b.length);
    }

    public final void writeUTF(String str) throws IOException {
        DataOutputStream.writeUTF(str, this);
    }
}
