package java.util.concurrent;

import java.util.Collection;

/** An optionally bounded blocking FIFO queue (rjvm shim; see {@link MonitorQueue}). */
public class LinkedBlockingQueue<E> extends MonitorQueue<E> {
    /** An unbounded queue. */
    public LinkedBlockingQueue() {
        super(Integer.MAX_VALUE);
    }

    /** A queue holding at most {@code capacity} elements. */
    public LinkedBlockingQueue(int capacity) {
        super(capacity);
    }

    /** An unbounded queue holding the elements of {@code c}. */
    public LinkedBlockingQueue(Collection<? extends E> c) {
        super(Integer.MAX_VALUE);
        addAll(c);
    }
}
