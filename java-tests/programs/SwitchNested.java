/** Nested switches (int in string in char), fall-through chains, switch with labeled break/continue, large sparse and dense tables, negative cases, long-range char cases. */
public class SwitchNested {
    static String describe(char kind, String unit, int n) {
        StringBuilder sb = new StringBuilder();
        switch (kind) {
            case 'a':
                switch (unit) {
                    case "kg":
                        switch (n) { case 0: sb.append("no kg"); break; case 1: sb.append("one kg"); break; default: sb.append(n).append(" kg"); }
                        break;
                    case "m":
                        sb.append(n).append(" metres");
                        break;
                    default:
                        sb.append("unit?");
                }
                break;
            case 'b':
            case 'c':
                sb.append("bc:");
            case 'd':
                sb.append("d:");
                switch (n % 3) { case 0: sb.append("zero"); case 1: sb.append("one"); break; case 2: sb.append("two"); }
                break;
            default:
                sb.append("other");
        }
        return sb.toString();
    }

    static int sparse(int x) {
        switch (x) {
            case -1000000: return 1;
            case -5: return 2;
            case 0: return 3;
            case 7: return 4;
            case 1 << 20: return 5;
            case Integer.MAX_VALUE: return 6;
            case Integer.MIN_VALUE: return 7;
            default: return 0;
        }
    }

    static int dense(int x) {
        switch (x) {
            case -2: return 20; case -1: return 10; case 0: return 0; case 1: return 1; case 2: return 4;
            case 3: return 9; case 4: return 16; case 6: return 36; case 7: return 49;
            default: return -1;
        }
    }

    public static void main(String[] args) {
        char[] kinds = {'a', 'b', 'c', 'd', 'e'};
        String[] units = {"kg", "m", "s"};
        for (char k : kinds)
            for (String u : units)
                for (int n = 0; n < 3; n++)
                    System.out.println(k + " " + u + " " + n + ": " + describe(k, u, n));
        int[] xs = {-1000000, -5, 0, 7, 1 << 20, Integer.MAX_VALUE, Integer.MIN_VALUE, 8, -6};
        StringBuilder sb = new StringBuilder();
        for (int x : xs) sb.append(sparse(x)).append(' ');
        System.out.println("sparse: " + sb.toString().trim());
        sb.setLength(0);
        for (int x = -4; x <= 9; x++) sb.append(dense(x)).append(' ');
        System.out.println("dense: " + sb.toString().trim());
        int count = 0;
        outer:
        for (int i = 0; i < 10; i++) {
            for (int j = 0; j < 10; j++) {
                switch ((i * j) % 7) {
                    case 0: continue;
                    case 3: if (j > i) continue outer; count += 2; break;
                    case 6: if (i == 8) break outer; count += 3; break;
                    default: count++;
                }
            }
        }
        System.out.println("labeled count " + count);
        long checksum = 0;
        for (int i = 0; i < 1000; i++) {
            byte b = (byte) i;
            switch (b) {
                case -128: checksum += 1; break;
                case -1: checksum += 2; break;
                case 127: checksum += 3; break;
                default: checksum += b & 3;
            }
            short s = (short) (i * 97);
            switch (s) { case 97: case 194: checksum *= 3; break; default: checksum ^= s; }
        }
        System.out.println("byte/short selector checksum " + checksum);
        String out = "";
        for (char c = 'A'; c <= 'z'; c++) {
            switch (c) {
                case 'A': case 'E': case 'I': case 'O': case 'U': out += c; break;
                case 'a': case 'e': case 'i': case 'o': case 'u': out += Character.toUpperCase(c); break;
                case '[': case '\\': case ']': out += '#'; break;
                default:
            }
        }
        System.out.println("vowels " + out);
    }
}
