package java.util.regex;

import java.lang.SimpleRegex;

/** Finds matches of a {@link Pattern} in a character sequence (rjvm shim). */
public final class Matcher implements MatchResult {
    private Pattern pattern;
    private CharSequence input;
    private SimpleRegex.State state;
    private boolean matched;
    /** Bounds of the last match (first = -1 before any). */
    private int first = -1;
    private int last;
    /** Where appendReplacement continues copying input. */
    private int appendPos;

    Matcher(Pattern pattern, CharSequence input) {
        this.pattern = pattern;
        reset(input);
    }

    /** The pattern. */
    public Pattern pattern() {
        return pattern;
    }

    /** Forgets any match and starts over on the same input. */
    public Matcher reset() {
        state = pattern.regex.newState(input);
        matched = false;
        first = -1;
        last = 0;
        appendPos = 0;
        return this;
    }

    /** Starts over on {@code input}. */
    public Matcher reset(CharSequence input) {
        this.input = input;
        return reset();
    }

    /** Uses {@code p} from now on (and forgets any match). */
    public Matcher usePattern(Pattern p) {
        if (p == null) {
            throw new IllegalArgumentException("Pattern cannot be null");
        }
        pattern = p;
        state = p.regex.newState(input);
        matched = false;
        return this;
    }

    private boolean record(boolean ok) {
        matched = ok;
        if (ok) {
            first = state.start(0);
            last = state.end(0);
        } else {
            first = -1;
        }
        return ok;
    }

    /** True if the whole input matches. */
    public boolean matches() {
        return record(pattern.regex.matchAt(state, 0, true));
    }

    /** True if a prefix of the input matches. */
    public boolean lookingAt() {
        return record(pattern.regex.matchAt(state, 0, false));
    }

    /** Finds the next match after the previous one. */
    public boolean find() {
        int from = last;
        if (from == first) {
            from++;
        }
        if (from > input.length()) {
            matched = false;
            return false;
        }
        return record(pattern.regex.find(state, from));
    }

    /** Resets and finds the first match at or after {@code start}. */
    public boolean find(int start) {
        if (start < 0 || start > input.length()) {
            throw new IndexOutOfBoundsException("Illegal start index");
        }
        reset();
        return record(pattern.regex.find(state, start));
    }

    private void check() {
        if (!matched) {
            throw new IllegalStateException("No match found");
        }
    }

    private void checkGroup(int group) {
        if (group < 0 || group > groupCount()) {
            throw new IndexOutOfBoundsException("No group " + group);
        }
    }

    @Override
    public int start() {
        check();
        return first;
    }

    @Override
    public int start(int group) {
        check();
        checkGroup(group);
        return state.start(group);
    }

    @Override
    public int end() {
        check();
        return last;
    }

    @Override
    public int end(int group) {
        check();
        checkGroup(group);
        return state.end(group);
    }

    @Override
    public String group() {
        return group(0);
    }

    @Override
    public String group(int group) {
        check();
        checkGroup(group);
        return state.group(group);
    }

    /** The text the group named {@code name} matched, or null. */
    public String group(String name) {
        return state.group(namedGroup(name));
    }

    /** Where the group named {@code name} starts in the last match, or -1. */
    public int start(String name) {
        return state.start(namedGroup(name));
    }

    /** Where the group named {@code name} ends in the last match, or -1. */
    public int end(String name) {
        return state.end(namedGroup(name));
    }

    private int namedGroup(String name) {
        if (name == null) {
            throw new NullPointerException("Group name");
        }
        check();
        return pattern.regex.groupIndex(name);
    }

    @Override
    public int groupCount() {
        return pattern.regex.groupCount();
    }

    /** True if the last match attempt succeeded. */
    public boolean hasMatch() {
        return matched;
    }

    /** The input with every match replaced ($n and \ escapes expanded). */
    public String replaceAll(String replacement) {
        reset();
        StringBuilder sb = new StringBuilder();
        while (find()) {
            appendReplacement(sb, replacement);
        }
        return appendTail(sb).toString();
    }

    /** The input with every match replaced by what {@code replacer} returns for it. */
    public String replaceAll(java.util.function.Function<MatchResult, String> replacer) {
        reset();
        StringBuilder sb = new StringBuilder();
        while (find()) {
            appendReplacement(sb, replacer.apply(this));
        }
        return appendTail(sb).toString();
    }

    /** The input with the first match replaced. */
    public String replaceFirst(String replacement) {
        reset();
        StringBuilder sb = new StringBuilder();
        if (find()) {
            appendReplacement(sb, replacement);
        }
        return appendTail(sb).toString();
    }

    /** The input with the first match replaced by what {@code replacer} returns for it. */
    public String replaceFirst(java.util.function.Function<MatchResult, String> replacer) {
        if (replacer == null) {
            throw new NullPointerException();
        }
        reset();
        StringBuilder sb = new StringBuilder();
        if (find()) {
            appendReplacement(sb, replacer.apply(this));
        }
        return appendTail(sb).toString();
    }

    /** The remaining matches (from a reset matcher: all of them), each as a MatchResult snapshot. */
    public java.util.stream.Stream<MatchResult> results() {
        java.util.ArrayList<MatchResult> all = new java.util.ArrayList<>();
        while (find()) {
            all.add(toMatchResult());
        }
        return all.stream();
    }

    /** Appends the input since the last append and the expanded replacement for this match. */
    public Matcher appendReplacement(StringBuilder sb, String replacement) {
        check();
        StringBuilder r = new StringBuilder();
        pattern.regex.appendReplacement(r, state, replacement);
        sb.append(input, appendPos, first).append(r);
        appendPos = last;
        return this;
    }

    /** As {@link #appendReplacement(StringBuilder, String)} for a StringBuffer. */
    public Matcher appendReplacement(StringBuffer sb, String replacement) {
        StringBuilder b = new StringBuilder();
        appendReplacement(b, replacement);
        sb.append(b);
        return this;
    }

    /** Appends the rest of the input. */
    public StringBuilder appendTail(StringBuilder sb) {
        return sb.append(input, appendPos, input.length());
    }

    /** Appends the rest of the input. */
    public StringBuffer appendTail(StringBuffer sb) {
        return sb.append(input, appendPos, input.length());
    }

    /** {@code s} with $ and \ escaped for use as a literal replacement. */
    public static String quoteReplacement(String s) {
        if (s.indexOf('\\') < 0 && s.indexOf('$') < 0) {
            return s;
        }
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '\\' || c == '$') {
                sb.append('\\');
            }
            sb.append(c);
        }
        return sb.toString();
    }

    /** A snapshot of the current match. */
    public MatchResult toMatchResult() {
        check();
        final String[] groups = new String[groupCount() + 1];
        final int[] bounds = new int[groups.length * 2];
        for (int g = 0; g < groups.length; g++) {
            groups[g] = state.group(g);
            bounds[2 * g] = state.start(g);
            bounds[2 * g + 1] = state.end(g);
        }
        return new MatchResult() {
            @Override
            public int start() {
                return bounds[0];
            }

            @Override
            public int start(int group) {
                return bounds[2 * group];
            }

            @Override
            public int end() {
                return bounds[1];
            }

            @Override
            public int end(int group) {
                return bounds[2 * group + 1];
            }

            @Override
            public String group() {
                return groups[0];
            }

            @Override
            public String group(int group) {
                return groups[group];
            }

            @Override
            public int groupCount() {
                return groups.length - 1;
            }
        };
    }

    @Override
    public String toString() {
        return "java.util.regex.Matcher[pattern=" + pattern + " region=0," + input.length() + " lastmatch="
                + (matched ? input.subSequence(first, last) : "") + "]";
    }
}
