package spec.compress;

/** A 48-bit linear congruential generator (the constants of drand48), fully deterministic. */
final class Lcg {
    private long state;

    Lcg(long seed) {
        state = (seed ^ 0x5DEECE66DL) & ((1L << 48) - 1);
    }

    int next(int bits) {
        state = (state * 0x5DEECE66DL + 0xBL) & ((1L << 48) - 1);
        return (int) (state >>> (48 - bits));
    }

    /** A value in [0, bound). */
    int nextInt(int bound) {
        return (int) (((long) next(31) * bound) >>> 31);
    }
}
