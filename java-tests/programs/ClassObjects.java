/** java.lang.Class: getName/getSimpleName for top-level, nested, inner, local, anonymous and array classes; isInstance, isArray, isInterface, isPrimitive, getSuperclass, getComponentType, isAssignableFrom, forName (success, failure), newInstance, wrapper TYPEs, class literals. */
public class ClassObjects {
    interface Shape {}
    static class Base implements Shape { public Base() {} public String toString() { return "Base instance"; } }
    static class Derived extends Base {}
    class Inner {}
    static abstract class Abstract {}
    static class NoDefaultCtor { NoDefaultCtor(int x) {} }
    static int instances;
    public static class Counted { public Counted() { instances++; } }

    public static void main(String[] args) throws Exception {
        class Local {}
        Object anon = new Object() {};
        Runnable anonR = new Runnable() { public void run() {} };
        Class<?>[] classes = {ClassObjects.class, Shape.class, Base.class, Derived.class, Inner.class, Local.class, anon.getClass(), anonR.getClass(), int[].class, String[][].class, Base[].class, Inner[][].class, long[][][].class,
                String.class, Object.class, Integer.class, int.class, void.class, Integer.TYPE, Double.TYPE, Character.TYPE, Boolean.TYPE, Void.TYPE, Runnable.class, Comparable.class, Abstract.class};
        for (Class<?> c : classes) {
            Class<?> sup = c.getSuperclass();
            Class<?> comp = c.getComponentType();
            System.out.println(c.getName() + " | simple=" + c.getSimpleName() + " | interface=" + c.isInterface() + " array=" + c.isArray() + " primitive=" + c.isPrimitive()
                    + " | super=" + (sup == null ? "null" : sup.getName()) + " | component=" + (comp == null ? "null" : comp.getName()) + " | toString=" + c);
        }
        Object[] objs = {"s", 1, new int[0], new Derived(), new Base[0], new Derived[1], null};
        Class<?>[] tests = {Object.class, String.class, Number.class, Base.class, Shape.class, Object[].class, Base[].class, int[].class, Comparable.class};
        for (Object o : objs) {
            StringBuilder sb = new StringBuilder(o == null ? "null" : o.getClass().getName());
            sb.append(':');
            for (Class<?> t : tests) sb.append(t.isInstance(o) ? " Y" : " n");
            System.out.println(sb);
        }
        System.out.println("isAssignableFrom " + Object.class.isAssignableFrom(String.class) + " " + String.class.isAssignableFrom(Object.class) + " " + Shape.class.isAssignableFrom(Derived.class) + " " + Object[].class.isAssignableFrom(String[].class) + " " + int.class.isAssignableFrom(int.class) + " " + long.class.isAssignableFrom(int.class) + " " + Number.class.isAssignableFrom(Integer.class));
        System.out.println("same class objects " + ("a".getClass() == String.class) + " " + (new int[3].getClass() == int[].class) + " " + (new int[2][2].getClass() == int[][].class) + " " + ((Object) new int[1].getClass() == (Object) new long[1].getClass()));
        String[] names = {"java.lang.String", "ClassObjects$Base", "ClassObjects$Derived", "[I", "[Ljava.lang.String;", "java.lang.Integer", "ClassObjects$Shape", "does.not.Exist", "ClassObjects.Base", "int", "[[D"};
        for (String n : names) {
            try {
                Class<?> c = Class.forName(n);
                System.out.println("forName " + n + " -> " + c.getName() + " interface=" + c.isInterface());
            } catch (ClassNotFoundException e) {
                System.out.println("forName " + n + " -> ClassNotFoundException: " + e.getMessage());
            }
        }
        Object made = Class.forName("ClassObjects$Base").newInstance();
        System.out.println("newInstance " + made + " " + made.getClass().getSimpleName());
        Counted.class.newInstance();
        Counted.class.newInstance();
        System.out.println("newInstance counted " + instances);
        try { Abstract.class.newInstance(); } catch (InstantiationException e) { System.out.println("abstract newInstance: " + e.getClass().getName()); }
        try { Shape.class.newInstance(); } catch (InstantiationException e) { System.out.println("interface newInstance: " + e.getClass().getName()); }
        try { NoDefaultCtor.class.newInstance(); } catch (InstantiationException e) { System.out.println("no default ctor: " + e.getClass().getName()); }
        try { int.class.newInstance(); } catch (InstantiationException e) { System.out.println("primitive newInstance: " + e.getClass().getName()); }
        System.out.println("wrappers " + Integer.TYPE + " " + Long.TYPE + " " + Short.TYPE + " " + Byte.TYPE + " " + Float.TYPE + " " + Double.TYPE + " " + Character.TYPE + " " + Boolean.TYPE + " " + Void.TYPE + " same " + (Integer.TYPE == int.class));
        System.out.println("cast " + String.class.cast("ok") + " " + String.class.cast(null));
        try { String.class.cast(5); } catch (ClassCastException e) { System.out.println("cast failure: " + e.getClass().getName()); }
        Class<? extends Number> nc = Integer.valueOf(3).getClass();
        System.out.println("getClass generic " + nc.getName() + " " + nc.getSuperclass().getName() + " " + nc.getSuperclass().getSuperclass().getName());
        System.out.println("interfaces of Derived " + Derived.class.getInterfaces().length + " of Base " + Base.class.getInterfaces().length + " " + Base.class.getInterfaces()[0].getName() + " of int[] " + int[].class.getInterfaces().length);
    }
}
