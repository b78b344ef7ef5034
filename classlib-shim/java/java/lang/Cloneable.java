package java.lang;

/** Marks classes whose instances Object.clone may copy (rjvm shim). */
public interface Cloneable {
}
