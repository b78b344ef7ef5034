/** Sieve of Eratosthenes with a boolean array and a bit-packed int array; prime counts, sums and twin primes. */
public class Sieve {
    static boolean[] sieve(int n) {
        boolean[] composite = new boolean[n + 1];
        composite[0] = true;
        composite[1] = true;
        for (int i = 2; (long) i * i <= n; i++) {
            if (!composite[i]) {
                for (int j = i * i; j <= n; j += i) {
                    composite[j] = true;
                }
            }
        }
        return composite;
    }

    static int[] bitSieve(int n) {
        int[] bits = new int[(n >> 5) + 1];
        bits[0] |= 3;
        for (int i = 2; (long) i * i <= n; i++) {
            if ((bits[i >> 5] & (1 << (i & 31))) == 0) {
                for (int j = i * i; j <= n; j += i) {
                    bits[j >> 5] |= 1 << (j & 31);
                }
            }
        }
        return bits;
    }

    public static void main(String[] args) {
        int n = 1000000;
        boolean[] c = sieve(n);
        int count = 0;
        long sum = 0;
        int twins = 0;
        int last = 0;
        for (int i = 2; i <= n; i++) {
            if (!c[i]) {
                count++;
                sum += i;
                if (i - last == 2) {
                    twins++;
                }
                last = i;
            }
        }
        System.out.println("primes <= " + n + ": " + count + " sum " + sum + " twins " + twins + " largest " + last);
        StringBuilder sb = new StringBuilder();
        for (int i = 2; i < 100; i++) {
            if (!c[i]) {
                sb.append(i).append(' ');
            }
        }
        System.out.println(sb);
        int[] bits = bitSieve(n);
        int bitCount = 0;
        for (int i = 0; i <= n; i++) {
            if ((bits[i >> 5] & (1 << (i & 31))) == 0) {
                bitCount++;
            }
        }
        System.out.println("bit sieve count " + bitCount + " agrees " + (bitCount == count));
        int[] limits = {10, 100, 1000, 10000, 100000};
        for (int k = 0; k < limits.length; k++) {
            int cnt = 0;
            for (int i = 2; i <= limits[k]; i++) {
                if (!c[i]) {
                    cnt++;
                }
            }
            System.out.println("pi(" + limits[k] + ")=" + cnt);
        }
        int gapStart = 0;
        int maxGap = 0;
        int prev = 2;
        for (int i = 3; i <= n; i++) {
            if (!c[i]) {
                if (i - prev > maxGap) {
                    maxGap = i - prev;
                    gapStart = prev;
                }
                prev = i;
            }
        }
        System.out.println("max gap " + maxGap + " after " + gapStart);
    }
}
