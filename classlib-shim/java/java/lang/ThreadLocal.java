package java.lang;

import java.util.IdentityHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.function.Supplier;

/**
 * A variable with one value per thread (rjvm shim). Each thread keeps its values in an
 * identity map held by its {@code Thread} object ({@code threadLocals}, and
 * {@code inheritableThreadLocals} for {@link InheritableThreadLocal}); a value is made by
 * {@link #initialValue()} the first time a thread reads a variable it has not set, and again
 * after {@link #remove()}. The maps hold their keys strongly: a variable lives as long as a
 * thread that has a value for it.
 */
public class ThreadLocal<T> {
    /** Creates a thread-local variable. */
    public ThreadLocal() {
    }

    /** The value a thread sees before it sets one; {@code null} unless overridden. */
    protected T initialValue() {
        return null;
    }

    /** A variable whose initial value comes from {@code supplier}. */
    public static <S> ThreadLocal<S> withInitial(Supplier<? extends S> supplier) {
        return new SuppliedThreadLocal<>(supplier);
    }

    /** The current thread's value, made by {@link #initialValue()} if it has none. */
    @SuppressWarnings("unchecked")
    public T get() {
        Thread t = Thread.currentThread();
        IdentityHashMap<ThreadLocal<?>, Object> values = valuesOf(t);
        if (values != null && values.containsKey(this)) {
            return (T) values.get(this);
        }
        T value = initialValue();
        valuesFor(t).put(this, value);
        return value;
    }

    /** Sets the current thread's value. */
    public void set(T value) {
        valuesFor(Thread.currentThread()).put(this, value);
    }

    /** Removes the current thread's value: its next {@link #get()} calls {@link #initialValue()}. */
    public void remove() {
        IdentityHashMap<ThreadLocal<?>, Object> values = valuesOf(Thread.currentThread());
        if (values != null) {
            values.remove(this);
        }
    }

    /** The map of {@code t}'s values of this kind of variable, or null. */
    IdentityHashMap<ThreadLocal<?>, Object> valuesOf(Thread t) {
        return t.threadLocals;
    }

    /** The map of {@code t}'s values of this kind of variable, made if missing. */
    IdentityHashMap<ThreadLocal<?>, Object> valuesFor(Thread t) {
        if (t.threadLocals == null) {
            t.threadLocals = new IdentityHashMap<>();
        }
        return t.threadLocals;
    }

    /**
     * A new thread's inheritable values: each of the parent's, passed through its variable's
     * {@link InheritableThreadLocal#childValue}.
     */
    @SuppressWarnings({"unchecked", "rawtypes"})
    static IdentityHashMap<ThreadLocal<?>, Object> inherited(IdentityHashMap<ThreadLocal<?>, Object> parent) {
        IdentityHashMap<ThreadLocal<?>, Object> child = new IdentityHashMap<>();
        for (Map.Entry<ThreadLocal<?>, Object> e : parent.entrySet()) {
            InheritableThreadLocal key = (InheritableThreadLocal) e.getKey();
            child.put(key, key.childValue(e.getValue()));
        }
        return child;
    }

    /** The variable {@link #withInitial} makes. */
    static final class SuppliedThreadLocal<T> extends ThreadLocal<T> {
        private final Supplier<? extends T> supplier;

        SuppliedThreadLocal(Supplier<? extends T> supplier) {
            this.supplier = Objects.requireNonNull(supplier);
        }

        @Override
        protected T initialValue() {
            return supplier.get();
        }
    }
}
