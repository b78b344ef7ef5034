package java.security;

/** MD5 (RFC 1321) over DigestBase (rjvm shim). */
final class Md5 extends DigestBase {
    /** Per-step left-rotation amounts, four per round. */
    private static final int[] SHIFTS = {7, 12, 17, 22, 5, 9, 14, 20, 4, 11, 16, 23, 6, 10, 15, 21};
    /** floor(abs(sin(i + 1)) * 2^32). */
    private static final int[] K = new int[64];

    static {
        for (int i = 0; i < 64; i++) {
            K[i] = (int) (long) (Math.abs(StrictMath.sin(i + 1)) * 4294967296.0);
        }
    }

    private int[] state = new int[4];
    private int[] x = new int[16];

    Md5(String algorithm) {
        super(algorithm, 16, false);
        initState();
    }

    void initState() {
        state[0] = 0x67452301;
        state[1] = 0xefcdab89;
        state[2] = 0x98badcfe;
        state[3] = 0x10325476;
    }

    void copyState() {
        state = state.clone();
        x = new int[16];
    }

    void compress(byte[] b, int ofs) {
        for (int i = 0; i < 16; i++) {
            int p = ofs + 4 * i;
            x[i] = (b[p] & 0xff) | ((b[p + 1] & 0xff) << 8) | ((b[p + 2] & 0xff) << 16) | (b[p + 3] << 24);
        }
        int a = state[0];
        int bb = state[1];
        int c = state[2];
        int d = state[3];
        for (int i = 0; i < 64; i++) {
            int f;
            int g;
            int round = i >> 4;
            if (round == 0) {
                f = (bb & c) | (~bb & d);
                g = i;
            } else if (round == 1) {
                f = (d & bb) | (~d & c);
                g = (5 * i + 1) & 15;
            } else if (round == 2) {
                f = bb ^ c ^ d;
                g = (3 * i + 5) & 15;
            } else {
                f = c ^ (bb | ~d);
                g = (7 * i) & 15;
            }
            int t = d;
            d = c;
            c = bb;
            bb = bb + Integer.rotateLeft(a + f + K[i] + x[g], SHIFTS[(round << 2) | (i & 3)]);
            a = t;
        }
        state[0] += a;
        state[1] += bb;
        state[2] += c;
        state[3] += d;
    }

    void output(byte[] out, int ofs) {
        for (int i = 0; i < 4; i++) {
            int v = state[i];
            out[ofs + 4 * i] = (byte) v;
            out[ofs + 4 * i + 1] = (byte) (v >>> 8);
            out[ofs + 4 * i + 2] = (byte) (v >>> 16);
            out[ofs + 4 * i + 3] = (byte) (v >>> 24);
        }
    }
}
