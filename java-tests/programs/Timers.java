import java.util.ArrayList;
import java.util.List;
import java.util.Timer;
import java.util.TimerTask;
import java.util.concurrent.CountDownLatch;

/**
 * java.util.Timer and TimerTask: one-shot tasks run earliest first on the timer's thread
 * (its name and daemon flag), fixed-delay and fixed-rate tasks that cancel themselves,
 * TimerTask.cancel results, purge counts, a task that throws ending the timer, and the
 * messages of bad arguments. Prints only what does not depend on timing.
 */
public class Timers {
    static final List<String> log = new ArrayList<>();

    static synchronized void record(String s) {
        log.add(s);
    }

    static class Named extends TimerTask {
        final String name;
        final CountDownLatch done;

        Named(String name, CountDownLatch done) {
            this.name = name;
            this.done = done;
        }

        public void run() {
            record(name + " on " + Thread.currentThread().getName() + " daemon=" + Thread.currentThread().isDaemon());
            done.countDown();
        }
    }

    static class Repeating extends TimerTask {
        final String name;
        final int times;
        final CountDownLatch done;
        int runs;
        String result;

        Repeating(String name, int times, CountDownLatch done) {
            this.name = name;
            this.times = times;
            this.done = done;
        }

        public void run() {
            runs++;
            if (runs == times) {
                result = name + " cancel -> " + cancel() + ", again -> " + cancel();
                done.countDown();
            }
        }
    }

    public static void main(String[] args) throws Exception {
        Timer t = new Timer();
        CountDownLatch three = new CountDownLatch(3);
        t.schedule(new Named("thirty", three), 60);
        t.schedule(new Named("ten", three), 10);
        t.schedule(new Named("twenty", three), 35);
        three.await();
        print();

        Timer named = new Timer("worker", true);
        CountDownLatch one = new CountDownLatch(1);
        named.schedule(new Named("daemon task", one), 0);
        one.await();
        print();

        CountDownLatch reps = new CountDownLatch(2);
        Repeating fixedDelay = new Repeating("fixed delay", 4, reps);
        Repeating fixedRate = new Repeating("fixed rate", 3, reps);
        t.schedule(fixedDelay, 0, 5);
        t.scheduleAtFixedRate(fixedRate, 1, 7);
        reps.await();
        System.out.println(fixedDelay.result + "; " + fixedRate.result);
        System.out.println("runs: " + fixedDelay.runs + " " + fixedRate.runs);

        TimerTask later1 = new Named("never", new CountDownLatch(1));
        TimerTask later2 = new Named("never", new CountDownLatch(1));
        TimerTask later3 = new Named("never", new CountDownLatch(1));
        // A task due first keeps the timer thread from looking at (and dropping) the
        // cancelled ones before purge, so purge's count does not depend on scheduling.
        t.schedule(new Named("anchor", new CountDownLatch(1)), 50000);
        t.schedule(later1, 100000);
        t.schedule(later2, 200000);
        t.schedule(later3, 300000);
        System.out.println("cancel scheduled: " + later1.cancel() + " again: " + later1.cancel());
        System.out.println("cancel unscheduled: " + new Named("x", null).cancel());
        later2.cancel();
        System.out.println("purge: " + t.purge() + " then " + t.purge());

        errors(t);

        t.cancel();
        t.cancel();
        try {
            t.schedule(new Named("late", null), 1);
        } catch (IllegalStateException e) {
            System.out.println("after cancel: " + e.getMessage());
        }
        System.out.println("purge after cancel: " + t.purge());

        Timer failing = new Timer("failing", true);
        failing.schedule(new TimerTask() {
            public void run() {
                throw new RuntimeException("task failed on purpose");
            }
        }, 0);
        String outcome = "still scheduling";
        for (int i = 0; i < 200; i++) {
            try {
                failing.schedule(new Named("probe", new CountDownLatch(1)), 1000000);
            } catch (IllegalStateException e) {
                outcome = e.getMessage();
                break;
            }
            Thread.sleep(10);
        }
        System.out.println("after a task threw: " + outcome);
        named.cancel();
        System.out.println("done");
    }

    static void errors(Timer t) {
        TimerTask task = new Named("e", null);
        String[] cases = {"negative delay", "zero period", "negative period", "rate zero period", "twice", "cancelled", "negative date"};
        for (String c : cases) {
            try {
                switch (c) {
                    case "negative delay": t.schedule(task, -1); break;
                    case "zero period": t.schedule(task, 1, 0); break;
                    case "negative period": t.schedule(task, 1, -5); break;
                    case "rate zero period": t.scheduleAtFixedRate(task, 1, 0); break;
                    case "twice":
                        TimerTask once = new Named("once", null);
                        t.schedule(once, 500000);
                        t.schedule(once, 500000);
                        break;
                    case "cancelled":
                        TimerTask gone = new Named("gone", null);
                        gone.cancel();
                        t.schedule(gone, 5);
                        break;
                    default: t.schedule(task, new java.util.Date(-1)); break;
                }
                System.out.println(c + ": no exception");
            } catch (RuntimeException e) {
                System.out.println(c + ": " + e.getClass().getName() + ": " + e.getMessage());
            }
        }
    }

    static synchronized void print() {
        for (String s : log) {
            System.out.println(s);
        }
        log.clear();
    }
}
