package java.util.stream;

import java.util.Arrays;
import java.util.Iterator;
import java.util.LinkedHashSet;
import java.util.DoubleSummaryStatistics;
import java.util.Objects;
import java.util.OptionalDouble;
import java.util.PrimitiveIterator;
import java.util.Set;
import java.util.function.*;

/**
 * rjvm's DoubleStream: a lazy, sequential, pull-based pipeline over a PrimitiveIterator.OfDouble
 * (see {@link RefPipeline}; this file is generated from the same template as its Int, Long
 * and Double siblings).
 */
final class DoublePipeline extends Stage implements DoubleStream {
    private final PrimitiveIterator.OfDouble source;

    DoublePipeline(PrimitiveIterator.OfDouble source, Closer closer) {
        super(closer);
        this.source = source;
    }

    private PrimitiveIterator.OfDouble take() {
        use();
        return source;
    }

    private DoublePipeline next(PrimitiveIterator.OfDouble it) {
        return new DoublePipeline(it, closer);
    }

    /** Unboxes stream elements. */
    static final ToDoubleFunction<Double> UNBOX = new ToDoubleFunction<Double>() {
        @Override
        public double applyAsDouble(Double v) {
            return v;
        }
    };

    /** The values of an array slice. */
    static PrimitiveIterator.OfDouble arrayIterator(final double[] a, final int from, final int to) {
        return new PrimitiveIterator.OfDouble() {
            private int i = from;

            @Override
            public boolean hasNext() {
                return i < to;
            }

            @Override
            public double nextDouble() {
                if (i >= to) {
                    throw new java.util.NoSuchElementException();
                }
                return a[i++];
            }
        };
    }

    /** A filtering iterator: the values of {@code it} that {@code keep} accepts. */
    private static PrimitiveIterator.OfDouble filtered(final PrimitiveIterator.OfDouble it, final DoublePredicate keep) {
        return new PrimitiveIterator.OfDouble() {
            private double item;
            private int state; // 0: unknown, 1: ready, 2: done

            @Override
            public boolean hasNext() {
                while (state == 0) {
                    if (!it.hasNext()) {
                        state = 2;
                    } else {
                        item = it.nextDouble();
                        if (keep.test(item)) {
                            state = 1;
                        }
                    }
                }
                return state == 1;
            }

            @Override
            public double nextDouble() {
                if (!hasNext()) {
                    throw new java.util.NoSuchElementException();
                }
                state = 0;
                return item;
            }
        };
    }

    @Override
    public PrimitiveIterator.OfDouble iterator() {
        return take();
    }

    @Override
    public DoubleStream sequential() {
        closer.parallel = false;
        return this;
    }

    @Override
    public DoubleStream parallel() {
        closer.parallel = true;
        return this;
    }

    @Override
    public DoubleStream unordered() {
        return this;
    }

    @Override
    public DoubleStream onClose(Runnable closeHandler) {
        closer.add(Objects.requireNonNull(closeHandler));
        return this;
    }

    @Override
    public DoubleStream filter(DoublePredicate predicate) {
        return next(filtered(take(), Objects.requireNonNull(predicate)));
    }

    @Override
    public DoubleStream map(final DoubleUnaryOperator mapper) {
        Objects.requireNonNull(mapper);
        final PrimitiveIterator.OfDouble it = take();
        return sized(next(new PrimitiveIterator.OfDouble() {
            @Override
            public boolean hasNext() {
                return it.hasNext();
            }

            @Override
            public double nextDouble() {
                return mapper.applyAsDouble(it.nextDouble());
            }
        }), exactSize);
    }

    @Override
    public <U> Stream<U> mapToObj(final DoubleFunction<? extends U> mapper) {
        Objects.requireNonNull(mapper);
        final PrimitiveIterator.OfDouble it = take();
        return sized(new RefPipeline<U>(new Iterator<U>() {
            @Override
            public boolean hasNext() {
                return it.hasNext();
            }

            @Override
            public U next() {
                return mapper.apply(it.nextDouble());
            }
        }, closer), exactSize);
    }

    @Override
    public Stream<Double> boxed() {
        return mapToObj(new DoubleFunction<Double>() {
            @Override
            public Double apply(double v) {
                return v;
            }
        });
    }

    @Override
    public DoubleStream flatMap(final DoubleFunction<? extends DoubleStream> mapper) {
        Objects.requireNonNull(mapper);
        return boxed().flatMap(new Function<Double, Stream<Double>>() {
            @Override
            public Stream<Double> apply(Double v) {
                DoubleStream s = mapper.apply(v);
                return s == null ? null : s.boxed();
            }
        }).mapToDouble(UNBOX);
    }

    @Override
    public DoubleStream distinct() {
        Set<Double> seen = new LinkedHashSet<>();
        PrimitiveIterator.OfDouble it = take();
        while (it.hasNext()) {
            seen.add(it.nextDouble());
        }
        double[] out = new double[seen.size()];
        int i = 0;
        for (Double v : seen) {
            out[i++] = v;
        }
        return next(arrayIterator(out, 0, out.length));
    }

    @Override
    public DoubleStream sorted() {
        final PrimitiveIterator.OfDouble it = take();
        // Lazy, as the JDK's: nothing upstream runs before the terminal operation pulls.
        return sized(next(new PrimitiveIterator.OfDouble() {
            private PrimitiveIterator.OfDouble sortedIt;

            private PrimitiveIterator.OfDouble sortedValues() {
                if (sortedIt == null) {
                    double[] all = drainArray(it);
                    Arrays.sort(all);
                    sortedIt = arrayIterator(all, 0, all.length);
                }
                return sortedIt;
            }

            @Override
            public boolean hasNext() {
                return sortedValues().hasNext();
            }

            @Override
            public double nextDouble() {
                return sortedValues().nextDouble();
            }
        }), exactSize);
    }

    @Override
    public DoubleStream peek(final DoubleConsumer action) {
        Objects.requireNonNull(action);
        final PrimitiveIterator.OfDouble it = take();
        return sized(next(new PrimitiveIterator.OfDouble() {
            @Override
            public boolean hasNext() {
                return it.hasNext();
            }

            @Override
            public double nextDouble() {
                double v = it.nextDouble();
                action.accept(v);
                return v;
            }
        }), exactSize);
    }

    @Override
    public DoubleStream limit(final long maxSize) {
        if (maxSize < 0) {
            throw new IllegalArgumentException(Long.toString(maxSize));
        }
        final PrimitiveIterator.OfDouble it = take();
        return sized(next(new PrimitiveIterator.OfDouble() {
            private long left = maxSize;

            @Override
            public boolean hasNext() {
                return left > 0 && it.hasNext();
            }

            @Override
            public double nextDouble() {
                if (left <= 0) {
                    throw new java.util.NoSuchElementException();
                }
                left--;
                return it.nextDouble();
            }
        }), sizeAfterLimit(maxSize));
    }

    @Override
    public DoubleStream skip(final long n) {
        if (n < 0) {
            throw new IllegalArgumentException(Long.toString(n));
        }
        final PrimitiveIterator.OfDouble it = take();
        return sized(next(new PrimitiveIterator.OfDouble() {
            private long toSkip = n;

            @Override
            public boolean hasNext() {
                while (toSkip > 0 && it.hasNext()) {
                    it.nextDouble();
                    toSkip--;
                }
                return it.hasNext();
            }

            @Override
            public double nextDouble() {
                hasNext();
                return it.nextDouble();
            }
        }), sizeAfterSkip(n));
    }

    @Override
    public DoubleStream takeWhile(final DoublePredicate predicate) {
        final PrimitiveIterator.OfDouble it = take();
        return next(new PrimitiveIterator.OfDouble() {
            private double item;
            private int state; // 0: unknown, 1: ready, 2: done

            @Override
            public boolean hasNext() {
                if (state == 0) {
                    if (it.hasNext() && predicate.test(item = it.nextDouble())) {
                        state = 1;
                    } else {
                        state = 2;
                    }
                }
                return state == 1;
            }

            @Override
            public double nextDouble() {
                if (!hasNext()) {
                    throw new java.util.NoSuchElementException();
                }
                state = 0;
                return item;
            }
        });
    }

    @Override
    public DoubleStream dropWhile(final DoublePredicate predicate) {
        return next(filtered(take(), new DoublePredicate() {
            private boolean dropping = true;

            @Override
            public boolean test(double v) {
                if (dropping && predicate.test(v)) {
                    return false;
                }
                dropping = false;
                return true;
            }
        }));
    }

    @Override
    public void forEach(DoubleConsumer action) {
        Objects.requireNonNull(action);
        PrimitiveIterator.OfDouble it = take();
        while (it.hasNext()) {
            action.accept(it.nextDouble());
        }
    }

    @Override
    public void forEachOrdered(DoubleConsumer action) {
        forEach(action);
    }

    @Override
    public double[] toArray() {
        return drainArray(take());
    }

    /** Every remaining value of {@code it}, in a new array. */
    private static double[] drainArray(PrimitiveIterator.OfDouble it) {
        double[] buf = new double[16];
        int n = 0;
        while (it.hasNext()) {
            if (n == buf.length) {
                buf = Arrays.copyOf(buf, n * 2);
            }
            buf[n++] = it.nextDouble();
        }
        return Arrays.copyOf(buf, n);
    }

    @Override
    public double reduce(double identity, DoubleBinaryOperator op) {
        PrimitiveIterator.OfDouble it = take();
        double acc = identity;
        while (it.hasNext()) {
            acc = op.applyAsDouble(acc, it.nextDouble());
        }
        return acc;
    }

    @Override
    public OptionalDouble reduce(DoubleBinaryOperator op) {
        PrimitiveIterator.OfDouble it = take();
        if (!it.hasNext()) {
            return OptionalDouble.empty();
        }
        double acc = it.nextDouble();
        while (it.hasNext()) {
            acc = op.applyAsDouble(acc, it.nextDouble());
        }
        return OptionalDouble.of(acc);
    }

    @Override
    public <R> R collect(Supplier<R> supplier, ObjDoubleConsumer<R> accumulator, BiConsumer<R, R> combiner) {
        PrimitiveIterator.OfDouble it = take();
        R r = supplier.get();
        while (it.hasNext()) {
            accumulator.accept(r, it.nextDouble());
        }
        return r;
    }

    @Override
    public OptionalDouble min() {
        return reduce(new DoubleBinaryOperator() {
            @Override
            public double applyAsDouble(double a, double b) {
                return Math.min(a, b);
            }
        });
    }

    @Override
    public OptionalDouble max() {
        return reduce(new DoubleBinaryOperator() {
            @Override
            public double applyAsDouble(double a, double b) {
                return Math.max(a, b);
            }
        });
    }

    @Override
    public long count() {
        if (exactSize >= 0) {
            use();
            return exactSize;
        }
        PrimitiveIterator.OfDouble it = take();
        long n = 0;
        while (it.hasNext()) {
            it.nextDouble();
            n++;
        }
        return n;
    }

    @Override
    public DoubleSummaryStatistics summaryStatistics() {
        DoubleSummaryStatistics s = new DoubleSummaryStatistics();
        forEach(s);
        return s;
    }

    @Override
    public boolean anyMatch(DoublePredicate predicate) {
        PrimitiveIterator.OfDouble it = take();
        while (it.hasNext()) {
            if (predicate.test(it.nextDouble())) {
                return true;
            }
        }
        return false;
    }

    @Override
    public boolean allMatch(DoublePredicate predicate) {
        PrimitiveIterator.OfDouble it = take();
        while (it.hasNext()) {
            if (!predicate.test(it.nextDouble())) {
                return false;
            }
        }
        return true;
    }

    @Override
    public boolean noneMatch(DoublePredicate predicate) {
        return !anyMatch(predicate);
    }

    @Override
    public OptionalDouble findFirst() {
        PrimitiveIterator.OfDouble it = take();
        return it.hasNext() ? OptionalDouble.of(it.nextDouble()) : OptionalDouble.empty();
    }

    @Override
    public OptionalDouble findAny() {
        return findFirst();
    }

    @Override
    public IntStream mapToInt(final DoubleToIntFunction mapper) {
        Objects.requireNonNull(mapper);
        final PrimitiveIterator.OfDouble it = take();
        return sized(new IntPipeline(new PrimitiveIterator.OfInt() {
            @Override
            public boolean hasNext() {
                return it.hasNext();
            }

            @Override
            public int nextInt() {
                return mapper.applyAsInt(it.nextDouble());
            }
        }, closer), exactSize);
    }

    @Override
    public LongStream mapToLong(final DoubleToLongFunction mapper) {
        Objects.requireNonNull(mapper);
        final PrimitiveIterator.OfDouble it = take();
        return sized(new LongPipeline(new PrimitiveIterator.OfLong() {
            @Override
            public boolean hasNext() {
                return it.hasNext();
            }

            @Override
            public long nextLong() {
                return mapper.applyAsLong(it.nextDouble());
            }
        }, closer), exactSize);
    }

    @Override
    public double sum() {
        java.util.DoubleSum s = new java.util.DoubleSum();
        PrimitiveIterator.OfDouble it = take();
        while (it.hasNext()) {
            s.add(it.nextDouble());
        }
        return s.result();
    }

    @Override
    public java.util.OptionalDouble average() {
        java.util.DoubleSum s = new java.util.DoubleSum();
        PrimitiveIterator.OfDouble it = take();
        long n = 0;
        while (it.hasNext()) {
            s.add(it.nextDouble());
            n++;
        }
        return n == 0 ? java.util.OptionalDouble.empty() : java.util.OptionalDouble.of(s.result() / n);
    }
}
