package java.util.concurrent;

/** Lets a fixed number of threads wait for each other, repeatedly (rjvm shim). */
public class CyclicBarrier {
    private final int parties;
    private final Runnable barrierAction;
    private int waiting;
    private long generation;
    private boolean broken;
    private long resetGeneration = -1;

    /** A barrier for {@code parties} threads that runs {@code barrierAction} when they all arrive. */
    public CyclicBarrier(int parties, Runnable barrierAction) {
        if (parties <= 0) {
            throw new IllegalArgumentException();
        }
        this.parties = parties;
        this.barrierAction = barrierAction;
    }

    /** A barrier for {@code parties} threads. */
    public CyclicBarrier(int parties) {
        this(parties, null);
    }

    /** Waits for all parties; returns this thread's arrival index (parties-1 first, 0 last). */
    public synchronized int await() throws InterruptedException, BrokenBarrierException {
        if (broken) {
            throw new BrokenBarrierException();
        }
        int index = parties - 1 - waiting;
        if (index == 0) {
            if (barrierAction != null) {
                try {
                    barrierAction.run();
                } catch (RuntimeException | Error e) {
                    broken = true;
                    notifyAll();
                    throw e;
                }
            }
            waiting = 0;
            generation++;
            notifyAll();
            return 0;
        }
        waiting++;
        long gen = generation;
        while (gen == generation && !broken) {
            wait();
        }
        if (gen == generation || gen == resetGeneration) {
            throw new BrokenBarrierException();
        }
        return index;
    }

    /** The number of parties. */
    public int getParties() {
        return parties;
    }

    /** The number of parties waiting now. */
    public synchronized int getNumberWaiting() {
        return waiting;
    }

    /** True if the barrier is broken. */
    public synchronized boolean isBroken() {
        return broken;
    }

    /** Breaks the waiting parties out and starts a new generation. */
    public synchronized void reset() {
        resetGeneration = generation;
        broken = false;
        waiting = 0;
        generation++;
        notifyAll();
    }
}
