/** Character classification and case mapping over all of Latin-1 (0..255) plus a few beyond: isLetter/isDigit/isWhitespace/isSpaceChar/isUpperCase/isLowerCase/isLetterOrDigit/isAlphabetic/isJavaIdentifierStart/Part/isISOControl/isDefined, toUpperCase/toLowerCase/toTitleCase, digit, forDigit, getNumericValue, getType. */
public class CharacterLatin1 {
    public static void main(String[] args) {
        for (int c = 0; c < 256; c++) {
            char ch = (char) c;
            StringBuilder flags = new StringBuilder();
            flags.append(Character.isLetter(ch) ? 'L' : '.');
            flags.append(Character.isDigit(ch) ? 'D' : '.');
            flags.append(Character.isWhitespace(ch) ? 'W' : '.');
            flags.append(Character.isSpaceChar(ch) ? 'S' : '.');
            flags.append(Character.isUpperCase(ch) ? 'U' : '.');
            flags.append(Character.isLowerCase(ch) ? 'l' : '.');
            flags.append(Character.isLetterOrDigit(ch) ? 'A' : '.');
            flags.append(Character.isAlphabetic(c) ? 'a' : '.');
            flags.append(Character.isJavaIdentifierStart(ch) ? 'J' : '.');
            flags.append(Character.isJavaIdentifierPart(ch) ? 'j' : '.');
            flags.append(Character.isISOControl(ch) ? 'C' : '.');
            flags.append(Character.isTitleCase(ch) ? 'T' : '.');
            flags.append(Character.isIdentifierIgnorable(ch) ? 'I' : '.');
            System.out.println(c + " " + flags + " up=" + (int) Character.toUpperCase(ch) + " lo=" + (int) Character.toLowerCase(ch)
                    + " title=" + (int) Character.toTitleCase(ch) + " upCp=" + Character.toUpperCase(c) + " num=" + Character.getNumericValue(ch)
                    + " d16=" + Character.digit(ch, 16) + " d36=" + Character.digit(ch, 36) + " type=" + Character.getType(ch));
        }
        int[] extra = {0x100, 0x131, 0x178, 0x17F, 0x1C5, 0x2000, 0x2028, 0x3000, 0x0660, 0xFF10, 0x0391, 0x03C9, 0x0410, 0x044F};
        for (int c : extra) {
            char ch = (char) c;
            System.out.println("U+" + Integer.toHexString(c) + " letter=" + Character.isLetter(ch) + " digit=" + Character.isDigit(ch) + " ws=" + Character.isWhitespace(ch)
                    + " upper=" + Character.isUpperCase(ch) + " lower=" + Character.isLowerCase(ch) + " up=" + Integer.toHexString(Character.toUpperCase(ch)) + " lo=" + Integer.toHexString(Character.toLowerCase(ch))
                    + " digit10=" + Character.digit(ch, 10));
        }
        StringBuilder sb = new StringBuilder();
        for (int r = 2; r <= 36; r += 7) for (int d = 0; d < r; d += 5) sb.append(Character.forDigit(d, r));
        System.out.println("forDigit " + sb + " invalid " + (int) Character.forDigit(10, 10) + " " + (int) Character.forDigit(1, 1) + " " + (int) Character.forDigit(-1, 10));
        System.out.println("digit edge " + Character.digit('z', 35) + " " + Character.digit('z', 36) + " " + Character.digit('5', 1) + " " + Character.digit('5', 37) + " " + Character.digit('Z', 36));
        System.out.println("compare " + Character.compare('a', 'b') + " " + Character.compare('z', 'a') + " toString " + Character.toString('Q') + " valueOf " + Character.valueOf('R') + " MIN " + (int) Character.MIN_VALUE + " MAX " + (int) Character.MAX_VALUE + " SIZE " + Character.SIZE + " BYTES " + Character.BYTES);
        System.out.println("MIN_RADIX " + Character.MIN_RADIX + " MAX_RADIX " + Character.MAX_RADIX + " reverseBytes " + (int) Character.reverseBytes('\u1234') + " hashCode " + Character.hashCode('A'));
        System.out.println("surrogates " + Character.isHighSurrogate('\uD800') + " " + Character.isLowSurrogate('\uDC00') + " " + Character.isSurrogate('a') + " " + Character.toCodePoint('\uD83D', '\uDE00') + " " + Character.charCount(0x1F600) + " " + Character.isSupplementaryCodePoint(0x1F600) + " " + Character.isValidCodePoint(0x110000));
        String s = "Hello, World! 123 \u00c9t\u00e9 \u00df\u00ff";
        StringBuilder up = new StringBuilder(), lo = new StringBuilder();
        for (int i = 0; i < s.length(); i++) { up.append((int) Character.toUpperCase(s.charAt(i))).append(','); lo.append((int) Character.toLowerCase(s.charAt(i))).append(','); }
        System.out.println("upper codes " + up);
        System.out.println("lower codes " + lo);
        int letters = 0, digits = 0, spaces = 0, uppers = 0;
        for (char c : s.toCharArray()) { if (Character.isLetter(c)) letters++; if (Character.isDigit(c)) digits++; if (Character.isWhitespace(c)) spaces++; if (Character.isUpperCase(c)) uppers++; }
        System.out.println("counts letters=" + letters + " digits=" + digits + " spaces=" + spaces + " uppers=" + uppers);
    }
}
