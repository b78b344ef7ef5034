package java.util.function;

/** Functional interface DoubleBinaryOperator (rjvm shim). */
@FunctionalInterface
public interface DoubleBinaryOperator {
    double applyAsDouble(double left, double right);
}
