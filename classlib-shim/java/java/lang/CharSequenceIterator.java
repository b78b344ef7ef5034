package java.lang;

import java.util.NoSuchElementException;
import java.util.PrimitiveIterator;

/** The chars or code points of a CharSequence, for chars()/codePoints() (rjvm shim; package-private). */
final class CharSequenceIterator implements PrimitiveIterator.OfInt {
    private final CharSequence cs;
    private final boolean codePoints;
    private int i;

    CharSequenceIterator(CharSequence cs, boolean codePoints) {
        this.cs = cs;
        this.codePoints = codePoints;
    }

    @Override
    public boolean hasNext() {
        return i < cs.length();
    }

    @Override
    public int nextInt() {
        if (i >= cs.length()) {
            throw new NoSuchElementException();
        }
        char c = cs.charAt(i++);
        if (codePoints && Character.isHighSurrogate(c) && i < cs.length() && Character.isLowSurrogate(cs.charAt(i))) {
            return Character.toCodePoint(c, cs.charAt(i++));
        }
        return c;
    }

    /**
     * The length of a String whose chars are all Latin-1, else -1: the JDK knows the code point
     * count of exactly those strings (its compact Latin-1 form) without scanning.
     */
    static int latin1Length(CharSequence cs) {
        if (!(cs instanceof String)) {
            return -1;
        }
        for (int i = 0; i < cs.length(); i++) {
            if (cs.charAt(i) > 0xFF) {
                return -1;
            }
        }
        return cs.length();
    }
}
