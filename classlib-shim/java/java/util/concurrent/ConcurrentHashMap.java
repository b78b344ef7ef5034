package java.util.concurrent;

import java.util.AbstractCollection;
import java.util.AbstractMap;
import java.util.AbstractSet;
import java.util.Collection;
import java.util.Iterator;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.Set;
import java.util.Enumeration;
import java.util.function.BiConsumer;
import java.util.function.BiFunction;
import java.util.function.Consumer;
import java.util.function.DoubleBinaryOperator;
import java.util.function.Function;
import java.util.function.IntBinaryOperator;
import java.util.function.LongBinaryOperator;
import java.util.function.ToDoubleFunction;
import java.util.function.ToIntFunction;
import java.util.function.ToLongFunction;

/**
 * A hash map safe for concurrent use (rjvm shim). Every operation holds this map's monitor.
 * The table follows the JDK's layout rules so that iteration orders match HotSpot: the same
 * hash spreading and bin index, lazy table creation, the constructor's capacity rule, growth
 * when the size reaches 3/4 of the table, the resize split that keeps the last run of a bin
 * and prepends the others, and the presize (instead of treeifying) of a small table whose bin
 * reaches 8 nodes. Bins never become trees here: only the order of a bin of more than 8
 * colliding keys in a table of 64 or more can differ from HotSpot's. Null keys and values are
 * rejected with NullPointerException. Iterators are weakly consistent (never throw
 * ConcurrentModificationException).
 */
public class ConcurrentHashMap<K, V> extends AbstractMap<K, V> implements ConcurrentMap<K, V>, java.io.Serializable {
    private static final int MAXIMUM_CAPACITY = 1 << 30;
    private static final int DEFAULT_CAPACITY = 16;
    private static final int TREEIFY_THRESHOLD = 8;
    private static final int MIN_TREEIFY_CAPACITY = 64;
    private static final int HASH_BITS = 0x7fffffff;

    private static final class Node<K, V> implements Map.Entry<K, V> {
        final int hash;
        final K key;
        V val;
        Node<K, V> next;

        Node(int hash, K key, V val, Node<K, V> next) {
            this.hash = hash;
            this.key = key;
            this.val = val;
            this.next = next;
        }

        @Override
        public K getKey() {
            return key;
        }

        @Override
        public V getValue() {
            return val;
        }

        @Override
        public V setValue(V value) {
            throw new UnsupportedOperationException();
        }

        @Override
        public int hashCode() {
            return key.hashCode() ^ val.hashCode();
        }

        @Override
        public boolean equals(Object o) {
            if (!(o instanceof Map.Entry)) {
                return false;
            }
            Map.Entry<?, ?> e = (Map.Entry<?, ?>) o;
            return key.equals(e.getKey()) && val.equals(e.getValue());
        }

        @Override
        public String toString() {
            return key + "=" + val;
        }
    }

    private Node<K, V>[] table;
    /** Table size to create (before the table exists) or the size at which to grow. */
    private int sizeCtl;
    private int size;

    /** An empty map with the default table size (16). */
    public ConcurrentHashMap() {
    }

    /** An empty map whose table holds {@code initialCapacity} entries without growing. */
    public ConcurrentHashMap(int initialCapacity) {
        this(initialCapacity, 0.75f, 1);
    }

    /** An empty map sized for {@code initialCapacity} entries at {@code loadFactor}. */
    public ConcurrentHashMap(int initialCapacity, float loadFactor) {
        this(initialCapacity, loadFactor, 1);
    }

    /** An empty map sized as the JDK sizes it. */
    public ConcurrentHashMap(int initialCapacity, float loadFactor, int concurrencyLevel) {
        if (!(loadFactor > 0.0f) || initialCapacity < 0 || concurrencyLevel <= 0) {
            throw new IllegalArgumentException();
        }
        if (initialCapacity < concurrencyLevel) {
            initialCapacity = concurrencyLevel;
        }
        long sz = (long) (1.0 + (long) initialCapacity / loadFactor);
        sizeCtl = sz >= (long) MAXIMUM_CAPACITY ? MAXIMUM_CAPACITY : tableSizeFor((int) sz);
    }

    /** A map holding the mappings of {@code m}. */
    public ConcurrentHashMap(Map<? extends K, ? extends V> m) {
        sizeCtl = DEFAULT_CAPACITY;
        putAll(m);
    }

    /** A new set backed by a ConcurrentHashMap. */
    public static <K> KeySetView<K, Boolean> newKeySet() {
        return new KeySetView<K, Boolean>(new ConcurrentHashMap<K, Boolean>(), Boolean.TRUE);
    }

    private static int tableSizeFor(int c) {
        int n = -1 >>> Integer.numberOfLeadingZeros(c - 1);
        return n < 0 ? 1 : n >= MAXIMUM_CAPACITY ? MAXIMUM_CAPACITY : n + 1;
    }

    private static int spread(int h) {
        return (h ^ (h >>> 16)) & HASH_BITS;
    }

    @SuppressWarnings("unchecked")
    private Node<K, V>[] initTable() {
        if (table == null) {
            int n = sizeCtl > 0 ? sizeCtl : DEFAULT_CAPACITY;
            table = (Node<K, V>[]) new Node<?, ?>[n];
            sizeCtl = n - (n >>> 2);
        }
        return table;
    }

    private Node<K, V> find(Object key) {
        if (key == null) {
            throw new NullPointerException();
        }
        Node<K, V>[] tab = table;
        if (tab == null) {
            return null;
        }
        int h = spread(key.hashCode());
        for (Node<K, V> e = tab[(tab.length - 1) & h]; e != null; e = e.next) {
            if (e.hash == h && (e.key == key || key.equals(e.key))) {
                return e;
            }
        }
        return null;
    }

    @Override
    public synchronized V get(Object key) {
        Node<K, V> e = find(key);
        return e == null ? null : e.val;
    }

    @Override
    public synchronized boolean containsKey(Object key) {
        return find(key) != null;
    }

    @Override
    public synchronized boolean containsValue(Object value) {
        if (value == null) {
            throw new NullPointerException();
        }
        return super.containsValue(value);
    }

    @Override
    public synchronized int size() {
        return size;
    }

    /** The number of mappings as a long. */
    public synchronized long mappingCount() {
        return size;
    }

    @Override
    public synchronized boolean isEmpty() {
        return size == 0;
    }

    @Override
    public synchronized V put(K key, V value) {
        return putVal(key, value, false);
    }

    @Override
    public synchronized V putIfAbsent(K key, V value) {
        return putVal(key, value, true);
    }

    @Override
    public synchronized void putAll(Map<? extends K, ? extends V> m) {
        tryPresize(m.size());
        for (Map.Entry<? extends K, ? extends V> e : m.entrySet()) {
            putVal(e.getKey(), e.getValue(), false);
        }
    }

    private V putVal(K key, V value, boolean onlyIfAbsent) {
        if (key == null || value == null) {
            throw new NullPointerException();
        }
        int h = spread(key.hashCode());
        Node<K, V>[] tab = table == null ? initTable() : table;
        int i = (tab.length - 1) & h;
        Node<K, V> f = tab[i];
        if (f == null) {
            tab[i] = new Node<>(h, key, value, null);
            addCount(1);
            return null;
        }
        int binCount = 1;
        for (Node<K, V> e = f;; ++binCount) {
            if (e.hash == h && (e.key == key || key.equals(e.key))) {
                V old = e.val;
                if (!onlyIfAbsent) {
                    e.val = value;
                }
                if (binCount >= TREEIFY_THRESHOLD) {
                    treeifyBin(tab);
                }
                return old;
            }
            Node<K, V> pred = e;
            if ((e = e.next) == null) {
                pred.next = new Node<>(h, key, value, null);
                break;
            }
        }
        if (binCount >= TREEIFY_THRESHOLD) {
            treeifyBin(tab);
        }
        addCount(1);
        return null;
    }

    /** A bin reached 8 nodes: a small table grows (the JDK would make a tree bin otherwise). */
    private void treeifyBin(Node<K, V>[] tab) {
        if (tab.length < MIN_TREEIFY_CAPACITY) {
            tryPresize(tab.length << 1);
        }
    }

    private void tryPresize(int sz) {
        int c = sz >= (MAXIMUM_CAPACITY >>> 1) ? MAXIMUM_CAPACITY : tableSizeFor(sz + (sz >>> 1) + 1);
        if (table == null) {
            int n = Math.max(sizeCtl, c);
            sizeCtl = n;
            initTable();
        }
        while (c > sizeCtl && table.length < MAXIMUM_CAPACITY) {
            transfer();
        }
    }

    private void addCount(int delta) {
        size += delta;
        while (delta > 0 && size >= sizeCtl && table.length < MAXIMUM_CAPACITY) {
            transfer();
        }
    }

    /** Doubles the table, splitting each bin as the JDK does. */
    @SuppressWarnings("unchecked")
    private void transfer() {
        Node<K, V>[] tab = table;
        int n = tab.length;
        Node<K, V>[] nt = (Node<K, V>[]) new Node<?, ?>[n << 1];
        for (int i = n - 1; i >= 0; i--) {
            Node<K, V> f = tab[i];
            if (f == null) {
                continue;
            }
            int runBit = f.hash & n;
            Node<K, V> lastRun = f;
            for (Node<K, V> p = f.next; p != null; p = p.next) {
                int b = p.hash & n;
                if (b != runBit) {
                    runBit = b;
                    lastRun = p;
                }
            }
            Node<K, V> ln = runBit == 0 ? lastRun : null;
            Node<K, V> hn = runBit == 0 ? null : lastRun;
            for (Node<K, V> p = f; p != lastRun; p = p.next) {
                if ((p.hash & n) == 0) {
                    ln = new Node<>(p.hash, p.key, p.val, ln);
                } else {
                    hn = new Node<>(p.hash, p.key, p.val, hn);
                }
            }
            nt[i] = ln;
            nt[i + n] = hn;
        }
        table = nt;
        n <<= 1;
        sizeCtl = n - (n >>> 2);
    }

    @Override
    public synchronized V remove(Object key) {
        return removeNode(key, null);
    }

    @Override
    public synchronized boolean remove(Object key, Object value) {
        if (key == null) {
            throw new NullPointerException();
        }
        return value != null && removeNode(key, value) != null;
    }

    /** Removes {@code key}'s node (if its value equals {@code expect}, when given); returns the old value. */
    private V removeNode(Object key, Object expect) {
        if (key == null) {
            throw new NullPointerException();
        }
        Node<K, V>[] tab = table;
        if (tab == null) {
            return null;
        }
        int h = spread(key.hashCode());
        int i = (tab.length - 1) & h;
        for (Node<K, V> e = tab[i], pred = null; e != null; pred = e, e = e.next) {
            if (e.hash == h && (e.key == key || key.equals(e.key))) {
                if (expect != null && !(expect == e.val || expect.equals(e.val))) {
                    return null;
                }
                if (pred == null) {
                    tab[i] = e.next;
                } else {
                    pred.next = e.next;
                }
                addCount(-1);
                return e.val;
            }
        }
        return null;
    }

    @Override
    public synchronized void clear() {
        if (table != null) {
            for (int i = 0; i < table.length; i++) {
                table[i] = null;
            }
        }
        size = 0;
    }

    @Override
    public synchronized boolean replace(K key, V oldValue, V newValue) {
        if (key == null || oldValue == null || newValue == null) {
            throw new NullPointerException();
        }
        Node<K, V> e = find(key);
        if (e == null || !(e.val == oldValue || oldValue.equals(e.val))) {
            return false;
        }
        e.val = newValue;
        return true;
    }

    @Override
    public synchronized V replace(K key, V value) {
        if (key == null || value == null) {
            throw new NullPointerException();
        }
        Node<K, V> e = find(key);
        if (e == null) {
            return null;
        }
        V old = e.val;
        e.val = value;
        return old;
    }

    @Override
    public synchronized V getOrDefault(Object key, V defaultValue) {
        V v = get(key);
        return v == null ? defaultValue : v;
    }

    @Override
    public synchronized V computeIfAbsent(K key, Function<? super K, ? extends V> f) {
        if (key == null || f == null) {
            throw new NullPointerException();
        }
        Node<K, V> e = find(key);
        if (e != null) {
            return e.val;
        }
        V v = f.apply(key);
        if (v != null) {
            putVal(key, v, false);
        }
        return v;
    }

    @Override
    public synchronized V computeIfPresent(K key, BiFunction<? super K, ? super V, ? extends V> f) {
        if (key == null || f == null) {
            throw new NullPointerException();
        }
        Node<K, V> e = find(key);
        if (e == null) {
            return null;
        }
        V v = f.apply(key, e.val);
        if (v == null) {
            removeNode(key, null);
        } else {
            e.val = v;
        }
        return v;
    }

    @Override
    public synchronized V compute(K key, BiFunction<? super K, ? super V, ? extends V> f) {
        if (key == null || f == null) {
            throw new NullPointerException();
        }
        Node<K, V> e = find(key);
        V v = f.apply(key, e == null ? null : e.val);
        if (e != null) {
            if (v == null) {
                removeNode(key, null);
            } else {
                e.val = v;
            }
        } else if (v != null) {
            putVal(key, v, false);
        }
        return v;
    }

    @Override
    public synchronized V merge(K key, V value, BiFunction<? super V, ? super V, ? extends V> f) {
        if (key == null || value == null || f == null) {
            throw new NullPointerException();
        }
        Node<K, V> e = find(key);
        if (e == null) {
            putVal(key, value, false);
            return value;
        }
        V v = f.apply(e.val, value);
        if (v == null) {
            removeNode(key, null);
        } else {
            e.val = v;
        }
        return v;
    }

    @Override
    public synchronized void forEach(BiConsumer<? super K, ? super V> action) {
        if (action == null) {
            throw new NullPointerException();
        }
        for (Node<K, V> e : snapshot()) {
            action.accept(e.key, e.val);
        }
    }

    // ---- Bulk operations (JDK 8). The parallelism threshold is accepted and ignored: every
    // operation runs sequentially over a snapshot in table order, as the JDK's does when the
    // threshold is at least the map's size. Transformed values that are null are skipped.
    // The user's function is applied by applyTo/longOf/intOf/doubleOf to the part of each
    // mapping that `on` names (the library has no lambdas, so the helpers take it raw). ----

    private static final int KEYS = 0;
    private static final int VALUES = 1;
    private static final int ENTRIES = 2;
    private static final int PAIRS = 3;

    /** The key, value or entry of {@code e}, as {@code on} names. */
    private static Object part(Node<?, ?> e, int on) {
        return on == KEYS ? e.key : on == VALUES ? e.val : e;
    }

    /** {@code f} (a BiFunction for PAIRS, else a Function; null: identity) applied to {@code e}. */
    @SuppressWarnings({"unchecked", "rawtypes"})
    private static Object applyTo(Node<?, ?> e, int on, Object f) {
        if (on == PAIRS) {
            return ((BiFunction) f).apply(e.key, e.val);
        }
        return f == null ? part(e, on) : ((Function) f).apply(part(e, on));
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private static long longOf(Node<?, ?> e, int on, Object f) {
        return on == PAIRS ? ((java.util.function.ToLongBiFunction) f).applyAsLong(e.key, e.val) : ((ToLongFunction) f).applyAsLong(part(e, on));
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private static int intOf(Node<?, ?> e, int on, Object f) {
        return on == PAIRS ? ((java.util.function.ToIntBiFunction) f).applyAsInt(e.key, e.val) : ((ToIntFunction) f).applyAsInt(part(e, on));
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private static double doubleOf(Node<?, ?> e, int on, Object f) {
        return on == PAIRS ? ((java.util.function.ToDoubleBiFunction) f).applyAsDouble(e.key, e.val) : ((ToDoubleFunction) f).applyAsDouble(part(e, on));
    }

    /** Calls {@code action} for each non-null transformed value. */
    @SuppressWarnings({"unchecked", "rawtypes"})
    private void forEachMapped(int on, Object f, Consumer action) {
        if (action == null) {
            throw new NullPointerException();
        }
        for (Node<K, V> e : snapshot()) {
            Object u = applyTo(e, on, f);
            if (u != null) {
                action.accept(u);
            }
        }
    }

    /** The first non-null transformed value, or null. */
    @SuppressWarnings("unchecked")
    private <U> U searchMapped(int on, Object f) {
        if (f == null) {
            throw new NullPointerException();
        }
        for (Node<K, V> e : snapshot()) {
            Object u = applyTo(e, on, f);
            if (u != null) {
                return (U) u;
            }
        }
        return null;
    }

    /** The non-null transformed values combined left to right by {@code r}; null if none. */
    @SuppressWarnings({"unchecked", "rawtypes"})
    private <U> U reduceMapped(int on, Object f, BiFunction r) {
        if (r == null) {
            throw new NullPointerException();
        }
        Object acc = null;
        for (Node<K, V> e : snapshot()) {
            Object u = applyTo(e, on, f);
            if (u != null) {
                acc = acc == null ? u : r.apply(acc, u);
            }
        }
        return (U) acc;
    }

    private long reduceLong(int on, Object f, long basis, LongBinaryOperator r) {
        long acc = basis;
        for (Node<K, V> e : snapshot()) {
            acc = r.applyAsLong(acc, longOf(e, on, f));
        }
        return acc;
    }

    private int reduceInt(int on, Object f, int basis, IntBinaryOperator r) {
        int acc = basis;
        for (Node<K, V> e : snapshot()) {
            acc = r.applyAsInt(acc, intOf(e, on, f));
        }
        return acc;
    }

    private double reduceDouble(int on, Object f, double basis, DoubleBinaryOperator r) {
        double acc = basis;
        for (Node<K, V> e : snapshot()) {
            acc = r.applyAsDouble(acc, doubleOf(e, on, f));
        }
        return acc;
    }

    /** Calls {@code action} for each (key, value). */
    public void forEach(long parallelismThreshold, BiConsumer<? super K, ? super V> action) {
        forEach(action);
    }

    /** Calls {@code action} for each non-null {@code transformer(key, value)}. */
    public <U> void forEach(long parallelismThreshold, BiFunction<? super K, ? super V, ? extends U> transformer, Consumer<? super U> action) {
        forEachMapped(PAIRS, transformer, action);
    }

    /** The first non-null {@code searchFunction(key, value)}, or null. */
    public <U> U search(long parallelismThreshold, BiFunction<? super K, ? super V, ? extends U> searchFunction) {
        return searchMapped(PAIRS, searchFunction);
    }

    /** The non-null {@code transformer(key, value)} combined by {@code reducer}; null if none. */
    public <U> U reduce(long parallelismThreshold, BiFunction<? super K, ? super V, ? extends U> transformer, BiFunction<? super U, ? super U, ? extends U> reducer) {
        return reduceMapped(PAIRS, transformer, reducer);
    }

    /** {@code transformer(key, value)} of each mapping folded into {@code basis}. */
    public double reduceToDouble(long parallelismThreshold, java.util.function.ToDoubleBiFunction<? super K, ? super V> transformer, double basis, DoubleBinaryOperator reducer) {
        return reduceDouble(PAIRS, transformer, basis, reducer);
    }

    /** {@code transformer(key, value)} of each mapping folded into {@code basis}. */
    public long reduceToLong(long parallelismThreshold, java.util.function.ToLongBiFunction<? super K, ? super V> transformer, long basis, LongBinaryOperator reducer) {
        return reduceLong(PAIRS, transformer, basis, reducer);
    }

    /** {@code transformer(key, value)} of each mapping folded into {@code basis}. */
    public int reduceToInt(long parallelismThreshold, java.util.function.ToIntBiFunction<? super K, ? super V> transformer, int basis, IntBinaryOperator reducer) {
        return reduceInt(PAIRS, transformer, basis, reducer);
    }

    /** Calls {@code action} for each key. */
    public void forEachKey(long parallelismThreshold, Consumer<? super K> action) {
        forEachMapped(KEYS, null, action);
    }

    /** Calls {@code action} for each non-null {@code transformer(key)}. */
    public <U> void forEachKey(long parallelismThreshold, Function<? super K, ? extends U> transformer, Consumer<? super U> action) {
        forEachMapped(KEYS, transformer, action);
    }

    /** The first non-null {@code searchFunction(key)}, or null. */
    public <U> U searchKeys(long parallelismThreshold, Function<? super K, ? extends U> searchFunction) {
        return searchMapped(KEYS, searchFunction);
    }

    /** The keys combined by {@code reducer}; null if the map is empty. */
    public K reduceKeys(long parallelismThreshold, BiFunction<? super K, ? super K, ? extends K> reducer) {
        return reduceMapped(KEYS, null, reducer);
    }

    /** The non-null {@code transformer(key)} combined by {@code reducer}; null if none. */
    public <U> U reduceKeys(long parallelismThreshold, Function<? super K, ? extends U> transformer, BiFunction<? super U, ? super U, ? extends U> reducer) {
        return reduceMapped(KEYS, transformer, reducer);
    }

    /** {@code transformer(key)} of each key folded into {@code basis}. */
    public double reduceKeysToDouble(long parallelismThreshold, ToDoubleFunction<? super K> transformer, double basis, DoubleBinaryOperator reducer) {
        return reduceDouble(KEYS, transformer, basis, reducer);
    }

    /** {@code transformer(key)} of each key folded into {@code basis}. */
    public long reduceKeysToLong(long parallelismThreshold, ToLongFunction<? super K> transformer, long basis, LongBinaryOperator reducer) {
        return reduceLong(KEYS, transformer, basis, reducer);
    }

    /** {@code transformer(key)} of each key folded into {@code basis}. */
    public int reduceKeysToInt(long parallelismThreshold, ToIntFunction<? super K> transformer, int basis, IntBinaryOperator reducer) {
        return reduceInt(KEYS, transformer, basis, reducer);
    }

    /** Calls {@code action} for each value. */
    public void forEachValue(long parallelismThreshold, Consumer<? super V> action) {
        forEachMapped(VALUES, null, action);
    }

    /** Calls {@code action} for each non-null {@code transformer(value)}. */
    public <U> void forEachValue(long parallelismThreshold, Function<? super V, ? extends U> transformer, Consumer<? super U> action) {
        forEachMapped(VALUES, transformer, action);
    }

    /** The first non-null {@code searchFunction(value)}, or null. */
    public <U> U searchValues(long parallelismThreshold, Function<? super V, ? extends U> searchFunction) {
        return searchMapped(VALUES, searchFunction);
    }

    /** The values combined by {@code reducer}; null if the map is empty. */
    public V reduceValues(long parallelismThreshold, BiFunction<? super V, ? super V, ? extends V> reducer) {
        return reduceMapped(VALUES, null, reducer);
    }

    /** The non-null {@code transformer(value)} combined by {@code reducer}; null if none. */
    public <U> U reduceValues(long parallelismThreshold, Function<? super V, ? extends U> transformer, BiFunction<? super U, ? super U, ? extends U> reducer) {
        return reduceMapped(VALUES, transformer, reducer);
    }

    /** {@code transformer(value)} of each value folded into {@code basis}. */
    public double reduceValuesToDouble(long parallelismThreshold, ToDoubleFunction<? super V> transformer, double basis, DoubleBinaryOperator reducer) {
        return reduceDouble(VALUES, transformer, basis, reducer);
    }

    /** {@code transformer(value)} of each value folded into {@code basis}. */
    public long reduceValuesToLong(long parallelismThreshold, ToLongFunction<? super V> transformer, long basis, LongBinaryOperator reducer) {
        return reduceLong(VALUES, transformer, basis, reducer);
    }

    /** {@code transformer(value)} of each value folded into {@code basis}. */
    public int reduceValuesToInt(long parallelismThreshold, ToIntFunction<? super V> transformer, int basis, IntBinaryOperator reducer) {
        return reduceInt(VALUES, transformer, basis, reducer);
    }

    /** Calls {@code action} for each entry. */
    public void forEachEntry(long parallelismThreshold, Consumer<? super Map.Entry<K, V>> action) {
        forEachMapped(ENTRIES, null, action);
    }

    /** Calls {@code action} for each non-null {@code transformer(entry)}. */
    public <U> void forEachEntry(long parallelismThreshold, Function<Map.Entry<K, V>, ? extends U> transformer, Consumer<? super U> action) {
        forEachMapped(ENTRIES, transformer, action);
    }

    /** The first non-null {@code searchFunction(entry)}, or null. */
    public <U> U searchEntries(long parallelismThreshold, Function<Map.Entry<K, V>, ? extends U> searchFunction) {
        return searchMapped(ENTRIES, searchFunction);
    }

    /** The entries combined by {@code reducer}; null if the map is empty. */
    public Map.Entry<K, V> reduceEntries(long parallelismThreshold, BiFunction<Map.Entry<K, V>, Map.Entry<K, V>, ? extends Map.Entry<K, V>> reducer) {
        return reduceMapped(ENTRIES, null, reducer);
    }

    /** The non-null {@code transformer(entry)} combined by {@code reducer}; null if none. */
    public <U> U reduceEntries(long parallelismThreshold, Function<Map.Entry<K, V>, ? extends U> transformer, BiFunction<? super U, ? super U, ? extends U> reducer) {
        return reduceMapped(ENTRIES, transformer, reducer);
    }

    /** {@code transformer(entry)} of each entry folded into {@code basis}. */
    public double reduceEntriesToDouble(long parallelismThreshold, ToDoubleFunction<Map.Entry<K, V>> transformer, double basis, DoubleBinaryOperator reducer) {
        return reduceDouble(ENTRIES, transformer, basis, reducer);
    }

    /** {@code transformer(entry)} of each entry folded into {@code basis}. */
    public long reduceEntriesToLong(long parallelismThreshold, ToLongFunction<Map.Entry<K, V>> transformer, long basis, LongBinaryOperator reducer) {
        return reduceLong(ENTRIES, transformer, basis, reducer);
    }

    /** {@code transformer(entry)} of each entry folded into {@code basis}. */
    public int reduceEntriesToInt(long parallelismThreshold, ToIntFunction<Map.Entry<K, V>> transformer, int basis, IntBinaryOperator reducer) {
        return reduceInt(ENTRIES, transformer, basis, reducer);
    }

    /** The keys, as a legacy enumeration over a snapshot. */
    public Enumeration<K> keys() {
        return java.util.Collections.enumeration(keySet());
    }

    /** The values, as a legacy enumeration over a snapshot. */
    public Enumeration<V> elements() {
        return java.util.Collections.enumeration(values());
    }

    /** Legacy: true if some key maps to {@code value}. */
    public boolean contains(Object value) {
        return containsValue(value);
    }

    /** The current mappings, in table order. */
    @SuppressWarnings("unchecked")
    private synchronized Node<K, V>[] snapshot() {
        Node<K, V>[] out = (Node<K, V>[]) new Node<?, ?>[size];
        int k = 0;
        if (table != null) {
            for (Node<K, V> f : table) {
                for (Node<K, V> e = f; e != null; e = e.next) {
                    out[k++] = e;
                }
            }
        }
        return out;
    }

    @Override
    public Set<Map.Entry<K, V>> entrySet() {
        return new AbstractSet<Map.Entry<K, V>>() {
            @Override
            public Iterator<Map.Entry<K, V>> iterator() {
                return new Iter<Map.Entry<K, V>>() {
                    @Override
                    Map.Entry<K, V> item(Node<K, V> e) {
                        return new AbstractMap.SimpleEntry<K, V>(e.key, e.val) {
                            @Override
                            public V setValue(V value) {
                                V old = super.setValue(value);
                                put(getKey(), value);
                                return old;
                            }
                        };
                    }
                };
            }

            @Override
            public int size() {
                return ConcurrentHashMap.this.size();
            }

            @Override
            public boolean contains(Object o) {
                if (!(o instanceof Map.Entry)) {
                    return false;
                }
                Map.Entry<?, ?> e = (Map.Entry<?, ?>) o;
                Object v = e.getKey() == null ? null : get(e.getKey());
                return v != null && v.equals(e.getValue());
            }

            @Override
            public boolean remove(Object o) {
                if (!(o instanceof Map.Entry)) {
                    return false;
                }
                Map.Entry<?, ?> e = (Map.Entry<?, ?>) o;
                return ConcurrentHashMap.this.remove(e.getKey(), e.getValue());
            }
        };
    }

    @Override
    public KeySetView<K, V> keySet() {
        return new KeySetView<K, V>(this, null);
    }

    /** A key-set view whose add() maps new keys to {@code mappedValue}. */
    public KeySetView<K, V> keySet(V mappedValue) {
        if (mappedValue == null) {
            throw new NullPointerException();
        }
        return new KeySetView<K, V>(this, mappedValue);
    }

    @Override
    public Collection<V> values() {
        return new AbstractCollection<V>() {
            @Override
            public Iterator<V> iterator() {
                return new Iter<V>() {
                    @Override
                    V item(Node<K, V> e) {
                        return e.val;
                    }
                };
            }

            @Override
            public int size() {
                return ConcurrentHashMap.this.size();
            }
        };
    }

    /** An iterator over a snapshot of the table; remove() removes the key from the map. */
    private abstract class Iter<T> implements Iterator<T> {
        private final Node<K, V>[] nodes = snapshot();
        private int next;
        private Node<K, V> last;

        abstract T item(Node<K, V> e);

        @Override
        public boolean hasNext() {
            return next < nodes.length;
        }

        @Override
        public T next() {
            if (next >= nodes.length) {
                throw new NoSuchElementException();
            }
            last = nodes[next++];
            return item(last);
        }

        @Override
        public void remove() {
            if (last == null) {
                throw new IllegalStateException();
            }
            ConcurrentHashMap.this.remove(last.key);
            last = null;
        }
    }

    /** The keys of a ConcurrentHashMap as a Set (rjvm shim). */
    public static class KeySetView<K, V> extends AbstractSet<K> implements java.io.Serializable {
        private final ConcurrentHashMap<K, V> map;
        private final V value;

        KeySetView(ConcurrentHashMap<K, V> map, V value) {
            this.map = map;
            this.value = value;
        }

        /** The backing map. */
        public ConcurrentHashMap<K, V> getMap() {
            return map;
        }

        /** The value add() maps new keys to, or null if add() is unsupported. */
        public V getMappedValue() {
            return value;
        }

        @Override
        public Iterator<K> iterator() {
            return map.new Iter<K>() {
                @Override
                K item(Node<K, V> e) {
                    return e.key;
                }
            };
        }

        @Override
        public int size() {
            return map.size();
        }

        @Override
        public boolean contains(Object o) {
            return map.containsKey(o);
        }

        @Override
        public boolean remove(Object o) {
            return map.remove(o) != null;
        }

        @Override
        public boolean add(K k) {
            if (value == null) {
                throw new UnsupportedOperationException();
            }
            return map.putVal(k, value, true) == null;
        }

        @Override
        public void clear() {
            map.clear();
        }
    }
}
