package java.util.concurrent;

import java.util.AbstractCollection;
import java.util.AbstractMap;
import java.util.AbstractSet;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.Iterator;
import java.util.Map;
import java.util.NavigableMap;
import java.util.NavigableSet;
import java.util.NoSuchElementException;
import java.util.Set;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.function.BiFunction;
import java.util.function.Function;

/**
 * A sorted concurrent map (rjvm shim). Not a skip list: a {@link TreeMap} whose every operation
 * holds one lock shared with the map's views (sub-maps, key sets, descending maps), which gives
 * the JDK's observable behaviour on rjvm's green threads: keys in order, null keys and values
 * rejected, atomic compound operations (putIfAbsent, compute, merge, …), entries returned as
 * immutable snapshots, and iterators that never throw ConcurrentModificationException. The
 * iterators walk a snapshot taken when they are made (the JDK's are weakly consistent: they may
 * or may not see later changes); their remove deletes the key from the map.
 */
public class ConcurrentSkipListMap<K, V> extends AbstractMap<K, V>
        implements ConcurrentNavigableMap<K, V>, Cloneable, java.io.Serializable {
    /** The lock of the map at the root of this view, held by every operation. */
    final Object lock;
    /** The TreeMap, or the TreeMap view this map shows. */
    private final NavigableMap<K, V> m;

    /** An empty map in the keys' natural order. */
    public ConcurrentSkipListMap() {
        this((Comparator<? super K>) null);
    }

    /** An empty map ordered by {@code comparator} (null: natural order). */
    public ConcurrentSkipListMap(Comparator<? super K> comparator) {
        this(new Object(), new TreeMap<K, V>(comparator));
    }

    /** A map in natural order with the mappings of {@code map}. */
    public ConcurrentSkipListMap(Map<? extends K, ? extends V> map) {
        this();
        putAll(map);
    }

    /** A map with the mappings and the order of {@code map}. */
    public ConcurrentSkipListMap(SortedMap<K, ? extends V> map) {
        this(map.comparator());
        putAll(map);
    }

    private ConcurrentSkipListMap(Object lock, NavigableMap<K, V> view) {
        this.lock = lock;
        this.m = view;
    }

    private ConcurrentSkipListMap<K, V> view(NavigableMap<K, V> v) {
        return new ConcurrentSkipListMap<>(lock, v);
    }

    private static <K, V> Map.Entry<K, V> snapshot(Map.Entry<K, V> e) {
        return e == null ? null : new AbstractMap.SimpleImmutableEntry<>(e);
    }

    private static void checkNotNull(Object o) {
        if (o == null) {
            throw new NullPointerException();
        }
    }

    /** The entries now in the map, in order, as immutable snapshots. */
    java.util.List<Map.Entry<K, V>> snapshotEntries() {
        synchronized (lock) {
            java.util.List<Map.Entry<K, V>> out = new ArrayList<>(m.size());
            for (Map.Entry<K, V> e : m.entrySet()) {
                out.add(new AbstractMap.SimpleImmutableEntry<>(e));
            }
            return out;
        }
    }

    // Queries and updates.

    @Override
    public int size() {
        synchronized (lock) {
            return m.size();
        }
    }

    @Override
    public boolean isEmpty() {
        synchronized (lock) {
            return m.isEmpty();
        }
    }

    @Override
    public boolean containsKey(Object key) {
        checkNotNull(key);
        synchronized (lock) {
            return m.containsKey(key);
        }
    }

    @Override
    public boolean containsValue(Object value) {
        checkNotNull(value);
        synchronized (lock) {
            return m.containsValue(value);
        }
    }

    @Override
    public V get(Object key) {
        checkNotNull(key);
        synchronized (lock) {
            return m.get(key);
        }
    }

    @Override
    public V getOrDefault(Object key, V defaultValue) {
        V v = get(key);
        return v == null ? defaultValue : v;
    }

    @Override
    public V put(K key, V value) {
        checkNotNull(key);
        checkNotNull(value);
        synchronized (lock) {
            return m.put(key, value);
        }
    }

    @Override
    public V remove(Object key) {
        checkNotNull(key);
        synchronized (lock) {
            return m.remove(key);
        }
    }

    @Override
    public void clear() {
        synchronized (lock) {
            m.clear();
        }
    }

    @Override
    public V putIfAbsent(K key, V value) {
        checkNotNull(key);
        checkNotNull(value);
        synchronized (lock) {
            V old = m.get(key);
            if (old == null) {
                m.put(key, value);
            }
            return old;
        }
    }

    @Override
    public boolean remove(Object key, Object value) {
        checkNotNull(key);
        synchronized (lock) {
            return value != null && m.remove(key, value);
        }
    }

    @Override
    public boolean replace(K key, V oldValue, V newValue) {
        checkNotNull(key);
        checkNotNull(oldValue);
        checkNotNull(newValue);
        synchronized (lock) {
            return m.replace(key, oldValue, newValue);
        }
    }

    @Override
    public V replace(K key, V value) {
        checkNotNull(key);
        checkNotNull(value);
        synchronized (lock) {
            return m.replace(key, value);
        }
    }

    @Override
    public V computeIfAbsent(K key, Function<? super K, ? extends V> f) {
        checkNotNull(key);
        checkNotNull(f);
        synchronized (lock) {
            return m.computeIfAbsent(key, f);
        }
    }

    @Override
    public V computeIfPresent(K key, BiFunction<? super K, ? super V, ? extends V> f) {
        checkNotNull(key);
        checkNotNull(f);
        synchronized (lock) {
            return m.computeIfPresent(key, f);
        }
    }

    @Override
    public V compute(K key, BiFunction<? super K, ? super V, ? extends V> f) {
        checkNotNull(key);
        checkNotNull(f);
        synchronized (lock) {
            return m.compute(key, f);
        }
    }

    @Override
    public V merge(K key, V value, BiFunction<? super V, ? super V, ? extends V> f) {
        checkNotNull(key);
        checkNotNull(value);
        checkNotNull(f);
        synchronized (lock) {
            return m.merge(key, value, f);
        }
    }

    // Navigation.

    @Override
    public Comparator<? super K> comparator() {
        return m.comparator();
    }

    @Override
    public K firstKey() {
        synchronized (lock) {
            return m.firstKey();
        }
    }

    @Override
    public K lastKey() {
        synchronized (lock) {
            return m.lastKey();
        }
    }

    @Override
    public Map.Entry<K, V> lowerEntry(K key) {
        checkNotNull(key);
        synchronized (lock) {
            return snapshot(m.lowerEntry(key));
        }
    }

    @Override
    public K lowerKey(K key) {
        checkNotNull(key);
        synchronized (lock) {
            return m.lowerKey(key);
        }
    }

    @Override
    public Map.Entry<K, V> floorEntry(K key) {
        checkNotNull(key);
        synchronized (lock) {
            return snapshot(m.floorEntry(key));
        }
    }

    @Override
    public K floorKey(K key) {
        checkNotNull(key);
        synchronized (lock) {
            return m.floorKey(key);
        }
    }

    @Override
    public Map.Entry<K, V> ceilingEntry(K key) {
        checkNotNull(key);
        synchronized (lock) {
            return snapshot(m.ceilingEntry(key));
        }
    }

    @Override
    public K ceilingKey(K key) {
        checkNotNull(key);
        synchronized (lock) {
            return m.ceilingKey(key);
        }
    }

    @Override
    public Map.Entry<K, V> higherEntry(K key) {
        checkNotNull(key);
        synchronized (lock) {
            return snapshot(m.higherEntry(key));
        }
    }

    @Override
    public K higherKey(K key) {
        checkNotNull(key);
        synchronized (lock) {
            return m.higherKey(key);
        }
    }

    @Override
    public Map.Entry<K, V> firstEntry() {
        synchronized (lock) {
            return snapshot(m.firstEntry());
        }
    }

    @Override
    public Map.Entry<K, V> lastEntry() {
        synchronized (lock) {
            return snapshot(m.lastEntry());
        }
    }

    @Override
    public Map.Entry<K, V> pollFirstEntry() {
        synchronized (lock) {
            return snapshot(m.pollFirstEntry());
        }
    }

    @Override
    public Map.Entry<K, V> pollLastEntry() {
        synchronized (lock) {
            return snapshot(m.pollLastEntry());
        }
    }

    // Views: each shares this map's lock.

    @Override
    public ConcurrentNavigableMap<K, V> subMap(K fromKey, boolean fromInclusive, K toKey, boolean toInclusive) {
        checkNotNull(fromKey);
        checkNotNull(toKey);
        synchronized (lock) {
            return view(m.subMap(fromKey, fromInclusive, toKey, toInclusive));
        }
    }

    @Override
    public ConcurrentNavigableMap<K, V> headMap(K toKey, boolean inclusive) {
        checkNotNull(toKey);
        synchronized (lock) {
            return view(m.headMap(toKey, inclusive));
        }
    }

    @Override
    public ConcurrentNavigableMap<K, V> tailMap(K fromKey, boolean inclusive) {
        checkNotNull(fromKey);
        synchronized (lock) {
            return view(m.tailMap(fromKey, inclusive));
        }
    }

    @Override
    public ConcurrentNavigableMap<K, V> subMap(K fromKey, K toKey) {
        return subMap(fromKey, true, toKey, false);
    }

    @Override
    public ConcurrentNavigableMap<K, V> headMap(K toKey) {
        return headMap(toKey, false);
    }

    @Override
    public ConcurrentNavigableMap<K, V> tailMap(K fromKey) {
        return tailMap(fromKey, true);
    }

    @Override
    public ConcurrentNavigableMap<K, V> descendingMap() {
        synchronized (lock) {
            return view(m.descendingMap());
        }
    }

    @Override
    public NavigableSet<K> keySet() {
        return new ConcurrentSkipListSet<K>(this, false);
    }

    @Override
    public NavigableSet<K> navigableKeySet() {
        return keySet();
    }

    @Override
    public NavigableSet<K> descendingKeySet() {
        return descendingMap().navigableKeySet();
    }

    @Override
    public Set<Map.Entry<K, V>> entrySet() {
        return new AbstractSet<Map.Entry<K, V>>() {
            @Override
            public Iterator<Map.Entry<K, V>> iterator() {
                return new SnapshotIterator<Map.Entry<K, V>>(snapshotEntries()) {
                    @Override
                    Map.Entry<K, V> element(Map.Entry<K, V> e) {
                        return e;
                    }
                };
            }

            @Override
            public int size() {
                return ConcurrentSkipListMap.this.size();
            }

            @Override
            public boolean contains(Object o) {
                if (!(o instanceof Map.Entry)) {
                    return false;
                }
                Map.Entry<?, ?> e = (Map.Entry<?, ?>) o;
                V v = e.getKey() == null ? null : get(e.getKey());
                return v != null && v.equals(e.getValue());
            }

            @Override
            public boolean remove(Object o) {
                if (!(o instanceof Map.Entry)) {
                    return false;
                }
                Map.Entry<?, ?> e = (Map.Entry<?, ?>) o;
                return e.getKey() != null && ConcurrentSkipListMap.this.remove(e.getKey(), e.getValue());
            }

            @Override
            public void clear() {
                ConcurrentSkipListMap.this.clear();
            }
        };
    }

    @Override
    public Collection<V> values() {
        return new AbstractCollection<V>() {
            @Override
            public Iterator<V> iterator() {
                return new SnapshotIterator<V>(snapshotEntries()) {
                    @Override
                    V element(Map.Entry<K, V> e) {
                        return e.getValue();
                    }
                };
            }

            @Override
            public int size() {
                return ConcurrentSkipListMap.this.size();
            }

            @Override
            public boolean contains(Object o) {
                return o != null && containsValue(o);
            }

            @Override
            public void clear() {
                ConcurrentSkipListMap.this.clear();
            }
        };
    }

    /** An iterator over the keys now in the map, in order; remove deletes the key. */
    Iterator<K> keyIterator() {
        return new SnapshotIterator<K>(snapshotEntries()) {
            @Override
            K element(Map.Entry<K, V> e) {
                return e.getKey();
            }
        };
    }

    /** Walks a snapshot of the entries; remove deletes the last entry's key from the map. */
    private abstract class SnapshotIterator<T> implements Iterator<T> {
        private final java.util.List<Map.Entry<K, V>> entries;
        private int next;
        private Map.Entry<K, V> last;

        SnapshotIterator(java.util.List<Map.Entry<K, V>> entries) {
            this.entries = entries;
        }

        abstract T element(Map.Entry<K, V> e);

        @Override
        public boolean hasNext() {
            return next < entries.size();
        }

        @Override
        public T next() {
            if (next >= entries.size()) {
                throw new NoSuchElementException();
            }
            last = entries.get(next++);
            return element(last);
        }

        @Override
        public void remove() {
            if (last == null) {
                throw new IllegalStateException();
            }
            ConcurrentSkipListMap.this.remove(last.getKey());
            last = null;
        }
    }

    /** A new map with the same order and mappings. */
    @Override
    public ConcurrentSkipListMap<K, V> clone() {
        ConcurrentSkipListMap<K, V> copy = new ConcurrentSkipListMap<>(comparator());
        for (Map.Entry<K, V> e : snapshotEntries()) {
            copy.m.put(e.getKey(), e.getValue());
        }
        return copy;
    }
}
