package java.util.concurrent;

import java.util.Collection;
import java.util.Queue;

/** A queue whose put/take wait for room or for an element (rjvm shim). */
public interface BlockingQueue<E> extends Queue<E> {
    /** Adds {@code e}, waiting for room. */
    void put(E e) throws InterruptedException;

    /** Removes the head, waiting for one. */
    E take() throws InterruptedException;

    /** Adds {@code e} if room appears within the time. */
    boolean offer(E e, long timeout, TimeUnit unit) throws InterruptedException;

    /** Removes the head if one appears within the time, else null. */
    E poll(long timeout, TimeUnit unit) throws InterruptedException;

    /** How many more elements fit. */
    int remainingCapacity();

    /** Moves every element into {@code c}; returns how many. */
    int drainTo(Collection<? super E> c);

    /** Moves at most {@code max} elements into {@code c}; returns how many. */
    int drainTo(Collection<? super E> c, int max);
}
