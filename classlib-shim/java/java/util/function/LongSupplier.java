package java.util.function;

/** Functional interface LongSupplier (rjvm shim). */
@FunctionalInterface
public interface LongSupplier {
    long getAsLong();
}
