package java.lang.ref;

/** A reference whose {@link #get} is always null, put on its queue once its referent is unreachable (rjvm shim). */
public class PhantomReference<T> extends Reference<T> {
    /** A phantom reference to {@code referent}, put on {@code q} when it is cleared. */
    public PhantomReference(T referent, ReferenceQueue<? super T> q) {
        super(referent, q);
    }

    /** Always null. */
    @Override
    public T get() {
        return null;
    }
}
