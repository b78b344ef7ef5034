/** lookupswitch: sparse keys, large and negative keys, switch on char, default and fall-through. */
public class SwitchLookup {
    static String sparse(int x) {
        switch (x) {
            case -1000000:
                return "minus million";
            case -7:
                return "minus seven";
            case 1:
                return "one";
            case 100:
                return "hundred";
            case 1000:
                return "thousand";
            case 65536:
                return "2^16";
            case 1 << 30:
                return "2^30";
            case Integer.MIN_VALUE:
                return "min";
            case Integer.MAX_VALUE:
                return "max";
            default:
                return "none";
        }
    }

    static String charClass(char c) {
        switch (c) {
            case 'a':
            case 'e':
            case 'i':
            case 'o':
            case 'u':
                return "vowel";
            case ' ':
                return "space";
            case '.':
            case ',':
            case '!':
                return "punct";
            case '0':
            case '9':
                return "edge-digit";
            default:
                if (Character.isDigit(c)) {
                    return "digit";
                }
                if (Character.isLetter(c)) {
                    return "consonant";
                }
                return "other";
        }
    }

    static int sparseFallThrough(int x) {
        int r = 0;
        switch (x) {
            case 10:
                r += 1;
            case 500:
                r += 10;
            case 9000:
                r += 100;
                break;
            case -40:
                r = -1;
        }
        return r;
    }

    public static void main(String[] args) {
        int[] keys = {-1000000, -7, 0, 1, 2, 100, 999, 1000, 65536, 1 << 30, Integer.MIN_VALUE, Integer.MAX_VALUE, -8};
        for (int i = 0; i < keys.length; i++) {
            System.out.println("sparse " + keys[i] + " " + sparse(keys[i]));
        }
        String text = "Hello, world 2024! Java 09.";
        StringBuilder sb = new StringBuilder();
        int vowels = 0;
        for (int i = 0; i < text.length(); i++) {
            char c = Character.toLowerCase(text.charAt(i));
            String cls = charClass(c);
            sb.append(cls.charAt(0));
            if (cls.equals("vowel")) {
                vowels++;
            }
        }
        System.out.println(sb + " vowels=" + vowels);
        int[] fk = {10, 500, 9000, -40, 7};
        for (int i = 0; i < fk.length; i++) {
            System.out.println("sparseFallThrough " + fk[i] + " " + sparseFallThrough(fk[i]));
        }
        long sum = 0;
        for (int i = 0; i < 100000; i++) {
            switch (i & 0x3F) {
                case 1:
                    sum += 1;
                    break;
                case 17:
                    sum += 17;
                    break;
                case 33:
                    sum += 33;
                    break;
                case 63:
                    sum -= 63;
                    break;
                default:
                    sum += 0;
            }
        }
        System.out.println("loop sum " + sum);
        char grade = 'B';
        switch (grade) {
            case 'A':
                System.out.println("excellent");
                break;
            case 'B':
            case 'C':
                System.out.println("good");
                break;
            default:
                System.out.println("unknown");
        }
    }
}
