package java.io;

/** Marker interface for serializable classes (rjvm shim; serialization is not implemented). */
public interface Serializable {
}
