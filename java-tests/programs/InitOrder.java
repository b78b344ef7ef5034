/** Initialization order: static blocks, instance initializers, field initializers, constructor chaining, overridden calls from super constructors. */
public class InitOrder {
    static void log(String s) {
        System.out.println(s);
    }

    static class Parent {
        static {
            log("Parent static block");
        }

        static int parentStatic = initStatic("Parent.parentStatic");
        int parentField = initField("Parent.parentField", 10);

        {
            log("Parent instance block, parentField=" + parentField);
        }

        Parent() {
            this("default");
            log("Parent() done");
        }

        Parent(String tag) {
            log("Parent(String " + tag + ") start");
            describe();
            log("Parent(String) end");
        }

        void describe() {
            log("Parent.describe");
        }

        static int initStatic(String what) {
            log("init static " + what);
            return 1;
        }

        int initField(String what, int v) {
            log("init field " + what);
            return v;
        }
    }

    static class Child extends Parent {
        static {
            log("Child static block 1");
        }

        static final String CONSTANT = "compile-time";
        static String nonConstant = initString("Child.nonConstant");
        int childField = initField("Child.childField", 42);
        String childName = "child";
        int plain;

        static {
            log("Child static block 2");
        }

        {
            log("Child instance block, childField=" + childField);
        }

        Child() {
            super();
            log("Child() body, childField=" + childField);
        }

        Child(int p) {
            this();
            plain = p;
            log("Child(int) body, plain=" + plain);
        }

        void describe() {
            log("Child.describe sees childField=" + childField + " childName=" + childName + " CONSTANT=" + CONSTANT);
        }

        static String initString(String what) {
            log("init static " + what);
            return what;
        }
    }

    static class Chain {
        final int a;
        final int b;
        final String c;

        Chain() {
            this(1);
            log("Chain()");
        }

        Chain(int a) {
            this(a, a * 2);
            log("Chain(int)");
        }

        Chain(int a, int b) {
            this(a, b, "c" + (a + b));
            log("Chain(int,int)");
        }

        Chain(int a, int b, String c) {
            this.a = a;
            this.b = b;
            this.c = c;
            log("Chain(int,int,String) " + a + " " + b + " " + c);
        }
    }

    public static void main(String[] args) {
        log("main start");
        log("constant " + Child.CONSTANT);
        log("-- first Child");
        new Child();
        log("-- second Child");
        Child c = new Child(7);
        log("plain=" + c.plain + " nonConstant=" + Child.nonConstant);
        log("-- chain");
        Chain ch = new Chain();
        log("chain " + ch.a + " " + ch.b + " " + ch.c);
        log("main end");
    }
}
