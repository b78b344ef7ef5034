package java.util.concurrent.locks;

import java.util.ArrayDeque;
import java.util.concurrent.TimeUnit;

/**
 * A {@link Condition} of a lock whose state is guarded by one monitor (rjvm shim): waiters queue
 * in FIFO order, await releases every hold of the lock, waits on the monitor for a signal and
 * takes the same number of holds back; signal wakes the longest waiter.
 */
final class MonitorCondition implements Condition {
    /** A waiter's ticket in the queue. */
    private static final class Waiter {
        boolean signalled;
    }

    private final Object monitor;
    private final ExclusiveHolds lock;
    private final ArrayDeque<Waiter> waiters = new ArrayDeque<>();

    /** A condition of {@code lock}, whose state {@code monitor} guards. */
    MonitorCondition(Object monitor, ExclusiveHolds lock) {
        this.monitor = monitor;
        this.lock = lock;
    }

    @Override
    public void await() throws InterruptedException {
        awaitMillis(-1, true);
    }

    @Override
    public boolean await(long time, TimeUnit unit) throws InterruptedException {
        return awaitMillis(Math.max(unit.toMillis(time), 1), true);
    }

    @Override
    public void awaitUninterruptibly() {
        try {
            awaitMillis(-1, false);
        } catch (InterruptedException e) {
            throw new IllegalStateException(e);
        }
    }

    /** Waits for a signal ({@code millis < 0}: no timeout); false on timeout. */
    private boolean awaitMillis(long millis, boolean interruptible) throws InterruptedException {
        synchronized (monitor) {
            checkOwner();
            if (interruptible && Thread.interrupted()) {
                throw new InterruptedException();
            }
            Waiter w = new Waiter();
            waiters.addLast(w);
            int saved = lock.releaseAll();
            long deadline = VmClock.millis() + millis;
            InterruptedException interrupt = null;
            try {
                while (!w.signalled) {
                    long left = millis < 0 ? 0 : deadline - VmClock.millis();
                    if (millis >= 0 && left <= 0) {
                        break;
                    }
                    try {
                        monitor.wait(left);
                    } catch (InterruptedException e) {
                        if (interruptible) {
                            interrupt = e;
                            break;
                        }
                    }
                }
            } finally {
                waiters.remove(w);
                while (!lock.tryAcquire(saved)) {
                    try {
                        monitor.wait();
                    } catch (InterruptedException e) {
                        interrupt = interrupt == null && interruptible ? e : interrupt;
                    }
                }
            }
            if (interrupt != null) {
                throw interrupt;
            }
            return w.signalled;
        }
    }

    @Override
    public void signal() {
        synchronized (monitor) {
            checkOwner();
            Waiter w = waiters.pollFirst();
            if (w != null) {
                w.signalled = true;
                monitor.notifyAll();
            }
        }
    }

    @Override
    public void signalAll() {
        synchronized (monitor) {
            checkOwner();
            Waiter w;
            while ((w = waiters.pollFirst()) != null) {
                w.signalled = true;
            }
            monitor.notifyAll();
        }
    }

    private void checkOwner() {
        if (!lock.heldByCurrentThread()) {
            throw new IllegalMonitorStateException();
        }
    }
}
