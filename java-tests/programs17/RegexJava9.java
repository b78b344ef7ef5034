import java.util.*;
import java.util.regex.*;
import java.util.stream.*;

/**
 * The Java 9-11 regex methods: Matcher.results, replaceAll/replaceFirst with a function,
 * appendReplacement/appendTail on a StringBuilder, Pattern.asMatchPredicate.
 */
public class RegexJava9 {
    public static void main(String[] args) {
        System.out.println(Pattern.compile("\\d+").matcher("a1b22c333").replaceAll(r -> "(" + r.group().length() + ")"));
        System.out.println(Pattern.compile("\\d+").matcher("a1b22c333").replaceFirst(r -> r.group() + r.group()));
        System.out.println(Pattern.compile("x").matcher("abc").replaceAll(r -> "never"));
        System.out.println(Pattern.compile("(?<=#)\\w+").matcher("#tag1 no #tag2, #t3").results()
                .map(r -> r.group() + "@" + r.start() + "-" + r.end()).collect(Collectors.toList()));
        System.out.println(Pattern.compile("\\d+").matcher("x12y345").results().count() + " "
                + Pattern.compile("\\d").matcher("none").results().count());
        Matcher partly = Pattern.compile("\\w").matcher("abc");
        partly.find();
        System.out.println(partly.results().map(MatchResult::group).collect(Collectors.joining(",")));
        System.out.println(Pattern.compile("[a-z]+").asMatchPredicate().test("abc") + " "
                + Pattern.compile("[a-z]+").asMatchPredicate().test("abc1"));
        Matcher m = Pattern.compile("(\\w)(\\d)").matcher("a1 b2 c3 d");
        StringBuilder sb = new StringBuilder();
        while (m.find()) {
            m.appendReplacement(sb, "$2$1");
        }
        System.out.println(m.appendTail(sb));
        System.out.println(Stream.of("a-1", "b-22").map(s -> Pattern.compile("(?<n>\\d+)").matcher(s).replaceAll(r -> "<" + r.group(1) + ">"))
                .collect(Collectors.toList()));
    }
}
