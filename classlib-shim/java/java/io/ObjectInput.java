package java.io;

/** Input of objects and primitive data (rjvm shim). */
public interface ObjectInput extends DataInput, AutoCloseable {
    /** Reads an object written by ObjectOutput.writeObject. */
    Object readObject() throws ClassNotFoundException, IOException;

    int read() throws IOException;

    int read(byte[] b) throws IOException;

    int read(byte[] b, int off, int len) throws IOException;

    long skip(long n) throws IOException;

    int available() throws IOException;

    /** Closes the stream. */
    void close() throws IOException;
}
