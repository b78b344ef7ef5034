package java.util;

/**
 * Base64 encoders and decoders (rjvm shim): the basic (RFC 4648), URL-safe and MIME kinds,
 * with the JDK's output lengths, padding rules, MIME line breaking and error messages. The
 * stream wrappers ({@code wrap}) and the ByteBuffer methods are not provided.
 */
public class Base64 {
    private Base64() {
    }

    private static final char[] TO_BASE64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".toCharArray();
    private static final char[] TO_BASE64_URL = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_".toCharArray();
    private static final int[] FROM_BASE64 = inverse(TO_BASE64);
    private static final int[] FROM_BASE64_URL = inverse(TO_BASE64_URL);
    private static final int MIMELINEMAX = 76;
    private static final byte[] CRLF = new byte[] {'\r', '\n'};

    /** Each byte's 6-bit value, -2 for '=', -1 for the others. */
    private static int[] inverse(char[] alphabet) {
        int[] t = new int[256];
        Arrays.fill(t, -1);
        for (int i = 0; i < alphabet.length; i++) {
            t[alphabet[i]] = i;
        }
        t['='] = -2;
        return t;
    }

    /** The basic encoder (RFC 4648, padded, no line breaks). */
    public static Encoder getEncoder() {
        return Encoder.RFC4648;
    }

    /** The URL- and file-name-safe encoder. */
    public static Encoder getUrlEncoder() {
        return Encoder.RFC4648_URLSAFE;
    }

    /** The MIME encoder: lines of 76 characters separated by CRLF. */
    public static Encoder getMimeEncoder() {
        return Encoder.RFC2045;
    }

    /** A MIME encoder with lines of {@code lineLength} (rounded down to a multiple of 4) and its separator. */
    public static Encoder getMimeEncoder(int lineLength, byte[] lineSeparator) {
        Objects.requireNonNull(lineSeparator);
        int[] base64 = FROM_BASE64;
        for (byte b : lineSeparator) {
            if (base64[b & 0xff] != -1) {
                throw new IllegalArgumentException("Illegal base64 line separator character 0x" + Integer.toString(b, 16));
            }
        }
        lineLength &= ~0b11;
        if (lineLength <= 0) {
            return Encoder.RFC4648;
        }
        return new Encoder(false, lineSeparator, lineLength, true);
    }

    /** The basic decoder. */
    public static Decoder getDecoder() {
        return Decoder.RFC4648;
    }

    /** The URL- and file-name-safe decoder. */
    public static Decoder getUrlDecoder() {
        return Decoder.RFC4648_URLSAFE;
    }

    /** The MIME decoder: characters outside the alphabet are ignored. */
    public static Decoder getMimeDecoder() {
        return Decoder.RFC2045;
    }

    /** Encodes bytes into Base64. */
    public static class Encoder {
        private final byte[] newline;
        private final int linemax;
        private final boolean isURL;
        private final boolean doPadding;

        static final Encoder RFC4648 = new Encoder(false, null, -1, true);
        static final Encoder RFC4648_URLSAFE = new Encoder(true, null, -1, true);
        static final Encoder RFC2045 = new Encoder(false, CRLF, MIMELINEMAX, true);

        private Encoder(boolean isURL, byte[] newline, int linemax, boolean doPadding) {
            this.isURL = isURL;
            this.newline = newline;
            this.linemax = linemax;
            this.doPadding = doPadding;
        }

        private int outLength(int srclen) {
            int len;
            if (doPadding) {
                len = 4 * ((srclen + 2) / 3);
            } else {
                int n = srclen % 3;
                len = 4 * (srclen / 3) + (n == 0 ? 0 : n + 1);
            }
            if (linemax > 0 && len > 0) {
                len += (len - 1) / linemax * newline.length;
            }
            return len;
        }

        /** The Base64 encoding of {@code src}. */
        public byte[] encode(byte[] src) {
            byte[] dst = new byte[outLength(src.length)];
            int ret = encode0(src, 0, src.length, dst);
            if (ret != dst.length) {
                return Arrays.copyOf(dst, ret);
            }
            return dst;
        }

        /** Encodes {@code src} into {@code dst}; the number of bytes written. */
        public int encode(byte[] src, byte[] dst) {
            int len = outLength(src.length);
            if (dst.length < len) {
                throw new IllegalArgumentException("Output byte array is too small for encoding all input bytes");
            }
            return encode0(src, 0, src.length, dst);
        }

        /** The Base64 encoding of {@code src}, as a string. */
        public String encodeToString(byte[] src) {
            return new String(encode(src), java.nio.charset.StandardCharsets.ISO_8859_1);
        }

        /** This encoder without the padding {@code =} characters. */
        public Encoder withoutPadding() {
            if (!doPadding) {
                return this;
            }
            return new Encoder(isURL, newline, linemax, false);
        }

        private int encode0(byte[] src, int off, int end, byte[] dst) {
            char[] base64 = isURL ? TO_BASE64_URL : TO_BASE64;
            int sp = off;
            int slen = (end - off) / 3 * 3;
            int sl = off + slen;
            int dp = 0;
            int lineChars = 0;
            while (sp < sl) {
                int bits = (src[sp++] & 0xff) << 16 | (src[sp++] & 0xff) << 8 | (src[sp++] & 0xff);
                if (linemax > 0 && lineChars == linemax) {
                    for (byte b : newline) {
                        dst[dp++] = b;
                    }
                    lineChars = 0;
                }
                dst[dp++] = (byte) base64[(bits >>> 18) & 0x3f];
                dst[dp++] = (byte) base64[(bits >>> 12) & 0x3f];
                dst[dp++] = (byte) base64[(bits >>> 6) & 0x3f];
                dst[dp++] = (byte) base64[bits & 0x3f];
                lineChars += 4;
            }
            if (sp < end) {
                if (linemax > 0 && lineChars == linemax) {
                    for (byte b : newline) {
                        dst[dp++] = b;
                    }
                }
                int b0 = src[sp++] & 0xff;
                dst[dp++] = (byte) base64[b0 >> 2];
                if (sp == end) {
                    dst[dp++] = (byte) base64[(b0 << 4) & 0x3f];
                    if (doPadding) {
                        dst[dp++] = '=';
                        dst[dp++] = '=';
                    }
                } else {
                    int b1 = src[sp++] & 0xff;
                    dst[dp++] = (byte) base64[(b0 << 4) & 0x3f | (b1 >> 4)];
                    dst[dp++] = (byte) base64[(b1 << 2) & 0x3f];
                    if (doPadding) {
                        dst[dp++] = '=';
                    }
                }
            }
            return dp;
        }
    }

    /** Decodes Base64 into bytes. */
    public static class Decoder {
        private final boolean isURL;
        private final boolean isMIME;

        static final Decoder RFC4648 = new Decoder(false, false);
        static final Decoder RFC4648_URLSAFE = new Decoder(true, false);
        static final Decoder RFC2045 = new Decoder(false, true);

        private Decoder(boolean isURL, boolean isMIME) {
            this.isURL = isURL;
            this.isMIME = isMIME;
        }

        /** The bytes {@code src} encodes. */
        public byte[] decode(byte[] src) {
            byte[] dst = new byte[decodedOutLength(src, 0, src.length)];
            int ret = decode0(src, 0, src.length, dst);
            if (ret != dst.length) {
                dst = Arrays.copyOf(dst, ret);
            }
            return dst;
        }

        /** The bytes the ISO 8859-1 string {@code src} encodes. */
        public byte[] decode(String src) {
            return decode(src.getBytes(java.nio.charset.StandardCharsets.ISO_8859_1));
        }

        /** Decodes {@code src} into {@code dst}; the number of bytes written. */
        public int decode(byte[] src, byte[] dst) {
            int len = decodedOutLength(src, 0, src.length);
            if (dst.length < len || len == -1) {
                throw new IllegalArgumentException("Output byte array is too small for decoding all input bytes");
            }
            return decode0(src, 0, src.length, dst);
        }

        /** An upper bound of the decoded length, as the JDK computes it (its checks included). */
        private int decodedOutLength(byte[] src, int sp, int sl) {
            int[] base64 = isURL ? FROM_BASE64_URL : FROM_BASE64;
            int paddings = 0;
            int len = sl - sp;
            if (len == 0) {
                return 0;
            }
            if (len < 2) {
                if (isMIME && base64[0] == -1) {
                    return 0;
                }
                throw new IllegalArgumentException("Input byte[] should at least have 2 bytes for base64 bytes");
            }
            if (isMIME) {
                int n = 0;
                while (sp < sl) {
                    int b = src[sp++] & 0xff;
                    if (b == '=') {
                        len -= (sl - sp + 1);
                        break;
                    }
                    if (base64[b] == -1) {
                        n++;
                    }
                }
                len -= n;
            } else {
                if (src[sl - 1] == '=') {
                    paddings++;
                    if (src[sl - 2] == '=') {
                        paddings++;
                    }
                }
            }
            if (paddings == 0 && (len & 0x3) != 0) {
                paddings = 4 - (len & 0x3);
            }
            return 3 * (int) ((len + 3L) / 4) - paddings;
        }

        private int decode0(byte[] src, int sp, int sl, byte[] dst) {
            int[] base64 = isURL ? FROM_BASE64_URL : FROM_BASE64;
            int dp = 0;
            int bits = 0;
            int shiftto = 18;
            while (sp < sl) {
                int b = base64[src[sp++] & 0xff];
                if (b < 0) {
                    if (b == -2) {
                        // '=': only after 2 or 3 characters of a unit, and after 2 it needs a second '='.
                        if (shiftto == 6 && (sp == sl || src[sp++] != '=') || shiftto == 18) {
                            throw new IllegalArgumentException("Input byte array has wrong 4-byte ending unit");
                        }
                        break;
                    }
                    if (isMIME) {
                        continue;
                    }
                    throw new IllegalArgumentException("Illegal base64 character " + Integer.toString(src[sp - 1], 16));
                }
                bits |= (b << shiftto);
                shiftto -= 6;
                if (shiftto < 0) {
                    dst[dp++] = (byte) (bits >> 16);
                    dst[dp++] = (byte) (bits >> 8);
                    dst[dp++] = (byte) (bits);
                    shiftto = 18;
                    bits = 0;
                }
            }
            if (shiftto == 6) {
                dst[dp++] = (byte) (bits >> 16);
            } else if (shiftto == 0) {
                dst[dp++] = (byte) (bits >> 16);
                dst[dp++] = (byte) (bits >> 8);
            } else if (shiftto == 12) {
                throw new IllegalArgumentException("Last unit does not have enough valid bits");
            }
            while (sp < sl) {
                if (isMIME && base64[src[sp++] & 0xff] < 0) {
                    continue;
                }
                throw new IllegalArgumentException("Input byte array has incorrect ending byte at " + sp);
            }
            return dp;
        }
    }
}
