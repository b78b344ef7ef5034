package java.util.function;

/** Functional interface ToLongBiFunction (rjvm shim). */
@FunctionalInterface
public interface ToLongBiFunction<T, U> {
    long applyAsLong(T t, U u);
}
