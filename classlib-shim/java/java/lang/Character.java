package java.lang;

/**
 * The char wrapper and Unicode character utilities (rjvm shim). BMP properties come from
 * {@link CharacterData}; supplementary code points get a coarse approximation.
 */
public final class Character implements java.io.Serializable, Comparable<Character> {
    private static final long serialVersionUID = 3786198910865385080L;

    public static final int MIN_RADIX = 2;
    public static final int MAX_RADIX = 36;
    public static final char MIN_VALUE = '\u0000';
    public static final char MAX_VALUE = '\uFFFF';
    @SuppressWarnings("unchecked")
    public static final Class<Character> TYPE = (Class<Character>) Class.getPrimitiveClass("char");

    public static final byte UNASSIGNED = 0;
    public static final byte UPPERCASE_LETTER = 1;
    public static final byte LOWERCASE_LETTER = 2;
    public static final byte TITLECASE_LETTER = 3;
    public static final byte MODIFIER_LETTER = 4;
    public static final byte OTHER_LETTER = 5;
    public static final byte NON_SPACING_MARK = 6;
    public static final byte ENCLOSING_MARK = 7;
    public static final byte COMBINING_SPACING_MARK = 8;
    public static final byte DECIMAL_DIGIT_NUMBER = 9;
    public static final byte LETTER_NUMBER = 10;
    public static final byte OTHER_NUMBER = 11;
    public static final byte SPACE_SEPARATOR = 12;
    public static final byte LINE_SEPARATOR = 13;
    public static final byte PARAGRAPH_SEPARATOR = 14;
    public static final byte CONTROL = 15;
    public static final byte FORMAT = 16;
    public static final byte PRIVATE_USE = 18;
    public static final byte SURROGATE = 19;
    public static final byte DASH_PUNCTUATION = 20;
    public static final byte START_PUNCTUATION = 21;
    public static final byte END_PUNCTUATION = 22;
    public static final byte CONNECTOR_PUNCTUATION = 23;
    public static final byte OTHER_PUNCTUATION = 24;
    public static final byte MATH_SYMBOL = 25;
    public static final byte CURRENCY_SYMBOL = 26;
    public static final byte MODIFIER_SYMBOL = 27;
    public static final byte OTHER_SYMBOL = 28;
    public static final byte INITIAL_QUOTE_PUNCTUATION = 29;
    public static final byte FINAL_QUOTE_PUNCTUATION = 30;

    public static final char MIN_HIGH_SURROGATE = '\uD800';
    public static final char MAX_HIGH_SURROGATE = '\uDBFF';
    public static final char MIN_LOW_SURROGATE = '\uDC00';
    public static final char MAX_LOW_SURROGATE = '\uDFFF';
    public static final char MIN_SURROGATE = MIN_HIGH_SURROGATE;
    public static final char MAX_SURROGATE = MAX_LOW_SURROGATE;
    public static final int MIN_SUPPLEMENTARY_CODE_POINT = 0x010000;
    public static final int MIN_CODE_POINT = 0x000000;
    public static final int MAX_CODE_POINT = 0X10FFFF;
    public static final int SIZE = 16;
    public static final int BYTES = 2;

    private final char value;

    public Character(char value) {
        this.value = value;
    }

    private static final class CharacterCache {
        static final Character[] cache = new Character[128];

        static {
            for (int i = 0; i < cache.length; i++) {
                cache[i] = new Character((char) i);
            }
        }
    }

    public static Character valueOf(char c) {
        if (c <= 127) {
            return CharacterCache.cache[c];
        }
        return new Character(c);
    }

    public char charValue() {
        return value;
    }

    public int hashCode() {
        return value;
    }

    public static int hashCode(char value) {
        return value;
    }

    public boolean equals(Object obj) {
        if (obj instanceof Character) {
            return value == ((Character) obj).charValue();
        }
        return false;
    }

    public String toString() {
        return String.valueOf(value);
    }

    public static String toString(char c) {
        return String.valueOf(c);
    }

    public static String toString(int codePoint) {
        return new String(toChars(codePoint));
    }

    public static boolean isValidCodePoint(int codePoint) {
        return codePoint >= 0 && codePoint <= MAX_CODE_POINT;
    }

    public static boolean isBmpCodePoint(int codePoint) {
        return codePoint >>> 16 == 0;
    }

    public static boolean isSupplementaryCodePoint(int codePoint) {
        return codePoint >= MIN_SUPPLEMENTARY_CODE_POINT && codePoint <= MAX_CODE_POINT;
    }

    public static boolean isHighSurrogate(char ch) {
        return ch >= MIN_HIGH_SURROGATE && ch <= MAX_HIGH_SURROGATE;
    }

    public static boolean isLowSurrogate(char ch) {
        return ch >= MIN_LOW_SURROGATE && ch <= MAX_LOW_SURROGATE;
    }

    public static boolean isSurrogate(char ch) {
        return ch >= MIN_SURROGATE && ch <= MAX_SURROGATE;
    }

    public static boolean isSurrogatePair(char high, char low) {
        return isHighSurrogate(high) && isLowSurrogate(low);
    }

    public static int charCount(int codePoint) {
        return codePoint >= MIN_SUPPLEMENTARY_CODE_POINT ? 2 : 1;
    }

    public static int toCodePoint(char high, char low) {
        return ((high - MIN_HIGH_SURROGATE) << 10) + (low - MIN_LOW_SURROGATE) + MIN_SUPPLEMENTARY_CODE_POINT;
    }

    public static int codePointAt(CharSequence seq, int index) {
        char c1 = seq.charAt(index);
        if (isHighSurrogate(c1) && ++index < seq.length()) {
            char c2 = seq.charAt(index);
            if (isLowSurrogate(c2)) {
                return toCodePoint(c1, c2);
            }
        }
        return c1;
    }

    public static int codePointAt(char[] a, int index) {
        return codePointAt(a, index, a.length);
    }

    public static int codePointAt(char[] a, int index, int limit) {
        if (index >= limit || index < 0 || limit > a.length) {
            throw new IndexOutOfBoundsException();
        }
        char c1 = a[index];
        if (isHighSurrogate(c1) && ++index < limit) {
            char c2 = a[index];
            if (isLowSurrogate(c2)) {
                return toCodePoint(c1, c2);
            }
        }
        return c1;
    }

    public static int codePointBefore(CharSequence seq, int index) {
        char c2 = seq.charAt(--index);
        if (isLowSurrogate(c2) && index > 0) {
            char c1 = seq.charAt(--index);
            if (isHighSurrogate(c1)) {
                return toCodePoint(c1, c2);
            }
        }
        return c2;
    }

    public static int codePointBefore(char[] a, int index) {
        char c2 = a[--index];
        if (isLowSurrogate(c2) && index > 0) {
            char c1 = a[--index];
            if (isHighSurrogate(c1)) {
                return toCodePoint(c1, c2);
            }
        }
        return c2;
    }

    public static char highSurrogate(int codePoint) {
        return (char) ((codePoint >>> 10) + (MIN_HIGH_SURROGATE - (MIN_SUPPLEMENTARY_CODE_POINT >>> 10)));
    }

    public static char lowSurrogate(int codePoint) {
        return (char) ((codePoint & 0x3ff) + MIN_LOW_SURROGATE);
    }

    private static String invalidCodePoint(int codePoint) {
        return "Not a valid Unicode code point: 0x" + Integer.toHexString(codePoint).toUpperCase();
    }

    public static int toChars(int codePoint, char[] dst, int dstIndex) {
        if (isBmpCodePoint(codePoint)) {
            dst[dstIndex] = (char) codePoint;
            return 1;
        } else if (isValidCodePoint(codePoint)) {
            dst[dstIndex + 1] = lowSurrogate(codePoint);
            dst[dstIndex] = highSurrogate(codePoint);
            return 2;
        } else {
            throw new IllegalArgumentException(invalidCodePoint(codePoint));
        }
    }

    public static char[] toChars(int codePoint) {
        if (isBmpCodePoint(codePoint)) {
            char[] r = new char[1];
            r[0] = (char) codePoint;
            return r;
        } else if (isValidCodePoint(codePoint)) {
            char[] r = new char[2];
            r[0] = highSurrogate(codePoint);
            r[1] = lowSurrogate(codePoint);
            return r;
        } else {
            throw new IllegalArgumentException(invalidCodePoint(codePoint));
        }
    }

    public static int codePointCount(CharSequence seq, int beginIndex, int endIndex) {
        int length = seq.length();
        if (beginIndex < 0 || endIndex > length || beginIndex > endIndex) {
            throw new IndexOutOfBoundsException();
        }
        int n = endIndex - beginIndex;
        for (int i = beginIndex; i < endIndex;) {
            if (isHighSurrogate(seq.charAt(i++)) && i < endIndex && isLowSurrogate(seq.charAt(i))) {
                n--;
                i++;
            }
        }
        return n;
    }

    /** The code points in {@code count} chars of {@code a} from {@code offset} (a surrogate pair counts once). */
    public static int codePointCount(char[] a, int offset, int count) {
        if (offset < 0 || count < 0 || count > a.length - offset) {
            throw new IndexOutOfBoundsException();
        }
        int end = offset + count;
        int n = count;
        for (int i = offset; i < end;) {
            if (isHighSurrogate(a[i++]) && i < end && isLowSurrogate(a[i])) {
                n--;
                i++;
            }
        }
        return n;
    }

    /** The index {@code codePointOffset} code points from {@code index} in {@code seq}. */
    public static int offsetByCodePoints(CharSequence seq, int index, int codePointOffset) {
        int length = seq.length();
        if (index < 0 || index > length) {
            throw new IndexOutOfBoundsException();
        }
        int x = index;
        if (codePointOffset >= 0) {
            int i;
            for (i = 0; x < length && i < codePointOffset; i++) {
                if (isHighSurrogate(seq.charAt(x++)) && x < length && isLowSurrogate(seq.charAt(x))) {
                    x++;
                }
            }
            if (i < codePointOffset) {
                throw new IndexOutOfBoundsException();
            }
        } else {
            int i;
            for (i = codePointOffset; x > 0 && i < 0; i++) {
                if (isLowSurrogate(seq.charAt(--x)) && x > 0 && isHighSurrogate(seq.charAt(x - 1))) {
                    x--;
                }
            }
            if (i < 0) {
                throw new IndexOutOfBoundsException();
            }
        }
        return x;
    }

    // ---- classification -------------------------------------------------------------------

    public static int getType(char ch) {
        return getType((int) ch);
    }

    public static int getType(int codePoint) {
        if (codePoint < 0 || codePoint > MAX_CODE_POINT) {
            return UNASSIGNED;
        }
        if (codePoint < MIN_SUPPLEMENTARY_CODE_POINT) {
            return CharacterData.type(codePoint);
        }
        if ((codePoint >= 0x20000 && codePoint <= 0x2A6DD) || (codePoint >= 0x2A700 && codePoint <= 0x2FA1D)
                || (codePoint >= 0x30000 && codePoint <= 0x3134A)) {
            return OTHER_LETTER;
        }
        if (codePoint >= 0x1F000 && codePoint <= 0x1FAFF) {
            return OTHER_SYMBOL;
        }
        if (codePoint >= 0xF0000) {
            return (codePoint & 0xFFFF) >= 0xFFFE ? UNASSIGNED : PRIVATE_USE;
        }
        return UNASSIGNED;
    }

    private static boolean flag(int which, int codePoint) {
        if (codePoint >= 0 && codePoint < MIN_SUPPLEMENTARY_CODE_POINT) {
            return CharacterData.flag(which, codePoint);
        }
        return false;
    }

    public static boolean isLowerCase(char ch) {
        return isLowerCase((int) ch);
    }

    public static boolean isLowerCase(int codePoint) {
        if (codePoint >= MIN_SUPPLEMENTARY_CODE_POINT) {
            return getType(codePoint) == LOWERCASE_LETTER;
        }
        return flag(CharacterData.F_LOWER, codePoint);
    }

    public static boolean isUpperCase(char ch) {
        return isUpperCase((int) ch);
    }

    public static boolean isUpperCase(int codePoint) {
        if (codePoint >= MIN_SUPPLEMENTARY_CODE_POINT) {
            return getType(codePoint) == UPPERCASE_LETTER;
        }
        return flag(CharacterData.F_UPPER, codePoint);
    }

    public static boolean isTitleCase(char ch) {
        return isTitleCase((int) ch);
    }

    public static boolean isTitleCase(int codePoint) {
        return getType(codePoint) == TITLECASE_LETTER;
    }

    public static boolean isDigit(char ch) {
        return isDigit((int) ch);
    }

    public static boolean isDigit(int codePoint) {
        if (codePoint >= '0' && codePoint <= '9') {
            return true;
        }
        return codePoint >= 0x80 && getType(codePoint) == DECIMAL_DIGIT_NUMBER;
    }

    public static boolean isDefined(char ch) {
        return isDefined((int) ch);
    }

    public static boolean isDefined(int codePoint) {
        return getType(codePoint) != UNASSIGNED;
    }

    public static boolean isLetter(char ch) {
        return isLetter((int) ch);
    }

    public static boolean isLetter(int codePoint) {
        if (codePoint < 0x80) {
            return (codePoint >= 'a' && codePoint <= 'z') || (codePoint >= 'A' && codePoint <= 'Z');
        }
        int t = getType(codePoint);
        return t >= UPPERCASE_LETTER && t <= OTHER_LETTER;
    }

    public static boolean isLetterOrDigit(char ch) {
        return isLetterOrDigit((int) ch);
    }

    public static boolean isLetterOrDigit(int codePoint) {
        return isLetter(codePoint) || isDigit(codePoint);
    }

    public static boolean isAlphabetic(int codePoint) {
        if (codePoint >= MIN_SUPPLEMENTARY_CODE_POINT) {
            int t = getType(codePoint);
            return (t >= UPPERCASE_LETTER && t <= OTHER_LETTER) || t == LETTER_NUMBER;
        }
        return flag(CharacterData.F_ALPHABETIC, codePoint);
    }

    public static boolean isIdeographic(int codePoint) {
        if (codePoint >= MIN_SUPPLEMENTARY_CODE_POINT) {
            return getType(codePoint) == OTHER_LETTER && codePoint >= 0x20000;
        }
        return flag(CharacterData.F_IDEOGRAPHIC, codePoint);
    }

    @Deprecated
    public static boolean isJavaLetter(char ch) {
        return isJavaIdentifierStart(ch);
    }

    @Deprecated
    public static boolean isJavaLetterOrDigit(char ch) {
        return isJavaIdentifierPart(ch);
    }

    public static boolean isJavaIdentifierStart(char ch) {
        return isJavaIdentifierStart((int) ch);
    }

    public static boolean isJavaIdentifierStart(int codePoint) {
        if (codePoint >= MIN_SUPPLEMENTARY_CODE_POINT) {
            return isLetter(codePoint);
        }
        return flag(CharacterData.F_JAVA_START, codePoint);
    }

    public static boolean isJavaIdentifierPart(char ch) {
        return isJavaIdentifierPart((int) ch);
    }

    public static boolean isJavaIdentifierPart(int codePoint) {
        if (codePoint >= MIN_SUPPLEMENTARY_CODE_POINT) {
            return isLetterOrDigit(codePoint);
        }
        return flag(CharacterData.F_JAVA_PART, codePoint);
    }

    public static boolean isUnicodeIdentifierStart(char ch) {
        return isUnicodeIdentifierStart((int) ch);
    }

    public static boolean isUnicodeIdentifierStart(int codePoint) {
        if (codePoint >= MIN_SUPPLEMENTARY_CODE_POINT) {
            return isLetter(codePoint);
        }
        return flag(CharacterData.F_UNICODE_START, codePoint);
    }

    public static boolean isUnicodeIdentifierPart(char ch) {
        return isUnicodeIdentifierPart((int) ch);
    }

    public static boolean isUnicodeIdentifierPart(int codePoint) {
        if (codePoint >= MIN_SUPPLEMENTARY_CODE_POINT) {
            return isLetterOrDigit(codePoint);
        }
        return flag(CharacterData.F_UNICODE_PART, codePoint);
    }

    public static boolean isIdentifierIgnorable(char ch) {
        return isIdentifierIgnorable((int) ch);
    }

    public static boolean isIdentifierIgnorable(int codePoint) {
        return flag(CharacterData.F_IGNORABLE, codePoint);
    }

    @Deprecated
    public static boolean isSpace(char ch) {
        return (ch <= 0x0020) && (((((1L << 0x0009) | (1L << 0x000A) | (1L << 0x000C) | (1L << 0x000D)
                | (1L << 0x0020)) >> ch) & 1L) != 0);
    }

    public static boolean isSpaceChar(char ch) {
        return isSpaceChar((int) ch);
    }

    public static boolean isSpaceChar(int codePoint) {
        int t = getType(codePoint);
        return t == SPACE_SEPARATOR || t == LINE_SEPARATOR || t == PARAGRAPH_SEPARATOR;
    }

    public static boolean isWhitespace(char ch) {
        return isWhitespace((int) ch);
    }

    public static boolean isWhitespace(int codePoint) {
        return flag(CharacterData.F_WHITESPACE, codePoint);
    }

    public static boolean isISOControl(char ch) {
        return isISOControl((int) ch);
    }

    public static boolean isISOControl(int codePoint) {
        return codePoint <= 0x9F && (codePoint >= 0x7F || (codePoint >>> 5 == 0));
    }

    public static boolean isMirrored(char ch) {
        return isMirrored((int) ch);
    }

    public static boolean isMirrored(int codePoint) {
        switch (codePoint) {
            case '(': case ')': case '<': case '>': case '[': case ']': case '{': case '}':
            case 0xAB: case 0xBB:
                return true;
            default:
                return false;
        }
    }

    // ---- case mapping ---------------------------------------------------------------------

    public static char toLowerCase(char ch) {
        return (char) toLowerCase((int) ch);
    }

    public static int toLowerCase(int codePoint) {
        if (codePoint < 0x80) {
            return (codePoint >= 'A' && codePoint <= 'Z') ? codePoint + 32 : codePoint;
        }
        if (codePoint < MIN_SUPPLEMENTARY_CODE_POINT) {
            return CharacterData.toLower(codePoint);
        }
        if (codePoint >= 0x10400 && codePoint <= 0x10427) {
            return codePoint + 40;
        }
        return codePoint;
    }

    public static char toUpperCase(char ch) {
        return (char) toUpperCase((int) ch);
    }

    public static int toUpperCase(int codePoint) {
        if (codePoint < 0x80) {
            return (codePoint >= 'a' && codePoint <= 'z') ? codePoint - 32 : codePoint;
        }
        if (codePoint < MIN_SUPPLEMENTARY_CODE_POINT) {
            return CharacterData.toUpper(codePoint);
        }
        if (codePoint >= 0x10428 && codePoint <= 0x1044F) {
            return codePoint - 40;
        }
        return codePoint;
    }

    public static char toTitleCase(char ch) {
        return (char) toTitleCase((int) ch);
    }

    public static int toTitleCase(int codePoint) {
        if (codePoint < MIN_SUPPLEMENTARY_CODE_POINT && codePoint >= 0) {
            return CharacterData.toTitle(codePoint);
        }
        return toUpperCase(codePoint);
    }

    // ---- digits ---------------------------------------------------------------------------

    public static int digit(char ch, int radix) {
        return digit((int) ch, radix);
    }

    /** The value of codePoint as a digit in radix, or -1. */
    private static int digitValue(int codePoint) {
        if (codePoint >= '0' && codePoint <= '9') {
            return codePoint - '0';
        }
        if (codePoint >= 'a' && codePoint <= 'z') {
            return codePoint - 'a' + 10;
        }
        if (codePoint >= 'A' && codePoint <= 'Z') {
            return codePoint - 'A' + 10;
        }
        if (codePoint < 0x80 || codePoint >= MIN_SUPPLEMENTARY_CODE_POINT || codePoint < 0) {
            return -1;
        }
        if (CharacterData.type(codePoint) == DECIMAL_DIGIT_NUMBER) {
            return (codePoint - CharacterData.runStart(codePoint)) % 10;
        }
        return CharacterData.extraDigit(codePoint);
    }

    public static int digit(int codePoint, int radix) {
        if (radix < MIN_RADIX || radix > MAX_RADIX) {
            return -1;
        }
        int d = digitValue(codePoint);
        return d < radix ? d : -1;
    }

    public static int getNumericValue(char ch) {
        return getNumericValue((int) ch);
    }

    public static int getNumericValue(int codePoint) {
        if (codePoint >= 0 && codePoint < MIN_SUPPLEMENTARY_CODE_POINT) {
            int r = CharacterData.numericException(codePoint);
            if (r != Integer.MIN_VALUE) {
                return r;
            }
        }
        return digitValue(codePoint);
    }

    public static char forDigit(int digit, int radix) {
        if (digit >= radix || digit < 0) {
            return '\0';
        }
        if (radix < MIN_RADIX || radix > MAX_RADIX) {
            return '\0';
        }
        if (digit < 10) {
            return (char) ('0' + digit);
        }
        return (char) ('a' - 10 + digit);
    }

    public int compareTo(Character anotherCharacter) {
        return compare(this.value, anotherCharacter.value);
    }

    public static int compare(char x, char y) {
        return x - y;
    }

    public static char reverseBytes(char ch) {
        return (char) (((ch & 0xFF00) >> 8) | (ch << 8));
    }
}
