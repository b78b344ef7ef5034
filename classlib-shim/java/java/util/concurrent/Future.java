package java.util.concurrent;

/** The result of an asynchronous computation (rjvm shim). */
public interface Future<V> {
    /** Tries to cancel the task; true if it was cancelled. */
    boolean cancel(boolean mayInterruptIfRunning);

    /** True if the task was cancelled before it completed. */
    boolean isCancelled();

    /** True if the task completed, threw or was cancelled. */
    boolean isDone();

    /** Waits for the task and returns its result. */
    V get() throws InterruptedException, ExecutionException;

    /** Waits at most the given time for the task and returns its result. */
    V get(long timeout, TimeUnit unit) throws InterruptedException, ExecutionException, TimeoutException;
}
