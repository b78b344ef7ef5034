package java.nio.file;

import java.io.Closeable;
import java.io.IOException;
import java.util.Iterator;

/**
 * The entries of a directory, iterated once (rjvm shim: the entries are listed when the stream
 * is opened, sorted by name, where the JDK gives directory order; a second {@code iterator()}
 * call fails as in the JDK).
 */
public interface DirectoryStream<T> extends Closeable, Iterable<T> {
    /** Decides which entries a directory stream gives. */
    @FunctionalInterface
    interface Filter<T> {
        /** Whether {@code entry} is given. */
        boolean accept(T entry) throws IOException;
    }

    @Override
    Iterator<T> iterator();
}
