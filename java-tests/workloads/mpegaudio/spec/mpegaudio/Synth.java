package spec.mpegaudio;

/**
 * A generated "music" signal: a few partials with slow vibrato, a repeating chirp, a
 * decaying percussive burst every beat, and a little noise, from {@link StrictMath} and a
 * {@link Lcg}. The partials are phasor oscillators (a complex rotation per sample, as
 * synthesizers do), so the filter banks, not the signal source, dominate the run time.
 */
final class Synth implements SignalSource {
    private static final double RATE = 44100.0;
    private final double[] freqs;
    private final double[] amps;
    private final double[] re;
    private final double[] im;
    private final double[] rotRe;
    private final double[] rotIm;
    private double vib = 1.0;
    private final Lcg noise;
    private long t;

    Synth(int channel, Lcg seedSource) {
        int n = 4 + channel;
        freqs = new double[n];
        amps = new double[n];
        re = new double[n];
        im = new double[n];
        rotRe = new double[n];
        rotIm = new double[n];
        for (int i = 0; i < n; i++) {
            freqs[i] = 110.0 * (i + 1) * (1.0 + 0.5 * channel) + 37.0 * seedSource.nextSigned();
            amps[i] = 0.3 / (i + 1);
            re[i] = 1.0;
        }
        noise = new Lcg(seedSource.next(31));
    }

    @Override
    public void fill(float[] out, int n) {
        for (int k = 0; k < n; k++, t++) {
            if (t % 64 == 0) {
                // every 64 samples: new vibrato, new rotations, renormalized phasors
                vib = 1.0 + 0.004 * StrictMath.sin(2 * Math.PI * 5.0 * t / RATE);
                for (int i = 0; i < freqs.length; i++) {
                    double w = 2 * Math.PI * freqs[i] * vib / RATE;
                    rotRe[i] = StrictMath.cos(w);
                    rotIm[i] = StrictMath.sin(w);
                    double norm = 1.0 / Math.sqrt(re[i] * re[i] + im[i] * im[i]);
                    re[i] *= norm;
                    im[i] *= norm;
                }
            }
            double s = 0;
            for (int i = 0; i < freqs.length; i++) {
                double r = re[i] * rotRe[i] - im[i] * rotIm[i];
                im[i] = re[i] * rotIm[i] + im[i] * rotRe[i];
                re[i] = r;
                s += amps[i] * im[i];
            }
            double beat = (t % 11025) / RATE;
            s += 0.25 * StrictMath.exp(-beat * 40.0) * noise.nextSigned();
            double chirpT = (t % 22050) / RATE;
            s += 0.1 * StrictMath.sin(2 * Math.PI * (200.0 + 4000.0 * chirpT) * chirpT);
            s += 0.002 * noise.nextSigned();
            out[k] = (float) s;
        }
    }
}
