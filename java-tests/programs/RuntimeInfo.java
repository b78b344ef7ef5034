/** Runtime: availableProcessors, totalMemory/freeMemory/maxMemory relationships, gc; System.identityHashCode self-consistency, System.getProperty defaults, nanoTime/currentTimeMillis monotonic-ish. */
public class RuntimeInfo {
    public static void main(String[] args) {
        Runtime rt = Runtime.getRuntime();
        System.out.println("same runtime " + (rt == Runtime.getRuntime()));
        System.out.println("availableProcessors > 0: " + (rt.availableProcessors() > 0));
        long total = rt.totalMemory(), free = rt.freeMemory(), max = rt.maxMemory();
        System.out.println("total > 0: " + (total > 0) + ", free >= 0: " + (free >= 0) + ", free <= total: " + (free <= total) + ", max >= total: " + (max >= total));
        byte[][] junk = new byte[100][];
        for (int i = 0; i < junk.length; i++) junk[i] = new byte[10000];
        rt.gc();
        System.out.println("after gc free <= total: " + (rt.freeMemory() <= rt.totalMemory()) + ", junk kept " + junk[99].length);
        Object o = new Object();
        System.out.println("identityHashCode stable " + (System.identityHashCode(o) == System.identityHashCode(o)) + " null " + System.identityHashCode(null) + " hashCode==identity " + (o.hashCode() == System.identityHashCode(o)));
        long t0 = System.currentTimeMillis(), n0 = System.nanoTime();
        long s = 0;
        for (int i = 0; i < 10000; i++) s += i;
        long t1 = System.currentTimeMillis(), n1 = System.nanoTime();
        System.out.println("time forward " + (t1 >= t0) + " " + (n1 >= n0) + " plausible epoch " + (t0 > 1500000000000L) + " sum " + s);
        System.out.println("property default " + System.getProperty("no.such.property.rjvm", "fallback") + " missing " + System.getProperty("no.such.property.rjvm"));
        System.out.println("line.separator length " + System.getProperty("line.separator").length() + " file.separator " + System.getProperty("file.separator") + " path.separator " + System.getProperty("path.separator"));
        System.out.println("tmpdir set " + (System.getProperty("java.io.tmpdir") != null) + " user.dir set " + (System.getProperty("user.dir") != null));
        String lsep = System.lineSeparator();
        System.out.println("lineSeparator " + (int) lsep.charAt(0) + " len " + lsep.length());
    }
}
