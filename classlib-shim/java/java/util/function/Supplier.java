package java.util.function;

/** Functional interface Supplier (rjvm shim). */
@FunctionalInterface
public interface Supplier<T> {
    T get();
}
