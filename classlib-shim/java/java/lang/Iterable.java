package java.lang;

import java.util.Iterator;
import java.util.function.Consumer;

/** Something that can be the target of a for-each loop (rjvm shim). */
public interface Iterable<T> {
    Iterator<T> iterator();

    default void forEach(Consumer<? super T> action) {
        if (action == null) {
            throw new NullPointerException();
        }
        for (T t : this) {
            action.accept(t);
        }
    }

    /** A spliterator over {@link #iterator()}, of unknown size. */
    default java.util.Spliterator<T> spliterator() {
        return java.util.Spliterators.spliteratorUnknownSize(iterator(), 0);
    }
}
