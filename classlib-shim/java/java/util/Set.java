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

    @SafeVarargs
    static <E> Set<E> of(E... elements) {
        LinkedHashSet<E> s = new LinkedHashSet<E>();
        for (E e : elements) {
            if (!s.add(Objects.requireNonNull(e))) {
                throw new IllegalArgumentException("duplicate element: " + e);
            }
        }
        return Collections.unmodifiableSet(s);
    }

    static <E> Set<E> copyOf(Collection<? extends E> coll) {
        LinkedHashSet<E> s = new LinkedHashSet<E>();
        for (E e : coll) {
            s.add(Objects.requireNonNull(e));
        }
        return Collections.unmodifiableSet(s);
    }
}
