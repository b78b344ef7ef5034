/** Exceptions unwinding through many frames with finally blocks, constructors that throw, handlers that throw, and re-entry. */
public class ExceptionUnwind {
    static StringBuilder log = new StringBuilder();

    static class Resource {
        final String name;

        Resource(String name, boolean fail) {
            if (fail) {
                throw new IllegalStateException("cannot open " + name);
            }
            this.name = name;
            log.append("open(").append(name).append(") ");
        }

        void close() {
            log.append("close(").append(name).append(") ");
        }
    }

    static int down(int n, int throwAt) {
        Resource r = new Resource("r" + n, false);
        try {
            if (n == throwAt) {
                throw new ArithmeticException("thrown at " + n);
            }
            if (n == 0) {
                return 0;
            }
            return down(n - 1, throwAt) + 1;
        } finally {
            r.close();
        }
    }

    static int catchInMiddle(int n) {
        if (n == 0) {
            throw new UnsupportedOperationException("bottom");
        }
        if (n == 3) {
            try {
                return catchInMiddle(n - 1);
            } catch (UnsupportedOperationException e) {
                log.append("caught-at-3 ");
                return -100;
            }
        }
        return catchInMiddle(n - 1) + 1;
    }

    static void handlerThrows() {
        try {
            throw new IllegalArgumentException("first");
        } catch (IllegalArgumentException e) {
            log.append("handler ");
            throw new IllegalStateException("from handler: " + e.getMessage());
        }
    }

    static String exceptionTypes(int kind) {
        try {
            switch (kind) {
                case 0:
                    return "none";
                case 1:
                    throw new ArithmeticException("arith");
                case 2:
                    int[] a = new int[1];
                    return "" + a[kind];
                case 3:
                    Object o = "s";
                    return "" + (Integer) o;
                case 4:
                    throw new Error("err");
                default:
                    throw new RuntimeException("rt");
            }
        } catch (ArithmeticException e) {
            return "ArithmeticException";
        } catch (ArrayIndexOutOfBoundsException e) {
            return "AIOOBE";
        } catch (RuntimeException e) {
            return "RuntimeException(" + e.getClass().getName() + ")";
        } catch (Throwable t) {
            return "Throwable(" + t.getMessage() + ")";
        }
    }

    public static void main(String[] args) {
        System.out.println("down(3, -1) = " + down(3, -1));
        System.out.println(log);
        log.setLength(0);
        try {
            down(4, 1);
        } catch (ArithmeticException e) {
            System.out.println("caught " + e.getMessage());
        }
        System.out.println(log);
        log.setLength(0);
        System.out.println("catchInMiddle(6) = " + catchInMiddle(6) + " " + log);
        log.setLength(0);
        try {
            handlerThrows();
        } catch (IllegalStateException e) {
            System.out.println("handlerThrows -> " + e.getMessage() + " " + log);
        }
        log.setLength(0);
        try {
            Resource ok = new Resource("ok", false);
            Resource bad = new Resource("bad", true);
            System.out.println("not reached " + ok + bad);
        } catch (IllegalStateException e) {
            System.out.println("constructor threw: " + e.getMessage() + " " + log);
        }
        for (int k = 0; k <= 5; k++) {
            System.out.println("exceptionTypes(" + k + ") = " + exceptionTypes(k));
        }
        int total = 0;
        for (int i = 0; i < 200; i++) {
            try {
                total += down(5, i % 7);
            } catch (ArithmeticException e) {
                total -= 1;
            }
        }
        System.out.println("total " + total + " log length " + log.length());
    }
}
