/** Matrix multiplication with int, long and double matrices, transposition, identity checks and a trace. */
public class MatrixMultiply {
    static int[][] multiply(int[][] a, int[][] b) {
        int n = a.length;
        int m = b[0].length;
        int k = b.length;
        int[][] c = new int[n][m];
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < m; j++) {
                int s = 0;
                for (int x = 0; x < k; x++) {
                    s += a[i][x] * b[x][j];
                }
                c[i][j] = s;
            }
        }
        return c;
    }

    static double[][] multiply(double[][] a, double[][] b) {
        int n = a.length;
        double[][] c = new double[n][n];
        for (int i = 0; i < n; i++) {
            for (int x = 0; x < n; x++) {
                double aix = a[i][x];
                for (int j = 0; j < n; j++) {
                    c[i][j] += aix * b[x][j];
                }
            }
        }
        return c;
    }

    static long[][] power(long[][] m, int e) {
        int n = m.length;
        long[][] result = new long[n][n];
        for (int i = 0; i < n; i++) {
            result[i][i] = 1;
        }
        while (e > 0) {
            if ((e & 1) != 0) {
                result = mul(result, m);
            }
            m = mul(m, m);
            e >>= 1;
        }
        return result;
    }

    static long[][] mul(long[][] a, long[][] b) {
        int n = a.length;
        long[][] c = new long[n][n];
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                long s = 0;
                for (int x = 0; x < n; x++) {
                    s += a[i][x] * b[x][j];
                }
                c[i][j] = s;
            }
        }
        return c;
    }

    static void print(int[][] m) {
        for (int i = 0; i < m.length; i++) {
            StringBuilder sb = new StringBuilder();
            for (int j = 0; j < m[i].length; j++) {
                sb.append(m[i][j]);
                if (j + 1 < m[i].length) {
                    sb.append('\t');
                }
            }
            System.out.println(sb);
        }
    }

    public static void main(String[] args) {
        int[][] a = {{1, 2, 3}, {4, 5, 6}};
        int[][] b = {{7, 8}, {9, 10}, {11, 12}};
        print(multiply(a, b));
        print(multiply(b, a));
        int n = 60;
        int[][] big = new int[n][n];
        int[][] ident = new int[n][n];
        for (int i = 0; i < n; i++) {
            ident[i][i] = 1;
            for (int j = 0; j < n; j++) {
                big[i][j] = (i * 31 + j * 17) % 23 - 11;
            }
        }
        int[][] same = multiply(big, ident);
        boolean eq = true;
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                if (same[i][j] != big[i][j]) {
                    eq = false;
                }
            }
        }
        System.out.println("identity ok " + eq);
        int[][] sq = multiply(big, big);
        long trace = 0;
        long sum = 0;
        for (int i = 0; i < n; i++) {
            trace += sq[i][i];
            for (int j = 0; j < n; j++) {
                sum += sq[i][j];
            }
        }
        System.out.println("trace " + trace + " sum " + sum);
        long[][] fibm = {{1, 1}, {1, 0}};
        long[][] f = power(fibm, 90);
        System.out.println("fib(90) via matrix " + f[0][1]);
        double[][] d = new double[8][8];
        for (int i = 0; i < 8; i++) {
            for (int j = 0; j < 8; j++) {
                d[i][j] = 1.0 / (i + j + 1);
            }
        }
        double[][] d2 = multiply(d, d);
        System.out.println("hilbert^2 [0][0]=" + d2[0][0] + " [7][7]=" + d2[7][7] + " [3][5]=" + d2[3][5]);
    }
}
