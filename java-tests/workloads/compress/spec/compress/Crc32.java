package spec.compress;

/** CRC-32 (IEEE 802.3, reflected), table driven. */
final class Crc32 {
    private static final int[] TABLE = new int[256];

    static {
        for (int n = 0; n < 256; n++) {
            int c = n;
            for (int k = 0; k < 8; k++) {
                c = (c & 1) != 0 ? 0xEDB88320 ^ (c >>> 1) : c >>> 1;
            }
            TABLE[n] = c;
        }
    }

    private int crc = 0xFFFFFFFF;

    void update(byte[] buf, int off, int len) {
        int c = crc;
        for (int i = off; i < off + len; i++) {
            c = TABLE[(c ^ buf[i]) & 0xFF] ^ (c >>> 8);
        }
        crc = c;
    }

    int value() {
        return ~crc;
    }

    static int of(byte[] buf, int len) {
        Crc32 c = new Crc32();
        c.update(buf, 0, len);
        return c.value();
    }
}
