package java.lang.reflect;

/** A type of the Java language (rjvm shim: only classes, which carry no generic signatures). */
public interface Type {
    /** The type's name. */
    default String getTypeName() {
        return toString();
    }
}
