package java.util.function;

/** Functional interface ObjIntConsumer (rjvm shim). */
@FunctionalInterface
public interface ObjIntConsumer<T> {
    void accept(T t, int value);
}
