package java.util.concurrent;

/** Makes threads on demand (rjvm shim). */
public interface ThreadFactory {
    /** A new, unstarted thread that runs {@code r}. */
    Thread newThread(Runnable r);
}
