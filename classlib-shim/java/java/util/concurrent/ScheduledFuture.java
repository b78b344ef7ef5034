package java.util.concurrent;

/** The result of a task scheduled with a delay (rjvm shim). */
public interface ScheduledFuture<V> extends Delayed, Future<V> {
}
