/** Switch expressions (Java 14): arrow and yield forms on int, char, String, enum (exhaustive without default), multiple labels, blocks, switch statements with arrows (no fall-through), nested switch expressions, expressions as arguments. */
public class SwitchExpressions {
    enum Op { ADD, SUB, MUL, DIV, NEG }
    enum Color { RED, GREEN, BLUE }

    static int arity(Op op) {
        return switch (op) {
            case ADD, SUB, MUL, DIV -> 2;
            case NEG -> 1;
        };
    }

    static int apply(Op op, int a, int b) {
        return switch (op) {
            case ADD -> a + b;
            case SUB -> a - b;
            case MUL -> a * b;
            case DIV -> {
                if (b == 0) { yield Integer.MAX_VALUE; }
                yield a / b;
            }
            case NEG -> -a;
        };
    }

    static String size(int n) {
        return switch (n) {
            case 0 -> "none";
            case 1, 2, 3 -> "few";
            case 4, 5, 6, 7, 8, 9 -> "several";
            default -> {
                String s = n < 0 ? "negative" : "many";
                yield s + "(" + n + ")";
            }
        };
    }

    static int score(String word) {
        return switch (word) {
            case "Aa", "BB" -> 1;
            case "AaAa" -> 2;
            case "" -> 0;
            default -> word.length() * 10;
        };
    }

    static String kind(char c) {
        return switch (c) {
            case 'a', 'e', 'i', 'o', 'u' -> "vowel";
            case ' ' -> "space";
            default -> Character.isDigit(c) ? "digit" : Character.isLetter(c) ? "consonant" : "symbol";
        };
    }

    static String oldStyleYield(int x) {
        String r = switch (x % 4) {
            case 0:
                yield "zero";
            case 1:
            case 2:
                String t = "one-or-two:" + x;
                yield t;
            default:
                yield "three";
        };
        return r;
    }

    public static void main(String[] args) {
        for (Op op : Op.values()) System.out.println(op + " arity " + arity(op) + " 20,6 -> " + apply(op, 20, 6) + " div0 -> " + apply(op, 1, 0));
        for (int n : new int[] {-5, 0, 1, 3, 4, 9, 10, 1000}) System.out.println(n + " " + size(n));
        for (String w : new String[] {"Aa", "BB", "AaAa", "BBBB", "", "hello"}) System.out.println("'" + w + "' " + score(w));
        StringBuilder sb = new StringBuilder();
        for (char c : "hi 42 you!".toCharArray()) sb.append(kind(c).charAt(0));
        System.out.println("kinds " + sb);
        for (int i = 0; i < 5; i++) System.out.print(oldStyleYield(i) + " ");
        System.out.println();
        int count = 0;
        for (Color c : Color.values()) {
            switch (c) {
                case RED -> count += 1;
                case GREEN -> { count += 10; count *= 2; }
                case BLUE -> count += 100;
            }
        }
        System.out.println("arrow statement count " + count);
        Color c = Color.GREEN;
        String nested = switch (c) {
            case RED -> "r";
            case GREEN -> switch (count % 3) { case 0 -> "g0"; case 1 -> "g1"; default -> "g2"; };
            case BLUE -> "b";
        };
        System.out.println("nested " + nested + " inline " + (switch (c) { case RED -> 1; default -> 2; } + 40));
        long big = switch ("x".length()) { case 1 -> 1L << 40; default -> 0L; };
        double d = switch (c) { case BLUE -> 0.5; default -> 1; };
        System.out.println("typed " + big + " " + d);
        try {
            Op nul = null;
            arity(nul);
        } catch (NullPointerException e) {
            System.out.println("null selector " + e.getClass().getName());
        }
        int sum = 0;
        for (int i = 0; i < 1000; i++) sum += switch (i % 7) { case 0, 6 -> 0; case 1 -> i; case 2 -> -i; default -> 1; };
        System.out.println("loop sum " + sum);
    }
}
