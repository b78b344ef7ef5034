package java.util.stream;

import java.util.IntSummaryStatistics;
import java.util.OptionalInt;
import java.util.PrimitiveIterator;
import java.util.function.*;

/** A sequence of int values with aggregate operations (rjvm shim; see {@link IntPipeline}). */
public interface IntStream extends BaseStream<Integer, IntStream> {
    /** The values that satisfy {@code predicate}. */
    IntStream filter(IntPredicate predicate);

    /** Each value mapped by {@code mapper}. */
    IntStream map(IntUnaryOperator mapper);

    /** Each value mapped to an object. */
    <U> Stream<U> mapToObj(IntFunction<? extends U> mapper);

    /** The values boxed. */
    Stream<Integer> boxed();

    /** The concatenation of the streams {@code mapper} makes of each value. */
    IntStream flatMap(IntFunction<? extends IntStream> mapper);

    /** The values without repeats, first occurrences in order. */
    IntStream distinct();

    /** The values in ascending order. */
    IntStream sorted();

    /** The values, passing each to {@code action} as it goes by. */
    IntStream peek(IntConsumer action);

    /** At most the first {@code maxSize} values. */
    IntStream limit(long maxSize);

    /** The values after the first {@code n}. */
    IntStream skip(long n);

    /** The leading values that satisfy {@code predicate}. */
    IntStream takeWhile(IntPredicate predicate);

    /** The values from the first that fails {@code predicate}. */
    IntStream dropWhile(IntPredicate predicate);

    /** Passes each value to {@code action}. */
    void forEach(IntConsumer action);

    /** Passes each value to {@code action}, in order. */
    void forEachOrdered(IntConsumer action);

    /** The values in an array. */
    int[] toArray();

    /** Folds the values into {@code identity} with {@code op}. */
    int reduce(int identity, IntBinaryOperator op);

    /** Folds the values with {@code op}; empty if there are none. */
    OptionalInt reduce(IntBinaryOperator op);

    /** Collects into a container from {@code supplier}. */
    <R> R collect(Supplier<R> supplier, ObjIntConsumer<R> accumulator, BiConsumer<R, R> combiner);

    /** The sum of the values. */
    int sum();

    /** The least value. */
    OptionalInt min();

    /** The greatest value. */
    OptionalInt max();

    /** The number of values. */
    long count();

    /** The mean of the values; empty if there are none. */
    java.util.OptionalDouble average();

    /** Count, sum, min, max and average. */
    IntSummaryStatistics summaryStatistics();

    /** True if some value satisfies {@code predicate}. */
    boolean anyMatch(IntPredicate predicate);

    /** True if every value satisfies {@code predicate}. */
    boolean allMatch(IntPredicate predicate);

    /** True if no value satisfies {@code predicate}. */
    boolean noneMatch(IntPredicate predicate);

    /** The first value. */
    OptionalInt findFirst();

    /** Some value (the first, in rjvm). */
    OptionalInt findAny();

    @Override
    PrimitiveIterator.OfInt iterator();

    /** A spliterator over the values (a terminal operation; it splits off array batches). */
    @Override
    default java.util.Spliterator.OfInt spliterator() {
        return java.util.Spliterators.spliteratorUnknownSize(iterator(), 0);
    }

    @Override
    IntStream sequential();

    @Override
    IntStream parallel();

    /** Each value mapped to a long. */
    LongStream mapToLong(IntToLongFunction mapper);

    /** Each value mapped to a double. */
    DoubleStream mapToDouble(IntToDoubleFunction mapper);

    /** The values widened to long. */
    LongStream asLongStream();

    /** The values widened to double. */
    DoubleStream asDoubleStream();

    /** start, start+1, ..., end-1. */
    static IntStream range(int start, int end) {
        return Stage.sized(new IntPipeline(IntPipeline.rangeIterator(start, end, false), null),
                Stage.rangeSize(start, end, false));
    }

    /** start, start+1, ..., end. */
    static IntStream rangeClosed(int start, int end) {
        return Stage.sized(new IntPipeline(IntPipeline.rangeIterator(start, end, true), null),
                Stage.rangeSize(start, end, true));
    }

    /** A stream of the given values. */
    static IntStream of(int... values) {
        return Stage.sized(new IntPipeline(IntPipeline.arrayIterator(values, 0, values.length), null), values.length);
    }

    /** A stream of one value. */
    static IntStream of(int value) {
        int[] one = {value};
        return Stage.sized(new IntPipeline(IntPipeline.arrayIterator(one, 0, 1), null), 1);
    }

    /** An empty stream. */
    static IntStream empty() {
        return of();
    }

    /** seed, f(seed), f(f(seed)), ... without end. */
    static IntStream iterate(int seed, IntUnaryOperator f) {
        return iterate(seed, new IntPredicate() {
            @Override
            public boolean test(int v) {
                return true;
            }
        }, f);
    }

    /** seed, next(seed), ... while {@code hasNext} holds. */
    static IntStream iterate(final int seed, final IntPredicate hasNext, final IntUnaryOperator next) {
        return new IntPipeline(new PrimitiveIterator.OfInt() {
            private int cur = seed;
            private int state; // 0: cur not yet tested, 1: cur ready, 2: cur returned, 3: done

            @Override
            public boolean hasNext() {
                if (state == 2) {
                    cur = next.applyAsInt(cur);
                    state = 0;
                }
                if (state == 0) {
                    state = hasNext.test(cur) ? 1 : 3;
                }
                return state == 1;
            }

            @Override
            public int nextInt() {
                if (!hasNext()) {
                    throw new java.util.NoSuchElementException();
                }
                state = 2;
                return cur;
            }
        }, null);
    }

    /** Values from {@code s}, without end. */
    static IntStream generate(final IntSupplier s) {
        return new IntPipeline(new PrimitiveIterator.OfInt() {
            @Override
            public boolean hasNext() {
                return true;
            }

            @Override
            public int nextInt() {
                return s.getAsInt();
            }
        }, null);
    }

    /** The values of {@code a} then those of {@code b}. */
    static IntStream concat(IntStream a, IntStream b) {
        final PrimitiveIterator.OfInt x = a.iterator();
        final PrimitiveIterator.OfInt y = b.iterator();
        long size = Stage.concatSize(a, b);
        return Stage.sized(new IntPipeline(new PrimitiveIterator.OfInt() {
            @Override
            public boolean hasNext() {
                return x.hasNext() || y.hasNext();
            }

            @Override
            public int nextInt() {
                return x.hasNext() ? x.nextInt() : y.nextInt();
            }
        }, null), size);
    }
}
