package java.util.concurrent;

/**
 * A cancellable computation whose result a Future gives (rjvm shim; waiting uses this object's
 * monitor). As the JDK's, a running task can be cancelled: its result is then dropped, and with
 * {@code mayInterruptIfRunning} its thread is interrupted.
 */
public class FutureTask<V> implements RunnableFuture<V> {
    private static final int NEW = 0, RUNNING = 1, DONE = 2, FAILED = 3, CANCELLED = 4;

    private Callable<V> callable;
    private int state;
    private V result;
    private Throwable failure;
    private Thread runner;

    /** A task that calls {@code callable}. */
    public FutureTask(Callable<V> callable) {
        if (callable == null) {
            throw new NullPointerException();
        }
        this.callable = callable;
    }

    /** A task that runs {@code runnable} and then gives {@code result}. */
    public FutureTask(final Runnable runnable, final V result) {
        this(Executors.callable(runnable, result));
    }

    @Override
    public void run() {
        Callable<V> c;
        synchronized (this) {
            if (state != NEW) {
                return;
            }
            state = RUNNING;
            runner = Thread.currentThread();
            c = callable;
        }
        try {
            set(c.call());
        } catch (Throwable t) {
            setException(t);
        } finally {
            synchronized (this) {
                runner = null;
            }
        }
    }

    /**
     * Runs the computation without setting a result and leaves the task ready to run again
     * (periodic tasks); false if it threw (the failure is set) or was cancelled.
     */
    protected boolean runAndReset() {
        Callable<V> c;
        synchronized (this) {
            if (state != NEW) {
                return false;
            }
            state = RUNNING;
            runner = Thread.currentThread();
            c = callable;
        }
        try {
            c.call();
        } catch (Throwable t) {
            setException(t);
            return false;
        } finally {
            synchronized (this) {
                runner = null;
            }
        }
        synchronized (this) {
            if (state != RUNNING) {
                return false;
            }
            state = NEW;
            return true;
        }
    }

    /** Completes the task with {@code v} unless it is already complete. */
    protected synchronized void set(V v) {
        if (state <= RUNNING) {
            result = v;
            state = DONE;
            finish();
        }
    }

    /** Completes the task with the failure {@code t} unless it is already complete. */
    protected synchronized void setException(Throwable t) {
        if (state <= RUNNING) {
            failure = t;
            state = FAILED;
            finish();
        }
    }

    private void finish() {
        callable = null;
        notifyAll();
        done();
    }

    /** Called once when the task completes (any way); does nothing here. */
    protected void done() {
    }

    @Override
    public synchronized boolean cancel(boolean mayInterruptIfRunning) {
        if (state > RUNNING) {
            return false;
        }
        if (mayInterruptIfRunning && runner != null) {
            runner.interrupt();
        }
        state = CANCELLED;
        finish();
        return true;
    }

    @Override
    public synchronized boolean isCancelled() {
        return state == CANCELLED;
    }

    @Override
    public synchronized boolean isDone() {
        return state >= DONE;
    }

    @Override
    public synchronized V get() throws InterruptedException, ExecutionException {
        while (state < DONE) {
            wait();
        }
        return report();
    }

    @Override
    public synchronized V get(long timeout, TimeUnit unit)
            throws InterruptedException, ExecutionException, TimeoutException {
        long deadline = VmClock.millis() + unit.toMillis(timeout);
        while (state < DONE) {
            long left = deadline - VmClock.millis();
            if (left <= 0) {
                throw new TimeoutException();
            }
            wait(left);
        }
        return report();
    }

    private V report() throws ExecutionException {
        if (state == CANCELLED) {
            throw new CancellationException();
        }
        if (state == FAILED) {
            throw new ExecutionException(failure);
        }
        return result;
    }
}
