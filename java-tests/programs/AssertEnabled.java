// rjvm-test: jvm=-ea
/** assert with -ea: failing asserts throw AssertionError with the detail message converted to a string (String, int, long, char, Object, null, Throwable cause), side effects run. */
public class AssertEnabled {
    static int sideEffects;
    static boolean bump() { sideEffects++; return true; }

    static class Nested {
        static String check(int x) {
            try { assert x > 0 : "x must be positive but was " + x; return "ok " + x; }
            catch (AssertionError e) { return "nested: " + e.getMessage(); }
        }
    }

    public static void main(String[] args) {
        System.out.println("desiredAssertionStatus " + AssertEnabled.class.desiredAssertionStatus());
        assert bump();
        assert bump() : "unused";
        System.out.println("side effects " + sideEffects);
        try { assert 1 > 2; System.out.println("not thrown"); }
        catch (AssertionError e) { System.out.println("no message: " + e.getMessage() + " class " + e.getClass().getName()); }
        try { assert false : "text message"; }
        catch (AssertionError e) { System.out.println("string: " + e.getMessage()); }
        try { assert false : 42; }
        catch (AssertionError e) { System.out.println("int: " + e.getMessage()); }
        try { assert false : 1L << 40; }
        catch (AssertionError e) { System.out.println("long: " + e.getMessage()); }
        try { assert false : 'c'; }
        catch (AssertionError e) { System.out.println("char: " + e.getMessage()); }
        try { assert false : 2.5; }
        catch (AssertionError e) { System.out.println("double: " + e.getMessage()); }
        try { assert false : 1.25f; }
        catch (AssertionError e) { System.out.println("float: " + e.getMessage()); }
        try { assert false : true; }
        catch (AssertionError e) { System.out.println("boolean: " + e.getMessage()); }
        try { Object o = null; assert false : o; }
        catch (AssertionError e) { System.out.println("null: " + e.getMessage()); }
        try { assert false : new StringBuilder("builder"); }
        catch (AssertionError e) { System.out.println("object: " + e.getMessage()); }
        try { assert false : new IllegalStateException("cause"); }
        catch (AssertionError e) { System.out.println("throwable: " + e.getMessage() + " cause=" + (e.getCause() == null ? "null" : e.getCause().getMessage())); }
        System.out.println(Nested.check(5));
        System.out.println(Nested.check(-3));
        AssertionError direct = new AssertionError("direct");
        System.out.println("constructed: " + direct.getMessage() + " isError " + (direct instanceof Error));
        int n = 0;
        for (int i = 0; i < 10; i++) {
            try { assert i % 3 != 0 : i; n++; } catch (AssertionError e) { n += 100; }
        }
        System.out.println("loop " + n);
        assert false : "uncaught assertion at the end";
    }
}
