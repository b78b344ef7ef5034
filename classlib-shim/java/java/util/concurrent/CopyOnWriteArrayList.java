package java.util.concurrent;

import java.util.AbstractList;
import java.util.Arrays;
import java.util.Collection;
import java.util.Iterator;
import java.util.RandomAccess;

/**
 * A thread-safe list that copies its array on every change, so iterators see a snapshot and
 * never throw ConcurrentModificationException (rjvm shim).
 */
public class CopyOnWriteArrayList<E> extends AbstractList<E> implements RandomAccess, Cloneable, java.io.Serializable {
    private volatile Object[] array = new Object[0];

    /** An empty list. */
    public CopyOnWriteArrayList() {
    }

    /** A list of the elements of {@code c}. */
    public CopyOnWriteArrayList(Collection<? extends E> c) {
        array = c.toArray();
    }

    /** A list of the elements of {@code a}. */
    public CopyOnWriteArrayList(E[] a) {
        array = Arrays.copyOf(a, a.length, Object[].class);
    }

    @Override
    @SuppressWarnings("unchecked")
    public E get(int index) {
        Object[] a = array;
        if (index < 0 || index >= a.length) {
            throw new IndexOutOfBoundsException("Index " + index + " out of bounds for length " + a.length);
        }
        return (E) a[index];
    }

    @Override
    public int size() {
        return array.length;
    }

    @Override
    public synchronized E set(int index, E element) {
        E old = get(index);
        Object[] a = array.clone();
        a[index] = element;
        array = a;
        return old;
    }

    @Override
    public synchronized void add(int index, E element) {
        Object[] a = array;
        if (index < 0 || index > a.length) {
            throw new IndexOutOfBoundsException("Index: " + index + ", Size: " + a.length);
        }
        Object[] b = new Object[a.length + 1];
        System.arraycopy(a, 0, b, 0, index);
        b[index] = element;
        System.arraycopy(a, index, b, index + 1, a.length - index);
        array = b;
    }

    @Override
    public synchronized E remove(int index) {
        E old = get(index);
        Object[] a = array;
        Object[] b = new Object[a.length - 1];
        System.arraycopy(a, 0, b, 0, index);
        System.arraycopy(a, index + 1, b, index, a.length - index - 1);
        array = b;
        return old;
    }

    /** Adds {@code e} unless present; true if added. */
    public synchronized boolean addIfAbsent(E e) {
        if (contains(e)) {
            return false;
        }
        add(e);
        return true;
    }

    @Override
    public synchronized void clear() {
        array = new Object[0];
    }

    @Override
    @SuppressWarnings("unchecked")
    public Iterator<E> iterator() {
        return (Iterator<E>) Arrays.asList(array.clone()).iterator();
    }
}
