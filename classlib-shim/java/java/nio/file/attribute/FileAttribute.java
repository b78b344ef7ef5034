package java.nio.file.attribute;

/** An attribute given to a file when it is created (rjvm shim: accepted, not applied). */
public interface FileAttribute<T> {
    /** The attribute's name. */
    String name();

    /** The attribute's value. */
    T value();
}
