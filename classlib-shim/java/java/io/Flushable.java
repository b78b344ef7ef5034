package java.io;

/** A destination of data that can be flushed (rjvm shim). */
public interface Flushable {
    void flush() throws IOException;
}
