package java.util.concurrent;

import java.util.AbstractQueue;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Iterator;
import java.util.PriorityQueue;

/**
 * An unbounded blocking queue of {@link Delayed} elements, each taken only once its delay has
 * elapsed, soonest first (rjvm shim). A {@link PriorityQueue} under the queue's monitor; a
 * waiting take sleeps on the monitor for the head's remaining delay (the VM's clock, so
 * virtual time under {@code -XX:+VirtualClock}). Iteration walks a snapshot in heap order.
 */
public class DelayQueue<E extends Delayed> extends AbstractQueue<E> implements BlockingQueue<E> {
    private final PriorityQueue<E> heap = new PriorityQueue<>();

    /** An empty queue. */
    public DelayQueue() {
    }

    /** A queue holding the elements of {@code c}. */
    public DelayQueue(Collection<? extends E> c) {
        addAll(c);
    }

    @Override
    public synchronized boolean offer(E e) {
        heap.offer(e);
        notifyAll();
        return true;
    }

    @Override
    public boolean add(E e) {
        return offer(e);
    }

    @Override
    public void put(E e) {
        offer(e);
    }

    @Override
    public boolean offer(E e, long timeout, TimeUnit unit) {
        return offer(e);
    }

    /** The head if its delay has elapsed, else null. */
    @Override
    public synchronized E poll() {
        E head = heap.peek();
        if (head == null || head.getDelay(TimeUnit.NANOSECONDS) > 0) {
            return null;
        }
        return heap.poll();
    }

    @Override
    public E take() throws InterruptedException {
        return pollWaiting(-1);
    }

    @Override
    public E poll(long timeout, TimeUnit unit) throws InterruptedException {
        return pollWaiting(Math.max(0, unit.toMillis(timeout)));
    }

    /** Waits up to {@code millis} (forever when negative) for an expired head. */
    private synchronized E pollWaiting(long millis) throws InterruptedException {
        long deadline = VmClock.millis() + millis;
        while (true) {
            E head = heap.peek();
            long delay = head == null ? Long.MAX_VALUE : head.getDelay(TimeUnit.MILLISECONDS);
            if (head != null && head.getDelay(TimeUnit.NANOSECONDS) <= 0) {
                return heap.poll();
            }
            long wait = Math.max(1, delay);
            if (millis >= 0) {
                long left = deadline - VmClock.millis();
                if (left <= 0) {
                    return null;
                }
                wait = Math.min(wait, left);
            }
            if (wait == Long.MAX_VALUE) {
                wait();
            } else {
                wait(wait);
            }
        }
    }

    /** The head, expired or not; null when empty. */
    @Override
    public synchronized E peek() {
        return heap.peek();
    }

    @Override
    public synchronized int size() {
        return heap.size();
    }

    @Override
    public int remainingCapacity() {
        return Integer.MAX_VALUE;
    }

    @Override
    public synchronized boolean remove(Object o) {
        return heap.remove(o);
    }

    @Override
    public synchronized void clear() {
        heap.clear();
    }

    @Override
    public int drainTo(Collection<? super E> c) {
        return drainTo(c, Integer.MAX_VALUE);
    }

    /** Moves up to {@code max} expired elements to {@code c}. */
    @Override
    public synchronized int drainTo(Collection<? super E> c, int max) {
        if (c == null) {
            throw new NullPointerException();
        }
        if (c == this) {
            throw new IllegalArgumentException();
        }
        int n = 0;
        E e;
        while (n < max && (e = poll()) != null) {
            c.add(e);
            n++;
        }
        return n;
    }

    @Override
    public synchronized Object[] toArray() {
        return heap.toArray();
    }

    @Override
    public synchronized <T> T[] toArray(T[] a) {
        return heap.toArray(a);
    }

    @Override
    public Iterator<E> iterator() {
        final ArrayList<E> snapshot;
        synchronized (this) {
            snapshot = new ArrayList<>(heap);
        }
        return new SnapshotIterator<E>(snapshot) {
            @Override
            void removeElement(E e) {
                DelayQueue.this.remove(e);
            }
        };
    }
}
