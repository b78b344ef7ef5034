package java.util;

import java.util.function.Consumer;

/**
 * Spliterators over iterators, collections and arrays, and iterators over spliterators
 * (rjvm shim). None of them splits (see {@link Spliterator}); the primitive forms are not
 * provided.
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

    /** A spliterator over {@code array[from, to)}. */
    @SuppressWarnings("unchecked")
    public static <T> Spliterator<T> spliterator(Object[] array, int from, int to, int characteristics) {
        if (from < 0 || to > array.length || from > to) {
            throw new ArrayIndexOutOfBoundsException("origin(" + from + ") > fence(" + to + ")");
        }
        List<T> slice = (List<T>) Arrays.asList(array).subList(from, to);
        return new IteratorSpliterator<T>(slice.iterator(), to - from, characteristics | Spliterator.SIZED | Spliterator.SUBSIZED);
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

    /** A spliterator whose subclass implements {@code tryAdvance}; it does not split. */
    public abstract static class AbstractSpliterator<T> implements Spliterator<T> {
        private final long est;
        private final int characteristics;

        /** A spliterator of about {@code est} elements with {@code additionalCharacteristics}. */
        protected AbstractSpliterator(long est, int additionalCharacteristics) {
            this.est = est;
            this.characteristics = (additionalCharacteristics & Spliterator.SIZED) != 0
                    ? additionalCharacteristics | Spliterator.SUBSIZED : additionalCharacteristics;
        }

        @Override
        public Spliterator<T> trySplit() {
            return null;
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

        @Override
        public Spliterator<T> trySplit() {
            return null;
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
}
