import java.util.function.*;

/** Java 9+ private and private static interface methods called from default and static methods, from lambdas inside interfaces, and in generic interfaces; nestmate private access between nested types. */
public class PrivateInterfaceMethods {
    interface Logger {
        String name();
        default String info(String msg) { return format("INFO", msg); }
        default String warn(String msg) { return format("WARN", msg) + suffix(); }
        private String format(String level, String msg) { return "[" + level + "] " + name() + ": " + decorate(msg); }
        private static String decorate(String s) { return s.isEmpty() ? "<empty>" : s; }
        private String suffix() { return " (" + counter() + ")"; }
        private int counter() { return name().length(); }
        static Logger named(String n) { return check(n) ? () -> n : () -> "anonymous"; }
        private static boolean check(String n) { return n != null && !n.isBlank(); }
    }
    interface Validator<T> {
        boolean test(T t);
        default Validator<T> and(Validator<T> other) { return t -> both(t, other); }
        private boolean both(T t, Validator<T> other) { return test(t) && other.test(t); }
        default Supplier<String> explain(T t) { return () -> describe(t); }
        private String describe(T t) { return t + " -> " + (test(t) ? "valid" : "invalid"); }
        static <T> Validator<T> not(Validator<T> v) { return t -> negate(v, t); }
        private static <T> boolean negate(Validator<T> v, T t) { return !v.test(t); }
    }
    static class Outer {
        private int secret = 5;
        private static String hidden() { return "hidden"; }
        static class A { private int a = 1; private int peek(Outer o) { return o.secret + new B().b; } }
        static class B { private int b = 2; private String call() { return hidden() + new A().a; } }
        class C { private String both() { return new A().peek(Outer.this) + "/" + new B().call() + "/" + secret; } }
        String run() { return new C().both() + " " + new A().a + new B().b; }
    }

    public static void main(String[] args) {
        Logger log = Logger.named("core");
        System.out.println(log.info("started"));
        System.out.println(log.warn(""));
        System.out.println(Logger.named("  ").info("blank name"));
        System.out.println(Logger.named(null).warn("null name"));
        Logger custom = new Logger() { public String name() { return "custom-logger"; } };
        System.out.println(custom.warn("anon"));
        Validator<Integer> positive = x -> x > 0;
        Validator<Integer> even = x -> x % 2 == 0;
        Validator<Integer> posEven = positive.and(even);
        Validator<Integer> notPos = Validator.not(positive);
        for (int v : new int[] {-2, -1, 0, 1, 2, 10}) System.out.println(v + ": posEven=" + posEven.test(v) + " notPos=" + notPos.test(v) + " " + posEven.explain(v).get());
        Validator<String> nonEmpty = s -> !s.isEmpty();
        System.out.println(nonEmpty.and(s -> s.length() < 4).explain("abc").get() + " | " + nonEmpty.and(s -> s.length() < 4).explain("abcd").get());
        System.out.println(new Outer().run());
        System.out.println("nest host " + Outer.A.class.getName());
    }
}
