package java.util;

/** Marker for lists with fast (constant-time) random access (rjvm shim). */
public interface RandomAccess {
}
