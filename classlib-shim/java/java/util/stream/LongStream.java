package java.util.stream;

import java.util.LongSummaryStatistics;
import java.util.OptionalLong;
import java.util.PrimitiveIterator;
import java.util.function.*;

/** A sequence of long values with aggregate operations (rjvm shim; see {@link LongPipeline}). */
public interface LongStream extends BaseStream<Long, LongStream> {
    /** The values that satisfy {@code predicate}. */
    LongStream filter(LongPredicate predicate);

    /** Each value mapped by {@code mapper}. */
    LongStream map(LongUnaryOperator mapper);

    /** Each value mapped to an object. */
    <U> Stream<U> mapToObj(LongFunction<? extends U> mapper);

    /** The values boxed. */
    Stream<Long> boxed();

    /** The concatenation of the streams {@code mapper} makes of each value. */
    LongStream flatMap(LongFunction<? extends LongStream> mapper);

    /** The values without repeats, first occurrences in order. */
    LongStream distinct();

    /** The values in ascending order. */
    LongStream sorted();

    /** The values, passing each to {@code action} as it goes by. */
    LongStream peek(LongConsumer action);

    /** At most the first {@code maxSize} values. */
    LongStream limit(long maxSize);

    /** The values after the first {@code n}. */
    LongStream skip(long n);

    /** The leading values that satisfy {@code predicate}. */
    LongStream takeWhile(LongPredicate predicate);

    /** The values from the first that fails {@code predicate}. */
    LongStream dropWhile(LongPredicate predicate);

    /** Passes each value to {@code action}. */
    void forEach(LongConsumer action);

    /** Passes each value to {@code action}, in order. */
    void forEachOrdered(LongConsumer action);

    /** The values in an array. */
    long[] toArray();

    /** Folds the values into {@code identity} with {@code op}. */
    long reduce(long identity, LongBinaryOperator op);

    /** Folds the values with {@code op}; empty if there are none. */
    OptionalLong reduce(LongBinaryOperator op);

    /** Collects into a container from {@code supplier}. */
    <R> R collect(Supplier<R> supplier, ObjLongConsumer<R> accumulator, BiConsumer<R, R> combiner);

    /** The sum of the values. */
    long sum();

    /** The least value. */
    OptionalLong min();

    /** The greatest value. */
    OptionalLong max();

    /** The number of values. */
    long count();

    /** The mean of the values; empty if there are none. */
    java.util.OptionalDouble average();

    /** Count, sum, min, max and average. */
    LongSummaryStatistics summaryStatistics();

    /** True if some value satisfies {@code predicate}. */
    boolean anyMatch(LongPredicate predicate);

    /** True if every value satisfies {@code predicate}. */
    boolean allMatch(LongPredicate predicate);

    /** True if no value satisfies {@code predicate}. */
    boolean noneMatch(LongPredicate predicate);

    /** The first value. */
    OptionalLong findFirst();

    /** Some value (the first, in rjvm). */
    OptionalLong findAny();

    @Override
    PrimitiveIterator.OfLong iterator();

    /** A spliterator over the values (a terminal operation; it splits off array batches). */
    @Override
    default java.util.Spliterator.OfLong spliterator() {
        return java.util.Spliterators.spliteratorUnknownSize(iterator(), 0);
    }

    @Override
    LongStream sequential();

    @Override
    LongStream parallel();

    /** Each value mapped to a int. */
    IntStream mapToInt(LongToIntFunction mapper);

    /** Each value mapped to a double. */
    DoubleStream mapToDouble(LongToDoubleFunction mapper);

    /** The values widened to double. */
    DoubleStream asDoubleStream();

    /** start, start+1, ..., end-1. */
    static LongStream range(long start, long end) {
        return Stage.sized(new LongPipeline(LongPipeline.rangeIterator(start, end, false), null),
                Stage.rangeSize(start, end, false));
    }

    /** start, start+1, ..., end. */
    static LongStream rangeClosed(long start, long end) {
        return Stage.sized(new LongPipeline(LongPipeline.rangeIterator(start, end, true), null),
                Stage.rangeSize(start, end, true));
    }

    /** A stream of the given values. */
    static LongStream of(long... values) {
        return Stage.sized(new LongPipeline(LongPipeline.arrayIterator(values, 0, values.length), null), values.length);
    }

    /** A stream of one value. */
    static LongStream of(long value) {
        long[] one = {value};
        return Stage.sized(new LongPipeline(LongPipeline.arrayIterator(one, 0, 1), null), 1);
    }

    /** An empty stream. */
    static LongStream empty() {
        return of();
    }

    /** seed, f(seed), f(f(seed)), ... without end. */
    static LongStream iterate(long seed, LongUnaryOperator f) {
        return iterate(seed, new LongPredicate() {
            @Override
            public boolean test(long v) {
                return true;
            }
        }, f);
    }

    /** seed, next(seed), ... while {@code hasNext} holds. */
    static LongStream iterate(final long seed, final LongPredicate hasNext, final LongUnaryOperator next) {
        return new LongPipeline(new PrimitiveIterator.OfLong() {
            private long cur = seed;
            private int state; // 0: cur not yet tested, 1: cur ready, 2: cur returned, 3: done

            @Override
            public boolean hasNext() {
                if (state == 2) {
                    cur = next.applyAsLong(cur);
                    state = 0;
                }
                if (state == 0) {
                    state = hasNext.test(cur) ? 1 : 3;
                }
                return state == 1;
            }

            @Override
            public long nextLong() {
                if (!hasNext()) {
                    throw new java.util.NoSuchElementException();
                }
                state = 2;
                return cur;
            }
        }, null);
    }

    /** Values from {@code s}, without end. */
    static LongStream generate(final LongSupplier s) {
        return new LongPipeline(new PrimitiveIterator.OfLong() {
            @Override
            public boolean hasNext() {
                return true;
            }

            @Override
            public long nextLong() {
                return s.getAsLong();
            }
        }, null);
    }

    /** The values of {@code a} then those of {@code b}. */
    static LongStream concat(LongStream a, LongStream b) {
        final PrimitiveIterator.OfLong x = a.iterator();
        final PrimitiveIterator.OfLong y = b.iterator();
        long size = Stage.concatSize(a, b);
        return Stage.sized(new LongPipeline(new PrimitiveIterator.OfLong() {
            @Override
            public boolean hasNext() {
                return x.hasNext() || y.hasNext();
            }

            @Override
            public long nextLong() {
                return x.hasNext() ? x.nextLong() : y.nextLong();
            }
        }, null), size);
    }
}
