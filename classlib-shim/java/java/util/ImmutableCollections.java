package java.util;

import java.util.function.Predicate;
import java.util.function.UnaryOperator;

/**
 * The unmodifiable lists of {@code List.of}, {@code List.copyOf}, {@code Stream.toList} and
 * {@code Collectors.toUnmodifiableList} (rjvm shim). The class names ({@code List12} for one or
 * two elements, {@code ListN} otherwise), the null-hostile queries ({@code contains(null)}
 * throws NullPointerException) and the out-of-bounds exceptions of {@code get} are the JDK's.
 * Every mutator throws UnsupportedOperationException, even when it would change nothing.
 * Sets and maps of {@code Set.of}/{@code Map.of} are not here: the JDK iterates them in an order
 * salted per run, so rjvm keeps them insertion-ordered (see Collections.immutableSetOf).
 * Public only so that java.util.stream can make these lists (the JDK uses SharedSecrets).
 */
public final class ImmutableCollections {
    private ImmutableCollections() {
    }

    static UnsupportedOperationException uoe() {
        return new UnsupportedOperationException();
    }

    /** The list of {@code a}'s elements, which are checked for null; {@code a} is not copied. */
    @SuppressWarnings("unchecked")
    public static <E> List<E> listFromTrustedArray(Object[] a) {
        for (Object e : a) {
            Objects.requireNonNull(e);
        }
        switch (a.length) {
            case 0:
                return (List<E>) ListN.EMPTY;
            case 1:
                return new List12<E>((E) a[0]);
            case 2:
                return new List12<E>((E) a[0], (E) a[1]);
            default:
                return new ListN<E>(a, false);
        }
    }

    /** The list of {@code a}'s elements, nulls allowed (Stream.toList); {@code a} is not copied. */
    public static <E> List<E> listFromTrustedArrayNullsAllowed(Object[] a) {
        return new ListN<E>(a, true);
    }

    /** List.copyOf: an immutable list is returned as it is, anything else copied. */
    @SuppressWarnings("unchecked")
    static <E> List<E> listCopy(Collection<? extends E> coll) {
        if (coll instanceof AbstractImmutableList && !((AbstractImmutableList<?>) coll).allowNulls()) {
            return (List<E>) coll;
        }
        return listFromTrustedArray(coll.toArray());
    }

    /** What both list shapes share: the mutators that throw and the null-hostile searches. */
    abstract static class AbstractImmutableList<E> extends AbstractList<E> implements RandomAccess {
        /** Whether null elements (and null queries) are allowed: only Stream.toList's lists. */
        boolean allowNulls() {
            return false;
        }

        @Override
        public boolean add(E e) {
            throw uoe();
        }

        @Override
        public boolean addAll(Collection<? extends E> c) {
            throw uoe();
        }

        @Override
        public void clear() {
            throw uoe();
        }

        @Override
        public boolean remove(Object o) {
            throw uoe();
        }

        @Override
        public boolean removeAll(Collection<?> c) {
            throw uoe();
        }

        @Override
        public boolean removeIf(Predicate<? super E> filter) {
            throw uoe();
        }

        @Override
        public boolean retainAll(Collection<?> c) {
            throw uoe();
        }

        @Override
        public void add(int index, E element) {
            throw uoe();
        }

        @Override
        public boolean addAll(int index, Collection<? extends E> c) {
            throw uoe();
        }

        @Override
        public E remove(int index) {
            throw uoe();
        }

        @Override
        public void replaceAll(UnaryOperator<E> operator) {
            throw uoe();
        }

        @Override
        public E set(int index, E element) {
            throw uoe();
        }

        @Override
        public void sort(Comparator<? super E> c) {
            throw uoe();
        }

        @Override
        public boolean contains(Object o) {
            return indexOf(o) >= 0;
        }

        @Override
        public Iterator<E> iterator() {
            return new ListItr<E>(this, 0);
        }

        @Override
        public ListIterator<E> listIterator() {
            return new ListItr<E>(this, 0);
        }

        @Override
        public ListIterator<E> listIterator(int index) {
            if (index < 0 || index > size()) {
                throw new IndexOutOfBoundsException("Index: " + index + " Size: " + size());
            }
            return new ListItr<E>(this, index);
        }

        @Override
        public int indexOf(Object o) {
            if (o == null && !allowNulls()) {
                throw new NullPointerException();
            }
            return super.indexOf(o);
        }

        @Override
        public int lastIndexOf(Object o) {
            if (o == null && !allowNulls()) {
                throw new NullPointerException();
            }
            return super.lastIndexOf(o);
        }
    }

    /** The iterator of an immutable list: its mutators throw UnsupportedOperationException at once. */
    static final class ListItr<E> implements ListIterator<E> {
        private final List<E> list;
        private int cursor;

        ListItr(List<E> list, int cursor) {
            this.list = list;
            this.cursor = cursor;
        }

        @Override
        public boolean hasNext() {
            return cursor != list.size();
        }

        @Override
        public E next() {
            if (cursor >= list.size()) {
                throw new NoSuchElementException();
            }
            return list.get(cursor++);
        }

        @Override
        public boolean hasPrevious() {
            return cursor != 0;
        }

        @Override
        public E previous() {
            if (cursor <= 0) {
                throw new NoSuchElementException();
            }
            return list.get(--cursor);
        }

        @Override
        public int nextIndex() {
            return cursor;
        }

        @Override
        public int previousIndex() {
            return cursor - 1;
        }

        @Override
        public void remove() {
            throw uoe();
        }

        @Override
        public void set(E e) {
            throw uoe();
        }

        @Override
        public void add(E e) {
            throw uoe();
        }
    }

    /** A list of one or two elements. */
    static final class List12<E> extends AbstractImmutableList<E> {
        private final E e0;
        private final E e1;
        private final int size;

        List12(E e0) {
            this.e0 = e0;
            this.e1 = null;
            this.size = 1;
        }

        List12(E e0, E e1) {
            this.e0 = e0;
            this.e1 = e1;
            this.size = 2;
        }

        @Override
        public int size() {
            return size;
        }

        @Override
        public E get(int index) {
            if (index == 0) {
                return e0;
            } else if (index == 1 && size == 2) {
                return e1;
            }
            throw new IndexOutOfBoundsException("Index: " + index + " Size: " + size);
        }
    }

    /** A list of any length backed by an array; {@code get} fails as array access does. */
    static final class ListN<E> extends AbstractImmutableList<E> {
        static final ListN<Object> EMPTY = new ListN<Object>(new Object[0], false);

        private final Object[] elements;
        private final boolean allowNulls;

        ListN(Object[] elements, boolean allowNulls) {
            this.elements = elements;
            this.allowNulls = allowNulls;
        }

        @Override
        boolean allowNulls() {
            return allowNulls;
        }

        @Override
        public int size() {
            return elements.length;
        }

        @Override
        @SuppressWarnings("unchecked")
        public E get(int index) {
            return (E) elements[index];
        }

        @Override
        public Object[] toArray() {
            return Arrays.copyOf(elements, elements.length);
        }
    }
}
