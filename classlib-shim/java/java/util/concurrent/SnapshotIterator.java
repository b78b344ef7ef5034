package java.util.concurrent;

import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;

/**
 * Walks a snapshot of a monitor-guarded collection, so it never throws
 * ConcurrentModificationException; {@code remove()} hands the element last returned to the
 * collection's own removal, {@link #removeElement} (rjvm shim; not JDK API).
 */
abstract class SnapshotIterator<E> implements Iterator<E> {
    private final List<E> snapshot;
    private int next;
    private E last;

    SnapshotIterator(List<E> snapshot) {
        this.snapshot = snapshot;
    }

    /** Removes {@code e} from the collection the snapshot was taken of. */
    abstract void removeElement(E e);

    @Override
    public boolean hasNext() {
        return next < snapshot.size();
    }

    @Override
    public E next() {
        if (next >= snapshot.size()) {
            throw new NoSuchElementException();
        }
        last = snapshot.get(next++);
        return last;
    }

    @Override
    public void remove() {
        if (last == null) {
            throw new IllegalStateException();
        }
        removeElement(last);
        last = null;
    }
}
