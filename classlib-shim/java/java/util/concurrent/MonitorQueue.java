package java.util.concurrent;

import java.util.AbstractQueue;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Iterator;
import java.util.Queue;

/**
 * A blocking queue guarded by its own monitor, optionally bounded: the shared body of
 * LinkedBlockingQueue, ArrayBlockingQueue, ConcurrentLinkedQueue (FIFO, over an ArrayDeque) and
 * PriorityBlockingQueue (over a PriorityQueue) (rjvm shim; not JDK API).
 * Iterators walk a snapshot, so they never throw ConcurrentModificationException.
 */
public abstract class MonitorQueue<E> extends AbstractQueue<E> implements BlockingQueue<E>, java.io.Serializable {
    private final Queue<E> items;
    private final int capacity;

    /** A FIFO queue holding at most {@code capacity} elements. */
    MonitorQueue(int capacity) {
        this(capacity, new ArrayDeque<E>());
    }

    /** A queue over {@code items} (empty), which orders the elements. */
    MonitorQueue(int capacity, Queue<E> items) {
        if (capacity <= 0) {
            throw new IllegalArgumentException();
        }
        this.capacity = capacity;
        this.items = items;
    }

    @Override
    public synchronized boolean offer(E e) {
        if (e == null) {
            throw new NullPointerException();
        }
        if (items.size() >= capacity) {
            return false;
        }
        items.offer(e);
        notifyAll();
        return true;
    }

    @Override
    public synchronized void put(E e) throws InterruptedException {
        if (e == null) {
            throw new NullPointerException();
        }
        while (items.size() >= capacity) {
            wait();
        }
        items.offer(e);
        notifyAll();
    }

    @Override
    public synchronized boolean offer(E e, long timeout, TimeUnit unit) throws InterruptedException {
        if (e == null) {
            throw new NullPointerException();
        }
        long deadline = VmClock.millis() + unit.toMillis(timeout);
        while (items.size() >= capacity) {
            long left = deadline - VmClock.millis();
            if (left <= 0) {
                return false;
            }
            wait(left);
        }
        items.offer(e);
        notifyAll();
        return true;
    }

    @Override
    public synchronized E poll() {
        E e = items.poll();
        if (e != null) {
            notifyAll();
        }
        return e;
    }

    @Override
    public synchronized E take() throws InterruptedException {
        while (items.isEmpty()) {
            wait();
        }
        notifyAll();
        return items.poll();
    }

    @Override
    public synchronized E poll(long timeout, TimeUnit unit) throws InterruptedException {
        long deadline = VmClock.millis() + unit.toMillis(timeout);
        while (items.isEmpty()) {
            long left = deadline - VmClock.millis();
            if (left <= 0) {
                return null;
            }
            wait(left);
        }
        notifyAll();
        return items.poll();
    }

    @Override
    public synchronized E peek() {
        return items.peek();
    }

    @Override
    public synchronized int size() {
        return items.size();
    }

    @Override
    public synchronized int remainingCapacity() {
        return capacity == Integer.MAX_VALUE ? Integer.MAX_VALUE : capacity - items.size();
    }

    @Override
    public synchronized boolean remove(Object o) {
        boolean removed = items.remove(o);
        if (removed) {
            notifyAll();
        }
        return removed;
    }

    @Override
    public synchronized boolean contains(Object o) {
        return items.contains(o);
    }

    @Override
    public synchronized void clear() {
        items.clear();
        notifyAll();
    }

    @Override
    public int drainTo(Collection<? super E> c) {
        return drainTo(c, Integer.MAX_VALUE);
    }

    @Override
    public synchronized int drainTo(Collection<? super E> c, int max) {
        if (c == this) {
            throw new IllegalArgumentException();
        }
        int n = 0;
        while (n < max && !items.isEmpty()) {
            c.add(items.poll());
            n++;
        }
        if (n > 0) {
            notifyAll();
        }
        return n;
    }

    @Override
    public synchronized Object[] toArray() {
        return items.toArray();
    }

    @Override
    public synchronized <T> T[] toArray(T[] a) {
        return items.toArray(a);
    }

    @Override
    public Iterator<E> iterator() {
        final ArrayList<E> snapshot;
        synchronized (this) {
            snapshot = new ArrayList<>(items);
        }
        return new SnapshotIterator<E>(snapshot) {
            @Override
            void removeElement(E e) {
                MonitorQueue.this.remove(e);
            }
        };
    }

    @Override
    public synchronized String toString() {
        return items.toString();
    }
}
