package java.util.concurrent;

/**
 * A point where two threads swap objects (rjvm shim). The first thread to arrive posts its
 * object in a slot and waits; the next takes it, leaves its own in the slot's reply and wakes
 * the first. A waiter that times out or is interrupted withdraws its slot.
 */
public class Exchanger<V> {
    /** An offer waiting for a partner. */
    private static final class Slot {
        final Object item;
        Object reply;
        boolean done;

        Slot(Object item) {
            this.item = item;
        }
    }

    private Slot waiting;

    /** A new exchanger. */
    public Exchanger() {
    }

    /** Waits for a partner and swaps {@code x} for its object. */
    public V exchange(V x) throws InterruptedException {
        try {
            return exchange(x, -1);
        } catch (TimeoutException e) {
            throw new AssertionError(e);
        }
    }

    /** Waits up to the timeout for a partner and swaps {@code x} for its object. */
    public V exchange(V x, long timeout, TimeUnit unit) throws InterruptedException, TimeoutException {
        return exchange(x, Math.max(0, unit.toMillis(timeout)));
    }

    @SuppressWarnings("unchecked")
    private synchronized V exchange(V x, long millis) throws InterruptedException, TimeoutException {
        if (Thread.interrupted()) {
            throw new InterruptedException();
        }
        Slot partner = waiting;
        if (partner != null) {
            waiting = null;
            partner.reply = x;
            partner.done = true;
            notifyAll();
            return (V) partner.item;
        }
        Slot mine = new Slot(x);
        waiting = mine;
        long deadline = VmClock.millis() + millis;
        try {
            while (!mine.done) {
                if (millis < 0) {
                    wait();
                    continue;
                }
                long left = deadline - VmClock.millis();
                if (left <= 0) {
                    throw new TimeoutException();
                }
                wait(left);
            }
        } finally {
            if (!mine.done && waiting == mine) {
                waiting = null;
            }
        }
        return (V) mine.reply;
    }
}
