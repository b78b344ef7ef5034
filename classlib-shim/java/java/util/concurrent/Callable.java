package java.util.concurrent;

/** A task that returns a result and may throw (rjvm shim). */
@FunctionalInterface
public interface Callable<V> {
    /** Computes the result. */
    V call() throws Exception;
}
