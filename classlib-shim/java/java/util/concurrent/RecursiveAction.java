package java.util.concurrent;

/** A fork/join task without a result (rjvm shim; see {@link ForkJoinTask}). */
public abstract class RecursiveAction extends ForkJoinTask<Void> {
    private static final long serialVersionUID = 5232453952276485070L;

    /** For subclasses. */
    public RecursiveAction() {
    }

    /** The task's work. */
    protected abstract void compute();

    @Override
    public final Void getRawResult() {
        return null;
    }

    @Override
    protected final void setRawResult(Void mustBeNull) {
    }

    @Override
    protected final boolean exec() {
        compute();
        return true;
    }
}
