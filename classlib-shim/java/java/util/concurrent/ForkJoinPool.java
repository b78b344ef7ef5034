package java.util.concurrent;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.List;

/**
 * An executor for {@link ForkJoinTask}s (rjvm shim). rjvm has no worker threads: a task
 * submitted or executed here runs at once in the submitting thread, and forked subtasks run
 * when joined (see {@link ForkJoinTask}), so results and side effects are deterministic.
 */
public class ForkJoinPool implements ExecutorService {
    private static final ForkJoinPool COMMON =
            new ForkJoinPool(Math.max(1, Runtime.getRuntime().availableProcessors() - 1), true);

    private final int parallelism;
    private final boolean common;
    private volatile boolean shutdown;

    /** A pool with one worker per available processor (nominally: see the class comment). */
    public ForkJoinPool() {
        this(Runtime.getRuntime().availableProcessors());
    }

    /** A pool of nominal {@code parallelism}. */
    public ForkJoinPool(int parallelism) {
        this(parallelism, false);
        if (parallelism <= 0) {
            throw new IllegalArgumentException();
        }
    }

    private ForkJoinPool(int parallelism, boolean common) {
        this.parallelism = parallelism;
        this.common = common;
    }

    /** The shared pool. */
    public static ForkJoinPool commonPool() {
        return COMMON;
    }

    /** The common pool's nominal parallelism. */
    public static int getCommonPoolParallelism() {
        return COMMON.parallelism;
    }

    /** The nominal parallelism. */
    public int getParallelism() {
        return parallelism;
    }

    private void checkOpen() {
        if (shutdown) {
            throw new RejectedExecutionException();
        }
    }

    /** Runs {@code task} and returns its result (rethrowing its RuntimeException or Error). */
    public <T> T invoke(ForkJoinTask<T> task) {
        if (task == null) {
            throw new NullPointerException();
        }
        checkOpen();
        return task.invoke();
    }

    /** Runs {@code task} now; its outcome is kept in the task. */
    public void execute(ForkJoinTask<?> task) {
        if (task == null) {
            throw new NullPointerException();
        }
        checkOpen();
        task.quietlyInvoke();
    }

    @Override
    public void execute(Runnable task) {
        if (task == null) {
            throw new NullPointerException();
        }
        execute(task instanceof ForkJoinTask ? (ForkJoinTask<?>) task : ForkJoinTask.adapt(task));
    }

    /** Runs {@code task} now and returns it as its own Future. */
    public <T> ForkJoinTask<T> submit(ForkJoinTask<T> task) {
        execute(task);
        return task;
    }

    @Override
    public <T> ForkJoinTask<T> submit(Callable<T> task) {
        if (task == null) {
            throw new NullPointerException();
        }
        return submit(ForkJoinTask.adapt(task));
    }

    @Override
    public <T> ForkJoinTask<T> submit(Runnable task, T result) {
        if (task == null) {
            throw new NullPointerException();
        }
        return submit(ForkJoinTask.adapt(task, result));
    }

    @Override
    public ForkJoinTask<?> submit(Runnable task) {
        if (task == null) {
            throw new NullPointerException();
        }
        if (task instanceof ForkJoinTask) {
            return submit((ForkJoinTask<?>) task);
        }
        return submit(ForkJoinTask.adapt(task));
    }

    @Override
    public <T> List<Future<T>> invokeAll(Collection<? extends Callable<T>> tasks) {
        List<Future<T>> futures = new ArrayList<Future<T>>(tasks.size());
        for (Callable<T> c : tasks) {
            futures.add(submit(c));
        }
        return futures;
    }

    @Override
    public <T> T invokeAny(Collection<? extends Callable<T>> tasks) throws InterruptedException, ExecutionException {
        ExecutionException last = null;
        for (Callable<T> c : tasks) {
            try {
                return submit(c).get();
            } catch (ExecutionException e) {
                last = e;
            }
        }
        if (last == null) {
            throw new IllegalArgumentException();
        }
        throw last;
    }

    /** Stops accepting tasks (no effect on the common pool). */
    @Override
    public void shutdown() {
        if (!common) {
            shutdown = true;
        }
    }

    /** Stops accepting tasks; nothing is ever queued, so the list is empty. */
    @Override
    public List<Runnable> shutdownNow() {
        shutdown();
        return Collections.emptyList();
    }

    @Override
    public boolean isShutdown() {
        return shutdown;
    }

    @Override
    public boolean isTerminated() {
        return shutdown;
    }

    /** True once shut down (tasks never outlive their submission); the common pool never terminates. */
    @Override
    public boolean awaitTermination(long timeout, TimeUnit unit) throws InterruptedException {
        return !common && shutdown;
    }

    /** True: no task is ever pending. */
    public boolean awaitQuiescence(long timeout, TimeUnit unit) {
        return true;
    }

    /** True: no task is ever pending. */
    public boolean isQuiescent() {
        return true;
    }
}
