import java.util.regex.*;

/**
 * Named capturing groups: (?<name>...), Matcher.group/start/end by name, \k<name>
 * back-references, ${name} in replacements, and the JDK's errors for missing or bad names.
 */
public class RegexNamedGroups {
    public static void main(String[] args) {
        Matcher m = Pattern.compile("(?<year>\\d{4})-(?<month>\\d{2})-(?<day>\\d{2})").matcher("on 2024-03-15 and 1999-12-31.");
        while (m.find()) {
            System.out.println(m.group("year") + "/" + m.group("month") + "/" + m.group("day") + " " + m.start("month") + " "
                    + m.end("day") + " " + m.group(2) + " " + m.groupCount());
        }
        System.out.println("2024-03-15".replaceAll("(?<y>\\d+)-(?<m>\\d+)-(?<d>\\d+)", "${d}.${m}.${y} ($1)"));
        System.out.println(Pattern.compile("(?<c>[a-z])\\k<c>").matcher("abccdeeff").replaceAll("<$1>"));
        System.out.println(Pattern.compile("(?i)(?<w>ab)\\k<w>").matcher("xABabx").find());
        try {
            m.group("nope");
        } catch (Exception e) {
            System.out.println(e);
        }
        Matcher m2 = Pattern.compile("(?<a>x)").matcher("x");
        try {
            m2.group("a");
        } catch (Exception e) {
            System.out.println(e);
        }
        m2.find();
        try {
            m2.group("zz");
        } catch (Exception e) {
            System.out.println(e);
        }
        String[] replacements = {"${b}", "${a", "${}", "${a}${a}"};
        for (String r : replacements) {
            try {
                System.out.println("x".replaceAll("(?<a>x)", r));
            } catch (Exception e) {
                System.out.println(e);
            }
        }
        String[] bad = {"(?<a>x)(?<a>y)", "(?<1a>x)", "\\k<zz>", "(?<a-b>x)", "(?<ab"};
        for (String b : bad) {
            try {
                Pattern.compile(b);
                System.out.println("compiled " + b);
            } catch (PatternSyntaxException e) {
                System.out.println(e.getDescription());
            }
        }
        Matcher m3 = Pattern.compile("(?<opt>q)?z").matcher("z");
        System.out.println(m3.matches() + " " + m3.group("opt") + " " + m3.start("opt") + " " + m3.end("opt"));
        StringBuffer sb = new StringBuffer();
        Matcher m4 = Pattern.compile("(?<n>\\d+)").matcher("a1b22c");
        while (m4.find()) {
            m4.appendReplacement(sb, "[${n}]");
        }
        m4.appendTail(sb);
        System.out.println(sb);
        Matcher kv = Pattern.compile("(?<key>\\w+)=(?<value>[^;]*)").matcher("host=example.org;port=8080;empty=");
        while (kv.find()) {
            System.out.println(kv.group("key") + " -> '" + kv.group("value") + "'");
        }
    }
}
