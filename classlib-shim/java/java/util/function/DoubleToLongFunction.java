package java.util.function;

/** Functional interface DoubleToLongFunction (rjvm shim). */
@FunctionalInterface
public interface DoubleToLongFunction {
    long applyAsLong(double value);
}
