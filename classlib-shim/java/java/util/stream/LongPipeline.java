package java.util.stream;

import java.util.Arrays;
import java.util.Iterator;
import java.util.LinkedHashSet;
import java.util.LongSummaryStatistics;
import java.util.Objects;
import java.util.OptionalLong;
import java.util.PrimitiveIterator;
import java.util.Set;
import java.util.function.*;

/**
 * rjvm's LongStream: a lazy, sequential, pull-based pipeline over a PrimitiveIterator.OfLong
 * (see {@link RefPipeline}; this file is generated from the same template as its Int, Long
 * and Double siblings).
 */
final class LongPipeline extends Stage implements LongStream {
    private final PrimitiveIterator.OfLong source;

    LongPipeline(PrimitiveIterator.OfLong source, Closer closer) {
        super(closer);
        this.source = source;
    }

    private PrimitiveIterator.OfLong take() {
        use();
        return source;
    }

    private LongPipeline next(PrimitiveIterator.OfLong it) {
        return new LongPipeline(it, closer);
    }

    /** Unboxes stream elements. */
    static final ToLongFunction<Long> UNBOX = new ToLongFunction<Long>() {
        @Override
        public long applyAsLong(Long v) {
            return v;
        }
    };

    /** The values of an array slice. */
    static PrimitiveIterator.OfLong arrayIterator(final long[] a, final int from, final int to) {
        return new PrimitiveIterator.OfLong() {
            private int i = from;

            @Override
            public boolean hasNext() {
                return i < to;
            }

            @Override
            public long nextLong() {
                if (i >= to) {
                    throw new java.util.NoSuchElementException();
                }
                return a[i++];
            }
        };
    }

    /** A filtering iterator: the values of {@code it} that {@code keep} accepts. */
    private static PrimitiveIterator.OfLong filtered(final PrimitiveIterator.OfLong it, final LongPredicate keep) {
        return new PrimitiveIterator.OfLong() {
            private long item;
            private int state; // 0: unknown, 1: ready, 2: done

            @Override
            public boolean hasNext() {
                while (state == 0) {
                    if (!it.hasNext()) {
                        state = 2;
                    } else {
                        item = it.nextLong();
                        if (keep.test(item)) {
                            state = 1;
                        }
                    }
                }
                return state == 1;
            }

            @Override
            public long nextLong() {
                if (!hasNext()) {
                    throw new java.util.NoSuchElementException();
                }
                state = 0;
                return item;
            }
        };
    }

    @Override
    public PrimitiveIterator.OfLong iterator() {
        return take();
    }

    @Override
    public LongStream sequential() {
        closer.parallel = false;
        return this;
    }

    @Override
    public LongStream parallel() {
        closer.parallel = true;
        return this;
    }

    @Override
    public LongStream unordered() {
        return this;
    }

    @Override
    public LongStream onClose(Runnable closeHandler) {
        closer.add(Objects.requireNonNull(closeHandler));
        return this;
    }

    @Override
    public LongStream filter(LongPredicate predicate) {
        return next(filtered(take(), Objects.requireNonNull(predicate)));
    }

    @Override
    public LongStream map(final LongUnaryOperator mapper) {
        Objects.requireNonNull(mapper);
        final PrimitiveIterator.OfLong it = take();
        return sized(next(new PrimitiveIterator.OfLong() {
            @Override
            public boolean hasNext() {
                return it.hasNext();
            }

            @Override
            public long nextLong() {
                return mapper.applyAsLong(it.nextLong());
            }
        }), exactSize);
    }

    @Override
    public <U> Stream<U> mapToObj(final LongFunction<? extends U> mapper) {
        Objects.requireNonNull(mapper);
        final PrimitiveIterator.OfLong it = take();
        return sized(new RefPipeline<U>(new Iterator<U>() {
            @Override
            public boolean hasNext() {
                return it.hasNext();
            }

            @Override
            public U next() {
                return mapper.apply(it.nextLong());
            }
        }, closer), exactSize);
    }

    @Override
    public Stream<Long> boxed() {
        return mapToObj(new LongFunction<Long>() {
            @Override
            public Long apply(long v) {
                return v;
            }
        });
    }

    @Override
    public LongStream flatMap(final LongFunction<? extends LongStream> mapper) {
        Objects.requireNonNull(mapper);
        return boxed().flatMap(new Function<Long, Stream<Long>>() {
            @Override
            public Stream<Long> apply(Long v) {
                LongStream s = mapper.apply(v);
                return s == null ? null : s.boxed();
            }
        }).mapToLong(UNBOX);
    }

    @Override
    public LongStream distinct() {
        Set<Long> seen = new LinkedHashSet<>();
        PrimitiveIterator.OfLong it = take();
        while (it.hasNext()) {
            seen.add(it.nextLong());
        }
        long[] out = new long[seen.size()];
        int i = 0;
        for (Long v : seen) {
            out[i++] = v;
        }
        return next(arrayIterator(out, 0, out.length));
    }

    @Override
    public LongStream sorted() {
        final PrimitiveIterator.OfLong it = take();
        // Lazy, as the JDK's: nothing upstream runs before the terminal operation pulls.
        return sized(next(new PrimitiveIterator.OfLong() {
            private PrimitiveIterator.OfLong sortedIt;

            private PrimitiveIterator.OfLong sortedValues() {
                if (sortedIt == null) {
                    long[] all = drainArray(it);
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
            public long nextLong() {
                return sortedValues().nextLong();
            }
        }), exactSize);
    }

    @Override
    public LongStream peek(final LongConsumer action) {
        Objects.requireNonNull(action);
        final PrimitiveIterator.OfLong it = take();
        return sized(next(new PrimitiveIterator.OfLong() {
            @Override
            public boolean hasNext() {
                return it.hasNext();
            }

            @Override
            public long nextLong() {
                long v = it.nextLong();
                action.accept(v);
                return v;
            }
        }), exactSize);
    }

    @Override
    public LongStream limit(final long maxSize) {
        if (maxSize < 0) {
            throw new IllegalArgumentException(Long.toString(maxSize));
        }
        final PrimitiveIterator.OfLong it = take();
        return sized(next(new PrimitiveIterator.OfLong() {
            private long left = maxSize;

            @Override
            public boolean hasNext() {
                return left > 0 && it.hasNext();
            }

            @Override
            public long nextLong() {
                if (left <= 0) {
                    throw new java.util.NoSuchElementException();
                }
                left--;
                return it.nextLong();
            }
        }), sizeAfterLimit(maxSize));
    }

    @Override
    public LongStream skip(final long n) {
        if (n < 0) {
            throw new IllegalArgumentException(Long.toString(n));
        }
        final PrimitiveIterator.OfLong it = take();
        return sized(next(new PrimitiveIterator.OfLong() {
            private long toSkip = n;

            @Override
            public boolean hasNext() {
                while (toSkip > 0 && it.hasNext()) {
                    it.nextLong();
                    toSkip--;
                }
                return it.hasNext();
            }

            @Override
            public long nextLong() {
                hasNext();
                return it.nextLong();
            }
        }), sizeAfterSkip(n));
    }

    @Override
    public LongStream takeWhile(final LongPredicate predicate) {
        final PrimitiveIterator.OfLong it = take();
        return next(new PrimitiveIterator.OfLong() {
            private long item;
            private int state; // 0: unknown, 1: ready, 2: done

            @Override
            public boolean hasNext() {
                if (state == 0) {
                    if (it.hasNext() && predicate.test(item = it.nextLong())) {
                        state = 1;
                    } else {
                        state = 2;
                    }
                }
                return state == 1;
            }

            @Override
            public long nextLong() {
                if (!hasNext()) {
                    throw new java.util.NoSuchElementException();
                }
                state = 0;
                return item;
            }
        });
    }

    @Override
    public LongStream dropWhile(final LongPredicate predicate) {
        return next(filtered(take(), new LongPredicate() {
            private boolean dropping = true;

            @Override
            public boolean test(long v) {
                if (dropping && predicate.test(v)) {
                    return false;
                }
                dropping = false;
                return true;
            }
        }));
    }

    @Override
    public void forEach(LongConsumer action) {
        Objects.requireNonNull(action);
        PrimitiveIterator.OfLong it = take();
        while (it.hasNext()) {
            action.accept(it.nextLong());
        }
    }

    @Override
    public void forEachOrdered(LongConsumer action) {
        forEach(action);
    }

    @Override
    public long[] toArray() {
        return drainArray(take());
    }

    /** Every remaining value of {@code it}, in a new array. */
    private static long[] drainArray(PrimitiveIterator.OfLong it) {
        long[] buf = new long[16];
        int n = 0;
        while (it.hasNext()) {
            if (n == buf.length) {
                buf = Arrays.copyOf(buf, n * 2);
            }
            buf[n++] = it.nextLong();
        }
        return Arrays.copyOf(buf, n);
    }

    @Override
    public long reduce(long identity, LongBinaryOperator op) {
        PrimitiveIterator.OfLong it = take();
        long acc = identity;
        while (it.hasNext()) {
            acc = op.applyAsLong(acc, it.nextLong());
        }
        return acc;
    }

    @Override
    public OptionalLong reduce(LongBinaryOperator op) {
        PrimitiveIterator.OfLong it = take();
        if (!it.hasNext()) {
            return OptionalLong.empty();
        }
        long acc = it.nextLong();
        while (it.hasNext()) {
            acc = op.applyAsLong(acc, it.nextLong());
        }
        return OptionalLong.of(acc);
    }

    @Override
    public <R> R collect(Supplier<R> supplier, ObjLongConsumer<R> accumulator, BiConsumer<R, R> combiner) {
        PrimitiveIterator.OfLong it = take();
        R r = supplier.get();
        while (it.hasNext()) {
            accumulator.accept(r, it.nextLong());
        }
        return r;
    }

    @Override
    public OptionalLong min() {
        return reduce(new LongBinaryOperator() {
            @Override
            public long applyAsLong(long a, long b) {
                return Math.min(a, b);
            }
        });
    }

    @Override
    public OptionalLong max() {
        return reduce(new LongBinaryOperator() {
            @Override
            public long applyAsLong(long a, long b) {
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
        PrimitiveIterator.OfLong it = take();
        long n = 0;
        while (it.hasNext()) {
            it.nextLong();
            n++;
        }
        return n;
    }

    @Override
    public LongSummaryStatistics summaryStatistics() {
        LongSummaryStatistics s = new LongSummaryStatistics();
        forEach(s);
        return s;
    }

    @Override
    public boolean anyMatch(LongPredicate predicate) {
        PrimitiveIterator.OfLong it = take();
        while (it.hasNext()) {
            if (predicate.test(it.nextLong())) {
                return true;
            }
        }
        return false;
    }

    @Override
    public boolean allMatch(LongPredicate predicate) {
        PrimitiveIterator.OfLong it = take();
        while (it.hasNext()) {
            if (!predicate.test(it.nextLong())) {
                return false;
            }
        }
        return true;
    }

    @Override
    public boolean noneMatch(LongPredicate predicate) {
        return !anyMatch(predicate);
    }

    @Override
    public OptionalLong findFirst() {
        PrimitiveIterator.OfLong it = take();
        return it.hasNext() ? OptionalLong.of(it.nextLong()) : OptionalLong.empty();
    }

    @Override
    public OptionalLong findAny() {
        return findFirst();
    }

    @Override
    public IntStream mapToInt(final LongToIntFunction mapper) {
        Objects.requireNonNull(mapper);
        final PrimitiveIterator.OfLong it = take();
        return sized(new IntPipeline(new PrimitiveIterator.OfInt() {
            @Override
            public boolean hasNext() {
                return it.hasNext();
            }

            @Override
            public int nextInt() {
                return mapper.applyAsInt(it.nextLong());
            }
        }, closer), exactSize);
    }

    @Override
    public DoubleStream mapToDouble(final LongToDoubleFunction mapper) {
        Objects.requireNonNull(mapper);
        final PrimitiveIterator.OfLong it = take();
        return sized(new DoublePipeline(new PrimitiveIterator.OfDouble() {
            @Override
            public boolean hasNext() {
                return it.hasNext();
            }

            @Override
            public double nextDouble() {
                return mapper.applyAsDouble(it.nextLong());
            }
        }, closer), exactSize);
    }

    @Override
    public DoubleStream asDoubleStream() {
        return mapToDouble(new LongToDoubleFunction() {
            @Override
            public double applyAsDouble(long v) {
                return v;
            }
        });
    }

    @Override
    public long sum() {
        PrimitiveIterator.OfLong it = take();
        long s = 0;
        while (it.hasNext()) {
            s += it.nextLong();
        }
        return s;
    }

    @Override
    public java.util.OptionalDouble average() {
        PrimitiveIterator.OfLong it = take();
        long n = 0;
        long s = 0;
        while (it.hasNext()) {
            s += it.nextLong();
            n++;
        }
        return n == 0 ? java.util.OptionalDouble.empty() : java.util.OptionalDouble.of((double) s / n);
    }

    /** The values of a range, without overflowing at the type's maximum. */
    static PrimitiveIterator.OfLong rangeIterator(final long start, final long end, final boolean closed) {
        return new PrimitiveIterator.OfLong() {
            private long cur = start;
            private boolean done = closed ? start > end : start >= end;

            @Override
            public boolean hasNext() {
                return !done;
            }

            @Override
            public long nextLong() {
                if (done) {
                    throw new java.util.NoSuchElementException();
                }
                long v = cur;
                if (closed ? v == end : v + 1 >= end) {
                    done = true;
                } else {
                    cur = v + 1;
                }
                return v;
            }
        };
    }
}
