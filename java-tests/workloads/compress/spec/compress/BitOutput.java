package spec.compress;

/** Writes variable-width codes, least significant bit first, into a growing byte buffer. */
final class BitOutput {
    private byte[] buf;
    private int pos;
    private long acc;
    private int nacc;
    long codes;

    BitOutput(int capacity) {
        buf = new byte[Math.max(16, capacity)];
    }

    void writeByte(int b) {
        if (pos == buf.length) {
            byte[] n = new byte[buf.length * 2];
            System.arraycopy(buf, 0, n, 0, pos);
            buf = n;
        }
        buf[pos++] = (byte) b;
    }

    void writeInt(int v) {
        writeByte(v >>> 24);
        writeByte(v >>> 16);
        writeByte(v >>> 8);
        writeByte(v);
    }

    void writeCode(int code, int width) {
        acc |= ((long) code) << nacc;
        nacc += width;
        codes++;
        while (nacc >= 8) {
            writeByte((int) acc);
            acc >>>= 8;
            nacc -= 8;
        }
    }

    byte[] finish() {
        while (nacc > 0) {
            writeByte((int) acc);
            acc >>>= 8;
            nacc -= 8;
        }
        nacc = 0;
        byte[] out = new byte[pos];
        System.arraycopy(buf, 0, out, 0, pos);
        return out;
    }
}
