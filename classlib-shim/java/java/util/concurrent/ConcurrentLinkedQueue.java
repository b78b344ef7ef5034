package java.util.concurrent;

import java.util.Collection;

/** An unbounded thread-safe FIFO queue (rjvm shim; see {@link MonitorQueue}). */
public class ConcurrentLinkedQueue<E> extends MonitorQueue<E> {
    /** An unbounded queue. */
    public ConcurrentLinkedQueue() {
        super(Integer.MAX_VALUE);
    }

    /** An unbounded queue holding the elements of {@code c}. */
    public ConcurrentLinkedQueue(Collection<? extends E> c) {
        super(Integer.MAX_VALUE);
        addAll(c);
    }
}
