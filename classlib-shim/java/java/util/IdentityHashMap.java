package java.util;

/**
 * A map that compares keys (and values, in {@code containsValue}) with {@code ==} and hashes
 * them with {@link System#identityHashCode} (rjvm shim): open addressing with linear probing.
 * Its iteration order follows identity hash codes, which differ between VMs.
 */
public class IdentityHashMap<K, V> extends AbstractMap<K, V> implements Map<K, V>, java.io.Serializable, Cloneable {
    private static final long serialVersionUID = 8188218128353913216L;
    /** Stands for a null key in {@link #keys}. */
    private static final Object NULL_KEY = new Object();

    private Object[] keys;
    private Object[] vals;
    private int size;
    private transient int modCount;

    /** An empty map. */
    public IdentityHashMap() {
        this(21);
    }

    /** An empty map sized for {@code expectedMaxSize} mappings. */
    public IdentityHashMap(int expectedMaxSize) {
        if (expectedMaxSize < 0) {
            throw new IllegalArgumentException("expectedMaxSize is negative: " + expectedMaxSize);
        }
        int cap = 4;
        while (cap < expectedMaxSize * 3 / 2 + 1) {
            cap <<= 1;
        }
        keys = new Object[cap];
        vals = new Object[cap];
    }

    /** A map with the mappings of {@code m}. */
    public IdentityHashMap(Map<? extends K, ? extends V> m) {
        this(Math.max(m.size(), 21));
        putAll(m);
    }

    private static Object mask(Object k) {
        return k == null ? NULL_KEY : k;
    }

    private int slot(Object k, Object[] table) {
        int n = table.length;
        int i = (System.identityHashCode(k) * 0x9E3779B9 >>> 1) & (n - 1);
        while (table[i] != null && table[i] != k) {
            i = (i + 1) & (n - 1);
        }
        return i;
    }

    @Override
    public int size() {
        return size;
    }

    @Override
    public boolean isEmpty() {
        return size == 0;
    }

    @Override
    @SuppressWarnings("unchecked")
    public V get(Object key) {
        int i = slot(mask(key), keys);
        return keys[i] == null ? null : (V) vals[i];
    }

    @Override
    public boolean containsKey(Object key) {
        return keys[slot(mask(key), keys)] != null;
    }

    @Override
    public boolean containsValue(Object value) {
        for (int i = 0; i < keys.length; i++) {
            if (keys[i] != null && vals[i] == value) {
                return true;
            }
        }
        return false;
    }

    @Override
    @SuppressWarnings("unchecked")
    public V put(K key, V value) {
        Object k = mask(key);
        int i = slot(k, keys);
        if (keys[i] != null) {
            V old = (V) vals[i];
            vals[i] = value;
            return old;
        }
        if ((size + 1) * 3 > keys.length * 2) {
            resize(keys.length * 2);
            i = slot(k, keys);
        }
        keys[i] = k;
        vals[i] = value;
        size++;
        modCount++;
        return null;
    }

    private void resize(int cap) {
        Object[] oldKeys = keys;
        Object[] oldVals = vals;
        keys = new Object[cap];
        vals = new Object[cap];
        for (int j = 0; j < oldKeys.length; j++) {
            if (oldKeys[j] != null) {
                int i = slot(oldKeys[j], keys);
                keys[i] = oldKeys[j];
                vals[i] = oldVals[j];
            }
        }
    }

    @Override
    @SuppressWarnings("unchecked")
    public V remove(Object key) {
        int i = slot(mask(key), keys);
        if (keys[i] == null) {
            return null;
        }
        V old = (V) vals[i];
        removeAt(i);
        return old;
    }

    /** Empties slot {@code i} and re-inserts the rest of its probe cluster. */
    private void removeAt(int i) {
        int n = keys.length;
        keys[i] = null;
        vals[i] = null;
        size--;
        modCount++;
        for (int j = (i + 1) & (n - 1); keys[j] != null; j = (j + 1) & (n - 1)) {
            Object k = keys[j];
            Object v = vals[j];
            keys[j] = null;
            vals[j] = null;
            int to = slot(k, keys);
            keys[to] = k;
            vals[to] = v;
        }
    }

    @Override
    public void clear() {
        Arrays.fill(keys, null);
        Arrays.fill(vals, null);
        size = 0;
        modCount++;
    }

    @Override
    @SuppressWarnings("unchecked")
    public Object clone() {
        IdentityHashMap<K, V> m = new IdentityHashMap<K, V>(0);
        m.keys = keys.clone();
        m.vals = vals.clone();
        m.size = size;
        return m;
    }

    @Override
    public Set<Map.Entry<K, V>> entrySet() {
        return new AbstractSet<Map.Entry<K, V>>() {
            @Override
            public int size() {
                return size;
            }

            @Override
            public void clear() {
                IdentityHashMap.this.clear();
            }

            @Override
            public Iterator<Map.Entry<K, V>> iterator() {
                return new EntryIterator();
            }
        };
    }

    /** Walks the table; removal re-inserts the cluster, so the walk restarts on a snapshot. */
    private final class EntryIterator implements Iterator<Map.Entry<K, V>> {
        private final Object[] snapshot = keys.clone();
        private int next = advance(0);
        private Object lastKey;
        private int expected = modCount;

        private int advance(int from) {
            while (from < snapshot.length && snapshot[from] == null) {
                from++;
            }
            return from;
        }

        @Override
        public boolean hasNext() {
            return next < snapshot.length;
        }

        @Override
        @SuppressWarnings("unchecked")
        public Map.Entry<K, V> next() {
            if (modCount != expected) {
                throw new ConcurrentModificationException();
            }
            if (next >= snapshot.length) {
                throw new NoSuchElementException();
            }
            final Object k = snapshot[next];
            next = advance(next + 1);
            lastKey = k;
            final K key = k == NULL_KEY ? null : (K) k;
            return new AbstractMap.SimpleEntry<K, V>(key, get(key)) {
                private static final long serialVersionUID = 1L;

                @Override
                public V setValue(V value) {
                    super.setValue(value);
                    return put(key, value);
                }
            };
        }

        @Override
        public void remove() {
            if (lastKey == null) {
                throw new IllegalStateException();
            }
            if (modCount != expected) {
                throw new ConcurrentModificationException();
            }
            IdentityHashMap.this.remove(lastKey == NULL_KEY ? null : lastKey);
            lastKey = null;
            expected = modCount;
        }
    }
}
