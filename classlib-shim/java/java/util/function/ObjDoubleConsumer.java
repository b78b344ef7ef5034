package java.util.function;

/** Functional interface ObjDoubleConsumer (rjvm shim). */
@FunctionalInterface
public interface ObjDoubleConsumer<T> {
    void accept(T t, double value);
}
