import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.SplittableRandom;

/**
 * Generates the oracle data for vm/src/native/fdlibm.rs from the running JVM
 * (must be HotSpot/OpenJDK 17, whose StrictMath sin, cos, tan, asin, acos,
 * atan, atan2, log, log10, log1p, expm1, sinh, cosh, tanh and IEEEremainder
 * are C fdlibm 5.3 through JNI).
 *
 * <pre>
 *   java Gen.java &lt;outdir&gt;          writes strictmath.tsv (fixed seed, checked in)
 *   java Gen.java stream SEED N     prints N unary and N binary random cases to stdout
 * </pre>
 *
 * Lines, all numbers raw double bits in hex (Long.toHexString):
 * {@code u<TAB>x<TAB>sin cos tan asin acos atan log log10 log1p expm1 sinh cosh tanh}
 * (results separated by single spaces) and
 * {@code b<TAB>y<TAB>x<TAB>atan2(y, x) IEEEremainder(y, x)}.
 */
public class Gen {
    static final int UNARY = 2600;
    static final int BINARY = 2600;

    public static void main(String[] args) throws IOException {
        if (!System.getProperty("java.specification.version").equals("17")) {
            throw new IllegalStateException("must run on JDK 17");
        }
        if (args.length >= 1 && args[0].equals("stream")) {
            PrintWriter w = new PrintWriter(new BufferedWriter(
                new OutputStreamWriter(System.out, StandardCharsets.US_ASCII), 1 << 16));
            write(w, new SplittableRandom(Long.parseLong(args[1])), Long.parseLong(args[2]),
                Long.parseLong(args[2]), false);
            w.flush();
            return;
        }
        Path dir = Path.of(args.length > 0 ? args[0] : ".");
        try (Writer f = Files.newBufferedWriter(dir.resolve("strictmath.tsv"), StandardCharsets.US_ASCII);
             PrintWriter w = new PrintWriter(f)) {
            write(w, new SplittableRandom(20240917L), UNARY, BINARY, true);
        }
    }

    static void write(PrintWriter w, SplittableRandom r, long nu, long nb, boolean specials) {
        StringBuilder sb = new StringBuilder();
        if (specials) {
            for (double x : SPECIALS) {
                unary(w, sb, x);
            }
            for (double y : SPECIALS) {
                for (double x : SPECIAL_PAIRS) {
                    binary(w, sb, y, x);
                }
            }
        }
        for (long i = 0; i < nu; i++) {
            unary(w, sb, arg(r, (int) (i % 12)));
        }
        for (long i = 0; i < nb; i++) {
            pair(w, sb, r, (int) (i % 8));
        }
    }

    static final double NAN_PAYLOAD = Double.longBitsToDouble(0x7ff0000000000123L); // signalling
    static final double QNAN_PAYLOAD = Double.longBitsToDouble(0xfff8000000000456L);
    static final double[] SPECIALS = {
        0.0, -0.0, 1.0, -1.0, 0.5, -0.5, 2.0, Double.MIN_VALUE, -Double.MIN_VALUE,
        Double.MIN_NORMAL, Double.MAX_VALUE, -Double.MAX_VALUE,
        Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, Double.NaN, NAN_PAYLOAD, QNAN_PAYLOAD,
        Double.longBitsToDouble(0xfff0000000000001L), Double.longBitsToDouble(0x7fffffffffffffffL),
        Math.PI, -Math.PI, Math.PI / 2, -Math.PI / 2, Math.PI / 4, 3 * Math.PI / 4, 1e308, -1e308,
        709.782712893384, 710.4758600739439, 710.475860073944, -745.1332191019412, 22.0, -22.0,
        0x1p-28, 0x1p-29, 0x1p-54, 0x1p-55, 0x1p-57, 0.975, 0.4375, 0.6744, 1.1875, 2.4375, 0x1p66,
        -0.2929, 0.41422, -0.9999999999999999, 1.0000000000000002, 0.9999999999999999,
    };
    static final double[] SPECIAL_PAIRS = {
        0.0, -0.0, 1.0, -1.0, 2.5, -3.0, Double.MIN_VALUE, Double.MAX_VALUE,
        Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, Double.NaN, NAN_PAYLOAD, QNAN_PAYLOAD,
    };

    static double signed(SplittableRandom r, double d) {
        return r.nextBoolean() ? d : -d;
    }

    /** One argument of category c. */
    static double arg(SplittableRandom r, int c) {
        switch (c) {
            case 0: // uniform bit patterns (all exponents, NaNs included)
            case 1:
                return Double.longBitsToDouble(r.nextLong());
            case 2: // |x| < 1
                return signed(r, r.nextDouble());
            case 3: // small: |x| in [2^-60, 2^6) log-uniform
                return signed(r, Math.scalb(1 + r.nextDouble(), r.nextInt(-60, 6)));
            case 4: // moderate: |x| < 1000 (exp/expm1/sinh/cosh thresholds, medium trig)
                return signed(r, r.nextDouble() * 1000);
            case 5: // huge: up to 1e308 (big trig reduction), log-uniform exponent
                return signed(r, Math.scalb(1 + r.nextDouble(), r.nextInt(19, 1024)));
            case 6: // subnormals
                return signed(r, Double.longBitsToDouble(r.nextLong() & 0x000fffffffffffffL));
            case 7: // near multiples of pi/2 (a few ulps away), small and large n
            case 8: {
                double k = c == 7 ? r.nextInt(1, 64) : Math.floor(r.nextDouble() * 1e6) + 1;
                double x = k * (Math.PI / 2);
                long b = Double.doubleToRawLongBits(x) + r.nextInt(-4, 5);
                return signed(r, Double.longBitsToDouble(b));
            }
            case 9: // near 1 (asin/acos/log/log1p edges)
                return signed(r, Double.longBitsToDouble(Double.doubleToRawLongBits(1.0) + r.nextInt(-1 << 20, 1 << 20)));
            case 10: // NaNs with random payloads and signs, and infinities
                if (r.nextInt(8) == 0) {
                    return signed(r, Double.POSITIVE_INFINITY);
                }
                return Double.longBitsToDouble((r.nextLong() | 0x7ff0000000000001L) & (r.nextBoolean() ? -1L : 0x7fffffffffffffffL));
            default: // |x| in [2^-1022, 2^-900) and exponent-uniform finite
                return signed(r, Math.scalb(1 + r.nextDouble(), r.nextInt(-1022, 1024)));
        }
    }

    static void pair(PrintWriter w, StringBuilder sb, SplittableRandom r, int c) {
        double y;
        double x;
        switch (c) {
            case 0:
                y = Double.longBitsToDouble(r.nextLong());
                x = Double.longBitsToDouble(r.nextLong());
                break;
            case 1:
                y = signed(r, r.nextDouble() * 100);
                x = signed(r, r.nextDouble() * 100);
                break;
            case 2: { // remainder halfway cases: y = (n + 1/2) x, and neighbours
                x = signed(r, Math.scalb(1 + r.nextDouble(), r.nextInt(-1070, 1000)));
                int n = r.nextInt(0, 1 << 20);
                y = (n + 0.5) * x;
                y = Double.longBitsToDouble(Double.doubleToRawLongBits(y) + r.nextInt(-1, 2));
                break;
            }
            case 3: // very different magnitudes
                y = arg(r, 5);
                x = arg(r, r.nextBoolean() ? 6 : 3);
                if (r.nextBoolean()) {
                    double t = y;
                    y = x;
                    x = t;
                }
                break;
            case 4: // subnormal divisors / arguments
                y = arg(r, r.nextInt(0, 12));
                x = arg(r, 6);
                break;
            case 5: // NaN and infinity combinations
                y = arg(r, r.nextBoolean() ? 10 : r.nextInt(0, 12));
                x = arg(r, r.nextBoolean() ? 10 : r.nextInt(0, 12));
                break;
            case 6: // x near 1 (atan2 calls atan directly for x == 1)
                y = arg(r, r.nextInt(0, 12));
                x = r.nextInt(4) == 0 ? 1.0 : arg(r, 9);
                break;
            default: // same exponent range
                y = arg(r, r.nextInt(0, 12));
                x = arg(r, r.nextInt(0, 12));
                break;
        }
        binary(w, sb, y, x);
    }

    static void hex(StringBuilder sb, double d) {
        sb.append(Long.toHexString(Double.doubleToRawLongBits(d)));
    }

    static void unary(PrintWriter w, StringBuilder sb, double x) {
        sb.setLength(0);
        sb.append("u\t");
        hex(sb, x);
        sb.append('\t');
        hex(sb, StrictMath.sin(x));
        sb.append(' ');
        hex(sb, StrictMath.cos(x));
        sb.append(' ');
        hex(sb, StrictMath.tan(x));
        sb.append(' ');
        hex(sb, StrictMath.asin(x));
        sb.append(' ');
        hex(sb, StrictMath.acos(x));
        sb.append(' ');
        hex(sb, StrictMath.atan(x));
        sb.append(' ');
        hex(sb, StrictMath.log(x));
        sb.append(' ');
        hex(sb, StrictMath.log10(x));
        sb.append(' ');
        hex(sb, StrictMath.log1p(x));
        sb.append(' ');
        hex(sb, StrictMath.expm1(x));
        sb.append(' ');
        hex(sb, StrictMath.sinh(x));
        sb.append(' ');
        hex(sb, StrictMath.cosh(x));
        sb.append(' ');
        hex(sb, StrictMath.tanh(x));
        w.println(sb);
    }

    static void binary(PrintWriter w, StringBuilder sb, double y, double x) {
        sb.setLength(0);
        sb.append("b\t");
        hex(sb, y);
        sb.append('\t');
        hex(sb, x);
        sb.append('\t');
        hex(sb, StrictMath.atan2(y, x));
        sb.append(' ');
        hex(sb, StrictMath.IEEEremainder(y, x));
        w.println(sb);
    }
}
