import java.lang.reflect.*;
import java.util.*;

/** Reflection over methods: lookup, invoke with boxing, dispatch, exceptions. */
public class ReflectMethods {
    public interface Shape {
        double area();
        default String describe() { return "shape with area " + area(); }
    }

    public static class Rect implements Shape {
        public int w, h;
        public Rect(int w, int h) { this.w = w; this.h = h; }
        public double area() { return w * h; }
        public int perimeter() { return 2 * (w + h); }
        public static int square(int x) { return x * x; }
        public long addAll(byte b, short s, char c, int i, long l) { return b + s + c + i + l; }
        public double mix(float f, double d) { return f + d; }
        public boolean isSquare() { return w == h; }
        public String label(String prefix, Object suffix) { return prefix + w + "x" + h + suffix; }
        public void fail(String why) { throw new IllegalStateException(why); }
        public void failChecked() throws Exception { throw new Exception("checked"); }
        private String secret() { return "secret"; }
        protected int prot() { return 7; }
        int pkg() { return 8; }
        public static String join(String... parts) { return String.join("+", parts); }
        public char firstChar(String s) { return s.charAt(0); }
        public int[] range(int n) { int[] r = new int[n]; for (int i = 0; i < n; i++) r[i] = i; return r; }
    }

    public static class Square extends Rect {
        public Square(int s) { super(s, s); }
        @Override public int perimeter() { return 4 * w; }
        @Override public String toString() { return "Square(" + w + ")"; }
    }

    static void show(String what, Object o) {
        System.out.println(what + " -> " + o + (o == null ? "" : " (" + o.getClass().getName() + ")"));
    }

    static void tryInvoke(String what, Method m, Object target, Object... args) {
        try {
            show(what, m.invoke(target, args));
        } catch (InvocationTargetException e) {
            Throwable c = e.getCause();
            System.out.println(what + " -> InvocationTargetException cause " + c.getClass().getName() + ": " + c.getMessage()
                + " same=" + (c == e.getTargetException()) + " msg=" + e.getMessage());
        } catch (Exception e) {
            System.out.println(what + " -> " + e.getClass().getName() + ": " + e.getMessage());
        }
    }

    public static void main(String[] args) throws Exception {
        Rect r = new Rect(3, 4);
        Class<?> rc = Rect.class;

        List<String> names = new ArrayList<>();
        for (Method m : rc.getDeclaredMethods()) {
            if (!m.isSynthetic()) names.add(m.toString());
        }
        Collections.sort(names);
        for (String n : names) System.out.println("declared: " + n);

        names.clear();
        for (Method m : Square.class.getMethods()) {
            names.add(m.getName() + "/" + m.getParameterCount() + " in " + m.getDeclaringClass().getSimpleName());
        }
        Collections.sort(names);
        for (String n : names) System.out.println("public: " + n);

        Method area = rc.getMethod("area");
        System.out.println(area.getName() + " returns " + area.getReturnType() + " mods " + Modifier.toString(area.getModifiers()));
        show("area", area.invoke(r));
        show("area on Square", area.invoke(new Square(5)));
        Method per = rc.getMethod("perimeter");
        show("perimeter on Square (virtual)", per.invoke(new Square(5)));
        Method sq = rc.getMethod("square", int.class);
        System.out.println("square params " + Arrays.toString(sq.getParameterTypes()) + " static=" + Modifier.isStatic(sq.getModifiers()));
        show("square(7)", sq.invoke(null, 7));
        show("square(short 3)", sq.invoke(null, (short) 3));
        show("square(char 'A')", sq.invoke(null, 'A'));
        Method add = rc.getMethod("addAll", byte.class, short.class, char.class, int.class, long.class);
        show("addAll", add.invoke(r, (byte) 1, (short) 2, 'a', 4, 5L));
        Method mix = rc.getMethod("mix", float.class, double.class);
        show("mix", mix.invoke(r, 1.5f, 2.25));
        show("mix widened", mix.invoke(r, 2, 3L));
        show("isSquare", rc.getMethod("isSquare").invoke(r));
        show("label", rc.getMethod("label", String.class, Object.class).invoke(r, "R:", 42));
        show("join", rc.getMethod("join", String[].class).invoke(null, (Object) new String[] {"a", "b", "c"}));
        System.out.println("join varargs " + rc.getMethod("join", String[].class).isVarArgs());
        show("firstChar", rc.getMethod("firstChar", String.class).invoke(r, "xyz"));
        show("range", Arrays.toString((int[]) rc.getMethod("range", int.class).invoke(r, 4)));
        show("toString via Object", Object.class.getMethod("toString").invoke(new Square(2)));
        show("describe (default)", Shape.class.getMethod("describe").invoke(r));
        System.out.println("describe isDefault " + Shape.class.getMethod("describe").isDefault());
        show("String.length", String.class.getMethod("length").invoke("hello"));
        show("Integer.parseInt", Integer.class.getMethod("parseInt", String.class).invoke(null, "123"));
        show("void result", rc.getMethod("fail", String.class).getReturnType());

        tryInvoke("fail", rc.getMethod("fail", String.class), r, "boom");
        tryInvoke("failChecked", rc.getMethod("failChecked"), r);
        tryInvoke("parseInt bad", Integer.class.getMethod("parseInt", String.class), null, "x1");
        tryInvoke("wrong arg count", sq, null, 1, 2);
        tryInvoke("no args", sq, null);
        tryInvoke("wrong arg type", sq, null, "seven");
        tryInvoke("narrowing", sq, null, 7L);
        tryInvoke("null primitive", sq, null, (Object) null);
        tryInvoke("wrong receiver", per, "not a rect");
        tryInvoke("null receiver", per, null);

        Method secret = rc.getDeclaredMethod("secret");
        secret.setAccessible(true);
        tryInvoke("secret accessible", secret, r);
        ReflectMethodsHidden hidden = new ReflectMethodsHidden();
        Method hiddenSecret = ReflectMethodsHidden.class.getDeclaredMethod("secret", int.class);
        tryInvoke("private of another class", hiddenSecret, hidden, 5);
        hiddenSecret.setAccessible(true);
        tryInvoke("private of another class, accessible", hiddenSecret, hidden, 5);
        tryInvoke("package-private of another class", ReflectMethodsHidden.class.getDeclaredMethod("pkg"), hidden);
        try {
            String.class.getDeclaredMethod("indexOfNonWhitespace").setAccessible(true);
            System.out.println("opened a private java.base method");
        } catch (NoSuchMethodException | RuntimeException e) {
            System.out.println("private java.base method not opened");
        }
        tryInvoke("prot", rc.getDeclaredMethod("prot"), r);
        tryInvoke("pkg", rc.getDeclaredMethod("pkg"), r);

        try {
            rc.getMethod("secret");
        } catch (NoSuchMethodException e) {
            System.out.println("getMethod(secret): NoSuchMethodException " + e.getMessage());
        }
        try {
            rc.getMethod("square", long.class);
        } catch (NoSuchMethodException e) {
            System.out.println("NoSuchMethodException " + e.getMessage());
        }
        try {
            rc.getDeclaredMethod("label", String.class, String.class);
        } catch (NoSuchMethodException e) {
            System.out.println("NoSuchMethodException " + e.getMessage());
        }
        try {
            Square.class.getDeclaredMethod("area");
        } catch (NoSuchMethodException e) {
            System.out.println("NoSuchMethodException " + e.getMessage());
        }
        System.out.println("equals " + rc.getMethod("area").equals(rc.getMethod("area")) + " " + rc.getMethod("area").equals(per));
        System.out.println("hash equal " + (rc.getMethod("area").hashCode() == rc.getMethod("area").hashCode()));
        System.out.println("Object methods " + Object.class.getMethods().length);
        System.out.println("array getMethods " + (int[].class.getMethods().length == Object.class.getMethods().length)
            + " declared " + int[].class.getDeclaredMethods().length);
        System.out.println("interface getMethods " + Shape.class.getMethods().length);
    }
}

/** A top-level class: its private members are no nestmates of ReflectMethods in any release. */
class ReflectMethodsHidden {
    private String secret(int n) { return "hidden secret " + n; }
    String pkg() { return "package-private"; }
}
