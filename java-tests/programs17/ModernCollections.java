import java.util.*;
import java.util.stream.*;

/** Java 9-17 collection and stream helpers: List/Set/Map.of of every arity, String.lines, Collectors.teeing, Optional.stream. */
public class ModernCollections {
    public static void main(String[] args) {
        System.out.println(List.of() + " " + List.of(1) + " " + List.of(1, 2, 3) + " " + List.of(1, 2, 3, 4, 5, 6, 7, 8) + " " + List.of(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11));
        System.out.println(Set.of().size() + " " + Set.of("a").contains("a") + " " + Set.of(1, 2, 3, 4, 5, 6, 7).size() + " " + new TreeSet<>(Set.of(5, 3, 9, 1)));
        Map<String, Integer> big = Map.of("a", 1, "b", 2, "c", 3, "d", 4, "e", 5, "f", 6, "g", 7, "h", 8, "i", 9, "j", 10);
        System.out.println(new TreeMap<>(big) + " " + big.size() + " " + Map.of("x", 1, "y", 2, "z", 3, "w", 4, "v", 5, "u", 6, "t", 7).get("t"));
        try { List.of(1, null); } catch (NullPointerException e) { System.out.println("NPE for null element"); }
        try { Set.of(1, 1); } catch (IllegalArgumentException e) { System.out.println(e.getMessage()); }
        try { List.of(1, 2).add(3); } catch (UnsupportedOperationException e) { System.out.println("immutable"); }
        String text = "first line\nsecond\r\nthird\rfourth\n";
        System.out.println(text.lines().map(String::toUpperCase).collect(Collectors.toList()) + " " + "".lines().count() + " " + "a\n\nb".lines().count());
        var stats = Stream.of(4, 8, 15, 16, 23, 42).collect(Collectors.teeing(Collectors.counting(), Collectors.summingInt(i -> i), (n, sum) -> sum + "/" + n));
        System.out.println(stats + " " + Optional.of("v").stream().count() + " " + Optional.empty().stream().count()
                + " " + Stream.of(Optional.of(1), Optional.<Integer>empty(), Optional.of(3)).flatMap(Optional::stream).toList());
        var words = List.of("delta", "alpha", "charlie", "bravo");
        var byLen = words.stream().collect(Collectors.groupingBy(String::length, TreeMap::new, Collectors.toList()));
        System.out.println(byLen + " " + words.stream().sorted().toList() + " " + IntStream.iterate(1, i -> i <= 200, i -> i * 3).boxed().toList());
    }
}
