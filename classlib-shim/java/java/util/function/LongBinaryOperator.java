package java.util.function;

/** Functional interface LongBinaryOperator (rjvm shim). */
@FunctionalInterface
public interface LongBinaryOperator {
    long applyAsLong(long left, long right);
}
