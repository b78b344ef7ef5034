/** An exception in a static initializer gives ExceptionInInitializerError; later uses give NoClassDefFoundError. */
public class StaticInitFailure {
    static class Fragile {
        static int value;

        static {
            System.out.println("Fragile static init running");
            if (alwaysTrue()) {
                throw new IllegalStateException("static init failed");
            }
            value = 1;
        }

        static boolean alwaysTrue() {
            return true;
        }

        static int get() {
            return value;
        }
    }

    static class DivInit {
        static int ratio = 10 / zero();

        static int zero() {
            return 0;
        }
    }

    static class GoodInit {
        static int value = 99;

        static {
            System.out.println("GoodInit static init running");
        }
    }

    static class ErrorInit {
        static {
            if (GoodInit.value > 0) {
                throw new AssertionError("error thrown directly");
            }
        }

        static int x;
    }

    public static void main(String[] args) {
        try {
            System.out.println(Fragile.get());
        } catch (ExceptionInInitializerError e) {
            System.out.println("first use: " + e.getClass().getName());
            System.out.println("message: " + e.getMessage());
            System.out.println("cause: " + e.getCause());
        }
        try {
            System.out.println(Fragile.get());
        } catch (NoClassDefFoundError e) {
            System.out.println("second use: " + e.getClass().getName());
        }
        try {
            new Fragile();
        } catch (NoClassDefFoundError e) {
            System.out.println("third use (new): " + e.getClass().getName());
        }
        try {
            Fragile.value = 3;
        } catch (NoClassDefFoundError e) {
            System.out.println("fourth use (putstatic): " + e.getClass().getName());
        }
        try {
            System.out.println(DivInit.ratio);
        } catch (ExceptionInInitializerError e) {
            System.out.println("DivInit: cause " + e.getCause());
        }
        try {
            System.out.println(DivInit.ratio);
        } catch (Throwable e) {
            System.out.println("DivInit again: " + e.getClass().getName());
        }
        try {
            System.out.println(ErrorInit.x);
        } catch (ExceptionInInitializerError e) {
            System.out.println("unexpected wrap");
        } catch (AssertionError e) {
            System.out.println("Error is not wrapped: " + e);
        }
        try {
            System.out.println(ErrorInit.x);
        } catch (NoClassDefFoundError e) {
            System.out.println("ErrorInit again: " + e.getClass().getName());
        }
        System.out.println("GoodInit.value " + GoodInit.value);
        System.out.println("program continues normally");
    }
}
