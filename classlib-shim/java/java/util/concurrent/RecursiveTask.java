package java.util.concurrent;

/** A fork/join task that computes a result (rjvm shim; see {@link ForkJoinTask}). */
public abstract class RecursiveTask<V> extends ForkJoinTask<V> {
    private static final long serialVersionUID = 5232453952276485270L;

    private V result;

    /** For subclasses. */
    public RecursiveTask() {
    }

    /** The task's work. */
    protected abstract V compute();

    @Override
    public final V getRawResult() {
        return result;
    }

    @Override
    protected final void setRawResult(V value) {
        result = value;
    }

    @Override
    protected final boolean exec() {
        result = compute();
        return true;
    }
}
