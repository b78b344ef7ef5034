/** Throwing and catching: a preallocated exception through two frames, and a new one each time. */
public class Exceptions {
    static final RuntimeException SHARED = new RuntimeException("shared");

    static int thrower(int i) {
        if ((i & 1) == 0) {
            throw SHARED;
        }
        return inner(i);
    }

    static int inner(int i) {
        if (i % 3 == 0) {
            throw new IllegalStateException();
        }
        return i;
    }

    public static void main(String[] args) {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 200_000;
        long caught = 0, sum = 0;
        for (int i = 0; i < n; i++) {
            try {
                sum += thrower(i);
            } catch (RuntimeException e) {
                caught++;
            }
        }
        System.out.println("exceptions " + caught + " " + sum);
    }
}
