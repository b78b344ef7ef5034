/** Varargs: empty, null array vs null element, passing arrays, boxing into Object..., primitive varargs, overload resolution (fixed arity wins, boxing vs varargs), generic varargs. */
public class VarargsBoxing {
    static String count(int... xs) { return xs == null ? "null array" : "ints:" + xs.length + sum(xs); }
    static String sum(int[] xs) { int s = 0; for (int x : xs) s += x; return "(sum " + s + ")"; }
    static String objs(Object... os) {
        if (os == null) return "null Object[]";
        StringBuilder sb = new StringBuilder("objs:" + os.length + " [");
        for (Object o : os) sb.append(o == null ? "null" : o.getClass().getSimpleName() + "=" + o).append(' ');
        return sb.toString().trim() + "]";
    }
    static String strs(String first, String... rest) { return first + "+" + rest.length; }
    static String over(int x) { return "fixed int"; }
    static String over(long x) { return "widened long"; }
    static String over(Integer x) { return "boxed Integer"; }
    static String over(int... x) { return "varargs int"; }
    static String over2(Object o) { return "Object"; }
    static String over2(Object... o) { return "Object..."; }
    static String over3(long... x) { return "long..." + x.length; }
    static String over3(Integer... x) { return "Integer..." + x.length; }
    static String chars(char... cs) { return new String(cs); }
    static String doubles(double... ds) { double s = 0; for (double d : ds) s += d; return ds.length + ":" + s; }
    @SafeVarargs static <T> T last(T... ts) { return ts.length == 0 ? null : ts[ts.length - 1]; }
    @SafeVarargs static <T> int len(T... ts) { return ts.length; }
    static String arr2(int[]... rows) { int n = 0; for (int[] r : rows) n += r.length; return rows.length + " rows " + n + " cells"; }

    public static void main(String[] args) {
        System.out.println(count());
        System.out.println(count(5));
        System.out.println(count(1, 2, 3, 4));
        System.out.println(count(new int[] {10, 20}));
        System.out.println(count((int[]) null));
        System.out.println(objs());
        System.out.println(objs(1, 'c', 2L, 3.0f, 4.0, (byte) 5, (short) 6, true, "s", null));
        System.out.println(objs((Object[]) null));
        System.out.println(objs((Object) null));
        System.out.println(objs(new String[] {"x", "y"}));
        System.out.println(objs((Object) new String[] {"x", "y"}).replaceAll("String;@[0-9a-f]+", "String;@"));
        System.out.println(objs(new int[] {1}).replaceAll("@[0-9a-f]+", "@"));
        System.out.println(strs("a") + " " + strs("a", "b", "c"));
        System.out.println(over(1) + " | " + over(1L) + " | " + over(Integer.valueOf(1)) + " | " + over() + " | " + over(1, 2) + " | " + over((short) 3) + " | " + over('c'));
        System.out.println(over2("x") + " | " + over2() + " | " + over2("x", "y") + " | " + over2((Object) null));
        System.out.println(over3(1L, 2L) + " | " + over3(Integer.valueOf(1), null));
        System.out.println(chars('h', 'i') + " " + chars().length() + " " + doubles() + " " + doubles(1, 2.5f, 'a'));
        System.out.println(last("a", "b", "c") + " " + last() + " " + last(1, 2) + " " + len((Object[]) new String[3]) + " " + len(new String[3], new String[4]));
        System.out.println(arr2() + " / " + arr2(new int[2], new int[] {1, 2, 3}));
        String f = String.valueOf(new char[] {'v', 'a'});
        System.out.println("String.valueOf(char[]) " + f + " concat varargs " + objs(f, f.length()));
    }
}
