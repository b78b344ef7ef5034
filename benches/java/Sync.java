/** Uncontended monitors: synchronized methods and synchronized blocks. */
public class Sync {
    private int count;
    private final Object lock = new Object();

    synchronized void inc() { count++; }

    void incBlock() {
        synchronized (lock) {
            count++;
        }
    }

    public static void main(String[] args) {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 2_000_000;
        Sync s = new Sync();
        for (int i = 0; i < n; i++) {
            s.inc();
            s.incBlock();
        }
        System.out.println("sync " + s.count);
    }
}
