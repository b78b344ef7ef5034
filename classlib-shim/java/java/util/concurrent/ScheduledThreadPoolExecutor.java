package java.util.concurrent;

import java.util.ArrayList;
import java.util.List;
import java.util.PriorityQueue;

/**
 * A thread pool that runs tasks after a delay or periodically (rjvm shim). Tasks wait in a queue
 * ordered by due time, then by submission; idle workers wait on the pool's monitor until the
 * first task is due. Times are read from the VM's clock in milliseconds (virtual time unless
 * real-time sleeping is on), so delays shorter than a millisecond round down. As the JDK's
 * defaults: after shutdown, delayed tasks still run and periodic ones are cancelled; a periodic
 * task that throws is not run again, and its future reports the exception.
 */
public class ScheduledThreadPoolExecutor extends ThreadPoolExecutor implements ScheduledExecutorService {
    private final PriorityQueue<ScheduledTask<?>> delayed = new PriorityQueue<>();
    private long sequence;

    /** A pool of at most {@code corePoolSize} workers. */
    public ScheduledThreadPoolExecutor(int corePoolSize) {
        this(corePoolSize, Executors.defaultThreadFactory());
    }

    /** A pool of at most {@code corePoolSize} workers made by {@code threadFactory}. */
    public ScheduledThreadPoolExecutor(int corePoolSize, ThreadFactory threadFactory) {
        super(corePoolSize, Integer.MAX_VALUE, 0, TimeUnit.MILLISECONDS, new LinkedBlockingQueue<Runnable>(), threadFactory);
    }

    /** A task scheduled for a time; {@code period} > 0 fixed rate, < 0 fixed delay, 0 once. */
    private final class ScheduledTask<V> extends FutureTask<V> implements RunnableScheduledFuture<V> {
        private long time;
        private final long period;
        private final long seq;

        ScheduledTask(Callable<V> callable, long time, long period) {
            super(callable);
            this.time = time;
            this.period = period;
            this.seq = sequence++;
        }

        @Override
        public long getDelay(TimeUnit unit) {
            return unit.convert(time - VmClock.millis(), TimeUnit.MILLISECONDS);
        }

        @Override
        public int compareTo(Delayed other) {
            if (other == this) {
                return 0;
            }
            if (other instanceof ScheduledThreadPoolExecutor.ScheduledTask) {
                ScheduledTask<?> o = (ScheduledTask<?>) other;
                int byTime = Long.compare(time, o.time);
                return byTime != 0 ? byTime : Long.compare(seq, o.seq);
            }
            return Long.compare(getDelay(TimeUnit.NANOSECONDS), other.getDelay(TimeUnit.NANOSECONDS));
        }

        @Override
        public boolean isPeriodic() {
            return period != 0;
        }

        @Override
        public void run() {
            if (!isPeriodic()) {
                super.run();
            } else if (runAndReset()) {
                time = period > 0 ? time + period : VmClock.millis() - period;
                requeue(this);
            }
        }

        @Override
        public boolean cancel(boolean mayInterruptIfRunning) {
            boolean cancelled = super.cancel(mayInterruptIfRunning);
            if (cancelled) {
                dequeue(this);
            }
            return cancelled;
        }
    }

    @Override
    public ScheduledFuture<?> schedule(Runnable command, long delay, TimeUnit unit) {
        return submitAt(Executors.callable(checked(command)), delay, 0, unit);
    }

    @Override
    public <V> ScheduledFuture<V> schedule(Callable<V> callable, long delay, TimeUnit unit) {
        if (callable == null) {
            throw new NullPointerException();
        }
        return submitAt(callable, delay, 0, unit);
    }

    @Override
    public ScheduledFuture<?> scheduleAtFixedRate(Runnable command, long initialDelay, long period, TimeUnit unit) {
        if (period <= 0) {
            throw new IllegalArgumentException();
        }
        return submitAt(Executors.callable(checked(command)), initialDelay, Math.max(unit.toMillis(period), 1), unit);
    }

    @Override
    public ScheduledFuture<?> scheduleWithFixedDelay(Runnable command, long initialDelay, long delay, TimeUnit unit) {
        if (delay <= 0) {
            throw new IllegalArgumentException();
        }
        return submitAt(Executors.callable(checked(command)), initialDelay, -Math.max(unit.toMillis(delay), 1), unit);
    }

    /** Runs {@code command} as soon as possible (a zero delay). */
    @Override
    public void execute(Runnable command) {
        schedule(command, 0, TimeUnit.MILLISECONDS);
    }

    @Override
    public <T> Future<T> submit(Callable<T> task) {
        return schedule(task, 0, TimeUnit.MILLISECONDS);
    }

    @Override
    public <T> Future<T> submit(Runnable task, T result) {
        return schedule(Executors.callable(checked(task), result), 0, TimeUnit.MILLISECONDS);
    }

    @Override
    public Future<?> submit(Runnable task) {
        return schedule(task, 0, TimeUnit.MILLISECONDS);
    }

    private static Runnable checked(Runnable command) {
        if (command == null) {
            throw new NullPointerException();
        }
        return command;
    }

    private <V> ScheduledFuture<V> submitAt(Callable<V> callable, long delay, long periodMillis, TimeUnit unit) {
        if (unit == null) {
            throw new NullPointerException();
        }
        ScheduledTask<V> task;
        synchronized (this) {
            task = new ScheduledTask<>(callable, VmClock.millis() + Math.max(unit.toMillis(delay), 0), periodMillis);
        }
        super.execute(task);
        return task;
    }

    private synchronized void requeue(ScheduledTask<?> task) {
        if (isShutdown()) {
            task.cancel(false);
        } else {
            delayed.add(task);
            notifyAll();
        }
    }

    private synchronized void dequeue(ScheduledTask<?> task) {
        delayed.remove(task);
    }

    @Override
    void enqueue(Runnable task) {
        delayed.add((ScheduledTask<?>) task);
    }

    @Override
    int queued() {
        return delayed.size();
    }

    @Override
    Runnable pollReady() {
        ScheduledTask<?> first = delayed.peek();
        return first != null && first.time <= VmClock.millis() ? delayed.poll() : null;
    }

    @Override
    long readyWaitMillis() {
        ScheduledTask<?> first = delayed.peek();
        return first == null ? 0 : Math.max(first.time - VmClock.millis(), 1);
    }

    @Override
    List<Runnable> drainQueue() {
        List<Runnable> left = new ArrayList<>();
        ScheduledTask<?> t;
        while ((t = delayed.poll()) != null) {
            left.add(t);
        }
        return left;
    }

    /** Cancels the periodic tasks; the delayed ones still run. */
    @Override
    void onShutdown() {
        List<ScheduledTask<?>> periodic = new ArrayList<>();
        for (ScheduledTask<?> t : delayed) {
            if (t.isPeriodic()) {
                periodic.add(t);
            }
        }
        for (ScheduledTask<?> t : periodic) {
            t.cancel(false);
        }
    }
}
