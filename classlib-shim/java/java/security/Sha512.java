package java.security;

/** SHA-512, SHA-384, SHA-512/224 and SHA-512/256 (FIPS 180-4) over DigestBase (rjvm shim). */
final class Sha512 extends DigestBase {
    private static final long[] K = {
        0x428a2f98d728ae22L, 0x7137449123ef65cdL, 0xb5c0fbcfec4d3b2fL, 0xe9b5dba58189dbbcL,
        0x3956c25bf348b538L, 0x59f111f1b605d019L, 0x923f82a4af194f9bL, 0xab1c5ed5da6d8118L,
        0xd807aa98a3030242L, 0x12835b0145706fbeL, 0x243185be4ee4b28cL, 0x550c7dc3d5ffb4e2L,
        0x72be5d74f27b896fL, 0x80deb1fe3b1696b1L, 0x9bdc06a725c71235L, 0xc19bf174cf692694L,
        0xe49b69c19ef14ad2L, 0xefbe4786384f25e3L, 0x0fc19dc68b8cd5b5L, 0x240ca1cc77ac9c65L,
        0x2de92c6f592b0275L, 0x4a7484aa6ea6e483L, 0x5cb0a9dcbd41fbd4L, 0x76f988da831153b5L,
        0x983e5152ee66dfabL, 0xa831c66d2db43210L, 0xb00327c898fb213fL, 0xbf597fc7beef0ee4L,
        0xc6e00bf33da88fc2L, 0xd5a79147930aa725L, 0x06ca6351e003826fL, 0x142929670a0e6e70L,
        0x27b70a8546d22ffcL, 0x2e1b21385c26c926L, 0x4d2c6dfc5ac42aedL, 0x53380d139d95b3dfL,
        0x650a73548baf63deL, 0x766a0abb3c77b2a8L, 0x81c2c92e47edaee6L, 0x92722c851482353bL,
        0xa2bfe8a14cf10364L, 0xa81a664bbc423001L, 0xc24b8b70d0f89791L, 0xc76c51a30654be30L,
        0xd192e819d6ef5218L, 0xd69906245565a910L, 0xf40e35855771202aL, 0x106aa07032bbd1b8L,
        0x19a4c116b8d2d0c8L, 0x1e376c085141ab53L, 0x2748774cdf8eeb99L, 0x34b0bcb5e19b48a8L,
        0x391c0cb3c5c95a63L, 0x4ed8aa4ae3418acbL, 0x5b9cca4f7763e373L, 0x682e6ff3d6b2b8a3L,
        0x748f82ee5defb2fcL, 0x78a5636f43172f60L, 0x84c87814a1f0ab72L, 0x8cc702081a6439ecL,
        0x90befffa23631e28L, 0xa4506cebde82bde9L, 0xbef9a3f7b2c67915L, 0xc67178f2e372532bL,
        0xca273eceea26619cL, 0xd186b8c721c0c207L, 0xeada7dd6cde0eb1eL, 0xf57d4f7fee6ed178L,
        0x06f067aa72176fbaL, 0x0a637dc5a2c898a6L, 0x113f9804bef90daeL, 0x1b710b35131c471bL,
        0x28db77f523047d84L, 0x32caab7b40c72493L, 0x3c9ebe0a15c9bebcL, 0x431d67c49c100d4cL,
        0x4cc5d4becb3e42b6L, 0x597f299cfc657e2aL, 0x5fcb6fab3ad6faecL, 0x6c44198c4a475817L,
    };
    private static final long[] IV512 = {
        0x6a09e667f3bcc908L, 0xbb67ae8584caa73bL, 0x3c6ef372fe94f82bL, 0xa54ff53a5f1d36f1L,
        0x510e527fade682d1L, 0x9b05688c2b3e6c1fL, 0x1f83d9abfb41bd6bL, 0x5be0cd19137e2179L,
    };
    private static final long[] IV384 = {
        0xcbbb9d5dc1059ed8L, 0x629a292a367cd507L, 0x9159015a3070dd17L, 0x152fecd8f70e5939L,
        0x67332667ffc00b31L, 0x8eb44a8768581511L, 0xdb0c2e0d64f98fa7L, 0x47b5481dbefa4fa4L,
    };
    private static final long[] IV512_224 = {
        0x8c3d37c819544da2L, 0x73e1996689dcd4d6L, 0x1dfab7ae32ff9c82L, 0x679dd514582f9fcfL,
        0x0f6d2b697bd44da8L, 0x77e36f7304c48942L, 0x3f9d85a86a1d36c8L, 0x1112e6ad91d692a1L,
    };
    private static final long[] IV512_256 = {
        0x22312194fc2bf72cL, 0x9f555fa3c84c64c2L, 0x2393b86b6f53b151L, 0x963877195940eabdL,
        0x96283ee2a88effe3L, 0xbe5e1e2553863992L, 0x2b0199fc2c85b8aaL, 0x0eb72ddc81c52ca2L,
    };
    private final long[] iv;
    private long[] state = new long[8];
    private long[] w = new long[80];

    /** digestLength 64 (SHA-512), 48 (SHA-384), 28 (SHA-512/224) or 32 (SHA-512/256). */
    Sha512(String algorithm, int digestLength) {
        super(algorithm, digestLength, true, 128);
        this.iv = digestLength == 64 ? IV512 : digestLength == 48 ? IV384 : digestLength == 32 ? IV512_256 : IV512_224;
        initState();
    }

    void initState() {
        System.arraycopy(iv, 0, state, 0, 8);
    }

    void copyState() {
        state = state.clone();
        w = new long[80];
    }

    private static long bigEndianLong(byte[] b, int i) {
        return ((long) bigEndianInt(b, i) << 32) | (bigEndianInt(b, i + 4) & 0xffffffffL);
    }

    void compress(byte[] b, int ofs) {
        for (int i = 0; i < 16; i++) {
            w[i] = bigEndianLong(b, ofs + 8 * i);
        }
        for (int i = 16; i < 80; i++) {
            long x = w[i - 15];
            long y = w[i - 2];
            long s0 = Long.rotateRight(x, 1) ^ Long.rotateRight(x, 8) ^ (x >>> 7);
            long s1 = Long.rotateRight(y, 19) ^ Long.rotateRight(y, 61) ^ (y >>> 6);
            w[i] = w[i - 16] + s0 + w[i - 7] + s1;
        }
        long a = state[0];
        long bb = state[1];
        long c = state[2];
        long d = state[3];
        long e = state[4];
        long f = state[5];
        long g = state[6];
        long h = state[7];
        for (int i = 0; i < 80; i++) {
            long s1 = Long.rotateRight(e, 14) ^ Long.rotateRight(e, 18) ^ Long.rotateRight(e, 41);
            long ch = (e & f) ^ (~e & g);
            long t1 = h + s1 + ch + K[i] + w[i];
            long s0 = Long.rotateRight(a, 28) ^ Long.rotateRight(a, 34) ^ Long.rotateRight(a, 39);
            long maj = (a & bb) ^ (a & c) ^ (bb & c);
            long t2 = s0 + maj;
            h = g;
            g = f;
            f = e;
            e = d + t1;
            d = c;
            c = bb;
            bb = a;
            a = t1 + t2;
        }
        state[0] += a;
        state[1] += bb;
        state[2] += c;
        state[3] += d;
        state[4] += e;
        state[5] += f;
        state[6] += g;
        state[7] += h;
    }

    void output(byte[] out, int ofs) {
        int n = engineGetDigestLength();
        for (int i = 0; i < n; i++) {
            out[ofs + i] = (byte) (state[i >> 3] >>> (56 - 8 * (i & 7)));
        }
    }
}
