import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.SplittableRandom;

/**
 * Generates the oracle data for vm/src/native/numfmt.rs from the running JVM
 * (must be HotSpot/OpenJDK 17, whose Double.toString still uses the old
 * FloatingDecimal algorithm).
 *
 * <pre>
 *   java Gen.java &lt;outdir&gt;                  writes doubles.tsv, floats.tsv, parse.tsv
 *   java Gen.java stream d|dn|f|pd|pf SEED N prints N random cases to stdout
 * </pre>
 *
 * doubles.tsv: {@code hexbits<TAB>Double.toString}; floats.tsv likewise with
 * 8 hex digits. parse.tsv: {@code input<TAB>double-result<TAB>float-result}
 * where a result is the raw hex bits or {@code NFE:<message>}; input and
 * messages are escaped ({@code \\}, {@code \t}, {@code \n}, {@code \r},
 * {@code \\uXXXX} for other control characters).
 */
public class Gen {
    public static void main(String[] args) throws IOException {
        if (!System.getProperty("java.specification.version").equals("17")) {
            throw new IllegalStateException("must run on JDK 17");
        }
        if (args.length >= 1 && args[0].equals("stream")) {
            stream(args[1], Long.parseLong(args[2]), Long.parseLong(args[3]));
            return;
        }
        Path dir = Path.of(args.length > 0 ? args[0] : ".");
        writeDoubles(dir.resolve("doubles.tsv"));
        writeFloats(dir.resolve("floats.tsv"));
        writeParse(dir.resolve("parse.tsv"));
    }

    // ---------------------------------------------------------------- doubles

    static void addDouble(Set<Long> s, double d) {
        s.add(Double.doubleToRawLongBits(d));
        s.add(Double.doubleToRawLongBits(-d));
    }

    static void addPos(Set<Long> s, double d) {
        s.add(Double.doubleToRawLongBits(d));
    }

    static void addDoubleNeighbours(Set<Long> s, double d) {
        addDouble(s, d);
        addDouble(s, Math.nextUp(d));
        addDouble(s, Math.nextDown(d));
    }

    static void writeDoubles(Path p) throws IOException {
        Set<Long> s = new LinkedHashSet<>();
        double[] specials = {0.0, Double.NaN, Double.POSITIVE_INFINITY, Double.MIN_VALUE,
            Double.MIN_NORMAL, Double.MAX_VALUE, 1.0, 0.1, 0.2, 0.3, 0.1 + 0.2, 100.0, 1e7, 9999999.0,
            9999999.999999998, 1e-3, 9.999999999999998e-4, 1e-4, 1e-5, 1e10, 1e22, 1e23, 2e23, 1e21,
            Math.PI, Math.E, 2.82879384806159E17, 1.387364135037754E18, 1.45800632428665E17,
            1.0E-322, 2.0E-3, 5e-324, 1.7976931348623157e308, 4.35E-321, 123456789.0, 0.5, 2.5};
        for (double d : specials) {
            addDoubleNeighbours(s, d);
        }
        s.add(0x7ff0000000000001L);
        s.add(0xfff8000000000000L);
        s.add(0x7fffffffffffffffL);
        for (int e = -1074; e <= 1023; e++) {
            double d = Math.scalb(1.0, e);
            addPos(s, d);
            addPos(s, Math.nextUp(d));
            addPos(s, Math.nextDown(d));
        }
        for (int e = -325; e <= 309; e++) {
            double d = Double.parseDouble("1e" + e);
            addPos(s, d);
            addPos(s, Math.nextUp(d));
            addPos(s, Math.nextDown(d));
            addPos(s, Double.parseDouble("5e" + e));
            addPos(s, Double.parseDouble("9.999999999999999e" + e));
        }
        for (long i = 1; i <= 64; i++) {
            addPos(s, Double.longBitsToDouble(i));
            addPos(s, Double.longBitsToDouble(0x000fffffffffffffL - i + 1));
            addPos(s, (double) (1L << 62) + i * 512);
            addPos(s, Math.scalb((double) ((1L << 53) - i), 10));
        }
        SplittableRandom r = new SplittableRandom(0x5eed_d0b1eL);
        for (int i = 0; i < 6000; i++) {
            s.add(r.nextLong());
        }
        for (int i = 0; i < 6000; i++) {
            addPos(s, randomShortDecimal(r));
        }
        for (int i = 0; i < 2000; i++) {
            // Values in the integer fast path with lost precision (2^53..2^63).
            addPos(s, Math.scalb((double) (r.nextLong() >>> 11), 1 + r.nextInt(10)));
        }
        for (int i = 0; i < 2000; i++) {
            addPos(s, r.nextDouble() * Math.pow(10, r.nextInt(-6, 12)));
        }
        try (PrintWriter w = writer(p)) {
            for (long b : s) {
                w.print(String.format("%016x\t%s\n", b, Double.toString(Double.longBitsToDouble(b))));
            }
        }
    }

    /** A double parsed from a random decimal with 1..17 significant digits. */
    static double randomShortDecimal(SplittableRandom r) {
        int nd = r.nextInt(1, 18);
        StringBuilder sb = new StringBuilder();
        sb.append((char) ('1' + r.nextInt(9)));
        for (int j = 1; j < nd; j++) {
            sb.append((char) ('0' + r.nextInt(10)));
        }
        int exp = r.nextInt(-330, 310);
        return Double.parseDouble(sb + "e" + exp);
    }

    // ----------------------------------------------------------------- floats

    static void addFloat(Set<Integer> s, float f) {
        s.add(Float.floatToRawIntBits(f));
        s.add(Float.floatToRawIntBits(-f));
    }

    static void addFloatNeighbours(Set<Integer> s, float f) {
        addFloat(s, f);
        addFloat(s, Math.nextUp(f));
        addFloat(s, Math.nextDown(f));
    }

    static void writeFloats(Path p) throws IOException {
        Set<Integer> s = new LinkedHashSet<>();
        float[] specials = {0f, Float.NaN, Float.POSITIVE_INFINITY, Float.MIN_VALUE, Float.MIN_NORMAL,
            Float.MAX_VALUE, 1f, 0.1f, 0.2f, 0.3f, 100f, 1e7f, 9999999f, 1e-3f, 1e-4f, 1e10f, 3.14159f,
            (float) Math.PI, 1e-44f, 1.0E-45f, 16777216f, 33554432f, 1.23456789e8f};
        for (float f : specials) {
            addFloatNeighbours(s, f);
        }
        s.add(0x7f800001);
        s.add(0x7fc00000);
        for (int e = -149; e <= 127; e++) {
            float f = Math.scalb(1f, e);
            s.add(Float.floatToRawIntBits(f));
            s.add(Float.floatToRawIntBits(Math.nextUp(f)));
            s.add(Float.floatToRawIntBits(Math.nextDown(f)));
        }
        for (int e = -46; e <= 39; e++) {
            addFloatNeighbours(s, Float.parseFloat("1e" + e));
            addFloat(s, Float.parseFloat("5e" + e));
            addFloat(s, Float.parseFloat("9.999999e" + e));
        }
        for (int i = 1; i <= 64; i++) {
            addFloat(s, Float.intBitsToFloat(i));
            addFloat(s, Float.intBitsToFloat(0x007fffff - i + 1));
        }
        SplittableRandom r = new SplittableRandom(0xf10a7L);
        for (int i = 0; i < 5000; i++) {
            s.add(r.nextInt());
        }
        for (int i = 0; i < 3000; i++) {
            int nd = r.nextInt(1, 10);
            StringBuilder sb = new StringBuilder();
            sb.append((char) ('1' + r.nextInt(9)));
            for (int j = 1; j < nd; j++) {
                sb.append((char) ('0' + r.nextInt(10)));
            }
            s.add(Float.floatToRawIntBits(Float.parseFloat(sb + "e" + r.nextInt(-50, 40))));
        }
        for (int i = 0; i < 1500; i++) {
            // Integers above 2^24 (fast path with lost precision).
            s.add(Float.floatToRawIntBits((float) (r.nextLong() >>> r.nextInt(1, 40))));
        }
        try (PrintWriter w = writer(p)) {
            for (int b : s) {
                w.print(String.format("%08x\t%s\n", b, Float.toString(Float.intBitsToFloat(b))));
            }
        }
    }

    // ------------------------------------------------------------------ parse

    static String parseResultD(String in) {
        try {
            return String.format("%016x", Double.doubleToRawLongBits(Double.parseDouble(in)));
        } catch (NumberFormatException e) {
            return "NFE:" + e.getMessage();
        }
    }

    static String parseResultF(String in) {
        try {
            return String.format("%08x", Float.floatToRawIntBits(Float.parseFloat(in)));
        } catch (NumberFormatException e) {
            return "NFE:" + e.getMessage();
        }
    }

    static String esc(String s) {
        StringBuilder sb = new StringBuilder();
        for (char c : s.toCharArray()) {
            switch (c) {
                case '\\': sb.append("\\\\"); break;
                case '\t': sb.append("\\t"); break;
                case '\n': sb.append("\\n"); break;
                case '\r': sb.append("\\r"); break;
                default:
                    if (c < 0x20 || c == 0x7f) {
                        sb.append(String.format("\\u%04x", (int) c));
                    } else {
                        sb.append(c);
                    }
            }
        }
        return sb.toString();
    }

    /** Exact decimal midpoint between d and its successor. */
    static String midpoint(double d) {
        BigDecimal a = new BigDecimal(d);
        BigDecimal half = new BigDecimal(Math.ulp(d)).divide(BigDecimal.valueOf(2));
        return a.add(half).toString();
    }

    static String midpointF(float f) {
        BigDecimal a = new BigDecimal(f);
        BigDecimal half = new BigDecimal(Math.ulp(f)).divide(BigDecimal.valueOf(2));
        return a.add(half).toString();
    }

    static String randomDigits(SplittableRandom r, int n) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < n; i++) {
            sb.append((char) ('0' + r.nextInt(10)));
        }
        return sb.toString();
    }

    static List<String> parseInputs() {
        List<String> in = new ArrayList<>();
        String[] fixed = {"", " ", "\t\n", "abc", "1", "-1", "+1", "-", "+", ".", "..", "1..2", "1.2.3",
            "0.0.", ".5", "5.", "-.5", "+5.", "1e", "1e+", "1e-", "1E5", "1e+5", "1e-5", "1e5f", "1e5F",
            "1e5d", "1e5D", "1f", "1d", "1ff", "1e5x", "1x", "NaN", "-NaN", "+NaN", "nan", "NaNd", "NaN ",
            " NaN", "Infinity", "-Infinity", "+Infinity", "infinity", "Infinityf", "Inf", "-Inf",
            "  12.5  ", "\t\n12.5\r\u0000", "\u000b1\u001f", "1 2", "1_000", "0", "-0", "+0", "0.0",
            "-0.0", "00000", "-000.000e99999", "0e", "0x", "0x1", "0x1p", "0x1p1", "0X1P1", "0x1.8p3",
            "-0x1.8p3", "+0x1.8p3", "0x.8p1", "0x1.p1", "0x.p1", "0xp1", "0x1p1f", "0x1p1d", "0x1p1x",
            "0x1.fffffffffffffp1023", "0x1.fffffffffffff8p1023", "0x1.fffffffffffff7ffp1023",
            "0x1p-1074", "0x1p-1075", "0x1.0000000000001p-1075", "0x1p-1076", "0x1.8p-1074",
            "0x1p-149", "0x1p-150", "0x1.000002p-150", "0x1.fffffep127", "0x1.ffffffp127",
            "0x1.fffffefp127", "0x0p0", "0x0.000p99999999999", "0x1p99999999999", "0x1p-99999999999",
            "-0x1p99999999999", "-0x1p-99999999999", "0x1p2147483647", "0x1p2147483648",
            "0x00000000000000000001p0", "0x123456789abcdef123456789p0", "0x1.000000000000080000001p0",
            "0x1.00000000000008p0", "0x1.00000000000018p0", "0x1.000001p0", "0x1.0000010000001p0",
            "0x1.000003p0", "0xABCDEFp-10", "0xabcdefp+10", "0x1P-0", "0x1p+", "0x1p-", "0x1.8p3 ",
            " -0x1.8p3", "0x1.8ep3", "0x1.8p3.5", "1e400", "-1e400", "1e-400", "-1e-400",
            "1.7976931348623157e308", "1.7976931348623158e308", "1.7976931348623159e308",
            "2.4703282292062327e-324", "2.4703282292062328e-324", "4.9e-324", "4.9406564584124654e-324",
            "2.2250738585072012e-308", "2.2250738585072011e-308", "3.4028235e38", "3.4028236e38",
            "3.40282356e38", "3.4028235677973366e38", "1.4e-45", "7.006492321624085e-46",
            "7.006492321624086e-46", "1.17549435e-38", "0.1", "0.30000000000000004",
            "9007199254740993", "9007199254740992.5", "9007199254740993.0000000000000000000001",
            "123456789012345678901234567890", "1e2147483647", "1e2147483648", "1e-2147483648",
            "1e99999999999999999999", "0.0000000000000000000000000000000001e35", "1e0000000000000000005",
            "1e00000000000000000000000000000000000000000000000005", "1.e5", ".e5", "e5", "-e5", "1e5.5",
            "1.5e5.5", "１", "1\u00a0", "\u00a01", "0.1f", "0.1d", "1.0E-5", "1.0E10", "100.0", "2e23",
            "8.41e21", "5e-324", "3e-324", "2e-324", "1.5e-45", "1e-46", "7e-46", "8e-46",
            "4.9e-324d", "1e-1000000", "0.", "00.00", "-.", "+.e1", "0e0", "0e-99999999999"};
        for (String s : fixed) {
            in.add(s);
        }
        // Very long digit strings.
        StringBuilder lz = new StringBuilder("0.");
        for (int i = 0; i < 400; i++) {
            lz.append('0');
        }
        in.add(lz + "1e400");
        in.add(lz + "1e100");
        in.add(lz + "24703282292062327e-0");
        StringBuilder many = new StringBuilder("1");
        for (int i = 0; i < 1200; i++) {
            many.append('0');
        }
        in.add(many.toString());
        in.add(many + "e-1200");
        in.add(many + "1e-1200");
        in.add(many + "e-1500");
        in.add(midpoint(1.0) + "0000000000000000000000000000000000000000000000000001");
        in.add(midpoint(Double.MIN_VALUE));
        in.add(midpoint(0.0));
        in.add(midpoint(Double.MAX_VALUE));
        in.add(midpoint(Double.MIN_NORMAL));
        in.add(midpointF(Float.MIN_VALUE));
        in.add(midpointF(Float.MAX_VALUE));
        in.add(midpointF(0f));

        SplittableRandom r = new SplittableRandom(0x9a45eL);
        for (int i = 0; i < 1500; i++) {
            double d = Double.longBitsToDouble(r.nextLong());
            if (Double.isNaN(d) || Double.isInfinite(d)) {
                continue;
            }
            in.add(Double.toString(d));
            in.add(Double.toHexString(d));
            if (i % 2 == 0) {
                in.add(midpoint(Math.abs(d)));
            }
        }
        for (int i = 0; i < 1500; i++) {
            float f = Float.intBitsToFloat(r.nextInt());
            if (Float.isNaN(f) || Float.isInfinite(f)) {
                continue;
            }
            in.add(Float.toString(f));
            in.add(Double.toHexString(f));
            in.add(midpointF(Math.abs(f)));
        }
        for (int i = 0; i < 2000; i++) {
            // Random decimal strings of various shapes.
            int n = r.nextInt(1, 30);
            String d = randomDigits(r, n);
            int pt = r.nextInt(n + 1);
            String s = d.substring(0, pt) + (r.nextBoolean() ? "." : "") + d.substring(pt);
            if (r.nextInt(3) > 0) {
                s += (r.nextBoolean() ? "e" : "E") + r.nextInt(-340, 320);
            }
            in.add(s);
        }
        for (int i = 0; i < 800; i++) {
            // Random hexadecimal strings.
            int n = r.nextInt(1, 25);
            StringBuilder sb = new StringBuilder("0x");
            int pt = r.nextInt(n + 1);
            for (int j = 0; j < n; j++) {
                if (j == pt) {
                    sb.append('.');
                }
                sb.append("0123456789abcdef".charAt(r.nextInt(16)));
            }
            sb.append('p').append(r.nextInt(-1200, 1100));
            in.add(sb.toString());
        }
        for (int i = 0; i < 500; i++) {
            // Random junk made of characters from the literal alphabet.
            String alpha = "0123456789.eE+-xXpPfFdDaN I";
            int n = r.nextInt(1, 8);
            StringBuilder sb = new StringBuilder();
            for (int j = 0; j < n; j++) {
                sb.append(alpha.charAt(r.nextInt(alpha.length())));
            }
            in.add(sb.toString());
        }
        return in;
    }

    static void writeParse(Path p) throws IOException {
        try (PrintWriter w = writer(p)) {
            for (String s : new LinkedHashSet<>(parseInputs())) {
                w.print(esc(s) + "\t" + esc(parseResultD(s)) + "\t" + esc(parseResultF(s)) + "\n");
            }
        }
    }

    // ----------------------------------------------------------------- stream

    static void stream(String mode, long seed, long n) {
        SplittableRandom r = new SplittableRandom(seed);
        PrintWriter w = new PrintWriter(new BufferedWriter(
            new OutputStreamWriter(System.out, StandardCharsets.UTF_8), 1 << 16));
        StringBuilder sb = new StringBuilder();
        for (long i = 0; i < n; i++) {
            sb.setLength(0);
            switch (mode) {
                case "d": {
                    long b = (i & 3) == 3 ? Double.doubleToRawLongBits(randomShortDecimal(r)) : r.nextLong();
                    sb.append(Long.toHexString(b)).append('\t')
                        .append(Double.toString(Double.longBitsToDouble(b)));
                    break;
                }
                case "dn": {
                    // Few significant bits and moderate exponents: exercises the
                    // 32/64-bit digit-generation paths and the integer fast path.
                    long m = (r.nextLong() >>> 11) | (1L << 52);
                    m &= -1L << r.nextInt(53);
                    double d = Math.scalb((double) m, r.nextInt(-52 - 40, 80 - 52));
                    long b = Double.doubleToRawLongBits(d);
                    sb.append(Long.toHexString(b)).append('\t').append(Double.toString(d));
                    break;
                }
                case "f": {
                    int b = r.nextInt();
                    sb.append(Integer.toHexString(b)).append('\t')
                        .append(Float.toString(Float.intBitsToFloat(b)));
                    break;
                }
                case "pd":
                case "pf": {
                    String s;
                    int k = r.nextInt(4);
                    if (k == 0) {
                        s = Double.toString(Double.longBitsToDouble(r.nextLong()));
                    } else if (k == 1) {
                        s = midpoint(Math.abs(Double.longBitsToDouble(r.nextLong() & 0x7fefffffffffffffL)));
                    } else if (k == 2) {
                        s = midpointF(Math.abs(Float.intBitsToFloat(r.nextInt() & 0x7f7fffff)));
                    } else {
                        s = randomDigits(r, r.nextInt(1, 25)) + "e" + r.nextInt(-340, 320);
                    }
                    sb.append(s).append('\t').append(mode.equals("pd") ? parseResultD(s) : parseResultF(s));
                    break;
                }
                default:
                    throw new IllegalArgumentException(mode);
            }
            w.print(sb.append('\n'));
        }
        w.flush();
    }

    static PrintWriter writer(Path p) throws IOException {
        return new PrintWriter(Files.newBufferedWriter(p, StandardCharsets.UTF_8));
    }
}
