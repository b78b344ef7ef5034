package java.util.concurrent;

/** An executor that runs tasks after a delay or periodically (rjvm shim). */
public interface ScheduledExecutorService extends ExecutorService {
    /** Runs {@code command} once after {@code delay}. */
    ScheduledFuture<?> schedule(Runnable command, long delay, TimeUnit unit);

    /** Calls {@code callable} once after {@code delay}. */
    <V> ScheduledFuture<V> schedule(Callable<V> callable, long delay, TimeUnit unit);

    /** Runs {@code command} after {@code initialDelay}, then every {@code period} from each start. */
    ScheduledFuture<?> scheduleAtFixedRate(Runnable command, long initialDelay, long period, TimeUnit unit);

    /** Runs {@code command} after {@code initialDelay}, then {@code delay} after each run ends. */
    ScheduledFuture<?> scheduleWithFixedDelay(Runnable command, long initialDelay, long delay, TimeUnit unit);
}
