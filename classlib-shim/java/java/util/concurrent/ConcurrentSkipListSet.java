package java.util.concurrent;

import java.util.AbstractSet;
import java.util.Collection;
import java.util.Comparator;
import java.util.Iterator;
import java.util.Map;
import java.util.NavigableSet;
import java.util.SortedSet;

/**
 * A sorted concurrent set (rjvm shim): the keys of a {@link ConcurrentSkipListMap}, with its
 * locking, null rejection and snapshot iterators. It is also the key-set view of such a map
 * ({@code keySet()}, {@code navigableKeySet()}), where add is unsupported as in the JDK.
 */
public class ConcurrentSkipListSet<E> extends AbstractSet<E>
        implements NavigableSet<E>, Cloneable, java.io.Serializable {
    private final ConcurrentNavigableMap<E, ?> m;
    private final boolean addable;

    /** An empty set in natural order. */
    public ConcurrentSkipListSet() {
        this(new ConcurrentSkipListMap<E, Object>(), true);
    }

    /** An empty set ordered by {@code comparator}. */
    public ConcurrentSkipListSet(Comparator<? super E> comparator) {
        this(new ConcurrentSkipListMap<E, Object>(comparator), true);
    }

    /** A set in natural order with the elements of {@code c}. */
    public ConcurrentSkipListSet(Collection<? extends E> c) {
        this();
        addAll(c);
    }

    /** A set with the elements and the order of {@code s}. */
    public ConcurrentSkipListSet(SortedSet<E> s) {
        this(s.comparator());
        addAll(s);
    }

    /** The keys of {@code map}; {@code addable} for a set that owns its map. */
    ConcurrentSkipListSet(ConcurrentNavigableMap<E, ?> map, boolean addable) {
        this.m = map;
        this.addable = addable;
    }

    private ConcurrentSkipListSet<E> view(ConcurrentNavigableMap<E, ?> v) {
        return new ConcurrentSkipListSet<E>(v, addable);
    }

    @Override
    @SuppressWarnings("unchecked")
    public boolean add(E e) {
        if (!addable) {
            throw new UnsupportedOperationException();
        }
        return ((ConcurrentNavigableMap<E, Object>) m).putIfAbsent(e, Boolean.TRUE) == null;
    }

    @Override
    public boolean remove(Object o) {
        return m.remove(o) != null;
    }

    @Override
    public boolean contains(Object o) {
        return m.containsKey(o);
    }

    @Override
    public int size() {
        return m.size();
    }

    @Override
    public boolean isEmpty() {
        return m.isEmpty();
    }

    @Override
    public void clear() {
        m.clear();
    }

    @Override
    public Iterator<E> iterator() {
        return ((ConcurrentSkipListMap<E, ?>) m).keyIterator();
    }

    @Override
    public Iterator<E> descendingIterator() {
        return descendingSet().iterator();
    }

    @Override
    public Comparator<? super E> comparator() {
        return m.comparator();
    }

    @Override
    public E first() {
        return m.firstKey();
    }

    @Override
    public E last() {
        return m.lastKey();
    }

    @Override
    public E lower(E e) {
        return m.lowerKey(e);
    }

    @Override
    public E floor(E e) {
        return m.floorKey(e);
    }

    @Override
    public E ceiling(E e) {
        return m.ceilingKey(e);
    }

    @Override
    public E higher(E e) {
        return m.higherKey(e);
    }

    @Override
    public E pollFirst() {
        Map.Entry<E, ?> e = m.pollFirstEntry();
        return e == null ? null : e.getKey();
    }

    @Override
    public E pollLast() {
        Map.Entry<E, ?> e = m.pollLastEntry();
        return e == null ? null : e.getKey();
    }

    @Override
    public NavigableSet<E> descendingSet() {
        return view(m.descendingMap());
    }

    @Override
    public NavigableSet<E> subSet(E from, boolean fromInclusive, E to, boolean toInclusive) {
        return view(m.subMap(from, fromInclusive, to, toInclusive));
    }

    @Override
    public NavigableSet<E> headSet(E to, boolean inclusive) {
        return view(m.headMap(to, inclusive));
    }

    @Override
    public NavigableSet<E> tailSet(E from, boolean inclusive) {
        return view(m.tailMap(from, inclusive));
    }

    @Override
    public NavigableSet<E> subSet(E from, E to) {
        return subSet(from, true, to, false);
    }

    @Override
    public NavigableSet<E> headSet(E to) {
        return headSet(to, false);
    }

    @Override
    public NavigableSet<E> tailSet(E from) {
        return tailSet(from, true);
    }

    /** A new set with the same order and elements. */
    @Override
    public ConcurrentSkipListSet<E> clone() {
        ConcurrentSkipListSet<E> copy = new ConcurrentSkipListSet<E>(comparator());
        copy.addAll(this);
        return copy;
    }
}
