/** Basic String operations: length, charAt, equals, equalsIgnoreCase, compareTo, startsWith/endsWith, substring, concat. */
public class StringBasics {
    public static void main(String[] args) {
        String s = "Hello, World";
        System.out.println("length=" + s.length() + " empty=" + "".length() + " isEmpty=" + "".isEmpty() + " " + s.isEmpty());
        for (int i = 0; i < s.length(); i++) {
            System.out.print(s.charAt(i));
            System.out.print('|');
        }
        System.out.println();
        String a = "abc";
        String b = new String("abc");
        String c = "ABC";
        System.out.println("equals " + a.equals(b) + " " + a.equals(c) + " " + a.equals(null) + " " + a.equals("abcd"));
        System.out.println("equalsIgnoreCase " + a.equalsIgnoreCase(c) + " " + a.equalsIgnoreCase("abd") + " " + a.equalsIgnoreCase(null));
        System.out.println("== " + (a == b) + " " + (a == "abc"));
        String[] cmp = {"apple", "banana", "app", "apple", "Apple", "", "b", "apples", "zebra"};
        for (int i = 0; i < cmp.length - 1; i++) {
            System.out.println("compareTo(" + cmp[i] + "," + cmp[i + 1] + ")=" + cmp[i].compareTo(cmp[i + 1])
                    + " ignoreCase=" + cmp[i].compareToIgnoreCase(cmp[i + 1]));
        }
        System.out.println("startsWith " + s.startsWith("Hello") + " " + s.startsWith("World") + " " + s.startsWith("World", 7) + " " + s.startsWith(""));
        System.out.println("endsWith " + s.endsWith("World") + " " + s.endsWith("Hello") + " " + s.endsWith(""));
        System.out.println("substring " + s.substring(7) + "|" + s.substring(0, 5) + "|" + s.substring(5, 5) + "|" + s.substring(12) + "|");
        System.out.println("concat " + "foo".concat("bar") + " " + "foo".concat("") + " " + "".concat("x"));
        System.out.println("contains " + s.contains("lo, W") + " " + s.contains("xyz"));
        String joined = "";
        for (int i = 0; i < 5; i++) {
            joined = joined + i + ",";
        }
        System.out.println("joined=" + joined);
        String n = null;
        System.out.println("null concat: " + n + " " + null);
        Object o = "object string";
        System.out.println("toString " + o.toString() + " " + s.toString());
        char[] chars = {'x', 'y', 'z'};
        System.out.println("from chars " + new String(chars) + " " + new String(chars, 1, 2) + " " + String.valueOf(chars) + " " + String.valueOf(chars, 0, 1));
        try {
            System.out.println(s.charAt(100));
        } catch (StringIndexOutOfBoundsException e) {
            System.out.println("caught " + e.getClass().getName());
        }
        try {
            System.out.println(s.substring(5, 2));
        } catch (IndexOutOfBoundsException e) {
            System.out.println("caught " + e.getClass().getName());
        }
        try {
            n.length();
        } catch (NullPointerException e) {
            System.out.println("caught " + e.getClass().getName());
        }
        String unicode = "caf\u00e9";
        System.out.println("unicode length " + unicode.length() + " code " + (int) unicode.charAt(3));
        String multi = "line1\nline2\ttab";
        System.out.println(multi);
        System.out.println("escapes: \\ \" ' " + "\u0041");
    }
}
