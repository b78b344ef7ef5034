package spec.mpegaudio;

/** A 48-bit linear congruential generator (drand48's constants), fully deterministic. */
final class Lcg {
    private long state;

    Lcg(long seed) {
        state = (seed ^ 0x5DEECE66DL) & ((1L << 48) - 1);
    }

    int next(int bits) {
        state = (state * 0x5DEECE66DL + 0xBL) & ((1L << 48) - 1);
        return (int) (state >>> (48 - bits));
    }

    /** Uniform in [-1, 1). */
    double nextSigned() {
        return next(30) / (double) (1 << 29) - 1.0;
    }
}
