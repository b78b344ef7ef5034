package java.util.function;

/** Functional interface DoubleToIntFunction (rjvm shim). */
@FunctionalInterface
public interface DoubleToIntFunction {
    int applyAsInt(double value);
}
