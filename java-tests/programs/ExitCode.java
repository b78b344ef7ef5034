/** System.exit with a non-zero status after output; code after exit and finally blocks do not run. */
public class ExitCode {
    public static void main(String[] args) {
        System.out.println("about to exit with 3");
        try {
            compute();
        } finally {
            System.out.println("finally must not run after System.exit");
        }
    }

    static void compute() {
        int x = 0;
        for (int i = 0; i < 10; i++) {
            x += i;
        }
        System.out.println("x=" + x);
        if (x == 45) {
            System.exit(3);
        }
        System.out.println("not reached");
    }
}
