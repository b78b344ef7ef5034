package spec.db;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;

/** An in-memory address database: a list of entries plus an index by key. */
final class Database {
    private final List<Entry> entries = new ArrayList<>();
    private final Map<String, List<Entry>> byKey = new HashMap<>();
    private int nextId;

    int size() {
        return entries.size();
    }

    Entry get(int i) {
        return entries.get(i);
    }

    Entry add(String[] items) {
        Entry e = new Entry(nextId++, items);
        entries.add(e);
        byKey.computeIfAbsent(e.key(), k -> new ArrayList<>()).add(e);
        return e;
    }

    /** Removes every entry with the given key; returns how many. */
    int delete(String key) {
        List<Entry> list = byKey.remove(key);
        if (list == null) {
            return 0;
        }
        int removed = 0;
        for (Entry e : list) {
            // linear removal, as a simple database would do it
            for (int i = 0; i < entries.size(); i++) {
                if (entries.get(i) == e) {
                    entries.remove(i);
                    removed++;
                    break;
                }
            }
        }
        return removed;
    }

    List<Entry> lookup(String key) {
        List<Entry> l = byKey.get(key);
        return l == null ? new ArrayList<>() : l;
    }

    /** A linear scan: every entry satisfying {@code p}. */
    List<Entry> find(Predicate<Entry> p) {
        List<Entry> out = new ArrayList<>();
        for (Entry e : entries) {
            if (p.test(e)) {
                out.add(e);
            }
        }
        return out;
    }

    /** Shell sort of the entry list, as SPECjvm98's db sorted its index. */
    void shellSort(Comparator<Entry> cmp) {
        int n = entries.size();
        Entry[] a = entries.toArray(new Entry[n]);
        int gap = 1;
        while (gap < n / 3) {
            gap = gap * 3 + 1;
        }
        for (; gap > 0; gap /= 3) {
            for (int i = gap; i < n; i++) {
                Entry t = a[i];
                int j = i;
                while (j >= gap && cmp.compare(a[j - gap], t) > 0) {
                    a[j] = a[j - gap];
                    j -= gap;
                }
                a[j] = t;
            }
        }
        entries.clear();
        for (Entry e : a) {
            entries.add(e);
        }
    }

    /** Sorts with the library's (stable) list sort. */
    void librarySort(Comparator<Entry> cmp) {
        entries.sort(cmp);
    }

    /** An order-sensitive checksum of the whole database. */
    int checksum() {
        int h = 17;
        for (Entry e : entries) {
            h = h * 1000003 + e.hash();
        }
        return h;
    }

    static Comparator<Entry> comparator(Field f) {
        if (f.numeric()) {
            return (a, b) -> Integer.compare(Integer.parseInt(a.get(f)), Integer.parseInt(b.get(f)));
        }
        return (a, b) -> a.get(f).compareTo(b.get(f));
    }
}
