import java.util.*;
import java.util.regex.*;

/** Text processing: split on regexes, replaceAll, Pattern/Matcher groups, word counts, formatting. */
public class TextRegex {
    static final String TEXT = "The quick brown fox jumps over the lazy dog.  The dog sleeps; the fox runs!\n"
            + "Call 555-1234 or 555-9876 before 2024-03-15, or email ann@example.com / bob.smith@test.org.\n"
            + "   Numbers: 3.14, 42, -7, 1e3 and 0x1F appear here.   ";

    public static void main(String[] args) {
        String[] words = TEXT.toLowerCase().split("[^a-z]+");
        Map<String, Integer> freq = new TreeMap<>();
        for (String w : words) if (!w.isEmpty()) freq.merge(w, 1, Integer::sum);
        System.out.println(freq);
        System.out.println(Arrays.toString(TEXT.trim().split("\\s+")).length() + " " + TEXT.split("\n").length + " " + Arrays.toString("a,b,,c,,".split(",")) + " " + Arrays.toString("a,b,,c,,".split(",", -1)));
        System.out.println(TEXT.replaceAll("\\d", "#").replaceAll("\\s+", " ").trim());
        System.out.println("2024-03-15".replaceAll("(\\d+)-(\\d+)-(\\d+)", "$3/$2/$1") + " " + "aaa".replaceFirst("a", "b") + " " + "x.y.z".replace(".", "::"));
        Pattern phone = Pattern.compile("(\\d{3})-(\\d{4})");
        Matcher m = phone.matcher(TEXT);
        while (m.find()) System.out.println("phone " + m.group() + " prefix " + m.group(1) + " line " + m.group(2) + " at " + m.start() + "-" + m.end());
        Matcher email = Pattern.compile("([\\w.]+)@(\\w+)\\.(com|org)").matcher(TEXT);
        List<String> users = new ArrayList<>();
        while (email.find()) users.add(email.group(1) + " at " + email.group(2) + " (" + email.groupCount() + " groups)");
        System.out.println(users);
        Matcher nums = Pattern.compile("-?\\d+(\\.\\d+)?").matcher(TEXT);
        StringBuilder sb = new StringBuilder();
        while (nums.find()) sb.append('[').append(nums.group()).append(nums.group(1) == null ? "" : " frac=" + nums.group(1)).append(']');
        System.out.println(sb);
        System.out.println(Pattern.matches("[a-z]+\\d*", "abc123") + " " + Pattern.compile("^the", Pattern.CASE_INSENSITIVE).matcher(TEXT).lookingAt()
                + " " + Pattern.compile("fox").matcher(TEXT).matches() + " " + "Hello World".matches(".*o W.*"));
        Matcher swap = Pattern.compile("(\\w+)@(\\w+)").matcher("a@b c@d e@f");
        StringBuffer out = new StringBuffer();
        while (swap.find()) swap.appendReplacement(out, "$2@$1");
        swap.appendTail(out);
        System.out.println(out + " " + Pattern.compile("o").matcher("foo boo").replaceAll("0") + " " + Pattern.compile("\\s*,\\s*").split("a , b,c ,d").length
                + " " + Pattern.quote("1+1") + " " + "1+1=2".replaceAll(Pattern.quote("1+1"), Matcher.quoteReplacement("$2")));
        try { Matcher bad = phone.matcher("none"); bad.group(); } catch (IllegalStateException e) { System.out.println("IllegalStateException: " + e.getMessage()); }
        StringBuilder b = new StringBuilder("racecar level kayak");
        System.out.println(b.reverse() + " " + b.insert(0, '>').append('<').indexOf("level") + " " + b.charAt(3) + " " + b.deleteCharAt(0).length());
        String csv = "name,age,city\nAnn,34,Oslo\nBob,25,Rome\nCid,41,Oslo";
        List<String[]> rows = new ArrayList<>();
        for (String line : csv.split("\n")) rows.add(line.split(","));
        for (String[] r : rows) System.out.println(String.format("%-6s|%5s|%-6s|", r[0], r[1], r[2]));
        System.out.println(String.join("-", "a", "b", "c") + " " + String.join("/", Arrays.asList("x", "y")) + " " + "  padded ".trim().toUpperCase() + " " + "Mississippi".indexOf("ss", 3) + " " + "Mississippi".lastIndexOf('s'));
        System.out.println(String.format("%05d|%x|%o|%e|%.3f|%10.2f|%-8s|%c|%b|%,d|%+d", 42, 255, 8, 12345.678, Math.PI, Math.E, "left", 'z', true, 1234567, 5));
        int vowels = 0;
        for (char c : TEXT.toCharArray()) if ("aeiouAEIOU".indexOf(c) >= 0) vowels++;
        System.out.println("vowels " + vowels + " chars " + TEXT.length() + " upper " + TEXT.chars().filter(Character::isUpperCase).count());
    }
}
