package java.util.concurrent.locks;

import java.util.concurrent.TimeUnit;

/**
 * A capability-based lock with write, read and optimistic-read modes (rjvm shim). The state
 * word and the stamps follow the JDK's encoding (a version in the high bits, the write bit
 * 128, a reader count in the low 7 bits, readers beyond 126 counted apart), so stamps and the
 * conversions return the values HotSpot's do. Waiting threads wait on a private monitor; a
 * reader waits while a writer waits, so writers are not starved. Not reentrant.
 */
public class StampedLock implements java.io.Serializable {
    private static final long RUNIT = 1L;
    private static final long WBIT = 1L << 7;
    private static final long RBITS = WBIT - 1L;
    private static final long RFULL = RBITS - 1L;
    private static final long ABITS = RBITS | WBIT;
    private static final long SBITS = ~RBITS;
    private static final long ORIGIN = WBIT << 1;

    private final Object monitor = new Object();
    private long state = ORIGIN;
    private int readerOverflow;
    private int writersWaiting;

    /** An unlocked lock. */
    public StampedLock() {
    }

    // ---- state transitions; the monitor is held ----

    private long tryWrite() {
        long s = state;
        if ((s & ABITS) != 0L) {
            return 0L;
        }
        state = s + WBIT;
        return state;
    }

    private long tryRead() {
        long s = state;
        long m = s & ABITS;
        if (m == WBIT) {
            return 0L;
        }
        if (m < RFULL) {
            state = s + RUNIT;
            return state;
        }
        readerOverflow++;
        return s;
    }

    private static long unlockWriteState(long s) {
        s += WBIT;
        return s == 0L ? ORIGIN : s;
    }

    /** Releases one read hold; false if the stamp does not match a read hold. */
    private boolean releaseRead(long stamp) {
        long s = state;
        long m = s & ABITS;
        if ((stamp & SBITS) != (s & SBITS) || (stamp & ABITS) == 0L || m == 0L || m == WBIT) {
            return false;
        }
        releaseOneReader();
        return true;
    }

    private void releaseOneReader() {
        if ((state & ABITS) == RFULL && readerOverflow > 0) {
            readerOverflow--;
        } else {
            state -= RUNIT;
        }
        monitor.notifyAll();
    }

    /** Waits up to {@code millis} (forever when negative) to acquire; 0 on timeout. */
    private long acquire(boolean write, long millis, boolean interruptible) throws InterruptedException {
        boolean interrupted = false;
        synchronized (monitor) {
            long deadline = VmClock.millis() + millis;
            if (write) {
                writersWaiting++;
            }
            try {
                while (true) {
                    long stamp = write ? tryWrite() : writersWaiting == 0 ? tryRead() : 0L;
                    if (stamp != 0L) {
                        return stamp;
                    }
                    long left = deadline - VmClock.millis();
                    if (millis >= 0 && left <= 0) {
                        return 0L;
                    }
                    try {
                        if (millis < 0) {
                            monitor.wait();
                        } else {
                            monitor.wait(left);
                        }
                    } catch (InterruptedException e) {
                        if (interruptible) {
                            throw e;
                        }
                        interrupted = true;
                    }
                }
            } finally {
                if (write) {
                    writersWaiting--;
                    monitor.notifyAll();
                }
                if (interrupted) {
                    Thread.currentThread().interrupt();
                }
            }
        }
    }

    private long acquireUninterruptibly(boolean write) {
        try {
            return acquire(write, -1, false);
        } catch (InterruptedException e) {
            throw new AssertionError(e);
        }
    }

    /** Acquires as {@link #acquire}, throwing at once if the thread is already interrupted. */
    private long acquireInterruptibly(boolean write, long millis) throws InterruptedException {
        if (Thread.interrupted()) {
            throw new InterruptedException();
        }
        return acquire(write, millis, true);
    }

    // ---- acquiring ----

    /** Acquires the write lock, waiting as needed; returns its stamp. */
    public long writeLock() {
        return acquireUninterruptibly(true);
    }

    /** The write lock's stamp if it is free now, else 0. */
    public long tryWriteLock() {
        synchronized (monitor) {
            return tryWrite();
        }
    }

    /** The write lock's stamp if it comes free within the timeout, else 0. */
    public long tryWriteLock(long time, TimeUnit unit) throws InterruptedException {
        return acquireInterruptibly(true, Math.max(0, unit.toMillis(time)));
    }

    /** Acquires the write lock, or throws if interrupted while waiting. */
    public long writeLockInterruptibly() throws InterruptedException {
        return acquireInterruptibly(true, -1);
    }

    /** Acquires a read lock, waiting as needed; returns its stamp. */
    public long readLock() {
        return acquireUninterruptibly(false);
    }

    /** A read stamp if no writer holds the lock now, else 0. */
    public long tryReadLock() {
        synchronized (monitor) {
            return tryRead();
        }
    }

    /** A read stamp if one can be had within the timeout, else 0. */
    public long tryReadLock(long time, TimeUnit unit) throws InterruptedException {
        return acquireInterruptibly(false, Math.max(0, unit.toMillis(time)));
    }

    /** Acquires a read lock, or throws if interrupted while waiting. */
    public long readLockInterruptibly() throws InterruptedException {
        return acquireInterruptibly(false, -1);
    }

    /** A stamp to validate later, or 0 if the write lock is held. */
    public long tryOptimisticRead() {
        synchronized (monitor) {
            long s = state;
            return (s & WBIT) == 0L ? s & SBITS : 0L;
        }
    }

    /** True if no write lock was acquired since {@code stamp} was issued. */
    public boolean validate(long stamp) {
        synchronized (monitor) {
            return (stamp & SBITS) == (state & SBITS);
        }
    }

    // ---- releasing ----

    /** Releases the write lock held with {@code stamp}. */
    public void unlockWrite(long stamp) {
        synchronized (monitor) {
            if (state != stamp || (stamp & WBIT) == 0L) {
                throw new IllegalMonitorStateException();
            }
            state = unlockWriteState(stamp);
            monitor.notifyAll();
        }
    }

    /** Releases a read lock held with {@code stamp}. */
    public void unlockRead(long stamp) {
        synchronized (monitor) {
            if (!releaseRead(stamp)) {
                throw new IllegalMonitorStateException();
            }
        }
    }

    /** Releases the lock (write or read) held with {@code stamp}. */
    public void unlock(long stamp) {
        if ((stamp & WBIT) != 0L) {
            unlockWrite(stamp);
        } else {
            unlockRead(stamp);
        }
    }

    /** Releases the write lock if held, whatever the stamp; true if it was held. */
    public boolean tryUnlockWrite() {
        synchronized (monitor) {
            long s = state;
            if ((s & WBIT) == 0L) {
                return false;
            }
            state = unlockWriteState(s);
            monitor.notifyAll();
            return true;
        }
    }

    /** Releases one read hold if any, whatever the stamp; true if one was held. */
    public boolean tryUnlockRead() {
        synchronized (monitor) {
            long m = state & ABITS;
            if (m == 0L || m >= WBIT) {
                return false;
            }
            releaseOneReader();
            return true;
        }
    }

    // ---- converting ----

    /** A write stamp for the mode {@code stamp} holds, if it can be had at once; else 0. */
    public long tryConvertToWriteLock(long stamp) {
        synchronized (monitor) {
            long a = stamp & ABITS;
            long s = state;
            if ((s & SBITS) != (stamp & SBITS)) {
                return 0L;
            }
            long m = s & ABITS;
            if (m == 0L) {
                return a != 0L ? 0L : tryWrite();
            }
            if (m == WBIT) {
                return a == m ? stamp : 0L;
            }
            if (m == RUNIT && a != 0L) {
                state = s - RUNIT + WBIT;
                return state;
            }
            return 0L;
        }
    }

    /** A read stamp for the mode {@code stamp} holds, if it can be had at once; else 0. */
    public long tryConvertToReadLock(long stamp) {
        synchronized (monitor) {
            long s = state;
            if ((s & SBITS) != (stamp & SBITS)) {
                return 0L;
            }
            long a = stamp & ABITS;
            if (a >= WBIT) {
                if (s != stamp) {
                    return 0L;
                }
                state = unlockWriteState(s) + RUNIT;
                monitor.notifyAll();
                return state;
            }
            if (a == 0L) {
                return tryRead();
            }
            return (s & ABITS) == 0L ? 0L : stamp;
        }
    }

    /** Releases the lock {@code stamp} holds and returns an optimistic stamp; 0 if invalid. */
    public long tryConvertToOptimisticRead(long stamp) {
        synchronized (monitor) {
            long s = state;
            if ((s & SBITS) != (stamp & SBITS)) {
                return 0L;
            }
            long a = stamp & ABITS;
            if (a >= WBIT) {
                if (s != stamp) {
                    return 0L;
                }
                state = unlockWriteState(s);
                monitor.notifyAll();
                return state;
            }
            if (a == 0L) {
                return stamp;
            }
            if ((s & ABITS) == 0L) {
                return 0L;
            }
            releaseOneReader();
            return state & SBITS;
        }
    }

    // ---- inspecting ----

    /** True if the write lock is held. */
    public boolean isWriteLocked() {
        synchronized (monitor) {
            return (state & WBIT) != 0L;
        }
    }

    /** True if a read lock is held. */
    public boolean isReadLocked() {
        synchronized (monitor) {
            return (state & RBITS) != 0L;
        }
    }

    /** The number of read holds. */
    public int getReadLockCount() {
        synchronized (monitor) {
            return readLockCount(state);
        }
    }

    private int readLockCount(long s) {
        long m = s & RBITS;
        return (int) (m >= RFULL ? m + readerOverflow : m);
    }

    /** True if {@code stamp} is a write stamp. */
    public static boolean isWriteLockStamp(long stamp) {
        return (stamp & ABITS) == WBIT;
    }

    /** True if {@code stamp} is a read stamp. */
    public static boolean isReadLockStamp(long stamp) {
        return (stamp & RBITS) != 0L;
    }

    /** True if {@code stamp} holds a lock (read or write). */
    public static boolean isLockStamp(long stamp) {
        return (stamp & ABITS) != 0L;
    }

    /** True if {@code stamp} is a successful optimistic-read stamp. */
    public static boolean isOptimisticReadStamp(long stamp) {
        return (stamp & ABITS) == 0L && stamp != 0L;
    }

    @Override
    public String toString() {
        synchronized (monitor) {
            long s = state;
            String mode = (s & ABITS) == 0L ? "[Unlocked]" : (s & WBIT) != 0L ? "[Write-locked]" : "[Read-locks:" + readLockCount(s) + "]";
            return super.toString() + mode;
        }
    }

    // ---- Lock views ----

    /** A Lock whose lock() takes a read lock and unlock() releases one (no conditions). */
    public Lock asReadLock() {
        return new View(false);
    }

    /** A Lock whose lock() takes the write lock and unlock() releases it (no conditions). */
    public Lock asWriteLock() {
        return new View(true);
    }

    /** The two views as a ReadWriteLock. */
    public ReadWriteLock asReadWriteLock() {
        return new ReadWriteLock() {
            @Override
            public Lock readLock() {
                return asReadLock();
            }

            @Override
            public Lock writeLock() {
                return asWriteLock();
            }
        };
    }

    /** A read or write view: stamps are not exposed, unlock releases any hold of the mode. */
    private final class View implements Lock {
        private final boolean write;

        View(boolean write) {
            this.write = write;
        }

        @Override
        public void lock() {
            if (write) {
                writeLock();
            } else {
                readLock();
            }
        }

        @Override
        public void lockInterruptibly() throws InterruptedException {
            if (write) {
                writeLockInterruptibly();
            } else {
                readLockInterruptibly();
            }
        }

        @Override
        public boolean tryLock() {
            return (write ? tryWriteLock() : tryReadLock()) != 0L;
        }

        @Override
        public boolean tryLock(long time, TimeUnit unit) throws InterruptedException {
            return (write ? tryWriteLock(time, unit) : tryReadLock(time, unit)) != 0L;
        }

        @Override
        public void unlock() {
            if (!(write ? tryUnlockWrite() : tryUnlockRead())) {
                throw new IllegalMonitorStateException();
            }
        }

        @Override
        public Condition newCondition() {
            throw new UnsupportedOperationException();
        }
    }
}
