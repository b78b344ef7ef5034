import java.util.*;
import java.util.Map.Entry;

/** The Benchmarks Game k-nucleotide with a HashMap, on a generated sequence. */
public class KNucleotide {
    static String sequence(int n) {
        StringBuilder sb = new StringBuilder(n);
        long seed = 42;
        String acgt = "ACGT";
        for (int i = 0; i < n; i++) { seed = (seed * 3877 + 29573) % 139968; sb.append(acgt.charAt((int) (seed * 4 / 139968))); }
        return sb.toString();
    }

    static Map<String, Integer> count(String seq, int len) {
        Map<String, Integer> m = new HashMap<>();
        for (int i = 0; i + len <= seq.length(); i++) m.merge(seq.substring(i, i + len), 1, Integer::sum);
        return m;
    }

    static void printFrequencies(String seq, int len) {
        Map<String, Integer> m = count(seq, len);
        List<Entry<String, Integer>> l = new ArrayList<>(m.entrySet());
        l.sort((a, b) -> b.getValue() != a.getValue().intValue() ? b.getValue() - a.getValue() : a.getKey().compareTo(b.getKey()));
        int total = seq.length() - len + 1;
        for (Entry<String, Integer> e : l) System.out.printf("%s %.3f%n", e.getKey(), e.getValue() * 100.0 / total);
        System.out.println();
    }

    public static void main(String[] args) {
        String seq = sequence(5000);
        printFrequencies(seq, 1);
        printFrequencies(seq, 2);
        for (String s : new String[] {"GGT", "GGTA", "GGTATT", "GGTATTTTAATT", "GGTATTTTAATTTATAGT"}) {
            Integer c = count(seq, s.length()).get(s);
            System.out.println((c == null ? 0 : c) + "\t" + s);
        }
    }
}
