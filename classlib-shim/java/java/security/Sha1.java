package java.security;

/** SHA-1 (FIPS 180-4) over DigestBase (rjvm shim). */
final class Sha1 extends DigestBase {
    private int[] state = new int[5];
    private int[] w = new int[80];

    Sha1(String algorithm) {
        super(algorithm, 20, true);
        initState();
    }

    void initState() {
        state[0] = 0x67452301;
        state[1] = 0xefcdab89;
        state[2] = 0x98badcfe;
        state[3] = 0x10325476;
        state[4] = 0xc3d2e1f0;
    }

    void copyState() {
        state = state.clone();
        w = new int[80];
    }

    void compress(byte[] b, int ofs) {
        for (int i = 0; i < 16; i++) {
            w[i] = bigEndianInt(b, ofs + 4 * i);
        }
        for (int i = 16; i < 80; i++) {
            w[i] = Integer.rotateLeft(w[i - 3] ^ w[i - 8] ^ w[i - 14] ^ w[i - 16], 1);
        }
        int a = state[0];
        int bb = state[1];
        int c = state[2];
        int d = state[3];
        int e = state[4];
        for (int i = 0; i < 80; i++) {
            int f;
            int k;
            if (i < 20) {
                f = (bb & c) | (~bb & d);
                k = 0x5a827999;
            } else if (i < 40) {
                f = bb ^ c ^ d;
                k = 0x6ed9eba1;
            } else if (i < 60) {
                f = (bb & c) | (bb & d) | (c & d);
                k = 0x8f1bbcdc;
            } else {
                f = bb ^ c ^ d;
                k = 0xca62c1d6;
            }
            int t = Integer.rotateLeft(a, 5) + f + e + k + w[i];
            e = d;
            d = c;
            c = Integer.rotateLeft(bb, 30);
            bb = a;
            a = t;
        }
        state[0] += a;
        state[1] += bb;
        state[2] += c;
        state[3] += d;
        state[4] += e;
    }

    void output(byte[] out, int ofs) {
        putBigEndian(state, 5, out, ofs);
    }
}
