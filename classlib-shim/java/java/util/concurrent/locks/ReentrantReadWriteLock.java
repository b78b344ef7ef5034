package java.util.concurrent.locks;

import java.util.IdentityHashMap;
import java.util.concurrent.TimeUnit;

/**
 * A reentrant read-write lock (rjvm shim): many readers or one writer. As the JDK's non-fair
 * mode: a writer may also take the read lock (downgrading), a reader cannot take the write lock
 * (tryLock fails, lock waits forever), and a new reader waits while a writer is waiting unless
 * it already holds a read lock, so writers are not starved. The state is guarded by a private
 * monitor; fairness is accepted and not modelled (green-thread scheduling is deterministic).
 */
public class ReentrantReadWriteLock implements ReadWriteLock, java.io.Serializable {
    private final Object monitor = new Object();
    private Thread writer;
    private int writeHolds;
    private int waitingWriters;
    private int readHolds;
    private final IdentityHashMap<Thread, Integer> readHoldsByThread = new IdentityHashMap<>();
    private final ReadLock readerLock;
    private final WriteLock writerLock;

    /** A lock. */
    public ReentrantReadWriteLock() {
        readerLock = new ReadLock(this);
        writerLock = new WriteLock(this);
    }

    /** A lock; {@code fair} is accepted and ignored. */
    public ReentrantReadWriteLock(boolean fair) {
        this();
    }

    /** The shared lock. */
    @Override
    public ReentrantReadWriteLock.ReadLock readLock() {
        return readerLock;
    }

    /** The exclusive lock. */
    @Override
    public ReentrantReadWriteLock.WriteLock writeLock() {
        return writerLock;
    }

    /** False: fairness is not modelled. */
    public final boolean isFair() {
        return false;
    }

    /** Read holds of all threads together. */
    public int getReadLockCount() {
        synchronized (monitor) {
            return readHolds;
        }
    }

    /** True if some thread holds the write lock. */
    public boolean isWriteLocked() {
        synchronized (monitor) {
            return writer != null;
        }
    }

    /** True if the current thread holds the write lock. */
    public boolean isWriteLockedByCurrentThread() {
        synchronized (monitor) {
            return writer == Thread.currentThread();
        }
    }

    /** The current thread's write holds. */
    public int getWriteHoldCount() {
        synchronized (monitor) {
            return writer == Thread.currentThread() ? writeHolds : 0;
        }
    }

    /** The current thread's read holds. */
    public int getReadHoldCount() {
        synchronized (monitor) {
            Integer n = readHoldsByThread.get(Thread.currentThread());
            return n == null ? 0 : n;
        }
    }

    /** True if a writer is waiting for the lock (waiting readers are not counted). */
    public final boolean hasQueuedThreads() {
        synchronized (monitor) {
            return waitingWriters > 0;
        }
    }

    @Override
    public String toString() {
        synchronized (monitor) {
            return super.toString() + "[Write locks = " + writeHolds + ", Read locks = " + readHolds + "]";
        }
    }

    // The state changes below run with the monitor held.

    /** Takes a read hold; a new reader yields to a waiting writer unless {@code barge}. */
    private boolean tryRead(boolean barge) {
        Thread me = Thread.currentThread();
        Integer mine = readHoldsByThread.get(me);
        if (writer != null && writer != me) {
            return false;
        }
        if (!barge && waitingWriters > 0 && writer != me && mine == null) {
            return false;
        }
        readHoldsByThread.put(me, mine == null ? 1 : mine + 1);
        readHolds++;
        return true;
    }

    private void releaseRead() {
        Thread me = Thread.currentThread();
        Integer mine = readHoldsByThread.get(me);
        if (mine == null) {
            throw new IllegalMonitorStateException("attempt to unlock read lock, not locked by current thread");
        }
        if (mine == 1) {
            readHoldsByThread.remove(me);
        } else {
            readHoldsByThread.put(me, mine - 1);
        }
        if (--readHolds == 0) {
            monitor.notifyAll();
        }
    }

    private boolean tryWrite(int holds) {
        Thread me = Thread.currentThread();
        if (writer == me) {
            writeHolds += holds;
            return true;
        }
        if (writer != null || readHolds > 0) {
            return false;
        }
        writer = me;
        writeHolds = holds;
        return true;
    }

    private int releaseAllWrites() {
        if (writer != Thread.currentThread()) {
            throw new IllegalMonitorStateException();
        }
        int n = writeHolds;
        writeHolds = 0;
        writer = null;
        monitor.notifyAll();
        return n;
    }

    /** Waits until {@code tryRead} (reading) or {@code tryWrite} succeeds; see {@link Lock#lock}. */
    private void acquire(boolean write, boolean interruptible) throws InterruptedException {
        synchronized (monitor) {
            if (interruptible && Thread.interrupted()) {
                throw new InterruptedException();
            }
            if (write) {
                waitingWriters++;
            }
            boolean interrupted = false;
            try {
                while (!(write ? tryWrite(1) : tryRead(false))) {
                    try {
                        monitor.wait();
                    } catch (InterruptedException e) {
                        if (interruptible) {
                            throw e;
                        }
                        interrupted = true;
                    }
                }
            } finally {
                if (write && --waitingWriters == 0) {
                    monitor.notifyAll();
                }
            }
            if (interrupted) {
                Thread.currentThread().interrupt();
            }
        }
    }

    /** As {@link #acquire} with a timeout; false if the time elapsed. */
    private boolean acquire(boolean write, long time, TimeUnit unit) throws InterruptedException {
        long deadline = VmClock.millis() + unit.toMillis(time);
        synchronized (monitor) {
            if (Thread.interrupted()) {
                throw new InterruptedException();
            }
            if (write) {
                waitingWriters++;
            }
            try {
                while (!(write ? tryWrite(1) : tryRead(false))) {
                    long left = deadline - VmClock.millis();
                    if (left <= 0) {
                        return false;
                    }
                    monitor.wait(left);
                }
                return true;
            } finally {
                if (write && --waitingWriters == 0) {
                    monitor.notifyAll();
                }
            }
        }
    }

    /** The shared lock of a {@link ReentrantReadWriteLock}; it has no conditions. */
    public static class ReadLock implements Lock, java.io.Serializable {
        private final ReentrantReadWriteLock rw;

        /** The read lock of {@code lock}. */
        protected ReadLock(ReentrantReadWriteLock lock) {
            rw = lock;
        }

        @Override
        public void lock() {
            try {
                rw.acquire(false, false);
            } catch (InterruptedException e) {
                throw new IllegalStateException(e);
            }
        }

        @Override
        public void lockInterruptibly() throws InterruptedException {
            rw.acquire(false, true);
        }

        @Override
        public boolean tryLock() {
            synchronized (rw.monitor) {
                return rw.tryRead(true);
            }
        }

        @Override
        public boolean tryLock(long time, TimeUnit unit) throws InterruptedException {
            return rw.acquire(false, time, unit);
        }

        @Override
        public void unlock() {
            synchronized (rw.monitor) {
                rw.releaseRead();
            }
        }

        /** Unsupported: the read lock has no conditions (as the JDK's). */
        @Override
        public Condition newCondition() {
            throw new UnsupportedOperationException();
        }

        @Override
        public String toString() {
            return super.toString() + "[Read locks = " + rw.getReadLockCount() + "]";
        }
    }

    /** The exclusive lock of a {@link ReentrantReadWriteLock}. */
    public static class WriteLock implements Lock, java.io.Serializable {
        private final ReentrantReadWriteLock rw;
        private final ExclusiveHolds exclusive;

        /** The write lock of {@code lock}. */
        protected WriteLock(ReentrantReadWriteLock lock) {
            rw = lock;
            exclusive = new ExclusiveHolds() {
                @Override
                public boolean heldByCurrentThread() {
                    return rw.writer == Thread.currentThread();
                }

                @Override
                public int releaseAll() {
                    return rw.releaseAllWrites();
                }

                @Override
                public boolean tryAcquire(int holds) {
                    return rw.tryWrite(holds);
                }
            };
        }

        @Override
        public void lock() {
            try {
                rw.acquire(true, false);
            } catch (InterruptedException e) {
                throw new IllegalStateException(e);
            }
        }

        @Override
        public void lockInterruptibly() throws InterruptedException {
            rw.acquire(true, true);
        }

        @Override
        public boolean tryLock() {
            synchronized (rw.monitor) {
                return rw.tryWrite(1);
            }
        }

        @Override
        public boolean tryLock(long time, TimeUnit unit) throws InterruptedException {
            return rw.acquire(true, time, unit);
        }

        @Override
        public void unlock() {
            synchronized (rw.monitor) {
                if (rw.writer != Thread.currentThread()) {
                    throw new IllegalMonitorStateException();
                }
                if (--rw.writeHolds == 0) {
                    rw.writer = null;
                    rw.monitor.notifyAll();
                }
            }
        }

        @Override
        public Condition newCondition() {
            return new MonitorCondition(rw.monitor, exclusive);
        }

        /** True if the current thread holds this lock. */
        public boolean isHeldByCurrentThread() {
            return rw.isWriteLockedByCurrentThread();
        }

        /** The current thread's holds of this lock. */
        public int getHoldCount() {
            return rw.getWriteHoldCount();
        }

        @Override
        public String toString() {
            Thread o;
            synchronized (rw.monitor) {
                o = rw.writer;
            }
            return super.toString() + (o == null ? "[Unlocked]" : "[Locked by thread " + o.getName() + "]");
        }
    }
}
