import java.util.Random;

/** java.util.Random with fixed seeds: nextInt, nextInt(bound) for powers of two and others, nextLong, nextDouble, nextFloat, nextBoolean, nextGaussian, nextBytes, setSeed; bad bound message. */
public class RandomSeeded {
    public static void main(String[] args) {
        long[] seeds = {0L, 1L, 42L, -1L, 123456789L, Long.MIN_VALUE};
        for (long seed : seeds) {
            Random r = new Random(seed);
            StringBuilder sb = new StringBuilder("seed " + seed + ":");
            for (int i = 0; i < 5; i++) sb.append(' ').append(r.nextInt());
            System.out.println(sb);
            sb = new StringBuilder("  nextInt(n):");
            int[] bounds = {1, 2, 7, 10, 16, 100, 1000, 1 << 30, Integer.MAX_VALUE, 3};
            for (int b : bounds) sb.append(' ').append(r.nextInt(b));
            System.out.println(sb);
            System.out.println("  nextLong " + r.nextLong() + " " + r.nextLong());
            System.out.println("  nextDouble " + r.nextDouble() + " " + r.nextDouble());
            System.out.println("  nextFloat " + r.nextFloat() + " " + r.nextFloat());
            System.out.println("  nextBoolean " + r.nextBoolean() + " " + r.nextBoolean() + " " + r.nextBoolean());
            System.out.println("  nextGaussian " + r.nextGaussian() + " " + r.nextGaussian() + " " + r.nextGaussian());
            byte[] bytes = new byte[7];
            r.nextBytes(bytes);
            sb = new StringBuilder("  nextBytes");
            for (byte b : bytes) sb.append(' ').append(b);
            System.out.println(sb);
        }
        Random a = new Random(99), b = new Random(12);
        b.setSeed(99);
        boolean same = true;
        for (int i = 0; i < 1000; i++) if (a.nextInt() != b.nextInt()) same = false;
        System.out.println("setSeed reproduces: " + same);
        Random r = new Random(2024);
        int[] hist = new int[10];
        for (int i = 0; i < 100000; i++) hist[r.nextInt(10)]++;
        StringBuilder sb = new StringBuilder("histogram");
        for (int h : hist) sb.append(' ').append(h);
        System.out.println(sb);
        long sum = 0;
        for (int i = 0; i < 10000; i++) sum += r.nextInt(1 << 20) + (r.nextLong() >>> 44) + (long) (r.nextDouble() * 1000) + (r.nextBoolean() ? 1 : 0);
        System.out.println("sum " + sum);
        double g = 0;
        for (int i = 0; i < 1001; i++) g += r.nextGaussian();
        System.out.println("gaussian sum " + g);
        try { new Random(1).nextInt(0); } catch (IllegalArgumentException e) { System.out.println("nextInt(0): " + e.getMessage()); }
        try { new Random(1).nextInt(-5); } catch (IllegalArgumentException e) { System.out.println("nextInt(-5): " + e.getMessage()); }
        Random shuffleR = new Random(7);
        int[] deck = new int[20];
        for (int i = 0; i < deck.length; i++) deck[i] = i;
        for (int i = deck.length - 1; i > 0; i--) { int j = shuffleR.nextInt(i + 1); int t = deck[i]; deck[i] = deck[j]; deck[j] = t; }
        sb = new StringBuilder("shuffled");
        for (int d : deck) sb.append(' ').append(d);
        System.out.println(sb);
    }
}
