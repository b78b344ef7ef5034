package java.util.concurrent;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;

/**
 * A pool of worker threads taking tasks from one FIFO queue (rjvm shim). As in the JDK, a new
 * worker starts for each submitted task until there are {@code corePoolSize} workers; with
 * {@code corePoolSize == 0} (a cached pool) a worker starts whenever none is idle. Workers
 * wait on this executor's monitor; idle cached workers stay until shutdown. All state changes
 * hold the monitor, so runs on rjvm's green threads are deterministic.
 */
public class ThreadPoolExecutor implements ExecutorService {
    private final int corePoolSize;
    private final int maximumPoolSize;
    private final ThreadFactory threadFactory;
    private final ArrayDeque<Runnable> queue = new ArrayDeque<>();
    private final List<Thread> workers = new ArrayList<>();
    private int idle;
    private int live;
    private boolean shutdown;
    private long completed;

    /** A pool with the given sizes and the default thread factory (see the six-argument form). */
    public ThreadPoolExecutor(int corePoolSize, int maximumPoolSize, long keepAlive, TimeUnit unit,
            BlockingQueue<Runnable> workQueue) {
        this(corePoolSize, maximumPoolSize, keepAlive, unit, workQueue, Executors.defaultThreadFactory());
    }

    /**
     * A pool with the given sizes and thread factory. rjvm keeps its own unbounded FIFO queue:
     * {@code workQueue} is checked for null and otherwise unused, {@code keepAlive} is ignored
     * (idle workers stay until shutdown) and tasks are never rejected before shutdown.
     */
    public ThreadPoolExecutor(int corePoolSize, int maximumPoolSize, long keepAlive, TimeUnit unit,
            BlockingQueue<Runnable> workQueue, ThreadFactory threadFactory) {
        if (corePoolSize < 0 || maximumPoolSize <= 0 || maximumPoolSize < corePoolSize || keepAlive < 0) {
            throw new IllegalArgumentException();
        }
        if (unit == null || workQueue == null || threadFactory == null) {
            throw new NullPointerException();
        }
        this.corePoolSize = corePoolSize;
        this.maximumPoolSize = maximumPoolSize;
        this.threadFactory = threadFactory;
    }

    @Override
    public synchronized void execute(Runnable command) {
        if (command == null) {
            throw new NullPointerException();
        }
        if (shutdown) {
            throw new RejectedExecutionException("Task " + command + " rejected from " + this);
        }
        enqueue(command);
        boolean needWorker = live < corePoolSize || (idle < queued() && live < maximumPoolSize && corePoolSize == 0);
        if (needWorker) {
            startWorker();
        } else {
            notify();
        }
    }

    private void startWorker() {
        Thread t = threadFactory.newThread(new Runnable() {
            @Override
            public void run() {
                workLoop();
            }
        });
        if (t == null) {
            throw new RejectedExecutionException("thread factory returned null");
        }
        workers.add(t);
        live++;
        t.start();
    }

    private void workLoop() {
        try {
            Runnable task;
            while ((task = take()) != null) {
                try {
                    task.run();
                } finally {
                    synchronized (this) {
                        completed++;
                    }
                }
            }
        } finally {
            synchronized (this) {
                live--;
                workers.remove(Thread.currentThread());
                if (live == 0) {
                    notifyAll();
                }
            }
        }
    }

    /** The next task a worker runs, waiting for one; null when the pool is shut down and drained. */
    private synchronized Runnable take() {
        Runnable task;
        while ((task = pollReady()) == null) {
            if (shutdown && queued() == 0) {
                return null;
            }
            idle++;
            try {
                wait(readyWaitMillis());
            } catch (InterruptedException e) {
                // shutdownNow: re-check the queue and the shutdown flag.
            } finally {
                idle--;
            }
        }
        return task;
    }

    // The queue, as the scheduled pool overrides it (ScheduledThreadPoolExecutor); all hold the monitor.

    /** Queues a task. */
    void enqueue(Runnable task) {
        queue.addLast(task);
    }

    /** How many tasks are queued. */
    int queued() {
        return queue.size();
    }

    /** Removes and returns the next task that may run now, or null. */
    Runnable pollReady() {
        return queue.pollFirst();
    }

    /** How long an idle worker waits before it looks again (0: until notified). */
    long readyWaitMillis() {
        return 0;
    }

    /** Removes and returns every queued task. */
    List<Runnable> drainQueue() {
        List<Runnable> left = new ArrayList<>(queue);
        queue.clear();
        return left;
    }

    /** Called by shutdown, with the monitor held, before the workers are woken. */
    void onShutdown() {
    }

    @Override
    public synchronized void shutdown() {
        shutdown = true;
        onShutdown();
        notifyAll();
    }

    @Override
    public synchronized List<Runnable> shutdownNow() {
        shutdown = true;
        List<Runnable> left = drainQueue();
        for (Thread t : workers) {
            t.interrupt();
        }
        notifyAll();
        return left;
    }

    @Override
    public synchronized boolean isShutdown() {
        return shutdown;
    }

    @Override
    public synchronized boolean isTerminated() {
        return shutdown && live == 0;
    }

    @Override
    public synchronized boolean awaitTermination(long timeout, TimeUnit unit) throws InterruptedException {
        long deadline = VmClock.millis() + unit.toMillis(timeout);
        while (!(shutdown && live == 0)) {
            long left = deadline - VmClock.millis();
            if (left <= 0) {
                return false;
            }
            wait(left);
        }
        return true;
    }

    @Override
    public <T> Future<T> submit(Callable<T> task) {
        FutureTask<T> f = new FutureTask<>(task);
        execute(f);
        return f;
    }

    @Override
    public <T> Future<T> submit(Runnable task, T result) {
        FutureTask<T> f = new FutureTask<>(task, result);
        execute(f);
        return f;
    }

    @Override
    public Future<?> submit(Runnable task) {
        return submit(task, null);
    }

    @Override
    public <T> List<Future<T>> invokeAll(Collection<? extends Callable<T>> tasks) throws InterruptedException {
        List<Future<T>> futures = new ArrayList<>();
        for (Callable<T> c : tasks) {
            futures.add(submit(c));
        }
        for (Future<T> f : futures) {
            try {
                f.get();
            } catch (ExecutionException | CancellationException e) {
                // reported by the Future itself
            }
        }
        return futures;
    }

    @Override
    public <T> T invokeAny(Collection<? extends Callable<T>> tasks) throws InterruptedException, ExecutionException {
        ExecutionException last = null;
        for (Future<T> f : invokeAll(tasks)) {
            try {
                return f.get();
            } catch (ExecutionException e) {
                last = e;
            }
        }
        if (last == null) {
            throw new IllegalArgumentException();
        }
        throw last;
    }

    /** The number of tasks that have finished. */
    public synchronized long getCompletedTaskCount() {
        return completed;
    }

    /** The number of worker threads alive. */
    public synchronized int getPoolSize() {
        return live;
    }

    /** The core pool size. */
    public int getCorePoolSize() {
        return corePoolSize;
    }

    /** The maximum pool size. */
    public int getMaximumPoolSize() {
        return maximumPoolSize;
    }
}
