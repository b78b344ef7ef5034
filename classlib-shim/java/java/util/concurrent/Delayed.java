package java.util.concurrent;

/** An object to act on after a delay (rjvm shim). */
public interface Delayed extends Comparable<Delayed> {
    /** The delay left, in {@code unit}; zero or negative once it has elapsed. */
    long getDelay(TimeUnit unit);
}
