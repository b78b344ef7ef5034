import java.util.*;

/** TreeMap and TreeSet: ordering, navigation, views (head/tail/sub/descending), removal, comparators. */
public class UtilTreeNav {
    static void p(Object o) {
        System.out.println(o);
    }

    public static void main(String[] args) {
        TreeMap<Integer, String> tm = new TreeMap<Integer, String>();
        Random r = new Random(5);
        for (int i = 0; i < 40; i++) {
            int k = r.nextInt(100);
            tm.put(k, "v" + k);
        }
        p(tm);
        p(tm.size() + " first=" + tm.firstKey() + " last=" + tm.lastKey() + " " + tm.firstEntry() + " "
                + tm.lastEntry());
        for (int k : new int[] {-1, 0, 50, 51, 99, 100}) {
            p(k + ": floor=" + tm.floorKey(k) + " ceil=" + tm.ceilingKey(k) + " lower=" + tm.lowerKey(k) + " higher="
                    + tm.higherKey(k) + " " + tm.floorEntry(k) + " " + tm.higherEntry(k));
        }
        p("head(50) " + tm.headMap(50).keySet());
        p("head(50,true) " + tm.headMap(50, true).keySet());
        p("tail(50) " + tm.tailMap(50).keySet());
        p("tail(50,false) " + tm.tailMap(50, false).keySet());
        SortedMap<Integer, String> sub = tm.subMap(20, 60);
        p("sub(20,60) " + sub + " size=" + sub.size() + " first=" + sub.firstKey() + " last=" + sub.lastKey());
        NavigableMap<Integer, String> desc = tm.descendingMap();
        p("desc " + desc.keySet());
        p("desc first=" + desc.firstKey() + " floor(50)=" + desc.floorKey(50) + " ceiling(50)=" + desc.ceilingKey(50)
                + " head(50)=" + desc.headMap(50).keySet());
        p("desc sub " + desc.subMap(80, true, 30, false).keySet());
        p("descKeySet " + tm.descendingKeySet());
        NavigableMap<Integer, String> nsub = tm.subMap(10, true, 90, true);
        p("nested " + nsub.headMap(40, false).tailMap(15, true).keySet());
        try {
            sub.put(70, "x");
        } catch (IllegalArgumentException e) {
            p("IAE " + e.getMessage());
        }
        try {
            tm.subMap(60, 20);
        } catch (IllegalArgumentException e) {
            p("IAE " + e.getMessage());
        }
        try {
            nsub.subMap(0, 50);
        } catch (IllegalArgumentException e) {
            p("IAE " + e.getMessage());
        }
        sub.put(33, "new33");
        sub.remove(sub.firstKey());
        p("after sub edits " + tm.subMap(20, 40));
        sub.clear();
        p("after sub.clear " + tm.keySet());
        p("pollFirst=" + tm.pollFirstEntry() + " pollLast=" + tm.pollLastEntry() + " " + tm.size());
        Iterator<Map.Entry<Integer, String>> it = tm.entrySet().iterator();
        while (it.hasNext()) {
            Map.Entry<Integer, String> e = it.next();
            if (e.getKey() % 2 == 0) {
                it.remove();
            } else {
                e.setValue(e.getValue().toUpperCase());
            }
        }
        p(tm);
        Iterator<Integer> dit = tm.descendingKeySet().iterator();
        while (dit.hasNext()) {
            if (dit.next() % 3 == 0) {
                dit.remove();
            }
        }
        p(tm + " " + tm.values());
        try {
            for (Integer k : tm.keySet()) {
                tm.put(k + 1000, "x");
            }
        } catch (ConcurrentModificationException e) {
            p("CME");
        }
        try {
            tm.put(null, "n");
        } catch (NullPointerException e) {
            p("null key: NPE");
        }
        try {
            new TreeMap<String, Integer>().firstKey();
        } catch (NoSuchElementException e) {
            p("empty firstKey: NSEE " + e.getMessage());
        }
        p(new TreeMap<String, Integer>().firstEntry());
        Map.Entry<Integer, String> fe = tm.firstEntry();
        try {
            fe.setValue("z");
        } catch (UnsupportedOperationException e) {
            p("exported entry setValue: UOE");
        }

        // Comparator-ordered map, large random insert/delete keeps order.
        TreeMap<String, Integer> byLen = new TreeMap<String, Integer>(new Comparator<String>() {
            public int compare(String a, String b) {
                int c = a.length() - b.length();
                return c != 0 ? c : a.compareTo(b);
            }
        });
        for (String w : "a bb ccc dd e ffff ggg hh i jjjjj".split(" ")) {
            byLen.put(w, w.length());
        }
        p(byLen + " " + byLen.comparator().compare("zz", "a"));
        TreeMap<Integer, Integer> big = new TreeMap<Integer, Integer>();
        for (int i = 0; i < 2000; i++) {
            big.put(r.nextInt(5000), i);
            if (i % 3 == 0) {
                big.remove(r.nextInt(5000));
            }
        }
        int prev = -1;
        boolean ok = true;
        for (int k : big.keySet()) {
            ok &= k > prev;
            prev = k;
        }
        p("big " + big.size() + " ordered=" + ok + " hash=" + big.hashCode() + " " + big.headMap(40));

        // TreeSet.
        TreeSet<String> ts = new TreeSet<String>(Arrays.asList("pear", "apple", "fig", "kiwi", "date", "lime", "apple"));
        p(ts + " " + ts.first() + " " + ts.last() + " " + ts.lower("fig") + " " + ts.floor("fig") + " "
                + ts.ceiling("g") + " " + ts.higher("pear"));
        p(ts.headSet("kiwi") + " " + ts.tailSet("kiwi") + " " + ts.subSet("b", "l") + " " + ts.descendingSet() + " "
                + ts.headSet("kiwi", true) + " " + ts.subSet("date", false, "lime", true));
        p(ts.pollFirst() + " " + ts.pollLast() + " " + ts);
        TreeSet<Integer> rev = new TreeSet<Integer>(Collections.reverseOrder());
        for (int i = 0; i < 10; i++) {
            rev.add(i * 7 % 10);
        }
        p(rev + " " + rev.first() + " " + rev.headSet(5) + " " + rev.ceiling(11) + " " + rev.descendingSet());
        TreeSet<Integer> copy = new TreeSet<Integer>(rev);
        copy.add(100);
        p(copy + " " + copy.comparator().equals(rev.comparator()));
        SortedSet<String> view = ts.tailSet("g");
        ts.add("zebra");
        ts.add("grape");
        p(view + " " + view.size());
        NavigableSet<String> dset = ts.descendingSet();
        Iterator<String> di = dset.iterator();
        StringBuilder sb = new StringBuilder();
        while (di.hasNext()) {
            sb.append(di.next()).append(' ');
        }
        p(sb.toString().trim() + " | " + dset.first() + " " + dset.lower("kiwi") + " " + dset.higher("kiwi"));
    }
}
