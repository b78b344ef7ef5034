package java.util.stream;

import java.util.Arrays;
import java.util.Iterator;
import java.util.LinkedHashSet;
import java.util.@N@SummaryStatistics;
import java.util.Objects;
import java.util.Optional@N@;
import java.util.PrimitiveIterator;
import java.util.Set;
import java.util.function.*;

/**
 * rjvm's @N@Stream: a lazy, sequential, pull-based pipeline over a PrimitiveIterator.Of@N@
 * (see {@link RefPipeline}; this file is generated from the same template as its Int, Long
 * and Double siblings).
 */
final class @N@Pipeline extends Stage implements @N@Stream {
    private final PrimitiveIterator.Of@N@ source;

    @N@Pipeline(PrimitiveIterator.Of@N@ source, Closer closer) {
        super(closer);
        this.source = source;
    }

    private PrimitiveIterator.Of@N@ take() {
        use();
        return source;
    }

    private @N@Pipeline next(PrimitiveIterator.Of@N@ it) {
        return new @N@Pipeline(it, closer);
    }

    /** Unboxes stream elements. */
    static final To@N@Function<@B@> UNBOX = new To@N@Function<@B@>() {
        @Override
        public @P@ applyAs@N@(@B@ v) {
            return v;
        }
    };

    /** The values of an array slice. */
    static PrimitiveIterator.Of@N@ arrayIterator(final @P@[] a, final int from, final int to) {
        return new PrimitiveIterator.Of@N@() {
            private int i = from;

            @Override
            public boolean hasNext() {
                return i < to;
            }

            @Override
            public @P@ next@N@() {
                if (i >= to) {
                    throw new java.util.NoSuchElementException();
                }
                return a[i++];
            }
        };
    }

    /** A filtering iterator: the values of {@code it} that {@code keep} accepts. */
    private static PrimitiveIterator.Of@N@ filtered(final PrimitiveIterator.Of@N@ it, final @N@Predicate keep) {
        return new PrimitiveIterator.Of@N@() {
            private @P@ item;
            private int state; // 0: unknown, 1: ready, 2: done

            @Override
            public boolean hasNext() {
                while (state == 0) {
                    if (!it.hasNext()) {
                        state = 2;
                    } else {
                        item = it.next@N@();
                        if (keep.test(item)) {
                            state = 1;
                        }
                    }
                }
                return state == 1;
            }

            @Override
            public @P@ next@N@() {
                if (!hasNext()) {
                    throw new java.util.NoSuchElementException();
                }
                state = 0;
                return item;
            }
        };
    }

    @Override
    public PrimitiveIterator.Of@N@ iterator() {
        return take();
    }

    @Override
    public @N@Stream sequential() {
        closer.parallel = false;
        return this;
    }

    @Override
    public @N@Stream parallel() {
        closer.parallel = true;
        return this;
    }

    @Override
    public @N@Stream unordered() {
        return this;
    }

    @Override
    public @N@Stream onClose(Runnable closeHandler) {
        closer.add(Objects.requireNonNull(closeHandler));
        return this;
    }

    @Override
    public @N@Stream filter(@N@Predicate predicate) {
        return next(filtered(take(), Objects.requireNonNull(predicate)));
    }

    @Override
    public @N@Stream map(final @N@UnaryOperator mapper) {
        Objects.requireNonNull(mapper);
        final PrimitiveIterator.Of@N@ it = take();
        return sized(next(new PrimitiveIterator.Of@N@() {
            @Override
            public boolean hasNext() {
                return it.hasNext();
            }

            @Override
            public @P@ next@N@() {
                return mapper.applyAs@N@(it.next@N@());
            }
        }), exactSize);
    }

    @Override
    public <U> Stream<U> mapToObj(final @N@Function<? extends U> mapper) {
        Objects.requireNonNull(mapper);
        final PrimitiveIterator.Of@N@ it = take();
        return sized(new RefPipeline<U>(new Iterator<U>() {
            @Override
            public boolean hasNext() {
                return it.hasNext();
            }

            @Override
            public U next() {
                return mapper.apply(it.next@N@());
            }
        }, closer), exactSize);
    }

    @Override
    public Stream<@B@> boxed() {
        return mapToObj(new @N@Function<@B@>() {
            @Override
            public @B@ apply(@P@ v) {
                return v;
            }
        });
    }

    @Override
    public @N@Stream flatMap(final @N@Function<? extends @N@Stream> mapper) {
        Objects.requireNonNull(mapper);
        return boxed().flatMap(new Function<@B@, Stream<@B@>>() {
            @Override
            public Stream<@B@> apply(@B@ v) {
                @N@Stream s = mapper.apply(v);
                return s == null ? null : s.boxed();
            }
        }).mapTo@N@(UNBOX);
    }

    @Override
    public @N@Stream distinct() {
        Set<@B@> seen = new LinkedHashSet<>();
        PrimitiveIterator.Of@N@ it = take();
        while (it.hasNext()) {
            seen.add(it.next@N@());
        }
        @P@[] out = new @P@[seen.size()];
        int i = 0;
        for (@B@ v : seen) {
            out[i++] = v;
        }
        return next(arrayIterator(out, 0, out.length));
    }

    @Override
    public @N@Stream sorted() {
        final PrimitiveIterator.Of@N@ it = take();
        // Lazy, as the JDK's: nothing upstream runs before the terminal operation pulls.
        return sized(next(new PrimitiveIterator.Of@N@() {
            private PrimitiveIterator.Of@N@ sortedIt;

            private PrimitiveIterator.Of@N@ sortedValues() {
                if (sortedIt == null) {
                    @P@[] all = drainArray(it);
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
            public @P@ next@N@() {
                return sortedValues().next@N@();
            }
        }), exactSize);
    }

    @Override
    public @N@Stream peek(final @N@Consumer action) {
        Objects.requireNonNull(action);
        final PrimitiveIterator.Of@N@ it = take();
        return sized(next(new PrimitiveIterator.Of@N@() {
            @Override
            public boolean hasNext() {
                return it.hasNext();
            }

            @Override
            public @P@ next@N@() {
                @P@ v = it.next@N@();
                action.accept(v);
                return v;
            }
        }), exactSize);
    }

    @Override
    public @N@Stream limit(final long maxSize) {
        if (maxSize < 0) {
            throw new IllegalArgumentException(Long.toString(maxSize));
        }
        final PrimitiveIterator.Of@N@ it = take();
        return sized(next(new PrimitiveIterator.Of@N@() {
            private long left = maxSize;

            @Override
            public boolean hasNext() {
                return left > 0 && it.hasNext();
            }

            @Override
            public @P@ next@N@() {
                if (left <= 0) {
                    throw new java.util.NoSuchElementException();
                }
                left--;
                return it.next@N@();
            }
        }), sizeAfterLimit(maxSize));
    }

    @Override
    public @N@Stream skip(final long n) {
        if (n < 0) {
            throw new IllegalArgumentException(Long.toString(n));
        }
        final PrimitiveIterator.Of@N@ it = take();
        return sized(next(new PrimitiveIterator.Of@N@() {
            private long toSkip = n;

            @Override
            public boolean hasNext() {
                while (toSkip > 0 && it.hasNext()) {
                    it.next@N@();
                    toSkip--;
                }
                return it.hasNext();
            }

            @Override
            public @P@ next@N@() {
                hasNext();
                return it.next@N@();
            }
        }), sizeAfterSkip(n));
    }

    @Override
    public @N@Stream takeWhile(final @N@Predicate predicate) {
        final PrimitiveIterator.Of@N@ it = take();
        return next(new PrimitiveIterator.Of@N@() {
            private @P@ item;
            private int state; // 0: unknown, 1: ready, 2: done

            @Override
            public boolean hasNext() {
                if (state == 0) {
                    if (it.hasNext() && predicate.test(item = it.next@N@())) {
                        state = 1;
                    } else {
                        state = 2;
                    }
                }
                return state == 1;
            }

            @Override
            public @P@ next@N@() {
                if (!hasNext()) {
                    throw new java.util.NoSuchElementException();
                }
                state = 0;
                return item;
            }
        });
    }

    @Override
    public @N@Stream dropWhile(final @N@Predicate predicate) {
        return next(filtered(take(), new @N@Predicate() {
            private boolean dropping = true;

            @Override
            public boolean test(@P@ v) {
                if (dropping && predicate.test(v)) {
                    return false;
                }
                dropping = false;
                return true;
            }
        }));
    }

    @Override
    public void forEach(@N@Consumer action) {
        Objects.requireNonNull(action);
        PrimitiveIterator.Of@N@ it = take();
        while (it.hasNext()) {
            action.accept(it.next@N@());
        }
    }

    @Override
    public void forEachOrdered(@N@Consumer action) {
        forEach(action);
    }

    @Override
    public @P@[] toArray() {
        return drainArray(take());
    }

    /** Every remaining value of {@code it}, in a new array. */
    private static @P@[] drainArray(PrimitiveIterator.Of@N@ it) {
        @P@[] buf = new @P@[16];
        int n = 0;
        while (it.hasNext()) {
            if (n == buf.length) {
                buf = Arrays.copyOf(buf, n * 2);
            }
            buf[n++] = it.next@N@();
        }
        return Arrays.copyOf(buf, n);
    }

    @Override
    public @P@ reduce(@P@ identity, @N@BinaryOperator op) {
        PrimitiveIterator.Of@N@ it = take();
        @P@ acc = identity;
        while (it.hasNext()) {
            acc = op.applyAs@N@(acc, it.next@N@());
        }
        return acc;
    }

    @Override
    public Optional@N@ reduce(@N@BinaryOperator op) {
        PrimitiveIterator.Of@N@ it = take();
        if (!it.hasNext()) {
            return Optional@N@.empty();
        }
        @P@ acc = it.next@N@();
        while (it.hasNext()) {
            acc = op.applyAs@N@(acc, it.next@N@());
        }
        return Optional@N@.of(acc);
    }

    @Override
    public <R> R collect(Supplier<R> supplier, Obj@N@Consumer<R> accumulator, BiConsumer<R, R> combiner) {
        PrimitiveIterator.Of@N@ it = take();
        R r = supplier.get();
        while (it.hasNext()) {
            accumulator.accept(r, it.next@N@());
        }
        return r;
    }

    @Override
    public Optional@N@ min() {
        return reduce(new @N@BinaryOperator() {
            @Override
            public @P@ applyAs@N@(@P@ a, @P@ b) {
                return Math.min(a, b);
            }
        });
    }

    @Override
    public Optional@N@ max() {
        return reduce(new @N@BinaryOperator() {
            @Override
            public @P@ applyAs@N@(@P@ a, @P@ b) {
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
        PrimitiveIterator.Of@N@ it = take();
        long n = 0;
        while (it.hasNext()) {
            it.next@N@();
            n++;
        }
        return n;
    }

    @Override
    public @N@SummaryStatistics summaryStatistics() {
        @N@SummaryStatistics s = new @N@SummaryStatistics();
        forEach(s);
        return s;
    }

    @Override
    public boolean anyMatch(@N@Predicate predicate) {
        PrimitiveIterator.Of@N@ it = take();
        while (it.hasNext()) {
            if (predicate.test(it.next@N@())) {
                return true;
            }
        }
        return false;
    }

    @Override
    public boolean allMatch(@N@Predicate predicate) {
        PrimitiveIterator.Of@N@ it = take();
        while (it.hasNext()) {
            if (!predicate.test(it.next@N@())) {
                return false;
            }
        }
        return true;
    }

    @Override
    public boolean noneMatch(@N@Predicate predicate) {
        return !anyMatch(predicate);
    }

    @Override
    public Optional@N@ findFirst() {
        PrimitiveIterator.Of@N@ it = take();
        return it.hasNext() ? Optional@N@.of(it.next@N@()) : Optional@N@.empty();
    }

    @Override
    public Optional@N@ findAny() {
        return findFirst();
    }

//SPECIFIC-IMPL
}
