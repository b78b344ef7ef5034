package java.util.function;

/** Functional interface DoubleSupplier (rjvm shim). */
@FunctionalInterface
public interface DoubleSupplier {
    double getAsDouble();
}
