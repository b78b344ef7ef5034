package java.lang.ref;

/**
 * The queue cleared references are put on (rjvm shim). Last in, first out, as the JDK's. The
 * collector leaves cleared references on a pending list; {@link #poll} and {@link #remove}
 * first move them to their queues.
 */
public class ReferenceQueue<T> {
    /** The queue of references already on a queue (a marker, never polled). */
    static final ReferenceQueue<Object> ENQUEUED = new ReferenceQueue<>();
    /** How long {@link #remove()} waits between looks at the pending list, in milliseconds. */
    private static final long PENDING_POLL_MILLIS = 10;

    private Reference<? extends T> head;

    /** An empty queue. */
    public ReferenceQueue() {
    }

    /** Puts {@code r} on this queue if it is registered with it (and not already queued). */
    boolean enqueue(Reference<? extends T> r) {
        synchronized (this) {
            if (r.queue != this || this == ENQUEUED) {
                return false;
            }
            r.next = (head == null) ? r : head;
            head = r;
            r.queue = ENQUEUED;
            notifyAll();
            return true;
        }
    }

    private Reference<? extends T> takeHead() {
        Reference<? extends T> r = head;
        if (r == null) {
            return null;
        }
        @SuppressWarnings("unchecked")
        Reference<? extends T> rn = (Reference<? extends T>) r.next;
        head = (rn == r) ? null : rn;
        r.queue = null;
        r.next = r;
        return r;
    }

    /** The next reference on the queue, or null if there is none now. */
    public Reference<? extends T> poll() {
        Reference.enqueuePending();
        synchronized (this) {
            return takeHead();
        }
    }

    /**
     * The next reference on the queue, waiting at most {@code timeout} milliseconds (0: no limit);
     * null if none came.
     */
    public Reference<? extends T> remove(long timeout) throws InterruptedException {
        if (timeout < 0) {
            throw new IllegalArgumentException("Negative timeout value");
        }
        long waited = 0;
        while (true) {
            Reference.enqueuePending();
            synchronized (this) {
                Reference<? extends T> r = takeHead();
                if (r != null) {
                    return r;
                }
                if (timeout != 0 && waited >= timeout) {
                    return null;
                }
                long step = timeout == 0 ? PENDING_POLL_MILLIS : Math.min(PENDING_POLL_MILLIS, timeout - waited);
                wait(step);
                waited += step;
            }
        }
    }

    /** The next reference on the queue, waiting until there is one. */
    public Reference<? extends T> remove() throws InterruptedException {
        return remove(0);
    }
}
