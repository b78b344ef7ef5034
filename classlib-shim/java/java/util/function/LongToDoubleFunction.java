package java.util.function;

/** Functional interface LongToDoubleFunction (rjvm shim). */
@FunctionalInterface
public interface LongToDoubleFunction {
    double applyAsDouble(long value);
}
