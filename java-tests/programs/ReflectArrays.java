import java.lang.reflect.Array;
import java.util.*;

/**
 * java.lang.reflect.Array (get/set with the JDK's widening rules and messages, multi-dimensional
 * newInstance) and Class's nesting queries (getEnclosingClass, getDeclaringClass, isMemberClass,
 * isLocalClass, isAnonymousClass), which load but do not initialize the enclosing class.
 */
public class ReflectArrays {
    static class Member {
        class InnerMember {
        }
    }

    interface Shape {
    }

    static class Lazy {
        static {
            System.out.println("Lazy initialized");
        }

        static class Nested {
        }

        static int touch() {
            return 1;
        }
    }

    static void t(String what, Runnable r) {
        try {
            r.run();
            System.out.println(what + " ok");
        } catch (Throwable e) {
            System.out.println(what + " " + e);
        }
    }

    static void describe(String label, Class<?> c) {
        System.out.println(label + ": enclosing=" + name(c.getEnclosingClass()) + " declaring=" + name(c.getDeclaringClass()) + " member=" + c.isMemberClass() + " local=" + c.isLocalClass() + " anonymous=" + c.isAnonymousClass() + " simple=" + c.getSimpleName());
    }

    static String name(Class<?> c) {
        return c == null ? "null" : c.getName();
    }

    public static void main(String[] args) {
        t("get oob", new Runnable() { public void run() { Array.get(new int[2], 5); } });
        t("get neg", new Runnable() { public void run() { Array.get(new int[2], -1); } });
        t("get nonarray", new Runnable() { public void run() { Array.get("x", 0); } });
        t("get null", new Runnable() { public void run() { Array.get(null, 0); } });
        t("getInt long[]", new Runnable() { public void run() { Array.getInt(new long[2], 0); } });
        t("getInt Integer[]", new Runnable() { public void run() { Array.getInt(new Integer[2], 0); } });
        t("getLong char[]", new Runnable() { public void run() { System.out.println(Array.getLong(new char[] {'a'}, 0)); } });
        t("getBoolean int[]", new Runnable() { public void run() { Array.getBoolean(new int[1], 0); } });
        t("getShort byte[]", new Runnable() { public void run() { System.out.println(Array.getShort(new byte[] {-7}, 0)); } });
        t("getChar int[]", new Runnable() { public void run() { Array.getChar(new int[1], 0); } });
        t("set String[] wrong", new Runnable() { public void run() { Array.set(new String[1], 0, 5); } });
        t("set Object[] subclass", new Runnable() { public void run() { Number[] n = new Number[1]; Array.set(n, 0, 2.5); System.out.println(n[0]); } });
        t("set int[] null", new Runnable() { public void run() { Array.set(new int[1], 0, null); } });
        t("set int[] Long", new Runnable() { public void run() { Array.set(new int[1], 0, 5L); } });
        t("set int[] String", new Runnable() { public void run() { Array.set(new int[1], 0, "5"); } });
        t("set long[] Integer", new Runnable() { public void run() { long[] x = new long[1]; Array.set(x, 0, 5); System.out.println(x[0]); } });
        t("set double[] Character", new Runnable() { public void run() { double[] x = new double[1]; Array.set(x, 0, 'a'); System.out.println(x[0]); } });
        t("set float[] Long", new Runnable() { public void run() { float[] x = new float[1]; Array.set(x, 0, 1L << 40); System.out.println(x[0]); } });
        t("set boolean[] Boolean", new Runnable() { public void run() { boolean[] x = new boolean[1]; Array.set(x, 0, true); System.out.println(x[0]); } });
        t("setInt byte[]", new Runnable() { public void run() { Array.setInt(new byte[1], 0, 1); } });
        t("setByte int[]", new Runnable() { public void run() { int[] x = new int[1]; Array.setByte(x, 0, (byte) -3); System.out.println(x[0]); } });
        t("setChar short[]", new Runnable() { public void run() { Array.setChar(new short[1], 0, 'a'); } });
        t("setInt Object[]", new Runnable() { public void run() { Array.setInt(new Object[1], 0, 1); } });
        t("setDouble float[]", new Runnable() { public void run() { Array.setDouble(new float[1], 0, 1.0); } });
        t("set oob", new Runnable() { public void run() { Array.set(new Object[1], 3, "x"); } });
        t("setLong oob", new Runnable() { public void run() { Array.setLong(new long[1], 1, 3L); } });
        t("newInstance 2x3", new Runnable() { public void run() { System.out.println(Arrays.deepToString((Object[]) Array.newInstance(int.class, 2, 3))); } });
        t("newInstance String 2x1x2", new Runnable() { public void run() { Object a = Array.newInstance(String.class, 2, 1, 2); System.out.println(a.getClass().getName() + " " + Arrays.deepToString((Object[]) a)); } });
        t("newInstance 2x0", new Runnable() { public void run() { System.out.println(Arrays.deepToString((Object[]) Array.newInstance(long.class, 2, 0))); } });
        t("newInstance no dims", new Runnable() { public void run() { Array.newInstance(int.class, new int[0]); } });
        t("newInstance negative", new Runnable() { public void run() { Array.newInstance(int.class, 2, -1); } });
        t("newInstance void", new Runnable() { public void run() { Array.newInstance(void.class, 2); } });
        t("get boxes", new Runnable() { public void run() { System.out.println(Array.get(new boolean[] {true}, 0) + " " + Array.get(new char[] {'z'}, 0).getClass().getName() + " " + Array.get(new short[] {3}, 0).getClass().getName()); } });
        t("getFloat long[]", new Runnable() { public void run() { System.out.println(Array.getFloat(new long[] {1L << 40}, 0)); } });
        t("getDouble float[]", new Runnable() { public void run() { System.out.println(Array.getDouble(new float[] {0.1f}, 0)); } });
        Object grid = Array.newInstance(double.class, 3, 3);
        for (int i = 0; i < 3; i++) {
            Array.setDouble(Array.get(grid, i), i, i + 0.5);
        }
        System.out.println("grid " + Arrays.deepToString((Object[]) grid) + " length " + Array.getLength(grid));

        class LocalThing {
        }
        Object anon = new Object() {
        };
        Shape shape = new Shape() {
        };
        describe("top-level", ReflectArrays.class);
        describe("static member", Member.class);
        describe("inner member", Member.InnerMember.class);
        describe("member interface", Shape.class);
        describe("local", LocalThing.class);
        describe("anonymous", anon.getClass());
        describe("anonymous interface impl", shape.getClass());
        describe("library member", Map.Entry.class);
        describe("array", Member[].class);
        describe("primitive", int.class);
        System.out.println("nested enclosing " + Lazy.Nested.class.getEnclosingClass().getSimpleName() + " (Lazy not yet initialized)");
        System.out.println("touch " + Lazy.touch());
    }
}
