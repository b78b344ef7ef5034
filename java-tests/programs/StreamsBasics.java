import java.util.*;
import java.util.function.*;
import java.util.stream.*;

/** java.util.stream (sequential): IntStream/LongStream/DoubleStream, Stream ops, Collectors. */
public class StreamsBasics {
    static final class Person {
        final String name; final String city; final int age;
        Person(String name, String city, int age) { this.name = name; this.city = city; this.age = age; }
        String getName() { return name; }
        String getCity() { return city; }
        int getAge() { return age; }
        @Override public String toString() { return name + "(" + age + ")"; }
    }

    public static void main(String[] args) {
        System.out.println(IntStream.range(0, 10).sum() + " " + IntStream.rangeClosed(1, 100).filter(i -> i % 3 == 0).count()
                + " " + IntStream.range(0, 5).map(i -> i * i).boxed().collect(Collectors.toList())
                + " " + IntStream.of(3, 1, 2).sorted().mapToObj(Integer::toString).collect(Collectors.joining(",", "[", "]")));
        System.out.println(IntStream.range(0, 1000).mapToLong(i -> (long) i * i).sum() + " " + LongStream.rangeClosed(1, 20).reduce(1, (a, b) -> a * b)
                + " " + IntStream.empty().max() + " " + IntStream.of(4, 9, 2).max().getAsInt() + " " + IntStream.of(1, 2, 3, 4).average().getAsDouble()
                + " " + IntStream.empty().average().isPresent());
        System.out.println(IntStream.iterate(1, i -> i * 2).limit(10).boxed().collect(Collectors.toList()) + " " + Stream.iterate("a", s -> s + "b").skip(2).findFirst().get()
                + " " + IntStream.range(0, 20).skip(5).limit(3).boxed().collect(Collectors.toList()) + " " + Arrays.toString(IntStream.of(5, 3, 5, 1, 3).distinct().toArray()));
        System.out.println(IntStream.range(0, 100).summaryStatistics() + " " + DoubleStream.of(0.1, 0.2, 0.3).summaryStatistics());
        double[] ds = new double[1000];
        for (int i = 0; i < ds.length; i++) ds[i] = 1.0 / (i + 1) * (i % 2 == 0 ? 1 : -1) + 1e10;
        System.out.println(DoubleStream.of(ds).sum() + " " + Arrays.stream(ds).average().getAsDouble() + " " + DoubleStream.of(0.1, 0.2, 0.3).sum()
                + " " + Arrays.stream(ds).map(Math::sqrt).max().getAsDouble());
        List<String> words = Arrays.asList("delta", "alpha", "charlie", "bravo", "echo", "alpha", "foxtrot", "golf", "hotel", "india");
        System.out.println(words.stream().filter(w -> w.length() > 4).map(String::toUpperCase).collect(Collectors.toList()));
        System.out.println(words.stream().distinct().sorted().collect(Collectors.joining(" ")) + " | " + words.stream().sorted(Comparator.reverseOrder()).limit(3).collect(Collectors.toList()));
        System.out.println(words.stream().sorted(Comparator.comparing(String::length).thenComparing(Comparator.reverseOrder())).collect(Collectors.toList()));
        System.out.println(words.stream().collect(Collectors.groupingBy(String::length)) + " " + words.stream().collect(Collectors.groupingBy(w -> w.charAt(0), Collectors.counting())));
        TreeMap<Integer, Set<String>> prefixes = words.stream().collect(Collectors.groupingBy(String::length, TreeMap::new, Collectors.mapping(w -> w.substring(0, 2), Collectors.toSet())));
        System.out.println(prefixes);
        System.out.println(words.stream().collect(Collectors.partitioningBy(w -> w.compareTo("d") < 0)) + " " + words.stream().collect(Collectors.partitioningBy(w -> w.contains("o"), Collectors.counting())));
        System.out.println(words.stream().distinct().collect(Collectors.toMap(w -> w, String::length)) + " " + words.stream().collect(Collectors.toMap(String::length, w -> w, (a, b) -> a + "+" + b)));
        try { words.stream().collect(Collectors.toMap(w -> w, String::length)); } catch (IllegalStateException e) { System.out.println(e.getMessage()); }
        System.out.println(words.stream().mapToInt(String::length).sum() + " " + words.stream().anyMatch(w -> w.startsWith("g")) + " " + words.stream().allMatch(w -> w.length() > 3)
                + " " + words.stream().noneMatch(String::isEmpty) + " " + words.stream().count() + " " + words.stream().min(Comparator.naturalOrder()).get() + " " + words.stream().max(Comparator.comparing(String::length)).get());
        System.out.println(words.stream().reduce("", (a, b) -> a + b.charAt(0)) + " " + words.stream().map(String::length).reduce(Integer::sum).get() + " " + words.stream().reduce(0, (acc, w) -> acc + w.length(), Integer::sum));
        List<Person> people = Arrays.asList(new Person("Ann", "Oslo", 34), new Person("Bob", "Rome", 25), new Person("Cid", "Oslo", 41), new Person("Dee", "Lima", 25), new Person("Eve", "Rome", 30));
        System.out.println(people.stream().sorted(Comparator.comparing(Person::getAge).thenComparing(Person::getName, Comparator.reverseOrder())).collect(Collectors.toList()));
        TreeMap<String, Double> avgAge = people.stream().collect(Collectors.groupingBy(Person::getCity, TreeMap::new, Collectors.averagingInt(Person::getAge)));
        System.out.println(avgAge);
        System.out.println(people.stream().collect(Collectors.groupingBy(Person::getCity, Collectors.mapping(Person::getName, Collectors.joining("/")))));
        System.out.println(people.stream().collect(Collectors.summingInt(Person::getAge)) + " " + people.stream().collect(Collectors.averagingDouble(p -> p.getAge() * 1.5))
                + " " + people.stream().collect(Collectors.maxBy(Comparator.comparingInt(Person::getAge))).get() + " " + people.stream().map(Person::getCity).collect(Collectors.toCollection(TreeSet::new)));
        System.out.println(people.stream().collect(Collectors.summarizingInt(Person::getAge)) + " " + people.stream().mapToInt(Person::getAge).max().getAsInt());
        System.out.println(Stream.of("a,b", "c", "d,e,f").flatMap(s -> Arrays.stream(s.split(","))).collect(Collectors.toList()) + " " + Stream.of(1, 2, 3).flatMapToInt(i -> IntStream.range(0, i)).sum()
                + " " + IntStream.range(1, 4).flatMap(i -> IntStream.range(0, i)).boxed().collect(Collectors.toList()));
        System.out.println("hello world".chars().filter(Character::isLetter).mapToObj(c -> String.valueOf((char) c)).collect(Collectors.joining()) + " " + "abcabc".chars().distinct().count()
                + " " + Stream.concat(Stream.of(1, 2), Stream.of(3)).map(String::valueOf).collect(Collectors.joining("-")) + " " + Stream.generate(() -> "x").limit(3).collect(Collectors.joining()));
        List<Integer> peeked = new ArrayList<>();
        System.out.println(Stream.of(5, 6, 7).peek(peeked::add).map(i -> i * 10).collect(Collectors.toList()) + " " + peeked + " " + Arrays.toString(Stream.of("x", "y").toArray(String[]::new))
                + " " + Stream.of(1, 2, 3, 4, 5, 1).collect(Collectors.reducing(0, Integer::sum)) + " " + Stream.empty().findFirst().isPresent());
        System.out.println(IntStream.range(0, 10000).parallel().filter(i -> i % 7 == 0).sum() + " " + words.parallelStream().map(String::length).collect(Collectors.toList())
                + " " + new ArrayList<>(Arrays.asList(3, 1, 2)).stream().sorted().findFirst().get() + " " + Stream.of(1, 2).collect(Collectors.collectingAndThen(Collectors.toList(), List::size)));
        Stream<String> once = words.stream();
        once.count();
        try { once.count(); } catch (IllegalStateException e) { System.out.println("IllegalStateException: " + e.getMessage()); }
        long primes = IntStream.rangeClosed(2, 3000).filter(n -> IntStream.rangeClosed(2, (int) Math.sqrt(n)).noneMatch(d -> n % d == 0)).count();
        System.out.println("primes " + primes + " " + LongStream.range(0, 5).mapToObj(Long::toString).collect(Collectors.joining()) + " " + Arrays.stream(new int[] {1, 2, 3, 4}, 1, 3).sum());
        StringJoiner sj = new StringJoiner(", ", "{", "}");
        sj.setEmptyValue("EMPTY");
        System.out.print(sj + " ");
        sj.add("a").add("b");
        System.out.println(sj + " " + sj.length() + " " + String.join("|", words.subList(0, 3)));
        Map<Boolean, Long> evenOdd = IntStream.range(0, 11).boxed().collect(Collectors.partitioningBy(i -> i % 2 == 0, Collectors.counting()));
        System.out.println(evenOdd + " " + evenOdd.get(true));
        Optional<String> longest = words.stream().reduce((a, b) -> a.length() >= b.length() ? a : b);
        System.out.println(longest.map(String::toUpperCase).orElse("none") + " " + DoubleStream.iterate(1.0, d -> d / 2).limit(5).boxed().map(String::valueOf).collect(Collectors.joining(",")));
    }
}
