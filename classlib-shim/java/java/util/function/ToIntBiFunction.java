package java.util.function;

/** Functional interface ToIntBiFunction (rjvm shim). */
@FunctionalInterface
public interface ToIntBiFunction<T, U> {
    int applyAsInt(T t, U u);
}
