package java.util.function;

/** Functional interface LongFunction (rjvm shim). */
@FunctionalInterface
public interface LongFunction<R> {
    R apply(long value);
}
