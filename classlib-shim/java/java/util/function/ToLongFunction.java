package java.util.function;

/** Functional interface ToLongFunction (rjvm shim). */
@FunctionalInterface
public interface ToLongFunction<T> {
    long applyAsLong(T value);
}
