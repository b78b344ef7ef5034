package spec.mpegaudio;

/**
 * The mpegaudio workload, in the spirit of SPECjvm98's 222_mpegaudio: a floating-point
 * MPEG-1 layer III style pipeline on a generated stereo signal. Each frame goes through an
 * FFT-based psychoacoustic model, the 32-band polyphase analysis filter bank, 36-point
 * MDCTs, power-law quantization, then back through dequantization, IMDCT with overlap-add
 * and the polyphase synthesis filter bank. Prints bit-exact checksums of the quantized
 * values and the decoded PCM, and the signal-to-noise ratio.
 *
 * <p>Usage: {@code spec.mpegaudio.Main [small|large]}.
 */
public final class Main {
    private Main() {}

    static String hex(long v) {
        String s = Long.toHexString(v);
        StringBuilder sb = new StringBuilder();
        for (int i = s.length(); i < 16; i++) {
            sb.append('0');
        }
        return sb.append(s).toString();
    }

    /** {@code x} with {@code digits} decimals, rounded half up, without relying on Double.toString. */
    static String fixed(double x, int digits) {
        long scale = 1;
        for (int i = 0; i < digits; i++) {
            scale *= 10;
        }
        long v = Math.round(x * scale);
        String sign = v < 0 ? "-" : "";
        v = Math.abs(v);
        StringBuilder frac = new StringBuilder(Long.toString(v % scale));
        while (frac.length() < digits) {
            frac.insert(0, '0');
        }
        return sign + (v / scale) + "." + frac;
    }

    public static void main(String[] args) {
        String size = args.length > 0 ? args[0] : "small";
        int frames;
        if (size.equals("small")) {
            frames = 12;
        } else if (size.equals("large")) {
            frames = 150;
        } else {
            System.out.println("usage: mpegaudio [small|large]");
            System.exit(2);
            return;
        }
        int channels = 2;
        System.out.println("mpegaudio: " + size + ", " + frames + " frames x " + channels + " channels");
        Lcg seeds = new Lcg(222);
        long allBits = 0;
        for (int ch = 0; ch < channels; ch++) {
            SignalSource src = new Synth(ch, seeds);
            int total = frames * Codec.FRAME;
            float[] pcm = new float[total + 1024];
            src.fill(pcm, pcm.length);
            float[] out = new float[total];
            Codec codec = new Codec();
            double[] bandSum = new double[32];
            for (int f = 0; f < frames; f++) {
                codec.frame(pcm, f * Codec.FRAME, out, f * Codec.FRAME);
                double[] db = codec.bandDb();
                for (int b = 0; b < 32; b++) {
                    bandSum[b] += db[b];
                }
            }
            // the filter banks delay the signal by 481 (polyphase pair) + 18*32 (MDCT) samples
            int delay = 481 + 576;
            double sig = 0;
            double err = 0;
            long pcmBits = 0;
            for (int i = 0; i < total; i++) {
                pcmBits = pcmBits * 1000003 + Float.floatToIntBits(out[i]);
                if (i >= delay) {
                    double a = pcm[i - delay];
                    double e = out[i] - a;
                    sig += a * a;
                    err += e * e;
                }
            }
            double snr = 10 * StrictMath.log10(sig / Math.max(err, 1e-30));
            Quantizer q = codec.quantizer;
            allBits += q.bitsEstimate;
            System.out.println("channel " + ch + ": " + total + " samples, " + q.nonZero + " nonzero lines, ~"
                    + q.bitsEstimate / 8 + " bytes, SNR " + fixed(snr, 2) + " dB");
            System.out.println("  quantized " + hex(codec.quantChecksum) + ", decoded pcm " + hex(pcmBits));
            StringBuilder sb = new StringBuilder("  mean band energy dB:");
            for (int b = 0; b < 32; b += 4) {
                sb.append(' ').append(fixed(bandSum[b] / frames, 1));
            }
            System.out.println(sb);
        }
        System.out.println("estimated bitrate " + allBits * 44100L / ((long) frames * Codec.FRAME) / 1000 + " kbit/s");
    }
}
