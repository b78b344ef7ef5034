package java.util.regex;

import java.lang.SimpleRegex;

/**
 * A compiled regular expression (rjvm shim over {@link SimpleRegex}, the backtracking engine
 * behind String.matches/split/replaceAll; see it for the supported syntax). Of the flags,
 * CASE_INSENSITIVE, MULTILINE, DOTALL, COMMENTS, LITERAL and UNICODE_CASE are supported;
 * UNIX_LINES, CANON_EQ and UNICODE_CHARACTER_CLASS throw UnsupportedOperationException.
 */
public final class Pattern implements java.io.Serializable {
    /** Unix line mode (unsupported). */
    public static final int UNIX_LINES = 0x01;
    /** Case-insensitive matching (ASCII). */
    public static final int CASE_INSENSITIVE = 0x02;
    /** Whitespace and comments in the pattern are ignored. */
    public static final int COMMENTS = 0x04;
    /** ^ and $ at line boundaries. */
    public static final int MULTILINE = 0x08;
    /** The pattern is a literal string. */
    public static final int LITERAL = 0x10;
    /** . matches line terminators. */
    public static final int DOTALL = 0x20;
    /** Unicode case folding (accepted with CASE_INSENSITIVE; folding stays ASCII). */
    public static final int UNICODE_CASE = 0x40;
    /** Canonical equivalence (unsupported). */
    public static final int CANON_EQ = 0x80;
    /** Unicode character classes (unsupported). */
    public static final int UNICODE_CHARACTER_CLASS = 0x100;

    private final String pattern;
    private final int flags;
    final SimpleRegex regex;

    private Pattern(String pattern, int flags) {
        this.pattern = pattern;
        this.flags = flags;
        if ((flags & ~(CASE_INSENSITIVE | LITERAL | UNICODE_CASE | MULTILINE | DOTALL | COMMENTS)) != 0) {
            throw new UnsupportedOperationException("regex flags not supported by rjvm: " + flags);
        }
        String re = (flags & LITERAL) != 0 ? quote(pattern) : pattern;
        re = inlineFlags(flags) + re;
        this.regex = SimpleRegex.compile(re);
    }

    /** The embedded-flag prefix, such as "(?im)", equivalent to {@code flags}. */
    private static String inlineFlags(int flags) {
        StringBuilder sb = new StringBuilder("(?");
        if ((flags & CASE_INSENSITIVE) != 0) {
            sb.append('i');
        }
        if ((flags & LITERAL) == 0) {
            if ((flags & MULTILINE) != 0) {
                sb.append('m');
            }
            if ((flags & DOTALL) != 0) {
                sb.append('s');
            }
            if ((flags & COMMENTS) != 0) {
                sb.append('x');
            }
        }
        return sb.length() == 2 ? "" : sb.append(')').toString();
    }

    /** Compiles {@code regex}. */
    public static Pattern compile(String regex) {
        return new Pattern(regex, 0);
    }

    /** Compiles {@code regex} with {@code flags}. */
    public static Pattern compile(String regex, int flags) {
        return new Pattern(regex, flags);
    }

    /** True if {@code regex} matches the whole of {@code input}. */
    public static boolean matches(String regex, CharSequence input) {
        return compile(regex).matcher(input).matches();
    }

    /** A pattern source that matches {@code s} literally. */
    public static String quote(String s) {
        if (s.indexOf("\\E") < 0) {
            return "\\Q" + s + "\\E";
        }
        StringBuilder sb = new StringBuilder("\\Q");
        int cur = 0;
        int at;
        while ((at = s.indexOf("\\E", cur)) >= 0) {
            sb.append(s, cur, at).append("\\E\\\\E\\Q");
            cur = at + 2;
        }
        return sb.append(s, cur, s.length()).append("\\E").toString();
    }

    /** The source of this pattern. */
    public String pattern() {
        return pattern;
    }

    /** The flags it was compiled with. */
    public int flags() {
        return flags;
    }

    /** A matcher of this pattern over {@code input}. */
    public Matcher matcher(CharSequence input) {
        return new Matcher(this, input);
    }

    /** {@code input} split around matches of this pattern (trailing empty strings removed). */
    public String[] split(CharSequence input) {
        return split(input, 0);
    }

    /** {@code input} split around matches, as String.split(regex, limit) does. */
    public String[] split(CharSequence input, int limit) {
        return regex.split(input.toString(), limit);
    }

    /** The pieces of split(input) as a stream. */
    public java.util.stream.Stream<String> splitAsStream(CharSequence input) {
        return java.util.Arrays.stream(split(input));
    }

    /** A predicate that is true when this pattern matches the whole of its argument. */
    public java.util.function.Predicate<String> asMatchPredicate() {
        return new java.util.function.Predicate<String>() {
            @Override
            public boolean test(String s) {
                return matcher(s).matches();
            }
        };
    }

    /** A predicate that is true when this pattern is found in its argument. */
    public java.util.function.Predicate<String> asPredicate() {
        return new java.util.function.Predicate<String>() {
            @Override
            public boolean test(String s) {
                return matcher(s).find();
            }
        };
    }

    @Override
    public String toString() {
        return pattern;
    }
}
