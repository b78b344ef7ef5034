/** The main class's own static initializer throws: HotSpot reports ExceptionInInitializerError and exits with 1. */
public class MainInitFails {
    static int value = compute();

    static int compute() {
        System.out.println("computing static value");
        int[] data = new int[2];
        return data[5];
    }

    public static void main(String[] args) {
        System.out.println("main must not run " + value);
    }
}
