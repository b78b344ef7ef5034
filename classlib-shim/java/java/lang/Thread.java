package java.lang;

/**
 * A thread of execution (rjvm shim; minimal until threads are implemented). The VM creates
 * the main thread by allocating a Thread and running the {@code Thread(String)} constructor
 * with "main" before any user code.
 */
public class Thread implements Runnable {
    public static final int MIN_PRIORITY = 1;
    public static final int NORM_PRIORITY = 5;
    public static final int MAX_PRIORITY = 10;

    private static int threadInitNumber;
    private static long threadSeqNumber;

    private volatile String name;
    private int priority;
    private boolean daemon;
    private final long tid;
    private Runnable target;
    private boolean started;
    private volatile boolean interrupted;
    private volatile UncaughtExceptionHandler uncaughtExceptionHandler;
    private static volatile UncaughtExceptionHandler defaultUncaughtExceptionHandler;
    /** This thread's values of {@link ThreadLocal} variables (null until it sets one). */
    java.util.IdentityHashMap<ThreadLocal<?>, Object> threadLocals;
    /** This thread's values of {@link InheritableThreadLocal} variables (null until one is set). */
    java.util.IdentityHashMap<ThreadLocal<?>, Object> inheritableThreadLocals;

    /** Handler for a thread terminated by an uncaught exception. */
    @FunctionalInterface
    public interface UncaughtExceptionHandler {
        void uncaughtException(Thread t, Throwable e);
    }

    private static synchronized int nextThreadNum() {
        return threadInitNumber++;
    }

    private static synchronized long nextThreadID() {
        return ++threadSeqNumber;
    }

    public Thread() {
        this(null, "Thread-" + nextThreadNum());
    }

    public Thread(Runnable target) {
        this(target, "Thread-" + nextThreadNum());
    }

    public Thread(String name) {
        this(null, name);
    }

    public Thread(Runnable target, String name) {
        if (name == null) {
            throw new NullPointerException("'name' is null");
        }
        this.name = name;
        this.target = target;
        this.tid = nextThreadID();
        Thread parent = (tid == 1) ? null : currentThread();
        if (parent != null) {
            this.priority = parent.getPriority();
            this.daemon = parent.isDaemon();
            if (parent.inheritableThreadLocals != null) {
                this.inheritableThreadLocals = ThreadLocal.inherited(parent.inheritableThreadLocals);
            }
        } else {
            this.priority = NORM_PRIORITY;
        }
    }

    public static native Thread currentThread();

    public static native void yield();

    public static native void sleep(long millis) throws InterruptedException;

    public static void sleep(long millis, int nanos) throws InterruptedException {
        if (millis < 0) {
            throw new IllegalArgumentException("timeout value is negative");
        }
        if (nanos < 0 || nanos > 999999) {
            throw new IllegalArgumentException("nanosecond timeout value out of range");
        }
        if (nanos > 0 && millis < Long.MAX_VALUE) {
            millis++;
        }
        sleep(millis);
    }

    private native void start0();

    public final native boolean isAlive();

    /** What a thread is doing, as {@link #getState} reports it. */
    public enum State {
        /** Not yet started. */
        NEW,
        /** Running or ready to run. */
        RUNNABLE,
        /** Waiting to enter a monitor (also after a wait, to take the monitor back). */
        BLOCKED,
        /** In wait() or join() without a timeout. */
        WAITING,
        /** In sleep() or a timed wait() or join(). */
        TIMED_WAITING,
        /** Finished. */
        TERMINATED
    }

    /** This thread's state, from the VM's scheduler. */
    public State getState() {
        return State.values()[state0()];
    }

    /** The ordinal of this thread's {@link State}. */
    private native int state0();

    public synchronized void start() {
        if (started) {
            throw new IllegalThreadStateException();
        }
        started = true;
        start0();
    }

    public void run() {
        if (target != null) {
            target.run();
        }
    }

    public final void join() throws InterruptedException {
        join(0);
    }

    /** Waits on this Thread object; the VM calls notifyAll on it when the thread terminates. */
    public final synchronized void join(long millis) throws InterruptedException {
        if (millis < 0) {
            throw new IllegalArgumentException("timeout value is negative");
        }
        if (millis == 0) {
            while (isAlive()) {
                wait(0);
            }
        } else {
            long start = vmClockMillis();
            long remaining = millis;
            while (isAlive() && remaining > 0) {
                wait(remaining);
                remaining = millis - (vmClockMillis() - start);
            }
        }
    }

    public void interrupt() {
        interrupted = true;
        interrupt0();
    }

    /** Wakes this thread with an InterruptedException if it sleeps or waits. */
    private native void interrupt0();

    /** The VM's clock for timed waits (virtual unless real-time sleeping is on). */
    static native long vmClockMillis();

    public boolean isInterrupted() {
        return interrupted;
    }

    public static boolean interrupted() {
        Thread t = currentThread();
        boolean was = t.interrupted;
        t.interrupted = false;
        return was;
    }

    public final String getName() {
        return name;
    }

    public final synchronized void setName(String name) {
        if (name == null) {
            throw new NullPointerException("name cannot be null");
        }
        this.name = name;
    }

    public long getId() {
        return tid;
    }

    public final boolean isDaemon() {
        return daemon;
    }

    public final void setDaemon(boolean on) {
        if (started && isAlive()) {
            throw new IllegalThreadStateException();
        }
        daemon = on;
    }

    public final int getPriority() {
        return priority;
    }

    public final void setPriority(int newPriority) {
        if (newPriority > MAX_PRIORITY || newPriority < MIN_PRIORITY) {
            throw new IllegalArgumentException();
        }
        priority = newPriority;
    }

    public UncaughtExceptionHandler getUncaughtExceptionHandler() {
        return uncaughtExceptionHandler;
    }

    public void setUncaughtExceptionHandler(UncaughtExceptionHandler eh) {
        uncaughtExceptionHandler = eh;
    }

    public static UncaughtExceptionHandler getDefaultUncaughtExceptionHandler() {
        return defaultUncaughtExceptionHandler;
    }

    public static void setDefaultUncaughtExceptionHandler(UncaughtExceptionHandler eh) {
        defaultUncaughtExceptionHandler = eh;
    }

    public StackTraceElement[] getStackTrace() {
        StackTraceElement[] st = new Throwable().getStackTrace();
        return st;
    }

    public static void dumpStack() {
        new Exception("Stack trace").printStackTrace();
    }

    /**
     * Called by the VM (on the dying thread) when run()/main ends with an uncaught exception.
     * Prints like HotSpot: {@code Exception in thread "main" } followed by the stack trace.
     */
    private void dispatchUncaughtException(Throwable e) {
        UncaughtExceptionHandler h = uncaughtExceptionHandler;
        if (h == null) {
            h = defaultUncaughtExceptionHandler;
        }
        if (h != null) {
            h.uncaughtException(this, e);
            return;
        }
        if (e instanceof ThreadDeath) {
            return;
        }
        System.err.print("Exception in thread \"" + getName() + "\" ");
        e.printStackTrace(System.err);
    }

    public String toString() {
        return "Thread[" + getName() + "," + getPriority() + ",main]";
    }
}
