package java.util.function;

/** Functional interface DoubleFunction (rjvm shim). */
@FunctionalInterface
public interface DoubleFunction<R> {
    R apply(double value);
}
