package java.util.concurrent;

/** A Future that is also the Runnable computing it (rjvm shim). */
public interface RunnableFuture<V> extends Runnable, Future<V> {
    /** Computes the result, unless cancelled. */
    @Override
    void run();
}
