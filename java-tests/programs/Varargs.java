/** Varargs methods, overload resolution among primitives/boxed/varargs, and static vs instance overloads. */
public class Varargs {
    static int sum(int... xs) {
        int s = 0;
        for (int i = 0; i < xs.length; i++) {
            s += xs[i];
        }
        return s;
    }

    static String join(String sep, Object... parts) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < parts.length; i++) {
            if (i > 0) {
                sb.append(sep);
            }
            sb.append(parts[i]);
        }
        return sb.toString();
    }

    static String which(int x) {
        return "int";
    }

    static String which(long x) {
        return "long";
    }

    static String which(double x) {
        return "double";
    }

    static String which(Integer x) {
        return "Integer";
    }

    static String which(Object x) {
        return "Object";
    }

    static String which(int... x) {
        return "int...";
    }

    static String w2(long x) {
        return "long";
    }

    static String w2(Integer x) {
        return "Integer";
    }

    static String w3(Object o) {
        return "Object";
    }

    static String w3(String s) {
        return "String";
    }

    public static void main(String[] args) {
        System.out.println("sum() " + sum() + " sum(1) " + sum(1) + " sum(1,2,3) " + sum(1, 2, 3) + " sum(arr) " + sum(new int[] {4, 5}));
        System.out.println(join(", ", "a", 1, 2.5, "c", true, null));
        System.out.println(join("-"));
        byte b = 1;
        short s = 2;
        char c = 'c';
        System.out.println("which: " + which(b) + " " + which(s) + " " + which(c) + " " + which(5) + " " + which(5L) + " " + which(5f)
                + " " + which(Integer.valueOf(5)) + " " + which("str") + " " + which() + " " + which(1, 2));
        System.out.println("w2(5) " + w2(5) + " w3(null) " + w3(null) + " w3((Object) \"s\") " + w3((Object) "s"));
        Object[] arr = {"x", "y"};
        System.out.println("array passed as varargs " + join("+", arr) + " wrapped " + join("+", (Object) arr).startsWith("[Ljava.lang.Object;"));
    }
}
