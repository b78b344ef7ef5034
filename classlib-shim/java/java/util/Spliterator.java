package java.util;

import java.util.function.Consumer;

/**
 * A source of elements to traverse, and in the JDK to split for parallel work (rjvm shim).
 * rjvm's streams are sequential: the spliterators here never split ({@link #trySplit} returns
 * null), and a stream made from one pulls its elements through {@link Spliterators#iterator}.
 * The primitive specializations ({@code OfInt}, ...) are not provided.
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
}
