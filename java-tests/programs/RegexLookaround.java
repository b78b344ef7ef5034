import java.util.*;
import java.util.regex.*;

/**
 * Regex constructs beyond the basics: lookbehind (bounded, single-char unbounded, and the
 * JDK's error for unbounded groups and back references), atomic groups and possessive
 * quantifiers on groups, \G, \R, \h, \v, MULTILINE/DOTALL/COMMENTS as flags and inline,
 * character-class unions and intersections, split with limits, appendReplacement/appendTail,
 * Pattern.quote, asPredicate (Java 8 API only: programs are compiled with --release 8).
 */
public class RegexLookaround {
    static String finds(String re, String in) {
        return finds(Pattern.compile(re), in);
    }

    static String finds(Pattern p, String in) {
        Matcher m = p.matcher(in);
        StringBuilder sb = new StringBuilder();
        while (m.find()) {
            sb.append('[').append(m.start()).append(',').append(m.end()).append(' ').append(esc(m.group()));
            for (int g = 1; g <= m.groupCount(); g++) {
                sb.append(" g").append(g).append('=').append(m.group(g) == null ? "null" : esc(m.group(g)));
            }
            sb.append(']');
        }
        return sb.toString();
    }

    static String esc(String s) {
        return s.replace("\r", "\\r").replace("\n", "\\n").replace("\t", "\\t");
    }

    static void show(String re, String in) {
        try {
            System.out.println("/" + esc(re) + "/ on \"" + esc(in) + "\": " + finds(re, in));
        } catch (PatternSyntaxException e) {
            System.out.println("/" + esc(re) + "/ PatternSyntaxException: " + e.getDescription() + " at " + e.getIndex());
        }
    }

    public static void main(String[] args) {
        // lookbehind
        show("(?<=a)b", "ab cb aab b");
        show("(?<!a)b", "ab cb b");
        show("(?<=\\$)\\d+", "cost $12 and 7 and $345");
        show("(?<=ab|c)x", "abx cx bx");
        show("(?<=a{1,3})x", "x ax aaaax");
        show("(?<!\\d)\\d{2}(?!\\d)", "1 12 123 45");
        show("(?<=(\\w))x", "ax x");
        show("(?<=^|,)\\w+", "a,bb,ccc");
        show("(?<=a+)x", "aaax bx");
        show("(?<=a.*)x", "abbbx x");
        show("(?<=\\d+\\.)\\d", "12.5 3.");
        show("(?<=(?:ab){2})c", "ababc abc");
        show("(?<=[a-c]{2})d", "abd ad");
        show("(?i)(?<=A)b", "aB Ab");
        show("(?<=x(?=y))y", "xy");
        show("(?<=a\\d?)x", "ax a1x bx");
        show("(?<!^)x", "xx");
        show("(?<=(ab)*)c", "ababc");
        show("(?<=(a)\\1)x", "aax");
        show("(?<=(?:ab)+)c", "ababc");
        // atomic groups and possessive quantifiers
        show("a++b", "aaab");
        show("a++a", "aaa");
        show("(ab)++ab", "ababab");
        show("(?>a|ab)c", "abc ac");
        show("(?:ab|a)*+b", "abab abb");
        show("(?>\\d+)\\d", "1234");
        show("\"(?:[^\"\\\\]++|\\\\.)*+\"", "say \"hi \\\"you\\\"\" ok");
        // anchors and escapes
        show("\\bfoo\\b", "foo food foo.");
        show("\\Gab", "ababxab");
        show("\\G\\d", "123a4");
        show("\\R", "a\r\nb\nc\rd");
        show("\\h+", "a \tb");
        show("\\v", "a\nb");
        show("(?m)^\\w+", "one\ntwo\r\nthree\n");
        show("(?m)\\w+$", "one\ntwo\r\nthree\n");
        show("(?m)^", "");
        show("$", "a\r\n");
        show("(?s)a.b", "a\nb");
        show("a.b", "a\nb");
        show("(?x) a b # comment\n c", "abc");
        show("(?x)[ a b]+", "a b");
        show("(?im)^A", "b\na");
        // character classes
        show("[a-z&&[^aeiou]]+", "hello world");
        show("[abc[x-z]]+", "abzyq");
        show("[^a[b]]+", "abcd");
        show("[a-f&&c-z]+", "abcdefg");
        show("[\\w&&[^\\d]]+", "ab12cd");
        // flags
        System.out.println(finds(Pattern.compile("^\\w", Pattern.MULTILINE), "ab\ncd\nef"));
        System.out.println(finds(Pattern.compile("a.c", Pattern.DOTALL), "a\nc abc"));
        System.out.println(finds(Pattern.compile(" \\d+ # digits", Pattern.COMMENTS), "x 12 y 345"));
        System.out.println(finds(Pattern.compile("^X.", Pattern.MULTILINE | Pattern.CASE_INSENSITIVE | Pattern.DOTALL), "x\nX\n"));
        System.out.println(finds(Pattern.compile("a.b", Pattern.LITERAL | Pattern.MULTILINE), "axb a.b"));
        System.out.println(Pattern.compile("x", Pattern.MULTILINE | Pattern.DOTALL).flags());
        // split with limits
        String csv = "a,b;;c,,d,,";
        for (int limit : new int[] {-1, 0, 1, 2, 3, 10}) {
            System.out.println(limit + " " + Arrays.toString(csv.split("[,;]", limit)) + " "
                    + Arrays.toString(Pattern.compile("(?<=,)").split(csv, limit)));
        }
        System.out.println(Arrays.toString("camelCaseStringHTML".split("(?<=[a-z])(?=[A-Z])")));
        System.out.println(Arrays.toString("1234567".split("(?<=\\G...)")));
        System.out.println(Arrays.toString("l1\r\nl2\nl3\r".split("\\R")));
        // replacement APIs
        Matcher m = Pattern.compile("(\\w)(\\d)").matcher("a1 b2 c3 d");
        StringBuffer sbuf = new StringBuffer();
        while (m.find()) {
            m.appendReplacement(sbuf, m.group(2) + "\\$" + "$1");
        }
        m.appendTail(sbuf);
        System.out.println(sbuf);
        StringBuffer first = new StringBuffer();
        m.reset();
        if (m.find()) {
            m.appendReplacement(first, "<$0>");
        }
        System.out.println(m.appendTail(first));
        System.out.println("1,000,000 and 2500".replaceAll("(?<=\\d),(?=\\d{3})", ""));
        System.out.println("1234567".replaceAll("(?<=\\d)(?=(\\d{3})+$)", ","));
        System.out.println(Pattern.quote("a.b*c") + " " + "a.b*c x".replaceAll(Pattern.quote("a.b*c"), "Q")
                + " " + Pattern.matches(Pattern.quote("1\\E+2"), "1\\E+2"));
        System.out.println(Matcher.quoteReplacement("$1\\x"));
        Matcher tags = Pattern.compile("(?<=#)\\w+").matcher("#tag1 no #tag2, #t3");
        List<String> found = new ArrayList<>();
        while (tags.find()) {
            found.add(tags.group() + "@" + tags.start());
        }
        System.out.println(found);
        System.out.println(Pattern.compile("[a-z]+").asPredicate().test("abc1") + " " + Pattern.compile("^[a-z]+$").asPredicate().test("abc1"));
        Matcher g = Pattern.compile("\\G(\\w)").matcher("ab cd");
        StringBuilder gs = new StringBuilder();
        while (g.find()) {
            gs.append(g.group(1));
        }
        System.out.println(gs + " " + g.find(3) + " " + (g.find(3) ? g.group() : ""));
        System.out.println("foofoo bar".matches("(?:foo)++ bar") + " " + "aaa".matches("a*+a"));
    }
}
