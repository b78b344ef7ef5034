// rjvm-test: stdin=ScannerStdin.txt
import java.util.ArrayList;
import java.util.List;
import java.util.Scanner;
import java.util.TreeMap;

/**
 * Reads System.in with java.util.Scanner the way exercise programs do: a count, that many
 * numbers, a grid, then free text lines until the end of input (fixture
 * fixtures/stdin/ScannerStdin.txt).
 */
public class ScannerStdin {
    public static void main(String[] args) {
        Scanner in = new Scanner(System.in);
        int n = in.nextInt();
        long sum = 0;
        int max = Integer.MIN_VALUE;
        for (int i = 0; i < n; i++) {
            int v = in.nextInt();
            sum += v;
            max = Math.max(max, v);
        }
        System.out.println("n=" + n + " sum=" + sum + " max=" + max);
        int rows = in.nextInt();
        int cols = in.nextInt();
        double[][] grid = new double[rows][cols];
        double total = 0;
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < cols; c++) {
                grid[r][c] = in.nextDouble();
                total += grid[r][c];
            }
        }
        System.out.println("grid " + rows + "x" + cols + " total=" + total + " corner=" + grid[rows - 1][cols - 1]);
        String name = in.next();
        boolean flag = in.nextBoolean();
        in.nextLine();
        System.out.println("name=" + name + " flag=" + flag);
        TreeMap<String, Integer> counts = new TreeMap<>();
        List<String> lines = new ArrayList<>();
        while (in.hasNextLine()) {
            String line = in.nextLine();
            lines.add(line);
            for (String w : line.toLowerCase().split("[^a-z]+")) {
                if (!w.isEmpty()) {
                    counts.merge(w, 1, Integer::sum);
                }
            }
        }
        System.out.println(lines.size() + " lines, last=[" + lines.get(lines.size() - 1) + "]");
        System.out.println(counts);
        System.out.println("hasNext at end: " + in.hasNext() + " " + in.hasNextLine());
    }
}
