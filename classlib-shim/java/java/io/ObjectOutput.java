package java.io;

/** Output of objects and primitive data (rjvm shim). */
public interface ObjectOutput extends DataOutput, AutoCloseable {
    /** Writes {@code obj} and what it references. */
    void writeObject(Object obj) throws IOException;

    void write(int b) throws IOException;

    void write(byte[] b) throws IOException;

    void write(byte[] b, int off, int len) throws IOException;

    /** Flushes buffered output. */
    void flush() throws IOException;

    /** Closes the stream. */
    void close() throws IOException;
}
