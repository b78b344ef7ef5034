package java.util.zip;

/**
 * The CRC-32 of a byte stream (rjvm shim): the reflected polynomial 0xEDB88320, initial and
 * final value all ones, as ZIP, gzip and {@code java.util.zip.CRC32}; table-driven, one byte at
 * a time.
 */
public class CRC32 implements Checksum {
    private static final int[] TABLE = makeTable();

    /** The running CRC, not yet inverted. */
    private int crc = 0xFFFFFFFF;

    /** A checksum of no bytes. */
    public CRC32() {
    }

    private static int[] makeTable() {
        int[] t = new int[256];
        for (int n = 0; n < 256; n++) {
            int c = n;
            for (int k = 0; k < 8; k++) {
                c = (c & 1) != 0 ? 0xEDB88320 ^ (c >>> 1) : c >>> 1;
            }
            t[n] = c;
        }
        return t;
    }

    @Override
    public void update(int b) {
        crc = TABLE[(crc ^ b) & 0xFF] ^ (crc >>> 8);
    }

    @Override
    public void update(byte[] b, int off, int len) {
        Adler32.checkRange(b, off, len);
        int c = crc;
        for (int i = off, end = off + len; i < end; i++) {
            c = TABLE[(c ^ b[i]) & 0xFF] ^ (c >>> 8);
        }
        crc = c;
    }

    @Override
    public void update(byte[] b) {
        update(b, 0, b.length);
    }

    @Override
    public long getValue() {
        return ~crc & 0xFFFFFFFFL;
    }

    @Override
    public void reset() {
        crc = 0xFFFFFFFF;
    }
}
