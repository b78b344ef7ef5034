package java.util.stream;

import java.util.@N@SummaryStatistics;
import java.util.Optional@N@;
import java.util.PrimitiveIterator;
import java.util.function.*;

/** A sequence of @P@ values with aggregate operations (rjvm shim; see {@link @N@Pipeline}). */
public interface @N@Stream extends BaseStream<@B@, @N@Stream> {
    /** The values that satisfy {@code predicate}. */
    @N@Stream filter(@N@Predicate predicate);

    /** Each value mapped by {@code mapper}. */
    @N@Stream map(@N@UnaryOperator mapper);

    /** Each value mapped to an object. */
    <U> Stream<U> mapToObj(@N@Function<? extends U> mapper);

    /** The values boxed. */
    Stream<@B@> boxed();

    /** The concatenation of the streams {@code mapper} makes of each value. */
    @N@Stream flatMap(@N@Function<? extends @N@Stream> mapper);

    /** The values without repeats, first occurrences in order. */
    @N@Stream distinct();

    /** The values in ascending order. */
    @N@Stream sorted();

    /** The values, passing each to {@code action} as it goes by. */
    @N@Stream peek(@N@Consumer action);

    /** At most the first {@code maxSize} values. */
    @N@Stream limit(long maxSize);

    /** The values after the first {@code n}. */
    @N@Stream skip(long n);

    /** The leading values that satisfy {@code predicate}. */
    @N@Stream takeWhile(@N@Predicate predicate);

    /** The values from the first that fails {@code predicate}. */
    @N@Stream dropWhile(@N@Predicate predicate);

    /** Passes each value to {@code action}. */
    void forEach(@N@Consumer action);

    /** Passes each value to {@code action}, in order. */
    void forEachOrdered(@N@Consumer action);

    /** The values in an array. */
    @P@[] toArray();

    /** Folds the values into {@code identity} with {@code op}. */
    @P@ reduce(@P@ identity, @N@BinaryOperator op);

    /** Folds the values with {@code op}; empty if there are none. */
    Optional@N@ reduce(@N@BinaryOperator op);

    /** Collects into a container from {@code supplier}. */
    <R> R collect(Supplier<R> supplier, Obj@N@Consumer<R> accumulator, BiConsumer<R, R> combiner);

    /** The sum of the values. */
    @P@ sum();

    /** The least value. */
    Optional@N@ min();

    /** The greatest value. */
    Optional@N@ max();

    /** The number of values. */
    long count();

    /** The mean of the values; empty if there are none. */
    java.util.OptionalDouble average();

    /** Count, sum, min, max and average. */
    @N@SummaryStatistics summaryStatistics();

    /** True if some value satisfies {@code predicate}. */
    boolean anyMatch(@N@Predicate predicate);

    /** True if every value satisfies {@code predicate}. */
    boolean allMatch(@N@Predicate predicate);

    /** True if no value satisfies {@code predicate}. */
    boolean noneMatch(@N@Predicate predicate);

    /** The first value. */
    Optional@N@ findFirst();

    /** Some value (the first, in rjvm). */
    Optional@N@ findAny();

    @Override
    PrimitiveIterator.Of@N@ iterator();

    /** A spliterator over the values (a terminal operation; it splits off array batches). */
    @Override
    default java.util.Spliterator.Of@N@ spliterator() {
        return java.util.Spliterators.spliteratorUnknownSize(iterator(), 0);
    }

    @Override
    @N@Stream sequential();

    @Override
    @N@Stream parallel();

//SPECIFIC-DECL

    /** A stream of the given values. */
    static @N@Stream of(@P@... values) {
        return Stage.sized(new @N@Pipeline(@N@Pipeline.arrayIterator(values, 0, values.length), null), values.length);
    }

    /** A stream of one value. */
    static @N@Stream of(@P@ value) {
        @P@[] one = {value};
        return Stage.sized(new @N@Pipeline(@N@Pipeline.arrayIterator(one, 0, 1), null), 1);
    }

    /** An empty stream. */
    static @N@Stream empty() {
        return of();
    }

    /** seed, f(seed), f(f(seed)), ... without end. */
    static @N@Stream iterate(@P@ seed, @N@UnaryOperator f) {
        return iterate(seed, new @N@Predicate() {
            @Override
            public boolean test(@P@ v) {
                return true;
            }
        }, f);
    }

    /** seed, next(seed), ... while {@code hasNext} holds. */
    static @N@Stream iterate(final @P@ seed, final @N@Predicate hasNext, final @N@UnaryOperator next) {
        return new @N@Pipeline(new PrimitiveIterator.Of@N@() {
            private @P@ cur = seed;
            private int state; // 0: cur not yet tested, 1: cur ready, 2: cur returned, 3: done

            @Override
            public boolean hasNext() {
                if (state == 2) {
                    cur = next.applyAs@N@(cur);
                    state = 0;
                }
                if (state == 0) {
                    state = hasNext.test(cur) ? 1 : 3;
                }
                return state == 1;
            }

            @Override
            public @P@ next@N@() {
                if (!hasNext()) {
                    throw new java.util.NoSuchElementException();
                }
                state = 2;
                return cur;
            }
        }, null);
    }

    /** Values from {@code s}, without end. */
    static @N@Stream generate(final @N@Supplier s) {
        return new @N@Pipeline(new PrimitiveIterator.Of@N@() {
            @Override
            public boolean hasNext() {
                return true;
            }

            @Override
            public @P@ next@N@() {
                return s.getAs@N@();
            }
        }, null);
    }

    /** The values of {@code a} then those of {@code b}. */
    static @N@Stream concat(@N@Stream a, @N@Stream b) {
        final PrimitiveIterator.Of@N@ x = a.iterator();
        final PrimitiveIterator.Of@N@ y = b.iterator();
        long size = Stage.concatSize(a, b);
        return Stage.sized(new @N@Pipeline(new PrimitiveIterator.Of@N@() {
            @Override
            public boolean hasNext() {
                return x.hasNext() || y.hasNext();
            }

            @Override
            public @P@ next@N@() {
                return x.hasNext() ? x.next@N@() : y.next@N@();
            }
        }, null), size);
    }
}
