package java.util.stream;

import java.util.Comparator;
import java.util.Iterator;
import java.util.List;
import java.util.Optional;
import java.util.function.BiConsumer;
import java.util.function.BiFunction;
import java.util.function.BinaryOperator;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.IntFunction;
import java.util.function.Predicate;
import java.util.function.Supplier;
import java.util.function.ToDoubleFunction;
import java.util.function.ToIntFunction;
import java.util.function.ToLongFunction;
import java.util.function.UnaryOperator;

/** A sequence of elements with aggregate operations (rjvm shim; see {@link RefPipeline}). */
public interface Stream<T> extends BaseStream<T, Stream<T>> {
    /** The elements that satisfy {@code predicate}. */
    Stream<T> filter(Predicate<? super T> predicate);

    /** Each element mapped by {@code mapper}. */
    <R> Stream<R> map(Function<? super T, ? extends R> mapper);

    /** Each element mapped to an int. */
    IntStream mapToInt(ToIntFunction<? super T> mapper);

    /** Each element mapped to a long. */
    LongStream mapToLong(ToLongFunction<? super T> mapper);

    /** Each element mapped to a double. */
    DoubleStream mapToDouble(ToDoubleFunction<? super T> mapper);

    /** The concatenation of the streams {@code mapper} makes of each element. */
    <R> Stream<R> flatMap(Function<? super T, ? extends Stream<? extends R>> mapper);

    /** The concatenation of the int streams {@code mapper} makes of each element. */
    IntStream flatMapToInt(Function<? super T, ? extends IntStream> mapper);

    /** The elements without repeats (by equals), first occurrences in order. */
    Stream<T> distinct();

    /** The elements in natural order (stable). */
    Stream<T> sorted();

    /** The elements in {@code comparator} order (stable). */
    Stream<T> sorted(Comparator<? super T> comparator);

    /** The elements, passing each to {@code action} as it goes by. */
    Stream<T> peek(Consumer<? super T> action);

    /** At most the first {@code maxSize} elements. */
    Stream<T> limit(long maxSize);

    /** The elements after the first {@code n}. */
    Stream<T> skip(long n);

    /** The leading elements that satisfy {@code predicate}. */
    Stream<T> takeWhile(Predicate<? super T> predicate);

    /** The elements from the first that fails {@code predicate}. */
    Stream<T> dropWhile(Predicate<? super T> predicate);

    /** Passes each element to {@code action}. */
    void forEach(Consumer<? super T> action);

    /** Passes each element to {@code action}, in order. */
    void forEachOrdered(Consumer<? super T> action);

    /** The elements in an Object array. */
    Object[] toArray();

    /** The elements in an array made by {@code generator}. */
    <A> A[] toArray(IntFunction<A[]> generator);

    /** Folds the elements into {@code identity} with {@code accumulator}. */
    T reduce(T identity, BinaryOperator<T> accumulator);

    /** Folds the elements with {@code accumulator}; empty if there are none. */
    Optional<T> reduce(BinaryOperator<T> accumulator);

    /** Folds the elements into {@code identity} with {@code accumulator}. */
    <U> U reduce(U identity, BiFunction<U, ? super T, U> accumulator, BinaryOperator<U> combiner);

    /** Collects into a container from {@code supplier}. */
    <R> R collect(Supplier<R> supplier, BiConsumer<R, ? super T> accumulator, BiConsumer<R, R> combiner);

    /** Collects with {@code collector}. */
    <R, A> R collect(Collector<? super T, A, R> collector);

    /** The elements in an unmodifiable list. */
    List<T> toList();

    /** The least element by {@code comparator}. */
    Optional<T> min(Comparator<? super T> comparator);

    /** The greatest element by {@code comparator}. */
    Optional<T> max(Comparator<? super T> comparator);

    /** The number of elements. */
    long count();

    /** True if some element satisfies {@code predicate}. */
    boolean anyMatch(Predicate<? super T> predicate);

    /** True if every element satisfies {@code predicate}. */
    boolean allMatch(Predicate<? super T> predicate);

    /** True if no element satisfies {@code predicate}. */
    boolean noneMatch(Predicate<? super T> predicate);

    /** The first element. */
    Optional<T> findFirst();

    /** Some element (the first, in rjvm). */
    Optional<T> findAny();

    /** A stream of the given values. */
    @SafeVarargs
    static <T> Stream<T> of(T... values) {
        return Stage.sized(new RefPipeline<T>(java.util.Arrays.asList(values).iterator()), values.length);
    }

    /** A stream of one value. */
    static <T> Stream<T> of(T t) {
        return Stage.sized(new RefPipeline<T>(java.util.Collections.singletonList(t).iterator()), 1);
    }

    /** A stream of one value, or empty if it is null. */
    static <T> Stream<T> ofNullable(T t) {
        return t == null ? Stream.<T>empty() : of(t);
    }

    /** An empty stream. */
    static <T> Stream<T> empty() {
        return Stage.sized(new RefPipeline<T>(java.util.Collections.<T>emptyList().iterator()), 0);
    }

    /** seed, f(seed), f(f(seed)), ... without end. */
    static <T> Stream<T> iterate(final T seed, final UnaryOperator<T> f) {
        return iterate(seed, new Predicate<T>() {
            @Override
            public boolean test(T t) {
                return true;
            }
        }, f);
    }

    /** seed, next(seed), ... while {@code hasNext} holds. */
    static <T> Stream<T> iterate(final T seed, final Predicate<? super T> hasNext, final UnaryOperator<T> next) {
        return new RefPipeline<T>(new Iterator<T>() {
            private T cur = seed;
            private boolean started;
            private boolean ready;
            private boolean done;

            @Override
            public boolean hasNext() {
                if (!ready && !done) {
                    if (started) {
                        cur = next.apply(cur);
                    }
                    started = true;
                    if (hasNext.test(cur)) {
                        ready = true;
                    } else {
                        done = true;
                    }
                }
                return ready;
            }

            @Override
            public T next() {
                if (!hasNext()) {
                    throw new java.util.NoSuchElementException();
                }
                ready = false;
                return cur;
            }
        });
    }

    /** Values from {@code s}, without end. */
    static <T> Stream<T> generate(final Supplier<? extends T> s) {
        return new RefPipeline<T>(new Iterator<T>() {
            @Override
            public boolean hasNext() {
                return true;
            }

            @Override
            public T next() {
                return s.get();
            }
        });
    }

    /** The elements of {@code a} then those of {@code b}. */
    static <T> Stream<T> concat(Stream<? extends T> a, Stream<? extends T> b) {
        long size = Stage.concatSize(a, b);
        return Stage.sized(new RefPipeline<T>(RefPipeline.<T>concat(a.iterator(), b.iterator())), size);
    }
}
