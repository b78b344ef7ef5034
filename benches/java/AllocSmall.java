/** Allocation throughput for small objects: many short-lived two-field objects, a few long-lived. */
public class AllocSmall {
    static final class Point {
        final int x, y;
        Point(int x, int y) { this.x = x; this.y = y; }
    }

    public static void main(String[] args) {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 5_000_000;
        Point[] window = new Point[1024];
        long sum = 0;
        for (int i = 0; i < n; i++) {
            Point p = new Point(i, i + 1);
            window[i & 1023] = p;
            Point q = window[(i * 7) & 1023];
            sum += p.x + (q == null ? 0 : q.y);
        }
        System.out.println("allocated " + n + " points, checksum " + sum);
    }
}
