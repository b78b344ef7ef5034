import java.util.*;
import java.util.function.BiFunction;
import java.util.function.Function;

/** HashMap/HashSet/LinkedHashMap/Hashtable iteration orders, which must equal HotSpot's. */
public class UtilHashOrder {
    static void p(Object o) {
        System.out.println(o);
    }

    public static void main(String[] args) {
        Random r = new Random(42);
        for (int n : new int[] {0, 1, 5, 12, 13, 25, 49, 100, 777}) {
            HashMap<String, Integer> m = new HashMap<String, Integer>();
            for (int i = 0; i < n; i++) {
                m.put("k" + r.nextInt(n * 3 + 1), i);
            }
            p(n + " size=" + m.size() + " hash=" + m.hashCode() + " " + m);
            HashMap<Integer, Integer> mi = new HashMap<Integer, Integer>();
            for (int i = 0; i < n; i++) {
                mi.put(r.nextInt(5000) - 2500, i);
            }
            p(mi);
            for (int i = 0; i < n / 2; i++) {
                mi.remove(r.nextInt(5000) - 2500);
            }
            p(mi.keySet());
            p(new HashMap<Integer, Integer>(mi));
            p(new HashSet<Integer>(mi.keySet()));
            p(new HashMap<String, Integer>(m).values());
            @SuppressWarnings("unchecked")
            HashMap<Integer, Integer> cl = (HashMap<Integer, Integer>) mi.clone();
            p(cl.equals(mi) + " " + cl);
        }
        for (int cap : new int[] {0, 1, 3, 16, 17, 100}) {
            for (float lf : new float[] {0.25f, 0.75f, 1f, 3f}) {
                HashMap<Integer, String> m = new HashMap<Integer, String>(cap, lf);
                for (int i = 0; i < 40; i++) {
                    m.put(i * 37 % 101 * 3, "v" + i);
                }
                p(cap + "/" + lf + " " + m.keySet());
                HashSet<String> hs = new HashSet<String>(cap, lf);
                for (int i = 0; i < 30; i++) {
                    hs.add("s" + (i * 7919 % 1000));
                }
                p(hs);
            }
        }
        // Colliding keys in a small table: the JDK grows the table instead of treeifying.
        HashMap<Integer, Integer> c = new HashMap<Integer, Integer>();
        for (int i = 0; i < 10; i++) {
            c.put(i * 64, i);
            p(c.keySet());
        }
        // compute/merge/computeIfAbsent insert at the head of a bucket and resize lazily.
        HashMap<String, Integer> cm = new HashMap<String, Integer>();
        String[] words = "the quick brown fox jumps over the lazy dog and the cat sat on a mat with a hat Aa BB".split(" ");
        BiFunction<Integer, Integer, Integer> sum = new BiFunction<Integer, Integer, Integer>() {
            public Integer apply(Integer x, Integer y) {
                return x + y;
            }
        };
        for (int rep = 0; rep < 5; rep++) {
            for (String w : words) {
                cm.merge(w + rep % 3, 1, sum);
            }
        }
        p(cm);
        HashMap<String, List<Integer>> ca = new HashMap<String, List<Integer>>();
        for (int i = 0; i < 60; i++) {
            ca.computeIfAbsent("g" + (i % 23), new Function<String, List<Integer>>() {
                public List<Integer> apply(String k) {
                    return new ArrayList<Integer>();
                }
            }).add(i);
        }
        p(ca);
        HashMap<Integer, Integer> cc = new HashMap<Integer, Integer>();
        for (int i = 0; i < 50; i++) {
            cc.compute(i * 16 % 97, new BiFunction<Integer, Integer, Integer>() {
                public Integer apply(Integer k, Integer v) {
                    return v == null ? 1 : v + 1;
                }
            });
        }
        p(cc);
        p(cc.getOrDefault(5, -1) + " " + cc.getOrDefault(1000, -1) + " " + cc.putIfAbsent(3, 9) + " "
                + cc.putIfAbsent(1000, 9) + " " + cc.remove(1000, 8) + " " + cc.replace(1000, 10));
        // putAll into a non-empty map.
        HashMap<String, Integer> pa = new HashMap<String, Integer>();
        pa.put("x", 1);
        HashMap<String, Integer> big = new HashMap<String, Integer>();
        for (int i = 0; i < 100; i++) {
            big.put("b" + i, i);
        }
        pa.putAll(big);
        p(pa);
        // Null keys and values, self-reference.
        HashMap<Object, Object> nm = new HashMap<Object, Object>();
        nm.put(null, "nullkey");
        nm.put("nullval", null);
        nm.put("self", nm);
        p(nm + " " + nm.containsKey(null) + " " + nm.containsValue(null) + " " + nm.get(null));
        // Entry set, iterator remove, fail-fast.
        Iterator<Map.Entry<String, Integer>> it = big.entrySet().iterator();
        while (it.hasNext()) {
            Map.Entry<String, Integer> e = it.next();
            if (e.getValue() % 3 == 0) {
                it.remove();
            } else {
                e.setValue(e.getValue() * 10);
            }
        }
        p(big.size() + " " + big);
        try {
            for (String k : big.keySet()) {
                if (k.endsWith("7")) {
                    big.put(k + "x", 0);
                }
            }
        } catch (ConcurrentModificationException e) {
            p("CME " + e.getMessage());
        }
        // LinkedHashMap: insertion order, access order, removeEldestEntry.
        LinkedHashMap<String, Integer> lhm = new LinkedHashMap<String, Integer>();
        for (int i = 0; i < 15; i++) {
            lhm.put("L" + (i * 7 % 11), i);
        }
        lhm.remove("L3");
        lhm.put("L0", 100);
        p(lhm + " " + lhm.keySet() + " " + lhm.values());
        LinkedHashMap<String, Integer> lru = new LinkedHashMap<String, Integer>(16, 0.75f, true) {
            protected boolean removeEldestEntry(Map.Entry<String, Integer> e) {
                return size() > 5;
            }
        };
        for (int i = 0; i < 20; i++) {
            lru.put("k" + (i % 7), i);
            lru.get("k" + (i % 3));
        }
        p(lru);
        try {
            for (String k : lru.keySet()) {
                lru.get(k);
            }
        } catch (ConcurrentModificationException e) {
            p("access-order get during iteration: CME");
        }
        LinkedHashSet<String> lhs = new LinkedHashSet<String>(Arrays.asList("z", "a", "m", "a", "b", "z"));
        p(lhs);
        // Hashtable: buckets from high index to low, head insertion, 2n+1 rehash.
        Hashtable<String, Integer> ht = new Hashtable<String, Integer>();
        for (int i = 0; i < 40; i++) {
            ht.put("h" + (i * 13 % 50), i);
        }
        p(ht);
        p(ht.keySet());
        p(new Hashtable<String, Integer>(ht));
        Hashtable<Integer, Integer> hti = new Hashtable<Integer, Integer>(3);
        for (int i = 0; i < 30; i++) {
            hti.put(i * 7 - 50, i);
        }
        p(hti);
        StringBuilder sb = new StringBuilder();
        for (Enumeration<Integer> en = hti.keys(); en.hasMoreElements();) {
            sb.append(en.nextElement()).append(' ');
        }
        p(sb);
        try {
            ht.put("nullvalue", null);
        } catch (NullPointerException e) {
            p("Hashtable null value: NPE");
        }
        // HashSet operations.
        HashSet<String> a = new HashSet<String>();
        HashSet<String> b = new HashSet<String>();
        for (int i = 0; i < 20; i++) {
            a.add("e" + i);
            b.add("e" + (i * 2));
        }
        HashSet<String> u = new HashSet<String>(a);
        u.addAll(b);
        HashSet<String> in = new HashSet<String>(a);
        in.retainAll(b);
        HashSet<String> d = new HashSet<String>(a);
        d.removeAll(b);
        p(u);
        p(in);
        p(d + " " + a.equals(b) + " " + in.hashCode());
    }
}
