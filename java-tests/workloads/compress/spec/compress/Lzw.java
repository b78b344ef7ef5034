package spec.compress;

/**
 * LZW in the manner of Unix compress (and SPECjvm98's 201_compress): codes grow from 9 to
 * {@code maxBits} bits, an open-addressing hash table with double hashing maps (prefix, byte)
 * to codes, and a CLEAR code resets the table when it is full.
 */
final class Lzw {
    static final int CLEAR = 256;
    static final int FIRST = 257;
    static final int HSIZE = 69001; // prime, about 1.05 * 2^16

    final int maxBits;
    final int maxMax;

    Lzw(int maxBits) {
        this.maxBits = maxBits;
        this.maxMax = 1 << maxBits;
    }

    static int bitsFor(int code) {
        int n = 9;
        while ((1 << n) <= code) {
            n++;
        }
        return n;
    }

    final class Compressor implements Codec {
        private final int[] htab = new int[HSIZE];
        private final int[] codetab = new int[HSIZE];
        int clears;

        public String name() {
            return "compress/" + maxBits;
        }

        private void clearTable() {
            for (int i = 0; i < HSIZE; i++) {
                htab[i] = -1;
            }
        }

        public byte[] apply(byte[] in, int len) {
            BitOutput out = new BitOutput(len / 2 + 16);
            out.writeInt(len);
            if (len == 0) {
                return out.finish();
            }
            clearTable();
            int hshift = 0;
            for (int fc = HSIZE; fc < 65536; fc *= 2) {
                hshift++;
            }
            hshift = 8 - hshift;
            int freeEnt = FIRST;
            int ent = in[0] & 0xFF;
            for (int p = 1; p < len; p++) {
                int c = in[p] & 0xFF;
                int fcode = (c << maxBits) + ent;
                int i = (c << hshift) ^ ent;
                boolean found = false;
                if (htab[i] == fcode) {
                    ent = codetab[i];
                    continue;
                } else if (htab[i] >= 0) {
                    int disp = i == 0 ? 1 : HSIZE - i;
                    while (true) {
                        i -= disp;
                        if (i < 0) {
                            i += HSIZE;
                        }
                        if (htab[i] == fcode) {
                            ent = codetab[i];
                            found = true;
                            break;
                        }
                        if (htab[i] < 0) {
                            break;
                        }
                    }
                }
                if (found) {
                    continue;
                }
                out.writeCode(ent, bitsFor(freeEnt - 1));
                if (freeEnt < maxMax) {
                    codetab[i] = freeEnt++;
                    htab[i] = fcode;
                } else {
                    out.writeCode(CLEAR, bitsFor(freeEnt - 1));
                    clearTable();
                    freeEnt = FIRST;
                    clears++;
                }
                ent = c;
            }
            out.writeCode(ent, bitsFor(freeEnt - 1));
            return out.finish();
        }
    }

    final class Decompressor implements Codec {
        private final int[] prefix = new int[maxMax];
        private final byte[] suffix = new byte[maxMax];
        private final byte[] stack = new byte[maxMax + 1];

        public String name() {
            return "uncompress/" + maxBits;
        }

        public byte[] apply(byte[] in, int len) {
            BitInput bits = new BitInput(in, len);
            int outLen = bits.readInt();
            byte[] out = new byte[outLen];
            int op = 0;
            for (int i = 0; i < 256; i++) {
                prefix[i] = 0;
                suffix[i] = (byte) i;
            }
            int freeEnt = FIRST;
            int oldcode = -1;
            int finchar = 0;
            while (op < outLen) {
                int width = oldcode < 0 ? 9 : bitsFor(Math.min(freeEnt, maxMax - 1));
                int code = bits.readCode(width);
                if (code < 0) {
                    throw new IllegalStateException("truncated input at " + op);
                }
                if (code == CLEAR) {
                    freeEnt = FIRST;
                    oldcode = -1;
                    continue;
                }
                if (oldcode < 0) {
                    finchar = code;
                    out[op++] = (byte) code;
                    oldcode = code;
                    continue;
                }
                int incode = code;
                int sp = 0;
                if (code >= freeEnt) {
                    if (code > freeEnt) {
                        throw new IllegalStateException("bad code " + code + " at " + op);
                    }
                    stack[sp++] = (byte) finchar;
                    code = oldcode;
                }
                while (code >= 256) {
                    stack[sp++] = suffix[code];
                    code = prefix[code];
                }
                finchar = suffix[code] & 0xFF;
                stack[sp++] = (byte) finchar;
                while (sp > 0 && op < outLen) {
                    out[op++] = stack[--sp];
                }
                if (freeEnt < maxMax) {
                    prefix[freeEnt] = oldcode;
                    suffix[freeEnt] = (byte) finchar;
                    freeEnt++;
                }
                oldcode = incode;
            }
            return out;
        }
    }
}
