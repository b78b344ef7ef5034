package spec.mpegaudio;

/** Produces PCM samples for one channel. */
interface SignalSource {
    /** Fills {@code out[0..n)} with the next samples. */
    void fill(float[] out, int n);
}
