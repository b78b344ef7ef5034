import java.util.*;
import java.util.concurrent.*;

/**
 * ConcurrentSkipListMap and ConcurrentSkipListSet: ordered navigation, views sharing the map
 * (head/tail/sub maps, descending map, key sets), removal while iterating (no
 * ConcurrentModificationException), null rejection, immutable snapshot entries, atomic
 * merge/putIfAbsent from three threads, comparators.
 */
public class SkipLists {
    public static void main(String[] args) throws Exception {
        ConcurrentSkipListMap<String, Integer> sk = new ConcurrentSkipListMap<>();
        for (String s : "pear apple fig kiwi banana cherry".split(" ")) {
            sk.put(s, s.length());
        }
        System.out.println(sk + " " + sk.firstKey() + " " + sk.lastEntry() + " " + sk.ceilingKey("c") + " "
                + sk.floorEntry("d") + " " + sk.higherKey("kiwi") + " " + sk.lowerKey("apple"));
        System.out.println(sk.headMap("cherry") + " " + sk.tailMap("kiwi", false) + " " + sk.subMap("b", "g") + " "
                + sk.descendingMap() + " " + sk.descendingKeySet());
        for (String k : sk.keySet()) {
            if (k.length() > 4) {
                sk.remove(k);
            }
        }
        System.out.println(sk + " " + sk.size() + " " + sk.putIfAbsent("fig", 9) + " " + sk.merge("fig", 10, Integer::sum)
                + " " + sk.pollFirstEntry() + " " + sk);
        try {
            sk.put(null, 1);
        } catch (NullPointerException e) {
            System.out.println("null key: NullPointerException");
        }
        try {
            sk.put("x", null);
        } catch (NullPointerException e) {
            System.out.println("null value: NullPointerException");
        }
        try {
            sk.firstEntry().setValue(3);
        } catch (UnsupportedOperationException e) {
            System.out.println("setValue: UnsupportedOperationException");
        }
        ConcurrentNavigableMap<String, Integer> view = sk.tailMap("g");
        view.put("zebra", 5);
        System.out.println(sk + " " + view + " " + view.firstKey());
        try {
            view.put("a", 1);
        } catch (IllegalArgumentException e) {
            System.out.println("out of range: IllegalArgumentException");
        }
        try {
            sk.keySet().add("q");
        } catch (UnsupportedOperationException e) {
            System.out.println("keySet add: UnsupportedOperationException");
        }
        Iterator<Map.Entry<String, Integer>> entries = sk.entrySet().iterator();
        while (entries.hasNext()) {
            Map.Entry<String, Integer> e = entries.next();
            if (e.getValue() == 5) {
                entries.remove();
            }
            sk.put("a" + e.getKey(), 1);
        }
        System.out.println(sk + " " + sk.values() + " " + sk.containsValue(1) + " " + sk.compute("fig", (k, v) -> v == null ? 0 : v * 2));

        ConcurrentSkipListSet<Integer> set = new ConcurrentSkipListSet<>(Comparator.reverseOrder());
        set.addAll(Arrays.asList(5, 1, 9, 3, 7, 3));
        System.out.println(set + " " + set.first() + " " + set.ceiling(4) + " " + set.headSet(5) + " " + set.descendingSet()
                + " " + set.pollLast() + " " + set);
        Iterator<Integer> it = set.iterator();
        while (it.hasNext()) {
            int v = it.next();
            if (v == 7) {
                it.remove();
            }
            set.add(100);
        }
        System.out.println(set + " " + set.contains(100) + " " + set.size() + " " + set.add(100) + " " + set.remove(42));
        ConcurrentSkipListSet<String> words = new ConcurrentSkipListSet<>(Arrays.asList("delta", "alpha", "charlie", "bravo"));
        System.out.println(words + " " + words.subSet("b", true, "d", false) + " " + words.tailSet("c") + " " + words.higher("bravo"));

        ConcurrentSkipListMap<Integer, Integer> shared = new ConcurrentSkipListMap<>();
        Thread[] ws = new Thread[3];
        for (int i = 0; i < 3; i++) {
            ws[i] = new Thread(() -> {
                for (int j = 0; j < 300; j++) {
                    shared.merge(j % 10, 1, Integer::sum);
                    shared.putIfAbsent(100 + j % 7, j);
                }
            });
            ws[i].start();
        }
        for (Thread t : ws) {
            t.join();
        }
        System.out.println(shared.headMap(100) + " " + shared.tailMap(100).size());
        ConcurrentSkipListMap<String, Integer> byLength = new ConcurrentSkipListMap<>(Comparator.comparing(String::length).thenComparing(Comparator.naturalOrder()));
        byLength.putAll(sk);
        System.out.println(byLength + " " + sk.equals(new TreeMap<>(sk)) + " " + sk.clone() + " " + byLength.comparator().compare("a", "bb"));
    }
}
