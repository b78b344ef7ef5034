import java.util.*;
/** java.util.WeakHashMap: HotSpot's iteration orders (iterator and forEach), null keys, growth, removal through views, entries dropped once their keys are collected. */
public class WeakMaps {
  static List<Object> strong = new ArrayList<>();
  public static void main(String[] a) {
    WeakHashMap<Object, Integer> m = new WeakHashMap<>();
    for (int i = 0; i < 40; i++) { String k = "key" + i; strong.add(k); m.put(k, i); }
    m.put(7, 7); m.put("key3", 333);
    System.out.println(m.size() + " " + m.get("key3") + " " + m.get(null) + " " + m.containsKey(null) + " " + m.containsKey(7) + " " + m.containsValue(333) + " " + m.containsValue(null));
    System.out.println(m);
    StringBuilder sb = new StringBuilder(); m.forEach((k, v) -> sb.append(k).append(':').append(v).append(' ')); System.out.println(sb);
    System.out.println(m.keySet().iterator().next() + " " + m.values().size() + " " + m.entrySet().contains(new AbstractMap.SimpleEntry<Object, Integer>("key5", 5)));
    Iterator<Map.Entry<Object, Integer>> it = m.entrySet().iterator(); int removed = 0;
    while (it.hasNext()) { Map.Entry<Object, Integer> e = it.next(); if (e.getValue() % 3 == 0) { it.remove(); removed++; } else e.setValue(e.getValue() * 10); }
    System.out.println(removed + " " + m.size() + " " + m.remove("key1") + " " + m.remove("nokey") + " " + m.keySet().remove("key2") + " " + m.size());
    m.replaceAll((k, v) -> v + 1); System.out.println(m.get("key4") + " " + m.hashCode() + " " + m.equals(new HashMap<>(m)));
    try { for (Object k : m.keySet()) m.put("new" + k, 0); } catch (ConcurrentModificationException e) { System.out.println("CME"); }
    WeakHashMap<Object, String> w = new WeakHashMap<>(4);
    Object pinned = new StringBuilder("pinned");
    w.put(pinned, "p"); for (int i = 0; i < 100; i++) w.put(new int[i], "tmp" + i);
    System.gc();
    int seen = 0; for (Object k : w.keySet()) seen++;
    System.out.println(seen + " " + w.get(pinned) + " " + w + " " + w.isEmpty());
    WeakHashMap<Object, String> nul = new WeakHashMap<>(); nul.put(null, "n"); nul.put("x", null); System.out.println(nul.get(null) + " " + nul.containsKey(null) + " " + nul.containsValue(null) + " " + nul.remove(null) + " " + nul.size() + " " + nul);
    w.clear(); System.out.println(w.size() + " " + w);
    Map<String, Integer> src = new TreeMap<>(); for (int i = 0; i < 30; i++) src.put("s" + i, i);
    WeakHashMap<String, Integer> copy = new WeakHashMap<>(src); System.out.println(copy.keySet());
  }
}
