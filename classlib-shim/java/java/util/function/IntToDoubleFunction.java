package java.util.function;

/** Functional interface IntToDoubleFunction (rjvm shim). */
@FunctionalInterface
public interface IntToDoubleFunction {
    double applyAsDouble(int value);
}
