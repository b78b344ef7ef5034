/**
 * A method of another class that reads a class's statics, run by that class's static
 * initializer and, at the same time, by a second thread: the second thread must wait for
 * the initialization to end (JVMS 5.5) even though the initializing thread already ran
 * (and resolved) the same instructions, and so it sees the finished table.
 */
public class ClassInitShared {
    static class Table {
        static final int[] DATA = new int[64];
        static int filled;

        static {
            for (int i = 0; i < DATA.length; i++) {
                Helper.fill(i);
                Helper.total();
            }
        }
    }

    static class Helper {
        static void fill(int i) {
            Table.DATA[i] = i + 1;
            Table.filled++;
        }

        static long total() {
            long s = 0;
            for (int v : Table.DATA) {
                s += v;
            }
            return s * 1000 + Table.filled;
        }
    }

    public static void main(String[] args) throws Exception {
        final long[] seen = new long[3];
        Thread[] readers = new Thread[3];
        for (int i = 0; i < readers.length; i++) {
            final int id = i;
            readers[i] = new Thread(() -> {
                long spin = 0;
                for (int k = 0; k < 50 * (id + 1); k++) {
                    spin += k;
                }
                seen[id] = Helper.total() + (spin - spin);
            });
            readers[i].start();
        }
        System.out.println("filled " + Table.filled);
        for (Thread t : readers) {
            t.join();
        }
        for (int i = 0; i < seen.length; i++) {
            System.out.println("reader " + i + " saw " + seen[i]);
        }
    }
}
