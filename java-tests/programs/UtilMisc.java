import java.util.*;
import java.util.function.BiConsumer;
import java.util.function.BiFunction;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Supplier;

/** PriorityQueue, BitSet, StringTokenizer, Optional, Collections wrappers, Map defaults, skeletal classes. */
public class UtilMisc {
    static void p(Object o) {
        System.out.println(o);
    }

    static void uoe(String label, Runnable r) {
        try {
            r.run();
            p(label + ": no exception");
        } catch (UnsupportedOperationException e) {
            p(label + ": UOE");
        }
    }

    /** A tiny AbstractList subclass: the skeletal implementation supplies everything else. */
    static final class Range extends AbstractList<Integer> {
        final int n;

        Range(int n) {
            this.n = n;
        }

        public Integer get(int i) {
            if (i < 0 || i >= n) {
                throw new IndexOutOfBoundsException("bad " + i);
            }
            return i * i;
        }

        public int size() {
            return n;
        }
    }

    public static void main(String[] args) {
        // PriorityQueue: array order (toString) follows the JDK's sift steps.
        Random r = new Random(99);
        PriorityQueue<Integer> pq = new PriorityQueue<Integer>();
        for (int i = 0; i < 30; i++) {
            pq.add(r.nextInt(100));
        }
        p(pq + " peek=" + pq.peek() + " size=" + pq.size());
        pq.remove(pq.toArray()[7]);
        p(pq);
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 8; i++) {
            sb.append(pq.poll()).append(' ');
        }
        p(sb + "| " + pq);
        List<Integer> src = new ArrayList<Integer>();
        for (int i = 0; i < 25; i++) {
            src.add(r.nextInt(50));
        }
        p(new PriorityQueue<Integer>(src));
        PriorityQueue<Integer> pr = new PriorityQueue<Integer>(10, Collections.<Integer>reverseOrder());
        pr.addAll(src);
        p(pr);
        Iterator<Integer> pit = pr.iterator();
        int k = 0;
        while (pit.hasNext()) {
            pit.next();
            if (k++ % 3 == 0) {
                pit.remove();
            }
        }
        p(pr + " " + pr.size());
        PriorityQueue<String> ps = new PriorityQueue<String>(Arrays.asList("m", "c", "x", "a", "q"));
        sb.setLength(0);
        while (!ps.isEmpty()) {
            sb.append(ps.poll());
        }
        p(sb + " " + ps.poll());

        // BitSet.
        BitSet bs = new BitSet();
        for (int i = 0; i < 200; i += 7) {
            bs.set(i);
        }
        bs.set(64, 70);
        bs.clear(14);
        bs.flip(0, 3);
        p(bs + " card=" + bs.cardinality() + " len=" + bs.length() + " size=" + bs.size() + " hash=" + bs.hashCode());
        BitSet other = new BitSet(300);
        other.set(0, 100);
        p("other size=" + other.size() + " next clear " + other.nextClearBit(0) + " next set " + other.nextSetBit(100)
                + " " + bs.nextSetBit(71) + " " + bs.previousSetBit(63) + " " + bs.get(7) + " " + bs.get(8));
        BitSet and = (BitSet) bs.clone();
        and.and(other);
        BitSet or = (BitSet) bs.clone();
        or.or(other);
        BitSet xor = (BitSet) bs.clone();
        xor.xor(other);
        BitSet andNot = (BitSet) bs.clone();
        andNot.andNot(other);
        p("and " + and + "\nor card " + or.cardinality() + "\nxor " + xor + "\nandNot " + andNot);
        p(bs.intersects(other) + " " + bs.get(60, 75) + " " + and.equals(bs) + " " + new BitSet() + " "
                + new BitSet().isEmpty() + " " + Arrays.toString(BitSet.valueOf(new long[] {5L, 1L}).toLongArray()) + " "
                + BitSet.valueOf(new byte[] {3, 0, 1}) + " " + Arrays.toString(bs.get(0, 20).toByteArray()));
        try {
            bs.set(-1);
        } catch (IndexOutOfBoundsException e) {
            p("IOOBE " + e.getMessage());
        }

        // StringTokenizer.
        StringTokenizer st = new StringTokenizer("  the quick\tbrown\n fox  ");
        p("count " + st.countTokens());
        sb.setLength(0);
        while (st.hasMoreTokens()) {
            sb.append('[').append(st.nextToken()).append(']');
        }
        p(sb);
        StringTokenizer sd = new StringTokenizer("a=1;b=2;;c", ";=", true);
        sb.setLength(0);
        while (sd.hasMoreElements()) {
            sb.append('<').append(sd.nextElement()).append('>');
        }
        p(sb + " " + sd.countTokens());
        StringTokenizer sw = new StringTokenizer("x,y z,w", ",");
        p(sw.nextToken() + "|" + sw.nextToken(" ") + "|" + sw.nextToken() + "|" + sw.hasMoreTokens());
        try {
            sw.nextToken();
        } catch (NoSuchElementException e) {
            p("NSEE " + e.getMessage());
        }

        // Optional.
        Optional<String> o1 = Optional.of("val");
        Optional<String> o2 = Optional.empty();
        Function<String, Integer> len = new Function<String, Integer>() {
            public Integer apply(String s) {
                return s.length();
            }
        };
        p(o1 + " " + o2 + " " + o1.isPresent() + " " + o2.isPresent() + " " + o1.get() + " " + o2.orElse("dflt") + " "
                + o1.map(len) + " " + o2.map(len) + " " + Optional.ofNullable(null) + " " + o1.equals(Optional.of("val"))
                + " " + o1.hashCode());
        p(o2.orElseGet(new Supplier<String>() {
            public String get() {
                return "supplied";
            }
        }));
        try {
            o2.get();
        } catch (NoSuchElementException e) {
            p("NSEE " + e.getMessage());
        }
        p(OptionalInt.of(3) + " " + OptionalInt.empty() + " " + OptionalLong.of(4L) + " " + OptionalDouble.of(2.5) + " "
                + OptionalDouble.empty().orElse(1.5) + " " + OptionalInt.of(7).getAsInt());

        // Collections wrappers.
        final List<Integer> base = new ArrayList<Integer>(Arrays.asList(3, 1, 2));
        final List<Integer> ro = Collections.unmodifiableList(base);
        base.add(0);
        p(ro + " " + ro.size() + " " + ro.get(3) + " " + ro.equals(base) + " " + ro.subList(1, 3));
        uoe("ro.add", new Runnable() {
            public void run() {
                ro.add(1);
            }
        });
        uoe("ro.iterator.remove", new Runnable() {
            public void run() {
                Iterator<Integer> i = ro.iterator();
                i.next();
                i.remove();
            }
        });
        Map<String, Integer> tm = new TreeMap<String, Integer>();
        tm.put("b", 2);
        tm.put("a", 1);
        final Map<String, Integer> rom = Collections.unmodifiableMap(tm);
        p(rom + " " + rom.keySet() + " " + rom.values() + " " + rom.entrySet() + " " + rom.get("a"));
        uoe("rom.put", new Runnable() {
            public void run() {
                rom.put("c", 3);
            }
        });
        uoe("rom entry setValue", new Runnable() {
            public void run() {
                rom.entrySet().iterator().next().setValue(5);
            }
        });
        final Set<String> ros = Collections.unmodifiableSet(new TreeSet<String>(Arrays.asList("q", "p")));
        p(ros + " " + ros.contains("p"));
        uoe("ros.remove", new Runnable() {
            public void run() {
                ros.remove("p");
            }
        });
        List<String> sync = Collections.synchronizedList(new ArrayList<String>());
        sync.add("s1");
        sync.add("s2");
        Map<String, Integer> smap = Collections.synchronizedMap(new LinkedHashMap<String, Integer>());
        smap.put("one", 1);
        smap.put("two", 2);
        p(sync + " " + smap + " " + Collections.synchronizedSet(new TreeSet<Integer>(Arrays.asList(2, 1))));
        p(Collections.emptyList() + " " + Collections.emptyMap() + " " + Collections.emptySet() + " "
                + Collections.singletonList("s") + " " + Collections.singleton(1) + " " + Collections.singletonMap("k", "v")
                + " " + Collections.emptyIterator().hasNext() + " " + Collections.EMPTY_LIST.size());
        uoe("emptyList.add", new Runnable() {
            public void run() {
                Collections.<String>emptyList().add("x");
            }
        });
        uoe("singletonList.set", new Runnable() {
            public void run() {
                Collections.singletonList("x").set(0, "y");
            }
        });
        ArrayList<String> fromEnum = Collections.list(Collections.enumeration(Arrays.asList("e1", "e2")));
        p(fromEnum);

        // Map default methods on several maps.
        List<Map<String, Integer>> maps = new ArrayList<Map<String, Integer>>();
        maps.add(new HashMap<String, Integer>());
        maps.add(new LinkedHashMap<String, Integer>());
        maps.add(new TreeMap<String, Integer>());
        maps.add(new Hashtable<String, Integer>());
        for (Map<String, Integer> m : maps) {
            for (String w : "to be or not to be that is the question".split(" ")) {
                m.merge(w, 1, new BiFunction<Integer, Integer, Integer>() {
                    public Integer apply(Integer a, Integer b) {
                        return a + b;
                    }
                });
            }
            m.computeIfPresent("be", new BiFunction<String, Integer, Integer>() {
                public Integer apply(String key, Integer v) {
                    return v * 100;
                }
            });
            m.computeIfPresent("or", new BiFunction<String, Integer, Integer>() {
                public Integer apply(String key, Integer v) {
                    return null;
                }
            });
            m.computeIfAbsent("new", new Function<String, Integer>() {
                public Integer apply(String key) {
                    return key.length();
                }
            });
            m.replaceAll(new BiFunction<String, Integer, Integer>() {
                public Integer apply(String key, Integer v) {
                    return v + key.length();
                }
            });
            final StringBuilder fe = new StringBuilder();
            m.forEach(new BiConsumer<String, Integer>() {
                public void accept(String key, Integer v) {
                    fe.append(key).append(':').append(v).append(' ');
                }
            });
            p(m.getClass().getSimpleName() + " " + m + " | " + fe + "| " + m.getOrDefault("zz", -1) + " "
                    + m.replace("is", 50) + " " + m.remove("that", 999) + " " + m.remove("that", 5) + " " + m.size());
        }
        final StringBuilder each = new StringBuilder();
        new Range(5).forEach(new Consumer<Integer>() {
            public void accept(Integer x) {
                each.append(x).append(',');
            }
        });
        Range rg = new Range(6);
        p(rg + " " + each + " " + rg.indexOf(16) + " " + rg.contains(25) + " " + rg.subList(2, 4) + " "
                + rg.equals(Arrays.asList(0, 1, 4, 9, 16, 25)) + " " + rg.hashCode());
        AbstractMap.SimpleEntry<String, Integer> se = new AbstractMap.SimpleEntry<String, Integer>("key", 1);
        se.setValue(2);
        p(se + " " + se.equals(new AbstractMap.SimpleImmutableEntry<String, Integer>("key", 2)) + " " + se.hashCode());
        List<Map.Entry<String, Integer>> entries = new ArrayList<Map.Entry<String, Integer>>(maps.get(2).entrySet());
        Collections.sort(entries, Map.Entry.<String, Integer>comparingByValue());
        p(entries);
    }
}
