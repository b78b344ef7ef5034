package java.util.function;

/** Functional interface LongToIntFunction (rjvm shim). */
@FunctionalInterface
public interface LongToIntFunction {
    int applyAsInt(long value);
}
