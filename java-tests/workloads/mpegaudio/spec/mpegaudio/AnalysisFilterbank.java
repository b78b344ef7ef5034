package spec.mpegaudio;

/** The MPEG-1 polyphase analysis filter bank: 32 new samples in, 32 subband samples out. */
final class AnalysisFilterbank {
    private final float[] x = new float[512];
    private final float[] y = new float[64];

    void process(float[] in, int off, float[] subbands) {
        System.arraycopy(x, 0, x, 32, 480);
        for (int i = 0; i < 32; i++) {
            x[31 - i] = in[off + i];
        }
        float[] c = Tables.WINDOW;
        for (int i = 0; i < 64; i++) {
            float s = 0f;
            for (int j = 0; j < 8; j++) {
                s += c[i + 64 * j] * x[i + 64 * j];
            }
            y[i] = s;
        }
        for (int k = 0; k < 32; k++) {
            float[] m = Tables.ANALYSIS[k];
            float s = 0f;
            for (int i = 0; i < 64; i++) {
                s += m[i] * y[i];
            }
            subbands[k] = s;
        }
    }
}
