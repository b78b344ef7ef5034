package java.util.function;

/** Functional interface ToDoubleFunction (rjvm shim). */
@FunctionalInterface
public interface ToDoubleFunction<T> {
    double applyAsDouble(T value);
}
