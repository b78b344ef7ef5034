package java.util.stream;

import java.util.Arrays;
import java.util.Iterator;
import java.util.LinkedHashSet;
import java.util.IntSummaryStatistics;
import java.util.Objects;
import java.util.OptionalInt;
import java.util.PrimitiveIterator;
import java.util.Set;
import java.util.function.*;

/**
 * rjvm's IntStream: a lazy, sequential, pull-based pipeline over a PrimitiveIterator.OfInt
 * (see {@link RefPipeline}; this file is generated from the same template as its Int, Long
 * and Double siblings).
 */
final class IntPipeline extends Stage implements IntStream {
    private final PrimitiveIterator.OfInt source;

    IntPipeline(PrimitiveIterator.OfInt source, Closer closer) {
        super(closer);
        this.source = source;
    }

    private PrimitiveIterator.OfInt take() {
        use();
        return source;
    }

    private IntPipeline next(PrimitiveIterator.OfInt it) {
        return new IntPipeline(it, closer);
    }

    /** Unboxes stream elements. */
    static final ToIntFunction<Integer> UNBOX = new ToIntFunction<Integer>() {
        @Override
        public int applyAsInt(Integer v) {
            return v;
        }
    };

    /** The values of an array slice. */
    static PrimitiveIterator.OfInt arrayIterator(final int[] a, final int from, final int to) {
        return new PrimitiveIterator.OfInt() {
            private int i = from;

            @Override
            public boolean hasNext() {
                return i < to;
            }

            @Override
            public int nextInt() {
                if (i >= to) {
                    throw new java.util.NoSuchElementException();
                }
                return a[i++];
            }
        };
    }

    /** A filtering iterator: the values of {@code it} that {@code keep} accepts. */
    private static PrimitiveIterator.OfInt filtered(final PrimitiveIterator.OfInt it, final IntPredicate keep) {
        return new PrimitiveIterator.OfInt() {
            private int item;
            private int state; // 0: unknown, 1: ready, 2: done

            @Override
            public boolean hasNext() {
                while (state == 0) {
                    if (!it.hasNext()) {
                        state = 2;
                    } else {
                        item = it.nextInt();
                        if (keep.test(item)) {
                            state = 1;
                        }
                    }
                }
                return state == 1;
            }

            @Override
            public int nextInt() {
                if (!hasNext()) {
                    throw new java.util.NoSuchElementException();
                }
                state = 0;
                return item;
            }
        };
    }

    @Override
    public PrimitiveIterator.OfInt iterator() {
        return take();
    }

    @Override
    public IntStream sequential() {
        closer.parallel = false;
        return this;
    }

    @Override
    public IntStream parallel() {
        closer.parallel = true;
        return this;
    }

    @Override
    public IntStream unordered() {
        return this;
    }

    @Override
    public IntStream onClose(Runnable closeHandler) {
        closer.add(Objects.requireNonNull(closeHandler));
        return this;
    }

    @Override
    public IntStream filter(IntPredicate predicate) {
        return next(filtered(take(), Objects.requireNonNull(predicate)));
    }

    @Override
    public IntStream map(final IntUnaryOperator mapper) {
        Objects.requireNonNull(mapper);
        final PrimitiveIterator.OfInt it = take();
        return sized(next(new PrimitiveIterator.OfInt() {
            @Override
            public boolean hasNext() {
                return it.hasNext();
            }

            @Override
            public int nextInt() {
                return mapper.applyAsInt(it.nextInt());
            }
        }), exactSize);
    }

    @Override
    public <U> Stream<U> mapToObj(final IntFunction<? extends U> mapper) {
        Objects.requireNonNull(mapper);
        final PrimitiveIterator.OfInt it = take();
        return sized(new RefPipeline<U>(new Iterator<U>() {
            @Override
            public boolean hasNext() {
                return it.hasNext();
            }

            @Override
            public U next() {
                return mapper.apply(it.nextInt());
            }
        }, closer), exactSize);
    }

    @Override
    public Stream<Integer> boxed() {
        return mapToObj(new IntFunction<Integer>() {
            @Override
            public Integer apply(int v) {
                return v;
            }
        });
    }

    @Override
    public IntStream flatMap(final IntFunction<? extends IntStream> mapper) {
        Objects.requireNonNull(mapper);
        return boxed().flatMap(new Function<Integer, Stream<Integer>>() {
            @Override
            public Stream<Integer> apply(Integer v) {
                IntStream s = mapper.apply(v);
                return s == null ? null : s.boxed();
            }
        }).mapToInt(UNBOX);
    }

    @Override
    public IntStream distinct() {
        Set<Integer> seen = new LinkedHashSet<>();
        PrimitiveIterator.OfInt it = take();
        while (it.hasNext()) {
            seen.add(it.nextInt());
        }
        int[] out = new int[seen.size()];
        int i = 0;
        for (Integer v : seen) {
            out[i++] = v;
        }
        return next(arrayIterator(out, 0, out.length));
    }

    @Override
    public IntStream sorted() {
        final PrimitiveIterator.OfInt it = take();
        // Lazy, as the JDK's: nothing upstream runs before the terminal operation pulls.
        return sized(next(new PrimitiveIterator.OfInt() {
            private PrimitiveIterator.OfInt sortedIt;

            private PrimitiveIterator.OfInt sortedValues() {
                if (sortedIt == null) {
                    int[] all = drainArray(it);
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
            public int nextInt() {
                return sortedValues().nextInt();
            }
        }), exactSize);
    }

    @Override
    public IntStream peek(final IntConsumer action) {
        Objects.requireNonNull(action);
        final PrimitiveIterator.OfInt it = take();
        return sized(next(new PrimitiveIterator.OfInt() {
            @Override
            public boolean hasNext() {
                return it.hasNext();
            }

            @Override
            public int nextInt() {
                int v = it.nextInt();
                action.accept(v);
                return v;
            }
        }), exactSize);
    }

    @Override
    public IntStream limit(final long maxSize) {
        if (maxSize < 0) {
            throw new IllegalArgumentException(Long.toString(maxSize));
        }
        final PrimitiveIterator.OfInt it = take();
        return sized(next(new PrimitiveIterator.OfInt() {
            private long left = maxSize;

            @Override
            public boolean hasNext() {
                return left > 0 && it.hasNext();
            }

            @Override
            public int nextInt() {
                if (left <= 0) {
                    throw new java.util.NoSuchElementException();
                }
                left--;
                return it.nextInt();
            }
        }), sizeAfterLimit(maxSize));
    }

    @Override
    public IntStream skip(final long n) {
        if (n < 0) {
            throw new IllegalArgumentException(Long.toString(n));
        }
        final PrimitiveIterator.OfInt it = take();
        return sized(next(new PrimitiveIterator.OfInt() {
            private long toSkip = n;

            @Override
            public boolean hasNext() {
                while (toSkip > 0 && it.hasNext()) {
                    it.nextInt();
                    toSkip--;
                }
                return it.hasNext();
            }

            @Override
            public int nextInt() {
                hasNext();
                return it.nextInt();
            }
        }), sizeAfterSkip(n));
    }

    @Override
    public IntStream takeWhile(final IntPredicate predicate) {
        final PrimitiveIterator.OfInt it = take();
        return next(new PrimitiveIterator.OfInt() {
            private int item;
            private int state; // 0: unknown, 1: ready, 2: done

            @Override
            public boolean hasNext() {
                if (state == 0) {
                    if (it.hasNext() && predicate.test(item = it.nextInt())) {
                        state = 1;
                    } else {
                        state = 2;
                    }
                }
                return state == 1;
            }

            @Override
            public int nextInt() {
                if (!hasNext()) {
                    throw new java.util.NoSuchElementException();
                }
                state = 0;
                return item;
            }
        });
    }

    @Override
    public IntStream dropWhile(final IntPredicate predicate) {
        return next(filtered(take(), new IntPredicate() {
            private boolean dropping = true;

            @Override
            public boolean test(int v) {
                if (dropping && predicate.test(v)) {
                    return false;
                }
                dropping = false;
                return true;
            }
        }));
    }

    @Override
    public void forEach(IntConsumer action) {
        Objects.requireNonNull(action);
        PrimitiveIterator.OfInt it = take();
        while (it.hasNext()) {
            action.accept(it.nextInt());
        }
    }

    @Override
    public void forEachOrdered(IntConsumer action) {
        forEach(action);
    }

    @Override
    public int[] toArray() {
        return drainArray(take());
    }

    /** Every remaining value of {@code it}, in a new array. */
    private static int[] drainArray(PrimitiveIterator.OfInt it) {
        int[] buf = new int[16];
        int n = 0;
        while (it.hasNext()) {
            if (n == buf.length) {
                buf = Arrays.copyOf(buf, n * 2);
            }
            buf[n++] = it.nextInt();
        }
        return Arrays.copyOf(buf, n);
    }

    @Override
    public int reduce(int identity, IntBinaryOperator op) {
        PrimitiveIterator.OfInt it = take();
        int acc = identity;
        while (it.hasNext()) {
            acc = op.applyAsInt(acc, it.nextInt());
        }
        return acc;
    }

    @Override
    public OptionalInt reduce(IntBinaryOperator op) {
        PrimitiveIterator.OfInt it = take();
        if (!it.hasNext()) {
            return OptionalInt.empty();
        }
        int acc = it.nextInt();
        while (it.hasNext()) {
            acc = op.applyAsInt(acc, it.nextInt());
        }
        return OptionalInt.of(acc);
    }

    @Override
    public <R> R collect(Supplier<R> supplier, ObjIntConsumer<R> accumulator, BiConsumer<R, R> combiner) {
        PrimitiveIterator.OfInt it = take();
        R r = supplier.get();
        while (it.hasNext()) {
            accumulator.accept(r, it.nextInt());
        }
        return r;
    }

    @Override
    public OptionalInt min() {
        return reduce(new IntBinaryOperator() {
            @Override
            public int applyAsInt(int a, int b) {
                return Math.min(a, b);
            }
        });
    }

    @Override
    public OptionalInt max() {
        return reduce(new IntBinaryOperator() {
            @Override
            public int applyAsInt(int a, int b) {
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
        PrimitiveIterator.OfInt it = take();
        long n = 0;
        while (it.hasNext()) {
            it.nextInt();
            n++;
        }
        return n;
    }

    @Override
    public IntSummaryStatistics summaryStatistics() {
        IntSummaryStatistics s = new IntSummaryStatistics();
        forEach(s);
        return s;
    }

    @Override
    public boolean anyMatch(IntPredicate predicate) {
        PrimitiveIterator.OfInt it = take();
        while (it.hasNext()) {
            if (predicate.test(it.nextInt())) {
                return true;
            }
        }
        return false;
    }

    @Override
    public boolean allMatch(IntPredicate predicate) {
        PrimitiveIterator.OfInt it = take();
        while (it.hasNext()) {
            if (!predicate.test(it.nextInt())) {
                return false;
            }
        }
        return true;
    }

    @Override
    public boolean noneMatch(IntPredicate predicate) {
        return !anyMatch(predicate);
    }

    @Override
    public OptionalInt findFirst() {
        PrimitiveIterator.OfInt it = take();
        return it.hasNext() ? OptionalInt.of(it.nextInt()) : OptionalInt.empty();
    }

    @Override
    public OptionalInt findAny() {
        return findFirst();
    }

    @Override
    public LongStream mapToLong(final IntToLongFunction mapper) {
        Objects.requireNonNull(mapper);
        final PrimitiveIterator.OfInt it = take();
        return sized(new LongPipeline(new PrimitiveIterator.OfLong() {
            @Override
            public boolean hasNext() {
                return it.hasNext();
            }

            @Override
            public long nextLong() {
                return mapper.applyAsLong(it.nextInt());
            }
        }, closer), exactSize);
    }

    @Override
    public DoubleStream mapToDouble(final IntToDoubleFunction mapper) {
        Objects.requireNonNull(mapper);
        final PrimitiveIterator.OfInt it = take();
        return sized(new DoublePipeline(new PrimitiveIterator.OfDouble() {
            @Override
            public boolean hasNext() {
                return it.hasNext();
            }

            @Override
            public double nextDouble() {
                return mapper.applyAsDouble(it.nextInt());
            }
        }, closer), exactSize);
    }

    @Override
    public LongStream asLongStream() {
        return mapToLong(new IntToLongFunction() {
            @Override
            public long applyAsLong(int v) {
                return v;
            }
        });
    }

    @Override
    public DoubleStream asDoubleStream() {
        return mapToDouble(new IntToDoubleFunction() {
            @Override
            public double applyAsDouble(int v) {
                return v;
            }
        });
    }

    @Override
    public int sum() {
        PrimitiveIterator.OfInt it = take();
        int s = 0;
        while (it.hasNext()) {
            s += it.nextInt();
        }
        return s;
    }

    @Override
    public java.util.OptionalDouble average() {
        PrimitiveIterator.OfInt it = take();
        long n = 0;
        long s = 0;
        while (it.hasNext()) {
            s += it.nextInt();
            n++;
        }
        return n == 0 ? java.util.OptionalDouble.empty() : java.util.OptionalDouble.of((double) s / n);
    }

    /** The values of a range, without overflowing at the type's maximum. */
    static PrimitiveIterator.OfInt rangeIterator(final int start, final int end, final boolean closed) {
        return new PrimitiveIterator.OfInt() {
            private int cur = start;
            private boolean done = closed ? start > end : start >= end;

            @Override
            public boolean hasNext() {
                return !done;
            }

            @Override
            public int nextInt() {
                if (done) {
                    throw new java.util.NoSuchElementException();
                }
                int v = cur;
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
