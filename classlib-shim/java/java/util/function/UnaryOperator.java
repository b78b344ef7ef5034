package java.util.function;

/** A function whose argument and result have the same type (rjvm shim). */
@FunctionalInterface
public interface UnaryOperator<T> extends Function<T, T> {
    static <T> UnaryOperator<T> identity() {
        return new UnaryOperator<T>() {
            public T apply(T t) {
                return t;
            }
        };
    }
}
