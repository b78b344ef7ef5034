package java.util.zip;

/** A running checksum of a stream of bytes (rjvm shim). */
public interface Checksum {
    /** Adds one byte (the low 8 bits of {@code b}). */
    void update(int b);

    /** Adds {@code len} bytes of {@code b} from {@code off}. */
    void update(byte[] b, int off, int len);

    /** Adds all bytes of {@code b}. */
    default void update(byte[] b) {
        update(b, 0, b.length);
    }

    /** The checksum so far. */
    long getValue();

    /** Starts again from the initial value. */
    void reset();
}
