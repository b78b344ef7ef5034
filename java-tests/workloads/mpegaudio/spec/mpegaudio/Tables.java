package spec.mpegaudio;

/** Filter-bank coefficient tables, computed once with {@link StrictMath}. */
final class Tables {
    /** The 512-tap prototype window (analysis C; synthesis uses 32 * C). */
    static final float[] WINDOW = new float[512];
    /** Analysis matrixing: cos((2k+1)(i-16)pi/64), 32 x 64. */
    static final float[][] ANALYSIS = new float[32][64];
    /** Synthesis matrixing: cos((16+i)(2k+1)pi/64), 64 x 32. */
    static final float[][] SYNTHESIS = new float[64][32];
    /** The 36-point MDCT sine window. */
    static final float[] MDCT_WINDOW = new float[36];
    /** MDCT kernel cos(pi/72 (2n+1+18)(2k+1)), 18 x 36. */
    static final float[][] MDCT = new float[18][36];

    static {
        // the prototype lowpass: a Kaiser-windowed sinc whose cutoff is found by bisection so
        // that |H(pi/64)|^2 = 1/2 (Lin and Vaidyanathan's near-perfect-reconstruction design),
        // with the sign pattern of the ISO 11172-3 analysis window (negated in odd blocks of 64)
        double[] h = prototype(9.0);
        for (int n = 0; n < 512; n++) {
            WINDOW[n] = (float) (((n >> 6) & 1) != 0 ? -h[n] : h[n]);
        }
        for (int k = 0; k < 32; k++) {
            for (int i = 0; i < 64; i++) {
                ANALYSIS[k][i] = (float) StrictMath.cos((2 * k + 1) * (i - 16) * Math.PI / 64);
            }
        }
        for (int i = 0; i < 64; i++) {
            for (int k = 0; k < 32; k++) {
                SYNTHESIS[i][k] = (float) StrictMath.cos((16 + i) * (2 * k + 1) * Math.PI / 64);
            }
        }
        for (int n = 0; n < 36; n++) {
            MDCT_WINDOW[n] = (float) StrictMath.sin(Math.PI / 36 * (n + 0.5));
        }
        for (int k = 0; k < 18; k++) {
            for (int n = 0; n < 36; n++) {
                MDCT[k][n] = (float) StrictMath.cos(Math.PI / 72 * (2 * n + 1 + 18) * (2 * k + 1));
            }
        }
    }


    /** The modified Bessel function I0, by its power series. */
    static double besselI0(double x) {
        double sum = 1;
        double term = 1;
        for (int k = 1; k < 50; k++) {
            term *= (x / (2 * k)) * (x / (2 * k));
            sum += term;
        }
        return sum;
    }

    static double[] lowpass(double cutoff, double beta) {
        double[] h = new double[512];
        double i0b = besselI0(beta);
        for (int n = 0; n < 512; n++) {
            // symmetric about 256 with h[0] = 0, as the ISO window
            double x = n - 256;
            double r = x / 256.0;
            double w = besselI0(beta * Math.sqrt(1 - r * r)) / i0b;
            h[n] = n == 0 ? 0 : x == 0 ? cutoff / Math.PI : StrictMath.sin(cutoff * x) / (Math.PI * x) * w;
        }
        return h;
    }

    /** |H(w)|^2 of {@code h}. */
    static double power(double[] h, double w) {
        // e^{-iwn} by rotation, one complex multiplication per tap
        double c = StrictMath.cos(w);
        double s = StrictMath.sin(w);
        double pr = 1;
        double pi = 0;
        double re = 0;
        double im = 0;
        for (int n = 0; n < h.length; n++) {
            re += h[n] * pr;
            im -= h[n] * pi;
            double t = pr * c - pi * s;
            pi = pr * s + pi * c;
            pr = t;
        }
        return re * re + im * im;
    }

    static double[] prototype(double beta) {
        double lo = Math.PI / 128;
        double hi = Math.PI / 32;
        double[] h = null;
        for (int it = 0; it < 40; it++) {
            double mid = (lo + hi) / 2;
            h = lowpass(mid, beta);
            double dc = power(h, 0);
            if (power(h, Math.PI / 64) / dc > 0.5) {
                hi = mid;
            } else {
                lo = mid;
            }
        }
        double sum = 0;
        for (double v : h) {
            sum += v;
        }
        for (int n = 0; n < 512; n++) {
            h[n] = h[n] / sum * 2.0;
        }
        return h;
    }

    private Tables() {}
}
