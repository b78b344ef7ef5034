package java.util.stream;

import java.util.Iterator;
import java.util.NoSuchElementException;

/** An iterator written as one "fetch the next element" method (rjvm shim; package-private). */
abstract class Fetcher<T> implements Iterator<T> {
    /** The element fetch() found. */
    T item;
    private int state; // 0: unknown, 1: item ready, 2: exhausted

    /** Stores the next element in {@link #item} and returns true, or returns false at the end. */
    abstract boolean fetch();

    @Override
    public final boolean hasNext() {
        if (state == 0) {
            state = fetch() ? 1 : 2;
        }
        return state == 1;
    }

    @Override
    public final T next() {
        if (!hasNext()) {
            throw new NoSuchElementException();
        }
        state = 0;
        T t = item;
        item = null;
        return t;
    }
}
