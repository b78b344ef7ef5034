package java.util.concurrent;

import java.util.function.BiConsumer;
import java.util.function.BiFunction;
import java.util.function.Consumer;
import java.util.function.Function;

/** A stage of a computation that others may depend on (rjvm shim: the common methods). */
public interface CompletionStage<T> {
    /** A stage holding {@code fn} applied to this stage's result. */
    <U> CompletionStage<U> thenApply(Function<? super T, ? extends U> fn);

    /** A stage completed after {@code action} consumes this stage's result. */
    CompletionStage<Void> thenAccept(Consumer<? super T> action);

    /** A stage completed after {@code action} runs. */
    CompletionStage<Void> thenRun(Runnable action);

    /** A stage completed like the stage {@code fn} returns for this stage's result. */
    <U> CompletionStage<U> thenCompose(Function<? super T, ? extends CompletionStage<U>> fn);

    /** A stage holding {@code fn} of this stage's result and {@code other}'s. */
    <U, V> CompletionStage<V> thenCombine(CompletionStage<? extends U> other,
            BiFunction<? super T, ? super U, ? extends V> fn);

    /** A stage holding this result, or {@code fn} of the failure. */
    CompletionStage<T> exceptionally(Function<Throwable, ? extends T> fn);

    /** A stage holding {@code fn} of (result, failure). */
    <U> CompletionStage<U> handle(BiFunction<? super T, Throwable, ? extends U> fn);

    /** A stage with this outcome, after {@code action} sees (result, failure). */
    CompletionStage<T> whenComplete(BiConsumer<? super T, ? super Throwable> action);

    /** This stage as a CompletableFuture. */
    CompletableFuture<T> toCompletableFuture();
}
