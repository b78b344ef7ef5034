import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * HashMap tree bins (JDK 8+ treeification) as seen through iteration order: a bin that reaches
 * 8 entries in a table of at least 64 slots becomes a red-black tree whose `next` list (the
 * iteration order) depends on the tree's shape (new nodes follow their tree parent, the root is
 * moved to the front), small tables resize instead, resize splits untreeify halves of at most 6,
 * and removals untreeify shallow trees. Keys are Integers, equal-hash Strings ("Aa"/"BB"
 * combinations) and a Comparable class with constant hash codes, so the order is deterministic
 * (other colliding keys are ordered by identity hash in HotSpot). Covers get/put/remove,
 * compute*, merge, putIfAbsent, replace, clear, clone, putAll, iterator removal, LinkedHashMap
 * (both orders) and HashSet/LinkedHashSet, and an entry left stale by untreeification.
 */
public class UtilHashTreeBins {
    /** Comparable key with a chosen hash code; orders by rank, then by id. */
    static final class Key implements Comparable<Key> {
        final int id;
        final int rank;
        final int hash;

        Key(int id, int hash) {
            this.id = id;
            this.rank = (id * 37) % 101;
            this.hash = hash;
        }

        @Override
        public int hashCode() {
            return hash;
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Key && ((Key) o).id == id;
        }

        @Override
        public int compareTo(Key o) {
            if (rank != o.rank) {
                return rank < o.rank ? -1 : 1;
            }
            return Integer.compare(id, o.id);
        }

        @Override
        public String toString() {
            return "k" + id;
        }
    }

    static String combo(int bits, int len) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < len; i++) {
            sb.append(((bits >> i) & 1) == 0 ? "Aa" : "BB");
        }
        return sb.toString();
    }

    static void integerMultiples() {
        System.out.println("-- Integer multiples of 64");
        HashMap<Integer, Integer> m = new HashMap<>();
        for (int i = 0; i < 12; i++) {
            m.put(i * 64, i);
        }
        System.out.println(m);
        for (int i = 12; i < 40; i++) {
            m.put(i * 64, i);
        }
        System.out.println(m);
        for (int i = 0; i < 40; i += 3) {
            m.remove(i * 64);
        }
        System.out.println(m);
        System.out.println(m.get(64) + " " + m.get(128) + " " + m.containsKey(192) + " " + m.containsKey(200));
        for (int shift = 5; shift <= 9; shift++) {
            HashMap<Integer, String> h = new HashMap<>(64);
            for (int i = 20; i >= 0; i--) {
                h.put(i << shift, "v" + i);
            }
            System.out.println("shift " + shift + ": " + h.keySet());
        }
        // a small table resizes instead of treeifying
        HashMap<Integer, Integer> small = new HashMap<>(2, 4f);
        for (int i = 0; i < 12; i++) {
            small.put(i * 1024, i);
            System.out.println(small.keySet());
        }
        HashMap<Integer, Integer> lf = new HashMap<>(64, 8f);
        for (int i = 0; i < 30; i++) {
            lf.put((i % 3) * 64 + (i / 3) * 4096, i);
        }
        System.out.println(lf);
    }

    static void equalHashStrings() {
        System.out.println("-- equal-hash Strings");
        HashMap<String, Integer> m = new HashMap<>();
        for (int b = 31; b >= 0; b--) {
            m.put(combo(b, 5), b);
        }
        System.out.println(m);
        System.out.println(m.get(combo(7, 5)) + " " + m.get("AaAaAaAaBa") + " " + m.containsKey(combo(31, 5)));
        Iterator<String> it = m.keySet().iterator();
        int i = 0;
        while (it.hasNext()) {
            it.next();
            if (i++ % 3 != 1) {
                it.remove();
            }
        }
        System.out.println(m);
        m.put("AaAaAaAaAa", -1);
        m.put("zz", 0);
        System.out.println(m);
        for (int b = 0; b < 32; b += 2) {
            m.remove(combo(b, 5));
        }
        System.out.println(m);

        HashSet<String> hs = new HashSet<>();
        LinkedHashSet<String> lhs = new LinkedHashSet<>();
        for (int b = 0; b < 64; b++) {
            String s = combo((b * 23) % 64, 6);
            hs.add(s);
            lhs.add(s);
        }
        System.out.println(hs);
        for (int b = 0; b < 64; b += 5) {
            hs.remove(combo(b, 6));
            lhs.remove(combo(b, 6));
        }
        System.out.println(hs);
        System.out.println(lhs.size() + " " + lhs.iterator().next() + " " + lhs.contains(combo(1, 6)));
    }

    static void comparableKeys() {
        System.out.println("-- Comparable keys, constant hash");
        HashMap<Key, Integer> m = new HashMap<>();
        for (int i = 0; i < 30; i++) {
            int id = (i * 17) % 30;
            m.put(new Key(id, 7 * 64), id);
        }
        System.out.println(m);
        System.out.println(m.get(new Key(3, 448)) + " " + m.get(new Key(99, 448)) + " " + m.containsKey(new Key(29, 448)));
        System.out.println(m.putIfAbsent(new Key(3, 448), 100) + " " + m.putIfAbsent(new Key(40, 448), 40));
        System.out.println(m.replace(new Key(4, 448), 44) + " " + m.replace(new Key(5, 448), 5, 55) + " " + m.replace(new Key(41, 448), 1));
        for (int i = 0; i < 12; i++) {
            final Integer n = i;
            m.compute(new Key(i * 3, 448), (k, v) -> v == null ? n : (v % 2 == 0 ? null : v + 1000));
        }
        System.out.println(m);
        for (int i = 0; i < 10; i++) {
            m.merge(new Key(40 + i * 2, 448), i, (a, b) -> a + b);
            m.computeIfAbsent(new Key(60 + i, 448), k -> k.id);
            m.computeIfPresent(new Key(i, 448), (k, v) -> v > 5 ? null : v * 10);
        }
        System.out.println(m);
        HashMap<Key, Integer> copy = new HashMap<>(m);
        @SuppressWarnings("unchecked")
        HashMap<Key, Integer> cloned = (HashMap<Key, Integer>) m.clone();
        System.out.println(copy.keySet());
        System.out.println(cloned.keySet());
        int i = 0;
        for (Iterator<Map.Entry<Key, Integer>> it = m.entrySet().iterator(); it.hasNext();) {
            it.next();
            if (i++ % 4 != 0) {
                it.remove();
            }
        }
        System.out.println(m);
        m.putAll(cloned);
        System.out.println(m);
        for (int id = 0; id < 70; id++) {
            if (id % 5 != 2) {
                m.remove(new Key(id, 448));
            }
        }
        System.out.println(m);
        m.clear();
        for (int id = 0; id < 10; id++) {
            m.put(new Key(id, (id % 2) * 64), id);
        }
        System.out.println(m);

        // several trees in one table, split by resizes
        HashMap<Key, Integer> split = new HashMap<>(64);
        List<String> sizes = new ArrayList<>();
        for (int id = 0; id < 120; id++) {
            split.put(new Key(id, (id % 4) * 64), id);
            if (id % 20 == 19) {
                sizes.add(split.keySet().toString());
            }
        }
        for (String s : sizes) {
            System.out.println(s);
        }
    }

    static void linkedMaps() {
        System.out.println("-- LinkedHashMap");
        LinkedHashMap<Integer, Integer> ins = new LinkedHashMap<>();
        LinkedHashMap<Integer, Integer> acc = new LinkedHashMap<>(16, 0.75f, true);
        for (int i = 0; i < 40; i++) {
            int k = ((i * 7) % 40) * 128;
            ins.put(k, i);
            acc.put(k, i);
        }
        for (int i = 0; i < 40; i += 3) {
            acc.get(i * 128);
            ins.remove(i * 256);
            acc.remove(i * 256 + 128);
        }
        System.out.println(ins);
        System.out.println(acc);
        LinkedHashMap<String, Integer> lru = new LinkedHashMap<String, Integer>(64, 0.75f, true) {
            @Override
            protected boolean removeEldestEntry(Map.Entry<String, Integer> eldest) {
                return size() > 20;
            }
        };
        for (int b = 0; b < 64; b++) {
            lru.put(combo((b * 13) % 64, 6), b);
            lru.get(combo(b % 7, 6));
        }
        System.out.println(lru);
        HashMap<Integer, Integer> plain = new HashMap<>(ins);
        System.out.println(plain);
    }

    static void mixedClasses() {
        System.out.println("-- Integer and String with equal hashes");
        HashMap<Object, Integer> m = new HashMap<>();
        int h = combo(0, 4).hashCode();
        for (int b = 0; b < 16; b++) {
            m.put(combo(b, 4), b);
            m.put(h + b * 64, -b);
        }
        for (int b = 0; b < 16; b++) {
            m.put(h, 100 + b);
        }
        System.out.println(m);
    }

    static void staleEntry() {
        System.out.println("-- entry of an untreeified bin");
        HashMap<Integer, Integer> m = new HashMap<>(64);
        for (int i = 0; i < 10; i++) {
            m.put(i * 128, i);
        }
        Map.Entry<Integer, Integer> held = m.entrySet().iterator().next();
        for (int i = 0; i < 6; i++) {
            m.remove(i * 128 + (i % 2 == 0 ? 0 : 128 * 5));
        }
        System.out.println(held + " " + held.setValue(77) + " " + m.get(held.getKey()) + " " + m);
        // a resize splits the tree bin into a half of at most 6 entries: plain nodes replace it
        for (int i = 1; i <= 50; i++) {
            m.put(i, i);
        }
        System.out.println(held + " " + held.setValue(88) + " " + m.get(held.getKey()));
        Map.Entry<Integer, Integer> held2 = m.entrySet().iterator().next();
        System.out.println(held2 + " " + held2.setValue(99) + " " + m.get(held2.getKey()));
    }

    static void randomized() {
        System.out.println("-- seeded random operations");
        Random r = new Random(20240917L);
        for (int round = 0; round < 6; round++) {
            HashMap<Object, Integer> m = (round % 2 == 0) ? new HashMap<Object, Integer>(r.nextInt(100))
                    : new LinkedHashMap<Object, Integer>(r.nextInt(100), 0.75f, round % 3 == 0);
            int check = 0;
            for (int op = 0; op < 400; op++) {
                Object k;
                int kind = r.nextInt(3);
                if (kind == 0) {
                    k = Integer.valueOf(r.nextInt(60) << (6 + round));
                } else if (kind == 1) {
                    k = combo(r.nextInt(64), 6);
                } else {
                    int id = r.nextInt(80);
                    k = new Key(id, (id % 3) << (6 + round));
                }
                int what = r.nextInt(10);
                if (what < 5) {
                    m.put(k, op);
                } else if (what < 8) {
                    m.remove(k);
                } else if (what == 8) {
                    m.merge(k, op, (a, b) -> (a + b) % 3 == 0 ? null : a + b);
                } else {
                    Iterator<Object> it = m.keySet().iterator();
                    for (int j = 0; it.hasNext(); j++) {
                        it.next();
                        if (j % 7 == 3) {
                            it.remove();
                        }
                    }
                }
                check = check * 31 + m.toString().hashCode();
            }
            System.out.println(round + " " + m.size() + " " + check);
            System.out.println(m);
        }
    }

    public static void main(String[] args) {
        integerMultiples();
        equalHashStrings();
        comparableKeys();
        linkedMaps();
        mixedClasses();
        staleEntry();
        randomized();
    }
}
