/**
 * An exception in a static initializer gives ExceptionInInitializerError; later uses give
 * NoClassDefFoundError, whose cause (since JDK 17) is an ExceptionInInitializerError naming
 * what the initializer threw and in which thread, with its stack trace.
 */
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

    static class NoMessageInit {
        static int x = Integer.parseInt("1") + (NoMessageInit.class.getName().isEmpty() ? 0 : thrower());

        static int thrower() {
            throw new UnsupportedOperationException();
        }
    }

    static void describe(NoClassDefFoundError e) {
        System.out.println("  message: " + e.getMessage());
        Throwable cause = e.getCause();
        System.out.println("  cause: " + cause);
        if (cause != null) {
            System.out.println("  cause's cause: " + cause.getCause());
            StackTraceElement[] st = cause.getStackTrace();
            System.out.println("  thrown at: " + st[0].getClassName() + "." + st[0].getMethodName());
        }
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
            describe(e);
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
            describe(e);
        }
        Thread worker = new Thread(new Runnable() {
            public void run() {
                try {
                    System.out.println(NoMessageInit.x);
                } catch (ExceptionInInitializerError e) {
                    System.out.println("in worker: " + e.getCause());
                }
            }
        }, "init-worker");
        worker.start();
        try {
            worker.join();
        } catch (InterruptedException e) {
            throw new AssertionError(e);
        }
        try {
            System.out.println(NoMessageInit.x);
        } catch (NoClassDefFoundError e) {
            describe(e);
        }
        System.out.println("GoodInit.value " + GoodInit.value);
        System.out.println("program continues normally");
    }
}
