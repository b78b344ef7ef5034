package java.util.concurrent;

/** A scheduled future that is also the task it runs (rjvm shim). */
public interface RunnableScheduledFuture<V> extends RunnableFuture<V>, ScheduledFuture<V> {
    /** True if the task runs again after each run. */
    boolean isPeriodic();
}
