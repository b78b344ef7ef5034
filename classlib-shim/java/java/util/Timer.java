package java.util;

import java.lang.VmClock;

/**
 * Runs TimerTasks on one background thread, earliest first (rjvm shim, on the VM's green
 * threads): one-shot, fixed-delay and fixed-rate scheduling, cancel, purge and the JDK's
 * messages. Times are measured with the VM clock (java.lang.VmClock, the clock of timed
 * waits: virtual unless real-time sleeping is on), so runs are deterministic; a Date is turned
 * into a delay from System.currentTimeMillis(). Tasks due at the same time run in the order
 * they were scheduled (the JDK's heap may pick another). A task that throws ends the timer,
 * as in the JDK. Not provided: the JDK's cleanup of a Timer that became unreachable, so an
 * uncancelled non-daemon Timer keeps the VM alive.
 */
public class Timer {
    private static int serialNumber;

    /** Scheduled tasks by nextExecutionTime; also the lock and condition of the timer. */
    private final ArrayList<TimerTask> queue = new ArrayList<TimerTask>();
    private boolean newTasksMayBeScheduled = true;

    private static synchronized int nextSerialNumber() {
        return serialNumber++;
    }

    public Timer() {
        this("Timer-" + nextSerialNumber());
    }

    public Timer(boolean isDaemon) {
        this("Timer-" + nextSerialNumber(), isDaemon);
    }

    public Timer(String name) {
        this(name, false);
    }

    public Timer(String name, boolean isDaemon) {
        Thread thread = new Thread(name) {
            public void run() {
                mainLoop();
            }
        };
        thread.setDaemon(isDaemon);
        thread.start();
    }

    public void schedule(TimerTask task, long delay) {
        if (delay < 0) {
            throw new IllegalArgumentException("Negative delay.");
        }
        sched(task, now() + delay, 0);
    }

    public void schedule(TimerTask task, Date time) {
        sched(task, dateToClock(time), 0);
    }

    public void schedule(TimerTask task, long delay, long period) {
        if (delay < 0) {
            throw new IllegalArgumentException("Negative delay.");
        }
        if (period <= 0) {
            throw new IllegalArgumentException("Non-positive period.");
        }
        sched(task, now() + delay, -period);
    }

    public void schedule(TimerTask task, Date firstTime, long period) {
        if (period <= 0) {
            throw new IllegalArgumentException("Non-positive period.");
        }
        sched(task, dateToClock(firstTime), -period);
    }

    public void scheduleAtFixedRate(TimerTask task, long delay, long period) {
        if (delay < 0) {
            throw new IllegalArgumentException("Negative delay.");
        }
        if (period <= 0) {
            throw new IllegalArgumentException("Non-positive period.");
        }
        sched(task, now() + delay, period);
    }

    public void scheduleAtFixedRate(TimerTask task, Date firstTime, long period) {
        if (period <= 0) {
            throw new IllegalArgumentException("Non-positive period.");
        }
        sched(task, dateToClock(firstTime), period);
    }

    private static long now() {
        return VmClock.millis();
    }

    /** The VM-clock time at which the wall clock reads time.getTime() (negative stays so). */
    private static long dateToClock(Date time) {
        long t = time.getTime();
        if (t < 0) {
            return t;
        }
        return Math.max(0, now() + (t - System.currentTimeMillis()));
    }

    private void sched(TimerTask task, long time, long period) {
        if (time < 0) {
            throw new IllegalArgumentException("Illegal execution time.");
        }
        // Keep period arithmetic from overflowing, as the JDK does.
        if (Math.abs(period) > (Long.MAX_VALUE >> 1)) {
            period >>= 1;
        }
        synchronized (queue) {
            if (!newTasksMayBeScheduled) {
                throw new IllegalStateException("Timer already cancelled.");
            }
            synchronized (task.lock) {
                if (task.state != TimerTask.VIRGIN) {
                    throw new IllegalStateException("Task already scheduled or cancelled");
                }
                task.nextExecutionTime = time;
                task.period = period;
                task.state = TimerTask.SCHEDULED;
            }
            insert(task);
            if (queue.get(0) == task) {
                queue.notify();
            }
        }
    }

    /** Adds task after every task due no later than it. Caller holds the queue lock. */
    private void insert(TimerTask task) {
        int i = queue.size();
        while (i > 0 && queue.get(i - 1).nextExecutionTime > task.nextExecutionTime) {
            i--;
        }
        queue.add(i, task);
    }

    /** Ends the timer: discards scheduled tasks; a running task finishes. */
    public void cancel() {
        synchronized (queue) {
            newTasksMayBeScheduled = false;
            queue.clear();
            queue.notify();
        }
    }

    /** Removes cancelled tasks from the queue; returns how many. */
    public int purge() {
        int removed = 0;
        synchronized (queue) {
            for (Iterator<TimerTask> it = queue.iterator(); it.hasNext();) {
                if (it.next().state == TimerTask.CANCELLED) {
                    it.remove();
                    removed++;
                }
            }
        }
        return removed;
    }

    /** The timer thread: waits for the earliest task to fall due and runs it. */
    private void mainLoop() {
        try {
            TimerTask task;
            while ((task = nextDueTask()) != null) {
                task.run();
            }
        } finally {
            synchronized (queue) {
                newTasksMayBeScheduled = false;
                queue.clear();
            }
        }
    }

    /** Waits until a task is due and returns it, or null once the timer is cancelled. */
    private TimerTask nextDueTask() {
        synchronized (queue) {
            while (true) {
                try {
                    while (queue.isEmpty() && newTasksMayBeScheduled) {
                        queue.wait();
                    }
                    if (queue.isEmpty()) {
                        return null;
                    }
                    TimerTask task = queue.get(0);
                    long wait = takeIfDue(task);
                    if (wait == 0) {
                        return task;
                    }
                    if (wait > 0) {
                        queue.wait(wait);
                    }
                } catch (InterruptedException e) {
                    // Ignored, as by the JDK's timer thread.
                }
            }
        }
    }

    /**
     * For the queue's first task: drops it if cancelled (returns -1), or if due takes it off or
     * reschedules it and returns 0 (the caller runs it), else returns the ms until it is due.
     * Caller holds the queue lock.
     */
    private long takeIfDue(TimerTask task) {
        synchronized (task.lock) {
            if (task.state == TimerTask.CANCELLED) {
                queue.remove(0);
                return -1;
            }
            long current = now();
            long due = task.nextExecutionTime;
            if (due > current) {
                return due - current;
            }
            queue.remove(0);
            if (task.period == 0) {
                task.state = TimerTask.EXECUTED;
            } else {
                task.nextExecutionTime = task.period < 0 ? current - task.period : due + task.period;
                insert(task);
            }
            return 0;
        }
    }
}
