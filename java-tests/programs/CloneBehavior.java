/** Object.clone: arrays of every kind (shallow, independent), multi-dimensional arrays share rows, Cloneable objects with covariant clone, deep clone, CloneNotSupportedException for non-Cloneable, clone of subclasses. */
public class CloneBehavior {
    static class Point implements Cloneable {
        int x, y;
        int[] tags = {1, 2};
        Point(int x, int y) { this.x = x; this.y = y; }
        @Override public Point clone() {
            try { return (Point) super.clone(); } catch (CloneNotSupportedException e) { throw new AssertionError(e); }
        }
        public String toString() { return "(" + x + "," + y + " tags " + tags[0] + "," + tags[1] + ")"; }
    }
    static class Deep extends Point {
        String label;
        Deep(int x, int y, String label) { super(x, y); this.label = label; }
        @Override public Deep clone() { Deep d = (Deep) super.clone(); d.tags = tags.clone(); return d; }
        public String toString() { return label + super.toString(); }
    }
    static class NotCloneable {
        int v = 3;
        Object tryClone() throws CloneNotSupportedException { return super.clone(); }
    }
    static class Sub extends NotCloneable implements Cloneable {}

    public static void main(String[] args) throws Exception {
        int[] ia = {1, 2, 3};
        int[] ib = ia.clone();
        ib[0] = 99;
        System.out.println("int[] " + ia[0] + " " + ib[0] + " " + (ia != ib) + " len " + ib.length + " class same " + (ia.getClass() == ib.getClass()));
        long[] la = {Long.MAX_VALUE}; double[] da = {1.5, 2.5}; char[] ca = {'a', 'b'}; boolean[] ba = {true}; byte[] bya = {-1}; short[] sa = {7}; float[] fa = {0.5f};
        System.out.println("prims " + la.clone()[0] + " " + da.clone()[1] + " " + new String(ca.clone()) + " " + ba.clone()[0] + " " + bya.clone()[0] + " " + sa.clone()[0] + " " + fa.clone()[0]);
        System.out.println("empty clone " + new int[0].clone().length + " " + new String[0].clone().getClass().getName());
        String[] sarr = {"x", "y"};
        String[] scl = sarr.clone();
        scl[1] = "z";
        System.out.println("String[] " + sarr[1] + " " + scl[1] + " shared element " + (sarr[0] == scl[0]));
        Point[] pts = {new Point(1, 2), new Point(3, 4)};
        Point[] pcl = pts.clone();
        pcl[0].x = 100;
        System.out.println("shallow object array " + pts[0] + " same element " + (pts[0] == pcl[0]));
        int[][] grid = {{1, 2}, {3, 4}};
        int[][] gcl = grid.clone();
        gcl[0][0] = 50;
        gcl[1] = new int[] {9, 9};
        System.out.println("2d shares rows " + grid[0][0] + " replaced row independent " + grid[1][0] + " " + gcl[1][0]);
        Object o = grid;
        Object oc = ((int[][]) o).clone();
        System.out.println("clone via Object ref class " + oc.getClass().getName());
        Point p = new Point(5, 6);
        Point pc = p.clone();
        pc.x = 7;
        pc.tags[0] = 42;
        System.out.println("Cloneable " + p + " " + pc + " distinct " + (p != pc) + " class " + pc.getClass().getSimpleName());
        Deep d = new Deep(1, 1, "deep");
        Deep dc = d.clone();
        dc.tags[1] = -5;
        dc.label = "copy";
        System.out.println("deep " + d + " " + dc + " class " + dc.getClass().getSimpleName());
        Point viaBase = d;
        Point baseClone = viaBase.clone();
        System.out.println("virtual clone " + baseClone.getClass().getSimpleName() + " " + baseClone);
        try {
            new NotCloneable().tryClone();
            System.out.println("no exception");
        } catch (CloneNotSupportedException e) {
            System.out.println("not cloneable: " + e.getClass().getName() + ": " + e.getMessage());
        }
        Sub s = new Sub();
        s.v = 11;
        Sub sc = (Sub) s.tryClone();
        System.out.println("subclass implementing Cloneable " + sc.v + " " + (sc != s));
        System.out.println("arrays are Cloneable " + (ia instanceof Cloneable) + " Serializable " + (ia instanceof java.io.Serializable) + " point " + (p instanceof Cloneable) + " " + (new NotCloneable() instanceof Cloneable));
        int[] big = new int[1000];
        for (int i = 0; i < big.length; i++) big[i] = i * i;
        int[] bc = big.clone();
        long sum = 0;
        for (int v : bc) sum += v;
        System.out.println("big clone sum " + sum);
    }
}
