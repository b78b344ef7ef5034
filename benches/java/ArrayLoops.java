/** Nested array loops: integer matrix multiply. */
public class ArrayLoops {
    public static void main(String[] args) {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 200;
        int[][] a = new int[n][n], b = new int[n][n], c = new int[n][n];
        for (int i = 0; i < n; i++)
            for (int j = 0; j < n; j++) { a[i][j] = i + j; b[i][j] = i - j; }
        for (int i = 0; i < n; i++) {
            int[] ai = a[i], ci = c[i];
            for (int k = 0; k < n; k++) {
                int aik = ai[k];
                int[] bk = b[k];
                for (int j = 0; j < n; j++) ci[j] += aik * bk[j];
            }
        }
        long sum = 0;
        for (int[] row : c) for (int v : row) sum += v;
        System.out.println("checksum " + sum);
    }
}
