package java.util.function;

import java.util.Comparator;

/** A function of two arguments of the same type as its result (rjvm shim). */
@FunctionalInterface
public interface BinaryOperator<T> extends BiFunction<T, T, T> {
    static <T> BinaryOperator<T> minBy(final Comparator<? super T> comparator) {
        if (comparator == null) {
            throw new NullPointerException();
        }
        return new BinaryOperator<T>() {
            public T apply(T a, T b) {
                return comparator.compare(a, b) <= 0 ? a : b;
            }
        };
    }

    static <T> BinaryOperator<T> maxBy(final Comparator<? super T> comparator) {
        if (comparator == null) {
            throw new NullPointerException();
        }
        return new BinaryOperator<T>() {
            public T apply(T a, T b) {
                return comparator.compare(a, b) >= 0 ? a : b;
            }
        };
    }
}
