package java.util.concurrent;

import java.util.Collection;
import java.util.Comparator;
import java.util.PriorityQueue;

/**
 * An unbounded blocking priority queue (rjvm shim; see {@link MonitorQueue}): a
 * {@link PriorityQueue} under the queue's monitor, so iteration and toString show the heap's
 * array order as the JDK's does. {@code put} never blocks.
 */
public class PriorityBlockingQueue<E> extends MonitorQueue<E> {
    private final PriorityQueue<E> heap;

    /** An empty queue in natural order. */
    public PriorityBlockingQueue() {
        this(new PriorityQueue<E>());
    }

    /** An empty queue in natural order; the capacity is only a hint, as in the JDK. */
    public PriorityBlockingQueue(int initialCapacity) {
        this(new PriorityQueue<E>(initialCapacity));
    }

    /** An empty queue ordered by {@code comparator} (natural order when null). */
    public PriorityBlockingQueue(int initialCapacity, Comparator<? super E> comparator) {
        this(new PriorityQueue<E>(initialCapacity, comparator));
    }

    /** A queue holding the elements of {@code c}, in its order when it is sorted. */
    public PriorityBlockingQueue(Collection<? extends E> c) {
        this(new PriorityQueue<E>(c));
    }

    private PriorityBlockingQueue(PriorityQueue<E> heap) {
        super(Integer.MAX_VALUE, heap);
        this.heap = heap;
    }

    /** The ordering comparator, or null for natural order. */
    public Comparator<? super E> comparator() {
        return heap.comparator();
    }
}
