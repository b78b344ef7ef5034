package java.util;

import java.util.function.UnaryOperator;

/** An ordered collection (rjvm shim). */
public interface List<E> extends Collection<E> {
    int size();

    boolean isEmpty();

    boolean contains(Object o);

    Iterator<E> iterator();

    Object[] toArray();

    <T> T[] toArray(T[] a);

    boolean add(E e);

    boolean remove(Object o);

    boolean containsAll(Collection<?> c);

    boolean addAll(Collection<? extends E> c);

    boolean addAll(int index, Collection<? extends E> c);

    boolean removeAll(Collection<?> c);

    boolean retainAll(Collection<?> c);

    default void replaceAll(UnaryOperator<E> operator) {
        Objects.requireNonNull(operator);
        final ListIterator<E> li = this.listIterator();
        while (li.hasNext()) {
            li.set(operator.apply(li.next()));
        }
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    /** An ORDERED, SIZED spliterator over this list (splitting in halves if it is RandomAccess). */
    @Override
    default Spliterator<E> spliterator() {
        if (this instanceof RandomAccess) {
            return new Spliterators.RandomAccessSpliterator<E>(this);
        }
        return Spliterators.spliterator(this, Spliterator.ORDERED);
    }

    default void sort(Comparator<? super E> c) {
        Object[] a = this.toArray();
        Arrays.sort(a, (Comparator) c);
        ListIterator<E> i = this.listIterator();
        for (Object e : a) {
            i.next();
            i.set((E) e);
        }
    }

    void clear();

    boolean equals(Object o);

    int hashCode();

    E get(int index);

    E set(int index, E element);

    void add(int index, E element);

    E remove(int index);

    int indexOf(Object o);

    int lastIndexOf(Object o);

    ListIterator<E> listIterator();

    ListIterator<E> listIterator(int index);

    List<E> subList(int fromIndex, int toIndex);

    /** An unmodifiable list of 0 elements (nulls rejected). */
    static <E> List<E> of() {
        return Collections.immutableListOf(new Object[] {});
    }

    /** An unmodifiable list of 1 element (nulls rejected). */
    static <E> List<E> of(E e1) {
        return Collections.immutableListOf(new Object[] {e1});
    }

    /** An unmodifiable list of 2 elements (nulls rejected). */
    static <E> List<E> of(E e1, E e2) {
        return Collections.immutableListOf(new Object[] {e1, e2});
    }

    /** An unmodifiable list of 3 elements (nulls rejected). */
    static <E> List<E> of(E e1, E e2, E e3) {
        return Collections.immutableListOf(new Object[] {e1, e2, e3});
    }

    /** An unmodifiable list of 4 elements (nulls rejected). */
    static <E> List<E> of(E e1, E e2, E e3, E e4) {
        return Collections.immutableListOf(new Object[] {e1, e2, e3, e4});
    }

    /** An unmodifiable list of 5 elements (nulls rejected). */
    static <E> List<E> of(E e1, E e2, E e3, E e4, E e5) {
        return Collections.immutableListOf(new Object[] {e1, e2, e3, e4, e5});
    }

    /** An unmodifiable list of 6 elements (nulls rejected). */
    static <E> List<E> of(E e1, E e2, E e3, E e4, E e5, E e6) {
        return Collections.immutableListOf(new Object[] {e1, e2, e3, e4, e5, e6});
    }

    /** An unmodifiable list of 7 elements (nulls rejected). */
    static <E> List<E> of(E e1, E e2, E e3, E e4, E e5, E e6, E e7) {
        return Collections.immutableListOf(new Object[] {e1, e2, e3, e4, e5, e6, e7});
    }

    /** An unmodifiable list of 8 elements (nulls rejected). */
    static <E> List<E> of(E e1, E e2, E e3, E e4, E e5, E e6, E e7, E e8) {
        return Collections.immutableListOf(new Object[] {e1, e2, e3, e4, e5, e6, e7, e8});
    }

    /** An unmodifiable list of 9 elements (nulls rejected). */
    static <E> List<E> of(E e1, E e2, E e3, E e4, E e5, E e6, E e7, E e8, E e9) {
        return Collections.immutableListOf(new Object[] {e1, e2, e3, e4, e5, e6, e7, e8, e9});
    }

    /** An unmodifiable list of 10 elements (nulls rejected). */
    static <E> List<E> of(E e1, E e2, E e3, E e4, E e5, E e6, E e7, E e8, E e9, E e10) {
        return Collections.immutableListOf(new Object[] {e1, e2, e3, e4, e5, e6, e7, e8, e9, e10});
    }

    @SafeVarargs
    static <E> List<E> of(E... elements) {
        return Collections.immutableListOf(elements);
    }

    static <E> List<E> copyOf(Collection<? extends E> coll) {
        return ImmutableCollections.listCopy(coll);
    }
}
