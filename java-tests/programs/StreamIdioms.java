import java.util.*;
import java.util.function.Function;
import java.util.stream.*;

/** Everyday stream idioms: word counts, top-N by value, seeded random streams, boxing and arrays. */
public class StreamIdioms {
    public static void main(String[] args) {
        String text = "it was the best of times it was the worst of times it was the age of wisdom it was the age of foolishness";
        Map<String, Long> counts = Arrays.stream(text.split("\\s+")).collect(Collectors.groupingBy(Function.identity(), Collectors.counting()));
        System.out.println(counts);
        List<Map.Entry<String, Long>> top = counts.entrySet().stream()
                .sorted(Map.Entry.<String, Long>comparingByValue(Comparator.reverseOrder()).thenComparing(Map.Entry.comparingByKey()))
                .limit(4).collect(Collectors.toList());
        System.out.println(top);
        Map<String, Integer> lengths = Stream.of("pear", "fig", "banana", "kiwi").collect(Collectors.toMap(s -> s, String::length, (a, b) -> a, LinkedHashMap::new));
        System.out.println(lengths + " " + lengths.values().stream().mapToInt(Integer::intValue).sum());
        Random rnd = new Random(2024);
        System.out.println(rnd.ints(8, 0, 100).boxed().collect(Collectors.toList()) + " " + rnd.ints(5, 0, 64).boxed().collect(Collectors.toList()) + " " + rnd.ints(3).boxed().collect(Collectors.toList()));
        System.out.println(rnd.doubles(3).mapToObj(d -> String.format("%.6f", d)).collect(Collectors.joining(",")) + " " + rnd.longs(2).boxed().collect(Collectors.toList()) + " " + String.format("%.4f", rnd.doubles(1000, -1, 1).average().getAsDouble()));
        int[] arr = {5, 3, 9, 1, 7};
        Integer[] boxed = Arrays.stream(arr).boxed().sorted(Collections.reverseOrder()).toArray(Integer[]::new);
        System.out.println(Arrays.toString(boxed) + " " + Arrays.stream(arr).map(x -> x * x).filter(x -> x > 10).sum() + " " + IntStream.of(arr).anyMatch(x -> x == 9) + " " + Arrays.stream(new String[] {"b", "a"}).sorted().collect(Collectors.toList()));
        List<List<Integer>> nested = Arrays.asList(Arrays.asList(1, 2), Arrays.asList(3), Collections.emptyList(), Arrays.asList(4, 5, 6));
        System.out.println(nested.stream().flatMap(List::stream).map(i -> i * 10).collect(Collectors.toList()) + " " + nested.stream().mapToInt(List::size).max().getAsInt());
        double avg = Stream.of(1.5, 2.5, 3.25).mapToDouble(Double::doubleValue).average().orElse(0);
        OptionalInt none = IntStream.range(0, 10).filter(i -> i > 20).findFirst();
        System.out.println(avg + " " + none.isPresent() + " " + none.orElse(-1) + " " + IntStream.rangeClosed(1, 5).mapToObj(i -> "x" + i).collect(Collectors.joining("+", "<", ">")));
        String letters = "Hello, Streams!";
        System.out.println(letters.chars().mapToObj(c -> (char) c).filter(Character::isLetter).map(Character::toUpperCase).map(String::valueOf).collect(Collectors.joining()) + " "
                + letters.chars().filter(Character::isUpperCase).count() + " " + letters.codePoints().map(Character::toLowerCase).collect(StringBuilder::new, StringBuilder::appendCodePoint, StringBuilder::append));
        Map<Boolean, List<Integer>> parts = IntStream.rangeClosed(1, 12).boxed().collect(Collectors.partitioningBy(i -> i % 3 == 0));
        Map<Integer, Integer> sums = IntStream.range(0, 20).boxed().collect(Collectors.groupingBy(i -> i % 4, TreeMap::new, Collectors.summingInt(i -> i)));
        System.out.println(parts + " " + sums + " " + IntStream.range(0, 20).boxed().collect(Collectors.groupingBy(i -> i % 3, Collectors.averagingDouble(i -> i * 0.5))));
        List<String> names = new ArrayList<>(Arrays.asList("zoe", "Adam", "bob", "Carl"));
        names.removeIf(n -> n.length() > 3 && n.startsWith("C"));
        names.sort(String.CASE_INSENSITIVE_ORDER);
        names.forEach(n -> System.out.print(n + ";"));
        System.out.println(" " + names.stream().map(String::length).reduce(0, Integer::sum) + " " + LongStream.rangeClosed(1, 15).reduce(1L, (a, b) -> a * b) + " " + DoubleStream.of(1, 4, 9).map(Math::sqrt).sum());
        IntSummaryStatistics st = IntStream.of(arr).summaryStatistics();
        System.out.println(st.getMin() + " " + st.getMax() + " " + st.getAverage() + " " + st.getSum() + " " + st.getCount() + " " + Stream.iterate(1, i -> i * 3).limit(7).map(String::valueOf).collect(Collectors.joining(" ")));
    }
}
