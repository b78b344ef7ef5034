//! [`batch_queue`]: a bounded queue of batches from one producer thread to
//! one consumer thread, with the emptied batches going back for reuse,
//! that wakes a sleeping side only once there is a run of work for it.
//!
//! Made for the interpreter → worker pipelines (the metrics thread): the
//! producer fills large batches and the consumer analyzes them. The
//! consumer is usually the faster side, so with a queue that wakes it for
//! every batch (`std::sync::mpsc`) it sleeps and is woken once per batch;
//! on a machine with 2 CPUs the scheduler then often runs it on the
//! producer's CPU, where each wake-up preempts the producer (measured on
//! jess large: one involuntary switch of the interpreter per batch, and
//! the two threads' CPU time 30% above the same work in one thread).
//!
//! Here a consumer that finds the queue empty sleeps until `wake_at`
//! batches wait (or the producer hangs up), then works through them in
//! one run; a producer that finds the queue full sleeps until `wake_at`
//! places are free. A side that does not sleep costs the other nothing
//! but an uncontended lock per batch: no spinning, no system call.
//!
//! Both ends see the other go: [`Producer::send`] fails once the consumer
//! is dropped (it panicked), and [`Consumer::recv`] returns `None` once
//! the producer is dropped and the queue is drained.

use std::collections::VecDeque;
use std::sync::{Arc, Condvar, Mutex, MutexGuard};

/// What the two ends share.
struct Shared<T> {
    state: Mutex<State<T>>,
    /// The consumer waits on this for a run of full batches.
    consumer: Condvar,
    /// The producer waits on this for room.
    producer: Condvar,
    /// The most full batches that may wait.
    capacity: usize,
    /// A sleeping side is woken once this many batches (consumer) or free
    /// places (producer) are there.
    wake_at: usize,
}

/// The queue's state, under the lock.
struct State<T> {
    /// Full batches, oldest first.
    full: VecDeque<T>,
    /// Emptied batches, for the producer to reuse.
    empty: Vec<T>,
    /// The producer has hung up.
    closed: bool,
    /// The consumer has gone.
    gone: bool,
    /// The consumer sleeps (waiting for `wake_at` full batches).
    consumer_sleeps: bool,
    /// The producer sleeps (waiting for `wake_at` free places).
    producer_sleeps: bool,
    /// Counters.
    stats: QueueStats,
}

/// Counters of a queue's traffic, for measurements
/// ([`Consumer::stats`]).
#[derive(Clone, Copy, Default, Debug, PartialEq, Eq)]
pub struct QueueStats {
    /// Batches sent.
    pub sent: u64,
    /// Times the producer slept (the queue was full).
    pub producer_sleeps: u64,
    /// Times the consumer slept (the queue was empty).
    pub consumer_sleeps: u64,
}

impl<T> Shared<T> {
    fn lock(&self) -> MutexGuard<'_, State<T>> {
        // Nothing panics under the lock; a poisoned lock still holds a
        // consistent state.
        self.state.lock().unwrap_or_else(|e| e.into_inner())
    }
}

/// A queue of at most `capacity` full batches; a sleeping side is woken
/// once `wake_at` batches (or places) are there for it (`wake_at` is
/// clamped to `1..=capacity`). Returns its two ends.
pub fn batch_queue<T>(capacity: usize, wake_at: usize) -> (Producer<T>, Consumer<T>) {
    let capacity = capacity.max(1);
    let shared = Arc::new(Shared {
        state: Mutex::new(State {
            full: VecDeque::with_capacity(capacity),
            empty: Vec::new(),
            closed: false,
            gone: false,
            consumer_sleeps: false,
            producer_sleeps: false,
            stats: QueueStats::default(),
        }),
        consumer: Condvar::new(),
        producer: Condvar::new(),
        capacity,
        wake_at: wake_at.clamp(1, capacity),
    });
    (
        Producer {
            shared: shared.clone(),
        },
        Consumer { shared },
    )
}

/// The sending end of a [`batch_queue`].
pub struct Producer<T> {
    shared: Arc<Shared<T>>,
}

impl<T> Producer<T> {
    /// Queues `batch` (sleeping while the queue is full) and returns an
    /// emptied batch to fill next, if the consumer has given one back;
    /// `Err(batch)` if the consumer has gone.
    pub fn send(&self, batch: T) -> Result<Option<T>, T> {
        let s = &*self.shared;
        let mut st = s.lock();
        if st.full.len() >= s.capacity && !st.gone {
            st.stats.producer_sleeps += 1;
            st.producer_sleeps = true;
            // Room for a run of batches, so that the consumer is not
            // preempted for every one.
            while st.full.len() + s.wake_at > s.capacity && !st.gone {
                st = s.producer.wait(st).unwrap_or_else(|e| e.into_inner());
            }
            st.producer_sleeps = false;
        }
        if st.gone {
            return Err(batch);
        }
        st.full.push_back(batch);
        st.stats.sent += 1;
        if st.consumer_sleeps && st.full.len() >= s.wake_at {
            st.consumer_sleeps = false;
            s.consumer.notify_one();
        }
        Ok(st.empty.pop())
    }
}

impl<T> Drop for Producer<T> {
    fn drop(&mut self) {
        let s = &*self.shared;
        let mut st = s.lock();
        st.closed = true;
        st.consumer_sleeps = false;
        s.consumer.notify_one();
    }
}

/// The receiving end of a [`batch_queue`].
pub struct Consumer<T> {
    shared: Arc<Shared<T>>,
}

impl<T> Consumer<T> {
    /// Gives `done` (an emptied batch) back to the producer, if any, and
    /// takes the oldest full batch, sleeping while none waits; `None` once
    /// the producer has hung up and every batch has been taken.
    pub fn recv(&self, done: Option<T>) -> Option<T> {
        let s = &*self.shared;
        let mut st = s.lock();
        if let Some(d) = done {
            st.empty.push(d);
        }
        if st.full.is_empty() && !st.closed {
            st.stats.consumer_sleeps += 1;
            st.consumer_sleeps = true;
            // Sleep until there is a run of batches to work through.
            while st.full.len() < s.wake_at && !st.closed {
                st = s.consumer.wait(st).unwrap_or_else(|e| e.into_inner());
            }
            st.consumer_sleeps = false;
        }
        let batch = st.full.pop_front()?;
        if st.producer_sleeps && st.full.len() + s.wake_at <= s.capacity {
            st.producer_sleeps = false;
            s.producer.notify_one();
        }
        Some(batch)
    }

    /// The queue's counters so far.
    pub fn stats(&self) -> QueueStats {
        self.shared.lock().stats
    }
}

impl<T> Drop for Consumer<T> {
    fn drop(&mut self) {
        let s = &*self.shared;
        let mut st = s.lock();
        st.gone = true;
        st.producer_sleeps = false;
        s.producer.notify_one();
    }
}

/// Writes `w` to `base[at]`: an ordinary store, into this CPU's cache,
/// without a bounds check.
///
/// The batch buffers go round between the producer and the consumer, and
/// their lines stay in the caches (a few MiB in flight). Non-temporal
/// stores (`movnti`, sessions 9–20) bypass the caches: on a machine with 1
/// MiB of L2 a core they kept the producer from taking each line back from
/// the consumer's CPU, but on this project's machines (2 MiB of L2 a core,
/// a large shared L3) they cost more than they saved: with them the
/// interpreter thread's CPU time on mtrt large was 1.73× an untraced
/// run's for 1.27× its instructions, and `-metrics` took 1.65× the
/// untraced wall time against 1.27× with ordinary stores
/// (docs/perf-log.md, session 21). The queue's lock orders these stores
/// before the hand-over.
///
/// # Safety
/// `base.add(at)` is valid for an aligned 8-byte write.
#[inline(always)]
pub unsafe fn store_at(base: *mut u64, at: usize, w: u64) {
    // SAFETY: the caller's.
    unsafe { base.add(at).write(w) };
}

/// Writes `w0` and `w1` to `base[at]` and `base[at + 1]`, as [`store_at`].
///
/// # Safety
/// `base.add(at)` is valid for two aligned 8-byte writes.
#[inline(always)]
pub unsafe fn store2_at(base: *mut u64, at: usize, w0: u64, w1: u64) {
    // SAFETY: the caller's.
    unsafe {
        base.add(at).write(w0);
        base.add(at + 1).write(w1);
    };
}

/// Writes `w0`, `w1` and `w2` to `base[at..at + 3]`, as [`store_at`].
///
/// # Safety
/// `base.add(at)` is valid for three aligned 8-byte writes.
#[inline(always)]
pub unsafe fn store3_at(base: *mut u64, at: usize, w0: u64, w1: u64, w2: u64) {
    // SAFETY: the caller's.
    unsafe {
        base.add(at).write(w0);
        base.add(at + 1).write(w1);
        base.add(at + 2).write(w2);
    };
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The unchecked stores write their words at their index, and nothing
    /// else.
    #[test]
    fn stored_words_land_at_their_index() {
        let mut buf = vec![0u64; 16];
        let base = buf.as_mut_ptr();
        // SAFETY: every index written is below 16.
        unsafe {
            store_at(base, 1, 11);
            store2_at(base, 3, 33, 44);
            store3_at(base, 7, 77, 88, 99);
            store_at(base, 12, 1212);
        }
        let mut want = vec![0u64; 16];
        for (i, w) in [
            (1, 11),
            (3, 33),
            (4, 44),
            (7, 77),
            (8, 88),
            (9, 99),
            (12, 1212),
        ] {
            want[i] = w;
        }
        assert_eq!(buf, want);
    }

    /// Every batch arrives once, in order, whatever the sides' speeds and
    /// the wake threshold; emptied batches come back to the producer.
    #[test]
    fn batches_arrive_in_order() {
        for (capacity, wake_at) in [(1, 1), (4, 1), (4, 2), (8, 8), (3, 9)] {
            let (tx, rx) = batch_queue::<Vec<u32>>(capacity, wake_at);
            let consumer = std::thread::spawn(move || {
                let mut seen = Vec::new();
                let mut done = None;
                while let Some(mut b) = rx.recv(done.take()) {
                    seen.extend_from_slice(&b);
                    if seen.len() % 7 == 0 {
                        std::thread::yield_now();
                    }
                    b.clear();
                    done = Some(b);
                }
                (seen, rx.stats())
            });
            let mut reused = 0;
            let mut batch = Vec::new();
            for i in 0..2000u32 {
                batch.push(i);
                if batch.len() == 3 {
                    match tx.send(std::mem::take(&mut batch)).unwrap() {
                        Some(b) => {
                            assert!(b.is_empty());
                            reused += 1;
                            batch = b;
                        }
                        None => batch = Vec::new(),
                    }
                }
            }
            tx.send(batch).unwrap();
            drop(tx);
            let (seen, stats) = consumer.join().unwrap();
            assert_eq!(seen, (0..2000).collect::<Vec<_>>());
            assert_eq!(stats.sent, 667);
            assert!(reused > 0, "capacity {capacity}: no batch came back");
        }
    }

    /// A producer sees a consumer that has gone, even while it sleeps on a
    /// full queue.
    #[test]
    fn producer_sees_the_consumer_go() {
        let (tx, rx) = batch_queue::<u32>(2, 2);
        tx.send(1).unwrap();
        tx.send(2).unwrap();
        let dropper = std::thread::spawn(move || {
            std::thread::sleep(std::time::Duration::from_millis(20));
            drop(rx);
        });
        // Full: sleeps until the consumer goes.
        assert_eq!(tx.send(3), Err(3));
        dropper.join().unwrap();
        assert_eq!(tx.send(4), Err(4));
    }

    /// A consumer that sleeps for a run of batches still gets the last,
    /// shorter run when the producer hangs up.
    #[test]
    fn consumer_drains_after_hang_up() {
        let (tx, rx) = batch_queue::<u32>(8, 8);
        let consumer = std::thread::spawn(move || {
            let mut got = Vec::new();
            while let Some(b) = rx.recv(None) {
                got.push(b);
            }
            got
        });
        for i in 0..3 {
            tx.send(i).unwrap();
        }
        drop(tx);
        assert_eq!(consumer.join().unwrap(), vec![0, 1, 2]);
    }
}
