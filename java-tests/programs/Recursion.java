/** Recursion: fib, Ackermann, mutual recursion, Towers of Hanoi, gcd, permutations, power set counting. */
public class Recursion {
    static int fib(int n) {
        return n < 2 ? n : fib(n - 1) + fib(n - 2);
    }

    static long fibLong(int n) {
        if (n < 2) {
            return n;
        }
        return fibLong(n - 1) + fibLong(n - 2);
    }

    static int ackermann(int m, int n) {
        if (m == 0) {
            return n + 1;
        }
        if (n == 0) {
            return ackermann(m - 1, 1);
        }
        return ackermann(m - 1, ackermann(m, n - 1));
    }

    static boolean isEven(int n) {
        return n == 0 || isOdd(n - 1);
    }

    static boolean isOdd(int n) {
        return n != 0 && isEven(n - 1);
    }

    static long hanoiMoves;
    static StringBuilder smallMoves = new StringBuilder();

    static void hanoi(int n, char from, char to, char via) {
        if (n == 0) {
            return;
        }
        hanoi(n - 1, from, via, to);
        hanoiMoves++;
        if (smallMoves.length() < 60) {
            smallMoves.append(from).append(to).append(' ');
        }
        hanoi(n - 1, via, to, from);
    }

    static int gcd(int a, int b) {
        return b == 0 ? a : gcd(b, a % b);
    }

    static int permutations;

    static void permute(char[] chars, int k, StringBuilder out) {
        if (k == chars.length) {
            permutations++;
            if (permutations <= 8) {
                out.append(new String(chars)).append(' ');
            }
            return;
        }
        for (int i = k; i < chars.length; i++) {
            char t = chars[k];
            chars[k] = chars[i];
            chars[i] = t;
            permute(chars, k + 1, out);
            t = chars[k];
            chars[k] = chars[i];
            chars[i] = t;
        }
    }

    static int subsetsWithSum(int[] xs, int i, int target) {
        if (i == xs.length) {
            return target == 0 ? 1 : 0;
        }
        return subsetsWithSum(xs, i + 1, target - xs[i]) + subsetsWithSum(xs, i + 1, target);
    }

    static double power(double base, int exp) {
        if (exp == 0) {
            return 1;
        }
        if (exp < 0) {
            return 1 / power(base, -exp);
        }
        double half = power(base, exp / 2);
        return exp % 2 == 0 ? half * half : half * half * base;
    }

    static int depth(int n) {
        return n == 0 ? 0 : 1 + depth(n - 1);
    }

    public static void main(String[] args) {
        for (int i = 0; i <= 25; i += 5) {
            System.out.println("fib(" + i + ")=" + fib(i));
        }
        System.out.println("fibLong(32)=" + fibLong(32));
        for (int m = 0; m <= 3; m++) {
            StringBuilder sb = new StringBuilder();
            for (int n = 0; n <= 4; n++) {
                sb.append(ackermann(m, n)).append(' ');
            }
            System.out.println("ackermann(" + m + ", 0..4) = " + sb);
        }
        System.out.println("isEven(1000)=" + isEven(1000) + " isOdd(777)=" + isOdd(777) + " isEven(7)=" + isEven(7));
        for (int n = 1; n <= 20; n += 19) {
            hanoiMoves = 0;
            smallMoves.setLength(0);
            hanoi(n, 'A', 'C', 'B');
            System.out.println("hanoi(" + n + ") moves=" + hanoiMoves + " first=" + smallMoves);
        }
        hanoiMoves = 0;
        smallMoves.setLength(0);
        hanoi(4, 'A', 'C', 'B');
        System.out.println("hanoi(4) " + smallMoves);
        System.out.println("gcd " + gcd(1071, 462) + " " + gcd(17, 5) + " " + gcd(0, 9) + " " + gcd(1 << 20, 1 << 12));
        StringBuilder out = new StringBuilder();
        permute("abcd".toCharArray(), 0, out);
        System.out.println("permutations " + permutations + " first: " + out);
        System.out.println("subsets " + subsetsWithSum(new int[] {1, 2, 3, 4, 5, 6, 7, 8, 9, 10}, 0, 15));
        System.out.println("power " + power(2, 10) + " " + power(2, -3) + " " + power(1.5, 5));
        System.out.println("depth " + depth(5000));
    }
}
