package java.util.concurrent;

import java.util.Random;

/**
 * The current thread's random generator (rjvm shim: one shared java.util.Random with a fixed
 * seed, so runs are deterministic; HotSpot seeds it randomly, so programs cannot depend on
 * its values anyway).
 */
public class ThreadLocalRandom extends Random {
    private static final ThreadLocalRandom INSTANCE = new ThreadLocalRandom();

    private ThreadLocalRandom() {
        super(0x5DEECE66DL);
    }

    /** The generator. */
    public static ThreadLocalRandom current() {
        return INSTANCE;
    }

    /** A uniform int in [origin, bound). */
    public synchronized int nextInt(int origin, int bound) {
        if (origin >= bound) {
            throw new IllegalArgumentException("bound must be greater than origin");
        }
        int n = bound - origin;
        if (n > 0) {
            return nextInt(n) + origin;
        }
        int r;
        do {
            r = nextInt();
        } while (r < origin || r >= bound);
        return r;
    }

    /** A uniform long in [0, bound). */
    public synchronized long nextLong(long bound) {
        if (bound <= 0) {
            throw new IllegalArgumentException("bound must be positive");
        }
        long r = nextLong();
        long m = bound - 1;
        if ((bound & m) == 0L) {
            return r & m;
        }
        long u = r >>> 1;
        while (u + m - (r = u % bound) < 0L) {
            u = nextLong() >>> 1;
        }
        return r;
    }

    /** A uniform long in [origin, bound). */
    public long nextLong(long origin, long bound) {
        if (origin >= bound) {
            throw new IllegalArgumentException("bound must be greater than origin");
        }
        return origin + nextLong(bound - origin);
    }

    /** A uniform double in [0, bound). */
    public double nextDouble(double bound) {
        return nextDouble() * bound;
    }

    /** A uniform double in [origin, bound). */
    public double nextDouble(double origin, double bound) {
        return origin + nextDouble() * (bound - origin);
    }
}
