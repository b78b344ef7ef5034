/** Multi-dimensional and ragged arrays: multianewarray, partial dimensions, jagged fills, 3-D arrays. */
public class MultiArrays {
    public static void main(String[] args) {
        int[][] grid = new int[3][4];
        for (int i = 0; i < 3; i++) {
            for (int j = 0; j < 4; j++) {
                grid[i][j] = i * 10 + j;
            }
        }
        for (int i = 0; i < grid.length; i++) {
            StringBuilder sb = new StringBuilder();
            for (int j = 0; j < grid[i].length; j++) {
                sb.append(grid[i][j]).append(' ');
            }
            System.out.println(sb);
        }
        int[][] ragged = new int[5][];
        for (int i = 0; i < ragged.length; i++) {
            ragged[i] = new int[i + 1];
            ragged[i][0] = 1;
            ragged[i][i] = 1;
            for (int j = 1; j < i; j++) {
                ragged[i][j] = ragged[i - 1][j - 1] + ragged[i - 1][j];
            }
        }
        for (int i = 0; i < ragged.length; i++) {
            StringBuilder sb = new StringBuilder();
            for (int j = 0; j < ragged[i].length; j++) {
                sb.append(ragged[i][j]).append(' ');
            }
            System.out.println("pascal " + sb);
        }
        long[][][] cube = new long[2][3][4];
        long n = 0;
        for (int a = 0; a < 2; a++) {
            for (int b = 0; b < 3; b++) {
                for (int c = 0; c < 4; c++) {
                    cube[a][b][c] = n++;
                }
            }
        }
        System.out.println("cube " + cube.length + " " + cube[0].length + " " + cube[0][0].length + " last " + cube[1][2][3]);
        double[][][] partial = new double[2][2][];
        System.out.println("partial " + (partial[1][1] == null) + " " + partial[0].length);
        partial[1][1] = new double[] {1.5, 2.5};
        System.out.println("partial filled " + partial[1][1][1]);
        String[][] names = {{"a", "b"}, {"c"}, {}};
        System.out.println("names " + names[0][1] + names[1][0] + " " + names[2].length);
        char[][] board = new char[3][3];
        for (int i = 0; i < 3; i++) {
            for (int j = 0; j < 3; j++) {
                board[i][j] = (i + j) % 2 == 0 ? 'X' : 'O';
            }
        }
        for (int i = 0; i < 3; i++) {
            System.out.println(new String(board[i]));
        }
        boolean[][] bools = new boolean[2][2];
        bools[1][0] = true;
        System.out.println("bools " + bools[0][0] + " " + bools[1][0]);
        int[][] zeroDim = new int[0][5];
        System.out.println("zeroDim " + zeroDim.length);
        int[][] zeroInner = new int[3][0];
        System.out.println("zeroInner " + zeroInner.length + " " + zeroInner[2].length);
        Object[] objs = new int[2][3];
        System.out.println("int[][] as Object[] " + objs.length + " " + (objs[0] instanceof int[]));
        int[][] swapped = new int[2][];
        swapped[0] = grid[2];
        swapped[1] = grid[0];
        swapped[0][0] = 999;
        System.out.println("aliasing " + grid[2][0]);
        try {
            int[][] bad = new int[2][-1];
            System.out.println("no exception " + bad.length);
        } catch (NegativeArraySizeException e) {
            System.out.println("multi negative: " + e.getMessage());
        }
        try {
            int x = grid[3][0];
            System.out.println("no exception " + x);
        } catch (ArrayIndexOutOfBoundsException e) {
            System.out.println("outer oob: " + e.getMessage());
        }
        try {
            int x = grid[0][4];
            System.out.println("no exception " + x);
        } catch (ArrayIndexOutOfBoundsException e) {
            System.out.println("inner oob: " + e.getMessage());
        }
        try {
            int x = ragged[0][1];
            System.out.println("no exception " + x);
        } catch (ArrayIndexOutOfBoundsException e) {
            System.out.println("ragged oob: " + e.getMessage());
        }
        int[][] nullRow = new int[2][];
        try {
            nullRow[0][0] = 1;
        } catch (NullPointerException e) {
            System.out.println("null row: " + e.getClass().getName());
        }
        int total = 0;
        int[][][] big = new int[10][10][10];
        for (int a = 0; a < 10; a++) {
            for (int b = 0; b < 10; b++) {
                for (int c = 0; c < 10; c++) {
                    big[a][b][c] = a * b * c;
                    total += big[a][b][c];
                }
            }
        }
        System.out.println("big total " + total);
    }
}
