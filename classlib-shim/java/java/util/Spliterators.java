package java.util;

import java.util.function.Consumer;

/**
 * Spliterators over iterators, collections and arrays (Object and primitive), and iterators
 * over spliterators (rjvm shim). Array spliterators split in halves, iterator spliterators and
 * the Abstract*Spliterator classes split off growing array batches, as the JDK's; a collection
 * spliterator over a Set does not split.
 */
public final class Spliterators {
    private Spliterators() {
    }

    /** A spliterator with no elements. */
    public static <T> Spliterator<T> emptySpliterator() {
        return new IteratorSpliterator<T>(Collections.<T>emptyIterator(), 0, Spliterator.SIZED | Spliterator.SUBSIZED);
    }

    /** A spliterator over the whole array, SIZED and SUBSIZED plus {@code characteristics}. */
    public static <T> Spliterator<T> spliterator(Object[] array, int characteristics) {
        return spliterator(array, 0, array.length, characteristics);
    }

    /** A spliterator over {@code array[from, to)}, SIZED and SUBSIZED plus {@code characteristics}. */
    public static <T> Spliterator<T> spliterator(Object[] array, int from, int to, int characteristics) {
        checkFromToBounds(array.length, from, to);
        return new ArraySpliterator<T>(array, from, to, characteristics);
    }

    /** The JDK's range checks (and messages) for an array spliterator's bounds. */
    static void checkFromToBounds(int length, int from, int to) {
        if (from > to) {
            throw new ArrayIndexOutOfBoundsException("origin(" + from + ") > fence(" + to + ")");
        }
        if (from < 0) {
            throw new ArrayIndexOutOfBoundsException(from);
        }
        if (to > length) {
            throw new ArrayIndexOutOfBoundsException(to);
        }
    }

    /** A spliterator over {@code c}'s iterator, sized by {@code c.size()} when traversal starts. */
    public static <T> Spliterator<T> spliterator(Collection<? extends T> c, int characteristics) {
        boolean concurrent = (characteristics & Spliterator.CONCURRENT) != 0;
        return new IteratorSpliterator<T>(c, concurrent ? characteristics
                : characteristics | Spliterator.SIZED | Spliterator.SUBSIZED);
    }

    /** A spliterator over {@code c} with exactly {@code characteristics} (for collections whose JDK bits differ). */
    static <T> Spliterator<T> exact(Collection<? extends T> c, int characteristics) {
        return new IteratorSpliterator<T>(c, characteristics);
    }

    /** A spliterator over {@code iterator}, which yields {@code size} elements. */
    public static <T> Spliterator<T> spliterator(Iterator<? extends T> iterator, long size, int characteristics) {
        return new IteratorSpliterator<T>(iterator, size, characteristics | Spliterator.SIZED | Spliterator.SUBSIZED);
    }

    /** A spliterator over {@code iterator}, of unknown size. */
    public static <T> Spliterator<T> spliteratorUnknownSize(Iterator<? extends T> iterator, int characteristics) {
        return new IteratorSpliterator<T>(iterator, Long.MAX_VALUE, characteristics & ~(Spliterator.SIZED | Spliterator.SUBSIZED));
    }

    /** An empty {@code Spliterator.OfInt}. */
    public static Spliterator.OfInt emptyIntSpliterator() {
        return new IntArraySpliterator(new int[0], 0, 0, 0);
    }

    /** A spliterator over the whole array, SIZED and SUBSIZED plus {@code characteristics}. */
    public static Spliterator.OfInt spliterator(int[] array, int characteristics) {
        return new IntArraySpliterator(array, 0, array.length, characteristics);
    }

    /** A spliterator over {@code array[from, to)}. */
    public static Spliterator.OfInt spliterator(int[] array, int from, int to, int characteristics) {
        checkFromToBounds(array.length, from, to);
        return new IntArraySpliterator(array, from, to, characteristics);
    }

    /** A spliterator over {@code iterator}, which yields {@code size} values. */
    public static Spliterator.OfInt spliterator(PrimitiveIterator.OfInt iterator, long size, int characteristics) {
        return new IntIteratorSpliterator(iterator, size, characteristics | Spliterator.SIZED | Spliterator.SUBSIZED);
    }

    /** A spliterator over {@code iterator}, of unknown size. */
    public static Spliterator.OfInt spliteratorUnknownSize(PrimitiveIterator.OfInt iterator, int characteristics) {
        return new IntIteratorSpliterator(iterator, Long.MAX_VALUE,
                characteristics & ~(Spliterator.SIZED | Spliterator.SUBSIZED));
    }

    /** An iterator over the values {@code spliterator} gives. */
    public static PrimitiveIterator.OfInt iterator(final Spliterator.OfInt spliterator) {
        Objects.requireNonNull(spliterator);
        return new PrimitiveIterator.OfInt() {
            private boolean ready;
            private int next;

            @Override
            public boolean hasNext() {
                if (!ready) {
                    ready = spliterator.tryAdvance(new java.util.function.IntConsumer() {
                        @Override
                        public void accept(int v) {
                            next = v;
                        }
                    });
                }
                return ready;
            }

            @Override
            public int nextInt() {
                if (!hasNext()) {
                    throw new NoSuchElementException();
                }
                ready = false;
                return next;
            }
        };
    }

    /** An empty {@code Spliterator.OfLong}. */
    public static Spliterator.OfLong emptyLongSpliterator() {
        return new LongArraySpliterator(new long[0], 0, 0, 0);
    }

    /** A spliterator over the whole array, SIZED and SUBSIZED plus {@code characteristics}. */
    public static Spliterator.OfLong spliterator(long[] array, int characteristics) {
        return new LongArraySpliterator(array, 0, array.length, characteristics);
    }

    /** A spliterator over {@code array[from, to)}. */
    public static Spliterator.OfLong spliterator(long[] array, int from, int to, int characteristics) {
        checkFromToBounds(array.length, from, to);
        return new LongArraySpliterator(array, from, to, characteristics);
    }

    /** A spliterator over {@code iterator}, which yields {@code size} values. */
    public static Spliterator.OfLong spliterator(PrimitiveIterator.OfLong iterator, long size, int characteristics) {
        return new LongIteratorSpliterator(iterator, size, characteristics | Spliterator.SIZED | Spliterator.SUBSIZED);
    }

    /** A spliterator over {@code iterator}, of unknown size. */
    public static Spliterator.OfLong spliteratorUnknownSize(PrimitiveIterator.OfLong iterator, int characteristics) {
        return new LongIteratorSpliterator(iterator, Long.MAX_VALUE,
                characteristics & ~(Spliterator.SIZED | Spliterator.SUBSIZED));
    }

    /** An iterator over the values {@code spliterator} gives. */
    public static PrimitiveIterator.OfLong iterator(final Spliterator.OfLong spliterator) {
        Objects.requireNonNull(spliterator);
        return new PrimitiveIterator.OfLong() {
            private boolean ready;
            private long next;

            @Override
            public boolean hasNext() {
                if (!ready) {
                    ready = spliterator.tryAdvance(new java.util.function.LongConsumer() {
                        @Override
                        public void accept(long v) {
                            next = v;
                        }
                    });
                }
                return ready;
            }

            @Override
            public long nextLong() {
                if (!hasNext()) {
                    throw new NoSuchElementException();
                }
                ready = false;
                return next;
            }
        };
    }

    /** An empty {@code Spliterator.OfDouble}. */
    public static Spliterator.OfDouble emptyDoubleSpliterator() {
        return new DoubleArraySpliterator(new double[0], 0, 0, 0);
    }

    /** A spliterator over the whole array, SIZED and SUBSIZED plus {@code characteristics}. */
    public static Spliterator.OfDouble spliterator(double[] array, int characteristics) {
        return new DoubleArraySpliterator(array, 0, array.length, characteristics);
    }

    /** A spliterator over {@code array[from, to)}. */
    public static Spliterator.OfDouble spliterator(double[] array, int from, int to, int characteristics) {
        checkFromToBounds(array.length, from, to);
        return new DoubleArraySpliterator(array, from, to, characteristics);
    }

    /** A spliterator over {@code iterator}, which yields {@code size} values. */
    public static Spliterator.OfDouble spliterator(PrimitiveIterator.OfDouble iterator, long size, int characteristics) {
        return new DoubleIteratorSpliterator(iterator, size, characteristics | Spliterator.SIZED | Spliterator.SUBSIZED);
    }

    /** A spliterator over {@code iterator}, of unknown size. */
    public static Spliterator.OfDouble spliteratorUnknownSize(PrimitiveIterator.OfDouble iterator, int characteristics) {
        return new DoubleIteratorSpliterator(iterator, Long.MAX_VALUE,
                characteristics & ~(Spliterator.SIZED | Spliterator.SUBSIZED));
    }

    /** An iterator over the values {@code spliterator} gives. */
    public static PrimitiveIterator.OfDouble iterator(final Spliterator.OfDouble spliterator) {
        Objects.requireNonNull(spliterator);
        return new PrimitiveIterator.OfDouble() {
            private boolean ready;
            private double next;

            @Override
            public boolean hasNext() {
                if (!ready) {
                    ready = spliterator.tryAdvance(new java.util.function.DoubleConsumer() {
                        @Override
                        public void accept(double v) {
                            next = v;
                        }
                    });
                }
                return ready;
            }

            @Override
            public double nextDouble() {
                if (!hasNext()) {
                    throw new NoSuchElementException();
                }
                ready = false;
                return next;
            }
        };
    }

    /** An iterator over the elements {@code spliterator} gives. */
    public static <T> Iterator<T> iterator(final Spliterator<? extends T> spliterator) {
        Objects.requireNonNull(spliterator);
        if (spliterator instanceof IteratorSpliterator) {
            // Late-binding, as the JDK's collection spliterators: the collection's iterator is
            // taken at the first traversal, so changes made before it are seen.
            @SuppressWarnings("unchecked")
            final IteratorSpliterator<T> source = (IteratorSpliterator<T>) spliterator;
            return new Iterator<T>() {
                private Iterator<T> it;

                private Iterator<T> bound() {
                    if (it == null) {
                        it = source.iteratorForStream();
                    }
                    return it;
                }

                @Override
                public boolean hasNext() {
                    return bound().hasNext();
                }

                @Override
                public T next() {
                    return bound().next();
                }

                @Override
                public void remove() {
                    bound().remove();
                }
            };
        }
        return new Iterator<T>() {
            private boolean ready;
            private T next;

            @Override
            public boolean hasNext() {
                if (!ready) {
                    ready = spliterator.tryAdvance(new Consumer<T>() {
                        @Override
                        public void accept(T t) {
                            next = t;
                        }
                    });
                }
                return ready;
            }

            @Override
            public T next() {
                if (!hasNext()) {
                    throw new NoSuchElementException();
                }
                ready = false;
                T t = next;
                next = null;
                return t;
            }
        };
    }

    /** A spliterator whose subclass implements {@code tryAdvance}; trySplit takes array batches. */
    public abstract static class AbstractSpliterator<T> implements Spliterator<T> {
        private long est;
        private final int characteristics;
        private int batch;

        /** A spliterator of about {@code est} elements with {@code additionalCharacteristics}. */
        protected AbstractSpliterator(long est, int additionalCharacteristics) {
            this.est = est;
            this.characteristics = (additionalCharacteristics & Spliterator.SIZED) != 0
                    ? additionalCharacteristics | Spliterator.SUBSIZED : additionalCharacteristics;
        }

        /** Splits off the next batch (1024, 2048, ... elements) into an array, as the JDK's. */
        @Override
        public Spliterator<T> trySplit() {
            if (est <= 1) {
                return null;
            }
            final Object[] held = new Object[1];
            Consumer<T> holder = new Consumer<T>() {
                @Override
                public void accept(T t) {
                    held[0] = t;
                }
            };
            if (!tryAdvance(holder)) {
                return null;
            }
            int n = batchSize(batch, est);
            Object[] a = new Object[n];
            int j = 0;
            do {
                a[j] = held[0];
            } while (++j < n && tryAdvance(holder));
            batch = j;
            if (est != Long.MAX_VALUE) {
                est -= j;
            }
            return new ArraySpliterator<T>(a, 0, j, characteristics());
        }

        @Override
        public long estimateSize() {
            return est;
        }

        @Override
        public int characteristics() {
            return characteristics;
        }
    }

    /** The spliterator over an iterator (or a collection's iterator, taken at first use). */
    static final class IteratorSpliterator<T> implements Spliterator<T> {
        private final Collection<? extends T> collection;
        private Iterator<? extends T> it;
        private long est;
        private final int characteristics;
        private int batch;

        IteratorSpliterator(Iterator<? extends T> iterator, long size, int characteristics) {
            this.collection = null;
            this.it = iterator;
            this.est = size;
            this.characteristics = characteristics;
        }

        IteratorSpliterator(Collection<? extends T> collection, int characteristics) {
            this.collection = collection;
            this.characteristics = characteristics;
        }

        private void start() {
            if (it == null) {
                it = collection.iterator();
                est = collection.size();
            }
        }

        /** The iterator itself, for a stream that traverses the rest of the elements. */
        @SuppressWarnings("unchecked")
        Iterator<T> iteratorForStream() {
            start();
            est = 0;
            return (Iterator<T>) it;
        }

        @Override
        public boolean tryAdvance(Consumer<? super T> action) {
            Objects.requireNonNull(action);
            start();
            if (!it.hasNext()) {
                return false;
            }
            T t = it.next();
            if (est > 0 && est != Long.MAX_VALUE) {
                est--;
            }
            action.accept(t);
            return true;
        }

        @Override
        public void forEachRemaining(Consumer<? super T> action) {
            Objects.requireNonNull(action);
            start();
            while (it.hasNext()) {
                action.accept(it.next());
            }
            if (est != Long.MAX_VALUE) {
                est = 0;
            }
        }

        /**
         * Splits off the next batch of elements into an array, as the JDK's iterator
         * spliterator; a Set's spliterator does not split (the JDK's hash and tree spliterators
         * split by their table or tree, which rjvm does not reproduce).
         */
        @Override
        public Spliterator<T> trySplit() {
            if (collection instanceof Set) {
                return null;
            }
            start();
            long s = est;
            if (s <= 1 || !it.hasNext()) {
                return null;
            }
            int n = batchSize(batch, s);
            Object[] a = new Object[n];
            int j = 0;
            do {
                a[j] = it.next();
            } while (++j < n && it.hasNext());
            batch = j;
            if (est != Long.MAX_VALUE) {
                est -= j;
            }
            return new ArraySpliterator<T>(a, 0, j, characteristics);
        }

        @Override
        public long estimateSize() {
            if (it == null) {
                return collection.size();
            }
            return est;
        }

        @Override
        public int characteristics() {
            return characteristics;
        }

        @Override
        public Comparator<? super T> getComparator() {
            if (hasCharacteristics(Spliterator.SORTED)) {
                return collection instanceof SortedSet ? ((SortedSet<T>) collection).comparator() : null;
            }
            throw new IllegalStateException();
        }
    }

    /** A spliterator whose subclass implements {@code tryAdvance}; trySplit takes array batches. */
    public abstract static class AbstractIntSpliterator implements Spliterator.OfInt {
        private long est;
        private final int characteristics;
        private int batch;

        /** A spliterator of about {@code est} values with {@code additionalCharacteristics}. */
        protected AbstractIntSpliterator(long est, int additionalCharacteristics) {
            this.est = est;
            this.characteristics = (additionalCharacteristics & Spliterator.SIZED) != 0
                    ? additionalCharacteristics | Spliterator.SUBSIZED : additionalCharacteristics;
        }

        /** Splits off the next batch (1024, 2048, ... values) into an array, as the JDK's. */
        @Override
        public Spliterator.OfInt trySplit() {
            if (est <= 1) {
                return null;
            }
            final int[] held = new int[1];
            java.util.function.IntConsumer holder = new java.util.function.IntConsumer() {
                @Override
                public void accept(int v) {
                    held[0] = v;
                }
            };
            if (!tryAdvance(holder)) {
                return null;
            }
            int n = batchSize(batch, est);
            int[] a = new int[n];
            int j = 0;
            do {
                a[j] = held[0];
            } while (++j < n && tryAdvance(holder));
            batch = j;
            if (est != Long.MAX_VALUE) {
                est -= j;
            }
            return new IntArraySpliterator(a, 0, j, characteristics());
        }

        @Override
        public long estimateSize() {
            return est;
        }

        @Override
        public int characteristics() {
            return characteristics;
        }
    }

    /** A spliterator over {@code int[from, to)} that splits in halves, as the JDK's. */
    static final class IntArraySpliterator implements Spliterator.OfInt {
        private final int[] array;
        private int index;
        private final int fence;
        private final int characteristics;

        IntArraySpliterator(int[] array, int from, int to, int additionalCharacteristics) {
            this.array = array;
            this.index = from;
            this.fence = to;
            this.characteristics = additionalCharacteristics | Spliterator.SIZED | Spliterator.SUBSIZED;
        }

        @Override
        public Spliterator.OfInt trySplit() {
            int lo = index;
            int mid = (lo + fence) >>> 1;
            if (lo >= mid) {
                return null;
            }
            index = mid;
            return new IntArraySpliterator(array, lo, mid, characteristics);
        }

        @Override
        public boolean tryAdvance(java.util.function.IntConsumer action) {
            Objects.requireNonNull(action);
            if (index >= fence) {
                return false;
            }
            action.accept(array[index++]);
            return true;
        }

        @Override
        public void forEachRemaining(java.util.function.IntConsumer action) {
            Objects.requireNonNull(action);
            int hi = fence;
            int i = index;
            index = hi;
            for (; i < hi; i++) {
                action.accept(array[i]);
            }
        }

        @Override
        public long estimateSize() {
            return fence - index;
        }

        @Override
        public int characteristics() {
            return characteristics;
        }

        @Override
        public Comparator<? super Integer> getComparator() {
            if (hasCharacteristics(Spliterator.SORTED)) {
                return null;
            }
            throw new IllegalStateException();
        }
    }

    /** A spliterator over a primitive iterator; trySplit takes growing batches into an array. */
    static final class IntIteratorSpliterator implements Spliterator.OfInt {
        private final PrimitiveIterator.OfInt it;
        private long est;
        private final int characteristics;
        private int batch;

        IntIteratorSpliterator(PrimitiveIterator.OfInt it, long size, int characteristics) {
            this.it = it;
            this.est = size;
            this.characteristics = characteristics;
        }

        @Override
        public Spliterator.OfInt trySplit() {
            long s = est;
            if (s <= 1 || !it.hasNext()) {
                return null;
            }
            int n = batchSize(batch, s);
            int[] a = new int[n];
            int j = 0;
            do {
                a[j] = it.nextInt();
            } while (++j < n && it.hasNext());
            batch = j;
            if (est != Long.MAX_VALUE) {
                est -= j;
            }
            return new IntArraySpliterator(a, 0, j, characteristics);
        }

        @Override
        public boolean tryAdvance(java.util.function.IntConsumer action) {
            Objects.requireNonNull(action);
            if (!it.hasNext()) {
                return false;
            }
            action.accept(it.nextInt());
            return true;
        }

        @Override
        public void forEachRemaining(java.util.function.IntConsumer action) {
            Objects.requireNonNull(action);
            while (it.hasNext()) {
                action.accept(it.nextInt());
            }
        }

        @Override
        public long estimateSize() {
            return est;
        }

        @Override
        public int characteristics() {
            return characteristics;
        }
    }

    /** A spliterator whose subclass implements {@code tryAdvance}; trySplit takes array batches. */
    public abstract static class AbstractLongSpliterator implements Spliterator.OfLong {
        private long est;
        private final int characteristics;
        private int batch;

        /** A spliterator of about {@code est} values with {@code additionalCharacteristics}. */
        protected AbstractLongSpliterator(long est, int additionalCharacteristics) {
            this.est = est;
            this.characteristics = (additionalCharacteristics & Spliterator.SIZED) != 0
                    ? additionalCharacteristics | Spliterator.SUBSIZED : additionalCharacteristics;
        }

        /** Splits off the next batch (1024, 2048, ... values) into an array, as the JDK's. */
        @Override
        public Spliterator.OfLong trySplit() {
            if (est <= 1) {
                return null;
            }
            final long[] held = new long[1];
            java.util.function.LongConsumer holder = new java.util.function.LongConsumer() {
                @Override
                public void accept(long v) {
                    held[0] = v;
                }
            };
            if (!tryAdvance(holder)) {
                return null;
            }
            int n = batchSize(batch, est);
            long[] a = new long[n];
            int j = 0;
            do {
                a[j] = held[0];
            } while (++j < n && tryAdvance(holder));
            batch = j;
            if (est != Long.MAX_VALUE) {
                est -= j;
            }
            return new LongArraySpliterator(a, 0, j, characteristics());
        }

        @Override
        public long estimateSize() {
            return est;
        }

        @Override
        public int characteristics() {
            return characteristics;
        }
    }

    /** A spliterator over {@code long[from, to)} that splits in halves, as the JDK's. */
    static final class LongArraySpliterator implements Spliterator.OfLong {
        private final long[] array;
        private int index;
        private final int fence;
        private final int characteristics;

        LongArraySpliterator(long[] array, int from, int to, int additionalCharacteristics) {
            this.array = array;
            this.index = from;
            this.fence = to;
            this.characteristics = additionalCharacteristics | Spliterator.SIZED | Spliterator.SUBSIZED;
        }

        @Override
        public Spliterator.OfLong trySplit() {
            int lo = index;
            int mid = (lo + fence) >>> 1;
            if (lo >= mid) {
                return null;
            }
            index = mid;
            return new LongArraySpliterator(array, lo, mid, characteristics);
        }

        @Override
        public boolean tryAdvance(java.util.function.LongConsumer action) {
            Objects.requireNonNull(action);
            if (index >= fence) {
                return false;
            }
            action.accept(array[index++]);
            return true;
        }

        @Override
        public void forEachRemaining(java.util.function.LongConsumer action) {
            Objects.requireNonNull(action);
            int hi = fence;
            int i = index;
            index = hi;
            for (; i < hi; i++) {
                action.accept(array[i]);
            }
        }

        @Override
        public long estimateSize() {
            return fence - index;
        }

        @Override
        public int characteristics() {
            return characteristics;
        }

        @Override
        public Comparator<? super Long> getComparator() {
            if (hasCharacteristics(Spliterator.SORTED)) {
                return null;
            }
            throw new IllegalStateException();
        }
    }

    /** A spliterator over a primitive iterator; trySplit takes growing batches into an array. */
    static final class LongIteratorSpliterator implements Spliterator.OfLong {
        private final PrimitiveIterator.OfLong it;
        private long est;
        private final int characteristics;
        private int batch;

        LongIteratorSpliterator(PrimitiveIterator.OfLong it, long size, int characteristics) {
            this.it = it;
            this.est = size;
            this.characteristics = characteristics;
        }

        @Override
        public Spliterator.OfLong trySplit() {
            long s = est;
            if (s <= 1 || !it.hasNext()) {
                return null;
            }
            int n = batchSize(batch, s);
            long[] a = new long[n];
            int j = 0;
            do {
                a[j] = it.nextLong();
            } while (++j < n && it.hasNext());
            batch = j;
            if (est != Long.MAX_VALUE) {
                est -= j;
            }
            return new LongArraySpliterator(a, 0, j, characteristics);
        }

        @Override
        public boolean tryAdvance(java.util.function.LongConsumer action) {
            Objects.requireNonNull(action);
            if (!it.hasNext()) {
                return false;
            }
            action.accept(it.nextLong());
            return true;
        }

        @Override
        public void forEachRemaining(java.util.function.LongConsumer action) {
            Objects.requireNonNull(action);
            while (it.hasNext()) {
                action.accept(it.nextLong());
            }
        }

        @Override
        public long estimateSize() {
            return est;
        }

        @Override
        public int characteristics() {
            return characteristics;
        }
    }

    /** A spliterator whose subclass implements {@code tryAdvance}; trySplit takes array batches. */
    public abstract static class AbstractDoubleSpliterator implements Spliterator.OfDouble {
        private long est;
        private final int characteristics;
        private int batch;

        /** A spliterator of about {@code est} values with {@code additionalCharacteristics}. */
        protected AbstractDoubleSpliterator(long est, int additionalCharacteristics) {
            this.est = est;
            this.characteristics = (additionalCharacteristics & Spliterator.SIZED) != 0
                    ? additionalCharacteristics | Spliterator.SUBSIZED : additionalCharacteristics;
        }

        /** Splits off the next batch (1024, 2048, ... values) into an array, as the JDK's. */
        @Override
        public Spliterator.OfDouble trySplit() {
            if (est <= 1) {
                return null;
            }
            final double[] held = new double[1];
            java.util.function.DoubleConsumer holder = new java.util.function.DoubleConsumer() {
                @Override
                public void accept(double v) {
                    held[0] = v;
                }
            };
            if (!tryAdvance(holder)) {
                return null;
            }
            int n = batchSize(batch, est);
            double[] a = new double[n];
            int j = 0;
            do {
                a[j] = held[0];
            } while (++j < n && tryAdvance(holder));
            batch = j;
            if (est != Long.MAX_VALUE) {
                est -= j;
            }
            return new DoubleArraySpliterator(a, 0, j, characteristics());
        }

        @Override
        public long estimateSize() {
            return est;
        }

        @Override
        public int characteristics() {
            return characteristics;
        }
    }

    /** A spliterator over {@code double[from, to)} that splits in halves, as the JDK's. */
    static final class DoubleArraySpliterator implements Spliterator.OfDouble {
        private final double[] array;
        private int index;
        private final int fence;
        private final int characteristics;

        DoubleArraySpliterator(double[] array, int from, int to, int additionalCharacteristics) {
            this.array = array;
            this.index = from;
            this.fence = to;
            this.characteristics = additionalCharacteristics | Spliterator.SIZED | Spliterator.SUBSIZED;
        }

        @Override
        public Spliterator.OfDouble trySplit() {
            int lo = index;
            int mid = (lo + fence) >>> 1;
            if (lo >= mid) {
                return null;
            }
            index = mid;
            return new DoubleArraySpliterator(array, lo, mid, characteristics);
        }

        @Override
        public boolean tryAdvance(java.util.function.DoubleConsumer action) {
            Objects.requireNonNull(action);
            if (index >= fence) {
                return false;
            }
            action.accept(array[index++]);
            return true;
        }

        @Override
        public void forEachRemaining(java.util.function.DoubleConsumer action) {
            Objects.requireNonNull(action);
            int hi = fence;
            int i = index;
            index = hi;
            for (; i < hi; i++) {
                action.accept(array[i]);
            }
        }

        @Override
        public long estimateSize() {
            return fence - index;
        }

        @Override
        public int characteristics() {
            return characteristics;
        }

        @Override
        public Comparator<? super Double> getComparator() {
            if (hasCharacteristics(Spliterator.SORTED)) {
                return null;
            }
            throw new IllegalStateException();
        }
    }

    /** A spliterator over a primitive iterator; trySplit takes growing batches into an array. */
    static final class DoubleIteratorSpliterator implements Spliterator.OfDouble {
        private final PrimitiveIterator.OfDouble it;
        private long est;
        private final int characteristics;
        private int batch;

        DoubleIteratorSpliterator(PrimitiveIterator.OfDouble it, long size, int characteristics) {
            this.it = it;
            this.est = size;
            this.characteristics = characteristics;
        }

        @Override
        public Spliterator.OfDouble trySplit() {
            long s = est;
            if (s <= 1 || !it.hasNext()) {
                return null;
            }
            int n = batchSize(batch, s);
            double[] a = new double[n];
            int j = 0;
            do {
                a[j] = it.nextDouble();
            } while (++j < n && it.hasNext());
            batch = j;
            if (est != Long.MAX_VALUE) {
                est -= j;
            }
            return new DoubleArraySpliterator(a, 0, j, characteristics);
        }

        @Override
        public boolean tryAdvance(java.util.function.DoubleConsumer action) {
            Objects.requireNonNull(action);
            if (!it.hasNext()) {
                return false;
            }
            action.accept(it.nextDouble());
            return true;
        }

        @Override
        public void forEachRemaining(java.util.function.DoubleConsumer action) {
            Objects.requireNonNull(action);
            while (it.hasNext()) {
                action.accept(it.nextDouble());
            }
        }

        @Override
        public long estimateSize() {
            return est;
        }

        @Override
        public int characteristics() {
            return characteristics;
        }
    }

    /** The JDK's batch sizes for splitting an iterator: 1024 more than the last batch, at most 1 << 25 and {@code est}. */
    static int batchSize(int lastBatch, long est) {
        int n = lastBatch + (1 << 10);
        if (n > est) {
            n = (int) est;
        }
        return Math.min(n, 1 << 25);
    }

    /** A spliterator over {@code array[from, to)} that splits in halves, as the JDK's. */
    static final class ArraySpliterator<T> implements Spliterator<T> {
        private final Object[] array;
        private int index;
        private final int fence;
        private final int characteristics;

        ArraySpliterator(Object[] array, int from, int to, int additionalCharacteristics) {
            this.array = array;
            this.index = from;
            this.fence = to;
            this.characteristics = additionalCharacteristics | Spliterator.SIZED | Spliterator.SUBSIZED;
        }

        @Override
        public Spliterator<T> trySplit() {
            int lo = index;
            int mid = (lo + fence) >>> 1;
            if (lo >= mid) {
                return null;
            }
            index = mid;
            return new ArraySpliterator<T>(array, lo, mid, characteristics);
        }

        @Override
        @SuppressWarnings("unchecked")
        public boolean tryAdvance(Consumer<? super T> action) {
            Objects.requireNonNull(action);
            if (index >= fence) {
                return false;
            }
            action.accept((T) array[index++]);
            return true;
        }

        @Override
        @SuppressWarnings("unchecked")
        public void forEachRemaining(Consumer<? super T> action) {
            Objects.requireNonNull(action);
            int hi = fence;
            int i = index;
            index = hi;
            for (; i < hi; i++) {
                action.accept((T) array[i]);
            }
        }

        @Override
        public long estimateSize() {
            return fence - index;
        }

        @Override
        public int characteristics() {
            return characteristics;
        }

        @Override
        public Comparator<? super T> getComparator() {
            if (hasCharacteristics(Spliterator.SORTED)) {
                return null;
            }
            throw new IllegalStateException();
        }
    }

    /**
     * A random-access list's spliterator (ArrayList's, Arrays.asList's): late-binding (the size is
     * read at the first traversal or split), splits in halves as the JDK's; no
     * ConcurrentModificationException checks.
     */
    static final class RandomAccessSpliterator<T> implements Spliterator<T> {
        private final List<T> list;
        private int index;
        private int fence = -1;

        RandomAccessSpliterator(List<T> list) {
            this.list = list;
        }

        private RandomAccessSpliterator(List<T> list, int from, int to) {
            this.list = list;
            this.index = from;
            this.fence = to;
        }

        private int fence() {
            if (fence < 0) {
                fence = list.size();
            }
            return fence;
        }

        @Override
        public Spliterator<T> trySplit() {
            int hi = fence();
            int lo = index;
            int mid = (lo + hi) >>> 1;
            if (lo >= mid) {
                return null;
            }
            index = mid;
            return new RandomAccessSpliterator<T>(list, lo, mid);
        }

        @Override
        public boolean tryAdvance(Consumer<? super T> action) {
            Objects.requireNonNull(action);
            if (index >= fence()) {
                return false;
            }
            action.accept(list.get(index++));
            return true;
        }

        @Override
        public void forEachRemaining(Consumer<? super T> action) {
            Objects.requireNonNull(action);
            int hi = fence();
            int i = index;
            index = hi;
            for (; i < hi; i++) {
                action.accept(list.get(i));
            }
        }

        @Override
        public long estimateSize() {
            return fence() - index;
        }

        @Override
        public int characteristics() {
            return Spliterator.ORDERED | Spliterator.SIZED | Spliterator.SUBSIZED;
        }
    }
}
