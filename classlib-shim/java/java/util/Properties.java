package java.util;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStreamWriter;
import java.io.OutputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.Reader;
import java.io.Writer;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.BiConsumer;
import java.util.function.BiFunction;
import java.util.function.Function;

/**
 * A table of string properties with defaults, read and written in the {@code .properties}
 * format (rjvm shim). As in JDK 17 the entries live in a {@link ConcurrentHashMap} of initial
 * capacity 8 (not in the {@code Hashtable} it extends), so iteration orders, {@code toString}
 * and {@link #store} follow HotSpot's; {@link #propertyNames} goes through a {@code Hashtable}
 * and {@link #stringPropertyNames} and {@link #list} through a {@code HashMap}, as there.
 */
public class Properties extends Hashtable<Object, Object> {
    private static final long serialVersionUID = 4112578634029874840L;

    /** The properties looked up when a key is not here; may be null. */
    protected volatile Properties defaults;

    private transient volatile ConcurrentHashMap<Object, Object> map;

    /** An empty table with no defaults. */
    public Properties() {
        this(null, 8);
    }

    /** An empty table with room for about {@code initialCapacity} entries. */
    public Properties(int initialCapacity) {
        this(null, initialCapacity);
    }

    /** An empty table whose missing keys are looked up in {@code defaults}. */
    public Properties(Properties defaults) {
        this(defaults, 8);
    }

    private Properties(Properties defaults, int initialCapacity) {
        super((Void) null);
        map = new ConcurrentHashMap<>(initialCapacity);
        this.defaults = defaults;
    }

    /** Same as {@code put(key, value)}. */
    public synchronized Object setProperty(String key, String value) {
        return put(key, value);
    }

    /** The value of {@code key} if it is a String, else its default (null if none). */
    public String getProperty(String key) {
        Object oval = map.get(key);
        String sval = (oval instanceof String) ? (String) oval : null;
        Properties defaults;
        return ((sval == null) && ((defaults = this.defaults) != null)) ? defaults.getProperty(key) : sval;
    }

    /** {@link #getProperty(String)}, or {@code defaultValue} when that is null. */
    public String getProperty(String key, String defaultValue) {
        String val = getProperty(key);
        return (val == null) ? defaultValue : val;
    }

    /** The keys here and in the defaults. Throws ClassCastException if a key is not a String. */
    public Enumeration<?> propertyNames() {
        Hashtable<String, Object> h = new Hashtable<>();
        enumerate(h);
        return h.keys();
    }

    /** The String keys with String values, here and in the defaults, unmodifiable. */
    public Set<String> stringPropertyNames() {
        Map<String, String> h = new HashMap<>();
        enumerateStringProperties(h);
        return Collections.unmodifiableSet(h.keySet());
    }

    private void enumerate(Map<String, Object> h) {
        if (defaults != null) {
            defaults.enumerate(h);
        }
        for (Map.Entry<Object, Object> e : entrySet()) {
            String key = (String) e.getKey();
            h.put(key, e.getValue());
        }
    }

    private void enumerateStringProperties(Map<String, String> h) {
        if (defaults != null) {
            defaults.enumerateStringProperties(h);
        }
        for (Map.Entry<Object, Object> e : entrySet()) {
            Object k = e.getKey();
            Object v = e.getValue();
            if (k instanceof String && v instanceof String) {
                h.put((String) k, (String) v);
            }
        }
    }

    /** Prints the properties, values cut to 40 characters, for debugging. */
    public void list(PrintStream out) {
        for (String line : listing()) {
            out.println(line);
        }
    }

    /** Prints the properties, values cut to 40 characters, for debugging. */
    public void list(PrintWriter out) {
        for (String line : listing()) {
            out.println(line);
        }
    }

    /** The lines {@code list} prints: a header, then {@code key=value} in a HashMap's order. */
    private List<String> listing() {
        List<String> lines = new ArrayList<>();
        lines.add("-- listing properties --");
        Map<String, Object> h = new HashMap<>();
        enumerate(h);
        for (Map.Entry<String, Object> e : h.entrySet()) {
            String val = (String) e.getValue();
            if (val.length() > 40) {
                val = val.substring(0, 37) + "...";
            }
            lines.add(e.getKey() + "=" + val);
        }
        return lines;
    }

    /** Reads properties in the {@code .properties} format from characters. */
    public synchronized void load(Reader reader) throws IOException {
        Objects.requireNonNull(reader, "reader parameter is null");
        PropertiesFormat.load(new PropertiesFormat.LineReader(reader), this);
    }

    /** Reads properties in the {@code .properties} format from ISO 8859-1 bytes. */
    public synchronized void load(InputStream inStream) throws IOException {
        Objects.requireNonNull(inStream, "inStream parameter is null");
        PropertiesFormat.load(new PropertiesFormat.LineReader(inStream), this);
    }

    /**
     * Writes the properties in the {@code .properties} format: the comments, a line with the
     * current date ({@code Date.toString}), then one {@code key=value} line per entry in this
     * table's iteration order.
     */
    public void store(Writer writer, String comments) throws IOException {
        BufferedWriter bw = (writer instanceof BufferedWriter) ? (BufferedWriter) writer : new BufferedWriter(writer);
        PropertiesFormat.store(this, bw, comments, false);
    }

    /** As {@link #store(Writer, String)}, in ISO 8859-1 with {@code \\uXXXX} escapes for other characters. */
    public void store(OutputStream out, String comments) throws IOException {
        PropertiesFormat.store(this, new BufferedWriter(new OutputStreamWriter(out, "ISO-8859-1")), comments, true);
    }

    @Override
    public int size() {
        return map.size();
    }

    @Override
    public boolean isEmpty() {
        return map.isEmpty();
    }

    @Override
    public Enumeration<Object> keys() {
        return Collections.enumeration(map.keySet());
    }

    @Override
    public Enumeration<Object> elements() {
        return Collections.enumeration(map.values());
    }

    @Override
    public boolean contains(Object value) {
        return map.containsValue(value);
    }

    @Override
    public boolean containsValue(Object value) {
        return map.containsValue(value);
    }

    @Override
    public boolean containsKey(Object key) {
        return map.containsKey(key);
    }

    @Override
    public Object get(Object key) {
        return map.get(key);
    }

    @Override
    public synchronized Object put(Object key, Object value) {
        return map.put(key, value);
    }

    @Override
    public synchronized Object remove(Object key) {
        return map.remove(key);
    }

    @Override
    public synchronized void putAll(Map<?, ?> t) {
        map.putAll(t);
    }

    @Override
    public synchronized void clear() {
        map.clear();
    }

    @Override
    public synchronized String toString() {
        return map.toString();
    }

    @Override
    public Set<Object> keySet() {
        return map.keySet();
    }

    @Override
    public Collection<Object> values() {
        return map.values();
    }

    @Override
    public Set<Map.Entry<Object, Object>> entrySet() {
        return map.entrySet();
    }

    @Override
    public synchronized boolean equals(Object o) {
        return map.equals(o);
    }

    @Override
    public synchronized int hashCode() {
        return map.hashCode();
    }

    @Override
    public Object getOrDefault(Object key, Object defaultValue) {
        return map.getOrDefault(key, defaultValue);
    }

    @Override
    public synchronized void forEach(BiConsumer<? super Object, ? super Object> action) {
        map.forEach(action);
    }

    @Override
    public synchronized void replaceAll(BiFunction<? super Object, ? super Object, ?> function) {
        map.replaceAll(function);
    }

    @Override
    public synchronized Object putIfAbsent(Object key, Object value) {
        return map.putIfAbsent(key, value);
    }

    @Override
    public synchronized boolean remove(Object key, Object value) {
        return map.remove(key, value);
    }

    @Override
    public synchronized boolean replace(Object key, Object oldValue, Object newValue) {
        return map.replace(key, oldValue, newValue);
    }

    @Override
    public synchronized Object replace(Object key, Object value) {
        return map.replace(key, value);
    }

    @Override
    public synchronized Object computeIfAbsent(Object key, Function<? super Object, ?> mappingFunction) {
        return map.computeIfAbsent(key, mappingFunction);
    }

    @Override
    public synchronized Object computeIfPresent(Object key, BiFunction<? super Object, ? super Object, ?> remappingFunction) {
        return map.computeIfPresent(key, remappingFunction);
    }

    @Override
    public synchronized Object compute(Object key, BiFunction<? super Object, ? super Object, ?> remappingFunction) {
        return map.compute(key, remappingFunction);
    }

    @Override
    public synchronized Object merge(Object key, Object value, BiFunction<? super Object, ? super Object, ?> remappingFunction) {
        return map.merge(key, value, remappingFunction);
    }

    @Override
    public synchronized Object clone() {
        Properties clone = new Properties(defaults, 8);
        clone.map = new ConcurrentHashMap<>(map);
        return clone;
    }
}
