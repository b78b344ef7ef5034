package java.util.function;

/** Functional interface BooleanSupplier (rjvm shim). */
@FunctionalInterface
public interface BooleanSupplier {
    boolean getAsBoolean();
}
