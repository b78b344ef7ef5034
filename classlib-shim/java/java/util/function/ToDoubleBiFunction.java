package java.util.function;

/** Functional interface ToDoubleBiFunction (rjvm shim). */
@FunctionalInterface
public interface ToDoubleBiFunction<T, U> {
    double applyAsDouble(T t, U u);
}
