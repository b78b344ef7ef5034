package java.util.stream;

import java.util.Iterator;
import java.util.PrimitiveIterator;

/**
 * Makes streams over spliterators and iterators (rjvm shim). Beside the JDK's
 * {@code stream(Spliterator, boolean)}, the factories take iterators: rjvm's streams pull
 * from iterators; Collection.stream(), Arrays.stream() and CharSequence.chars() use them.
 */
public final class StreamSupport {
    private StreamSupport() {
    }

    /** A stream of the elements {@code spliterator} gives (traversed lazily, never split). */
    public static <T> Stream<T> stream(java.util.Spliterator<T> spliterator, boolean parallel) {
        return stream(java.util.Spliterators.iterator(spliterator), parallel);
    }

    /** A stream of the elements {@code it} yields. */
    public static <T> Stream<T> stream(Iterator<? extends T> it, boolean parallel) {
        Stream<T> s = new RefPipeline<T>(it);
        return parallel ? s.parallel() : s;
    }

    /**
     * A stream of the {@code size} elements {@code it} yields ({@code size} -1: unknown). A known
     * size is the JDK's SIZED flag: count() answers without traversing.
     */
    public static <T> Stream<T> stream(Iterator<? extends T> it, long size, boolean parallel) {
        Stream<T> s = Stage.sized(new RefPipeline<T>(it), size);
        return parallel ? s.parallel() : s;
    }

    /** The size a stream of {@code c} knows: concurrent collections' (but copy-on-write ones') is unknown, as in the JDK. */
    public static long sizeOf(java.util.Collection<?> c) {
        String name = c.getClass().getName();
        if (name.startsWith("java.util.concurrent.") && !name.startsWith("java.util.concurrent.CopyOnWrite")) {
            return -1;
        }
        return c.size();
    }

    /** An IntStream of the {@code size} values {@code it} yields ({@code size} -1: unknown). */
    public static IntStream intStream(PrimitiveIterator.OfInt it, long size, boolean parallel) {
        IntStream s = Stage.sized(new IntPipeline(it, null), size);
        return parallel ? s.parallel() : s;
    }

    /** A IntStream of the values {@code spliterator} gives (traversed lazily, never split). */
    public static IntStream intStream(java.util.Spliterator.OfInt spliterator, boolean parallel) {
        return intStream(java.util.Spliterators.iterator(spliterator), parallel);
    }

    /** A LongStream of the values {@code spliterator} gives (traversed lazily, never split). */
    public static LongStream longStream(java.util.Spliterator.OfLong spliterator, boolean parallel) {
        return longStream(java.util.Spliterators.iterator(spliterator), parallel);
    }

    /** A DoubleStream of the values {@code spliterator} gives (traversed lazily, never split). */
    public static DoubleStream doubleStream(java.util.Spliterator.OfDouble spliterator, boolean parallel) {
        return doubleStream(java.util.Spliterators.iterator(spliterator), parallel);
    }

    /** An IntStream of the values {@code it} yields. */
    public static IntStream intStream(PrimitiveIterator.OfInt it, boolean parallel) {
        IntStream s = new IntPipeline(it, null);
        return parallel ? s.parallel() : s;
    }

    /** A LongStream of the values {@code it} yields. */
    public static LongStream longStream(PrimitiveIterator.OfLong it, boolean parallel) {
        LongStream s = new LongPipeline(it, null);
        return parallel ? s.parallel() : s;
    }

    /** A DoubleStream of the values {@code it} yields. */
    public static DoubleStream doubleStream(PrimitiveIterator.OfDouble it, boolean parallel) {
        DoubleStream s = new DoublePipeline(it, null);
        return parallel ? s.parallel() : s;
    }

    /** An IntStream of an int array slice. */
    public static IntStream intStream(int[] a, int from, int to) {
        return Stage.sized(new IntPipeline(IntPipeline.arrayIterator(a, from, to), null), to - from);
    }

    /** A LongStream of a long array slice. */
    public static LongStream longStream(long[] a, int from, int to) {
        return Stage.sized(new LongPipeline(LongPipeline.arrayIterator(a, from, to), null), to - from);
    }

    /** A DoubleStream of a double array slice. */
    public static DoubleStream doubleStream(double[] a, int from, int to) {
        return Stage.sized(new DoublePipeline(DoublePipeline.arrayIterator(a, from, to), null), to - from);
    }
}
