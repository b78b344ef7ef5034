/** char arithmetic: promotion to int, increments, Caesar cipher, digit conversion, case mapping, char in string concat. */
public class CharArithmetic {
    static String caesar(String s, int shift) {
        char[] cs = s.toCharArray();
        for (int i = 0; i < cs.length; i++) {
            char c = cs[i];
            if (c >= 'a' && c <= 'z') {
                cs[i] = (char) ('a' + (c - 'a' + shift + 26) % 26);
            } else if (c >= 'A' && c <= 'Z') {
                cs[i] = (char) ('A' + (c - 'A' + shift + 26) % 26);
            }
        }
        return new String(cs);
    }

    public static void main(String[] args) {
        char a = 'a';
        System.out.println("a+1=" + (a + 1) + " (char)(a+1)=" + (char) (a + 1) + " 'a'+'b'=" + ('a' + 'b') + " \"\"+'a'+'b'=" + ("" + 'a' + 'b'));
        char c = 'x';
        c++;
        System.out.println("c++ " + c);
        c += 1;
        System.out.println("c+=1 " + c);
        c -= 25;
        System.out.println("c-=25 " + c);
        System.out.println("'9'-'0'=" + ('9' - '0') + " (char)('0'+7)=" + (char) ('0' + 7));
        StringBuilder sb = new StringBuilder();
        for (char ch = 'A'; ch <= 'Z'; ch += 5) {
            sb.append(ch);
        }
        System.out.println("step 5: " + sb);
        String msg = "Hello, World! xyz ABC";
        String enc = caesar(msg, 3);
        System.out.println("caesar " + enc + " -> " + caesar(enc, -3));
        System.out.println("rot13 twice " + caesar(caesar(msg, 13), 13));
        int digitSum = 0;
        String digits = "9081726354";
        for (int i = 0; i < digits.length(); i++) {
            digitSum += digits.charAt(i) - '0';
        }
        System.out.println("digit sum " + digitSum);
        String mixed = "a1B2c3-D_e";
        StringBuilder up = new StringBuilder();
        StringBuilder kinds = new StringBuilder();
        for (int i = 0; i < mixed.length(); i++) {
            char ch = mixed.charAt(i);
            up.append(Character.toUpperCase(ch));
            kinds.append(Character.isDigit(ch) ? 'd' : Character.isLetter(ch) ? 'l' : '.');
        }
        System.out.println("upper " + up + " kinds " + kinds + " lower " + Character.toLowerCase('Q') + Character.toLowerCase('7'));
        char max = Character.MAX_VALUE;
        System.out.println("max char " + (int) max + " max+1 as int " + (max + 1) + " as char " + (int) (char) (max + 1));
        char fromInt = 66;
        System.out.println("char from int " + fromInt + " compare 'a'<'b' " + ('a' < 'b') + " 'Z'<'a' " + ('Z' < 'a'));
        int[] counts = new int[26];
        String text = "the quick brown fox jumps over the lazy dog";
        for (int i = 0; i < text.length(); i++) {
            char ch = text.charAt(i);
            if (ch >= 'a' && ch <= 'z') {
                counts[ch - 'a']++;
            }
        }
        StringBuilder freq = new StringBuilder();
        for (int i = 0; i < 26; i++) {
            if (counts[i] > 1) {
                freq.append((char) ('a' + i)).append(counts[i]);
            }
        }
        System.out.println("freq " + freq);
        char t = true ? 'y' : 'n';
        int code = false ? 'y' : 0;
        System.out.println("ternary char " + t + " " + code);
        System.out.println("char + int in println: " + (char) 72 + (char) 105);
        System.out.println('A');
        System.out.println((int) 'A');
        System.out.println("hex digit " + hexDigit(11) + hexDigit(3) + hexDigit(15));
        char[] word = {'j', 'a', 'v', 'a'};
        System.out.println(word);
        System.out.println("unicode escape " + (int) '\u00ff' + " " + (int) '\t' + " " + (int) '\n' + " " + (int) '\\' + " " + (int) '\'');
    }

    static char hexDigit(int v) {
        return (char) (v < 10 ? '0' + v : 'a' + v - 10);
    }
}
