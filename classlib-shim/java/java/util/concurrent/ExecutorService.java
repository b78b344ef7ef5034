package java.util.concurrent;

import java.util.Collection;
import java.util.List;

/** An Executor that can be shut down and returns Futures (rjvm shim). */
public interface ExecutorService extends Executor {
    /** Runs the queued tasks but accepts no new ones. */
    void shutdown();

    /** Stops accepting tasks, interrupts the workers and returns the tasks never started. */
    List<Runnable> shutdownNow();

    /** True after shutdown. */
    boolean isShutdown();

    /** True when shut down and every task has finished. */
    boolean isTerminated();

    /** Waits until terminated or the timeout; true if terminated. */
    boolean awaitTermination(long timeout, TimeUnit unit) throws InterruptedException;

    /** Queues {@code task} and returns its Future. */
    <T> Future<T> submit(Callable<T> task);

    /** Queues {@code task}; its Future gives {@code result}. */
    <T> Future<T> submit(Runnable task, T result);

    /** Queues {@code task}; its Future gives null. */
    Future<?> submit(Runnable task);

    /** Runs every task and waits for all of them; the Futures are in the tasks' order. */
    <T> List<Future<T>> invokeAll(Collection<? extends Callable<T>> tasks) throws InterruptedException;

    /** Runs the tasks and returns the result of one that completed normally. */
    <T> T invokeAny(Collection<? extends Callable<T>> tasks) throws InterruptedException, ExecutionException;
}
