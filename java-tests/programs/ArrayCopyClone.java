/** System.arraycopy (including overlapping regions and error cases) and array clone(). */
public class ArrayCopyClone {
    static String str(int[] a) {
        StringBuilder sb = new StringBuilder("[");
        for (int i = 0; i < a.length; i++) {
            if (i > 0) {
                sb.append(", ");
            }
            sb.append(a[i]);
        }
        return sb.append(']').toString();
    }

    static int[] seq(int n) {
        int[] a = new int[n];
        for (int i = 0; i < n; i++) {
            a[i] = i;
        }
        return a;
    }

    public static void main(String[] args) {
        int[] src = seq(10);
        int[] dst = new int[10];
        System.arraycopy(src, 2, dst, 5, 4);
        System.out.println("copy " + str(dst));
        int[] a = seq(10);
        System.arraycopy(a, 0, a, 3, 7);
        System.out.println("overlap right " + str(a));
        a = seq(10);
        System.arraycopy(a, 3, a, 0, 7);
        System.out.println("overlap left " + str(a));
        a = seq(10);
        System.arraycopy(a, 2, a, 2, 5);
        System.out.println("same " + str(a));
        a = seq(5);
        System.arraycopy(a, 0, a, 0, 0);
        System.arraycopy(a, 5, a, 0, 0);
        System.out.println("zero length ok " + str(a));
        char[] cs = "hello world".toCharArray();
        char[] cd = new char[5];
        System.arraycopy(cs, 6, cd, 0, 5);
        System.out.println("chars " + new String(cd));
        long[] ls = {1, 2, 3};
        long[] ld = new long[5];
        System.arraycopy(ls, 0, ld, 1, 3);
        System.out.println("longs " + ld[0] + ld[1] + ld[2] + ld[3] + ld[4]);
        double[] ds = {0.5, 1.5};
        double[] dd = new double[2];
        System.arraycopy(ds, 0, dd, 0, 2);
        System.out.println("doubles " + dd[0] + " " + dd[1]);
        String[] ss = {"x", "y", "z"};
        Object[] os = new Object[4];
        System.arraycopy(ss, 0, os, 1, 3);
        System.out.println("objects " + os[0] + " " + os[1] + " " + os[3]);
        int[] orig = {5, 6, 7};
        int[] cl = orig.clone();
        cl[0] = 50;
        System.out.println("clone " + str(orig) + " " + str(cl) + " same=" + (orig == cl) + " len=" + cl.length);
        int[][] deep = {{1, 2}, {3, 4}};
        int[][] shallow = deep.clone();
        shallow[0][0] = 100;
        shallow[1] = new int[] {9};
        System.out.println("shallow clone " + deep[0][0] + " " + deep[1].length + " " + shallow[1].length);
        String[] sc = ss.clone();
        System.out.println("string clone " + sc[2] + " " + (sc[0] == ss[0]) + " " + sc.getClass().getName());
        byte[] bempty = new byte[0];
        System.out.println("empty clone " + bempty.clone().length);
        try {
            System.arraycopy(src, 8, dst, 0, 5);
        } catch (ArrayIndexOutOfBoundsException e) {
            System.out.println("caught " + e.getClass().getName());
        }
        try {
            System.arraycopy(src, -1, dst, 0, 1);
        } catch (ArrayIndexOutOfBoundsException e) {
            System.out.println("caught " + e.getClass().getName());
        }
        try {
            System.arraycopy(src, 0, dst, 0, -1);
        } catch (ArrayIndexOutOfBoundsException e) {
            System.out.println("caught " + e.getClass().getName());
        }
        try {
            System.arraycopy(src, 0, cd, 0, 1);
        } catch (ArrayStoreException e) {
            System.out.println("caught " + e.getClass().getName());
        }
        try {
            System.arraycopy(src, 0, new Object[3], 0, 1);
        } catch (ArrayStoreException e) {
            System.out.println("caught " + e.getClass().getName());
        }
        try {
            System.arraycopy("notarray", 0, dst, 0, 1);
        } catch (ArrayStoreException e) {
            System.out.println("caught " + e.getClass().getName());
        }
        try {
            System.arraycopy(null, 0, dst, 0, 1);
        } catch (NullPointerException e) {
            System.out.println("caught " + e.getClass().getName());
        }
        Object[] mixed = {"a", Integer.valueOf(1), "c"};
        String[] target = new String[3];
        try {
            System.arraycopy(mixed, 0, target, 0, 3);
        } catch (ArrayStoreException e) {
            System.out.println("caught partial " + e.getClass().getName() + " target0=" + target[0] + " target2=" + target[2]);
        }
    }
}
