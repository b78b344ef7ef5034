package java.util.concurrent;

import java.util.Collection;

/**
 * An optionally bounded blocking deque (rjvm shim; see {@link MonitorDeque}): the waiting
 * operations wait on the deque's monitor, timeouts on the VM's clock.
 */
public class LinkedBlockingDeque<E> extends MonitorDeque<E> implements BlockingDeque<E> {
    /** An unbounded deque. */
    public LinkedBlockingDeque() {
        this(Integer.MAX_VALUE);
    }

    /** A deque holding at most {@code capacity} elements. */
    public LinkedBlockingDeque(int capacity) {
        super(capacity);
    }

    /** An unbounded deque holding the elements of {@code c}. */
    public LinkedBlockingDeque(Collection<? extends E> c) {
        this(Integer.MAX_VALUE);
        for (E e : c) {
            addLast(e);
        }
    }

    /** Inserts, waiting up to {@code millis} (forever when negative) for room. */
    private synchronized boolean linkWaiting(E e, boolean first, long millis) throws InterruptedException {
        checkNotNull(e);
        long deadline = VmClock.millis() + millis;
        while (items.size() >= capacity) {
            if (millis < 0) {
                wait();
                continue;
            }
            long left = deadline - VmClock.millis();
            if (left <= 0) {
                return false;
            }
            wait(left);
        }
        return link(e, first);
    }

    /** Removes, waiting up to {@code millis} (forever when negative) for an element. */
    private synchronized E unlinkWaiting(boolean first, long millis) throws InterruptedException {
        long deadline = VmClock.millis() + millis;
        while (items.isEmpty()) {
            if (millis < 0) {
                wait();
                continue;
            }
            long left = deadline - VmClock.millis();
            if (left <= 0) {
                return null;
            }
            wait(left);
        }
        return unlink(first);
    }

    @Override
    public void putFirst(E e) throws InterruptedException {
        linkWaiting(e, true, -1);
    }

    @Override
    public void putLast(E e) throws InterruptedException {
        linkWaiting(e, false, -1);
    }

    @Override
    public boolean offerFirst(E e, long timeout, TimeUnit unit) throws InterruptedException {
        return linkWaiting(e, true, Math.max(0, unit.toMillis(timeout)));
    }

    @Override
    public boolean offerLast(E e, long timeout, TimeUnit unit) throws InterruptedException {
        return linkWaiting(e, false, Math.max(0, unit.toMillis(timeout)));
    }

    @Override
    public E takeFirst() throws InterruptedException {
        return unlinkWaiting(true, -1);
    }

    @Override
    public E takeLast() throws InterruptedException {
        return unlinkWaiting(false, -1);
    }

    @Override
    public E pollFirst(long timeout, TimeUnit unit) throws InterruptedException {
        return unlinkWaiting(true, Math.max(0, unit.toMillis(timeout)));
    }

    @Override
    public E pollLast(long timeout, TimeUnit unit) throws InterruptedException {
        return unlinkWaiting(false, Math.max(0, unit.toMillis(timeout)));
    }

    @Override
    public void put(E e) throws InterruptedException {
        putLast(e);
    }

    @Override
    public boolean offer(E e, long timeout, TimeUnit unit) throws InterruptedException {
        return offerLast(e, timeout, unit);
    }

    @Override
    public E take() throws InterruptedException {
        return takeFirst();
    }

    @Override
    public E poll(long timeout, TimeUnit unit) throws InterruptedException {
        return pollFirst(timeout, unit);
    }

    @Override
    public synchronized int remainingCapacity() {
        return capacity == Integer.MAX_VALUE ? Integer.MAX_VALUE : capacity - items.size();
    }

    @Override
    public int drainTo(Collection<? super E> c) {
        return drainTo(c, Integer.MAX_VALUE);
    }

    @Override
    public synchronized int drainTo(Collection<? super E> c, int max) {
        checkNotNull(c);
        if (c == this) {
            throw new IllegalArgumentException();
        }
        int n = 0;
        while (n < max && !items.isEmpty()) {
            c.add(items.pollFirst());
            n++;
        }
        if (n > 0) {
            notifyAll();
        }
        return n;
    }
}
