import java.util.*;
import java.util.concurrent.locks.*;

/**
 * ReentrantReadWriteLock: shared read holds, reentrant write holds, downgrading (a writer takes
 * the read lock), a reader's failed tryLock of the write lock, unmatched unlocks, the read lock's
 * missing conditions, the write lock's condition, and four threads mixing reads and writes.
 */
public class ReadWriteLocks {
    public static void main(String[] args) throws Exception {
        ReentrantReadWriteLock rw = new ReentrantReadWriteLock();
        System.out.println(rw.toString().endsWith("[Write locks = 0, Read locks = 0]") + " " + rw.isFair());
        rw.readLock().lock();
        rw.readLock().lock();
        System.out.println(rw.getReadLockCount() + " " + rw.getReadHoldCount() + " " + rw.writeLock().tryLock() + " " + rw.isWriteLocked());
        System.out.println(rw.readLock().toString().endsWith("[Read locks = 2]"));
        rw.readLock().unlock();
        rw.readLock().unlock();
        rw.writeLock().lock();
        rw.writeLock().lock();
        rw.readLock().lock();
        System.out.println(rw.getWriteHoldCount() + " " + rw.isWriteLockedByCurrentThread() + " "
                + rw.writeLock().isHeldByCurrentThread() + " " + rw.writeLock().getHoldCount() + " " + rw.getReadHoldCount());
        System.out.println(rw.toString().endsWith("[Write locks = 2, Read locks = 1]") + " "
                + rw.writeLock().toString().endsWith("[Locked by thread main]"));
        rw.writeLock().unlock();
        rw.writeLock().unlock();
        rw.readLock().unlock();
        System.out.println(rw.writeLock().toString().endsWith("[Unlocked]") + " " + rw.readLock().tryLock() + " " + rw.getReadHoldCount());
        rw.readLock().unlock();
        try {
            rw.readLock().unlock();
        } catch (IllegalMonitorStateException e) {
            System.out.println("read unlock: " + e.getMessage());
        }
        try {
            rw.writeLock().unlock();
        } catch (IllegalMonitorStateException e) {
            System.out.println("write unlock: " + e.getMessage());
        }
        try {
            rw.readLock().newCondition();
        } catch (UnsupportedOperationException e) {
            System.out.println("read condition: " + e.getMessage());
        }

        Map<String, Integer> data = new HashMap<>();
        int[] reads = new int[4];
        Thread[] ts = new Thread[4];
        for (int i = 0; i < 4; i++) {
            final int id = i;
            ts[i] = new Thread(() -> {
                for (int j = 0; j < 400; j++) {
                    if (j % 4 == id) {
                        rw.writeLock().lock();
                        try {
                            data.merge("k", 1, Integer::sum);
                            data.put("w" + id, j);
                        } finally {
                            rw.writeLock().unlock();
                        }
                    } else {
                        rw.readLock().lock();
                        try {
                            if (data.containsKey("k")) {
                                reads[id]++;
                            }
                        } finally {
                            rw.readLock().unlock();
                        }
                    }
                }
            });
            ts[i].start();
        }
        for (Thread t : ts) {
            t.join();
        }
        System.out.println("writes " + data.get("k") + " " + new TreeMap<>(data) + " " + rw.getReadLockCount() + " " + rw.isWriteLocked());

        Condition ready = rw.writeLock().newCondition();
        boolean[] flag = {false};
        Thread waiter = new Thread(() -> {
            rw.writeLock().lock();
            try {
                while (!flag[0]) {
                    ready.await();
                }
                System.out.println("signalled, holds " + rw.getWriteHoldCount());
            } catch (InterruptedException e) {
                System.out.println("interrupted");
            } finally {
                rw.writeLock().unlock();
            }
        });
        waiter.start();
        Thread.sleep(20);
        rw.writeLock().lock();
        try {
            flag[0] = true;
            ready.signal();
        } finally {
            rw.writeLock().unlock();
        }
        waiter.join();
        try {
            ready.signal();
        } catch (IllegalMonitorStateException e) {
            System.out.println("signal without the lock: IllegalMonitorStateException");
        }
        Thread reader = new Thread(() -> {
            rw.readLock().lock();
            try {
                Thread.sleep(30);
            } catch (InterruptedException e) {
                // not expected
            } finally {
                rw.readLock().unlock();
            }
        });
        reader.start();
        Thread.sleep(10);
        System.out.println("write while read-locked: " + rw.writeLock().tryLock());
        rw.writeLock().lock();
        System.out.println("write after reader left: " + rw.isWriteLockedByCurrentThread() + " " + rw.getReadLockCount());
        rw.writeLock().unlock();
        reader.join();
    }
}
