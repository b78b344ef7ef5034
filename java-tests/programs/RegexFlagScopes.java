import java.util.regex.Pattern;

/**
 * Inline regex flags end with the group they are set in: (?i:X), (?s:X), (?-i:X), and a
 * (?i) inside a capturing group, which does not reach past the group's end.
 */
public class RegexFlagScopes {
    public static void main(String[] args) {
        String[][] cases = {
            {"(?i:a)b", "AB"}, {"(?i:a)b", "Ab"}, {"(a(?i)b)c", "aBc"}, {"(a(?i)b)c", "aBC"},
            {"(?i)a(?-i:b)c", "AbC"}, {"(?i)a(?-i:b)c", "ABC"}, {"x(?s:.)y.", "x\ny\n"}, {"x(?s:.)y.", "x\nyz"},
            {"((?i)a)A", "aA"}, {"((?i)a)A", "AA"}, {"((?i)a)A", "Aa"}, {"(?:(?i)a|b)B", "AB"}, {"(?:(?i)a|b)B", "Ab"},
            {"(?m:^a$)\\n^b", "a\nb"}, {"(?i:(?-i:a)b)c", "aBc"}, {"(?i:(?-i:a)b)c", "ABc"},
        };
        for (String[] c : cases) {
            System.out.println(c[0] + " ~ " + c[1].replace("\n", "\\n") + " = " + Pattern.compile(c[0]).matcher(c[1]).matches());
        }
    }
}
