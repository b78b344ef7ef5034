/** Array runtime exceptions: covariance and ArrayStoreException, index out of bounds, negative sizes, null arrays. */
public class ArrayExceptions {
    interface Marker {
    }

    static int idx(int i) { return i; }

    public static void main(String[] args) {
        int[] a = new int[3];
        int[] bad = {-1, 3, 4, Integer.MIN_VALUE, 100};
        for (int i = 0; i < bad.length; i++) {
            try {
                a[bad[i]] = 1;
                System.out.println("no exception");
            } catch (ArrayIndexOutOfBoundsException e) {
                System.out.println("store: " + e.getMessage());
                System.out.println("  toString: " + e);
            }
        }
        try {
            long[] l = new long[0];
            System.out.println(l[idx(0)]);
        } catch (ArrayIndexOutOfBoundsException e) {
            System.out.println("load long: " + e.getMessage());
        }
        try {
            String[] s = new String[2];
            System.out.println(s[idx(2)]);
        } catch (ArrayIndexOutOfBoundsException e) {
            System.out.println("load ref: " + e.getMessage());
        }
        try {
            char[] c = new char[5];
            c[idx(-5)] = 'x';
        } catch (IndexOutOfBoundsException e) {
            System.out.println("as superclass: " + e.getMessage());
        }
        int[] sizes = {-1, -100, Integer.MIN_VALUE};
        for (int i = 0; i < sizes.length; i++) {
            try {
                int[] x = new int[sizes[i]];
                System.out.println("no exception " + x.length);
            } catch (NegativeArraySizeException e) {
                System.out.println("negative: " + e.getMessage() + " | " + e);
            }
        }
        try {
            String[] x = new String[idx(-2)];
            System.out.println("no exception " + x.length);
        } catch (NegativeArraySizeException e) {
            System.out.println("negative ref: " + e.getMessage());
        }
        Object[] objs = new String[2];
        objs[0] = "fine";
        try {
            objs[1] = Integer.valueOf(5);
            System.out.println("no exception");
        } catch (ArrayStoreException e) {
            System.out.println("store: " + e.getMessage() + " | " + e);
        }
        Number[] nums = new Integer[2];
        try {
            nums[0] = Long.valueOf(1);
        } catch (ArrayStoreException e) {
            System.out.println("numbers: " + e.getMessage());
        }
        nums[1] = Integer.valueOf(3);
        System.out.println("nums[1]=" + nums[1]);
        objs[1] = null;
        System.out.println("null store ok " + objs[1]);
        Object[][] grid = new String[2][2];
        try {
            grid[0] = new Integer[2];
        } catch (ArrayStoreException e) {
            System.out.println("grid: " + e.getMessage());
        }
        Object[] arrOfArr = new int[2][];
        try {
            arrOfArr[0] = new long[1];
        } catch (ArrayStoreException e) {
            System.out.println("prim arrays: " + e.getMessage());
        }
        Marker[] rs = new Marker[1];
        Object[] ro = rs;
        try {
            ro[0] = "not runnable";
        } catch (ArrayStoreException e) {
            System.out.println("interface arrays: " + e.getMessage());
        }
        int[] nul = null;
        try {
            nul[0] = 1;
        } catch (NullPointerException e) {
            System.out.println("null store: " + e.getClass().getName());
        }
        try {
            System.out.println(nul.length);
        } catch (NullPointerException e) {
            System.out.println("null length: " + e.getClass().getName());
        }
        int sum = 0;
        int[] data = {1, 2, 3};
        try {
            for (int i = 0; ; i++) {
                sum += data[i];
            }
        } catch (ArrayIndexOutOfBoundsException e) {
            System.out.println("loop ended by exception, sum=" + sum + " msg=" + e.getMessage());
        }
    }
}
