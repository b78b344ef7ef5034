/** Boxing and unboxing: valueOf caches, equals, parse errors, auto-unboxing NPE, Boolean/Long/Short/Byte caches. */
public class Boxing {
    static void parse(String s) {
        try {
            System.out.println("parseInt(\"" + s + "\") = " + Integer.parseInt(s));
        } catch (NumberFormatException e) {
            System.out.println("NumberFormatException: " + e.getMessage());
        }
    }

    static void parseLong(String s) {
        try {
            System.out.println("parseLong(\"" + s + "\") = " + Long.parseLong(s));
        } catch (NumberFormatException e) {
            System.out.println("NumberFormatException: " + e.getMessage());
        }
    }

    public static void main(String[] args) {
        int[] probes = {-129, -128, -1, 0, 1, 127, 128, 1000};
        for (int i = 0; i < probes.length; i++) {
            int v = probes[i];
            Integer a = v;
            Integer b = v;
            Integer c = Integer.valueOf(v);
            System.out.println(v + ": a==b " + (a == b) + " a==valueOf " + (a == c) + " equals " + a.equals(b) + " unboxed== " + (a.intValue() == b));
        }
        Long l1 = 127L;
        Long l2 = 127L;
        Long l3 = 128L;
        Long l4 = 128L;
        System.out.println("Long cache " + (l1 == l2) + " " + (l3 == l4) + " " + l3.equals(l4));
        Boolean t1 = true;
        Boolean t2 = Boolean.valueOf("TRUE");
        System.out.println("Boolean " + (t1 == t2) + " " + (t1 == Boolean.TRUE) + " " + Boolean.valueOf("yes") + " " + Boolean.parseBoolean("True"));
        Short s1 = (short) 5;
        Byte b1 = (byte) 5;
        System.out.println("Short/Byte cache " + (s1 == Short.valueOf((short) 5)) + " " + (b1 == Byte.valueOf((byte) 5)));
        Integer i5 = 5;
        Long l5 = 5L;
        System.out.println("cross-type equals " + i5.equals(l5) + " " + l5.equals(5L) + " " + i5.equals(5));
        Double d1 = 0.5;
        Double d2 = 0.5;
        System.out.println("Double equals " + d1.equals(d2) + " value " + d1.doubleValue());
        Double nan1 = Double.valueOf(Double.NaN);
        System.out.println("NaN boxed equals itself " + nan1.equals(Double.valueOf(Double.NaN)) + " but primitive " + (Double.NaN == Double.NaN));
        System.out.println("0.0 vs -0.0 boxed equals " + Double.valueOf(0.0).equals(Double.valueOf(-0.0)) + " primitive " + (0.0 == -0.0));
        Integer sum = 0;
        for (int i = 0; i < 100; i++) {
            sum += i;
        }
        System.out.println("boxed sum " + sum);
        Integer big = 1000;
        int cmp = big.compareTo(999);
        System.out.println("compareTo " + cmp + " " + big.compareTo(1000) + " " + Integer.valueOf(-5).compareTo(3));
        System.out.println("conversions " + big.longValue() + " " + big.doubleValue() + " " + big.byteValue() + " " + big.shortValue() + " " + big.floatValue());
        Object o = 42;
        System.out.println("boxed as Object " + o.getClass().getName() + " " + (o instanceof Integer) + " " + (o instanceof Number));
        Object[] objs = {1, 2L, 3.0f, 4.0, "c", true, (byte) 7, (short) 8};
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < objs.length; i++) {
            sb.append(objs[i].getClass().getName()).append('=').append(objs[i]).append(' ');
        }
        System.out.println(sb);
        Integer nullInt = null;
        try {
            int x = nullInt;
            System.out.println("no exception " + x);
        } catch (NullPointerException e) {
            System.out.println("unboxing null: " + e.getClass().getName());
        }
        parse("123");
        parse("-456");
        parse("abc");
        parse("");
        parse("12a");
        parse("2147483648");
        parse("-2147483649");
        parse(" 1");
        parse("+");
        parse("-");
        parseLong("9223372036854775807");
        parseLong("9223372036854775808");
        parseLong("x1");
        try {
            Integer.parseInt(null);
        } catch (NumberFormatException e) {
            System.out.println("parseInt(null): " + e.getClass().getName());
        }
        try {
            Double.parseDouble("not a double");
        } catch (NumberFormatException e) {
            System.out.println("parseDouble: " + e.getMessage());
        }
        System.out.println("MIN/MAX " + Integer.MIN_VALUE + " " + Integer.MAX_VALUE + " " + Long.MIN_VALUE + " " + Long.MAX_VALUE);
        System.out.println("toString " + Integer.valueOf(77).toString() + " " + Long.valueOf(-77).toString() + " " + Boolean.TRUE.toString());
    }
}
