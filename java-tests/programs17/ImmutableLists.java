import java.util.*;
import java.util.concurrent.*;
import java.util.stream.*;

/**
 * The JDK's immutable lists (List.of, List.copyOf, Stream.toList, Collectors.toUnmodifiableList):
 * their class names, out-of-bounds messages, null-hostile queries and mutators that always throw;
 * Collectors.toUnmodifiableMap, toConcurrentMap and groupingByConcurrent.
 */
public class ImmutableLists {
    interface Action {
        Object run();
    }

    static void attempt(String label, Action a) {
        try {
            System.out.println(label + " -> " + a.run());
        } catch (RuntimeException e) {
            System.out.println(label + " -> " + e);
        }
    }

    public static void main(String[] args) {
        List<Integer> none = List.of(), one = List.of(7), two = List.of(7, 8), three = List.of(7, 8, 9);
        for (List<Integer> l : List.of(none, one, two, three)) {
            System.out.println(l + " " + l.getClass().getName() + " " + l.size() + " " + l.hashCode() + " " + (l instanceof RandomAccess));
        }
        System.out.println(Stream.of(1, 2).toList().getClass().getName() + " " + Stream.of().toList().getClass().getName()
                + " " + Stream.of(1, 2).collect(Collectors.toUnmodifiableList()).getClass().getName()
                + " " + List.copyOf(new ArrayList<>(List.of(1, 2, 3))).getClass().getName()
                + " " + List.of(new Integer[] {1}).getClass().getName());
        System.out.println((List.copyOf(three) == three) + " " + (List.copyOf(Stream.of(1).toList()).getClass().getName()));
        attempt("List12.get(5)", () -> two.get(5));
        attempt("List12.get(1) of one", () -> one.get(1));
        attempt("ListN.get(3)", () -> three.get(3));
        attempt("empty.get(0)", () -> none.get(0));
        attempt("get(-1)", () -> three.get(-1));
        attempt("contains(null)", () -> one.contains(null));
        attempt("indexOf(null)", () -> three.indexOf(null));
        attempt("toList contains(null)", () -> Stream.of(1, null).toList().contains(null));
        attempt("toList with null", () -> Stream.of("a", null).toList());
        attempt("of with null", () -> List.of(1, null, 3));
        attempt("copyOf with null", () -> List.copyOf(Arrays.asList(1, null)));
        attempt("toUnmodifiableList with null", () -> Stream.of("a", null).collect(Collectors.toUnmodifiableList()));
        attempt("add", () -> one.add(1));
        attempt("removeIf matching nothing", () -> three.removeIf(x -> x > 100));
        attempt("clear empty", () -> { none.clear(); return "cleared"; });
        attempt("set", () -> two.set(0, 1));
        attempt("sort", () -> { three.sort(null); return "sorted"; });
        attempt("iterator.remove", () -> { three.iterator().remove(); return "removed"; });
        attempt("listIterator(4)", () -> three.listIterator(4));
        attempt("toList add", () -> Stream.of(1).toList().add(2));
        ListIterator<Integer> it = three.listIterator(3);
        StringBuilder back = new StringBuilder();
        while (it.hasPrevious()) {
            back.append(it.previous()).append(it.previousIndex());
        }
        System.out.println(back + " " + three.indexOf(9) + " " + three.lastIndexOf(7) + " " + three.contains(8)
                + " " + three.equals(Arrays.asList(7, 8, 9)) + " " + three.subList(1, 3) + " " + Arrays.toString(three.toArray()));
        Map<String, Integer> lengths = Stream.of("pear", "fig", "banana").collect(Collectors.toUnmodifiableMap(s -> s, String::length));
        System.out.println(new TreeMap<>(lengths));
        attempt("toUnmodifiableMap put", () -> lengths.put("x", 1));
        attempt("toUnmodifiableMap duplicate", () -> Stream.of("a", "b", "a").collect(Collectors.toUnmodifiableMap(s -> s, s -> 1)));
        attempt("toUnmodifiableMap merged", () -> new TreeMap<>(Stream.of("a", "b", "a").collect(Collectors.toUnmodifiableMap(s -> s, s -> 1, Integer::sum))));
        attempt("toUnmodifiableMap null value", () -> Stream.of("a").collect(Collectors.toUnmodifiableMap(s -> s, s -> null)));
        ConcurrentMap<Integer, String> cm = IntStream.range(0, 20).boxed().collect(Collectors.toConcurrentMap(i -> i * 7 % 20, i -> "v" + i));
        System.out.println(cm.getClass().getSimpleName() + " " + cm);
        attempt("toConcurrentMap duplicate", () -> Stream.of(1, 2, 1).collect(Collectors.toConcurrentMap(i -> i, i -> i)));
        System.out.println(Stream.of("x", "yy", "x", "zz").collect(Collectors.toConcurrentMap(s -> s, s -> 1, Integer::sum)));
        ConcurrentMap<Integer, List<String>> byLen = Stream.of("a", "bb", "cc", "d", "eee").collect(Collectors.groupingByConcurrent(String::length));
        System.out.println(byLen + " " + Stream.of("a", "bb", "cc").collect(Collectors.groupingByConcurrent(String::length, Collectors.counting()))
                + " " + Stream.of("a", "bb").collect(Collectors.groupingByConcurrent(String::length, ConcurrentSkipListMap::new, Collectors.joining("+"))));
    }
}
