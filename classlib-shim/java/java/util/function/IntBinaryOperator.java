package java.util.function;

/** Functional interface IntBinaryOperator (rjvm shim). */
@FunctionalInterface
public interface IntBinaryOperator {
    int applyAsInt(int left, int right);
}
