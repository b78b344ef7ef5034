package java.lang;

import java.util.regex.PatternSyntaxException;

/**
 * A small backtracking regular-expression engine used by String.matches/split/replaceAll
 * (rjvm shim; not part of the JDK API). Supports literals and escapes (\t \n \r \f \a \e
 * \xhh \\uhhhh \0ooo \Q..\E), '.', character classes with ranges, negation and the
 * predefined classes \d \D \s \S \w \W and common \p{..} POSIX names, anchors ^ $ \b \B \A \z
 * \Z, groups (capturing, (?:..), lookahead (?=..) (?!..)), alternation, greedy/lazy/possessive
 * quantifiers * + ? {n} {n,} {n,m}, back references \n and the (?i) flag. Anything else
 * throws UnsupportedOperationException("regex not supported by rjvm: " + regex).
 */
public final class SimpleRegex {
    private final String regex;
    private final Node start;
    private final int groupCount;
    /** Named groups' numbers ({@code (?<name>...)}), or null when there are none. */
    private final java.util.HashMap<String, Integer> groupNames;
    private final int repeatCount;
    /** If non-negative, the regex is this single literal char (fast path). */
    private final int literalChar;

    private static volatile SimpleRegex lastCompiled;

    private SimpleRegex(String regex, Node start, int groupCount, java.util.HashMap<String, Integer> groupNames,
            int repeatCount, int literalChar) {
        this.regex = regex;
        this.start = start;
        this.groupCount = groupCount;
        this.groupNames = groupNames;
        this.repeatCount = repeatCount;
        this.literalChar = literalChar;
    }

    public static SimpleRegex compile(String regex) {
        SimpleRegex last = lastCompiled;
        if (last != null && last.regex.equals(regex)) {
            return last;
        }
        SimpleRegex r = new Parser(regex).parse();
        lastCompiled = r;
        return r;
    }

    public String pattern() {
        return regex;
    }

    public int groupCount() {
        return groupCount;
    }

    /** The number of the group named {@code name}; IllegalArgumentException if there is none. */
    public int groupIndex(String name) {
        Integer g = groupNames == null ? null : groupNames.get(name);
        if (g == null) {
            throw new IllegalArgumentException("No group with name <" + name + ">");
        }
        return g;
    }

    // ---- matching state ---------------------------------------------------------------------

    /** Per-match mutable state. */
    public static final class State {
        final CharSequence input;
        final int end;
        final int[] groups;
        final int[] counts;
        final int[] starts;
        boolean anchoredEnd;
        int matchEnd;
        /** Where \\G matches: the end of the previous match, or the first search's start (-1 before it). */
        int prevEnd = -1;
        /** Where the innermost running lookbehind body must end. */
        int lookTarget;
        /** Where the innermost running atomic group's body ended. */
        int atomicEnd;

        State(SimpleRegex re, CharSequence input) {
            this.input = input;
            this.end = input.length();
            this.groups = new int[(re.groupCount + 1) * 2];
            this.counts = new int[re.repeatCount];
            this.starts = new int[re.repeatCount];
        }

        public int start(int group) {
            return groups[group * 2];
        }

        public int end(int group) {
            return groups[group * 2 + 1];
        }

        public String group(int group) {
            int s = groups[group * 2];
            int e = groups[group * 2 + 1];
            return (s < 0 || e < 0) ? null : input.subSequence(s, e).toString();
        }
    }

    public State newState(CharSequence input) {
        return new State(this, input);
    }

    /** Tries a match starting exactly at from; fills group 0 on success. */
    public boolean matchAt(State st, int from, boolean wholeInput) {
        for (int i = 0; i < st.groups.length; i++) {
            st.groups[i] = -1;
        }
        st.anchoredEnd = wholeInput;
        if (st.prevEnd < 0) {
            st.prevEnd = from;
        }
        if (start.match(st, from)) {
            st.groups[0] = from;
            st.groups[1] = st.matchEnd;
            return true;
        }
        return false;
    }

    /** Finds the next match at or after from; returns false if none. */
    public boolean find(State st, int from) {
        if (st.prevEnd < 0) {
            st.prevEnd = from;
        }
        for (int i = from; i <= st.end; i++) {
            if (matchAt(st, i, false)) {
                st.prevEnd = st.matchEnd;
                return true;
            }
        }
        return false;
    }

    public boolean matches(CharSequence s) {
        return matchAt(new State(this, s), 0, true);
    }

    public String[] split(String s, int limit) {
        int len = s.length();
        String[] parts = new String[8];
        int n = 0;
        int index = 0;
        boolean limited = limit > 0;
        if (literalChar >= 0) {
            char c = (char) literalChar;
            int next;
            while ((next = s.indexOf(c, index)) >= 0) {
                if (limited && n == limit - 1) {
                    break;
                }
                if (n == parts.length) {
                    parts = grow(parts);
                }
                parts[n++] = s.substring(index, next);
                index = next + 1;
            }
        } else {
            State st = new State(this, s);
            int from = 0;
            while (from <= len && find(st, from)) {
                int ms = st.start(0);
                int me = st.end(0);
                from = (me == ms) ? me + 1 : me;
                if (limited && n == limit - 1) {
                    break;
                }
                if (index == 0 && ms == 0 && me == 0) {
                    continue;
                }
                if (n == parts.length) {
                    parts = grow(parts);
                }
                parts[n++] = s.substring(index, ms);
                index = me;
            }
        }
        if (index == 0) {
            String[] one = new String[1];
            one[0] = s;
            return one;
        }
        if (n == parts.length) {
            parts = grow(parts);
        }
        parts[n++] = s.substring(index, len);
        if (limit == 0) {
            while (n > 0 && parts[n - 1].isEmpty()) {
                n--;
            }
        }
        String[] result = new String[n];
        System.arraycopy(parts, 0, result, 0, n);
        return result;
    }

    private static String[] grow(String[] a) {
        String[] b = new String[a.length * 2];
        System.arraycopy(a, 0, b, 0, a.length);
        return b;
    }

    public String replace(String s, String replacement, boolean all) {
        State st = new State(this, s);
        int from = 0;
        int last = 0;
        StringBuilder sb = null;
        int len = s.length();
        while (from <= len && find(st, from)) {
            if (sb == null) {
                sb = new StringBuilder(len + 16);
            }
            int ms = st.start(0);
            int me = st.end(0);
            sb.append(s, last, ms);
            appendReplacement(sb, st, replacement);
            last = me;
            from = (me == ms) ? me + 1 : me;
            if (!all) {
                break;
            }
        }
        if (sb == null) {
            return s;
        }
        sb.append(s, last, len);
        return sb.toString();
    }

    /** Expands $n group references and \ escapes in a replacement string. */
    public void appendReplacement(StringBuilder sb, State st, String replacement) {
        int i = 0;
        int n = replacement.length();
        while (i < n) {
            char c = replacement.charAt(i);
            if (c == '\\') {
                i++;
                if (i == n) {
                    throw new IllegalArgumentException("character to be escaped is missing");
                }
                sb.append(replacement.charAt(i++));
            } else if (c == '$') {
                i++;
                if (i == n) {
                    throw new IllegalArgumentException("Illegal group reference: group index is missing");
                }
                char d = replacement.charAt(i);
                if (d == '{') {
                    int close = i + 1;
                    while (close < n && Parser.isGroupName(replacement.substring(i + 1, close + 1))) {
                        close++;
                    }
                    String name = replacement.substring(i + 1, close);
                    if (name.isEmpty()) {
                        throw new IllegalArgumentException("named capturing group has 0 length name");
                    }
                    if (close == n || replacement.charAt(close) != '}') {
                        throw new IllegalArgumentException("named capturing group is missing trailing '}'");
                    }
                    if (groupNames == null || !groupNames.containsKey(name)) {
                        throw new IllegalArgumentException("No group with name {" + name + "}");
                    }
                    String g = st.group(groupNames.get(name));
                    if (g != null) {
                        sb.append(g);
                    }
                    i = close + 1;
                    continue;
                }
                int ref = d - '0';
                if (ref < 0 || ref > 9) {
                    throw new IllegalArgumentException("Illegal group reference");
                }
                i++;
                while (i < n) {
                    int nd = replacement.charAt(i) - '0';
                    if (nd < 0 || nd > 9) {
                        break;
                    }
                    int nr = ref * 10 + nd;
                    if (groupCount < nr) {
                        break;
                    }
                    ref = nr;
                    i++;
                }
                if (ref > groupCount) {
                    throw new IndexOutOfBoundsException("No group " + ref);
                }
                String g = st.group(ref);
                if (g != null) {
                    sb.append(g);
                }
            } else {
                sb.append(c);
                i++;
            }
        }
    }

    // ---- nodes --------------------------------------------------------------------------------

    abstract static class Node {
        Node next;

        abstract boolean match(State st, int i);
    }

    /** End of the whole pattern. */
    static final class Accept extends Node {
        boolean match(State st, int i) {
            if (st.anchoredEnd && i != st.end) {
                return false;
            }
            st.matchEnd = i;
            return true;
        }
    }

    /** A node that matches exactly one char satisfying a predicate. */
    abstract static class CharNode extends Node {
        abstract boolean accepts(char c);

        boolean match(State st, int i) {
            return i < st.end && accepts(st.input.charAt(i)) && next.match(st, i + 1);
        }
    }

    static final class Single extends CharNode {
        final char c;
        final boolean ignoreCase;

        Single(char c, boolean ignoreCase) {
            this.c = c;
            this.ignoreCase = ignoreCase;
        }

        boolean accepts(char x) {
            return x == c || (ignoreCase && foldAscii(x) == foldAscii(c));
        }
    }

    static char foldAscii(char c) {
        return (c >= 'A' && c <= 'Z') ? (char) (c + 32) : c;
    }

    static final class Dot extends CharNode {
        final boolean dotAll;

        Dot(boolean dotAll) {
            this.dotAll = dotAll;
        }

        boolean accepts(char c) {
            return dotAll || !(c == '\n' || c == '\r' || c == '\u0085' || c == '\u2028' || c == '\u2029');
        }
    }

    /** A character class: ranges plus predefined-class predicates, optionally negated. */
    static final class ClassNode extends CharNode {
        char[] ranges = new char[8];
        int nranges;
        int[] predefs = new int[4];
        int npredefs;
        boolean negated;
        boolean ignoreCase;
        /** Nested classes, part of the union. */
        ClassNode[] subs;
        /** The right operand of "&&", or null. */
        ClassNode and;

        void addSub(ClassNode sub) {
            int n = subs == null ? 0 : subs.length;
            ClassNode[] s = new ClassNode[n + 1];
            if (n > 0) {
                System.arraycopy(subs, 0, s, 0, n);
            }
            s[n] = sub;
            subs = s;
        }

        void addRange(char lo, char hi) {
            if (nranges * 2 == ranges.length) {
                char[] n = new char[ranges.length * 2];
                System.arraycopy(ranges, 0, n, 0, ranges.length);
                ranges = n;
            }
            ranges[nranges * 2] = lo;
            ranges[nranges * 2 + 1] = hi;
            nranges++;
        }

        void addPredef(int p) {
            if (npredefs == predefs.length) {
                int[] n = new int[predefs.length * 2];
                System.arraycopy(predefs, 0, n, 0, predefs.length);
                predefs = n;
            }
            predefs[npredefs++] = p;
        }

        private boolean contains(char c) {
            for (int i = 0; i < nranges; i++) {
                if (c >= ranges[i * 2] && c <= ranges[i * 2 + 1]) {
                    return true;
                }
            }
            for (int i = 0; i < npredefs; i++) {
                if (predef(predefs[i], c)) {
                    return true;
                }
            }
            return false;
        }

        boolean accepts(char c) {
            boolean in = contains(c);
            if (!in && ignoreCase) {
                char l = foldAscii(c);
                char u = (c >= 'a' && c <= 'z') ? (char) (c - 32) : c;
                in = contains(l) || contains(u);
            }
            if (!in && subs != null) {
                for (int i = 0; i < subs.length && !in; i++) {
                    in = subs[i].accepts(c);
                }
            }
            if (in && and != null) {
                in = and.accepts(c);
            }
            return in != negated;
        }
    }

    // predefined classes; negative codes are the complements
    static final int P_DIGIT = 1;
    static final int P_SPACE = 2;
    static final int P_WORD = 3;
    static final int P_ALPHA = 4;
    static final int P_UPPER = 5;
    static final int P_LOWER = 6;
    static final int P_ALNUM = 7;
    static final int P_PUNCT = 8;
    static final int P_XDIGIT = 9;
    static final int P_LETTER = 10;
    static final int P_CNTRL = 11;
    static final int P_ASCII = 12;
    static final int P_GRAPH = 13;
    static final int P_PRINT = 14;
    static final int P_BLANK = 15;
    static final int P_UNI_UPPER = 16;
    static final int P_UNI_LOWER = 17;
    static final int P_UNI_DIGIT = 18;
    static final int P_JAVA_WS = 19;
    static final int P_HSPACE = 20;
    static final int P_VSPACE = 21;

    static boolean predef(int p, char c) {
        if (p < 0) {
            return !predef(-p, c);
        }
        switch (p) {
            case P_DIGIT:
                return c >= '0' && c <= '9';
            case P_SPACE:
                return c == ' ' || c == '\t' || c == '\n' || c == '\u000B' || c == '\f' || c == '\r';
            case P_WORD:
                return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
            case P_ALPHA:
                return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
            case P_UPPER:
                return c >= 'A' && c <= 'Z';
            case P_LOWER:
                return c >= 'a' && c <= 'z';
            case P_ALNUM:
                return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
            case P_PUNCT:
                return (c >= '!' && c <= '/') || (c >= ':' && c <= '@') || (c >= '[' && c <= '`')
                        || (c >= '{' && c <= '~');
            case P_XDIGIT:
                return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
            case P_LETTER:
                return Character.isLetter(c);
            case P_CNTRL:
                return c < 0x20 || c == 0x7f;
            case P_ASCII:
                return c < 0x80;
            case P_GRAPH:
                return c > 0x20 && c < 0x7f;
            case P_PRINT:
                return c >= 0x20 && c < 0x7f;
            case P_BLANK:
                return c == ' ' || c == '\t';
            case P_UNI_UPPER:
                return Character.isUpperCase(c);
            case P_UNI_LOWER:
                return Character.isLowerCase(c);
            case P_UNI_DIGIT:
                return Character.isDigit(c);
            case P_JAVA_WS:
                return Character.isWhitespace(c);
            case P_HSPACE:
                return c == ' ' || c == '\t' || c == '\u00A0' || c == '\u1680' || c == '\u180e'
                        || (c >= '\u2000' && c <= '\u200a') || c == '\u202f' || c == '\u205f' || c == '\u3000';
            case P_VSPACE:
                return (c >= '\n' && c <= '\r') || c == '\u0085' || c == '\u2028' || c == '\u2029';
            default:
                return false;
        }
    }

    static final class Begin extends Node {
        boolean match(State st, int i) {
            return i == 0 && next.match(st, i);
        }
    }

    static boolean isLineTerminator(char c) {
        return c == '\n' || c == '\r' || c == '\u0085' || c == '\u2028' || c == '\u2029';
    }

    /**
     * '$' (and \Z): end of input, or before a final line terminator; with {@code multiline}
     * ('(?m)', not \Z) before any line terminator. Never between '\r' and '\n'.
     */
    static final class Dollar extends Node {
        final boolean multiline;

        Dollar(boolean multiline) {
            this.multiline = multiline;
        }

        boolean match(State st, int i) {
            int end = st.end;
            if (i == end) {
                return next.match(st, i);
            }
            char c = st.input.charAt(i);
            if (!isLineTerminator(c) || (c == '\n' && i > 0 && st.input.charAt(i - 1) == '\r')) {
                return false;
            }
            boolean finalTerminator = i == end - 1 || (i == end - 2 && c == '\r' && st.input.charAt(i + 1) == '\n');
            return (multiline || finalTerminator) && next.match(st, i);
        }
    }

    /**
     * '^' in MULTILINE mode: at the start of input or after a line terminator (not inside
     * "\r\n"), never at the end of input (as Perl and the JDK).
     */
    static final class LineBegin extends Node {
        boolean match(State st, int i) {
            if (i == st.end) {
                return false;
            }
            if (i > 0) {
                char c = st.input.charAt(i - 1);
                if (!isLineTerminator(c) || (c == '\r' && st.input.charAt(i) == '\n')) {
                    return false;
                }
            }
            return next.match(st, i);
        }
    }

    /** \G: where the previous match ended (the search start before the first match). */
    static final class LastMatchEnd extends Node {
        boolean match(State st, int i) {
            return i == st.prevEnd && next.match(st, i);
        }
    }

    /** \R: "\r\n" or one vertical whitespace char, atomically (never "\r" alone before "\n"). */
    static final class LineBreak extends Node {
        boolean match(State st, int i) {
            if (i >= st.end) {
                return false;
            }
            char c = st.input.charAt(i);
            if (c == '\r' && i + 1 < st.end && st.input.charAt(i + 1) == '\n') {
                return next.match(st, i + 2);
            }
            boolean vertical = (c >= '\n' && c <= '\r') || c == '\u0085' || c == '\u2028' || c == '\u2029';
            return vertical && next.match(st, i + 1);
        }
    }

    static final class EndOfInput extends Node {
        boolean match(State st, int i) {
            return i == st.end && next.match(st, i);
        }
    }

    static final class WordBoundary extends Node {
        final boolean negate;

        WordBoundary(boolean negate) {
            this.negate = negate;
        }

        private static boolean isWord(char c) {
            return Character.isLetterOrDigit(c) || c == '_';
        }

        boolean match(State st, int i) {
            boolean before = i > 0 && isWord(st.input.charAt(i - 1));
            boolean after = i < st.end && isWord(st.input.charAt(i));
            return ((before != after) != negate) && next.match(st, i);
        }
    }

    static final class GroupStart extends Node {
        final int slot;

        GroupStart(int group) {
            this.slot = group * 2;
        }

        boolean match(State st, int i) {
            int saved = st.groups[slot];
            st.groups[slot] = i;
            if (next.match(st, i)) {
                return true;
            }
            st.groups[slot] = saved;
            return false;
        }
    }

    static final class GroupEnd extends Node {
        final int slot;

        GroupEnd(int group) {
            this.slot = group * 2 + 1;
        }

        boolean match(State st, int i) {
            int saved = st.groups[slot];
            st.groups[slot] = i;
            if (next.match(st, i)) {
                return true;
            }
            st.groups[slot] = saved;
            return false;
        }
    }

    static final class BackRef extends Node {
        final int group;
        final boolean ignoreCase;

        BackRef(int group, boolean ignoreCase) {
            this.group = group;
            this.ignoreCase = ignoreCase;
        }

        boolean match(State st, int i) {
            int s = st.groups[group * 2];
            int e = st.groups[group * 2 + 1];
            if (s < 0 || e < 0) {
                return false;
            }
            int len = e - s;
            if (i + len > st.end) {
                return false;
            }
            for (int k = 0; k < len; k++) {
                char a = st.input.charAt(s + k);
                char b = st.input.charAt(i + k);
                if (a != b && !(ignoreCase && foldAscii(a) == foldAscii(b))) {
                    return false;
                }
            }
            return next.match(st, i + len);
        }
    }

    /** Alternation: each branch is a chain ending in a Join that continues with next. */
    static final class Alt extends Node {
        Node[] branches;

        boolean match(State st, int i) {
            for (int b = 0; b < branches.length; b++) {
                if (branches[b].match(st, i)) {
                    return true;
                }
            }
            return false;
        }
    }

    /** Continues after a sub-chain with the owner's next node. */
    static final class Join extends Node {
        Node owner;

        boolean match(State st, int i) {
            return owner.next.match(st, i);
        }
    }

    static final class Look extends Node {
        Node body;
        boolean negate;

        boolean match(State st, int i) {
            boolean savedAnchored = st.anchoredEnd;
            int savedEnd = st.matchEnd;
            st.anchoredEnd = false;
            boolean found = body.match(st, i);
            st.anchoredEnd = savedAnchored;
            st.matchEnd = savedEnd;
            return (found != negate) && next.match(st, i);
        }
    }

    /** Terminates a lookahead body: success without consuming the rest. */
    static final class LookEnd extends Node {
        boolean match(State st, int i) {
            return true;
        }
    }

    /**
     * Lookbehind (?<=X) / (?<!X): X must match ending exactly here, starting between
     * {@code max} and {@code min} chars back (tried nearest first, as the JDK).
     */
    static final class LookBehind extends Node {
        Node body;
        boolean negate;
        int min;
        int max;

        boolean match(State st, int i) {
            boolean savedAnchored = st.anchoredEnd;
            int savedEnd = st.matchEnd;
            int savedTarget = st.lookTarget;
            st.anchoredEnd = false;
            st.lookTarget = i;
            boolean found = false;
            int from = Math.max(i - max, 0);
            for (int j = i - min; !found && j >= from; j--) {
                found = body.match(st, j);
            }
            st.anchoredEnd = savedAnchored;
            st.matchEnd = savedEnd;
            st.lookTarget = savedTarget;
            return (found != negate) && next.match(st, i);
        }
    }

    /** Terminates a lookbehind body: success only where the lookbehind started. */
    static final class LookBehindEnd extends Node {
        boolean match(State st, int i) {
            return i == st.lookTarget;
        }
    }

    /**
     * An atomic group (?>X), also what a possessive quantifier on a group is: X's first match
     * is kept, and nothing backtracks into it.
     */
    static final class Atomic extends Node {
        Node body;

        boolean match(State st, int i) {
            boolean savedAnchored = st.anchoredEnd;
            int savedEnd = st.matchEnd;
            int[] savedGroups = st.groups.clone();
            st.anchoredEnd = false;
            boolean found = body.match(st, i);
            st.anchoredEnd = savedAnchored;
            st.matchEnd = savedEnd;
            if (found && next.match(st, st.atomicEnd)) {
                return true;
            }
            System.arraycopy(savedGroups, 0, st.groups, 0, savedGroups.length);
            return false;
        }
    }

    /** Terminates an atomic body: records where it ended and stops. */
    static final class AtomicEnd extends Node {
        boolean match(State st, int i) {
            st.atomicEnd = i;
            return true;
        }
    }

    /** Repetition of a single-char node: iterative, no recursion per iteration. */
    static final class CharRepeat extends Node {
        CharNode atom;
        int min;
        int max;
        int kind;

        boolean match(State st, int i) {
            int limit = st.end;
            int n = 0;
            if (kind == LAZY) {
                while (n < min) {
                    if (i + n >= limit || !atom.accepts(st.input.charAt(i + n))) {
                        return false;
                    }
                    n++;
                }
                while (true) {
                    if (next.match(st, i + n)) {
                        return true;
                    }
                    if (n >= max || i + n >= limit || !atom.accepts(st.input.charAt(i + n))) {
                        return false;
                    }
                    n++;
                }
            }
            while (n < max && i + n < limit && atom.accepts(st.input.charAt(i + n))) {
                n++;
            }
            if (n < min) {
                return false;
            }
            if (kind == POSSESSIVE) {
                return next.match(st, i + n);
            }
            for (; n >= min; n--) {
                if (next.match(st, i + n)) {
                    return true;
                }
            }
            return false;
        }
    }

    static final int GREEDY = 0;
    static final int LAZY = 1;
    static final int POSSESSIVE = 2;

    /** General repetition; the body chain ends in a RepeatTail pointing back here. */
    static final class Repeat extends Node {
        Node body;
        int min;
        int max;
        int kind;
        int id;

        boolean match(State st, int i) {
            int savedCount = st.counts[id];
            int savedStart = st.starts[id];
            st.counts[id] = 0;
            st.starts[id] = i;
            boolean ok = iterate(st, i);
            st.counts[id] = savedCount;
            st.starts[id] = savedStart;
            return ok;
        }

        boolean iterate(State st, int i) {
            int c = st.counts[id];
            if (c < min) {
                return body.match(st, i);
            }
            if (kind == LAZY) {
                return next.match(st, i) || (c < max && body.match(st, i));
            }
            return (c < max && body.match(st, i)) || next.match(st, i);
        }
    }

    static final class RepeatTail extends Node {
        Repeat owner;

        boolean match(State st, int i) {
            int id = owner.id;
            int c = st.counts[id];
            int s = st.starts[id];
            if (i == s && c + 1 > owner.min) {
                return false; // an empty iteration beyond the minimum cannot help
            }
            st.counts[id] = c + 1;
            st.starts[id] = i;
            boolean ok = owner.iterate(st, i);
            st.counts[id] = c;
            st.starts[id] = s;
            return ok;
        }
    }

    // ---- parser -------------------------------------------------------------------------------

    /** A parsed fragment: first node and last node (whose next is still unset). */
    static final class Frag {
        Node first;
        Node last;

        Frag(Node first, Node last) {
            this.first = first;
            this.last = last;
        }
    }

    /** Saturating sum of two lengths (Integer.MAX_VALUE means unbounded). */
    static int addLength(int a, int b) {
        long s = (long) a + b;
        return s >= Integer.MAX_VALUE ? Integer.MAX_VALUE : (int) s;
    }

    /** Saturating product of a length and a repeat count. */
    static int mulLength(int a, int n) {
        if (a == 0 || n == 0) {
            return 0;
        }
        long p = (long) a * n;
        return (a == Integer.MAX_VALUE || n == Integer.MAX_VALUE || p >= Integer.MAX_VALUE) ? Integer.MAX_VALUE : (int) p;
    }

    /**
     * The shortest ({@code max} false) or longest match length of the chain from {@code n} to
     * the end of its sub-chain (Integer.MAX_VALUE when unbounded, as after '*' or a back
     * reference): what a lookbehind needs to know where to start its body.
     */
    static int length(Node n, boolean max) {
        if (n == null || n instanceof Accept || n instanceof Join || n instanceof RepeatTail || n instanceof LookEnd
                || n instanceof LookBehindEnd || n instanceof AtomicEnd) {
            return 0;
        }
        int own;
        if (n instanceof CharNode) {
            own = 1;
        } else if (n instanceof CharRepeat) {
            CharRepeat r = (CharRepeat) n;
            own = max ? r.max : r.min;
        } else if (n instanceof Repeat) {
            Repeat r = (Repeat) n;
            own = mulLength(length(r.body, max), max ? r.max : r.min);
        } else if (n instanceof Alt) {
            Alt a = (Alt) n;
            own = length(a.branches[0], max);
            for (int b = 1; b < a.branches.length; b++) {
                int l = length(a.branches[b], max);
                own = max ? Math.max(own, l) : Math.min(own, l);
            }
        } else if (n instanceof Atomic) {
            own = length(((Atomic) n).body, max);
        } else if (n instanceof LineBreak) {
            own = max ? 2 : 1;
        } else if (n instanceof BackRef) {
            own = max ? Integer.MAX_VALUE : 0;
        } else {
            own = 0; // anchors, group marks, lookarounds, Pass
        }
        return addLength(own, length(n.next, max));
    }

    /**
     * False if the chain has a back reference or an unbounded repeat of more than one char,
     * which the JDK rejects in a lookbehind (an unbounded single-char repeat such as "a+" or
     * ".*" it accepts, and then tries every start back to the input's beginning).
     */
    static boolean hasObviousMaximum(Node n) {
        for (; n != null; n = n.next) {
            if (n instanceof BackRef || (n instanceof Repeat && ((Repeat) n).max == Integer.MAX_VALUE)) {
                return false;
            }
            Node sub = n instanceof Repeat ? ((Repeat) n).body
                    : n instanceof Atomic ? ((Atomic) n).body : n instanceof Look ? ((Look) n).body : null;
            if (sub != null && !hasObviousMaximum(sub)) {
                return false;
            }
            if (n instanceof Alt) {
                for (Node b : ((Alt) n).branches) {
                    if (!hasObviousMaximum(b)) {
                        return false;
                    }
                }
            }
            if (n instanceof Join || n instanceof RepeatTail || n instanceof LookEnd || n instanceof LookBehindEnd
                    || n instanceof AtomicEnd) {
                return true;
            }
        }
        return true;
    }

    static final class Parser {
        final String re;
        int pos;
        int groups;
        java.util.HashMap<String, Integer> names;
        int repeats;
        boolean ignoreCase;
        boolean dotAll;
        boolean multiline;
        /** COMMENTS mode, (?x): whitespace and #-comments between tokens are ignored. */
        boolean comments;

        Parser(String re) {
            this.re = re;
        }

        UnsupportedOperationException unsupported() {
            return new UnsupportedOperationException("regex not supported by rjvm: " + re);
        }

        PatternSyntaxException error(String desc, int index) {
            return new PatternSyntaxException(desc, re, index);
        }

        SimpleRegex parse() {
            int lit = -1;
            if (re.length() == 1 && ".$|()[{^?*+\\".indexOf(re.charAt(0)) < 0) {
                lit = re.charAt(0);
            } else if (re.length() == 2 && re.charAt(0) == '\\') {
                char c = re.charAt(1);
                if (!((c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'))) {
                    lit = c;
                }
            }
            Frag f = alternation();
            if (pos < re.length()) {
                if (re.charAt(pos) == ')') {
                    throw error("Unmatched closing ')'", pos - 1);
                }
                throw unsupported();
            }
            Accept acc = new Accept();
            f.last.next = acc;
            return new SimpleRegex(re, f.first, groups, names, repeats, lit);
        }

        boolean more() {
            return pos < re.length();
        }

        /** True if {@code s} is a valid group name: an ASCII letter, then ASCII letters and digits. */
        static boolean isGroupName(String s) {
            if (s.isEmpty()) {
                return false;
            }
            for (int i = 0; i < s.length(); i++) {
                char c = s.charAt(i);
                boolean letter = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
                if (!letter && !(i > 0 && c >= '0' && c <= '9')) {
                    return false;
                }
            }
            return true;
        }

        /** Parses a group name and its closing '>' (pos after the '<'). */
        String groupName() {
            int begin = pos;
            char first = more() ? peek() : 0;
            if (!((first >= 'a' && first <= 'z') || (first >= 'A' && first <= 'Z'))) {
                throw error("capturing group name does not start with a Latin letter", pos);
            }
            while (more() && peek() != '>') {
                char c = re.charAt(pos);
                boolean ok = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (pos > begin && c >= '0' && c <= '9');
                if (!ok) {
                    throw error("named capturing group is missing trailing '>'", pos);
                }
                pos++;
            }
            if (!more()) {
                throw error("named capturing group is missing trailing '>'", pos);
            }
            return re.substring(begin, pos++);
        }

        char peek() {
            return re.charAt(pos);
        }

        Frag alternation() {
            Frag first = sequence();
            if (!more() || peek() != '|') {
                return first;
            }
            Alt alt = new Alt();
            Join join = new Join();
            join.owner = alt;
            Node[] branches = new Node[2];
            int n = 0;
            first.last.next = join;
            branches[n++] = first.first;
            while (more() && peek() == '|') {
                pos++;
                Frag f = sequence();
                f.last.next = join;
                if (n == branches.length) {
                    Node[] nb = new Node[n * 2];
                    System.arraycopy(branches, 0, nb, 0, n);
                    branches = nb;
                }
                branches[n++] = f.first;
            }
            alt.branches = new Node[n];
            System.arraycopy(branches, 0, alt.branches, 0, n);
            return new Frag(alt, alt);
        }

        Frag sequence() {
            Frag seq = null;
            while (true) {
                skipComments();
                if (!more() || peek() == '|' || peek() == ')') {
                    break;
                }
                Frag atom = atom();
                if (atom == null) {
                    continue;
                }
                atom = quantifier(atom);
                if (seq == null) {
                    seq = atom;
                } else {
                    seq.last.next = atom.first;
                    seq.last = atom.last;
                }
            }
            if (seq == null) {
                // empty sequence: a pass-through node
                Pass p = new Pass();
                return new Frag(p, p);
            }
            return seq;
        }

        Frag quantifier(Frag atom) {
            skipComments();
            if (!more()) {
                return atom;
            }
            char c = peek();
            int min;
            int max;
            int qpos = pos;
            if (c == '*') {
                min = 0;
                max = Integer.MAX_VALUE;
                pos++;
            } else if (c == '+') {
                min = 1;
                max = Integer.MAX_VALUE;
                pos++;
            } else if (c == '?') {
                min = 0;
                max = 1;
                pos++;
            } else if (c == '{') {
                pos++;
                min = number();
                if (min < 0) {
                    throw error("Illegal repetition", qpos);
                }
                max = min;
                if (more() && peek() == ',') {
                    pos++;
                    if (more() && peek() == '}') {
                        max = Integer.MAX_VALUE;
                    } else {
                        max = number();
                        if (max < 0) {
                            throw error("Unclosed counted closure", pos);
                        }
                    }
                }
                if (!more() || peek() != '}') {
                    throw error("Unclosed counted closure", pos);
                }
                pos++;
                if (max < min) {
                    throw error("Illegal repetition range", qpos);
                }
            } else {
                return atom;
            }
            int kind = GREEDY;
            if (more() && peek() == '?') {
                kind = LAZY;
                pos++;
            } else if (more() && peek() == '+') {
                kind = POSSESSIVE;
                pos++;
            }
            if (atom.first == atom.last && atom.first instanceof CharNode) {
                CharRepeat r = new CharRepeat();
                r.atom = (CharNode) atom.first;
                r.min = min;
                r.max = max;
                r.kind = kind;
                return new Frag(r, r);
            }
            if (atom.first instanceof Begin || atom.first instanceof Look || atom.first instanceof LookBehind
                    || atom.first instanceof LineBegin || atom.first instanceof LastMatchEnd) {
                // quantified zero-width assertions are rare; keep them simple
                throw unsupported();
            }
            Repeat r = new Repeat();
            r.body = atom.first;
            r.min = min;
            r.max = max;
            r.kind = kind;
            r.id = repeats++;
            RepeatTail tail = new RepeatTail();
            tail.owner = r;
            atom.last.next = tail;
            Frag repeat = new Frag(r, r);
            // X*+ is (?>X*): a greedy repeat nothing backtracks into
            return kind == POSSESSIVE ? atomic(repeat) : repeat;
        }

        int number() {
            int start = pos;
            int v = 0;
            while (more() && peek() >= '0' && peek() <= '9') {
                v = v * 10 + (peek() - '0');
                pos++;
            }
            return pos == start ? -1 : v;
        }

        Frag single(CharNode n) {
            return new Frag(n, n);
        }

        Frag atom() {
            char c = re.charAt(pos++);
            switch (c) {
                case '.':
                    return single(new Dot(dotAll));
                case '^': {
                    Node b = multiline ? new LineBegin() : new Begin();
                    return new Frag(b, b);
                }
                case '$': {
                    Dollar d = new Dollar(multiline);
                    return new Frag(d, d);
                }
                case '[':
                    return single(charClass());
                case '(':
                    return group();
                case '\\':
                    return escape();
                case '*':
                case '+':
                case '?':
                    throw error("Dangling meta character '" + c + "'", pos - 1);
                case '{':
                    throw error("Illegal repetition", pos - 1);
                default:
                    return single(new Single(c, ignoreCase));
            }
        }

        Frag group() {
            // 0 capturing, 1 non-capturing, 2/3 (negative) lookahead, 4/5 (negative) lookbehind, 6 atomic
            int kind = 0;
            String named = null;
            // flags changed inside a group, (?i:X) included, end with it (as the JDK)
            boolean[] savedFlags = {ignoreCase, dotAll, multiline, comments};
            if (more() && peek() == '?') {
                pos++;
                if (!more()) {
                    throw error("Unknown inline modifier", pos);
                }
                char k = re.charAt(pos++);
                if (k == ':') {
                    kind = 1;
                } else if (k == '=') {
                    kind = 2;
                } else if (k == '!') {
                    kind = 3;
                } else if (k == '<' && more() && (peek() == '=' || peek() == '!')) {
                    kind = re.charAt(pos++) == '=' ? 4 : 5;
                } else if (k == '<') {
                    named = groupName();
                } else if (k == '>') {
                    kind = 6;
                } else {
                    pos--;
                    boolean on = true;
                    while (more() && peek() != ')' && peek() != ':') {
                        char f = re.charAt(pos++);
                        if (f == '-') {
                            on = false;
                        } else if (f == 'i') {
                            ignoreCase = on;
                        } else if (f == 's') {
                            dotAll = on;
                        } else if (f == 'm') {
                            multiline = on;
                        } else if (f == 'x') {
                            comments = on;
                        } else if (f != 'u') { // UNICODE_CASE: accepted, folding stays ASCII
                            throw unsupported();
                        }
                    }
                    if (!more()) {
                        throw error("Unclosed group", pos);
                    }
                    if (re.charAt(pos++) == ')') {
                        return null;
                    }
                    kind = 1;
                }
            }
            int group = 0;
            if (kind == 0) {
                group = ++groups;
                if (named != null) {
                    if (names == null) {
                        names = new java.util.HashMap<>();
                    }
                    if (names.containsKey(named)) {
                        throw error("Named capturing group <" + named + "> is already defined", pos - 1);
                    }
                    names.put(named, group);
                }
            }
            Frag body = alternation();
            if (!more() || peek() != ')') {
                throw error("Unclosed group", re.length());
            }
            pos++;
            ignoreCase = savedFlags[0];
            dotAll = savedFlags[1];
            multiline = savedFlags[2];
            comments = savedFlags[3];
            if (kind == 1) {
                return body;
            }
            if (kind == 0) {
                GroupStart gs = new GroupStart(group);
                GroupEnd ge = new GroupEnd(group);
                gs.next = body.first;
                body.last.next = ge;
                return new Frag(gs, ge);
            }
            if (kind == 6) {
                return atomic(body);
            }
            if (kind >= 4) {
                return lookBehind(body, kind == 5);
            }
            Look look = new Look();
            look.negate = kind == 3;
            look.body = body.first;
            body.last.next = new LookEnd();
            return new Frag(look, look);
        }

        /** Wraps {@code body} in an atomic group. */
        Frag atomic(Frag body) {
            Atomic a = new Atomic();
            a.body = body.first;
            body.last.next = new AtomicEnd();
            return new Frag(a, a);
        }

        /** A lookbehind over {@code body}, whose length must be bounded (pos just after ')'). */
        Frag lookBehind(Frag body, boolean negate) {
            body.last.next = new LookBehindEnd();
            LookBehind lb = new LookBehind();
            lb.body = body.first;
            lb.negate = negate;
            lb.min = length(body.first, false);
            lb.max = length(body.first, true);
            if (!hasObviousMaximum(body.first)) {
                throw error("Look-behind group does not have an obvious maximum length", pos - 2);
            }
            return new Frag(lb, lb);
        }

        Frag escape() {
            if (!more()) {
                throw error("Unexpected internal error", pos);
            }
            char c = re.charAt(pos++);
            switch (c) {
                case 'b': {
                    WordBoundary w = new WordBoundary(false);
                    return new Frag(w, w);
                }
                case 'B': {
                    WordBoundary w = new WordBoundary(true);
                    return new Frag(w, w);
                }
                case 'A': {
                    Begin b = new Begin();
                    return new Frag(b, b);
                }
                case 'z': {
                    EndOfInput e = new EndOfInput();
                    return new Frag(e, e);
                }
                case 'Z': {
                    Dollar d = new Dollar(false);
                    return new Frag(d, d);
                }
                case 'G': {
                    LastMatchEnd g = new LastMatchEnd();
                    return new Frag(g, g);
                }
                case 'R': {
                    LineBreak r = new LineBreak();
                    return new Frag(r, r);
                }
                case 'Q': {
                    int end = re.indexOf("\\E", pos);
                    String quoted = end < 0 ? re.substring(pos) : re.substring(pos, end);
                    pos = end < 0 ? re.length() : end + 2;
                    Frag f = null;
                    for (int i = 0; i < quoted.length(); i++) {
                        Single s = new Single(quoted.charAt(i), ignoreCase);
                        if (f == null) {
                            f = new Frag(s, s);
                        } else {
                            f.last.next = s;
                            f.last = s;
                        }
                    }
                    return f;
                }
                default:
                    break;
            }
            if (c == 'k') {
                if (!more() || re.charAt(pos++) != '<') {
                    throw error("\\k is not followed by '<' for named capturing group", pos - 1);
                }
                String name = groupName();
                if (names == null || !names.containsKey(name)) {
                    throw error("named capturing group <" + name + "> does not exist", pos - 1);
                }
                BackRef br = new BackRef(names.get(name), ignoreCase);
                return new Frag(br, br);
            }
            if (c >= '1' && c <= '9') {
                int g = c - '0';
                while (more() && peek() >= '0' && peek() <= '9' && g * 10 + (peek() - '0') <= groups) {
                    g = g * 10 + (re.charAt(pos++) - '0');
                }
                BackRef br = new BackRef(g, ignoreCase);
                return new Frag(br, br);
            }
            pos--;
            ClassNode cls = new ClassNode();
            cls.ignoreCase = ignoreCase;
            int ch = classEscape(cls);
            if (ch < 0) {
                return single(cls);
            }
            return single(new Single((char) ch, ignoreCase));
        }

        /**
         * Parses an escape after a backslash (pos at the char after '\'). Returns the literal
         * char, or -1 after adding a predefined class to cls.
         */
        int classEscape(ClassNode cls) {
            char c = re.charAt(pos++);
            switch (c) {
                case 'd':
                    cls.addPredef(P_DIGIT);
                    return -1;
                case 'D':
                    cls.addPredef(-P_DIGIT);
                    return -1;
                case 's':
                    cls.addPredef(P_SPACE);
                    return -1;
                case 'S':
                    cls.addPredef(-P_SPACE);
                    return -1;
                case 'w':
                    cls.addPredef(P_WORD);
                    return -1;
                case 'W':
                    cls.addPredef(-P_WORD);
                    return -1;
                case 'h':
                    cls.addPredef(P_HSPACE);
                    return -1;
                case 'H':
                    cls.addPredef(-P_HSPACE);
                    return -1;
                case 'v':
                    cls.addPredef(P_VSPACE);
                    return -1;
                case 'V':
                    cls.addPredef(-P_VSPACE);
                    return -1;
                case 'p':
                case 'P': {
                    int p = property();
                    cls.addPredef(c == 'p' ? p : -p);
                    return -1;
                }
                case 't':
                    return '\t';
                case 'n':
                    return '\n';
                case 'r':
                    return '\r';
                case 'f':
                    return '\f';
                case 'a':
                    return '\u0007';
                case 'e':
                    return '\u001B';
                case '0': {
                    int v = 0;
                    int n = 0;
                    while (n < 3 && more() && peek() >= '0' && peek() <= '7' && v * 8 + (peek() - '0') <= 0377) {
                        v = v * 8 + (re.charAt(pos++) - '0');
                        n++;
                    }
                    if (n == 0) {
                        throw error("Illegal octal escape sequence", pos);
                    }
                    return v;
                }
                case 'x':
                    return hex(2);
                case 'u':
                    return hex(4);
                case 'c':
                    if (!more()) {
                        throw error("Illegal control escape sequence", pos);
                    }
                    return re.charAt(pos++) ^ 64;
                default:
                    if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z')) {
                        throw unsupported();
                    }
                    return c;
            }
        }

        int hex(int digits) {
            int v = 0;
            for (int i = 0; i < digits; i++) {
                if (!more()) {
                    throw error("Illegal hexadecimal escape sequence", pos);
                }
                int d = Character.digit(re.charAt(pos++), 16);
                if (d < 0) {
                    throw error("Illegal hexadecimal escape sequence", pos - 1);
                }
                v = v * 16 + d;
            }
            return v;
        }

        int property() {
            String name;
            if (more() && peek() == '{') {
                int end = re.indexOf('}', pos);
                if (end < 0) {
                    throw error("Unclosed character family", re.length());
                }
                name = re.substring(pos + 1, end);
                pos = end + 1;
            } else if (more()) {
                name = re.substring(pos, pos + 1);
                pos++;
            } else {
                throw error("Illegal character family", pos);
            }
            if (name.startsWith("Is")) {
                name = name.substring(2);
            }
            if (name.equals("Digit")) {
                return P_DIGIT;
            } else if (name.equals("Space")) {
                return P_SPACE;
            } else if (name.equals("Alpha")) {
                return P_ALPHA;
            } else if (name.equals("Upper")) {
                return P_UPPER;
            } else if (name.equals("Lower")) {
                return P_LOWER;
            } else if (name.equals("Alnum")) {
                return P_ALNUM;
            } else if (name.equals("Punct")) {
                return P_PUNCT;
            } else if (name.equals("XDigit")) {
                return P_XDIGIT;
            } else if (name.equals("L") || name.equals("Letter") || name.equals("Alphabetic")) {
                return P_LETTER;
            } else if (name.equals("Cntrl")) {
                return P_CNTRL;
            } else if (name.equals("ASCII")) {
                return P_ASCII;
            } else if (name.equals("Graph")) {
                return P_GRAPH;
            } else if (name.equals("Print")) {
                return P_PRINT;
            } else if (name.equals("Blank")) {
                return P_BLANK;
            } else if (name.equals("Lu") || name.equals("Uppercase") || name.equals("javaUpperCase")) {
                return P_UNI_UPPER;
            } else if (name.equals("Ll") || name.equals("Lowercase") || name.equals("javaLowerCase")) {
                return P_UNI_LOWER;
            } else if (name.equals("Nd") || name.equals("javaDigit")) {
                return P_UNI_DIGIT;
            } else if (name.equals("javaWhitespace") || name.equals("White_Space")) {
                return P_JAVA_WS;
            }
            throw unsupported();
        }

        /** A character class (pos after its '['), nested classes and intersections included. */
        ClassNode charClass() {
            ClassNode cls = new ClassNode();
            cls.ignoreCase = ignoreCase;
            if (more() && peek() == '^') {
                cls.negated = true;
                pos++;
            }
            classBody(cls);
            return cls;
        }

        /**
         * Parses the items of a class into {@code cls} up to and including its closing ']': a
         * nested [..] joins the union, and "&&" makes the rest of the class an operand that
         * must also accept.
         */
        void classBody(ClassNode cls) {
            boolean first = true;
            while (true) {
                skipComments();
                if (!more()) {
                    throw error("Unclosed character class", re.length() - 1);
                }
                char c = re.charAt(pos);
                if (c == ']' && !first) {
                    pos++;
                    return;
                }
                first = false;
                if (c == '[') {
                    pos++;
                    cls.addSub(charClass());
                    continue;
                }
                if (c == '&' && pos + 1 < re.length() && re.charAt(pos + 1) == '&') {
                    pos += 2;
                    ClassNode rest = new ClassNode();
                    rest.ignoreCase = ignoreCase;
                    classBody(rest);
                    cls.and = rest;
                    return;
                }
                int lo;
                pos++;
                if (c == '\\') {
                    if (!more()) {
                        throw error("Unclosed character class", re.length() - 1);
                    }
                    lo = classEscape(cls);
                    if (lo < 0) {
                        continue;
                    }
                } else {
                    lo = c;
                }
                if (pos + 1 < re.length() && re.charAt(pos) == '-' && re.charAt(pos + 1) != ']') {
                    pos++;
                    char h = re.charAt(pos++);
                    int hi;
                    if (h == '\\') {
                        hi = classEscape(cls);
                        if (hi < 0) {
                            throw error("Illegal character range", pos - 1);
                        }
                    } else if (h == '[') {
                        throw unsupported();
                    } else {
                        hi = h;
                    }
                    if (hi < lo) {
                        throw error("Illegal character range", pos - 1);
                    }
                    cls.addRange((char) lo, (char) hi);
                } else {
                    cls.addRange((char) lo, (char) lo);
                }
            }
        }

        /** In COMMENTS mode, skips whitespace and '#' comments up to the end of their line. */
        void skipComments() {
            if (!comments) {
                return;
            }
            while (more()) {
                char c = peek();
                if (c == '#') {
                    while (more() && !isLineTerminator(peek())) {
                        pos++;
                    }
                } else if (c == ' ' || c == '\t' || c == '\n' || c == '\u000B' || c == '\f' || c == '\r') {
                    pos++;
                } else {
                    return;
                }
            }
        }
    }

    /** A no-op node (empty sequence). */
    static final class Pass extends Node {
        boolean match(State st, int i) {
            return next.match(st, i);
        }
    }
}
