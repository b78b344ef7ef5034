package java.util;

/** A collection without duplicate elements (rjvm shim). */
public interface Set<E> extends Collection<E> {
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

    boolean retainAll(Collection<?> c);

    boolean removeAll(Collection<?> c);

    void clear();

    boolean equals(Object o);

    int hashCode();

    /** An unmodifiable set of 0 elements (nulls and duplicates rejected; rjvm keeps their order). */
    static <E> Set<E> of() {
        return Collections.immutableSetOf(new Object[] {});
    }

    /** An unmodifiable set of 1 element (nulls and duplicates rejected; rjvm keeps their order). */
    static <E> Set<E> of(E e1) {
        return Collections.immutableSetOf(new Object[] {e1});
    }

    /** An unmodifiable set of 2 elements (nulls and duplicates rejected; rjvm keeps their order). */
    static <E> Set<E> of(E e1, E e2) {
        return Collections.immutableSetOf(new Object[] {e1, e2});
    }

    /** An unmodifiable set of 3 elements (nulls and duplicates rejected; rjvm keeps their order). */
    static <E> Set<E> of(E e1, E e2, E e3) {
        return Collections.immutableSetOf(new Object[] {e1, e2, e3});
    }

    /** An unmodifiable set of 4 elements (nulls and duplicates rejected; rjvm keeps their order). */
    static <E> Set<E> of(E e1, E e2, E e3, E e4) {
        return Collections.immutableSetOf(new Object[] {e1, e2, e3, e4});
    }

    /** An unmodifiable set of 5 elements (nulls and duplicates rejected; rjvm keeps their order). */
    static <E> Set<E> of(E e1, E e2, E e3, E e4, E e5) {
        return Collections.immutableSetOf(new Object[] {e1, e2, e3, e4, e5});
    }

    /** An unmodifiable set of 6 elements (nulls and duplicates rejected; rjvm keeps their order). */
    static <E> Set<E> of(E e1, E e2, E e3, E e4, E e5, E e6) {
        return Collections.immutableSetOf(new Object[] {e1, e2, e3, e4, e5, e6});
    }

    /** An unmodifiable set of 7 elements (nulls and duplicates rejected; rjvm keeps their order). */
    static <E> Set<E> of(E e1, E e2, E e3, E e4, E e5, E e6, E e7) {
        return Collections.immutableSetOf(new Object[] {e1, e2, e3, e4, e5, e6, e7});
    }

    /** An unmodifiable set of 8 elements (nulls and duplicates rejected; rjvm keeps their order). */
    static <E> Set<E> of(E e1, E e2, E e3, E e4, E e5, E e6, E e7, E e8) {
        return Collections.immutableSetOf(new Object[] {e1, e2, e3, e4, e5, e6, e7, e8});
    }

    /** An unmodifiable set of 9 elements (nulls and duplicates rejected; rjvm keeps their order). */
    static <E> Set<E> of(E e1, E e2, E e3, E e4, E e5, E e6, E e7, E e8, E e9) {
        return Collections.immutableSetOf(new Object[] {e1, e2, e3, e4, e5, e6, e7, e8, e9});
    }

    /** An unmodifiable set of 10 elements (nulls and duplicates rejected; rjvm keeps their order). */
    static <E> Set<E> of(E e1, E e2, E e3, E e4, E e5, E e6, E e7, E e8, E e9, E e10) {
        return Collections.immutableSetOf(new Object[] {e1, e2, e3, e4, e5, e6, e7, e8, e9, e10});
    }

    @SafeVarargs
    static <E> Set<E> of(E... elements) {
        return Collections.immutableSetOf(elements);
    }

    static <E> Set<E> copyOf(Collection<? extends E> coll) {
        LinkedHashSet<E> s = new LinkedHashSet<E>();
        for (E e : coll) {
            s.add(Objects.requireNonNull(e));
        }
        return Collections.unmodifiableSet(s);
    }

    /** A DISTINCT, SIZED spliterator over this set. */
    @Override
    default Spliterator<E> spliterator() {
        return Spliterators.spliterator(this, Spliterator.DISTINCT);
    }
}
