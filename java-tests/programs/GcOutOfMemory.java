// rjvm-test: jvm=-Xmx16m
import java.util.ArrayList;

/** A data structure larger than the heap ends in a caught OutOfMemoryError; afterwards the program allocates normally again. */
public class GcOutOfMemory {
    public static void main(String[] args) {
        ArrayList<long[]> hog = new ArrayList<>();
        try {
            while (true) {
                hog.add(new long[64 * 1024]);
            }
        } catch (OutOfMemoryError e) {
            boolean filled = hog.size() > 10;
            hog = null;
            System.out.println("caught " + e.getClass().getName() + ": " + e.getMessage() + "; filled " + filled);
        }
        try {
            int[] huge = new int[Integer.MAX_VALUE - 8];
            System.out.println("allocated " + huge.length);
        } catch (OutOfMemoryError e) {
            System.out.println("huge array: " + e.getClass().getName());
        }
        long sum = 0;
        for (int i = 0; i < 100; i++) {
            sum += new int[10000].length;
        }
        System.out.println("recovered, allocated " + sum + " ints");
    }
}
