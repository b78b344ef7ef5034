package java.util.concurrent;

import java.util.Deque;
import java.util.Iterator;

/** A deque whose operations can wait for room or for an element (rjvm shim). */
public interface BlockingDeque<E> extends BlockingQueue<E>, Deque<E> {
    /** Inserts at the front, waiting for room. */
    void putFirst(E e) throws InterruptedException;

    /** Inserts at the back, waiting for room. */
    void putLast(E e) throws InterruptedException;

    /** Inserts at the front, waiting up to the timeout for room. */
    boolean offerFirst(E e, long timeout, TimeUnit unit) throws InterruptedException;

    /** Inserts at the back, waiting up to the timeout for room. */
    boolean offerLast(E e, long timeout, TimeUnit unit) throws InterruptedException;

    /** Removes the front element, waiting for one. */
    E takeFirst() throws InterruptedException;

    /** Removes the back element, waiting for one. */
    E takeLast() throws InterruptedException;

    /** Removes the front element, waiting up to the timeout; null if none came. */
    E pollFirst(long timeout, TimeUnit unit) throws InterruptedException;

    /** Removes the back element, waiting up to the timeout; null if none came. */
    E pollLast(long timeout, TimeUnit unit) throws InterruptedException;

    @Override
    boolean add(E e);

    @Override
    boolean offer(E e);

    @Override
    void put(E e) throws InterruptedException;

    @Override
    E remove();

    @Override
    E poll();

    @Override
    E take() throws InterruptedException;

    @Override
    E element();

    @Override
    E peek();

    @Override
    boolean remove(Object o);

    @Override
    boolean contains(Object o);

    @Override
    int size();

    @Override
    Iterator<E> iterator();

    @Override
    void push(E e);
}
