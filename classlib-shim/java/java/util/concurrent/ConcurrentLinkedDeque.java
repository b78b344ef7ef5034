package java.util.concurrent;

import java.util.Collection;

/** An unbounded thread-safe deque (rjvm shim; see {@link MonitorDeque}). */
public class ConcurrentLinkedDeque<E> extends MonitorDeque<E> {
    /** An empty deque. */
    public ConcurrentLinkedDeque() {
        super(Integer.MAX_VALUE);
    }

    /** A deque holding the elements of {@code c}, in its iteration order. */
    public ConcurrentLinkedDeque(Collection<? extends E> c) {
        super(Integer.MAX_VALUE);
        for (E e : c) {
            addLast(e);
        }
    }
}
