package java.util.concurrent;

/** A bounded blocking FIFO queue (rjvm shim; see {@link MonitorQueue}). */
public class ArrayBlockingQueue<E> extends MonitorQueue<E> {
    /** A queue holding at most {@code capacity} elements. */
    public ArrayBlockingQueue(int capacity) {
        super(capacity);
    }

    /** A bounded queue; {@code fair} is accepted and ignored. */
    public ArrayBlockingQueue(int capacity, boolean fair) {
        super(capacity);
    }
}
