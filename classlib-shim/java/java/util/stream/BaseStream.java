package java.util.stream;

import java.util.Iterator;

/** What every stream has (rjvm shim: streams are sequential; parallel() only sets a flag). */
public interface BaseStream<T, S extends BaseStream<T, S>> extends AutoCloseable {
    /** An iterator over the elements (a terminal operation). */
    Iterator<T> iterator();

    /** A spliterator over the elements (a terminal operation). */
    default java.util.Spliterator<T> spliterator() {
        return java.util.Spliterators.spliteratorUnknownSize(iterator(), 0);
    }

    /** True if parallel() was called last (rjvm still runs it sequentially). */
    boolean isParallel();

    /** This stream, marked sequential. */
    S sequential();

    /** This stream, marked parallel (rjvm runs every stream sequentially, in encounter order). */
    S parallel();

    /** This stream. */
    S unordered();

    /** This stream with {@code closeHandler} run by close(). */
    S onClose(Runnable closeHandler);

    /** Runs the close handlers. */
    @Override
    void close();
}
