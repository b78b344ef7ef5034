package java.lang;

import java.util.IdentityHashMap;

/**
 * A thread-local variable whose values a new thread inherits from the thread that created it
 * (rjvm shim): the child's value is {@link #childValue} of the parent's at construction.
 */
public class InheritableThreadLocal<T> extends ThreadLocal<T> {
    /** Creates an inheritable thread-local variable. */
    public InheritableThreadLocal() {
    }

    /** The child's value given the parent's; the parent's value unless overridden. */
    protected T childValue(T parentValue) {
        return parentValue;
    }

    @Override
    IdentityHashMap<ThreadLocal<?>, Object> valuesOf(Thread t) {
        return t.inheritableThreadLocals;
    }

    @Override
    IdentityHashMap<ThreadLocal<?>, Object> valuesFor(Thread t) {
        if (t.inheritableThreadLocals == null) {
            t.inheritableThreadLocals = new IdentityHashMap<>();
        }
        return t.inheritableThreadLocals;
    }
}
