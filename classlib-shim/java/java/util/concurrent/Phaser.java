package java.util.concurrent;

/**
 * A reusable barrier whose number of parties can change from phase to phase (rjvm shim). One
 * monitor guards the phase number, the registered parties and those still to arrive; the last
 * arrival calls {@link #onAdvance} and starts the next phase (numbers wrap from
 * Integer.MAX_VALUE to 0), or terminates the phaser when it returns true, which sets the sign
 * bit of the phase as the JDK does. Tiered phasers (a parent) are not supported: those
 * constructors throw UnsupportedOperationException.
 */
public class Phaser {
    private static final int MAX_PARTIES = 0xffff;

    private int phase;
    private int parties;
    private int unarrived;
    private boolean terminated;

    /** A phaser with no registered parties, in phase 0. */
    public Phaser() {
        this(0);
    }

    /** A phaser with {@code parties} registered parties, in phase 0. */
    public Phaser(int parties) {
        if (parties < 0 || parties > MAX_PARTIES) {
            throw new IllegalArgumentException("Illegal number of parties");
        }
        this.parties = parties;
        this.unarrived = parties;
    }

    /** Not supported here: a child of {@code parent}. */
    public Phaser(Phaser parent) {
        this(parent, 0);
    }

    /** Not supported here (unless {@code parent} is null): a child of {@code parent}. */
    public Phaser(Phaser parent, int parties) {
        this(parties);
        if (parent != null) {
            throw new UnsupportedOperationException("rjvm: tiered Phaser (a Phaser with a parent) is not supported");
        }
    }

    /** The phase as getPhase reports it: negative once terminated. */
    private int reportedPhase() {
        return terminated ? phase | Integer.MIN_VALUE : phase;
    }

    /** Adds one unarrived party; returns the phase it joins, or a negative value if terminated. */
    public int register() {
        return bulkRegister(1);
    }

    /** Adds {@code n} unarrived parties; returns the phase they join, or negative if terminated. */
    public synchronized int bulkRegister(int n) {
        if (n < 0) {
            throw new IllegalArgumentException();
        }
        if (terminated) {
            return reportedPhase();
        }
        if (parties + n > MAX_PARTIES) {
            throw new IllegalStateException("Attempt to register more than " + MAX_PARTIES + " parties for " + this);
        }
        parties += n;
        unarrived += n;
        return phase;
    }

    /** Arrives (leaving the phaser when {@code deregister}); returns the arrival phase. */
    private synchronized int doArrive(boolean deregister) {
        if (terminated) {
            return reportedPhase();
        }
        if (unarrived == 0) {
            throw new IllegalStateException("Attempted arrival of unregistered party for " + this);
        }
        int arrival = phase;
        unarrived--;
        if (deregister) {
            parties--;
        }
        if (unarrived == 0) {
            // On termination the JDK leaves no party unarrived.
            terminated = onAdvance(arrival, parties);
            phase = (arrival + 1) & Integer.MAX_VALUE;
            unarrived = terminated ? 0 : parties;
            notifyAll();
        }
        return arrival;
    }

    /** Arrives without waiting; returns the arrival phase, or negative if terminated. */
    public int arrive() {
        return doArrive(false);
    }

    /** Arrives and leaves the phaser; returns the arrival phase, or negative if terminated. */
    public int arriveAndDeregister() {
        return doArrive(true);
    }

    /** Arrives and waits for the others; returns the next phase, or negative if terminated. */
    public synchronized int arriveAndAwaitAdvance() {
        int arrival = doArrive(false);
        if (arrival < 0) {
            return arrival;
        }
        return awaitAdvance(arrival);
    }

    /** Waits (ignoring interrupts) until phase {@code phase} ends; returns the phase now. */
    public synchronized int awaitAdvance(int phase) {
        boolean interrupted = false;
        try {
            while (true) {
                try {
                    return awaitAdvance(phase, -1);
                } catch (InterruptedException e) {
                    interrupted = true;
                }
            }
        } catch (TimeoutException e) {
            throw new AssertionError(e);
        } finally {
            if (interrupted) {
                Thread.currentThread().interrupt();
            }
        }
    }

    /** Waits until phase {@code phase} ends, or throws if interrupted; returns the phase now. */
    public int awaitAdvanceInterruptibly(int phase) throws InterruptedException {
        try {
            return awaitAdvance(phase, -1);
        } catch (TimeoutException e) {
            throw new AssertionError(e);
        }
    }

    /** Waits up to the timeout until phase {@code phase} ends; returns the phase now. */
    public int awaitAdvanceInterruptibly(int phase, long timeout, TimeUnit unit) throws InterruptedException, TimeoutException {
        return awaitAdvance(phase, Math.max(0, unit.toMillis(timeout)));
    }

    /** Waits up to {@code millis} (forever when negative) until phase {@code phase} ends. */
    private synchronized int awaitAdvance(int phase, long millis) throws InterruptedException, TimeoutException {
        if (phase < 0) {
            return phase;
        }
        long deadline = VmClock.millis() + millis;
        while (this.phase == phase && !terminated) {
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
        return reportedPhase();
    }

    /** Terminates the phaser and releases every waiting party. */
    public synchronized void forceTermination() {
        if (!terminated) {
            terminated = true;
            notifyAll();
        }
    }

    /** The current phase; negative (the phase with the sign bit set) once terminated. */
    public final synchronized int getPhase() {
        return reportedPhase();
    }

    /** The number of registered parties. */
    public synchronized int getRegisteredParties() {
        return parties;
    }

    /** The number of parties that have arrived in the current phase. */
    public synchronized int getArrivedParties() {
        return parties - unarrived;
    }

    /** The number of parties still to arrive in the current phase. */
    public synchronized int getUnarrivedParties() {
        return unarrived;
    }

    /** Always null: tiered phasers are not supported. */
    public Phaser getParent() {
        return null;
    }

    /** This phaser: tiered phasers are not supported. */
    public Phaser getRoot() {
        return this;
    }

    /** True once terminated. */
    public synchronized boolean isTerminated() {
        return terminated;
    }

    /**
     * Called by the last party to arrive before the phase advances; true terminates the
     * phaser. By default, terminates when no party is registered.
     */
    protected boolean onAdvance(int phase, int registeredParties) {
        return registeredParties == 0;
    }

    @Override
    public synchronized String toString() {
        return super.toString() + "[phase = " + reportedPhase() + " parties = " + parties + " arrived = " + (parties - unarrived) + "]";
    }
}
