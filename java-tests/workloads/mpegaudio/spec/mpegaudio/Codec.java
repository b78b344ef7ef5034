package spec.mpegaudio;

/**
 * One channel's encode/decode round trip, frame by frame: analysis filter bank, MDCT,
 * psychoacoustic quantization, dequantization, IMDCT and synthesis filter bank.
 */
final class Codec {
    static final int FRAME = 1152;

    private final AnalysisFilterbank analysis = new AnalysisFilterbank();
    private final SynthesisFilterbank synthesis = new SynthesisFilterbank();
    private final Mdct mdct = new Mdct();
    private final PsychoModel psycho = new PsychoModel();
    final Quantizer quantizer = new Quantizer();

    private final float[][] subband = new float[32][36];
    private final float[] sbTmp = new float[32];
    private final float[] coef = new float[18];
    private final float[] line = new float[18];
    private final int[] stepExp = new int[32];
    long quantChecksum;

    /** Encodes and decodes one frame of {@code pcm} (at {@code off}, length 1152 + 1024 lookahead). */
    void frame(float[] pcm, int off, float[] out, int outOff) {
        psycho.analyze(pcm, off, stepExp);
        for (int g = 0; g < 2; g++) {
            for (int s = 0; s < 18; s++) {
                analysis.process(pcm, off + g * 576 + s * 32, sbTmp);
                for (int sb = 0; sb < 32; sb++) {
                    subband[sb][s] = sbTmp[sb];
                }
            }
            for (int sb = 0; sb < 32; sb++) {
                float[] in = new float[18];
                System.arraycopy(subband[sb], 0, in, 0, 18);
                mdct.forward(sb, in, coef);
                double step = Quantizer.step(stepExp[sb]);
                for (int k = 0; k < 18; k++) {
                    int q = quantizer.quantize(coef[k], step);
                    quantChecksum = quantChecksum * 31 + q;
                    coef[k] = quantizer.dequantize(q, step);
                }
                mdct.inverse(sb, coef, line);
                System.arraycopy(line, 0, subband[sb], 18, 18);
            }
            for (int s = 0; s < 18; s++) {
                for (int sb = 0; sb < 32; sb++) {
                    sbTmp[sb] = subband[sb][18 + s];
                }
                synthesis.process(sbTmp, out, outOff + g * 576 + s * 32);
            }
        }
    }

    double[] bandDb() {
        return psycho.bandDb;
    }
}
