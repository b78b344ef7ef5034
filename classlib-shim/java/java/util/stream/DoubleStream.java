package java.util.stream;

import java.util.DoubleSummaryStatistics;
import java.util.OptionalDouble;
import java.util.PrimitiveIterator;
import java.util.function.*;

/** A sequence of double values with aggregate operations (rjvm shim; see {@link DoublePipeline}). */
public interface DoubleStream extends BaseStream<Double, DoubleStream> {
    /** The values that satisfy {@code predicate}. */
    DoubleStream filter(DoublePredicate predicate);

    /** Each value mapped by {@code mapper}. */
    DoubleStream map(DoubleUnaryOperator mapper);

    /** Each value mapped to an object. */
    <U> Stream<U> mapToObj(DoubleFunction<? extends U> mapper);

    /** The values boxed. */
    Stream<Double> boxed();

    /** The concatenation of the streams {@code mapper} makes of each value. */
    DoubleStream flatMap(DoubleFunction<? extends DoubleStream> mapper);

    /** The values without repeats, first occurrences in order. */
    DoubleStream distinct();

    /** The values in ascending order. */
    DoubleStream sorted();

    /** The values, passing each to {@code action} as it goes by. */
    DoubleStream peek(DoubleConsumer action);

    /** At most the first {@code maxSize} values. */
    DoubleStream limit(long maxSize);

    /** The values after the first {@code n}. */
    DoubleStream skip(long n);

    /** The leading values that satisfy {@code predicate}. */
    DoubleStream takeWhile(DoublePredicate predicate);

    /** The values from the first that fails {@code predicate}. */
    DoubleStream dropWhile(DoublePredicate predicate);

    /** Passes each value to {@code action}. */
    void forEach(DoubleConsumer action);

    /** Passes each value to {@code action}, in order. */
    void forEachOrdered(DoubleConsumer action);

    /** The values in an array. */
    double[] toArray();

    /** Folds the values into {@code identity} with {@code op}. */
    double reduce(double identity, DoubleBinaryOperator op);

    /** Folds the values with {@code op}; empty if there are none. */
    OptionalDouble reduce(DoubleBinaryOperator op);

    /** Collects into a container from {@code supplier}. */
    <R> R collect(Supplier<R> supplier, ObjDoubleConsumer<R> accumulator, BiConsumer<R, R> combiner);

    /** The sum of the values. */
    double sum();

    /** The least value. */
    OptionalDouble min();

    /** The greatest value. */
    OptionalDouble max();

    /** The number of values. */
    long count();

    /** The mean of the values; empty if there are none. */
    java.util.OptionalDouble average();

    /** Count, sum, min, max and average. */
    DoubleSummaryStatistics summaryStatistics();

    /** True if some value satisfies {@code predicate}. */
    boolean anyMatch(DoublePredicate predicate);

    /** True if every value satisfies {@code predicate}. */
    boolean allMatch(DoublePredicate predicate);

    /** True if no value satisfies {@code predicate}. */
    boolean noneMatch(DoublePredicate predicate);

    /** The first value. */
    OptionalDouble findFirst();

    /** Some value (the first, in rjvm). */
    OptionalDouble findAny();

    @Override
    PrimitiveIterator.OfDouble iterator();

    /** A spliterator over the values (a terminal operation; it splits off array batches). */
    @Override
    default java.util.Spliterator.OfDouble spliterator() {
        return java.util.Spliterators.spliteratorUnknownSize(iterator(), 0);
    }

    @Override
    DoubleStream sequential();

    @Override
    DoubleStream parallel();

    /** Each value mapped to a int. */
    IntStream mapToInt(DoubleToIntFunction mapper);

    /** Each value mapped to a long. */
    LongStream mapToLong(DoubleToLongFunction mapper);

    /** A stream of the given values. */
    static DoubleStream of(double... values) {
        return Stage.sized(new DoublePipeline(DoublePipeline.arrayIterator(values, 0, values.length), null), values.length);
    }

    /** A stream of one value. */
    static DoubleStream of(double value) {
        double[] one = {value};
        return Stage.sized(new DoublePipeline(DoublePipeline.arrayIterator(one, 0, 1), null), 1);
    }

    /** An empty stream. */
    static DoubleStream empty() {
        return of();
    }

    /** seed, f(seed), f(f(seed)), ... without end. */
    static DoubleStream iterate(double seed, DoubleUnaryOperator f) {
        return iterate(seed, new DoublePredicate() {
            @Override
            public boolean test(double v) {
                return true;
            }
        }, f);
    }

    /** seed, next(seed), ... while {@code hasNext} holds. */
    static DoubleStream iterate(final double seed, final DoublePredicate hasNext, final DoubleUnaryOperator next) {
        return new DoublePipeline(new PrimitiveIterator.OfDouble() {
            private double cur = seed;
            private int state; // 0: cur not yet tested, 1: cur ready, 2: cur returned, 3: done

            @Override
            public boolean hasNext() {
                if (state == 2) {
                    cur = next.applyAsDouble(cur);
                    state = 0;
                }
                if (state == 0) {
                    state = hasNext.test(cur) ? 1 : 3;
                }
                return state == 1;
            }

            @Override
            public double nextDouble() {
                if (!hasNext()) {
                    throw new java.util.NoSuchElementException();
                }
                state = 2;
                return cur;
            }
        }, null);
    }

    /** Values from {@code s}, without end. */
    static DoubleStream generate(final DoubleSupplier s) {
        return new DoublePipeline(new PrimitiveIterator.OfDouble() {
            @Override
            public boolean hasNext() {
                return true;
            }

            @Override
            public double nextDouble() {
                return s.getAsDouble();
            }
        }, null);
    }

    /** The values of {@code a} then those of {@code b}. */
    static DoubleStream concat(DoubleStream a, DoubleStream b) {
        final PrimitiveIterator.OfDouble x = a.iterator();
        final PrimitiveIterator.OfDouble y = b.iterator();
        long size = Stage.concatSize(a, b);
        return Stage.sized(new DoublePipeline(new PrimitiveIterator.OfDouble() {
            @Override
            public boolean hasNext() {
                return x.hasNext() || y.hasNext();
            }

            @Override
            public double nextDouble() {
                return x.hasNext() ? x.nextDouble() : y.nextDouble();
            }
        }, null), size);
    }
}
