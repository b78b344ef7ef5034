package java.lang;

import java.util.Iterator;
import java.util.function.Consumer;

/** Something that can be the target of a for-each loop (rjvm shim; no spliterator). */
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
}
