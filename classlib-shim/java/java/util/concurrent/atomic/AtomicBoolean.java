package java.util.concurrent.atomic;

/** A boolean updated atomically (rjvm shim; read-modify-writes hold this object's monitor). */
public class AtomicBoolean implements java.io.Serializable {
    private volatile boolean value;

    /** Creates an instance holding false. */
    public AtomicBoolean() {
    }

    /** Creates an instance holding {@code initialValue}. */
    public AtomicBoolean(boolean initialValue) {
        value = initialValue;
    }

    /** The current value. */
    public final boolean get() {
        return value;
    }

    /** Sets the value. */
    public final void set(boolean newValue) {
        value = newValue;
    }

    /** Sets the value (same as {@link #set} here). */
    public final void lazySet(boolean newValue) {
        value = newValue;
    }

    /** Sets the value to {@code update} if it is {@code expect}; true if it did. */
    public final synchronized boolean compareAndSet(boolean expect, boolean update) {
        if (value != expect) {
            return false;
        }
        value = update;
        return true;
    }

    /** Same as {@link #compareAndSet}. */
    public boolean weakCompareAndSet(boolean expect, boolean update) {
        return compareAndSet(expect, update);
    }

    /** Sets the value and returns the old one. */
    public final synchronized boolean getAndSet(boolean newValue) {
        boolean old = value;
        value = newValue;
        return old;
    }

    /** "true" or "false". */
    @Override
    public String toString() {
        return String.valueOf(value);
    }
}
