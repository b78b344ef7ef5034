/**
 * The embedded sample workload: a little of everything a characterization
 * run should see — integer loops over arrays, object allocation, virtual and
 * interface dispatch, strings, exceptions and recursion — with a printed
 * result that proves the work was done.
 */
public class Sample {
    interface Shape {
        double area();
        String name();
    }

    static abstract class Base implements Shape {
        public String name() {
            return getClass().getName();
        }
    }

    static final class Circle extends Base {
        final double r;
        Circle(double r) { this.r = r; }
        public double area() { return 3.141592653589793 * r * r; }
    }

    static final class Rect extends Base {
        final double w, h;
        Rect(double w, double h) { this.w = w; this.h = h; }
        public double area() { return w * h; }
    }

    static final class Square extends Base {
        final double s;
        Square(double s) { this.s = s; }
        public double area() { return s * s; }
        public String name() { return "Square"; }
    }

    static final class Node {
        final int key;
        Node left, right;
        Node(int key) { this.key = key; }
    }

    static int sieve(int n) {
        boolean[] composite = new boolean[n + 1];
        int count = 0;
        for (int i = 2; i <= n; i++) {
            if (!composite[i]) {
                count++;
                for (long j = (long) i * i; j <= n; j += i) {
                    composite[(int) j] = true;
                }
            }
        }
        return count;
    }

    static Node insert(Node root, int key) {
        if (root == null) return new Node(key);
        Node cur = root;
        while (true) {
            if (key < cur.key) {
                if (cur.left == null) { cur.left = new Node(key); break; }
                cur = cur.left;
            } else {
                if (cur.right == null) { cur.right = new Node(key); break; }
                cur = cur.right;
            }
        }
        return root;
    }

    static int height(Node n) {
        return n == null ? 0 : 1 + Math.max(height(n.left), height(n.right));
    }

    static long checksum(Node n) {
        long sum = 0;
        while (n != null) {
            sum = sum * 31 + n.key + checksum(n.left);
            n = n.right;
        }
        return sum;
    }

    static void quicksort(int[] a, int lo, int hi) {
        while (lo < hi) {
            int p = a[(lo + hi) >>> 1], i = lo, j = hi;
            while (i <= j) {
                while (a[i] < p) i++;
                while (a[j] > p) j--;
                if (i <= j) { int t = a[i]; a[i] = a[j]; a[j] = t; i++; j--; }
            }
            if (j - lo < hi - i) { quicksort(a, lo, j); lo = i; } else { quicksort(a, i, hi); hi = j; }
        }
    }

    static int parseAll(String[] words) {
        int ok = 0, bad = 0;
        for (String w : words) {
            try {
                ok += Integer.parseInt(w);
            } catch (NumberFormatException e) {
                bad++;
            }
        }
        return ok * 100 + bad;
    }

    public static void main(String[] args) {
        int scale = args.length > 0 ? Integer.parseInt(args[0]) : 1;
        System.out.println("primes below " + (100000 * scale) + ": " + sieve(100000 * scale));

        int seed = 12345;
        Node root = null;
        int[] data = new int[20000 * scale];
        for (int i = 0; i < data.length; i++) {
            seed = seed * 1103515245 + 12345;
            data[i] = (seed >>> 8) % 100000;
            root = insert(root, data[i]);
        }
        System.out.println("tree height " + height(root) + ", checksum " + checksum(root));
        quicksort(data, 0, data.length - 1);
        boolean sorted = true;
        for (int i = 1; i < data.length; i++) sorted &= data[i - 1] <= data[i];
        System.out.println("sorted " + data.length + " keys: " + sorted + ", min " + data[0] + ", max " + data[data.length - 1]);

        Shape[] shapes = new Shape[3000];
        for (int i = 0; i < shapes.length; i++) {
            switch (i % 3) {
                case 0: shapes[i] = new Circle(i % 7 + 1); break;
                case 1: shapes[i] = new Rect(i % 5 + 1, i % 11 + 1); break;
                default: shapes[i] = new Square(i % 13 + 1); break;
            }
        }
        double total = 0;
        int squares = 0;
        for (int round = 0; round < 10 * scale; round++) {
            for (Shape s : shapes) {
                total += s.area();
                if (s.name().equals("Square")) squares++;
            }
        }
        System.out.println("total area " + (long) total + ", squares seen " + squares);

        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 2000; i++) {
            sb.append(i % 10 == 0 ? "x" : Integer.toString(i)).append(' ');
        }
        String[] words = sb.toString().trim().split(" ");
        System.out.println("words " + words.length + ", parsed " + parseAll(words));
    }
}
