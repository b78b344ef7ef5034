import java.util.*;
import java.util.concurrent.*;
import java.util.concurrent.atomic.*;
import java.util.concurrent.locks.*;

/**
 * java.util.concurrent beyond the executors: Phaser, Exchanger, StampedLock, the priority,
 * delay and deque queues, ConcurrentHashMap's bulk operations and the remaining atomics.
 * Only interleaving-independent results are printed.
 */
public class ConcurrentExtras {
    static final List<String> advances = Collections.synchronizedList(new ArrayList<String>());

    static void phasers() throws Exception {
        final Phaser ph = new Phaser(1) {
            @Override
            protected boolean onAdvance(int phase, int parties) {
                advances.add("advance " + phase + " parties " + parties);
                return phase >= 2 || parties == 0;
            }
        };
        System.out.println("phase " + ph.getPhase() + " reg " + ph.getRegisteredParties());
        final AtomicInteger work = new AtomicInteger();
        List<Thread> ts = new ArrayList<Thread>();
        for (int i = 0; i < 3; i++) {
            ph.register();
            Thread t = new Thread(new Runnable() {
                public void run() {
                    for (int round = 0; round < 3; round++) {
                        work.incrementAndGet();
                        int p = ph.arriveAndAwaitAdvance();
                        if (p < 0) {
                            break;
                        }
                    }
                }
            });
            ts.add(t);
            t.start();
        }
        int p0 = ph.arrive();
        System.out.println("main arrived in " + p0);
        System.out.println("awaited -> " + ph.awaitAdvance(p0));
        System.out.println("arrive+deregister in " + ph.arriveAndDeregister());
        for (Thread t : ts) {
            t.join();
        }
        System.out.println(advances);
        System.out.println("unarrived " + ph.getUnarrivedParties() + " arrived " + ph.getArrivedParties());
        System.out.println("work " + work.get() + " terminated " + ph.isTerminated() + " phase " + ph.getPhase());
        System.out.println("register after termination " + (ph.register() < 0));
        Phaser solo = new Phaser();
        System.out.println("solo register " + solo.register() + " arrive " + solo.arrive() + " phase " + solo.getPhase());
        System.out.println("bulk " + solo.bulkRegister(3) + " parties " + solo.getRegisteredParties());
        solo.forceTermination();
        System.out.println("forced " + solo.isTerminated() + " " + solo.getPhase() + " " + solo.arrive() + " " + solo.awaitAdvance(0));
        try {
            new Phaser().arrive();
        } catch (IllegalStateException e) {
            System.out.println("ISE " + e.getMessage().startsWith("Attempted arrival of unregistered party"));
        }
        Phaser timed = new Phaser(2);
        try {
            timed.awaitAdvanceInterruptibly(timed.arrive(), 5, TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            System.out.println("timed out in phase " + timed.getPhase());
        }
    }

    static void exchangers() throws Exception {
        final Exchanger<String> x = new Exchanger<String>();
        final String[] got = new String[1];
        Thread t = new Thread(new Runnable() {
            public void run() {
                try {
                    got[0] = x.exchange("from-thread");
                    got[0] += "/" + x.exchange("second-thread");
                } catch (InterruptedException e) {
                    got[0] = "interrupted";
                }
            }
        });
        t.start();
        String a = x.exchange("from-main");
        String b = x.exchange("second-main");
        t.join();
        System.out.println("main got " + a + ", " + b + "; thread got " + got[0]);
        try {
            x.exchange("alone", 3, TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            System.out.println("exchange timed out");
        }
        final Exchanger<Integer> nulls = new Exchanger<Integer>();
        Thread n = new Thread(new Runnable() {
            public void run() {
                try {
                    nulls.exchange(null);
                } catch (InterruptedException e) {
                }
            }
        });
        n.start();
        System.out.println("null exchanged " + nulls.exchange(7));
        n.join();
    }

    /** The lock's mode from its toString, without the identity hash code. */
    static String mode(Object lock) {
        String s = lock.toString();
        return s.substring(s.indexOf('['));
    }

    static void stampedLocks() throws Exception {
        StampedLock sl = new StampedLock();
        long opt = sl.tryOptimisticRead();
        System.out.println("optimistic " + opt + " valid " + sl.validate(opt) + " " + mode(sl));
        long w = sl.writeLock();
        System.out.println("write " + w + " " + sl.isWriteLocked() + " opt-now " + sl.tryOptimisticRead() + " valid-old " + sl.validate(opt) + " " + mode(sl));
        System.out.println("tryRead while written " + sl.tryReadLock() + " tryWrite " + sl.tryWriteLock());
        sl.unlockWrite(w);
        System.out.println("after unlock valid-old " + sl.validate(opt) + " " + mode(sl));
        long r1 = sl.readLock();
        long r2 = sl.tryReadLock();
        System.out.println("reads " + r1 + " " + r2 + " count " + sl.getReadLockCount() + " " + mode(sl));
        System.out.println("convert shared to write " + sl.tryConvertToWriteLock(r1));
        sl.unlockRead(r2);
        long cw = sl.tryConvertToWriteLock(r1);
        System.out.println("convert sole reader to write " + cw + " " + mode(sl));
        long cr = sl.tryConvertToReadLock(cw);
        System.out.println("back to read " + cr + " " + mode(sl));
        long co = sl.tryConvertToOptimisticRead(cr);
        System.out.println("to optimistic " + co + " " + sl.validate(co) + " " + mode(sl));
        try {
            sl.unlockRead(co);
        } catch (IllegalMonitorStateException e) {
            System.out.println("IMSE on bad unlock");
        }
        Lock rl = sl.asReadLock();
        rl.lock();
        rl.lock();
        System.out.println("view reads " + sl.getReadLockCount());
        rl.unlock();
        rl.unlock();
        System.out.println("tryUnlockRead on free " + sl.tryUnlockRead() + " tryUnlockWrite " + sl.tryUnlockWrite());
        final StampedLock shared = new StampedLock();
        final int[] counter = new int[1];
        List<Thread> ts = new ArrayList<Thread>();
        for (int i = 0; i < 4; i++) {
            Thread t = new Thread(new Runnable() {
                public void run() {
                    for (int k = 0; k < 200; k++) {
                        long s = shared.writeLock();
                        try {
                            int v = counter[0];
                            Thread.yield();
                            counter[0] = v + 1;
                        } finally {
                            shared.unlockWrite(s);
                        }
                        long o = shared.tryOptimisticRead();
                        int seen = counter[0];
                        if (!shared.validate(o)) {
                            long r = shared.readLock();
                            seen = counter[0];
                            shared.unlockRead(r);
                        }
                        if (seen <= 0) {
                            throw new AssertionError();
                        }
                    }
                }
            });
            ts.add(t);
            t.start();
        }
        for (Thread t : ts) {
            t.join();
        }
        System.out.println("counter " + counter[0] + " " + mode(shared));
        for (int i = 0; i < 130; i++) {
            sl.readLock();
        }
        System.out.println("many readers " + sl.getReadLockCount() + " " + sl.isReadLocked());
    }

    static class Job implements Delayed {
        final String name;
        final long due;

        Job(String name, long delayMillis) {
            this.name = name;
            this.due = System.currentTimeMillis() + delayMillis;
        }

        public long getDelay(TimeUnit unit) {
            return unit.convert(due - System.currentTimeMillis(), TimeUnit.MILLISECONDS);
        }

        public int compareTo(Delayed o) {
            return Long.compare(due, ((Job) o).due);
        }

        public String toString() {
            return name;
        }
    }

    static void queues() throws Exception {
        PriorityBlockingQueue<Integer> pbq = new PriorityBlockingQueue<Integer>(Arrays.asList(5, 1, 4, 2, 3));
        System.out.println("pbq " + pbq + " size " + pbq.size() + " cap " + pbq.remainingCapacity() + " peek " + pbq.peek());
        pbq.put(0);
        List<Integer> drained = new ArrayList<Integer>();
        pbq.drainTo(drained, 3);
        System.out.println("drained " + drained + " left " + pbq + " take " + pbq.take());
        PriorityBlockingQueue<String> byLen = new PriorityBlockingQueue<String>(4, new Comparator<String>() {
            public int compare(String a, String b) {
                return a.length() != b.length() ? a.length() - b.length() : a.compareTo(b);
            }
        });
        byLen.addAll(Arrays.asList("ccc", "a", "bb", "dddd", "e"));
        StringBuilder sb = new StringBuilder();
        while (!byLen.isEmpty()) {
            sb.append(byLen.poll()).append(' ');
        }
        System.out.println("by length " + sb.toString().trim() + " comparator " + (byLen.comparator() != null));
        final PriorityBlockingQueue<Integer> handoff = new PriorityBlockingQueue<Integer>();
        Thread producer = new Thread(new Runnable() {
            public void run() {
                for (int i = 3; i > 0; i--) {
                    handoff.put(i * 10);
                }
            }
        });
        producer.start();
        int sum = 0;
        for (int i = 0; i < 3; i++) {
            sum += handoff.take();
        }
        producer.join();
        System.out.println("handoff sum " + sum + " poll " + handoff.poll(2, TimeUnit.MILLISECONDS));

        DelayQueue<Job> dq = new DelayQueue<Job>();
        dq.add(new Job("late", 40));
        dq.add(new Job("now", 0));
        dq.add(new Job("soon", 15));
        System.out.println("dq size " + dq.size() + " peek " + dq.peek() + " cap " + dq.remainingCapacity());
        System.out.println("first " + dq.take());
        System.out.println("poll early " + dq.poll());
        System.out.println("then " + dq.take() + ", " + dq.take() + " empty " + dq.isEmpty());
        System.out.println("timed poll " + dq.poll(3, TimeUnit.MILLISECONDS));

        LinkedBlockingDeque<Integer> lbd = new LinkedBlockingDeque<Integer>(3);
        lbd.putFirst(2);
        lbd.putLast(3);
        lbd.offerFirst(1);
        System.out.println("lbd " + lbd + " full offer " + lbd.offerLast(4) + " cap " + lbd.remainingCapacity());
        try {
            lbd.addFirst(0);
        } catch (IllegalStateException e) {
            System.out.println("ISE " + e.getMessage());
        }
        System.out.println("takeLast " + lbd.takeLast() + " pollFirst " + lbd.pollFirst() + " left " + lbd + " timed " + lbd.offerLast(9, 1, TimeUnit.MILLISECONDS));
        Iterator<Integer> desc = lbd.descendingIterator();
        StringBuilder ds = new StringBuilder();
        while (desc.hasNext()) {
            ds.append(desc.next());
        }
        System.out.println("descending " + ds + " pop " + lbd.pop() + " peekLast " + lbd.peekLast());
        final BlockingDeque<String> work = new LinkedBlockingDeque<String>();
        Thread consumer = new Thread(new Runnable() {
            public void run() {
                try {
                    StringBuilder got = new StringBuilder();
                    String s;
                    while (!(s = work.takeFirst()).equals("stop")) {
                        got.append(s);
                    }
                    System.out.println("consumer got " + got);
                } catch (InterruptedException e) {
                }
            }
        });
        consumer.start();
        work.putLast("a");
        work.putLast("b");
        work.putLast("stop");
        consumer.join();

        ConcurrentLinkedDeque<String> cld = new ConcurrentLinkedDeque<String>(Arrays.asList("m", "n"));
        cld.addFirst("l");
        cld.offerLast("o");
        cld.push("k");
        System.out.println("cld " + cld + " " + cld.peekFirst() + cld.peekLast() + " removeLastOcc " + cld.removeLastOccurrence("n") + " " + cld + " size " + cld.size());
        for (Iterator<String> it = cld.iterator(); it.hasNext();) {
            if (it.next().equals("m")) {
                it.remove();
            }
        }
        System.out.println("after iterator remove " + cld + " pollLast " + cld.pollLast() + " " + (cld instanceof Deque));
        try {
            cld.add(null);
        } catch (NullPointerException e) {
            System.out.println("NPE on null");
        }
    }

    static void bulkMaps() {
        ConcurrentHashMap<String, Integer> m = new ConcurrentHashMap<String, Integer>();
        String[] words = "the quick brown fox jumps over the lazy dog and the cat".split(" ");
        for (String w : words) {
            m.merge(w, 1, new java.util.function.BiFunction<Integer, Integer, Integer>() {
                public Integer apply(Integer a, Integer b) {
                    return a + b;
                }
            });
        }
        System.out.println("map " + m);
        System.out.println("reduceValues " + m.reduceValues(Long.MAX_VALUE, new java.util.function.BiFunction<Integer, Integer, Integer>() {
            public Integer apply(Integer a, Integer b) {
                return a + b;
            }
        }));
        System.out.println("reduceKeys " + m.reduceKeys(Long.MAX_VALUE, new java.util.function.BiFunction<String, String, String>() {
            public String apply(String a, String b) {
                return a.length() >= b.length() ? a : b;
            }
        }));
        System.out.println("search " + m.search(Long.MAX_VALUE, new java.util.function.BiFunction<String, Integer, String>() {
            public String apply(String k, Integer v) {
                return v > 1 ? k + "=" + v : null;
            }
        }));
        System.out.println("searchValues none " + m.searchValues(1, new java.util.function.Function<Integer, String>() {
            public String apply(Integer v) {
                return v > 10 ? "big" : null;
            }
        }));
        System.out.println("reduceToLong " + m.reduceToLong(1, new java.util.function.ToLongBiFunction<String, Integer>() {
            public long applyAsLong(String k, Integer v) {
                return (long) k.length() * v;
            }
        }, 0L, new java.util.function.LongBinaryOperator() {
            public long applyAsLong(long a, long b) {
                return a + b;
            }
        }));
        System.out.println("reduceKeysToInt " + m.reduceKeysToInt(1, new java.util.function.ToIntFunction<String>() {
            public int applyAsInt(String k) {
                return k.charAt(0);
            }
        }, 0, new java.util.function.IntBinaryOperator() {
            public int applyAsInt(int a, int b) {
                return Math.max(a, b);
            }
        }));
        final StringBuilder sb = new StringBuilder();
        m.forEachKey(Long.MAX_VALUE, new java.util.function.Function<String, String>() {
            public String apply(String k) {
                return k.length() == 3 ? k.toUpperCase() : null;
            }
        }, new java.util.function.Consumer<String>() {
            public void accept(String s) {
                sb.append(s).append(',');
            }
        });
        System.out.println("forEachKey " + sb);
        Map.Entry<String, Integer> maxEntry = m.reduceEntries(Long.MAX_VALUE, new java.util.function.BiFunction<Map.Entry<String, Integer>, Map.Entry<String, Integer>, Map.Entry<String, Integer>>() {
            public Map.Entry<String, Integer> apply(Map.Entry<String, Integer> a, Map.Entry<String, Integer> b) {
                return b.getValue() > a.getValue() ? b : a;
            }
        });
        System.out.println("max entry " + maxEntry.getKey() + " " + maxEntry.getValue());
        System.out.println("reduceValuesToDouble " + m.reduceValuesToDouble(Long.MAX_VALUE, new java.util.function.ToDoubleFunction<Integer>() {
            public double applyAsDouble(Integer v) {
                return v / 4.0;
            }
        }, 0.5, new java.util.function.DoubleBinaryOperator() {
            public double applyAsDouble(double a, double b) {
                return a + b;
            }
        }));
        System.out.println("empty reduce " + new ConcurrentHashMap<String, Integer>().reduceValues(1, new java.util.function.BiFunction<Integer, Integer, Integer>() {
            public Integer apply(Integer a, Integer b) {
                return a + b;
            }
        }));
        Enumeration<String> keys = m.keys();
        int n = 0;
        while (keys.hasMoreElements()) {
            keys.nextElement();
            n++;
        }
        System.out.println("keys " + n + " contains 3 " + m.contains(3) + " contains 9 " + m.contains(9));
    }

    static void atomics() {
        AtomicReferenceArray<String> ara = new AtomicReferenceArray<String>(new String[] {"a", "b", "c"});
        ara.set(1, "B");
        System.out.println("ara " + ara + " cas " + ara.compareAndSet(0, "a", "A") + " " + ara.compareAndSet(0, "a", "Z") + " " + ara.getAndSet(2, "C") + " len " + ara.length() + " " + ara);
        System.out.println("updateAndGet " + ara.updateAndGet(1, new java.util.function.UnaryOperator<String>() {
            public String apply(String s) {
                return s + s;
            }
        }) + " new " + new AtomicReferenceArray<Object>(2));
        String r0 = "r0";
        AtomicStampedReference<String> asr = new AtomicStampedReference<String>(r0, 0);
        int[] holder = new int[1];
        System.out.println("asr " + asr.get(holder) + " stamp " + holder[0] + " cas " + asr.compareAndSet(r0, "r1", 0, 1) + " stale " + asr.compareAndSet("r1x", "r2", 1, 2) + " " + asr.getReference() + "@" + asr.getStamp());
        System.out.println("attemptStamp " + asr.attemptStamp(asr.getReference(), 7) + " " + asr.getStamp());
        AtomicMarkableReference<Integer> amr = new AtomicMarkableReference<Integer>(null, false);
        boolean[] mh = new boolean[1];
        System.out.println("amr " + amr.get(mh) + " " + mh[0] + " mark " + amr.attemptMark(null, true) + " " + amr.isMarked());
        DoubleAdder da = new DoubleAdder();
        da.add(0.1);
        da.add(0.2);
        System.out.println("double adder " + da + " " + da.sumThenReset() + " " + da.sum() + " " + da.intValue());
        LongAccumulator max = new LongAccumulator(new java.util.function.LongBinaryOperator() {
            public long applyAsLong(long a, long b) {
                return Math.max(a, b);
            }
        }, Long.MIN_VALUE);
        for (long v : new long[] {3, 9, -2, 7}) {
            max.accumulate(v);
        }
        System.out.println("max " + max.get() + " " + max + " thenReset " + max.getThenReset() + " " + max.get() + " " + max.intValue());
        DoubleAccumulator prod = new DoubleAccumulator(new java.util.function.DoubleBinaryOperator() {
            public double applyAsDouble(double a, double b) {
                return a * b;
            }
        }, 1.0);
        prod.accumulate(1.5);
        prod.accumulate(4);
        System.out.println("product " + prod + " " + prod.longValue() + " " + prod.doubleValue());
    }

    public static void main(String[] args) throws Exception {
        phasers();
        exchangers();
        stampedLocks();
        queues();
        bulkMaps();
        atomics();
    }
}
