package java.lang;

/** A readable sequence of chars (rjvm shim). */
public interface CharSequence {
    int length();

    char charAt(int index);

    default boolean isEmpty() {
        return this.length() == 0;
    }

    CharSequence subSequence(int start, int end);

    public String toString();

    public static int compare(CharSequence cs1, CharSequence cs2) {
        if (cs1 == cs2) {
            return 0;
        }
        int n1 = cs1.length();
        int n2 = cs2.length();
        int n = Math.min(n1, n2);
        for (int i = 0; i < n; i++) {
            char a = cs1.charAt(i);
            char b = cs2.charAt(i);
            if (a != b) {
                return a - b;
            }
        }
        return n1 - n2;
    }

    /** The chars as an IntStream. */
    default java.util.stream.IntStream chars() {
        return java.util.stream.StreamSupport.intStream(new CharSequenceIterator(this, false), length(), false);
    }

    /** The code points as an IntStream (surrogate pairs combined). */
    default java.util.stream.IntStream codePoints() {
        return java.util.stream.StreamSupport.intStream(new CharSequenceIterator(this, true), CharSequenceIterator.latin1Length(this), false);
    }
}
