package spec.mpegaudio;

/**
 * A toy psychoacoustic model: a Hann-windowed 1024-point FFT of the frame, band energies
 * for the 32 subbands, and from them a quantizer step exponent per subband.
 */
final class PsychoModel {
    private final Fft fft = new Fft(1024);
    private final double[] re = new double[1024];
    private final double[] im = new double[1024];
    private final double[] hann = new double[1024];
    final double[] bandDb = new double[32];

    PsychoModel() {
        for (int i = 0; i < 1024; i++) {
            hann[i] = 0.5 - 0.5 * StrictMath.cos(2 * Math.PI * i / 1024);
        }
    }

    /** Computes step exponents (quarter powers of two) for the frame starting at {@code off}. */
    void analyze(float[] pcm, int off, int[] stepExp) {
        for (int i = 0; i < 1024; i++) {
            re[i] = pcm[off + i] * hann[i];
            im[i] = 0;
        }
        fft.transform(re, im);
        for (int b = 0; b < 32; b++) {
            double e = 1e-12;
            for (int i = b * 16; i < b * 16 + 16; i++) {
                e += re[i] * re[i] + im[i] * im[i];
            }
            bandDb[b] = 10 * StrictMath.log10(e);
            // allow quantization noise well below the band energy (FFT and MDCT scales differ by
            // about 30 dB), never finer than a floor
            double noiseDb = Math.max(bandDb[b] - 65.0, -90.0);
            stepExp[b] = (int) StrictMath.floor(noiseDb / 20.0 * StrictMath.log(10) / StrictMath.log(2) * 4);
        }
    }
}
