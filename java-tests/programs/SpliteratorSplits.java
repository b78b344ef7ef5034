import java.util.*;
import java.util.function.*;
import java.util.stream.*;

/**
 * Spliterators that split: Arrays.spliterator over Object and primitive arrays (halves),
 * ArrayList and Arrays.asList (halves, late-binding), LinkedList and iterator-based spliterators
 * (array batches), Spliterator.OfInt/OfLong/OfDouble traversal with primitive and boxing
 * consumers, characteristics, the bounds errors, Spliterators.iterator, and streams made from
 * (split) spliterators.
 */
public class SpliteratorSplits {
    static <T> String drain(Spliterator<T> s) {
        StringBuilder sb = new StringBuilder();
        s.forEachRemaining(x -> sb.append(x).append(' '));
        return sb.toString().trim();
    }

    /** Splits recursively down to single elements and prints the tree of ranges. */
    static <T> String tree(Spliterator<T> s, int depth) {
        Spliterator<T> prefix = depth < 4 ? s.trySplit() : null;
        if (prefix == null) {
            return "{" + drain(s) + "}";
        }
        return "(" + tree(prefix, depth + 1) + " " + tree(s, depth + 1) + ")";
    }

    public static void main(String[] args) {
        Integer[] boxed = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11};
        Spliterator<Integer> a = Arrays.spliterator(boxed);
        System.out.println("array chars=" + a.characteristics() + " size=" + a.estimateSize() + " exact=" + a.getExactSizeIfKnown());
        System.out.println(tree(a, 0));
        Spliterator<Integer> a2 = Arrays.spliterator(boxed, 2, 9);
        Spliterator<Integer> p2 = a2.trySplit();
        System.out.println(p2.estimateSize() + " " + a2.estimateSize() + " " + drain(p2) + " | " + drain(a2));
        Spliterator<Integer> one = Arrays.spliterator(boxed, 3, 4);
        System.out.println("single split=" + one.trySplit() + " advance=" + one.tryAdvance(x -> System.out.print("got " + x + " ")) + " again=" + one.tryAdvance(x -> { }));

        int[] ints = {10, 20, 30, 40, 50, 60, 70};
        Spliterator.OfInt si = Arrays.spliterator(ints);
        System.out.println("int chars=" + si.characteristics() + " sorted=" + si.hasCharacteristics(Spliterator.SORTED));
        Spliterator.OfInt sip = si.trySplit();
        StringBuilder sb = new StringBuilder();
        sip.forEachRemaining((IntConsumer) v -> sb.append(v).append(','));
        si.tryAdvance((IntConsumer) v -> sb.append('[').append(v).append(']'));
        si.tryAdvance((Consumer<Integer>) v -> sb.append('<').append(v.getClass().getSimpleName()).append(v).append('>'));
        si.forEachRemaining((Consumer<Integer>) v -> sb.append('{').append(v).append('}'));
        System.out.println(sb + " left=" + si.estimateSize());
        System.out.println(tree(Arrays.spliterator(ints, 1, 6), 0));

        long[] longs = {1L << 40, 2, 3, 4, 5};
        Spliterator.OfLong sl = Arrays.spliterator(longs);
        System.out.println(tree(sl, 0));
        double[] ds = {0.5, 1.5, 2.5, 3.5};
        Spliterator.OfDouble sd = Spliterators.spliterator(ds, 1, 4, Spliterator.SORTED);
        System.out.println("double chars=" + sd.characteristics() + " cmp=" + sd.getComparator() + " " + tree(sd, 0));
        System.out.println(Spliterators.emptyIntSpliterator().estimateSize() + " " + Spliterators.emptyLongSpliterator().tryAdvance((LongConsumer) v -> { })
                + " " + Spliterators.emptyDoubleSpliterator().trySplit());

        List<String> al = new ArrayList<>(Arrays.asList("a", "b", "c", "d", "e"));
        Spliterator<String> ls = al.spliterator();
        al.add("f");
        System.out.println("arraylist chars=" + ls.characteristics() + " size=" + ls.estimateSize() + " " + tree(ls, 0));
        System.out.println("asList " + tree(Arrays.asList("p", "q", "r").spliterator(), 0));
        LinkedList<Integer> ll = new LinkedList<>();
        for (int i = 0; i < 1500; i++) {
            ll.add(i);
        }
        Spliterator<Integer> lls = ll.spliterator();
        Spliterator<Integer> batch = lls.trySplit();
        System.out.println("linked chars=" + lls.characteristics() + " batch=" + batch.estimateSize() + " rest=" + lls.estimateSize()
                + " batch chars=" + batch.characteristics());
        Spliterator<Integer> batch2 = lls.trySplit();
        System.out.println("batch2=" + batch2.estimateSize() + " rest=" + lls.estimateSize() + " next split=" + lls.trySplit());

        Spliterator<String> its = Spliterators.spliterator(Arrays.asList("x", "y", "z").iterator(), 3, Spliterator.ORDERED);
        Spliterator<String> itp = its.trySplit();
        System.out.println("iter " + itp.estimateSize() + " " + drain(itp) + " rest=" + its.estimateSize() + " " + drain(its));
        PrimitiveIterator.OfInt pit = IntStream.range(0, 5).iterator();
        Spliterator.OfInt ps = Spliterators.spliteratorUnknownSize(pit, Spliterator.ORDERED);
        System.out.println("prim unknown size=" + ps.estimateSize() + " chars=" + ps.characteristics() + " " + tree(ps, 0));
        Spliterator.OfInt sized = Spliterators.spliterator(IntStream.rangeClosed(1, 4).iterator(), 4, 0);
        System.out.println("prim sized chars=" + sized.characteristics() + " " + tree(sized, 0));

        Spliterator<Integer> abs = new Spliterators.AbstractSpliterator<Integer>(5, Spliterator.ORDERED | Spliterator.SIZED) {
            int i = 0;

            @Override
            public boolean tryAdvance(Consumer<? super Integer> action) {
                if (i >= 5) {
                    return false;
                }
                action.accept(i++);
                return true;
            }
        };
        System.out.println("abstract chars=" + abs.characteristics() + " " + tree(abs, 0) + " left=" + abs.estimateSize());
        Spliterator.OfLong absL = new Spliterators.AbstractLongSpliterator(Long.MAX_VALUE, Spliterator.NONNULL) {
            long v = 100;

            @Override
            public boolean tryAdvance(LongConsumer action) {
                if (v >= 103) {
                    return false;
                }
                action.accept(v++);
                return true;
            }
        };
        Spliterator.OfLong absLp = absL.trySplit();
        System.out.println("abstract long " + absLp.characteristics() + " " + absLp.estimateSize() + " " + drain(absLp) + " left=" + absL.estimateSize()
                + " " + absL.trySplit());

        PrimitiveIterator.OfInt back = Spliterators.iterator(Arrays.spliterator(ints, 2, 5));
        while (back.hasNext()) {
            System.out.print(back.nextInt() + " ");
        }
        System.out.println();
        Iterator<Integer> backRef = Spliterators.iterator(Arrays.spliterator(boxed, 8, 11));
        while (backRef.hasNext()) {
            System.out.print(backRef.next() + " ");
        }
        System.out.println();

        Spliterator.OfInt half = Arrays.spliterator(new int[] {5, 3, 8, 1, 9, 2});
        Spliterator.OfInt first = half.trySplit();
        System.out.println(StreamSupport.intStream(first, false).sum() + " " + StreamSupport.intStream(half, false).boxed().collect(Collectors.toList()));
        Spliterator<Integer> refHalf = Arrays.spliterator(boxed);
        Spliterator<Integer> refFirst = refHalf.trySplit();
        System.out.println(StreamSupport.stream(refFirst, false).map(x -> x * 10).collect(Collectors.toList()) + " " + StreamSupport.stream(refHalf, false).count());
        Spliterator.OfInt fromStream = IntStream.of(4, 5, 6).spliterator();
        System.out.println(drain(fromStream) + " " + drain(LongStream.range(0, 3).spliterator()) + " " + DoubleStream.of(1.0).spliterator().tryAdvance((DoubleConsumer) d -> System.out.print(d + " ")));

        try {
            Arrays.spliterator(ints, 3, 2);
        } catch (ArrayIndexOutOfBoundsException e) {
            System.out.println("AIOOBE " + e.getMessage());
        }
        try {
            Arrays.spliterator(ints, -1, 2);
        } catch (ArrayIndexOutOfBoundsException e) {
            System.out.println("AIOOBE " + e.getMessage());
        }
        try {
            Spliterators.spliterator(boxed, 0, 12, 0);
        } catch (ArrayIndexOutOfBoundsException e) {
            System.out.println("AIOOBE " + e.getMessage());
        }
        try {
            Arrays.spliterator(boxed).getComparator();
        } catch (IllegalStateException e) {
            System.out.println("ISE");
        }
    }
}
