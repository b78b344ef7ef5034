/** String searching: indexOf/lastIndexOf with char and String and fromIndex, contains, regionMatches-free search. */
public class StringSearch {
    public static void main(String[] args) {
        String s = "the quick brown fox jumps over the lazy dog";
        System.out.println("indexOf('o')=" + s.indexOf('o') + " lastIndexOf('o')=" + s.lastIndexOf('o'));
        System.out.println("indexOf('o',13)=" + s.indexOf('o', 13) + " indexOf('o',100)=" + s.indexOf('o', 100) + " indexOf('o',-5)=" + s.indexOf('o', -5));
        System.out.println("lastIndexOf('o',20)=" + s.lastIndexOf('o', 20) + " lastIndexOf('o',-1)=" + s.lastIndexOf('o', -1) + " lastIndexOf('o',1000)=" + s.lastIndexOf('o', 1000));
        System.out.println("indexOf('Z')=" + s.indexOf('Z') + " indexOf(int 't')=" + s.indexOf(116));
        System.out.println("indexOf(\"the\")=" + s.indexOf("the") + " lastIndexOf(\"the\")=" + s.lastIndexOf("the"));
        System.out.println("indexOf(\"the\",1)=" + s.indexOf("the", 1) + " indexOf(\"the\",32)=" + s.indexOf("the", 32));
        System.out.println("lastIndexOf(\"the\",30)=" + s.lastIndexOf("the", 30) + " lastIndexOf(\"the\",0)=" + s.lastIndexOf("the", 0));
        System.out.println("indexOf(\"\")=" + s.indexOf("") + " indexOf(\"\",5)=" + s.indexOf("", 5) + " lastIndexOf(\"\")=" + s.lastIndexOf(""));
        System.out.println("indexOf(\"cat\")=" + s.indexOf("cat") + " indexOf(\"dog\")=" + s.indexOf("dog") + " indexOf(\"dogs\")=" + s.indexOf("dogs"));
        int count = 0;
        int from = 0;
        while (true) {
            int idx = s.indexOf(' ', from);
            if (idx < 0) {
                break;
            }
            count++;
            from = idx + 1;
        }
        System.out.println("spaces=" + count);
        StringBuilder positions = new StringBuilder();
        int p = s.lastIndexOf('e');
        while (p >= 0) {
            positions.append(p).append(' ');
            p = s.lastIndexOf('e', p - 1);
        }
        System.out.println("e positions (reverse)=" + positions);
        String aaa = "aaaaa";
        System.out.println("aa in aaaaa: " + aaa.indexOf("aa") + " " + aaa.indexOf("aa", 1) + " " + aaa.lastIndexOf("aa") + " " + aaa.lastIndexOf("aa", 2));
        String words = "alpha beta gamma delta epsilon";
        int start = 0;
        while (start < words.length()) {
            int end = words.indexOf(' ', start);
            if (end < 0) {
                end = words.length();
            }
            String w = words.substring(start, end);
            System.out.println("word '" + w + "' len " + w.length() + " first " + w.charAt(0) + " last " + w.charAt(w.length() - 1));
            start = end + 1;
        }
        System.out.println("contains " + words.contains("gam") + " " + words.contains("GAM"));
        System.out.println("matches-free count of 'a': " + countChar(words, 'a'));
    }

    static int countChar(String s, char c) {
        int n = 0;
        for (int i = 0; i < s.length(); i++) {
            if (s.charAt(i) == c) {
                n++;
            }
        }
        return n;
    }
}
