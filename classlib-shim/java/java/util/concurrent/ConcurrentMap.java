package java.util.concurrent;

import java.util.Map;

/** A Map whose compound operations are atomic (rjvm shim). */
public interface ConcurrentMap<K, V> extends Map<K, V> {
}
