import java.util.*;
import java.util.concurrent.*;
import java.util.stream.*;

/**
 * count() on streams whose size is known without running them (JDK 17's SIZED flag): sized
 * sources through map, peek, sorted, boxing, skip, limit and concat are counted without running
 * their peek/map actions; filter, flatMap, distinct, takeWhile, iterate, generate and concurrent
 * collections are traversed. Also sorted() is lazy: nothing upstream runs before a terminal
 * operation.
 */
public class StreamCountSized {
    static final StringBuilder seen = new StringBuilder();

    static void show(String label, long count) {
        System.out.println(label + ": count=" + count + " ran=[" + seen + "]");
        seen.setLength(0);
    }

    static <T> void note(T t) {
        seen.append(t).append(' ');
    }

    public static void main(String[] args) {
        List<Integer> list = new ArrayList<>(List.of(5, 3, 8, 1));
        show("list map peek", list.stream().map(x -> x * 2).peek(StreamCountSized::note).count());
        show("list filter peek", list.stream().filter(x -> x > 2).peek(StreamCountSized::note).count());
        show("list peek filter", list.stream().peek(StreamCountSized::note).filter(x -> x > 2).count());
        show("sorted peek", list.stream().peek(StreamCountSized::note).sorted().peek(StreamCountSized::note).count());
        show("skip limit", Stream.of("a", "b", "c", "d", "e").skip(1).limit(3).peek(StreamCountSized::note).count());
        show("skip past end", Stream.of("a", "b").skip(5).peek(StreamCountSized::note).count());
        show("of one", Stream.of("x").map(String::toUpperCase).peek(StreamCountSized::note).count());
        show("empty", Stream.empty().peek(StreamCountSized::note).count());
        show("distinct", Stream.of(1, 1, 2).distinct().peek(StreamCountSized::note).count());
        show("flatMap", Stream.of(List.of(1, 2), List.of(3)).flatMap(List::stream).peek(StreamCountSized::note).count());
        show("iterate limit", Stream.iterate(1, x -> x * 2).limit(4).peek(StreamCountSized::note).count());
        show("generate limit", Stream.generate(() -> "g").limit(2).peek(StreamCountSized::note).count());
        show("takeWhile", Stream.of(1, 2, 3).takeWhile(x -> x < 3).peek(StreamCountSized::note).count());
        show("concat sized", Stream.concat(Stream.of(1, 2), list.stream()).peek(StreamCountSized::note).count());
        show("concat unsized", Stream.concat(Stream.of(1), Stream.of(2, 3).filter(x -> true)).peek(StreamCountSized::note).count());
        show("range", IntStream.range(0, 6).peek(StreamCountSized::note).count());
        show("rangeClosed boxed", IntStream.rangeClosed(3, 5).boxed().peek(StreamCountSized::note).count());
        show("empty range", IntStream.range(5, 2).peek(StreamCountSized::note).count());
        show("long range limit", LongStream.range(0, 1_000_000_000_000L).limit(3).peek(StreamCountSized::note).count());
        show("long full rangeClosed limit", LongStream.rangeClosed(Long.MIN_VALUE, Long.MAX_VALUE).limit(2).count());
        show("int array", Arrays.stream(new int[] {4, 5, 6}, 1, 3).map(x -> -x).peek(StreamCountSized::note).count());
        show("double array", DoubleStream.of(1.5, 2.5).sorted().peek(StreamCountSized::note).count());
        show("object array", Arrays.stream(new String[] {"p", "q"}).mapToInt(String::length).peek(StreamCountSized::note).count());
        show("mapToObj asLong", IntStream.of(7, 8).asLongStream().mapToObj(Long::toString).peek(StreamCountSized::note).count());
        show("chars", "hello".chars().peek(StreamCountSized::note).count());
        show("codePoints", "hi".codePoints().peek(StreamCountSized::note).count());
        show("int concat", IntStream.concat(IntStream.of(1), IntStream.range(0, 3)).peek(StreamCountSized::note).count());
        show("hash set", new HashSet<>(list).stream().peek(StreamCountSized::note).count());
        show("tree map values", new TreeMap<>(Map.of("k", 1, "j", 2)).values().stream().peek(StreamCountSized::note).count());
        show("deque", new ArrayDeque<>(list).stream().peek(StreamCountSized::note).count());
        show("concurrent map keys", new ConcurrentHashMap<>(Map.of("k", 1)).keySet().stream().peek(StreamCountSized::note).count());
        show("linked queue", new ConcurrentLinkedQueue<>(List.of(9)).stream().peek(StreamCountSized::note).count());
        show("copy-on-write", new CopyOnWriteArrayList<>(List.of(4, 2)).stream().peek(StreamCountSized::note).count());
        show("parallel", list.parallelStream().peek(StreamCountSized::note).count());
        show("optional", Optional.of("o").stream().peek(StreamCountSized::note).count());
        Stream<Integer> pending = list.stream().peek(StreamCountSized::note).sorted();
        show("sorted without terminal", 0);
        show("then collected", pending.collect(Collectors.toList()).size());
        Stream<Integer> used = Stream.of(1, 2);
        used.count();
        try {
            used.count();
        } catch (IllegalStateException e) {
            System.out.println("second count: " + e.getMessage());
        }
    }
}
