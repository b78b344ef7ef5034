package java.lang;

import java.io.Serializable;
import java.io.UnsupportedEncodingException;
import java.nio.charset.Charset;
import java.util.Comparator;
import java.util.Formatter;
import java.util.Iterator;
import java.util.Locale;

/**
 * Immutable UTF-16 character strings (rjvm shim).
 *
 * <p>Layout contract with the VM: exactly two instance fields, {@code value} (the chars,
 * no offset/count) and {@code hash} (cached hashCode, 0 = not computed). The VM creates
 * strings (literals, interned strings) by allocating a String and setting {@code value}.
 */
public final class String implements Serializable, Comparable<String>, CharSequence {
    private static final long serialVersionUID = -6849794470754667710L;

    private final char[] value;
    private int hash;

    public static final Comparator<String> CASE_INSENSITIVE_ORDER = new CaseInsensitiveComparator();

    private static final class CaseInsensitiveComparator implements Comparator<String>, Serializable {
        private static final long serialVersionUID = 8575799808933029326L;

        public int compare(String s1, String s2) {
            return s1.compareToIgnoreCase(s2);
        }
    }

    public String() {
        this.value = new char[0];
    }

    public String(String original) {
        this.value = original.value;
        this.hash = original.hash;
    }

    public String(char[] value) {
        this.value = copyOf(value, 0, value.length);
    }

    public String(char[] value, int offset, int count) {
        checkOffsetCount(offset, count, value.length);
        this.value = copyOf(value, offset, count);
    }

    public String(int[] codePoints, int offset, int count) {
        checkOffsetCount(offset, count, codePoints.length);
        int n = 0;
        for (int i = offset; i < offset + count; i++) {
            int cp = codePoints[i];
            if (cp >= 0 && cp < 0x10000) {
                n++;
            } else if (cp >= 0x10000 && cp <= 0x10FFFF) {
                n += 2;
            } else {
                throw new IllegalArgumentException(Integer.toString(cp));
            }
        }
        char[] v = new char[n];
        int j = 0;
        for (int i = offset; i < offset + count; i++) {
            int cp = codePoints[i];
            if (cp < 0x10000) {
                v[j++] = (char) cp;
            } else {
                v[j++] = Character.highSurrogate(cp);
                v[j++] = Character.lowSurrogate(cp);
            }
        }
        this.value = v;
    }

    public String(byte[] bytes) {
        this(bytes, 0, bytes.length);
    }

    public String(byte[] bytes, int offset, int length) {
        checkOffsetCount(offset, length, bytes.length);
        this.value = decodeUtf8(bytes, offset, length);
    }

    public String(byte[] bytes, String charsetName) throws UnsupportedEncodingException {
        this(bytes, 0, bytes.length, charsetName);
    }

    public String(byte[] bytes, int offset, int length, String charsetName) throws UnsupportedEncodingException {
        if (charsetName == null) {
            throw new NullPointerException("charsetName");
        }
        checkOffsetCount(offset, length, bytes.length);
        this.value = decode(bytes, offset, length, charsetKind(charsetName));
    }

    public String(byte[] bytes, Charset charset) {
        this(bytes, 0, bytes.length, charset);
    }

    public String(byte[] bytes, int offset, int length, Charset charset) {
        if (charset == null) {
            throw new NullPointerException("charset");
        }
        checkOffsetCount(offset, length, bytes.length);
        int kind;
        try {
            kind = charsetKind(charset.name());
        } catch (UnsupportedEncodingException e) {
            throw new UnsupportedOperationException("charset not supported by rjvm: " + charset.name());
        }
        this.value = decode(bytes, offset, length, kind);
    }

    public String(StringBuffer buffer) {
        synchronized (buffer) {
            this.value = copyOf(buffer.getValue(), 0, buffer.length());
        }
    }

    public String(StringBuilder builder) {
        this.value = copyOf(builder.getValue(), 0, builder.length());
    }

    /** Shares the given array; callers must not modify it afterwards. */
    String(char[] value, boolean share) {
        this.value = value;
    }

    private static char[] copyOf(char[] src, int off, int len) {
        char[] v = new char[len];
        System.arraycopy(src, off, v, 0, len);
        return v;
    }

    static void checkOffsetCount(int offset, int count, int length) {
        if (offset < 0 || count < 0 || offset > length - count) {
            throw new StringIndexOutOfBoundsException("offset " + offset + ", count " + count + ", length " + length);
        }
    }

    static void checkBoundsBeginEnd(int begin, int end, int length) {
        if (begin < 0 || begin > end || end > length) {
            throw new StringIndexOutOfBoundsException("begin " + begin + ", end " + end + ", length " + length);
        }
    }

    private static void checkIndex(int index, int length) {
        if (index < 0 || index >= length) {
            throw new StringIndexOutOfBoundsException("index " + index + ", length " + length);
        }
    }

    // ---- charsets -------------------------------------------------------------------------

    private static final int UTF8 = 0;
    private static final int LATIN1 = 1;
    private static final int ASCII = 2;
    private static final int UTF16 = 3;
    private static final int UTF16BE = 4;
    private static final int UTF16LE = 5;

    private static int charsetKind(String name) throws UnsupportedEncodingException {
        String n = name.toUpperCase();
        if (n.equals("UTF-8") || n.equals("UTF8")) {
            return UTF8;
        }
        if (n.equals("ISO-8859-1") || n.equals("ISO8859_1") || n.equals("ISO8859-1") || n.equals("LATIN1")
                || n.equals("ISO-LATIN-1") || n.equals("L1") || n.equals("8859_1")) {
            return LATIN1;
        }
        if (n.equals("US-ASCII") || n.equals("ASCII") || n.equals("US_ASCII")) {
            return ASCII;
        }
        if (n.equals("UTF-16") || n.equals("UTF16")) {
            return UTF16;
        }
        if (n.equals("UTF-16BE") || n.equals("UNICODEBIGUNMARKED")) {
            return UTF16BE;
        }
        if (n.equals("UTF-16LE") || n.equals("UNICODELITTLEUNMARKED")) {
            return UTF16LE;
        }
        throw new UnsupportedEncodingException(name);
    }

    private static char[] decode(byte[] b, int off, int len, int kind) {
        if (kind == UTF8) {
            return decodeUtf8(b, off, len);
        }
        if (kind == LATIN1 || kind == ASCII) {
            char[] v = new char[len];
            for (int i = 0; i < len; i++) {
                int c = b[off + i] & 0xff;
                v[i] = (kind == ASCII && c >= 0x80) ? '\uFFFD' : (char) c;
            }
            return v;
        }
        boolean big = kind != UTF16LE;
        int start = off;
        int end = off + len;
        if (kind == UTF16 && len >= 2) {
            int b0 = b[off] & 0xff;
            int b1 = b[off + 1] & 0xff;
            if (b0 == 0xFE && b1 == 0xFF) {
                start += 2;
            } else if (b0 == 0xFF && b1 == 0xFE) {
                start += 2;
                big = false;
            }
        }
        int n = (end - start) / 2;
        boolean odd = ((end - start) & 1) != 0;
        char[] v = new char[n + (odd ? 1 : 0)];
        for (int i = 0; i < n; i++) {
            int hi = b[start + 2 * i] & 0xff;
            int lo = b[start + 2 * i + 1] & 0xff;
            v[i] = big ? (char) ((hi << 8) | lo) : (char) ((lo << 8) | hi);
        }
        if (odd) {
            v[n] = '\uFFFD';
        }
        return v;
    }

    private static boolean isCont(byte[] b, int i, int end) {
        return i < end && (b[i] & 0xc0) == 0x80;
    }

    /** UTF-8 decoding; each maximal malformed subpart becomes one U+FFFD, like the JDK. */
    static char[] decodeUtf8(byte[] b, int off, int len) {
        char[] v = new char[len];
        int n = 0;
        int i = off;
        int end = off + len;
        while (i < end) {
            int b0 = b[i] & 0xff;
            if (b0 < 0x80) {
                v[n++] = (char) b0;
                i++;
            } else if (b0 >= 0xc2 && b0 <= 0xdf) {
                if (isCont(b, i + 1, end)) {
                    v[n++] = (char) (((b0 & 0x1f) << 6) | (b[i + 1] & 0x3f));
                    i += 2;
                } else {
                    v[n++] = '\uFFFD';
                    i++;
                }
            } else if (b0 >= 0xe0 && b0 <= 0xef) {
                int lo = (b0 == 0xe0) ? 0xa0 : 0x80;
                // Like the JDK, an encoded surrogate (ED A0..BF xx) is one malformed 3-byte unit.
                int hi = 0xbf;
                if (i + 1 < end && (b[i + 1] & 0xff) >= lo && (b[i + 1] & 0xff) <= hi) {
                    if (isCont(b, i + 2, end)) {
                        char ch = (char) (((b0 & 0x0f) << 12) | ((b[i + 1] & 0x3f) << 6) | (b[i + 2] & 0x3f));
                        v[n++] = Character.isSurrogate(ch) ? '\uFFFD' : ch;
                        i += 3;
                    } else {
                        v[n++] = '\uFFFD';
                        i += 2;
                    }
                } else {
                    v[n++] = '\uFFFD';
                    i++;
                }
            } else if (b0 >= 0xf0 && b0 <= 0xf4) {
                int lo = (b0 == 0xf0) ? 0x90 : 0x80;
                int hi = (b0 == 0xf4) ? 0x8f : 0xbf;
                if (i + 1 < end && (b[i + 1] & 0xff) >= lo && (b[i + 1] & 0xff) <= hi) {
                    if (isCont(b, i + 2, end)) {
                        if (isCont(b, i + 3, end)) {
                            int cp = ((b0 & 0x07) << 18) | ((b[i + 1] & 0x3f) << 12) | ((b[i + 2] & 0x3f) << 6)
                                    | (b[i + 3] & 0x3f);
                            v[n++] = Character.highSurrogate(cp);
                            v[n++] = Character.lowSurrogate(cp);
                            i += 4;
                        } else {
                            v[n++] = '\uFFFD';
                            i += 3;
                        }
                    } else {
                        v[n++] = '\uFFFD';
                        i += 2;
                    }
                } else {
                    v[n++] = '\uFFFD';
                    i++;
                }
            } else {
                v[n++] = '\uFFFD';
                i++;
            }
        }
        return n == len ? v : copyOf(v, 0, n);
    }

    /** UTF-8 encoding; unpaired surrogates become '?', like the JDK. */
    static byte[] encodeUtf8(char[] v, int off, int len) {
        int size = 0;
        for (int i = off; i < off + len; i++) {
            char c = v[i];
            if (c < 0x80) {
                size++;
            } else if (c < 0x800) {
                size += 2;
            } else if (Character.isHighSurrogate(c) && i + 1 < off + len && Character.isLowSurrogate(v[i + 1])) {
                size += 4;
                i++;
            } else if (Character.isSurrogate(c)) {
                size++;
            } else {
                size += 3;
            }
        }
        byte[] b = new byte[size];
        int j = 0;
        for (int i = off; i < off + len; i++) {
            char c = v[i];
            if (c < 0x80) {
                b[j++] = (byte) c;
            } else if (c < 0x800) {
                b[j++] = (byte) (0xc0 | (c >> 6));
                b[j++] = (byte) (0x80 | (c & 0x3f));
            } else if (Character.isHighSurrogate(c) && i + 1 < off + len && Character.isLowSurrogate(v[i + 1])) {
                int cp = Character.toCodePoint(c, v[i + 1]);
                b[j++] = (byte) (0xf0 | (cp >> 18));
                b[j++] = (byte) (0x80 | ((cp >> 12) & 0x3f));
                b[j++] = (byte) (0x80 | ((cp >> 6) & 0x3f));
                b[j++] = (byte) (0x80 | (cp & 0x3f));
                i++;
            } else if (Character.isSurrogate(c)) {
                b[j++] = (byte) '?';
            } else {
                b[j++] = (byte) (0xe0 | (c >> 12));
                b[j++] = (byte) (0x80 | ((c >> 6) & 0x3f));
                b[j++] = (byte) (0x80 | (c & 0x3f));
            }
        }
        return b;
    }

    private byte[] encode(int kind) {
        if (kind == UTF8) {
            return encodeUtf8(value, 0, value.length);
        }
        if (kind == LATIN1 || kind == ASCII) {
            int max = kind == LATIN1 ? 0xff : 0x7f;
            byte[] b = new byte[value.length];
            int j = 0;
            for (int i = 0; i < value.length; i++) {
                char c = value[i];
                if (c <= max) {
                    b[j++] = (byte) c;
                } else {
                    // Unmappable: one '?' per code point, so a surrogate pair gives one '?', as the JDK.
                    b[j++] = (byte) '?';
                    if (Character.isHighSurrogate(c) && i + 1 < value.length && Character.isLowSurrogate(value[i + 1])) {
                        i++;
                    }
                }
            }
            if (j == b.length) {
                return b;
            }
            byte[] r = new byte[j];
            System.arraycopy(b, 0, r, 0, j);
            return r;
        }
        boolean bom = kind == UTF16;
        boolean big = kind != UTF16LE;
        byte[] b = new byte[value.length * 2 + (bom ? 2 : 0)];
        int j = 0;
        if (bom) {
            b[j++] = (byte) 0xFE;
            b[j++] = (byte) 0xFF;
        }
        for (int i = 0; i < value.length; i++) {
            char c = value[i];
            if (big) {
                b[j++] = (byte) (c >> 8);
                b[j++] = (byte) c;
            } else {
                b[j++] = (byte) c;
                b[j++] = (byte) (c >> 8);
            }
        }
        return b;
    }

    public byte[] getBytes() {
        return encodeUtf8(value, 0, value.length);
    }

    public byte[] getBytes(String charsetName) throws UnsupportedEncodingException {
        if (charsetName == null) {
            throw new NullPointerException();
        }
        return encode(charsetKind(charsetName));
    }

    public byte[] getBytes(Charset charset) {
        if (charset == null) {
            throw new NullPointerException();
        }
        try {
            return encode(charsetKind(charset.name()));
        } catch (UnsupportedEncodingException e) {
            throw new UnsupportedOperationException("charset not supported by rjvm: " + charset.name());
        }
    }

    // ---- basic access ---------------------------------------------------------------------

    public int length() {
        return value.length;
    }

    public boolean isEmpty() {
        return value.length == 0;
    }

    public char charAt(int index) {
        if (index < 0 || index >= value.length) {
            throw new StringIndexOutOfBoundsException(index);
        }
        return value[index];
    }

    public int codePointAt(int index) {
        checkIndex(index, value.length);
        char c = value[index];
        if (Character.isHighSurrogate(c) && index + 1 < value.length && Character.isLowSurrogate(value[index + 1])) {
            return Character.toCodePoint(c, value[index + 1]);
        }
        return c;
    }

    public int codePointBefore(int index) {
        int i = index - 1;
        if (i < 0 || i >= value.length) {
            throw new StringIndexOutOfBoundsException("index " + index + ", length " + value.length);
        }
        char c = value[i];
        if (Character.isLowSurrogate(c) && i > 0 && Character.isHighSurrogate(value[i - 1])) {
            return Character.toCodePoint(value[i - 1], c);
        }
        return c;
    }

    public int codePointCount(int beginIndex, int endIndex) {
        if (beginIndex < 0 || beginIndex > endIndex || endIndex > value.length) {
            throw new IndexOutOfBoundsException();
        }
        int n = endIndex - beginIndex;
        for (int i = beginIndex; i < endIndex - 1; i++) {
            if (Character.isHighSurrogate(value[i]) && Character.isLowSurrogate(value[i + 1])) {
                n--;
                i++;
            }
        }
        return n;
    }

    public int offsetByCodePoints(int index, int codePointOffset) {
        return Character.offsetByCodePoints(this, index, codePointOffset);
    }

    public void getChars(int srcBegin, int srcEnd, char[] dst, int dstBegin) {
        checkBoundsBeginEnd(srcBegin, srcEnd, value.length);
        if (dstBegin < 0 || dstBegin > dst.length - (srcEnd - srcBegin)) {
            throw new StringIndexOutOfBoundsException("offset " + dstBegin + ", count " + (srcEnd - srcBegin)
                    + ", length " + dst.length);
        }
        System.arraycopy(value, srcBegin, dst, dstBegin, srcEnd - srcBegin);
    }

    public char[] toCharArray() {
        return copyOf(value, 0, value.length);
    }

    /** Package-private access for the string builders and helpers (no copy). */
    char[] value() {
        return value;
    }

    // ---- comparison -----------------------------------------------------------------------

    public boolean equals(Object anObject) {
        if (this == anObject) {
            return true;
        }
        if (anObject instanceof String) {
            char[] other = ((String) anObject).value;
            int n = value.length;
            if (n == other.length) {
                for (int i = 0; i < n; i++) {
                    if (value[i] != other[i]) {
                        return false;
                    }
                }
                return true;
            }
        }
        return false;
    }

    public boolean contentEquals(StringBuffer sb) {
        return contentEquals((CharSequence) sb);
    }

    public boolean contentEquals(CharSequence cs) {
        if (cs instanceof String) {
            return equals(cs);
        }
        int n = value.length;
        if (n != cs.length()) {
            return false;
        }
        for (int i = 0; i < n; i++) {
            if (value[i] != cs.charAt(i)) {
                return false;
            }
        }
        return true;
    }

    private static boolean charsEqualIgnoreCase(char c1, char c2) {
        if (c1 == c2) {
            return true;
        }
        char u1 = Character.toUpperCase(c1);
        char u2 = Character.toUpperCase(c2);
        if (u1 == u2) {
            return true;
        }
        return Character.toLowerCase(u1) == Character.toLowerCase(u2);
    }

    public boolean equalsIgnoreCase(String anotherString) {
        if (this == anotherString) {
            return true;
        }
        return anotherString != null && anotherString.value.length == value.length
                && regionMatches(true, 0, anotherString, 0, value.length);
    }

    public int compareTo(String anotherString) {
        char[] v2 = anotherString.value;
        int len1 = value.length;
        int len2 = v2.length;
        int lim = Math.min(len1, len2);
        for (int k = 0; k < lim; k++) {
            char c1 = value[k];
            char c2 = v2[k];
            if (c1 != c2) {
                return c1 - c2;
            }
        }
        return len1 - len2;
    }

    public int compareToIgnoreCase(String str) {
        char[] v2 = str.value;
        int n1 = value.length;
        int n2 = v2.length;
        int min = Math.min(n1, n2);
        for (int i = 0; i < min; i++) {
            char c1 = value[i];
            char c2 = v2[i];
            if (c1 != c2) {
                c1 = Character.toUpperCase(c1);
                c2 = Character.toUpperCase(c2);
                if (c1 != c2) {
                    c1 = Character.toLowerCase(c1);
                    c2 = Character.toLowerCase(c2);
                    if (c1 != c2) {
                        return c1 - c2;
                    }
                }
            }
        }
        return n1 - n2;
    }

    public boolean regionMatches(int toffset, String other, int ooffset, int len) {
        return regionMatches(false, toffset, other, ooffset, len);
    }

    public boolean regionMatches(boolean ignoreCase, int toffset, String other, int ooffset, int len) {
        char[] ov = other.value;
        if (ooffset < 0 || toffset < 0 || toffset > (long) value.length - len
                || ooffset > (long) ov.length - len) {
            return false;
        }
        for (int i = 0; i < len; i++) {
            char c1 = value[toffset + i];
            char c2 = ov[ooffset + i];
            if (c1 == c2) {
                continue;
            }
            if (!ignoreCase || !charsEqualIgnoreCase(c1, c2)) {
                return false;
            }
        }
        return true;
    }

    public boolean startsWith(String prefix, int toffset) {
        char[] pv = prefix.value;
        if (toffset < 0 || toffset > value.length - pv.length) {
            return false;
        }
        for (int i = 0; i < pv.length; i++) {
            if (value[toffset + i] != pv[i]) {
                return false;
            }
        }
        return true;
    }

    public boolean startsWith(String prefix) {
        return startsWith(prefix, 0);
    }

    public boolean endsWith(String suffix) {
        return startsWith(suffix, value.length - suffix.value.length);
    }

    public int hashCode() {
        int h = hash;
        if (h == 0 && value.length > 0) {
            for (int i = 0; i < value.length; i++) {
                h = 31 * h + value[i];
            }
            hash = h;
        }
        return h;
    }

    // ---- searching ------------------------------------------------------------------------

    public int indexOf(int ch) {
        return indexOf(ch, 0);
    }

    public int indexOf(int ch, int fromIndex) {
        int max = value.length;
        if (fromIndex < 0) {
            fromIndex = 0;
        } else if (fromIndex >= max) {
            return -1;
        }
        if (ch < Character.MIN_SUPPLEMENTARY_CODE_POINT) {
            for (int i = fromIndex; i < max; i++) {
                if (value[i] == ch) {
                    return i;
                }
            }
            return -1;
        }
        if (ch > Character.MAX_CODE_POINT) {
            return -1;
        }
        char hi = Character.highSurrogate(ch);
        char lo = Character.lowSurrogate(ch);
        for (int i = fromIndex; i < max - 1; i++) {
            if (value[i] == hi && value[i + 1] == lo) {
                return i;
            }
        }
        return -1;
    }

    public int lastIndexOf(int ch) {
        return lastIndexOf(ch, value.length - 1);
    }

    public int lastIndexOf(int ch, int fromIndex) {
        if (ch < Character.MIN_SUPPLEMENTARY_CODE_POINT) {
            int i = Math.min(fromIndex, value.length - 1);
            for (; i >= 0; i--) {
                if (value[i] == ch) {
                    return i;
                }
            }
            return -1;
        }
        if (ch > Character.MAX_CODE_POINT) {
            return -1;
        }
        char hi = Character.highSurrogate(ch);
        char lo = Character.lowSurrogate(ch);
        int i = Math.min(fromIndex, value.length - 2);
        for (; i >= 0; i--) {
            if (value[i] == hi && value[i + 1] == lo) {
                return i;
            }
        }
        return -1;
    }

    public int indexOf(String str) {
        return indexOf(str, 0);
    }

    public int indexOf(String str, int fromIndex) {
        return indexOf(value, value.length, str.value, fromIndex);
    }

    /** Searches target in the first count chars of source, starting at fromIndex. */
    static int indexOf(char[] source, int count, char[] target, int fromIndex) {
        int tlen = target.length;
        if (fromIndex >= count) {
            return (tlen == 0 ? count : -1);
        }
        if (fromIndex < 0) {
            fromIndex = 0;
        }
        if (tlen == 0) {
            return fromIndex;
        }
        char first = target[0];
        int max = count - tlen;
        for (int i = fromIndex; i <= max; i++) {
            if (source[i] != first) {
                continue;
            }
            int j = 1;
            while (j < tlen && source[i + j] == target[j]) {
                j++;
            }
            if (j == tlen) {
                return i;
            }
        }
        return -1;
    }

    public int lastIndexOf(String str) {
        return lastIndexOf(str, value.length);
    }

    public int lastIndexOf(String str, int fromIndex) {
        return lastIndexOf(value, value.length, str.value, fromIndex);
    }

    static int lastIndexOf(char[] source, int count, char[] target, int fromIndex) {
        int tlen = target.length;
        int rightIndex = count - tlen;
        if (fromIndex < 0) {
            return -1;
        }
        if (fromIndex > rightIndex) {
            fromIndex = rightIndex;
        }
        for (int i = fromIndex; i >= 0; i--) {
            int j = 0;
            while (j < tlen && source[i + j] == target[j]) {
                j++;
            }
            if (j == tlen) {
                return i;
            }
        }
        return -1;
    }

    public boolean contains(CharSequence s) {
        return indexOf(s.toString()) >= 0;
    }

    // ---- derived strings ------------------------------------------------------------------

    public String substring(int beginIndex) {
        return substring(beginIndex, value.length);
    }

    public String substring(int beginIndex, int endIndex) {
        checkBoundsBeginEnd(beginIndex, endIndex, value.length);
        if (beginIndex == 0 && endIndex == value.length) {
            return this;
        }
        return new String(copyOf(value, beginIndex, endIndex - beginIndex), true);
    }

    public CharSequence subSequence(int beginIndex, int endIndex) {
        return this.substring(beginIndex, endIndex);
    }

    public String concat(String str) {
        if (str.value.length == 0) {
            return this;
        }
        char[] v = new char[value.length + str.value.length];
        System.arraycopy(value, 0, v, 0, value.length);
        System.arraycopy(str.value, 0, v, value.length, str.value.length);
        return new String(v, true);
    }

    public String replace(char oldChar, char newChar) {
        if (oldChar == newChar) {
            return this;
        }
        int i = indexOf(oldChar);
        if (i < 0) {
            return this;
        }
        char[] v = toCharArray();
        for (; i < v.length; i++) {
            if (v[i] == oldChar) {
                v[i] = newChar;
            }
        }
        return new String(v, true);
    }

    public String replace(CharSequence target, CharSequence replacement) {
        String tgt = target.toString();
        String repl = replacement.toString();
        int j = indexOf(tgt);
        if (j < 0) {
            return this;
        }
        int tlen = tgt.length();
        StringBuilder sb = new StringBuilder(value.length + 16);
        int i = 0;
        if (tlen == 0) {
            for (int k = 0; k < value.length; k++) {
                sb.append(repl).append(value[k]);
            }
            return sb.append(repl).toString();
        }
        do {
            sb.append(value, i, j - i).append(repl);
            i = j + tlen;
        } while ((j = indexOf(tgt, i)) >= 0);
        sb.append(value, i, value.length - i);
        return sb.toString();
    }

    public boolean matches(String regex) {
        return SimpleRegex.compile(regex).matches(this);
    }

    public String replaceFirst(String regex, String replacement) {
        return SimpleRegex.compile(regex).replace(this, replacement, false);
    }

    public String replaceAll(String regex, String replacement) {
        return SimpleRegex.compile(regex).replace(this, replacement, true);
    }

    public String[] split(String regex) {
        return split(regex, 0);
    }

    public String[] split(String regex, int limit) {
        return SimpleRegex.compile(regex).split(this, limit);
    }

    public static String join(CharSequence delimiter, CharSequence... elements) {
        if (delimiter == null || elements == null) {
            throw new NullPointerException();
        }
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < elements.length; i++) {
            if (i > 0) {
                sb.append(delimiter);
            }
            sb.append(elements[i]);
        }
        return sb.toString();
    }

    public static String join(CharSequence delimiter, Iterable<? extends CharSequence> elements) {
        if (delimiter == null || elements == null) {
            throw new NullPointerException();
        }
        StringBuilder sb = new StringBuilder();
        boolean first = true;
        for (Iterator<? extends CharSequence> it = elements.iterator(); it.hasNext();) {
            CharSequence cs = it.next();
            if (!first) {
                sb.append(delimiter);
            }
            first = false;
            sb.append(cs);
        }
        return sb.toString();
    }

    public String toLowerCase(Locale locale) {
        return toLowerCase();
    }

    public String toLowerCase() {
        int i = 0;
        while (i < value.length && Character.toLowerCase(value[i]) == value[i]) {
            i++;
        }
        if (i == value.length) {
            return this;
        }
        char[] v = toCharArray();
        for (; i < v.length; i++) {
            v[i] = Character.toLowerCase(v[i]);
        }
        return new String(v, true);
    }

    public String toUpperCase(Locale locale) {
        return toUpperCase();
    }

    public String toUpperCase() {
        int i = 0;
        while (i < value.length && value[i] != '\u00df' && Character.toUpperCase(value[i]) == value[i]) {
            i++;
        }
        if (i == value.length) {
            return this;
        }
        StringBuilder sb = new StringBuilder(value.length + 4);
        sb.append(value, 0, i);
        for (; i < value.length; i++) {
            char c = value[i];
            if (c == '\u00df') {
                sb.append("SS");
            } else {
                sb.append(Character.toUpperCase(c));
            }
        }
        return sb.toString();
    }

    public String trim() {
        int len = value.length;
        int st = 0;
        while (st < len && value[st] <= ' ') {
            st++;
        }
        while (st < len && value[len - 1] <= ' ') {
            len--;
        }
        return (st > 0 || len < value.length) ? substring(st, len) : this;
    }

    public String strip() {
        int st = 0;
        int len = value.length;
        while (st < len && Character.isWhitespace(value[st])) {
            st++;
        }
        while (st < len && Character.isWhitespace(value[len - 1])) {
            len--;
        }
        return substring(st, len);
    }

    public String stripLeading() {
        int st = 0;
        while (st < value.length && Character.isWhitespace(value[st])) {
            st++;
        }
        return substring(st);
    }

    public String stripTrailing() {
        int len = value.length;
        while (len > 0 && Character.isWhitespace(value[len - 1])) {
            len--;
        }
        return substring(0, len);
    }

    /** {@code f.apply(this)}. */
    public <R> R transform(java.util.function.Function<? super String, ? extends R> f) {
        return f.apply(this);
    }

    /**
     * Each line (split at \n, \r or \r\n) with {@code n} spaces added (n > 0) or up to -n
     * leading white-space characters removed (n < 0), each ended by \n.
     */
    public String indent(int n) {
        if (isEmpty()) {
            return "";
        }
        StringBuilder sb = new StringBuilder(length() + 16);
        int i = 0;
        int len = length();
        while (i < len) {
            int end = i;
            while (end < len && charAt(end) != '\n' && charAt(end) != '\r') {
                end++;
            }
            int from = i;
            if (n > 0) {
                for (int k = 0; k < n; k++) {
                    sb.append(' ');
                }
            } else if (n < 0) {
                while (from < end && from - i < -n && Character.isWhitespace(charAt(from))) {
                    from++;
                }
            }
            sb.append(this, from, end).append('\n');
            i = end;
            if (i < len) {
                i += charAt(i) == '\r' && i + 1 < len && charAt(i + 1) == '\n' ? 2 : 1;
            }
        }
        return sb.toString();
    }

    public boolean isBlank() {
        for (int i = 0; i < value.length; i++) {
            if (!Character.isWhitespace(value[i])) {
                return false;
            }
        }
        return true;
    }

    public String repeat(int count) {
        if (count < 0) {
            throw new IllegalArgumentException("count is negative: " + count);
        }
        if (count == 1) {
            return this;
        }
        int len = value.length;
        if (len == 0 || count == 0) {
            return "";
        }
        if (Integer.MAX_VALUE / count < len) {
            throw new OutOfMemoryError("Required length exceeds implementation limit");
        }
        char[] v = new char[len * count];
        for (int i = 0; i < count; i++) {
            System.arraycopy(value, 0, v, i * len, len);
        }
        return new String(v, true);
    }

    public String toString() {
        return this;
    }

    public static String format(String format, Object... args) {
        return new Formatter().format(format, args).toString();
    }

    public static String format(Locale l, String format, Object... args) {
        return new Formatter(l).format(format, args).toString();
    }

    public String formatted(Object... args) {
        return new Formatter().format(this, args).toString();
    }

    public static String valueOf(Object obj) {
        return (obj == null) ? "null" : obj.toString();
    }

    public static String valueOf(char[] data) {
        return new String(data);
    }

    public static String valueOf(char[] data, int offset, int count) {
        return new String(data, offset, count);
    }

    public static String copyValueOf(char[] data, int offset, int count) {
        return new String(data, offset, count);
    }

    public static String copyValueOf(char[] data) {
        return new String(data);
    }

    public static String valueOf(boolean b) {
        return b ? "true" : "false";
    }

    public static String valueOf(char c) {
        char[] v = new char[1];
        v[0] = c;
        return new String(v, true);
    }

    public static String valueOf(int i) {
        return Integer.toString(i);
    }

    public static String valueOf(long l) {
        return Long.toString(l);
    }

    public static String valueOf(float f) {
        return Float.toString(f);
    }

    public static String valueOf(double d) {
        return Double.toString(d);
    }

    /** Returns the canonical (interned) instance of this string; implemented by the VM. */
    public native String intern();

    /** The lines of this string (split at \n, \r and \r\n; no empty last line). */
    public java.util.stream.Stream<String> lines() {
        java.util.ArrayList<String> out = new java.util.ArrayList<String>();
        int n = length();
        int start = 0;
        int i = 0;
        while (i < n) {
            char c = charAt(i);
            if (c == '\n' || c == '\r') {
                out.add(substring(start, i));
                i += c == '\r' && i + 1 < n && charAt(i + 1) == '\n' ? 2 : 1;
                start = i;
            } else {
                i++;
            }
        }
        if (start < n) {
            out.add(substring(start, n));
        }
        return out.stream();
    }
}
