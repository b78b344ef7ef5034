/** Autoboxing caches: Integer/Short/Byte/Character/Long -128..127 identical, outside not; Boolean constants; valueOf vs new; equals across types; unboxing null (NPE, class name only); boxed arithmetic and comparisons. */
public class BoxingCache {
    @SuppressWarnings({"deprecation", "removal"})
    public static void main(String[] args) {
        int[] probes = {-129, -128, -1, 0, 1, 100, 127, 128, 1000};
        for (int p : probes) {
            Integer a = p, b = p;
            Long la = (long) p, lb = (long) p;
            Short sa = (short) p, sb = (short) p;
            System.out.println("value " + p + ": Integer " + (a == b) + " Long " + (la == lb) + " Short " + (sa == sb) + " valueOf " + (Integer.valueOf(p) == Integer.valueOf(p)) + " equals " + a.equals(b));
        }
        int same = 0;
        for (int i = -128; i <= 127; i++) { Byte x = (byte) i, y = (byte) i; if (x == y) same++; }
        System.out.println("Byte identical for all 256: " + (same == 256));
        int[] chars = {0, 65, 127, 128, 255, 1000};
        for (int c : chars) { Character x = (char) c, y = (char) c; System.out.println("Character " + c + " identical " + (x == y)); }
        Boolean t1 = true, t2 = Boolean.valueOf("TRUE"), f1 = false, f2 = Boolean.valueOf("yes");
        System.out.println("Boolean: " + (t1 == t2) + " " + (t1 == Boolean.TRUE) + " " + (f1 == f2) + " " + (f2 == Boolean.FALSE) + " parse " + Boolean.parseBoolean("TrUe") + " " + Boolean.parseBoolean(null));
        Integer n1 = new Integer(5), n2 = new Integer(5);
        System.out.println("new Integer identical " + (n1 == n2) + " equal " + n1.equals(n2) + " unboxed == " + (n1.intValue() == n2));
        Integer big1 = 1000, big2 = 1000;
        System.out.println("mixed compare: " + (big1 == 1000) + " " + (big1 <= big2 && big1 >= big2) + " " + big1.equals(big2) + " " + (big1.compareTo(big2) == 0));
        Long l = 5L;
        Integer i5 = 5;
        System.out.println("cross-type equals: " + l.equals(5) + " " + l.equals(5L) + " " + i5.equals((short) 5) + " " + new Short((short) 5).equals((short) 5) + " " + Double.valueOf(5).equals(5.0f) + " " + (l == 5));
        Integer acc = 0;
        for (int i = 0; i < 200; i++) acc += i;
        Integer ctr = 126;
        Integer before = ctr;
        ctr++;
        Integer afterOne = ctr;
        ctr++;
        System.out.println("acc " + acc + " ctr " + ctr + " before==127cache " + (afterOne == Integer.valueOf(127)) + " past cache " + (ctr == Integer.valueOf(128)) + " before " + before);
        Object[] objs = {1, 1L, 1.0, 1.0f, (short) 1, (byte) 1, 'a', true};
        StringBuilder sb = new StringBuilder();
        for (Object o : objs) sb.append(o.getClass().getName()).append('=').append(o).append(' ');
        System.out.println(sb.toString().trim());
        Integer nul = null;
        try { int x = nul; System.out.println("no NPE " + x); }
        catch (NullPointerException e) { System.out.println("unbox null int: " + e.getClass().getName()); }
        try { Long ln = null; long x = ln + 1; System.out.println(x); }
        catch (NullPointerException e) { System.out.println("unbox null long arithmetic: " + e.getClass().getName()); }
        try { Boolean bn = null; if (bn) System.out.println("?"); }
        catch (NullPointerException e) { System.out.println("unbox null boolean condition: " + e.getClass().getName()); }
        try { Character cn = null; char c = cn; System.out.println(c); }
        catch (NullPointerException e) { System.out.println("unbox null char: " + e.getClass().getName()); }
        try { Double dn = null; double d = true ? dn : 0.0; System.out.println(d); }
        catch (NullPointerException e) { System.out.println("ternary unboxing null: " + e.getClass().getName()); }
        try { Integer a = null; Integer b = 3; System.out.println(a == b); System.out.println(a < b); }
        catch (NullPointerException e) { System.out.println("relational unboxing null: " + e.getClass().getName()); }
        System.out.println("hashCodes: " + Integer.valueOf(-7).hashCode() + " " + Long.valueOf(1L << 40).hashCode() + " " + Long.valueOf(-1).hashCode() + " " + Double.valueOf(1.5).hashCode() + " " + Float.valueOf(1.5f).hashCode() + " " + Boolean.TRUE.hashCode() + " " + Boolean.FALSE.hashCode() + " " + Character.valueOf('A').hashCode() + " " + Short.valueOf((short) -2).hashCode() + " " + Byte.valueOf((byte) -2).hashCode());
        System.out.println("xxxValue: " + Integer.valueOf(300).byteValue() + " " + Integer.valueOf(70000).shortValue() + " " + Long.valueOf(1L << 33).intValue() + " " + Double.valueOf(3.99).intValue() + " " + Double.valueOf(-3.99).longValue() + " " + Float.valueOf(1e20f).intValue() + " " + Integer.valueOf(7).doubleValue());
        Number num = 3.75;
        System.out.println("Number: " + num.intValue() + " " + num.longValue() + " " + num.floatValue() + " " + num.byteValue());
        Character cc = 'x';
        System.out.println("Character methods: " + cc.charValue() + " " + cc.compareTo('z') + " " + cc.equals('x') + " " + Character.valueOf('q'));
    }
}
