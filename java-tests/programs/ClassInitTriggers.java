/** Class initialization triggers: static field read/write, static method call, new, subclass init, but not compile-time constants or array creation. */
public class ClassInitTriggers {
    static class ByField {
        static {
            System.out.println("init ByField");
        }

        static int value = 5;
    }

    static class ByWrite {
        static {
            System.out.println("init ByWrite");
        }

        static int value;
    }

    static class ByMethod {
        static {
            System.out.println("init ByMethod");
        }

        static int get() {
            return 7;
        }
    }

    static class ByNew {
        static {
            System.out.println("init ByNew");
        }
    }

    static class Constants {
        static {
            System.out.println("init Constants (should not appear before its non-constant use)");
        }

        static final int INT_CONST = 42;
        static final String STR_CONST = "const";
        static final long LONG_CONST = 1L << 40;
        static final Integer BOXED = Integer.valueOf(9);
    }

    static class ArrayOnly {
        static {
            System.out.println("init ArrayOnly (should not appear)");
        }
    }

    static class Super {
        static {
            System.out.println("init Super");
        }

        static int superField = 1;
    }

    static class Sub extends Super {
        static {
            System.out.println("init Sub");
        }

        static int subField = 2;
    }

    interface Iface {
        int ICONST = 100;
        Object NON_CONST = ClassInitTriggers.note("Iface.NON_CONST");
    }

    static class Impl implements Iface {
        static {
            System.out.println("init Impl");
        }
    }

    static class Once {
        static int count;

        static {
            count++;
            System.out.println("init Once " + count);
        }

        static void touch() {
        }
    }

    static class SelfRef {
        static int a = 1;
        static int b = SelfRef.a + 1;
        static final int C;

        static {
            System.out.println("init SelfRef a=" + a + " b=" + b);
            C = b * 10;
        }
    }

    static Object note(String s) {
        System.out.println("init " + s);
        return s;
    }

    public static void main(String[] args) {
        System.out.println("main start");
        System.out.println("constants: " + Constants.INT_CONST + " " + Constants.STR_CONST + " " + Constants.LONG_CONST);
        ArrayOnly[] arr = new ArrayOnly[3];
        System.out.println("array created, length " + arr.length);
        System.out.println("reading ByField");
        System.out.println("value " + ByField.value);
        System.out.println("writing ByWrite");
        ByWrite.value = 3;
        System.out.println("calling ByMethod");
        System.out.println("got " + ByMethod.get());
        System.out.println("creating ByNew");
        new ByNew();
        new ByNew();
        System.out.println("boxed constant is not a compile-time constant");
        System.out.println("boxed " + Constants.BOXED);
        System.out.println("reading Sub.superField through Sub");
        System.out.println("superField " + Sub.superField);
        System.out.println("reading Sub.subField");
        System.out.println("subField " + Sub.subField);
        System.out.println("creating Impl (does not init Iface)");
        new Impl();
        System.out.println("ICONST " + Iface.ICONST);
        System.out.println("reading Iface.NON_CONST");
        System.out.println("NON_CONST " + Iface.NON_CONST);
        Once.touch();
        Once.touch();
        System.out.println("Once.count " + Once.count);
        System.out.println("SelfRef.C " + SelfRef.C);
        System.out.println("main end");
    }
}
