/** try-with-resources: close order, suppressed exceptions (getSuppressed), exceptions in close only, null resources, nested resources, catch and finally ordering, addSuppressed rules. */
public class TryWithResources {
    static StringBuilder log = new StringBuilder();

    static class Res implements AutoCloseable {
        final String name; final boolean failClose;
        Res(String name, boolean failClose) { this.name = name; this.failClose = failClose; log.append("open ").append(name).append("; "); }
        Res(String name) { this(name, false); }
        void use(boolean fail) { log.append("use ").append(name).append("; "); if (fail) throw new IllegalStateException("use " + name); }
        @Override public void close() { log.append("close ").append(name).append("; "); if (failClose) throw new IllegalArgumentException("close " + name); }
    }
    static class Checked implements AutoCloseable {
        public void close() throws Exception { throw new Exception("checked close"); }
    }
    static class FailingOpen implements AutoCloseable {
        FailingOpen() { throw new UnsupportedOperationException("cannot open"); }
        public void close() { log.append("never closed; "); }
    }

    static void flush(String title) { System.out.println(title + ": " + log.toString().trim()); log.setLength(0); }

    static void report(Throwable t) {
        System.out.println("  caught " + t.getClass().getName() + ": " + t.getMessage());
        Throwable[] sup = t.getSuppressed();
        System.out.println("  suppressed count " + sup.length);
        for (Throwable s : sup) System.out.println("  suppressed " + s.getClass().getName() + ": " + s.getMessage() + " (own suppressed " + s.getSuppressed().length + ")");
    }

    public static void main(String[] args) throws Exception {
        try (Res a = new Res("A"); Res b = new Res("B"); Res c = new Res("C")) {
            a.use(false); b.use(false); c.use(false);
        }
        flush("normal order");

        try (Res a = new Res("A", true); Res b = new Res("B", true)) {
            b.use(true);
        } catch (IllegalStateException e) {
            report(e);
        } finally {
            log.append("finally; ");
        }
        flush("body and both closes fail");

        try (Res a = new Res("A", true); Res b = new Res("B")) {
            b.use(false);
        } catch (IllegalArgumentException e) {
            report(e);
        }
        flush("close only fails");

        try (Res a = new Res("A", true); Res b = new Res("B", true)) {
            a.use(false);
        } catch (IllegalArgumentException e) {
            report(e);
        }
        flush("two closes fail, body ok");

        try (Res a = null) {
            log.append("body with null resource; ");
        }
        flush("null resource");

        try (Res a = new Res("A"); FailingOpen f = new FailingOpen(); Res c = new Res("C")) {
            log.append("unreachable body; ");
        } catch (UnsupportedOperationException e) {
            report(e);
        }
        flush("second resource fails to open");

        try (Checked ch = new Checked()) {
            log.append("checked body; ");
        } catch (Exception e) {
            report(e);
        }
        flush("checked close");

        try (Res outer = new Res("outer", true)) {
            try (Res inner = new Res("inner", true)) {
                inner.use(true);
            }
        } catch (RuntimeException e) {
            report(e);
        }
        flush("nested");

        Res pre = new Res("pre");
        try (Res alias = pre) {
            alias.use(false);
        }
        flush("existing variable");

        Throwable t = new Exception("primary");
        t.addSuppressed(new Error("s1"));
        t.addSuppressed(new RuntimeException("s2"));
        report(t);
        try {
            t.addSuppressed(t);
        } catch (IllegalArgumentException e) {
            System.out.println("self-suppression: " + e.getClass().getName() + ": " + e.getMessage());
        }
        try {
            t.addSuppressed(null);
        } catch (NullPointerException e) {
            System.out.println("null suppression: " + e.getClass().getName() + ": " + e.getMessage());
        }
        System.out.println("fresh exception suppressed: " + new RuntimeException().getSuppressed().length);

        int result = compute();
        flush("return value " + result);
    }

    static int compute() {
        try (Res r = new Res("R")) {
            return 42;
        } finally {
            log.append("finally after close; ");
        }
    }
}
