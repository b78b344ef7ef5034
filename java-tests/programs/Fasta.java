/** The Benchmarks Game fasta (plain Java form), n = 1000. */
public class Fasta {
    static final int IM = 139968, IA = 3877, IC = 29573;
    static int last = 42;
    static final String ALU = "GGCCGGGCGCGGTGGCTCACGCCTGTAATCCCAGCACTTTGG"
            + "GAGGCCGAGGCGGGCGGATCACCTGAGGTCAGGAGTTCGAGA"
            + "CCAGCCTGGCCAACATGGTGAAACCCCGTCTCTACTAAAAAT"
            + "ACAAAAATTAGCCGGGCGTGGTGGCGCGCGCCTGTAATCCCA"
            + "GCTACTCGGGAGGCTGAGGCAGGAGAATCGCTTGAACCCGGG"
            + "AGGCGGAGGTTGCAGTGAGCCGAGATCGCGCCACTGCACTCC"
            + "AGCCTGGGCGACAGAGCGAGACTCCGTCTCAAAAA";

    static double random(double max) { last = (last * IA + IC) % IM; return max * last / IM; }

    static final class Freq { final char c; double p; Freq(char c, double p) { this.c = c; this.p = p; } }

    static void makeCumulative(Freq[] a) { double cp = 0; for (Freq f : a) { cp += f.p; f.p = cp; } }

    static void repeatFasta(String id, String desc, String alu, int n, StringBuilder out) {
        out.append('>').append(id).append(' ').append(desc).append('\n');
        int k = 0;
        while (n > 0) {
            int m = Math.min(n, 60);
            for (int i = 0; i < m; i++) { if (k == alu.length()) k = 0; out.append(alu.charAt(k++)); }
            out.append('\n');
            n -= m;
        }
    }

    static void randomFasta(String id, String desc, Freq[] a, int n, StringBuilder out) {
        out.append('>').append(id).append(' ').append(desc).append('\n');
        while (n > 0) {
            int m = Math.min(n, 60);
            for (int i = 0; i < m; i++) {
                double r = random(1.0);
                for (Freq f : a) if (r < f.p) { out.append(f.c); break; }
            }
            out.append('\n');
            n -= m;
        }
    }

    public static void main(String[] args) {
        int n = 1000;
        Freq[] iub = { new Freq('a', 0.27), new Freq('c', 0.12), new Freq('g', 0.12), new Freq('t', 0.27),
            new Freq('B', 0.02), new Freq('D', 0.02), new Freq('H', 0.02), new Freq('K', 0.02),
            new Freq('M', 0.02), new Freq('N', 0.02), new Freq('R', 0.02), new Freq('S', 0.02),
            new Freq('V', 0.02), new Freq('W', 0.02), new Freq('Y', 0.02) };
        Freq[] homo = { new Freq('a', 0.3029549426680), new Freq('c', 0.1979883004921),
            new Freq('g', 0.1975473066391), new Freq('t', 0.3015094502008) };
        makeCumulative(iub);
        makeCumulative(homo);
        StringBuilder out = new StringBuilder();
        repeatFasta("ONE", "Homo sapiens alu", ALU, n * 2, out);
        randomFasta("TWO", "IUB ambiguity codes", iub, n * 3, out);
        randomFasta("THREE", "Homo sapiens frequency", homo, n * 5, out);
        System.out.print(out);
    }
}
