package java.net;

/**
 * The JDK's URI comparisons and hashes: components compare as strings except that the hex
 * digits of %XX escapes compare without case; schemes and hosts compare without case (ASCII).
 */
final class URICompare {
    private URICompare() {
    }

    private static int lower(char c) {
        return c >= 'A' && c <= 'Z' ? c + ('a' - 'A') : c;
    }

    private static int upper(char c) {
        return c >= 'a' && c <= 'z' ? c - ('a' - 'A') : c;
    }

    /** Equal, with %XX escapes compared without case. */
    static boolean equal(String s, String t) {
        if (s == t) {
            return true;
        }
        if (s == null || t == null || s.length() != t.length()) {
            return false;
        }
        return s.indexOf('%') < 0 ? s.equals(t) : compare(s, t) == 0;
    }

    static boolean equalIgnoringCase(String s, String t) {
        if (s == t) {
            return true;
        }
        if (s == null || t == null || s.length() != t.length()) {
            return false;
        }
        for (int i = 0; i < s.length(); i++) {
            if (lower(s.charAt(i)) != lower(t.charAt(i))) {
                return false;
            }
        }
        return true;
    }

    /** {@code h * 127} plus the string's hash, with escape hex digits upper-cased first. */
    static int hash(int h, String s) {
        if (s == null) {
            return h;
        }
        if (s.indexOf('%') < 0) {
            return h * 127 + s.hashCode();
        }
        int x = 0;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            x = 31 * x + c;
            if (c == '%') {
                for (int k = i + 1; k < i + 3 && k < s.length(); k++) {
                    x = 31 * x + upper(s.charAt(k));
                }
                i += 2;
            }
        }
        return h * 127 + x;
    }

    static int hashIgnoringCase(int h, String s) {
        if (s == null) {
            return h;
        }
        for (int i = 0; i < s.length(); i++) {
            h = 31 * h + lower(s.charAt(i));
        }
        return h;
    }

    /** String order with %XX hex digits compared without case; null sorts first. */
    static int compare(String s, String t) {
        if (s == t) {
            return 0;
        }
        if (s == null) {
            return -1;
        }
        if (t == null) {
            return 1;
        }
        int n = Math.min(s.length(), t.length());
        for (int i = 0; i < n; i++) {
            char c = s.charAt(i);
            char d = t.charAt(i);
            if (c != d && (c != '%' || d != '%')) {
                return c - d;
            }
            if (c == '%') {
                // Both are escapes (a parsed URI's escapes are always complete).
                for (int k = 1; k <= 2; k++) {
                    int v = lower(s.charAt(i + k)) - lower(t.charAt(i + k));
                    if (v != 0) {
                        return v;
                    }
                }
                i += 2;
            }
        }
        return s.length() - t.length();
    }

    static int compareIgnoringCase(String s, String t) {
        if (s == t) {
            return 0;
        }
        if (s == null) {
            return -1;
        }
        if (t == null) {
            return 1;
        }
        int n = Math.min(s.length(), t.length());
        for (int i = 0; i < n; i++) {
            int c = lower(s.charAt(i)) - lower(t.charAt(i));
            if (c != 0) {
                return c;
            }
        }
        return s.length() - t.length();
    }
}
