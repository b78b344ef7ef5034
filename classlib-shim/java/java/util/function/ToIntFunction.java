package java.util.function;

/** Functional interface ToIntFunction (rjvm shim). */
@FunctionalInterface
public interface ToIntFunction<T> {
    int applyAsInt(T value);
}
