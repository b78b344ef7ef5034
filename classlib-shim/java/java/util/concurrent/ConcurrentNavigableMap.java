package java.util.concurrent;

import java.util.NavigableMap;
import java.util.NavigableSet;

/** A concurrent map that is also navigable, whose views are concurrent too (rjvm shim). */
public interface ConcurrentNavigableMap<K, V> extends ConcurrentMap<K, V>, NavigableMap<K, V> {
    @Override
    ConcurrentNavigableMap<K, V> subMap(K fromKey, boolean fromInclusive, K toKey, boolean toInclusive);

    @Override
    ConcurrentNavigableMap<K, V> headMap(K toKey, boolean inclusive);

    @Override
    ConcurrentNavigableMap<K, V> tailMap(K fromKey, boolean inclusive);

    @Override
    ConcurrentNavigableMap<K, V> subMap(K fromKey, K toKey);

    @Override
    ConcurrentNavigableMap<K, V> headMap(K toKey);

    @Override
    ConcurrentNavigableMap<K, V> tailMap(K fromKey);

    @Override
    ConcurrentNavigableMap<K, V> descendingMap();

    @Override
    NavigableSet<K> navigableKeySet();

    @Override
    NavigableSet<K> keySet();

    @Override
    NavigableSet<K> descendingKeySet();
}
