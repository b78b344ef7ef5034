package java.lang.ref;

/**
 * A memory-sensitive reference (rjvm shim): HotSpot clears soft references only when memory
 * runs short; rjvm's collector never clears them (the referent lives as long as the reference).
 */
public class SoftReference<T> extends Reference<T> {
    /** A soft reference to {@code referent}. */
    public SoftReference(T referent) {
        super(referent);
    }

    /** A soft reference to {@code referent}, registered with {@code q}. */
    public SoftReference(T referent, ReferenceQueue<? super T> q) {
        super(referent, q);
    }
}
