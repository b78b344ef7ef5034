/** The Benchmarks Game reverse-complement, on a generated FASTA text instead of stdin. */
public class ReverseComplement {
    static final byte[] MAP = new byte[128];
    static {
        for (int i = 0; i < MAP.length; i++) MAP[i] = (byte) i;
        String from = "ACBDGHKMNSRUTWVYacbdghkmnsrutwvy", to = "TGVHCDMKNSYAAWBRTGVHCDMKNSYAAWBR";
        for (int i = 0; i < from.length(); i++) MAP[from.charAt(i)] = (byte) to.charAt(i);
    }

    static void reverse(StringBuilder seq, StringBuilder out) {
        int col = 0;
        for (int i = seq.length() - 1; i >= 0; i--) {
            out.append((char) MAP[seq.charAt(i)]);
            if (++col == 60) { out.append('\n'); col = 0; }
        }
        if (col > 0) out.append('\n');
    }

    public static void main(String[] args) {
        StringBuilder in = new StringBuilder();
        String[] names = {">ONE Homo sapiens alu", ">TWO IUB ambiguity codes"};
        long seed = 7;
        String alphabet = "acgtACGTBDHKMNRSVWY";
        for (String name : names) {
            in.append(name).append('\n');
            for (int l = 0; l < 12; l++) {
                for (int c = 0; c < 60; c++) { seed = (seed * 1103515245 + 12345) & 0x7fffffff; in.append(alphabet.charAt((int) (seed % alphabet.length()))); }
                in.append('\n');
            }
        }
        String[] lines = in.toString().split("\n");
        StringBuilder out = new StringBuilder(), seq = new StringBuilder();
        for (String line : lines) {
            if (line.startsWith(">")) {
                if (seq.length() > 0) { reverse(seq, out); seq.setLength(0); }
                out.append(line).append('\n');
            } else {
                seq.append(line.trim());
            }
        }
        reverse(seq, out);
        System.out.print(out);
    }
}
