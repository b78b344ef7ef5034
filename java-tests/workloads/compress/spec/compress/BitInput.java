package spec.compress;

/** Reads what {@link BitOutput} wrote. */
final class BitInput {
    private final byte[] buf;
    private final int end;
    private int pos;
    private long acc;
    private int nacc;

    BitInput(byte[] buf, int len) {
        this.buf = buf;
        this.end = len;
    }

    int readInt() {
        int v = 0;
        for (int i = 0; i < 4; i++) {
            v = (v << 8) | (buf[pos++] & 0xFF);
        }
        return v;
    }

    /** The next code, or -1 at the end of the input. */
    int readCode(int width) {
        while (nacc < width) {
            if (pos >= end) {
                return -1;
            }
            acc |= ((long) (buf[pos++] & 0xFF)) << nacc;
            nacc += 8;
        }
        int code = (int) (acc & ((1L << width) - 1));
        acc >>>= width;
        nacc -= width;
        return code;
    }
}
