// rjvm-test: jvm=-Xmx16m
import java.util.ArrayList;
import java.util.HashMap;

/** Allocation-heavy loops under a 16 MB heap: many collections must run, and everything still reachable must survive them intact. */
public class GcChurn {
    static final class Node {
        final int value;
        Node next;
        byte[] payload;
        Node(int value, Node next) { this.value = value; this.next = next; this.payload = new byte[value % 64]; }
    }

    static long chain(int n) {
        Node head = null;
        for (int i = 0; i < n; i++) head = new Node(i, head);
        long sum = 0;
        for (Node p = head; p != null; p = p.next) sum += p.value + p.payload.length;
        return sum;
    }

    public static void main(String[] args) {
        long total = 0;
        for (int round = 0; round < 300; round++) {
            total += chain(5000);
        }
        System.out.println("chains " + total);

        // A long-lived structure that must survive every collection.
        HashMap<String, int[]> keep = new HashMap<>();
        for (int i = 0; i < 2000; i++) keep.put("k" + i, new int[] { i, i * i });
        StringBuilder garbage = new StringBuilder();
        for (int i = 0; i < 200000; i++) {
            garbage.append(Integer.toString(i));
            if (garbage.length() > 10000) garbage = new StringBuilder();
        }
        long check = 0;
        for (int i = 0; i < 2000; i++) {
            int[] v = keep.get("k" + i);
            check += v[0] + v[1];
        }
        System.out.println("survivors " + keep.size() + " checksum " + check);

        ArrayList<Object> window = new ArrayList<>();
        for (int i = 0; i < 100000; i++) {
            window.add(new double[16]);
            if (window.size() > 1000) window.remove(0);
        }
        System.out.println("window " + window.size());
        Runtime rt = Runtime.getRuntime();
        System.gc();
        System.out.println("max memory within 16m: " + (rt.maxMemory() <= 16L * 1024 * 1024 + 4 * 1024 * 1024) + ", free <= total: " + (rt.freeMemory() <= rt.totalMemory()));
    }
}
