/** Labelled break and continue in nested for, while and do-while loops, and a labelled block. */
public class LabelledLoops {
    public static void main(String[] args) {
        outer:
        for (int i = 0; i < 5; i++) {
            for (int j = 0; j < 5; j++) {
                if (j == 3) {
                    continue outer;
                }
                if (i == 3) {
                    break outer;
                }
                System.out.print(i + "" + j + " ");
            }
        }
        System.out.println();
        int[][] grid = {{1, 2, 3}, {4, 42, 6}, {7, 8, 9}};
        int fi = -1;
        int fj = -1;
        search:
        for (int i = 0; i < grid.length; i++) {
            for (int j = 0; j < grid[i].length; j++) {
                if (grid[i][j] == 42) {
                    fi = i;
                    fj = j;
                    break search;
                }
            }
        }
        System.out.println("found at " + fi + "," + fj);
        int n = 0;
        int primes = 0;
        candidates:
        while (n < 50) {
            n++;
            if (n < 2) {
                continue;
            }
            int d = 2;
            do {
                if (d * d > n) {
                    break;
                }
                if (n % d == 0) {
                    continue candidates;
                }
                d++;
            } while (true);
            primes++;
        }
        System.out.println("primes below 51: " + primes);
        block:
        {
            System.out.println("in block");
            if (primes > 10) {
                break block;
            }
            System.out.println("not printed");
        }
        System.out.println("after block");
        int count = 0;
        a:
        for (int i = 0; i < 4; i++) {
            b:
            for (int j = 0; j < 4; j++) {
                for (int k = 0; k < 4; k++) {
                    if (k == j) {
                        continue b;
                    }
                    if (i + j + k > 6) {
                        continue a;
                    }
                    count++;
                }
            }
        }
        System.out.println("count " + count);
        int x = 0;
        loop:
        while (true) {
            switch (x) {
                case 0:
                    x = 5;
                    continue loop;
                case 5:
                    x = 9;
                    break;
                default:
                    break loop;
            }
            System.out.println("after switch x=" + x);
        }
        System.out.println("x=" + x);
        int i = 10;
        do {
            i -= 3;
            if (i == 4) {
                continue;
            }
            System.out.print(i + " ");
        } while (i > 0);
        System.out.println();
    }
}
