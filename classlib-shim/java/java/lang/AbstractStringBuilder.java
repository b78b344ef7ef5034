package java.lang;

/**
 * The mutable char sequence behind StringBuilder and StringBuffer (rjvm shim). Package-private
 * like the JDK's, so that the public classes' method descriptors match the JDK's.
 * Growth policy is JDK 8's: new capacity = old * 2 + 2, or the required size if larger.
 */
abstract class AbstractStringBuilder implements Appendable, CharSequence {
    char[] value;
    int count;

    AbstractStringBuilder() {
    }

    AbstractStringBuilder(int capacity) {
        value = new char[capacity];
    }

    public int length() {
        return count;
    }

    public int capacity() {
        return value.length;
    }

    public void ensureCapacity(int minimumCapacity) {
        if (minimumCapacity > 0) {
            ensureCapacityInternal(minimumCapacity);
        }
    }

    private void ensureCapacityInternal(int minimumCapacity) {
        if (minimumCapacity - value.length > 0) {
            int newCapacity = (value.length << 1) + 2;
            if (newCapacity - minimumCapacity < 0) {
                newCapacity = minimumCapacity;
            }
            if (newCapacity < 0) {
                if (minimumCapacity < 0) {
                    throw new OutOfMemoryError();
                }
                newCapacity = Integer.MAX_VALUE - 8 < minimumCapacity ? minimumCapacity : Integer.MAX_VALUE - 8;
            }
            char[] n = new char[newCapacity];
            System.arraycopy(value, 0, n, 0, count);
            value = n;
        }
    }

    public void trimToSize() {
        if (count < value.length) {
            char[] n = new char[count];
            System.arraycopy(value, 0, n, 0, count);
            value = n;
        }
    }

    public void setLength(int newLength) {
        if (newLength < 0) {
            throw new StringIndexOutOfBoundsException(newLength);
        }
        ensureCapacityInternal(newLength);
        for (int i = count; i < newLength; i++) {
            value[i] = '\0';
        }
        count = newLength;
    }

    static void checkIndex(int index, int length) {
        if (index < 0 || index >= length) {
            throw new StringIndexOutOfBoundsException("index " + index + ", length " + length);
        }
    }

    static void checkOffset(int offset, int length) {
        if (offset < 0 || offset > length) {
            throw new StringIndexOutOfBoundsException("offset " + offset + ", length " + length);
        }
    }

    static void checkRangeSIOOBE(int start, int end, int length) {
        if (start < 0 || start > end || end > length) {
            throw new StringIndexOutOfBoundsException("start " + start + ", end " + end + ", length " + length);
        }
    }

    static void checkRange(int start, int end, int length) {
        if (start < 0 || start > end || end > length) {
            throw new IndexOutOfBoundsException("start " + start + ", end " + end + ", length " + length);
        }
    }

    public char charAt(int index) {
        checkIndex(index, count);
        return value[index];
    }

    public int codePointAt(int index) {
        checkIndex(index, count);
        char c = value[index];
        if (Character.isHighSurrogate(c) && index + 1 < count && Character.isLowSurrogate(value[index + 1])) {
            return Character.toCodePoint(c, value[index + 1]);
        }
        return c;
    }

    public int codePointBefore(int index) {
        int i = index - 1;
        checkIndex(i, count);
        char c = value[i];
        if (Character.isLowSurrogate(c) && i > 0 && Character.isHighSurrogate(value[i - 1])) {
            return Character.toCodePoint(value[i - 1], c);
        }
        return c;
    }

    public int codePointCount(int beginIndex, int endIndex) {
        return Character.codePointCount(this, beginIndex, endIndex);
    }

    public int offsetByCodePoints(int index, int codePointOffset) {
        return Character.offsetByCodePoints(this, index, codePointOffset);
    }

    public void getChars(int srcBegin, int srcEnd, char[] dst, int dstBegin) {
        checkRangeSIOOBE(srcBegin, srcEnd, count);
        int n = srcEnd - srcBegin;
        if (dstBegin < 0 || dstBegin > dst.length - n) {
            throw new IndexOutOfBoundsException("start " + dstBegin + ", end " + (dstBegin + n) + ", length "
                    + dst.length);
        }
        System.arraycopy(value, srcBegin, dst, dstBegin, n);
    }

    public void setCharAt(int index, char ch) {
        checkIndex(index, count);
        value[index] = ch;
    }

    public AbstractStringBuilder append(Object obj) {
        return append(String.valueOf(obj));
    }

    public AbstractStringBuilder append(String str) {
        if (str == null) {
            return appendNull();
        }
        char[] s = str.value();
        int len = s.length;
        ensureCapacityInternal(count + len);
        System.arraycopy(s, 0, value, count, len);
        count += len;
        return this;
    }

    public AbstractStringBuilder append(StringBuffer sb) {
        if (sb == null) {
            return appendNull();
        }
        return appendBuilder(sb);
    }

    AbstractStringBuilder appendBuilder(AbstractStringBuilder asb) {
        if (asb == null) {
            return appendNull();
        }
        int len = asb.length();
        ensureCapacityInternal(count + len);
        System.arraycopy(asb.value, 0, value, count, len);
        count += len;
        return this;
    }

    public AbstractStringBuilder append(CharSequence s) {
        if (s == null) {
            return appendNull();
        }
        if (s instanceof String) {
            return this.append((String) s);
        }
        if (s instanceof AbstractStringBuilder) {
            return this.appendBuilder((AbstractStringBuilder) s);
        }
        return this.append(s, 0, s.length());
    }

    private AbstractStringBuilder appendNull() {
        ensureCapacityInternal(count + 4);
        value[count++] = 'n';
        value[count++] = 'u';
        value[count++] = 'l';
        value[count++] = 'l';
        return this;
    }

    public AbstractStringBuilder append(CharSequence s, int start, int end) {
        if (s == null) {
            s = "null";
        }
        checkRange(start, end, s.length());
        int len = end - start;
        ensureCapacityInternal(count + len);
        for (int i = start; i < end; i++) {
            value[count++] = s.charAt(i);
        }
        return this;
    }

    public AbstractStringBuilder append(char[] str) {
        int len = str.length;
        ensureCapacityInternal(count + len);
        System.arraycopy(str, 0, value, count, len);
        count += len;
        return this;
    }

    public AbstractStringBuilder append(char[] str, int offset, int len) {
        int end = offset + len;
        checkRange(offset, end, str.length);
        ensureCapacityInternal(count + len);
        System.arraycopy(str, offset, value, count, len);
        count += len;
        return this;
    }

    public AbstractStringBuilder append(boolean b) {
        return append(b ? "true" : "false");
    }

    public AbstractStringBuilder append(char c) {
        ensureCapacityInternal(count + 1);
        value[count++] = c;
        return this;
    }

    public AbstractStringBuilder append(int i) {
        if (i == Integer.MIN_VALUE) {
            return append("-2147483648");
        }
        int size = (i < 0) ? Integer.stringSize(-i) + 1 : Integer.stringSize(i);
        int spaceNeeded = count + size;
        ensureCapacityInternal(spaceNeeded);
        Integer.getChars(i, spaceNeeded, value);
        count = spaceNeeded;
        return this;
    }

    public AbstractStringBuilder append(long l) {
        if (l == Long.MIN_VALUE) {
            return append("-9223372036854775808");
        }
        int size = (l < 0) ? Long.stringSize(-l) + 1 : Long.stringSize(l);
        int spaceNeeded = count + size;
        ensureCapacityInternal(spaceNeeded);
        Long.getChars(l, spaceNeeded, value);
        count = spaceNeeded;
        return this;
    }

    public AbstractStringBuilder append(float f) {
        return append(Float.toString(f));
    }

    public AbstractStringBuilder append(double d) {
        return append(Double.toString(d));
    }

    public AbstractStringBuilder delete(int start, int end) {
        if (end > count) {
            end = count;
        }
        checkRangeSIOOBE(start, end, count);
        int len = end - start;
        if (len > 0) {
            System.arraycopy(value, start + len, value, start, count - end);
            count -= len;
        }
        return this;
    }

    public AbstractStringBuilder appendCodePoint(int codePoint) {
        if (Character.isBmpCodePoint(codePoint)) {
            return append((char) codePoint);
        }
        if (Character.isValidCodePoint(codePoint)) {
            ensureCapacityInternal(count + 2);
            value[count++] = Character.highSurrogate(codePoint);
            value[count++] = Character.lowSurrogate(codePoint);
            return this;
        }
        throw new IllegalArgumentException(String.format("Not a valid Unicode code point: 0x%X", codePoint));
    }

    public AbstractStringBuilder deleteCharAt(int index) {
        checkIndex(index, count);
        System.arraycopy(value, index + 1, value, index, count - index - 1);
        count--;
        return this;
    }

    public AbstractStringBuilder replace(int start, int end, String str) {
        if (end > count) {
            end = count;
        }
        checkRangeSIOOBE(start, end, count);
        char[] s = str.value();
        int len = s.length;
        int newCount = count + len - (end - start);
        ensureCapacityInternal(newCount);
        System.arraycopy(value, end, value, start + len, count - end);
        System.arraycopy(s, 0, value, start, len);
        count = newCount;
        return this;
    }

    public String substring(int start) {
        return substring(start, count);
    }

    public CharSequence subSequence(int start, int end) {
        return substring(start, end);
    }

    public String substring(int start, int end) {
        checkRangeSIOOBE(start, end, count);
        return new String(value, start, end - start);
    }

    private void shiftForInsert(int offset, int len) {
        ensureCapacityInternal(count + len);
        System.arraycopy(value, offset, value, offset + len, count - offset);
        count += len;
    }

    public AbstractStringBuilder insert(int index, char[] str, int offset, int len) {
        checkOffset(index, count);
        checkRangeSIOOBE(offset, offset + len, str.length);
        shiftForInsert(index, len);
        System.arraycopy(str, offset, value, index, len);
        return this;
    }

    public AbstractStringBuilder insert(int offset, Object obj) {
        return insert(offset, String.valueOf(obj));
    }

    public AbstractStringBuilder insert(int offset, String str) {
        checkOffset(offset, count);
        if (str == null) {
            str = "null";
        }
        char[] s = str.value();
        shiftForInsert(offset, s.length);
        System.arraycopy(s, 0, value, offset, s.length);
        return this;
    }

    public AbstractStringBuilder insert(int offset, char[] str) {
        checkOffset(offset, count);
        shiftForInsert(offset, str.length);
        System.arraycopy(str, 0, value, offset, str.length);
        return this;
    }

    public AbstractStringBuilder insert(int dstOffset, CharSequence s) {
        if (s == null) {
            s = "null";
        }
        if (s instanceof String) {
            return this.insert(dstOffset, (String) s);
        }
        return this.insert(dstOffset, s, 0, s.length());
    }

    public AbstractStringBuilder insert(int dstOffset, CharSequence s, int start, int end) {
        if (s == null) {
            s = "null";
        }
        checkOffset(dstOffset, count);
        checkRange(start, end, s.length());
        int len = end - start;
        shiftForInsert(dstOffset, len);
        for (int i = start; i < end; i++) {
            value[dstOffset++] = s.charAt(i);
        }
        return this;
    }

    public AbstractStringBuilder insert(int offset, boolean b) {
        return insert(offset, String.valueOf(b));
    }

    public AbstractStringBuilder insert(int offset, char c) {
        checkOffset(offset, count);
        shiftForInsert(offset, 1);
        value[offset] = c;
        return this;
    }

    public AbstractStringBuilder insert(int offset, int i) {
        return insert(offset, String.valueOf(i));
    }

    public AbstractStringBuilder insert(int offset, long l) {
        return insert(offset, String.valueOf(l));
    }

    public AbstractStringBuilder insert(int offset, float f) {
        return insert(offset, String.valueOf(f));
    }

    public AbstractStringBuilder insert(int offset, double d) {
        return insert(offset, String.valueOf(d));
    }

    public int indexOf(String str) {
        return indexOf(str, 0);
    }

    public int indexOf(String str, int fromIndex) {
        return String.indexOf(value, count, str.value(), fromIndex);
    }

    public int lastIndexOf(String str) {
        return lastIndexOf(str, count);
    }

    public int lastIndexOf(String str, int fromIndex) {
        return String.lastIndexOf(value, count, str.value(), fromIndex);
    }

    public AbstractStringBuilder reverse() {
        boolean hasSurrogates = false;
        int n = count - 1;
        for (int j = (n - 1) >> 1; j >= 0; j--) {
            int k = n - j;
            char cj = value[j];
            char ck = value[k];
            value[j] = ck;
            value[k] = cj;
            if (Character.isSurrogate(cj) || Character.isSurrogate(ck)) {
                hasSurrogates = true;
            }
        }
        if (hasSurrogates) {
            for (int i = 0; i < count - 1; i++) {
                char c2 = value[i];
                if (Character.isLowSurrogate(c2)) {
                    char c1 = value[i + 1];
                    if (Character.isHighSurrogate(c1)) {
                        value[i++] = c1;
                        value[i] = c2;
                    }
                }
            }
        }
        return this;
    }

    public abstract String toString();

    final char[] getValue() {
        return value;
    }
}
