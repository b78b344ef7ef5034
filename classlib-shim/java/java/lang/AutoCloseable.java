package java.lang;

/** A resource closed automatically by try-with-resources (rjvm shim). */
public interface AutoCloseable {
    void close() throws Exception;
}
