/** synchronized methods and blocks on a single thread: reentrancy, nesting, and monitors released on exceptions. */
public class SyncBlocks {
    private int value;
    private static int staticValue;
    private final Object lock = new Object();

    synchronized void inc() {
        value++;
    }

    synchronized void incTwice() {
        inc();
        inc();
    }

    static synchronized void staticInc() {
        staticValue++;
    }

    int nested() {
        synchronized (lock) {
            synchronized (this) {
                synchronized (lock) {
                    value += 10;
                }
            }
        }
        return value;
    }

    int throwInside() {
        try {
            synchronized (lock) {
                value += 100;
                if (value > 0) {
                    throw new IllegalStateException("inside sync");
                }
                value = -1;
            }
        } catch (IllegalStateException e) {
            System.out.println("caught " + e.getMessage());
        }
        synchronized (lock) {
            value += 1000;
        }
        return value;
    }

    synchronized int syncThrow(int x) {
        if (x < 0) {
            throw new IllegalArgumentException("negative " + x);
        }
        return x;
    }

    public static void main(String[] args) {
        SyncBlocks s = new SyncBlocks();
        for (int i = 0; i < 1000; i++) {
            s.inc();
            if (i % 2 == 0) {
                s.incTwice();
            }
            staticInc();
        }
        System.out.println("value " + s.value + " static " + staticValue);
        System.out.println("nested " + s.nested());
        System.out.println("throwInside " + s.throwInside());
        try {
            s.syncThrow(-5);
        } catch (IllegalArgumentException e) {
            System.out.println("sync method threw " + e.getMessage());
        }
        System.out.println("still usable " + s.syncThrow(7));
        String str = "lock on string";
        synchronized (str) {
            synchronized (SyncBlocks.class) {
                System.out.println("locked on class " + SyncBlocks.class.getName());
            }
        }
        Object nul = null;
        try {
            synchronized (nul) {
                System.out.println("not reached");
            }
        } catch (NullPointerException e) {
            System.out.println("synchronized(null) " + e.getClass().getName());
        }
        int[] arr = new int[1];
        synchronized (arr) {
            arr[0] = 5;
        }
        System.out.println("array lock " + arr[0]);
    }
}
