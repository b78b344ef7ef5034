package java.util.stream;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashSet;
import java.util.Iterator;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.PrimitiveIterator;
import java.util.Set;
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

/**
 * rjvm's Stream: a lazy, sequential, pull-based pipeline over an Iterator. Each intermediate
 * operation wraps the upstream iterator; terminal operations drain it. Parallel streams run
 * sequentially in encounter order, so results are deterministic (and equal HotSpot's wherever
 * the JDK specifies them).
 */
final class RefPipeline<T> extends Stage implements Stream<T> {
    private final Iterator<? extends T> source;

    RefPipeline(Iterator<? extends T> source) {
        this(source, null);
    }

    RefPipeline(Iterator<? extends T> source, Closer closer) {
        super(closer);
        this.source = source;
    }

    @SuppressWarnings("unchecked")
    private Iterator<T> take() {
        use();
        return (Iterator<T>) source;
    }

    private <R> RefPipeline<R> next(Iterator<? extends R> it) {
        return new RefPipeline<R>(it, closer);
    }

    static <T> Iterator<T> concat(final Iterator<? extends T> a, final Iterator<? extends T> b) {
        return new Fetcher<T>() {
            @Override
            boolean fetch() {
                if (a.hasNext()) {
                    item = a.next();
                    return true;
                }
                if (b.hasNext()) {
                    item = b.next();
                    return true;
                }
                return false;
            }
        };
    }

    @Override
    public Iterator<T> iterator() {
        return take();
    }

    @Override
    public Stream<T> sequential() {
        closer.parallel = false;
        return this;
    }

    @Override
    public Stream<T> parallel() {
        closer.parallel = true;
        return this;
    }

    @Override
    public Stream<T> unordered() {
        return this;
    }

    @Override
    public Stream<T> onClose(Runnable closeHandler) {
        closer.add(Objects.requireNonNull(closeHandler));
        return this;
    }

    @Override
    public Stream<T> filter(final Predicate<? super T> predicate) {
        Objects.requireNonNull(predicate);
        final Iterator<T> it = take();
        return next(new Fetcher<T>() {
            @Override
            boolean fetch() {
                while (it.hasNext()) {
                    T t = it.next();
                    if (predicate.test(t)) {
                        item = t;
                        return true;
                    }
                }
                return false;
            }
        });
    }

    @Override
    public <R> Stream<R> map(final Function<? super T, ? extends R> mapper) {
        Objects.requireNonNull(mapper);
        final Iterator<T> it = take();
        return sized(next(new Iterator<R>() {
            @Override
            public boolean hasNext() {
                return it.hasNext();
            }

            @Override
            public R next() {
                return mapper.apply(it.next());
            }
        }), exactSize);
    }

    @Override
    public IntStream mapToInt(final ToIntFunction<? super T> mapper) {
        Objects.requireNonNull(mapper);
        final Iterator<T> it = take();
        return sized(new IntPipeline(new PrimitiveIterator.OfInt() {
            @Override
            public boolean hasNext() {
                return it.hasNext();
            }

            @Override
            public int nextInt() {
                return mapper.applyAsInt(it.next());
            }
        }, closer), exactSize);
    }

    @Override
    public LongStream mapToLong(final ToLongFunction<? super T> mapper) {
        Objects.requireNonNull(mapper);
        final Iterator<T> it = take();
        return sized(new LongPipeline(new PrimitiveIterator.OfLong() {
            @Override
            public boolean hasNext() {
                return it.hasNext();
            }

            @Override
            public long nextLong() {
                return mapper.applyAsLong(it.next());
            }
        }, closer), exactSize);
    }

    @Override
    public DoubleStream mapToDouble(final ToDoubleFunction<? super T> mapper) {
        Objects.requireNonNull(mapper);
        final Iterator<T> it = take();
        return sized(new DoublePipeline(new PrimitiveIterator.OfDouble() {
            @Override
            public boolean hasNext() {
                return it.hasNext();
            }

            @Override
            public double nextDouble() {
                return mapper.applyAsDouble(it.next());
            }
        }, closer), exactSize);
    }

    @Override
    public <R> Stream<R> flatMap(final Function<? super T, ? extends Stream<? extends R>> mapper) {
        Objects.requireNonNull(mapper);
        final Iterator<T> it = take();
        return next(new Fetcher<R>() {
            private Iterator<? extends R> inner;
            private Stream<? extends R> innerStream;

            @Override
            boolean fetch() {
                while (inner == null || !inner.hasNext()) {
                    if (innerStream != null) {
                        innerStream.close();
                        innerStream = null;
                    }
                    if (!it.hasNext()) {
                        return false;
                    }
                    innerStream = mapper.apply(it.next());
                    inner = innerStream == null ? null : innerStream.iterator();
                }
                item = inner.next();
                return true;
            }
        });
    }

    @Override
    public IntStream flatMapToInt(final Function<? super T, ? extends IntStream> mapper) {
        Objects.requireNonNull(mapper);
        return flatMap(new Function<T, Stream<Integer>>() {
            @Override
            public Stream<Integer> apply(T t) {
                IntStream s = mapper.apply(t);
                return s == null ? null : s.boxed();
            }
        }).mapToInt(IntPipeline.UNBOX);
    }

    @Override
    public Stream<T> distinct() {
        final Iterator<T> it = take();
        return next(new Fetcher<T>() {
            private final Set<T> seen = new HashSet<>();

            @Override
            boolean fetch() {
                while (it.hasNext()) {
                    T t = it.next();
                    if (seen.add(t)) {
                        item = t;
                        return true;
                    }
                }
                return false;
            }
        });
    }

    @Override
    @SuppressWarnings("unchecked")
    public Stream<T> sorted() {
        return sorted((Comparator<? super T>) Comparator.naturalOrder());
    }

    @Override
    public Stream<T> sorted(final Comparator<? super T> comparator) {
        final Iterator<T> it = take();
        // Lazy, as the JDK's: nothing upstream runs before the terminal operation pulls.
        return sized(next(new Fetcher<T>() {
            private Iterator<T> sortedIt;

            @Override
            boolean fetch() {
                if (sortedIt == null) {
                    List<T> all = new ArrayList<>();
                    while (it.hasNext()) {
                        all.add(it.next());
                    }
                    all.sort(comparator);
                    sortedIt = all.iterator();
                }
                if (!sortedIt.hasNext()) {
                    return false;
                }
                item = sortedIt.next();
                return true;
            }
        }), exactSize);
    }

    /** Every remaining element, in a new ArrayList. */
    List<T> drain() {
        Iterator<T> it = take();
        List<T> all = new ArrayList<>();
        while (it.hasNext()) {
            all.add(it.next());
        }
        return all;
    }

    @Override
    public Stream<T> peek(final Consumer<? super T> action) {
        Objects.requireNonNull(action);
        final Iterator<T> it = take();
        return sized(next(new Iterator<T>() {
            @Override
            public boolean hasNext() {
                return it.hasNext();
            }

            @Override
            public T next() {
                T t = it.next();
                action.accept(t);
                return t;
            }
        }), exactSize);
    }

    @Override
    public Stream<T> limit(final long maxSize) {
        if (maxSize < 0) {
            throw new IllegalArgumentException(Long.toString(maxSize));
        }
        final Iterator<T> it = take();
        return sized(next(new Fetcher<T>() {
            private long left = maxSize;

            @Override
            boolean fetch() {
                if (left <= 0 || !it.hasNext()) {
                    return false;
                }
                left--;
                item = it.next();
                return true;
            }
        }), sizeAfterLimit(maxSize));
    }

    @Override
    public Stream<T> skip(final long n) {
        if (n < 0) {
            throw new IllegalArgumentException(Long.toString(n));
        }
        final Iterator<T> it = take();
        return sized(next(new Fetcher<T>() {
            private long toSkip = n;

            @Override
            boolean fetch() {
                while (toSkip > 0 && it.hasNext()) {
                    it.next();
                    toSkip--;
                }
                if (!it.hasNext()) {
                    return false;
                }
                item = it.next();
                return true;
            }
        }), sizeAfterSkip(n));
    }

    @Override
    public Stream<T> takeWhile(final Predicate<? super T> predicate) {
        final Iterator<T> it = take();
        return next(new Fetcher<T>() {
            private boolean done;

            @Override
            boolean fetch() {
                if (done || !it.hasNext()) {
                    return false;
                }
                T t = it.next();
                if (!predicate.test(t)) {
                    done = true;
                    return false;
                }
                item = t;
                return true;
            }
        });
    }

    @Override
    public Stream<T> dropWhile(final Predicate<? super T> predicate) {
        final Iterator<T> it = take();
        return next(new Fetcher<T>() {
            private boolean dropping = true;

            @Override
            boolean fetch() {
                while (it.hasNext()) {
                    T t = it.next();
                    if (dropping && predicate.test(t)) {
                        continue;
                    }
                    dropping = false;
                    item = t;
                    return true;
                }
                return false;
            }
        });
    }

    @Override
    public void forEach(Consumer<? super T> action) {
        Objects.requireNonNull(action);
        Iterator<T> it = take();
        while (it.hasNext()) {
            action.accept(it.next());
        }
    }

    @Override
    public void forEachOrdered(Consumer<? super T> action) {
        forEach(action);
    }

    @Override
    public Object[] toArray() {
        return drain().toArray();
    }

    @Override
    public <A> A[] toArray(IntFunction<A[]> generator) {
        List<T> all = drain();
        A[] out = generator.apply(all.size());
        if (out.length != all.size()) {
            throw new IllegalStateException("Begin size " + all.size() + " is not equal to fixed size " + out.length);
        }
        return all.toArray(out);
    }

    @Override
    public T reduce(T identity, BinaryOperator<T> accumulator) {
        Iterator<T> it = take();
        T acc = identity;
        while (it.hasNext()) {
            acc = accumulator.apply(acc, it.next());
        }
        return acc;
    }

    @Override
    public Optional<T> reduce(BinaryOperator<T> accumulator) {
        Iterator<T> it = take();
        if (!it.hasNext()) {
            return Optional.empty();
        }
        T acc = it.next();
        while (it.hasNext()) {
            acc = accumulator.apply(acc, it.next());
        }
        return Optional.of(acc);
    }

    @Override
    public <U> U reduce(U identity, BiFunction<U, ? super T, U> accumulator, BinaryOperator<U> combiner) {
        Iterator<T> it = take();
        U acc = identity;
        while (it.hasNext()) {
            acc = accumulator.apply(acc, it.next());
        }
        return acc;
    }

    @Override
    public <R> R collect(Supplier<R> supplier, BiConsumer<R, ? super T> accumulator, BiConsumer<R, R> combiner) {
        Iterator<T> it = take();
        R r = supplier.get();
        while (it.hasNext()) {
            accumulator.accept(r, it.next());
        }
        return r;
    }

    @Override
    public <R, A> R collect(Collector<? super T, A, R> collector) {
        Iterator<T> it = take();
        A container = collector.supplier().get();
        BiConsumer<A, ? super T> acc = collector.accumulator();
        while (it.hasNext()) {
            acc.accept(container, it.next());
        }
        return collector.finisher().apply(container);
    }

    @Override
    public List<T> toList() {
        return java.util.ImmutableCollections.listFromTrustedArrayNullsAllowed(drain().toArray());
    }

    @Override
    public Optional<T> min(final Comparator<? super T> comparator) {
        return reduce(new BinaryOperator<T>() {
            @Override
            public T apply(T a, T b) {
                return comparator.compare(a, b) <= 0 ? a : b;
            }
        });
    }

    @Override
    public Optional<T> max(final Comparator<? super T> comparator) {
        return reduce(new BinaryOperator<T>() {
            @Override
            public T apply(T a, T b) {
                return comparator.compare(a, b) >= 0 ? a : b;
            }
        });
    }

    @Override
    public long count() {
        if (exactSize >= 0) {
            use();
            return exactSize;
        }
        Iterator<T> it = take();
        long n = 0;
        while (it.hasNext()) {
            it.next();
            n++;
        }
        return n;
    }

    @Override
    public boolean anyMatch(Predicate<? super T> predicate) {
        Iterator<T> it = take();
        while (it.hasNext()) {
            if (predicate.test(it.next())) {
                return true;
            }
        }
        return false;
    }

    @Override
    public boolean allMatch(Predicate<? super T> predicate) {
        Iterator<T> it = take();
        while (it.hasNext()) {
            if (!predicate.test(it.next())) {
                return false;
            }
        }
        return true;
    }

    @Override
    public boolean noneMatch(Predicate<? super T> predicate) {
        return !anyMatch(predicate);
    }

    @Override
    public Optional<T> findFirst() {
        Iterator<T> it = take();
        return it.hasNext() ? Optional.of(it.next()) : Optional.<T>empty();
    }

    @Override
    public Optional<T> findAny() {
        return findFirst();
    }

    /** The elements of an array slice. */
    static <T> Iterator<T> arrayIterator(T[] a, int from, int to) {
        return Arrays.asList(a).subList(from, to).iterator();
    }
}
