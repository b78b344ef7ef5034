package java.util;

/**
 * A map with enum keys kept in an array by ordinal (rjvm shim). Iteration is in ordinal order;
 * null keys are rejected, null values allowed.
 */
public class EnumMap<K extends Enum<K>, V> extends AbstractMap<K, V> implements java.io.Serializable, Cloneable {
    private static final Object NULL = new Object();

    private final Class<K> keyType;
    private final K[] keys;
    private Object[] vals;
    private int size;

    /** An empty map for keys of {@code keyType}. */
    public EnumMap(Class<K> keyType) {
        this.keyType = keyType;
        this.keys = EnumSet.universe(keyType);
        this.vals = new Object[keys.length];
    }

    /** A copy of {@code m}. */
    public EnumMap(EnumMap<K, ? extends V> m) {
        this.keyType = m.keyType;
        this.keys = m.keys;
        this.vals = m.vals.clone();
        this.size = m.size;
    }

    /** A map holding the mappings of {@code m} (which must not be empty unless it is an EnumMap). */
    @SuppressWarnings("unchecked")
    public EnumMap(Map<K, ? extends V> m) {
        if (m instanceof EnumMap) {
            EnumMap<K, ? extends V> em = (EnumMap<K, ? extends V>) m;
            this.keyType = em.keyType;
            this.keys = em.keys;
            this.vals = em.vals.clone();
            this.size = em.size;
            return;
        }
        if (m.isEmpty()) {
            throw new IllegalArgumentException("Specified map is empty");
        }
        this.keyType = m.keySet().iterator().next().getDeclaringClass();
        this.keys = EnumSet.universe(keyType);
        this.vals = new Object[keys.length];
        putAll(m);
    }

    private int index(Object key) {
        if (key == null) {
            return -1;
        }
        Class<?> c = key.getClass();
        if (c != keyType && c.getSuperclass() != keyType) {
            return -1;
        }
        return ((Enum<?>) key).ordinal();
    }

    @SuppressWarnings("unchecked")
    private V unmask(Object v) {
        return v == NULL ? null : (V) v;
    }

    @Override
    public int size() {
        return size;
    }

    @Override
    public boolean containsKey(Object key) {
        int i = index(key);
        return i >= 0 && vals[i] != null;
    }

    @Override
    public boolean containsValue(Object value) {
        Object v = value == null ? NULL : value;
        for (Object x : vals) {
            if (x != null && v.equals(x)) {
                return true;
            }
        }
        return false;
    }

    @Override
    public V get(Object key) {
        int i = index(key);
        return i < 0 ? null : unmask(vals[i]);
    }

    @Override
    public V put(K key, V value) {
        int i = index(key);
        if (i < 0) {
            if (key == null) {
                throw new NullPointerException();
            }
            throw new ClassCastException(key.getClass() + " != " + keyType);
        }
        Object old = vals[i];
        vals[i] = value == null ? NULL : value;
        if (old == null) {
            size++;
        }
        return unmask(old);
    }

    @Override
    public V remove(Object key) {
        int i = index(key);
        if (i < 0 || vals[i] == null) {
            return null;
        }
        Object old = vals[i];
        vals[i] = null;
        size--;
        return unmask(old);
    }

    @Override
    public void clear() {
        Arrays.fill(vals, null);
        size = 0;
    }

    @Override
    public Set<Map.Entry<K, V>> entrySet() {
        return new AbstractSet<Map.Entry<K, V>>() {
            @Override
            public Iterator<Map.Entry<K, V>> iterator() {
                return new SlotIterator<Map.Entry<K, V>>() {
                    @Override
                    Map.Entry<K, V> item(final int i) {
                        return new AbstractMap.SimpleEntry<K, V>(keys[i], unmask(vals[i])) {
                            @Override
                            public V setValue(V value) {
                                super.setValue(value);
                                return put(keys[i], value);
                            }
                        };
                    }
                };
            }

            @Override
            public int size() {
                return size;
            }
        };
    }

    @Override
    public Set<K> keySet() {
        return new AbstractSet<K>() {
            @Override
            public Iterator<K> iterator() {
                return new SlotIterator<K>() {
                    @Override
                    K item(int i) {
                        return keys[i];
                    }
                };
            }

            @Override
            public int size() {
                return size;
            }

            @Override
            public boolean contains(Object o) {
                return containsKey(o);
            }

            @Override
            public boolean remove(Object o) {
                boolean had = containsKey(o);
                EnumMap.this.remove(o);
                return had;
            }
        };
    }

    @Override
    public Collection<V> values() {
        return new AbstractCollection<V>() {
            @Override
            public Iterator<V> iterator() {
                return new SlotIterator<V>() {
                    @Override
                    V item(int i) {
                        return unmask(vals[i]);
                    }
                };
            }

            @Override
            public int size() {
                return size;
            }
        };
    }

    /** Iterates the occupied slots in ordinal order. */
    private abstract class SlotIterator<T> implements Iterator<T> {
        private int next = advance(0);
        private int last = -1;

        abstract T item(int i);

        private int advance(int from) {
            int i = from;
            while (i < vals.length && vals[i] == null) {
                i++;
            }
            return i;
        }

        @Override
        public boolean hasNext() {
            next = advance(next);
            return next < vals.length;
        }

        @Override
        public T next() {
            if (!hasNext()) {
                throw new NoSuchElementException();
            }
            last = next++;
            return item(last);
        }

        @Override
        public void remove() {
            if (last < 0) {
                throw new IllegalStateException();
            }
            EnumMap.this.remove(keys[last]);
            last = -1;
        }
    }

    @Override
    @SuppressWarnings("unchecked")
    public EnumMap<K, V> clone() {
        return new EnumMap<K, V>(this);
    }
}
