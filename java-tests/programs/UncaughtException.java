/** An uncaught exception ends the program with exit code 1; output printed before it must appear on stdout. */
public class UncaughtException {
    static class Boom extends RuntimeException {
        Boom(String m) {
            super(m);
        }
    }

    static void deeper(int n) {
        if (n == 0) {
            throw new Boom("boom at depth zero");
        }
        deeper(n - 1);
    }

    public static void main(String[] args) {
        System.out.println("before the exception");
        int sum = 0;
        for (int i = 0; i < 10; i++) {
            sum += i;
        }
        System.out.println("sum " + sum);
        try {
            deeper(3);
        } finally {
            System.out.println("finally runs before the uncaught exception escapes");
        }
        System.out.println("not reached");
    }
}
