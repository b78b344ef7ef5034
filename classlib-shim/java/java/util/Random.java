package java.util;

/**
 * Pseudo-random numbers from Java's specified 48-bit linear congruential generator, so a
 * seeded instance yields exactly the same sequence as on HotSpot (rjvm shim).
 */
public class Random implements java.io.Serializable {
    static final long serialVersionUID = 3905348978240129619L;

    private static final long MULTIPLIER = 0x5DEECE66DL;
    private static final long ADDEND = 0xBL;
    private static final long MASK = (1L << 48) - 1;
    private static final double DOUBLE_UNIT = 0x1.0p-53;

    private long seed;
    private double nextNextGaussian;
    private boolean haveNextNextGaussian;

    private static long seedUniquifier = 8682522807148012L;

    public Random() {
        this(nextUniquifier() ^ System.nanoTime());
    }

    private static synchronized long nextUniquifier() {
        seedUniquifier *= 1181783497276652981L;
        return seedUniquifier;
    }

    public Random(long seed) {
        this.seed = initialScramble(seed);
    }

    private static long initialScramble(long seed) {
        return (seed ^ MULTIPLIER) & MASK;
    }

    public synchronized void setSeed(long seed) {
        this.seed = initialScramble(seed);
        haveNextNextGaussian = false;
    }

    protected synchronized int next(int bits) {
        seed = (seed * MULTIPLIER + ADDEND) & MASK;
        return (int) (seed >>> (48 - bits));
    }

    public void nextBytes(byte[] bytes) {
        for (int i = 0, len = bytes.length; i < len;) {
            for (int rnd = nextInt(), n = Math.min(len - i, Integer.SIZE / Byte.SIZE); n-- > 0; rnd >>= Byte.SIZE) {
                bytes[i++] = (byte) rnd;
            }
        }
    }

    public int nextInt() {
        return next(32);
    }

    public int nextInt(int bound) {
        if (bound <= 0) {
            throw new IllegalArgumentException("bound must be positive");
        }
        int r = next(31);
        int m = bound - 1;
        if ((bound & m) == 0) {
            r = (int) ((bound * (long) r) >> 31);
        } else {
            for (int u = r; u - (r = u % bound) + m < 0; u = next(31)) {
                // reject values from the incomplete last range
            }
        }
        return r;
    }

    public int nextInt(int origin, int bound) {
        if (origin >= bound) {
            throw new IllegalArgumentException("bound must be greater than origin");
        }
        int r = nextInt();
        int n = bound - origin;
        if (n > 0) {
            int m = n - 1;
            if ((n & m) == 0) {
                r = (r & m) + origin;
            } else {
                for (int u = r >>> 1; u + m - (r = u % n) < 0; u = nextInt() >>> 1) {
                    // reject
                }
                r += origin;
            }
        } else {
            while (r < origin || r >= bound) {
                r = nextInt();
            }
        }
        return r;
    }

    public long nextLong() {
        return ((long) (next(32)) << 32) + next(32);
    }

    public boolean nextBoolean() {
        return next(1) != 0;
    }

    public float nextFloat() {
        return next(24) / ((float) (1 << 24));
    }

    public double nextDouble() {
        return (((long) (next(26)) << 27) + next(27)) * DOUBLE_UNIT;
    }

    public synchronized double nextGaussian() {
        if (haveNextNextGaussian) {
            haveNextNextGaussian = false;
            return nextNextGaussian;
        }
        double v1;
        double v2;
        double s;
        do {
            v1 = 2 * nextDouble() - 1;
            v2 = 2 * nextDouble() - 1;
            s = v1 * v1 + v2 * v2;
        } while (s >= 1 || s == 0);
        double multiplier = StrictMath.sqrt(-2 * StrictMath.log(s) / s);
        nextNextGaussian = v2 * multiplier;
        haveNextNextGaussian = true;
        return v1 * multiplier;
    }

    /** One value of JDK 17's bounded int streams: low bits for power-of-two ranges, else rejection on nextInt(). */
    private int boundedInt(int origin, int bound) {
        int r = nextInt();
        if (origin < bound) {
            int n = bound - origin;
            int m = n - 1;
            if ((n & m) == 0) {
                r = (r & m) + origin;
            } else if (n > 0) {
                for (int u = r >>> 1; u + m - (r = u % n) < 0; u = nextInt() >>> 1) {
                    // retry: u fell in the incomplete last block
                }
                r += origin;
            } else {
                while (r < origin || r >= bound) {
                    r = nextInt();
                }
            }
        }
        return r;
    }

    private static void checkStream(long size) {
        if (size < 0L) {
            throw new IllegalArgumentException("size must be non-negative");
        }
    }

    private static void checkRange(double origin, double bound) {
        if (!(origin < bound)) {
            throw new IllegalArgumentException("bound must be greater than origin");
        }
    }

    /** {@code size} values of nextInt(). */
    public java.util.stream.IntStream ints(long size) {
        checkStream(size);
        return ints().limit(size);
    }

    /** nextInt() values without end. */
    public java.util.stream.IntStream ints() {
        return intsIn(1, 0);
    }

    /** {@code size} ints in [origin, bound). */
    public java.util.stream.IntStream ints(long size, int origin, int bound) {
        checkStream(size);
        checkRange(origin, bound);
        return intsIn(origin, bound).limit(size);
    }

    /** Ints in [origin, bound) without end. */
    public java.util.stream.IntStream ints(int origin, int bound) {
        checkRange(origin, bound);
        return intsIn(origin, bound);
    }

    /** Ints in [origin, bound) without end (origin >= bound: any int). */
    private java.util.stream.IntStream intsIn(final int origin, final int bound) {
        return java.util.stream.IntStream.generate(new java.util.function.IntSupplier() {
            @Override
            public int getAsInt() {
                return boundedInt(origin, bound);
            }
        });
    }

    /** {@code size} values of nextLong(). */
    public java.util.stream.LongStream longs(long size) {
        checkStream(size);
        return java.util.stream.LongStream.generate(new java.util.function.LongSupplier() {
            @Override
            public long getAsLong() {
                return nextLong();
            }
        }).limit(size);
    }

    /** {@code size} values of nextDouble(). */
    public java.util.stream.DoubleStream doubles(long size) {
        checkStream(size);
        return doubles().limit(size);
    }

    /** nextDouble() values without end. */
    public java.util.stream.DoubleStream doubles() {
        return java.util.stream.DoubleStream.generate(new java.util.function.DoubleSupplier() {
            @Override
            public double getAsDouble() {
                return nextDouble();
            }
        });
    }

    /** {@code size} doubles in [origin, bound). */
    public java.util.stream.DoubleStream doubles(long size, final double origin, final double bound) {
        checkStream(size);
        checkRange(origin, bound);
        return java.util.stream.DoubleStream.generate(new java.util.function.DoubleSupplier() {
            @Override
            public double getAsDouble() {
                double r = nextDouble() * (bound - origin) + origin;
                return r >= bound ? Math.nextDown(bound) : r;
            }
        }).limit(size);
    }
}
