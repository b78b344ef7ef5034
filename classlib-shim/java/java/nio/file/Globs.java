package java.nio.file;

import java.util.regex.PatternSyntaxException;

/**
 * Glob patterns as regular expressions, by the JDK's rules for Unix paths: {@code *} matches
 * within a name, {@code **} across names, {@code ?} one character of a name, {@code [...]} a
 * character class of a name ({@code !} negates), {@code {a,b}} alternatives (not nested),
 * {@code \} escapes.
 */
final class Globs {
    private static final String REGEX_META = ".^$+{[]|()";
    private static final String GLOB_META = "\\*?[{";

    private Globs() {
    }

    private static boolean isRegexMeta(char c) {
        return REGEX_META.indexOf(c) >= 0;
    }

    private static boolean isGlobMeta(char c) {
        return GLOB_META.indexOf(c) >= 0;
    }

    /** The regular expression that matches what {@code glob} does. */
    static String toRegex(String glob) {
        boolean inGroup = false;
        StringBuilder regex = new StringBuilder("^");
        int i = 0;
        while (i < glob.length()) {
            char c = glob.charAt(i++);
            switch (c) {
                case '\\':
                    if (i == glob.length()) {
                        throw new PatternSyntaxException("No character to escape", glob, i - 1);
                    }
                    char next = glob.charAt(i);
                    if (isGlobMeta(next) || isRegexMeta(next)) {
                        regex.append('\\');
                    }
                    regex.append(next);
                    i++;
                    break;
                case '/':
                    regex.append(c);
                    break;
                case '[':
                    i = bracket(glob, i, regex);
                    break;
                case '{':
                    if (inGroup) {
                        throw new PatternSyntaxException("Cannot nest groups", glob, i - 1);
                    }
                    regex.append("(?:(?:");
                    inGroup = true;
                    break;
                case '}':
                    if (inGroup) {
                        regex.append("))");
                        inGroup = false;
                    } else {
                        regex.append('}');
                    }
                    break;
                case ',':
                    regex.append(inGroup ? ")|(?:" : ",");
                    break;
                case '*':
                    if (i < glob.length() && glob.charAt(i) == '*') {
                        regex.append(".*");
                        i++;
                    } else {
                        regex.append("[^/]*");
                    }
                    break;
                case '?':
                    regex.append("[^/]");
                    break;
                default:
                    if (isRegexMeta(c)) {
                        regex.append('\\');
                    }
                    regex.append(c);
            }
        }
        if (inGroup) {
            throw new PatternSyntaxException("Missing '}", glob, i - 1);
        }
        return regex.append('$').toString();
    }

    /** Appends the class that starts after the '[' at {@code i - 1}; the index after its ']'. */
    private static int bracket(String glob, int i, StringBuilder regex) {
        regex.append("[[^/]&&[");
        if (i < glob.length() && glob.charAt(i) == '^') {
            regex.append("\\^");
            i++;
        } else {
            if (i < glob.length() && glob.charAt(i) == '!') {
                regex.append('^');
                i++;
            }
            if (i < glob.length() && glob.charAt(i) == '-') {
                regex.append('-');
                i++;
            }
        }
        boolean hasRangeStart = false;
        char last = 0;
        while (i < glob.length()) {
            char c = glob.charAt(i++);
            if (c == ']') {
                break;
            }
            if (c == '/') {
                throw new PatternSyntaxException("Explicit 'name separator' in class", glob, i - 1);
            }
            if (c == '\\' || c == '[' || (c == '&' && i < glob.length() && glob.charAt(i) == '&')) {
                regex.append('\\');
            }
            regex.append(c);
            if (c == '-') {
                if (!hasRangeStart) {
                    throw new PatternSyntaxException("Invalid range", glob, i - 1);
                }
                if (i == glob.length()) {
                    break;
                }
                c = glob.charAt(i++);
                if (c < last) {
                    throw new PatternSyntaxException("Invalid range", glob, i - 3);
                }
                regex.append(c);
                hasRangeStart = false;
            } else {
                hasRangeStart = true;
                last = c;
            }
        }
        if (i > glob.length() || glob.charAt(i - 1) != ']') {
            throw new PatternSyntaxException("Missing ']", glob, i - 1);
        }
        regex.append("]]");
        return i;
    }
}
