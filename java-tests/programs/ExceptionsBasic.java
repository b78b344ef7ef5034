/** Exceptions: catching by type and supertype, custom exceptions with causes, getMessage/getCause/toString, propagation across frames. */
public class ExceptionsBasic {
    static class AppException extends Exception {
        final int code;

        AppException(String message, int code) {
            super(message);
            this.code = code;
        }

        AppException(String message, Throwable cause) {
            super(message, cause);
            this.code = -1;
        }
    }

    static class ValidationException extends AppException {
        ValidationException(String field) {
            super("invalid field " + field, 400);
        }
    }

    static class QuietException extends RuntimeException {
        QuietException() {
            super();
        }

        public String getMessage() {
            return "custom getMessage";
        }
    }

    static void validate(String field, int value) throws ValidationException {
        if (value < 0) {
            throw new ValidationException(field);
        }
    }

    static int level3(int x) {
        if (x == 0) {
            throw new IllegalArgumentException("x must not be zero");
        }
        return 100 / x;
    }

    static int level2(int x) {
        return level3(x) + 1;
    }

    static int level1(int x) throws AppException {
        try {
            return level2(x);
        } catch (IllegalArgumentException e) {
            throw new AppException("level1 failed", e);
        }
    }

    public static void main(String[] args) {
        try {
            validate("age", 5);
            System.out.println("age ok");
            validate("height", -1);
            System.out.println("not reached");
        } catch (ValidationException e) {
            System.out.println("caught ValidationException: " + e.getMessage() + " code " + e.code);
            System.out.println("toString: " + e);
        }
        try {
            System.out.println("level1(4) = " + level1(4));
            System.out.println("level1(0) = " + level1(0));
        } catch (AppException e) {
            System.out.println("caught: " + e);
            System.out.println("cause: " + e.getCause());
            System.out.println("cause message: " + e.getCause().getMessage());
            System.out.println("cause class: " + e.getCause().getClass().getName());
            System.out.println("cause of cause: " + e.getCause().getCause());
        }
        Throwable t = new RuntimeException(new IllegalStateException("inner"));
        System.out.println("wrapped message: " + t.getMessage());
        System.out.println("wrapped: " + t);
        Throwable plain = new Exception();
        System.out.println("no message: " + plain.getMessage() + " | " + plain);
        System.out.println("quiet: " + new QuietException());
        Error err = new Error("an error");
        System.out.println("error: " + err + " is Throwable " + (err instanceof Throwable));
        Throwable withCause = new Exception("outer");
        withCause.initCause(new ArithmeticException("root"));
        System.out.println("initCause: " + withCause.getCause());
        try {
            throw new UnsupportedOperationException("nope");
        } catch (IllegalStateException e) {
            System.out.println("wrong handler");
        } catch (RuntimeException e) {
            System.out.println("caught as RuntimeException: " + e);
        }
        try {
            Object o = null;
            o.hashCode();
        } catch (ArithmeticException | NullPointerException e) {
            System.out.println("multi-catch: " + e.getClass().getName());
        }
        int caught = 0;
        for (int i = 0; i < 1000; i++) {
            try {
                if (i % 3 == 0) {
                    throw new IllegalArgumentException("i=" + i);
                }
            } catch (IllegalArgumentException e) {
                caught++;
            }
        }
        System.out.println("caught in loop " + caught);
        try {
            rethrow();
        } catch (Exception e) {
            System.out.println("rethrown: " + e.getMessage());
        }
        try {
            throw new StackOverflowError("fake");
        } catch (VirtualMachineError e) {
            System.out.println("VirtualMachineError: " + e);
        }
        try {
            throwNull();
        } catch (NullPointerException e) {
            System.out.println("throw null gives " + e.getClass().getName());
        }
        String[] names = {"java.lang.ArithmeticException", "java.lang.ClassCastException", "java.lang.IllegalMonitorStateException",
                "java.lang.NumberFormatException", "java.lang.IndexOutOfBoundsException"};
        Throwable[] ts = {new ArithmeticException("a"), new ClassCastException("b"), new IllegalMonitorStateException("c"),
                new NumberFormatException("d"), new IndexOutOfBoundsException("e")};
        for (int i = 0; i < ts.length; i++) {
            System.out.println(ts[i] + " name ok " + ts[i].getClass().getName().equals(names[i]) + " runtime " + (ts[i] instanceof RuntimeException));
        }
        System.out.println("IAE is RuntimeException " + (new NumberFormatException() instanceof IllegalArgumentException));
    }

    static void rethrow() throws Exception {
        try {
            throw new Exception("original");
        } catch (Exception e) {
            throw e;
        }
    }

    static void throwNull() {
        RuntimeException r = null;
        throw r;
    }
}
