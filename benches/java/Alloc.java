/** Allocation of small objects and small arrays, all short-lived. */
public class Alloc {
    static final class Node {
        final int v;
        final Node next;
        Node(int v, Node next) { this.v = v; this.next = next; }
    }

    public static void main(String[] args) {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 2_000_000;
        long sum = 0;
        Node keep = null;
        for (int i = 0; i < n; i++) {
            Node a = new Node(i, keep);
            int[] arr = new int[4];
            arr[i & 3] = a.v;
            sum += arr[0] + a.v;
            keep = (i & 1023) == 0 ? null : a;
        }
        System.out.println("alloc " + sum);
    }
}
