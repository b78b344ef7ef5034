package java.util.function;

/** Functional interface IntToLongFunction (rjvm shim). */
@FunctionalInterface
public interface IntToLongFunction {
    long applyAsLong(int value);
}
