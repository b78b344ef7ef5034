package java.util.stream;

import java.util.Set;
import java.util.function.BiConsumer;
import java.util.function.BinaryOperator;
import java.util.function.Function;
import java.util.function.Supplier;

/** A mutable reduction: supplier, accumulator, combiner, finisher (rjvm shim). */
public interface Collector<T, A, R> {
    /** Makes a new result container. */
    Supplier<A> supplier();

    /** Folds an element into a container. */
    BiConsumer<A, T> accumulator();

    /** Merges two containers. */
    BinaryOperator<A> combiner();

    /** Turns the container into the result. */
    Function<A, R> finisher();

    /** Properties of this collector. */
    Set<Characteristics> characteristics();

    /** Properties a collector may have. */
    enum Characteristics {
        CONCURRENT,
        UNORDERED,
        IDENTITY_FINISH
    }

    /** A collector whose container is its result. */
    static <T, R> Collector<T, R, R> of(Supplier<R> supplier, BiConsumer<R, T> accumulator, BinaryOperator<R> combiner,
            Characteristics... characteristics) {
        return new Collectors.Impl<T, R, R>(supplier, accumulator, combiner, Collectors.<R>identity(), characteristics);
    }

    /** A collector with a finisher. */
    static <T, A, R> Collector<T, A, R> of(Supplier<A> supplier, BiConsumer<A, T> accumulator, BinaryOperator<A> combiner,
            Function<A, R> finisher, Characteristics... characteristics) {
        return new Collectors.Impl<T, A, R>(supplier, accumulator, combiner, finisher, characteristics);
    }
}
