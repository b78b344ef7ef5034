package java.util.concurrent;

import java.util.Map;
import java.util.Objects;
import java.util.function.BiFunction;

/**
 * A Map whose compound operations are atomic (rjvm shim). Only {@code replaceAll} is a default
 * here (the JDK's, built on {@code replace(k, old, new)}, since concurrent maps' entries may not
 * support setValue); the implementations in this package provide the other atomic operations.
 */
public interface ConcurrentMap<K, V> extends Map<K, V> {
    /** Replaces each value with {@code function}'s result, retrying entries changed meanwhile. */
    @Override
    default void replaceAll(BiFunction<? super K, ? super V, ? extends V> function) {
        Objects.requireNonNull(function);
        for (Map.Entry<K, V> e : entrySet()) {
            K k = e.getKey();
            V v = e.getValue();
            while (!replace(k, v, function.apply(k, v))) {
                v = get(k);
                if (v == null) {
                    break;
                }
            }
        }
    }
}
