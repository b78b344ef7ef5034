package java.util.function;

/** Functional interface IntSupplier (rjvm shim). */
@FunctionalInterface
public interface IntSupplier {
    int getAsInt();
}
