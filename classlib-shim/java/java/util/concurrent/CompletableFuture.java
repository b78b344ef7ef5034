package java.util.concurrent;

import java.util.ArrayList;
import java.util.List;
import java.util.function.BiConsumer;
import java.util.function.BiFunction;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * A Future completed explicitly or by a task, with dependent stages (rjvm shim). Waiting uses
 * this object's monitor. Dependent stages run in the thread that completes their source (or
 * at once if it is complete), as the JDK's non-async methods may; the *Async methods without
 * an executor start a daemon thread per task (the JDK uses its common fork-join pool).
 * Failures reach dependents wrapped in CompletionException, as in the JDK.
 */
public class CompletableFuture<T> implements Future<T>, CompletionStage<T> {
    private Object result;
    private Throwable failure;
    private boolean done;
    private List<Runnable> dependents = new ArrayList<>();

    /** An incomplete future. */
    public CompletableFuture() {
    }

    private static final Executor ASYNC = new Executor() {
        @Override
        public void execute(Runnable r) {
            Thread t = new Thread(r);
            t.setDaemon(true);
            t.start();
        }
    };

    /** A future completed with {@code value}. */
    public static <U> CompletableFuture<U> completedFuture(U value) {
        CompletableFuture<U> f = new CompletableFuture<>();
        f.complete(value);
        return f;
    }

    /** A future completed with the failure {@code ex}. */
    public static <U> CompletableFuture<U> failedFuture(Throwable ex) {
        CompletableFuture<U> f = new CompletableFuture<>();
        f.completeExceptionally(ex);
        return f;
    }

    /** A future completed by {@code supplier} run asynchronously. */
    public static <U> CompletableFuture<U> supplyAsync(Supplier<U> supplier) {
        return supplyAsync(supplier, ASYNC);
    }

    /** A future completed by {@code supplier} run on {@code executor}. */
    public static <U> CompletableFuture<U> supplyAsync(final Supplier<U> supplier, Executor executor) {
        final CompletableFuture<U> f = new CompletableFuture<>();
        executor.execute(new Runnable() {
            @Override
            public void run() {
                try {
                    f.complete(supplier.get());
                } catch (Throwable t) {
                    f.fail(t);
                }
            }
        });
        return f;
    }

    /** A future completed after {@code action} runs asynchronously. */
    public static CompletableFuture<Void> runAsync(Runnable action) {
        return runAsync(action, ASYNC);
    }

    /** A future completed after {@code action} runs on {@code executor}. */
    public static CompletableFuture<Void> runAsync(final Runnable action, Executor executor) {
        return supplyAsync(new Supplier<Void>() {
            @Override
            public Void get() {
                action.run();
                return null;
            }
        }, executor);
    }

    /** A future completed when all of {@code cfs} are (failed if one failed). */
    public static CompletableFuture<Void> allOf(final CompletableFuture<?>... cfs) {
        final CompletableFuture<Void> all = new CompletableFuture<>();
        if (cfs.length == 0) {
            all.complete(null);
            return all;
        }
        final int[] left = {cfs.length};
        for (final CompletableFuture<?> cf : cfs) {
            cf.onDone(new Runnable() {
                @Override
                public void run() {
                    synchronized (left) {
                        if (--left[0] > 0) {
                            return;
                        }
                    }
                    Throwable firstFailure = null;
                    for (CompletableFuture<?> c : cfs) {
                        if (c.failure != null && firstFailure == null) {
                            firstFailure = c.failure;
                        }
                    }
                    if (firstFailure != null) {
                        all.fail(firstFailure);
                    } else {
                        all.complete(null);
                    }
                }
            });
        }
        return all;
    }

    /** A future completed like the first of {@code cfs} to complete. */
    public static CompletableFuture<Object> anyOf(CompletableFuture<?>... cfs) {
        final CompletableFuture<Object> any = new CompletableFuture<>();
        for (final CompletableFuture<?> cf : cfs) {
            cf.onDone(new Runnable() {
                @Override
                public void run() {
                    if (cf.failure != null) {
                        any.fail(cf.failure);
                    } else {
                        any.complete(cf.result);
                    }
                }
            });
        }
        return any;
    }

    /** Completes with {@code value} unless already complete; true if this call completed it. */
    public boolean complete(T value) {
        return finish(value, null);
    }

    /** Completes with the failure {@code ex} unless already complete. */
    public boolean completeExceptionally(Throwable ex) {
        if (ex == null) {
            throw new NullPointerException();
        }
        return finish(null, ex);
    }

    /** Completes with a failure thrown by a stage's own computation (wrapped as the JDK does). */
    private boolean fail(Throwable t) {
        return finish(null, t instanceof CompletionException ? t : new CompletionException(t));
    }

    private boolean finish(Object value, Throwable ex) {
        List<Runnable> toRun;
        synchronized (this) {
            if (done) {
                return false;
            }
            result = value;
            failure = ex;
            done = true;
            toRun = dependents;
            dependents = null;
            notifyAll();
        }
        for (Runnable r : toRun) {
            r.run();
        }
        return true;
    }

    /** Runs {@code r} when this completes (now, if it has). */
    private void onDone(Runnable r) {
        synchronized (this) {
            if (!done) {
                dependents.add(r);
                return;
            }
        }
        r.run();
    }

    @SuppressWarnings("unchecked")
    private T value() {
        return (T) result;
    }

    /** A new stage completed from this one's outcome by {@code body} (failures propagate). */
    private <U> CompletableFuture<U> then(final Executor executor, final Function<T, U> body) {
        final CompletableFuture<U> next = new CompletableFuture<>();
        onDone(new Runnable() {
            @Override
            public void run() {
                if (failure != null) {
                    next.fail(failure);
                    return;
                }
                Runnable step = new Runnable() {
                    @Override
                    public void run() {
                        try {
                            next.complete(body.apply(value()));
                        } catch (Throwable t) {
                            next.fail(t);
                        }
                    }
                };
                if (executor == null) {
                    step.run();
                } else {
                    executor.execute(step);
                }
            }
        });
        return next;
    }

    /** A stage holding {@code fn} applied to this stage's result. */
    @Override
    public <U> CompletableFuture<U> thenApply(final Function<? super T, ? extends U> fn) {
        return then(null, new Function<T, U>() {
            @Override
            public U apply(T t) {
                return fn.apply(t);
            }
        });
    }

    /** As {@link #thenApply}, run asynchronously. */
    public <U> CompletableFuture<U> thenApplyAsync(final Function<? super T, ? extends U> fn) {
        return thenApplyAsync(fn, ASYNC);
    }

    /** As {@link #thenApply}, run on {@code executor}. */
    public <U> CompletableFuture<U> thenApplyAsync(final Function<? super T, ? extends U> fn, Executor executor) {
        return then(executor, new Function<T, U>() {
            @Override
            public U apply(T t) {
                return fn.apply(t);
            }
        });
    }

    /** A stage completed after {@code action} consumes this stage's result. */
    @Override
    public CompletableFuture<Void> thenAccept(final Consumer<? super T> action) {
        return then(null, new Function<T, Void>() {
            @Override
            public Void apply(T t) {
                action.accept(t);
                return null;
            }
        });
    }

    /** A stage completed after {@code action} runs. */
    @Override
    public CompletableFuture<Void> thenRun(final Runnable action) {
        return then(null, new Function<T, Void>() {
            @Override
            public Void apply(T t) {
                action.run();
                return null;
            }
        });
    }

    /** A stage completed like the future {@code fn} returns for this stage's result. */
    @Override
    public <U> CompletableFuture<U> thenCompose(final Function<? super T, ? extends CompletionStage<U>> fn) {
        final CompletableFuture<U> next = new CompletableFuture<>();
        onDone(new Runnable() {
            @Override
            public void run() {
                if (failure != null) {
                    next.fail(failure);
                    return;
                }
                final CompletableFuture<U> inner;
                try {
                    inner = fn.apply(value()).toCompletableFuture();
                } catch (Throwable t) {
                    next.fail(t);
                    return;
                }
                inner.onDone(new Runnable() {
                    @Override
                    public void run() {
                        if (inner.failure != null) {
                            next.fail(inner.failure);
                        } else {
                            next.complete(inner.value());
                        }
                    }
                });
            }
        });
        return next;
    }

    /** A stage holding {@code fn} of this stage's result and {@code other}'s. */
    @Override
    public <U, V> CompletableFuture<V> thenCombine(final CompletionStage<? extends U> other,
            final BiFunction<? super T, ? super U, ? extends V> fn) {
        return thenCompose(new Function<T, CompletableFuture<V>>() {
            @Override
            public CompletableFuture<V> apply(final T t) {
                @SuppressWarnings("unchecked")
                CompletableFuture<U> o = (CompletableFuture<U>) other.toCompletableFuture();
                return o.then(null, new Function<U, V>() {
                    @Override
                    public V apply(U u) {
                        return fn.apply(t, u);
                    }
                });
            }
        });
    }

    /** A stage holding this result, or {@code fn} of the failure. */
    @Override
    public CompletableFuture<T> exceptionally(final Function<Throwable, ? extends T> fn) {
        final CompletableFuture<T> next = new CompletableFuture<>();
        onDone(new Runnable() {
            @Override
            public void run() {
                if (failure == null) {
                    next.complete(value());
                    return;
                }
                try {
                    next.complete(fn.apply(failure));
                } catch (Throwable t) {
                    next.fail(t);
                }
            }
        });
        return next;
    }

    /** A stage holding {@code fn} of (result, failure); exactly one of them is null-or-meaningful. */
    @Override
    public <U> CompletableFuture<U> handle(final BiFunction<? super T, Throwable, ? extends U> fn) {
        final CompletableFuture<U> next = new CompletableFuture<>();
        onDone(new Runnable() {
            @Override
            public void run() {
                try {
                    next.complete(fn.apply(failure == null ? value() : null, failure));
                } catch (Throwable t) {
                    next.fail(t);
                }
            }
        });
        return next;
    }

    /** A stage with this outcome, after {@code action} sees (result, failure). */
    @Override
    public CompletableFuture<T> whenComplete(final BiConsumer<? super T, ? super Throwable> action) {
        final CompletableFuture<T> next = new CompletableFuture<>();
        onDone(new Runnable() {
            @Override
            public void run() {
                try {
                    action.accept(failure == null ? value() : null, failure);
                } catch (Throwable t) {
                    next.fail(failure != null ? failure : t);
                    return;
                }
                if (failure != null) {
                    next.fail(failure);
                } else {
                    next.complete(value());
                }
            }
        });
        return next;
    }

    @Override
    public CompletableFuture<T> toCompletableFuture() {
        return this;
    }

    private synchronized void await() throws InterruptedException {
        while (!done) {
            wait();
        }
    }

    /** Waits and returns the result; a failure is thrown as (unchecked) CompletionException. */
    public T join() {
        boolean interrupted = false;
        while (true) {
            try {
                await();
                break;
            } catch (InterruptedException e) {
                interrupted = true;
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
        return reportJoin();
    }

    private T reportJoin() {
        if (failure == null) {
            return value();
        }
        if (failure instanceof CompletionException) {
            throw (CompletionException) failure;
        }
        if (failure instanceof CancellationException) {
            throw (CancellationException) failure;
        }
        throw new CompletionException(failure);
    }

    /** The result if complete, else {@code valueIfAbsent}. */
    public synchronized T getNow(T valueIfAbsent) {
        return done ? reportJoin() : valueIfAbsent;
    }

    @Override
    public T get() throws InterruptedException, ExecutionException {
        await();
        return reportGet();
    }

    @Override
    public synchronized T get(long timeout, TimeUnit unit) throws InterruptedException, ExecutionException,
            TimeoutException {
        long deadline = VmClock.millis() + unit.toMillis(timeout);
        while (!done) {
            long left = deadline - VmClock.millis();
            if (left <= 0) {
                throw new TimeoutException();
            }
            wait(left);
        }
        return reportGet();
    }

    private T reportGet() throws ExecutionException {
        if (failure == null) {
            return value();
        }
        if (failure instanceof CancellationException) {
            throw (CancellationException) failure;
        }
        Throwable cause = failure;
        if (cause instanceof CompletionException && cause.getCause() != null) {
            cause = cause.getCause();
        }
        throw new ExecutionException(cause);
    }

    @Override
    public boolean cancel(boolean mayInterruptIfRunning) {
        return finish(null, new CancellationException()) || isCancelled();
    }

    @Override
    public synchronized boolean isCancelled() {
        return failure instanceof CancellationException;
    }

    @Override
    public synchronized boolean isDone() {
        return done;
    }

    /** True if this completed with a failure (including cancellation). */
    public synchronized boolean isCompletedExceptionally() {
        return done && failure != null;
    }

    @Override
    public String toString() {
        String state;
        synchronized (this) {
            state = !done ? "[Incomplete]" : failure == null ? "[Completed normally]"
                    : "[Completed exceptionally: " + failure + "]";
        }
        return super.toString() + state;
    }
}
