package java.util;

import java.util.function.Consumer;

/**
 * A source of elements to traverse, and to split for parallel work (rjvm shim). rjvm's streams
 * are sequential and pull a spliterator's elements through {@link Spliterators#iterator}; the
 * array, random-access-list and iterator spliterators split as the JDK's do when a program calls
 * {@link #trySplit} itself. Includes the primitive specializations OfInt, OfLong and OfDouble.
 */
public interface Spliterator<T> {
    /** Elements have a defined encounter order. */
    int ORDERED = 0x00000010;
    /** No two elements are equal. */
    int DISTINCT = 0x00000001;
    /** Elements are in the order of {@link #getComparator}. */
    int SORTED = 0x00000004;
    /** {@link #estimateSize} is exact. */
    int SIZED = 0x00000040;
    /** No element is null. */
    int NONNULL = 0x00000100;
    /** The source cannot change. */
    int IMMUTABLE = 0x00000400;
    /** The source may change concurrently. */
    int CONCURRENT = 0x00001000;
    /** Spliterators split from this one are SIZED. */
    int SUBSIZED = 0x00004000;

    /** Gives the next element to {@code action}; false if there is none. */
    boolean tryAdvance(Consumer<? super T> action);

    /** Gives every remaining element to {@code action}. */
    default void forEachRemaining(Consumer<? super T> action) {
        while (tryAdvance(action)) {
            // each call consumed one element
        }
    }

    /** A spliterator over a part of the elements, or null if this one does not split. */
    Spliterator<T> trySplit();

    /** The number of elements left, or an estimate ({@code Long.MAX_VALUE} if unknown). */
    long estimateSize();

    /** {@link #estimateSize} if {@link #SIZED}, else -1. */
    default long getExactSizeIfKnown() {
        return (characteristics() & SIZED) == 0 ? -1L : estimateSize();
    }

    /** The characteristic bits (ORDERED, SIZED, ...). */
    int characteristics();

    /** True if every bit of {@code characteristics} is set. */
    default boolean hasCharacteristics(int characteristics) {
        return (characteristics() & characteristics) == characteristics;
    }

    /** The comparator of a SORTED source (null for natural order); IllegalStateException if not SORTED. */
    default Comparator<? super T> getComparator() {
        throw new IllegalStateException();
    }

    /** A spliterator of primitive values, traversed with a primitive consumer {@code C}. */
    interface OfPrimitive<T, C, S extends Spliterator.OfPrimitive<T, C, S>> extends Spliterator<T> {
        @Override
        S trySplit();

        /** Gives the next value to {@code action}; false if there is none. */
        boolean tryAdvance(C action);

        /** Gives every remaining value to {@code action}. */
        default void forEachRemaining(C action) {
            while (tryAdvance(action)) {
                // each call consumed one value
            }
        }
    }

    /** A spliterator of {@code int} values. */
    interface OfInt extends OfPrimitive<Integer, java.util.function.IntConsumer, Spliterator.OfInt> {
        @Override
        OfInt trySplit();

        @Override
        boolean tryAdvance(java.util.function.IntConsumer action);

        @Override
        default void forEachRemaining(java.util.function.IntConsumer action) {
            while (tryAdvance(action)) {
                // each call consumed one value
            }
        }

        /** Boxes each value for {@code action} (the consumer itself when it is a IntConsumer). */
        @Override
        default boolean tryAdvance(final Consumer<? super Integer> action) {
            if (action instanceof java.util.function.IntConsumer) {
                return tryAdvance((java.util.function.IntConsumer) action);
            }
            java.util.Objects.requireNonNull(action);
            return tryAdvance(new java.util.function.IntConsumer() {
                @Override
                public void accept(int v) {
                    action.accept(v);
                }
            });
        }

        /** Boxes each value for {@code action} (the consumer itself when it is a IntConsumer). */
        @Override
        default void forEachRemaining(final Consumer<? super Integer> action) {
            if (action instanceof java.util.function.IntConsumer) {
                forEachRemaining((java.util.function.IntConsumer) action);
                return;
            }
            java.util.Objects.requireNonNull(action);
            forEachRemaining(new java.util.function.IntConsumer() {
                @Override
                public void accept(int v) {
                    action.accept(v);
                }
            });
        }
    }

    /** A spliterator of {@code long} values. */
    interface OfLong extends OfPrimitive<Long, java.util.function.LongConsumer, Spliterator.OfLong> {
        @Override
        OfLong trySplit();

        @Override
        boolean tryAdvance(java.util.function.LongConsumer action);

        @Override
        default void forEachRemaining(java.util.function.LongConsumer action) {
            while (tryAdvance(action)) {
                // each call consumed one value
            }
        }

        /** Boxes each value for {@code action} (the consumer itself when it is a LongConsumer). */
        @Override
        default boolean tryAdvance(final Consumer<? super Long> action) {
            if (action instanceof java.util.function.LongConsumer) {
                return tryAdvance((java.util.function.LongConsumer) action);
            }
            java.util.Objects.requireNonNull(action);
            return tryAdvance(new java.util.function.LongConsumer() {
                @Override
                public void accept(long v) {
                    action.accept(v);
                }
            });
        }

        /** Boxes each value for {@code action} (the consumer itself when it is a LongConsumer). */
        @Override
        default void forEachRemaining(final Consumer<? super Long> action) {
            if (action instanceof java.util.function.LongConsumer) {
                forEachRemaining((java.util.function.LongConsumer) action);
                return;
            }
            java.util.Objects.requireNonNull(action);
            forEachRemaining(new java.util.function.LongConsumer() {
                @Override
                public void accept(long v) {
                    action.accept(v);
                }
            });
        }
    }

    /** A spliterator of {@code double} values. */
    interface OfDouble extends OfPrimitive<Double, java.util.function.DoubleConsumer, Spliterator.OfDouble> {
        @Override
        OfDouble trySplit();

        @Override
        boolean tryAdvance(java.util.function.DoubleConsumer action);

        @Override
        default void forEachRemaining(java.util.function.DoubleConsumer action) {
            while (tryAdvance(action)) {
                // each call consumed one value
            }
        }

        /** Boxes each value for {@code action} (the consumer itself when it is a DoubleConsumer). */
        @Override
        default boolean tryAdvance(final Consumer<? super Double> action) {
            if (action instanceof java.util.function.DoubleConsumer) {
                return tryAdvance((java.util.function.DoubleConsumer) action);
            }
            java.util.Objects.requireNonNull(action);
            return tryAdvance(new java.util.function.DoubleConsumer() {
                @Override
                public void accept(double v) {
                    action.accept(v);
                }
            });
        }

        /** Boxes each value for {@code action} (the consumer itself when it is a DoubleConsumer). */
        @Override
        default void forEachRemaining(final Consumer<? super Double> action) {
            if (action instanceof java.util.function.DoubleConsumer) {
                forEachRemaining((java.util.function.DoubleConsumer) action);
                return;
            }
            java.util.Objects.requireNonNull(action);
            forEachRemaining(new java.util.function.DoubleConsumer() {
                @Override
                public void accept(double v) {
                    action.accept(v);
                }
            });
        }
    }
}
