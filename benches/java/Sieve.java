/** Array-heavy: repeated sieve of Eratosthenes. */
public class Sieve {
    public static void main(String[] args) {
        int reps = args.length > 0 ? Integer.parseInt(args[0]) : 30;
        int n = 1_000_000, count = 0;
        for (int r = 0; r < reps; r++) {
            boolean[] composite = new boolean[n + 1];
            count = 0;
            for (int i = 2; i <= n; i++) {
                if (!composite[i]) {
                    count++;
                    for (int j = i + i; j <= n; j += i) composite[j] = true;
                }
            }
        }
        System.out.println("primes: " + count);
    }
}
