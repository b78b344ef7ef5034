package java.util;

/** Static collection utilities (rjvm shim; only the comparator helpers so far). */
public class Collections {
    private Collections() {
    }

    @SuppressWarnings("unchecked")
    public static <T> Comparator<T> reverseOrder() {
        return (Comparator<T>) Comparators.ReverseNatural.INSTANCE;
    }

    @SuppressWarnings("unchecked")
    public static <T> Comparator<T> reverseOrder(Comparator<T> cmp) {
        if (cmp == null) {
            return (Comparator<T>) Comparators.ReverseNatural.INSTANCE;
        }
        if (cmp == Comparators.ReverseNatural.INSTANCE) {
            return (Comparator<T>) Comparators.NATURAL;
        }
        if (cmp instanceof Comparators.Reverse) {
            return ((Comparators.Reverse<T>) cmp).cmp;
        }
        return new Comparators.Reverse<T>(cmp);
    }
}
