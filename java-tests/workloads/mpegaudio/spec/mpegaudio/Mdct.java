package spec.mpegaudio;

/** The 36-point MDCT of MPEG-1 layer III long blocks, and its inverse with overlap-add. */
final class Mdct {
    private final float[][] history = new float[32][18];
    private final float[][] overlap = new float[32][18];
    private final float[] buf = new float[36];

    /** Transforms 18 new samples of subband {@code sb} into 18 coefficients. */
    void forward(int sb, float[] in, float[] coef) {
        float[] h = history[sb];
        float[] w = Tables.MDCT_WINDOW;
        for (int n = 0; n < 18; n++) {
            buf[n] = h[n] * w[n];
            buf[n + 18] = in[n] * w[n + 18];
            h[n] = in[n];
        }
        for (int k = 0; k < 18; k++) {
            float[] m = Tables.MDCT[k];
            float s = 0f;
            for (int n = 0; n < 36; n++) {
                s += buf[n] * m[n];
            }
            coef[k] = s;
        }
    }

    /** Inverts 18 coefficients of subband {@code sb} into 18 output samples. */
    void inverse(int sb, float[] coef, float[] out) {
        float[] w = Tables.MDCT_WINDOW;
        for (int n = 0; n < 36; n++) {
            float s = 0f;
            for (int k = 0; k < 18; k++) {
                s += coef[k] * Tables.MDCT[k][n];
            }
            buf[n] = s * w[n] * (1f / 9f);
        }
        float[] o = overlap[sb];
        for (int n = 0; n < 18; n++) {
            out[n] = buf[n] + o[n];
            o[n] = buf[n + 18];
        }
    }
}
