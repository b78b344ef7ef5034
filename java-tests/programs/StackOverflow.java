/** Deep recursion ends in a StackOverflowError that can be caught; the program continues afterwards. */
public class StackOverflow {
    static int depth;

    static void recurse() {
        depth++;
        recurse();
    }

    static long recurseWithLocals(long a, long b, double c) {
        long x = a + b;
        double y = c * 2;
        return recurseWithLocals(x, (long) y, y) + 1;
    }

    static int mutualA(int n) {
        return mutualB(n + 1) + 1;
    }

    static int mutualB(int n) {
        return mutualA(n + 1) + 1;
    }

    public static void main(String[] args) {
        System.out.println("start");
        try {
            recurse();
            System.out.println("not reached");
        } catch (StackOverflowError e) {
            System.out.println("caught SOE");
        }
        System.out.println("depth positive: " + (depth > 1000));
        try {
            recurseWithLocals(1, 2, 3.0);
        } catch (StackOverflowError e) {
            System.out.println("caught SOE with locals " + e.getClass().getName());
        }
        try {
            mutualA(0);
        } catch (Error e) {
            System.out.println("caught as Error: " + (e instanceof StackOverflowError) + " " + (e instanceof VirtualMachineError));
        }
        int ok = 0;
        for (int round = 0; round < 3; round++) {
            depth = 0;
            try {
                recurse();
            } catch (StackOverflowError e) {
                ok++;
            }
        }
        System.out.println("recovered " + ok + " times");
        String s = "";
        for (int i = 0; i < 5; i++) {
            s = s + i;
        }
        System.out.println("program continues: " + s);
    }
}
