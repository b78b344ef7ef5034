package java.util;

import java.util.function.DoubleConsumer;
import java.util.function.IntConsumer;
import java.util.function.LongConsumer;

/** Iterators over primitive values (rjvm shim). */
public interface PrimitiveIterator<T, C> extends Iterator<T> {
    /** Passes every remaining element to {@code action}. */
    void forEachRemaining(C action);

    /** An iterator over ints. */
    interface OfInt extends PrimitiveIterator<Integer, IntConsumer> {
        /** The next int. */
        int nextInt();

        @Override
        default Integer next() {
            return nextInt();
        }

        @Override
        default void forEachRemaining(IntConsumer action) {
            while (hasNext()) {
                action.accept(nextInt());
            }
        }
    }

    /** An iterator over longs. */
    interface OfLong extends PrimitiveIterator<Long, LongConsumer> {
        /** The next long. */
        long nextLong();

        @Override
        default Long next() {
            return nextLong();
        }

        @Override
        default void forEachRemaining(LongConsumer action) {
            while (hasNext()) {
                action.accept(nextLong());
            }
        }
    }

    /** An iterator over doubles. */
    interface OfDouble extends PrimitiveIterator<Double, DoubleConsumer> {
        /** The next double. */
        double nextDouble();

        @Override
        default Double next() {
            return nextDouble();
        }

        @Override
        default void forEachRemaining(DoubleConsumer action) {
            while (hasNext()) {
                action.accept(nextDouble());
            }
        }
    }
}
