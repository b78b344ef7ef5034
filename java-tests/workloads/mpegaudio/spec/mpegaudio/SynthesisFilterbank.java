package spec.mpegaudio;

/** The MPEG-1 polyphase synthesis filter bank: 32 subband samples in, 32 PCM samples out. */
final class SynthesisFilterbank {
    private final float[] v = new float[1024];
    private final float[] u = new float[512];

    void process(float[] subbands, float[] out, int off) {
        System.arraycopy(v, 0, v, 64, 960);
        for (int i = 0; i < 64; i++) {
            float[] n = Tables.SYNTHESIS[i];
            float s = 0f;
            for (int k = 0; k < 32; k++) {
                s += n[k] * subbands[k];
            }
            v[i] = s;
        }
        for (int i = 0; i < 8; i++) {
            for (int j = 0; j < 32; j++) {
                u[i * 64 + j] = v[i * 128 + j];
                u[i * 64 + 32 + j] = v[i * 128 + 96 + j];
            }
        }
        float[] d = Tables.WINDOW;
        for (int j = 0; j < 32; j++) {
            float s = 0f;
            for (int i = 0; i < 16; i++) {
                s += u[j + 32 * i] * d[j + 32 * i] * 32f;
            }
            out[off + j] = s;
        }
    }
}
