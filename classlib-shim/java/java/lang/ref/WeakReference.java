package java.lang.ref;

/** A reference the collector clears once its referent is reachable only through weak references (rjvm shim). */
public class WeakReference<T> extends Reference<T> {
    /** A weak reference to {@code referent}. */
    public WeakReference(T referent) {
        super(referent);
    }

    /** A weak reference to {@code referent}, put on {@code q} when cleared. */
    public WeakReference(T referent, ReferenceQueue<? super T> q) {
        super(referent, q);
    }
}
