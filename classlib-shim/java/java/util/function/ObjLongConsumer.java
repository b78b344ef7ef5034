package java.util.function;

/** Functional interface ObjLongConsumer (rjvm shim). */
@FunctionalInterface
public interface ObjLongConsumer<T> {
    void accept(T t, long value);
}
