import java.lang.reflect.*;
import java.util.*;

/** Reflection over fields: listing, get/set with widening, statics, finals, access and type errors. */
public class ReflectFields {
    public interface Consts {
        int LIMIT = 10;
    }

    public static class Base {
        public int baseVal = 1;
        protected String prot = "p";
        public static String shared = "shared";
    }

    public static class Point extends Base implements Consts {
        public int x;
        public long y;
        public double d = 1.5;
        public float f = 2.5f;
        public byte b = 3;
        public short s = 4;
        public char c = 'c';
        public boolean flag = true;
        public String name;
        public final int fixed = 99;
        public static int counter = 5;
        public static final String CONST = "const";
        private int hidden = 42;
        transient volatile int tv;
        public int[] arr = {1, 2};

        public Point(int x, long y, String name) { this.x = x; this.y = y; this.name = name; }
    }

    static class Lazy {
        static { System.out.println("Lazy initialised"); }
        static int value = 17;
    }

    static void attempt(String what, Runnable r) {
        try {
            r.run();
        } catch (RuntimeException e) {
            Throwable c = e.getCause() != null ? e.getCause() : e;
            System.out.println(what + " -> " + c.getClass().getName() + ": " + c.getMessage());
        }
    }

    interface Action { void run() throws Exception; }

    static Runnable wrap(Action a) {
        return () -> {
            try {
                a.run();
            } catch (RuntimeException e) {
                throw e;
            } catch (Exception e) {
                throw new RuntimeException(e);
            }
        };
    }

    public static void main(String[] args) throws Exception {
        Point p = new Point(3, 4L, "pt");
        Class<?> pc = Point.class;

        List<String> names = new ArrayList<>();
        for (Field f : pc.getDeclaredFields()) names.add(f.toString() + " : " + f.getType().getName() + " mods=" + f.getModifiers());
        Collections.sort(names);
        for (String n : names) System.out.println("declared " + n);
        names.clear();
        for (Field f : pc.getFields()) names.add(f.getName() + " in " + f.getDeclaringClass().getSimpleName());
        Collections.sort(names);
        System.out.println("public " + names);

        Field x = pc.getField("x");
        System.out.println(x.getName() + " " + x.getType() + " " + x.getDeclaringClass().getName());
        System.out.println("get x " + x.get(p) + " getInt " + x.getInt(p) + " getLong " + x.getLong(p) + " getDouble " + x.getDouble(p));
        x.setInt(p, 30);
        System.out.println("after setInt " + p.x);
        x.set(p, 31);
        System.out.println("after set Integer " + p.x);
        x.set(p, (short) 32);
        System.out.println("after set Short " + p.x);
        x.setChar(p, 'A');
        System.out.println("after setChar " + p.x);
        Field y = pc.getField("y");
        y.set(p, 7);
        System.out.println("y " + y.get(p) + " " + y.get(p).getClass().getName());
        y.setLong(p, Long.MIN_VALUE);
        System.out.println("y " + p.y);
        Field d = pc.getField("d");
        d.setFloat(p, 0.25f);
        System.out.println("d " + d.get(p) + " " + d.getDouble(p));
        d.set(p, 9L);
        System.out.println("d from long " + p.d);
        Field f = pc.getField("f");
        System.out.println("f " + f.get(p) + " getDouble " + f.getDouble(p));
        f.set(p, -1.25f);
        System.out.println("f " + p.f);
        Field b = pc.getField("b");
        b.setByte(p, (byte) -7);
        System.out.println("b " + b.get(p) + " getInt " + b.getInt(p) + " getShort " + b.getShort(p));
        Field s = pc.getField("s");
        s.setShort(p, (short) -300);
        System.out.println("s " + s.get(p) + " " + p.s);
        Field c = pc.getField("c");
        System.out.println("c " + c.get(p) + " getInt " + c.getInt(p));
        c.set(p, 'z');
        System.out.println("c " + p.c);
        Field flag = pc.getField("flag");
        System.out.println("flag " + flag.get(p) + " " + flag.getBoolean(p));
        flag.setBoolean(p, false);
        System.out.println("flag " + p.flag);
        Field name = pc.getField("name");
        name.set(p, "renamed");
        System.out.println("name " + name.get(p) + " " + p.name);
        name.set(p, null);
        System.out.println("name null " + name.get(p));
        Field arr = pc.getField("arr");
        System.out.println("arr " + Arrays.toString((int[]) arr.get(p)));
        Field baseVal = pc.getField("baseVal");
        System.out.println("inherited baseVal " + baseVal.get(p) + " declared in " + baseVal.getDeclaringClass().getSimpleName());

        Field counter = pc.getField("counter");
        System.out.println("static counter " + counter.get(null) + " " + counter.getInt(p));
        counter.set(null, 6);
        System.out.println("counter " + Point.counter);
        System.out.println("CONST " + pc.getField("CONST").get(null));
        System.out.println("LIMIT " + pc.getField("LIMIT").get(null) + " from " + pc.getField("LIMIT").getDeclaringClass().getSimpleName());
        System.out.println("shared " + pc.getField("shared").get(null));
        System.out.println("before Lazy");
        Field lazy = Lazy.class.getDeclaredField("value");
        System.out.println("got Lazy field");
        System.out.println("Lazy.value " + lazy.getInt(null));

        Field fixed = pc.getField("fixed");
        attempt("set final", wrap(() -> fixed.setInt(p, 1)));
        attempt("set final Object", wrap(() -> fixed.set(p, 1)));
        fixed.setAccessible(true);
        fixed.setInt(p, 100);
        System.out.println("final after setAccessible " + fixed.getInt(p));
        Field constF = pc.getField("CONST");
        constF.setAccessible(true);
        attempt("set static final", wrap(() -> constF.set(null, "x")));

        attempt("getInt on String field", wrap(() -> name.getInt(p)));
        attempt("getInt on long field", wrap(() -> y.getInt(p)));
        attempt("getBoolean on int field", wrap(() -> x.getBoolean(p)));
        attempt("getByte on int field", wrap(() -> x.getByte(p)));
        attempt("set String to int", wrap(() -> x.set(p, "nope")));
        attempt("set null to int", wrap(() -> x.set(p, null)));
        attempt("setLong on int", wrap(() -> x.setLong(p, 5L)));
        attempt("setDouble on float", wrap(() -> f.setDouble(p, 0.5)));
        attempt("set Integer to String field", wrap(() -> name.set(p, 5)));
        attempt("wrong receiver", wrap(() -> x.get("str")));
        attempt("null receiver", wrap(() -> {
            try {
                x.get(null);
            } catch (NullPointerException e) {
                System.out.println("null receiver -> NullPointerException");
            }
        }));

        Field hidden = pc.getDeclaredField("hidden");
        System.out.println("hidden toString " + hidden);
        hidden.setAccessible(true);
        ReflectFieldsHidden other = new ReflectFieldsHidden();
        Field otherSecret = ReflectFieldsHidden.class.getDeclaredField("secret");
        attempt("private of another class", wrap(() -> System.out.println("secret " + otherSecret.get(other))));
        attempt("private of another class, setInt", wrap(() -> otherSecret.setInt(other, 1)));
        otherSecret.setAccessible(true);
        otherSecret.setInt(other, 43);
        System.out.println("secret accessible " + otherSecret.get(other));
        System.out.println("package-private of another class " + ReflectFieldsHidden.class.getDeclaredField("pkg").get(other));
        System.out.println("hidden accessible " + hidden.get(p) + " isAccessible " + hidden.isAccessible());
        Field prot = pc.getSuperclass().getDeclaredField("prot");
        System.out.println("prot " + prot.get(p));

        try {
            pc.getField("hidden");
        } catch (NoSuchFieldException e) {
            System.out.println("NoSuchFieldException " + e.getMessage());
        }
        try {
            pc.getDeclaredField("baseVal");
        } catch (NoSuchFieldException e) {
            System.out.println("NoSuchFieldException " + e.getMessage());
        }
        System.out.println("equals " + x.equals(pc.getField("x")) + " " + x.equals(y));
        System.out.println("Integer MAX_VALUE " + Integer.class.getField("MAX_VALUE").get(null));
        System.out.println("int[] fields " + int[].class.getFields().length);
    }
}

/** A top-level class: its private members are no nestmates of ReflectFields in any release. */
class ReflectFieldsHidden {
    private int secret = 42;
    String pkg = "package-private";
}
