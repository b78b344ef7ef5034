package java.lang.ref;

/**
 * A reference object (rjvm shim). The collector knows this class's layout: for
 * {@link WeakReference} and {@link PhantomReference} (and their subclasses) it does not trace
 * {@code referent}, and when a collection finds the referent otherwise unreachable it clears
 * it and, if the reference was registered with a queue, links the reference into
 * {@code pending} through {@code discovered}. There is no reference-handler thread: a
 * {@link ReferenceQueue} moves the pending references to their queues when it is polled.
 * {@link SoftReference}s are never cleared (HotSpot clears them only under memory pressure).
 */
public abstract class Reference<T> {
    /** The object referred to; cleared by the collector (weak kinds) or {@link #clear}. */
    private T referent;
    /** The queue this reference is registered with, {@link ReferenceQueue#ENQUEUED}, or null. */
    volatile ReferenceQueue<? super T> queue;
    /** The next reference in a queue (itself at the tail). */
    Reference<?> next;
    /** The next reference on the pending list (written by the collector). */
    private Reference<?> discovered;
    /** Cleared references waiting to be put on their queues (written by the collector). */
    private static Reference<?> pending;
    private static final Object PENDING_LOCK = new Object();

    Reference(T referent) {
        this(referent, null);
    }

    Reference(T referent, ReferenceQueue<? super T> queue) {
        this.referent = referent;
        this.queue = queue;
    }

    /** The referent, or null once it has been cleared. */
    public T get() {
        return referent;
    }

    /** Whether the referent is {@code obj} (a cleared reference refers to null). */
    public final boolean refersTo(T obj) {
        return referent == obj;
    }

    /** Clears the referent; the reference is not enqueued. */
    public void clear() {
        referent = null;
    }

    /** Whether this reference is on its queue. */
    public boolean isEnqueued() {
        return queue == ReferenceQueue.ENQUEUED;
    }

    /** Clears the referent and puts this reference on its queue; false if it has none or is already there. */
    public boolean enqueue() {
        referent = null;
        ReferenceQueue<? super T> q = queue;
        return q != null && q.enqueue(this);
    }

    /** Keeps {@code ref} reachable up to this point (the collector runs only at allocations here). */
    public static void reachabilityFence(Object ref) {
    }

    /** Moves the references the collector cleared to their queues, in the order it met them. */
    @SuppressWarnings({"unchecked", "rawtypes"})
    static void enqueuePending() {
        synchronized (PENDING_LOCK) {
            while (pending != null) {
                Reference r = pending;
                pending = r.discovered;
                r.discovered = null;
                ReferenceQueue q = r.queue;
                if (q != null && q != ReferenceQueue.ENQUEUED) {
                    q.enqueue(r);
                }
            }
        }
    }
}
