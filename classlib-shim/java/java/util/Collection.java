package java.util;

import java.util.function.IntFunction;
import java.util.function.Predicate;

/** The root interface of the collection hierarchy (rjvm shim; streams but no spliterators). */
public interface Collection<E> extends Iterable<E> {
    int size();

    boolean isEmpty();

    boolean contains(Object o);

    Iterator<E> iterator();

    Object[] toArray();

    <T> T[] toArray(T[] a);

    default <T> T[] toArray(IntFunction<T[]> generator) {
        return toArray(generator.apply(0));
    }

    boolean add(E e);

    boolean remove(Object o);

    boolean containsAll(Collection<?> c);

    boolean addAll(Collection<? extends E> c);

    boolean removeAll(Collection<?> c);

    default boolean removeIf(Predicate<? super E> filter) {
        Objects.requireNonNull(filter);
        boolean removed = false;
        Iterator<E> each = iterator();
        while (each.hasNext()) {
            if (filter.test(each.next())) {
                each.remove();
                removed = true;
            }
        }
        return removed;
    }

    boolean retainAll(Collection<?> c);

    void clear();

    boolean equals(Object o);

    int hashCode();

    /** A sequential stream of the elements, in iteration order. */
    /** A SIZED spliterator over this collection's iterator. */
    @Override
    default Spliterator<E> spliterator() {
        return Spliterators.spliterator(this, 0);
    }

    default java.util.stream.Stream<E> stream() {
        return java.util.stream.StreamSupport.stream(iterator(), java.util.stream.StreamSupport.sizeOf(this), false);
    }

    /** A stream of the elements (rjvm: runs sequentially). */
    default java.util.stream.Stream<E> parallelStream() {
        return java.util.stream.StreamSupport.stream(iterator(), java.util.stream.StreamSupport.sizeOf(this), true);
    }
}
