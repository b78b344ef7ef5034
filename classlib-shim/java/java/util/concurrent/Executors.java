package java.util.concurrent;

/** Factories for executors and callables (rjvm shim; the pools are {@link ThreadPoolExecutor}s). */
public class Executors {
    private Executors() {
    }

    /** A pool of at most {@code n} worker threads sharing one unbounded queue. */
    public static ExecutorService newFixedThreadPool(int n) {
        return new ThreadPoolExecutor(n, n, 0L, TimeUnit.MILLISECONDS, new LinkedBlockingQueue<Runnable>());
    }

    /** A fixed pool whose threads come from {@code factory}. */
    public static ExecutorService newFixedThreadPool(int n, ThreadFactory factory) {
        return new ThreadPoolExecutor(n, n, 0L, TimeUnit.MILLISECONDS, new LinkedBlockingQueue<Runnable>(), factory);
    }

    /** A pool with one worker thread. */
    public static ExecutorService newSingleThreadExecutor() {
        return newFixedThreadPool(1);
    }

    /** A pool with one worker thread from {@code factory}. */
    public static ExecutorService newSingleThreadExecutor(ThreadFactory factory) {
        return newFixedThreadPool(1, factory);
    }

    /** A scheduled pool of {@code corePoolSize} workers. */
    public static ScheduledExecutorService newScheduledThreadPool(int corePoolSize) {
        return new ScheduledThreadPoolExecutor(corePoolSize);
    }

    /** A scheduled pool of {@code corePoolSize} workers made by {@code factory}. */
    public static ScheduledExecutorService newScheduledThreadPool(int corePoolSize, ThreadFactory factory) {
        return new ScheduledThreadPoolExecutor(corePoolSize, factory);
    }

    /** A scheduled pool of one worker. */
    public static ScheduledExecutorService newSingleThreadScheduledExecutor() {
        return new ScheduledThreadPoolExecutor(1);
    }

    /** A scheduled pool of one worker made by {@code factory}. */
    public static ScheduledExecutorService newSingleThreadScheduledExecutor(ThreadFactory factory) {
        return new ScheduledThreadPoolExecutor(1, factory);
    }

    /** A pool that starts a new thread whenever no worker is idle. */
    public static ExecutorService newCachedThreadPool() {
        return new ThreadPoolExecutor(0, Integer.MAX_VALUE, 60L, TimeUnit.SECONDS, new LinkedBlockingQueue<Runnable>());
    }

    /** A pool with as many workers as available processors (rjvm: a fixed pool). */
    public static ExecutorService newWorkStealingPool() {
        return newFixedThreadPool(Runtime.getRuntime().availableProcessors());
    }

    /** A pool with {@code parallelism} workers (rjvm: a fixed pool). */
    public static ExecutorService newWorkStealingPool(int parallelism) {
        return newFixedThreadPool(parallelism);
    }

    /** A callable that runs {@code task} and returns {@code result}. */
    public static <T> Callable<T> callable(final Runnable task, final T result) {
        if (task == null) {
            throw new NullPointerException();
        }
        return new Callable<T>() {
            @Override
            public T call() {
                task.run();
                return result;
            }
        };
    }

    /** A callable that runs {@code task} and returns null. */
    public static Callable<Object> callable(Runnable task) {
        return callable(task, null);
    }

    /** Names threads "pool-N-thread-M", non-daemon, normal priority, as the JDK does. */
    public static ThreadFactory defaultThreadFactory() {
        return new DefaultThreadFactory();
    }

    private static final class DefaultThreadFactory implements ThreadFactory {
        private static int poolNumber;
        private final String prefix;
        private int threadNumber;

        DefaultThreadFactory() {
            synchronized (DefaultThreadFactory.class) {
                prefix = "pool-" + (++poolNumber) + "-thread-";
            }
        }

        @Override
        public synchronized Thread newThread(Runnable r) {
            Thread t = new Thread(r, prefix + (++threadNumber));
            if (t.isDaemon()) {
                t.setDaemon(false);
            }
            return t;
        }
    }
}
