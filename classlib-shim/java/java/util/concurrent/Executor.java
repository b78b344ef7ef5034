package java.util.concurrent;

/** Runs submitted tasks (rjvm shim). */
public interface Executor {
    /** Runs {@code command} at some point, maybe in another thread. */
    void execute(Runnable command);
}
