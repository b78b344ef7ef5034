/** long arithmetic in practice: factorials with overflow, Collatz sequences, gcd/lcm, modular exponentiation, digit sums. */
public class LongMath {
    static long factorial(int n) {
        long r = 1;
        for (int i = 2; i <= n; i++) {
            r *= i;
        }
        return r;
    }

    static int collatzSteps(long n) {
        int steps = 0;
        while (n != 1) {
            n = (n & 1) == 0 ? n >> 1 : 3 * n + 1;
            steps++;
        }
        return steps;
    }

    static long gcd(long a, long b) {
        while (b != 0) {
            long t = a % b;
            a = b;
            b = t;
        }
        return a;
    }

    static long modPow(long base, long exp, long mod) {
        long result = 1;
        base %= mod;
        while (exp > 0) {
            if ((exp & 1) == 1) {
                result = result * base % mod;
            }
            base = base * base % mod;
            exp >>= 1;
        }
        return result;
    }

    static boolean isPrime(long n) {
        if (n < 2) {
            return false;
        }
        for (long d = 2; d * d <= n; d++) {
            if (n % d == 0) {
                return false;
            }
        }
        return true;
    }

    public static void main(String[] args) {
        for (int n = 0; n <= 25; n++) {
            System.out.println(n + "! = " + factorial(n));
        }
        int best = 0;
        long bestN = 0;
        for (long n = 1; n < 100000; n++) {
            int s = collatzSteps(n);
            if (s > best) {
                best = s;
                bestN = n;
            }
        }
        System.out.println("longest Collatz below 100000: " + bestN + " with " + best + " steps");
        System.out.println("collatz(27)=" + collatzSteps(27) + " collatz(837799)=" + collatzSteps(837799));
        long a = 1234567890123456L;
        long b = 9876543210L;
        long g = gcd(a, b);
        System.out.println("gcd " + g + " lcm " + (a / g * b));
        System.out.println("modPow " + modPow(2, 1000000, 1000000007L) + " " + modPow(3, 1L << 40, 998244353L) + " " + modPow(7, 0, 13));
        StringBuilder sb = new StringBuilder();
        for (long n = 1000000000000L; sb.length() < 40; n++) {
            if (isPrime(n)) {
                sb.append(n).append(' ');
            }
        }
        System.out.println("primes after 10^12: " + sb);
        long digits = Long.MAX_VALUE;
        int dsum = 0;
        while (digits > 0) {
            dsum += digits % 10;
            digits /= 10;
        }
        System.out.println("digit sum of MAX " + dsum);
        long tri = 0;
        for (int i = 1; i <= 100000; i++) {
            tri += i;
        }
        System.out.println("triangle(100000) " + tri);
        long x = 0x5DEECE66DL;
        long seed = 42;
        for (int i = 0; i < 5; i++) {
            seed = (seed * x + 0xBL) & ((1L << 48) - 1);
            System.out.println("lcg " + (int) (seed >>> 16));
        }
    }
}
