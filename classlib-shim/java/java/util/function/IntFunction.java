package java.util.function;

/** Functional interface IntFunction (rjvm shim). */
@FunctionalInterface
public interface IntFunction<R> {
    R apply(int value);
}
