/** switch on strings: hash collisions ("Aa"/"BB", "AaAa"/"BBBB"/"AaBB"/"BBAa"), empty string, default, fall-through, null selector, case sensitivity. */
public class StringSwitch {
    static String classify(String s) {
        switch (s) {
            case "Aa": return "Aa-branch";
            case "BB": return "BB-branch";
            case "AaAa": return "AaAa-branch";
            case "BBBB": return "BBBB-branch";
            case "AaBB": return "AaBB-branch";
            case "": return "empty";
            case "hello": return "greeting";
            default: return "default(" + s + ")";
        }
    }

    static int fall(String s) {
        int n = 0;
        switch (s) {
            case "one": n += 1;
            case "two": n += 2;
            case "three": n += 3; break;
            case "four": n += 4;
            default: n += 1000;
        }
        return n;
    }

    static String noDefault(String s) {
        String r = "none";
        switch (s) {
            case "x": r = "ex"; break;
            case "y": r = "why"; break;
        }
        return r;
    }

    static int weekday(String s) {
        switch (s.toLowerCase()) {
            case "mon": case "monday": return 1;
            case "tue": case "tuesday": return 2;
            case "wed": case "wednesday": return 3;
            case "sat": case "sun": return 0;
            default: return -1;
        }
    }

    public static void main(String[] args) {
        System.out.println("hash Aa=" + "Aa".hashCode() + " BB=" + "BB".hashCode() + " AaAa=" + "AaAa".hashCode() + " BBBB=" + "BBBB".hashCode() + " BBAa=" + "BBAa".hashCode());
        String[] inputs = {"Aa", "BB", "AaAa", "BBBB", "AaBB", "BBAa", "", "hello", "Hello", "aA", "C#", new String("Aa"), new StringBuilder("B").append("B").toString()};
        for (String s : inputs) System.out.println("'" + s + "' -> " + classify(s));
        String[] f = {"one", "two", "three", "four", "five"};
        for (String s : f) System.out.println("fall " + s + " = " + fall(s));
        System.out.println("noDefault: " + noDefault("x") + " " + noDefault("y") + " " + noDefault("z"));
        String[] days = {"Mon", "MONDAY", "tue", "Wednesday", "SUN", "fri", "sat"};
        for (String d : days) System.out.println("weekday " + d + " = " + weekday(d));
        try {
            classify(null);
        } catch (NullPointerException e) {
            System.out.println("switch on null string: " + e.getClass().getName());
        }
        int sum = 0;
        String[] words = "the quick brown fox jumps over the lazy dog the end".split(" ");
        for (String w : words) {
            switch (w) {
                case "the": sum += 1; break;
                case "fox": case "dog": sum += 10; break;
                case "end": sum += 100; break;
                default: sum += 1000;
            }
        }
        System.out.println("sum " + sum);
        String[] collide = {"Ea", "FB", "G#", "Fa", "EB"};
        for (String s : collide) {
            String r;
            switch (s) {
                case "Ea": r = "Ea"; break;
                case "FB": r = "FB"; break;
                case "G#": r = "G#"; break;
                default: r = "?";
            }
            System.out.println(s + " hash=" + s.hashCode() + " -> " + r);
        }
        String uni = "caf\u00e9";
        switch (uni) {
            case "caf\u00e9": System.out.println("non-ASCII case matched"); break;
            default: System.out.println("non-ASCII case missed");
        }
    }
}
