package spec.mpegaudio;

/** Layer III style power-law quantization: q = nint(|x/step|^(3/4) - 0.0946). */
final class Quantizer {
    long nonZero;
    long bitsEstimate;

    static double step(int exp) {
        return StrictMath.pow(2.0, exp / 4.0);
    }

    int quantize(float x, double step) {
        double a = StrictMath.pow(Math.abs(x) / step, 0.75) + 0.4054;
        int q = (int) a;
        if (q != 0) {
            nonZero++;
            bitsEstimate += 32 - Integer.numberOfLeadingZeros(q) + 1;
        }
        return x < 0 ? -q : q;
    }

    float dequantize(int q, double step) {
        if (q == 0) {
            return 0f;
        }
        double a = StrictMath.pow(Math.abs(q), 4.0 / 3.0) * step;
        return (float) (q < 0 ? -a : a);
    }
}
