package java.util.concurrent;

import java.util.AbstractQueue;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.Iterator;
import java.util.NoSuchElementException;

/**
 * A deque guarded by its own monitor, optionally bounded: the shared body of
 * LinkedBlockingDeque and ConcurrentLinkedDeque (rjvm shim; not JDK API). Nulls are rejected.
 * Iterators walk a snapshot, so they never throw ConcurrentModificationException; removing
 * through one removes the first occurrence of the element returned.
 */
abstract class MonitorDeque<E> extends AbstractQueue<E> implements Deque<E>, java.io.Serializable {
    final ArrayDeque<E> items = new ArrayDeque<>();
    final int capacity;

    /** A deque holding at most {@code capacity} elements. */
    MonitorDeque(int capacity) {
        if (capacity <= 0) {
            throw new IllegalArgumentException();
        }
        this.capacity = capacity;
    }

    static void checkNotNull(Object e) {
        if (e == null) {
            throw new NullPointerException();
        }
    }

    /** Inserts at the front or back if there is room; the monitor is held. */
    boolean link(E e, boolean first) {
        checkNotNull(e);
        if (items.size() >= capacity) {
            return false;
        }
        if (first) {
            items.addFirst(e);
        } else {
            items.addLast(e);
        }
        notifyAll();
        return true;
    }

    /** Removes from the front or back, null when empty; the monitor is held. */
    E unlink(boolean first) {
        E e = first ? items.pollFirst() : items.pollLast();
        if (e != null) {
            notifyAll();
        }
        return e;
    }

    @Override
    public synchronized boolean offerFirst(E e) {
        return link(e, true);
    }

    @Override
    public synchronized boolean offerLast(E e) {
        return link(e, false);
    }

    @Override
    public void addFirst(E e) {
        if (!offerFirst(e)) {
            throw new IllegalStateException("Deque full");
        }
    }

    @Override
    public void addLast(E e) {
        if (!offerLast(e)) {
            throw new IllegalStateException("Deque full");
        }
    }

    @Override
    public synchronized E pollFirst() {
        return unlink(true);
    }

    @Override
    public synchronized E pollLast() {
        return unlink(false);
    }

    @Override
    public E removeFirst() {
        E e = pollFirst();
        if (e == null) {
            throw new NoSuchElementException();
        }
        return e;
    }

    @Override
    public E removeLast() {
        E e = pollLast();
        if (e == null) {
            throw new NoSuchElementException();
        }
        return e;
    }

    @Override
    public synchronized E peekFirst() {
        return items.peekFirst();
    }

    @Override
    public synchronized E peekLast() {
        return items.peekLast();
    }

    @Override
    public E getFirst() {
        E e = peekFirst();
        if (e == null) {
            throw new NoSuchElementException();
        }
        return e;
    }

    @Override
    public E getLast() {
        E e = peekLast();
        if (e == null) {
            throw new NoSuchElementException();
        }
        return e;
    }

    @Override
    public synchronized boolean removeFirstOccurrence(Object o) {
        boolean removed = o != null && items.removeFirstOccurrence(o);
        if (removed) {
            notifyAll();
        }
        return removed;
    }

    @Override
    public synchronized boolean removeLastOccurrence(Object o) {
        boolean removed = o != null && items.removeLastOccurrence(o);
        if (removed) {
            notifyAll();
        }
        return removed;
    }

    @Override
    public boolean add(E e) {
        addLast(e);
        return true;
    }

    @Override
    public boolean offer(E e) {
        return offerLast(e);
    }

    @Override
    public E remove() {
        return removeFirst();
    }

    @Override
    public E poll() {
        return pollFirst();
    }

    @Override
    public E element() {
        return getFirst();
    }

    @Override
    public E peek() {
        return peekFirst();
    }

    @Override
    public void push(E e) {
        addFirst(e);
    }

    @Override
    public E pop() {
        return removeFirst();
    }

    @Override
    public boolean remove(Object o) {
        return removeFirstOccurrence(o);
    }

    @Override
    public synchronized boolean contains(Object o) {
        return o != null && items.contains(o);
    }

    @Override
    public synchronized int size() {
        return items.size();
    }

    @Override
    public synchronized void clear() {
        items.clear();
        notifyAll();
    }

    @Override
    public synchronized Object[] toArray() {
        return items.toArray();
    }

    @Override
    public synchronized <T> T[] toArray(T[] a) {
        return items.toArray(a);
    }

    /** A snapshot of the elements, front to back or back to front. */
    private synchronized ArrayList<E> snapshot(boolean descending) {
        ArrayList<E> list = new ArrayList<>(items);
        if (descending) {
            java.util.Collections.reverse(list);
        }
        return list;
    }

    @Override
    public Iterator<E> iterator() {
        return new SnapshotIterator<E>(snapshot(false)) {
            @Override
            void removeElement(E e) {
                removeFirstOccurrence(e);
            }
        };
    }

    @Override
    public Iterator<E> descendingIterator() {
        return new SnapshotIterator<E>(snapshot(true)) {
            @Override
            void removeElement(E e) {
                removeFirstOccurrence(e);
            }
        };
    }

    @Override
    public synchronized String toString() {
        return items.toString();
    }
}
