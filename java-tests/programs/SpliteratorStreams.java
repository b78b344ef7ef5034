import java.util.*;
import java.util.function.Consumer;
import java.util.stream.*;

/**
 * Spliterators as sequential streams use them: a custom Iterable streamed through
 * StreamSupport.stream(iterable.spliterator(), false), Spliterators.spliteratorUnknownSize,
 * AbstractSpliterator subclasses, tryAdvance/forEachRemaining, sizes and characteristics of
 * collection, list, set, sorted-set and array spliterators, and Spliterators.iterator.
 * (rjvm's spliterators never split: trySplit is not exercised.)
 */
public class SpliteratorStreams {
    static class Bag implements Iterable<String> {
        final List<String> items = new ArrayList<>(Arrays.asList("x", "yy", "zzz"));

        public Iterator<String> iterator() {
            return items.iterator();
        }
    }

    /** Counts down from n: a user spliterator of known size. */
    static class Countdown extends Spliterators.AbstractSpliterator<Integer> {
        int n;

        Countdown(int n) {
            super(n, Spliterator.ORDERED | Spliterator.SIZED | Spliterator.NONNULL);
            this.n = n;
        }

        public boolean tryAdvance(Consumer<? super Integer> action) {
            if (n <= 0) {
                return false;
            }
            action.accept(n--);
            return true;
        }
    }

    static String flags(Spliterator<?> s) {
        StringBuilder b = new StringBuilder();
        int[] bits = {Spliterator.ORDERED, Spliterator.DISTINCT, Spliterator.SORTED, Spliterator.SIZED, Spliterator.NONNULL,
            Spliterator.IMMUTABLE, Spliterator.CONCURRENT, Spliterator.SUBSIZED};
        String[] names = {"ORDERED", "DISTINCT", "SORTED", "SIZED", "NONNULL", "IMMUTABLE", "CONCURRENT", "SUBSIZED"};
        for (int i = 0; i < bits.length; i++) {
            if (s.hasCharacteristics(bits[i])) {
                b.append(names[i]).append(' ');
            }
        }
        return b.toString().trim();
    }

    public static void main(String[] args) {
        Bag bag = new Bag();
        System.out.println(StreamSupport.stream(bag.spliterator(), false).map(String::length).collect(Collectors.toList()));
        Spliterator<String> bs = bag.spliterator();
        System.out.println(bs.estimateSize() == Long.MAX_VALUE ? "unknown size" : "size " + bs.estimateSize());
        System.out.println(bs.getExactSizeIfKnown() + " [" + flags(bs) + "]");
        Iterator<Integer> it = Arrays.asList(1, 2, 3, 4).iterator();
        System.out.println(StreamSupport.stream(Spliterators.spliteratorUnknownSize(it, Spliterator.ORDERED), false).mapToInt(i -> i).sum());
        Spliterator<String> ls = new ArrayList<>(Arrays.asList("a", "b", "c")).spliterator();
        StringBuilder out = new StringBuilder();
        System.out.println(ls.estimateSize() + " " + ls.getExactSizeIfKnown() + " [" + flags(ls) + "]");
        ls.tryAdvance(out::append);
        System.out.println(out + " " + ls.estimateSize());
        ls.forEachRemaining(out::append);
        System.out.println(out + " " + ls.estimateSize() + " " + ls.tryAdvance(out::append));
        System.out.println(StreamSupport.stream(new Countdown(5), false).map(String::valueOf).collect(Collectors.joining(",")));
        Countdown cd = new Countdown(3);
        System.out.println(cd.estimateSize() + " [" + flags(cd) + "] " + cd.getExactSizeIfKnown());
        Iterator<Integer> back = Spliterators.iterator(new Countdown(4));
        int product = 1;
        while (back.hasNext()) {
            product *= back.next();
        }
        System.out.println(product + " " + back.hasNext());
        try {
            back.next();
        } catch (NoSuchElementException e) {
            System.out.println("NoSuchElementException");
        }
        Spliterator<Integer> hs = new HashSet<>(Arrays.asList(3, 1, 2)).spliterator();
        System.out.println(hs.estimateSize() + " [" + flags(hs) + "]");
        TreeSet<String> ts = new TreeSet<>(Comparator.reverseOrder());
        ts.addAll(Arrays.asList("m", "a", "z"));
        Spliterator<String> tss = ts.spliterator();
        System.out.println(tss.estimateSize() + " [" + flags(tss) + "] " + (tss.getComparator() != null));
        Spliterator<String> lhs = new LinkedHashSet<>(Arrays.asList("k", "j")).spliterator();
        System.out.println(lhs.estimateSize() + " [" + flags(lhs) + "]");
        StringBuilder sorted = new StringBuilder();
        tss.forEachRemaining(sorted::append);
        System.out.println(sorted);
        try {
            new ArrayList<String>().spliterator().getComparator();
        } catch (IllegalStateException e) {
            System.out.println("getComparator: IllegalStateException");
        }
        Spliterator<String> as = Arrays.spliterator(new String[] {"p", "q", "r", "s"}, 1, 3);
        System.out.println(as.estimateSize() + " " + as.hasCharacteristics(Spliterator.SIZED | Spliterator.ORDERED));
        as.forEachRemaining(System.out::print);
        System.out.println();
        Spliterator<Object> empty = Spliterators.emptySpliterator();
        System.out.println(empty.estimateSize() + " " + empty.tryAdvance(x -> System.out.println(x)));
        System.out.println(Stream.of("u", "v").spliterator().tryAdvance(System.out::print));
        List<Integer> source = new ArrayList<>(Arrays.asList(5, 6, 7));
        Stream<Integer> lazy = StreamSupport.stream(source.spliterator(), false);
        source.add(8);
        System.out.println(lazy.collect(Collectors.toList()));
    }
}
