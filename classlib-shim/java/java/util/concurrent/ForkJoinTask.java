package java.util.concurrent;

import java.util.Collection;

/**
 * A task of a {@link ForkJoinPool} (rjvm shim). rjvm runs fork/join work deterministically
 * in the thread that needs it: {@code fork()} only records the task, and the first
 * {@code join()}, {@code invoke()} or {@code get()} runs it in the calling thread (what the
 * JDK does with a forked task no other worker has stolen). A task being run by one thread
 * is waited for by the others.
 */
public abstract class ForkJoinTask<V> implements Future<V>, java.io.Serializable {
    private static final long serialVersionUID = -7721805057305804111L;

    private static final int NEW = 0;
    private static final int RUNNING = 1;
    private static final int NORMAL = 2;
    private static final int EXCEPTIONAL = 3;
    private static final int CANCELLED = 4;

    private int status;
    private Throwable exception;

    /** For subclasses. */
    public ForkJoinTask() {
    }

    /** The result, as {@link #join} returns it (null until done). */
    public abstract V getRawResult();

    /** Sets the result (used by {@link #complete} and by subclasses). */
    protected abstract void setRawResult(V value);

    /** Runs the task's work; true if it completed normally. */
    protected abstract boolean exec();

    /** Runs the task unless it has been run or is running; waits for a running one. */
    final void runOrAwait() {
        synchronized (this) {
            while (status == RUNNING) {
                try {
                    wait();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }
            if (status != NEW) {
                return;
            }
            status = RUNNING;
        }
        int outcome = NORMAL;
        Throwable failure = null;
        try {
            exec();
        } catch (Throwable t) {
            outcome = EXCEPTIONAL;
            failure = t;
        }
        synchronized (this) {
            if (status == RUNNING) {
                status = outcome;
                exception = failure;
            }
            notifyAll();
        }
    }

    private synchronized int status() {
        return status;
    }

    /** Records the task for a later join (rjvm: run by the first thread that joins it). */
    public final ForkJoinTask<V> fork() {
        return this;
    }

    /** Runs the task if needed and returns its result; rethrows its RuntimeException or Error. */
    public final V join() {
        runOrAwait();
        return reportResult();
    }

    /** Runs the task now (if not done yet) and returns its result. */
    public final V invoke() {
        return join();
    }

    final V reportResult() {
        int s = status();
        if (s == CANCELLED) {
            throw new CancellationException();
        }
        if (s == EXCEPTIONAL) {
            Throwable t = exception;
            if (t instanceof RuntimeException) {
                throw (RuntimeException) t;
            }
            if (t instanceof Error) {
                throw (Error) t;
            }
            throw new RuntimeException(t);
        }
        return getRawResult();
    }

    /** Runs both tasks; rethrows the first failure. */
    public static void invokeAll(ForkJoinTask<?> t1, ForkJoinTask<?> t2) {
        t2.fork();
        t1.invoke();
        t2.join();
    }

    /** Runs all tasks; rethrows the first failure. */
    public static void invokeAll(ForkJoinTask<?>... tasks) {
        for (ForkJoinTask<?> t : tasks) {
            t.runOrAwait();
        }
        for (ForkJoinTask<?> t : tasks) {
            t.reportResult();
        }
    }

    /** Runs all tasks and returns the collection; rethrows the first failure. */
    public static <T extends ForkJoinTask<?>> Collection<T> invokeAll(Collection<T> tasks) {
        for (T t : tasks) {
            t.runOrAwait();
        }
        for (T t : tasks) {
            t.reportResult();
        }
        return tasks;
    }

    /** Runs the task if needed, ignoring its failure. */
    public final void quietlyJoin() {
        runOrAwait();
    }

    /** Runs the task if needed, ignoring its failure. */
    public final void quietlyInvoke() {
        runOrAwait();
    }

    @Override
    public final boolean isDone() {
        return status() >= NORMAL;
    }

    @Override
    public final boolean isCancelled() {
        return status() == CANCELLED;
    }

    /** True if the task finished without an exception or cancellation. */
    public final boolean isCompletedNormally() {
        return status() == NORMAL;
    }

    /** True if the task threw or was cancelled. */
    public final boolean isCompletedAbnormally() {
        return status() >= EXCEPTIONAL;
    }

    /** The exception the task threw (CancellationException if cancelled), else null. */
    public final synchronized Throwable getException() {
        return status == CANCELLED ? new CancellationException() : exception;
    }

    /** Cancels the task unless it has started. */
    @Override
    public synchronized boolean cancel(boolean mayInterruptIfRunning) {
        if (status == NEW) {
            status = CANCELLED;
            notifyAll();
        }
        return status == CANCELLED;
    }

    /** Completes the task with {@code value} without running it. */
    public void complete(V value) {
        setRawResult(value);
        synchronized (this) {
            status = NORMAL;
            notifyAll();
        }
    }

    /** Completes the task with the exception {@code ex} without running it. */
    public synchronized void completeExceptionally(Throwable ex) {
        exception = ex instanceof RuntimeException || ex instanceof Error ? ex : new RuntimeException(ex);
        status = EXCEPTIONAL;
        notifyAll();
    }

    /** Forgets the outcome so that the task can run again. */
    public synchronized void reinitialize() {
        status = NEW;
        exception = null;
        setRawResult(null);
    }

    /** Withdraws a forked task that has not run (always possible in rjvm until joined). */
    public synchronized boolean tryUnfork() {
        return status == NEW;
    }

    @Override
    public final V get() throws InterruptedException, ExecutionException {
        runOrAwait();
        int s = status();
        if (s == CANCELLED) {
            throw new CancellationException();
        }
        if (s == EXCEPTIONAL) {
            throw new ExecutionException(exception);
        }
        return getRawResult();
    }

    @Override
    public final V get(long timeout, TimeUnit unit)
            throws InterruptedException, ExecutionException, TimeoutException {
        return get();
    }

    /** The common pool (rjvm runs every task in the joining thread). */
    public static ForkJoinPool getPool() {
        return ForkJoinPool.commonPool();
    }

    /** False: rjvm has no fork/join worker threads. */
    public static boolean inForkJoinPool() {
        return false;
    }

    /** Forked tasks waiting in this thread's queue (none in rjvm: they run when joined). */
    public static int getQueuedTaskCount() {
        return 0;
    }

    /** Nothing to help with: rjvm runs tasks when they are joined. */
    public static void helpQuiesce() {
    }

    /** A task that runs {@code runnable} and returns null. */
    public static ForkJoinTask<?> adapt(Runnable runnable) {
        return adapt(runnable, null);
    }

    /** A task that runs {@code runnable} and returns {@code result}. */
    public static <T> ForkJoinTask<T> adapt(final Runnable runnable, final T result) {
        return new Adapted<T>() {
            @Override
            T call() {
                runnable.run();
                return result;
            }
        };
    }

    /** A task that returns what {@code callable} returns (checked exceptions wrapped). */
    public static <T> ForkJoinTask<T> adapt(final Callable<? extends T> callable) {
        return new Adapted<T>() {
            @Override
            T call() throws Exception {
                return callable.call();
            }
        };
    }

    /** A task around a Runnable or Callable. */
    abstract static class Adapted<T> extends ForkJoinTask<T> implements RunnableFuture<T> {
        private static final long serialVersionUID = 1L;
        private T result;

        abstract T call() throws Exception;

        @Override
        public final T getRawResult() {
            return result;
        }

        @Override
        protected final void setRawResult(T v) {
            result = v;
        }

        @Override
        protected final boolean exec() {
            try {
                result = call();
            } catch (RuntimeException e) {
                throw e;
            } catch (Exception e) {
                throw new RuntimeException(e);
            }
            return true;
        }

        @Override
        public final void run() {
            invoke();
        }
    }
}
