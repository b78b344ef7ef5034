package java.util;

import java.util.function.Consumer;

/** An iterator over a collection (rjvm shim). */
public interface Iterator<E> {
    boolean hasNext();

    E next();

    default void remove() {
        throw new UnsupportedOperationException("remove");
    }

    default void forEachRemaining(Consumer<? super E> action) {
        if (action == null) {
            throw new NullPointerException();
        }
        while (hasNext()) {
            action.accept(next());
        }
    }
}
