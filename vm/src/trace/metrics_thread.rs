//! [`MetricsThread`]: the online metrics engine run beside the
//! interpreter, on a thread of its own (`rjvm -metrics`, unless
//! `-XX:-MetricsThread`).
//!
//! The interpreter's side only appends each event to a batch: the frequent
//! ones (block entry, method entry and exit, invoke, allocation, object
//! death) as one to five 64-bit words written into a preallocated buffer,
//! everything else (the
//! entity records and the rare events the [`JvmRecorder`] makes) as a
//! record kept beside the words, with one word marking its place. Full
//! batches go through a bounded queue to the metrics thread, which hands
//! every event to the same [`Engine`], in order, through the same entry
//! points (and the same repeat checks) the in-thread sink calls: the engine
//! sees the same calls in the same order, so the JSON is the same byte for
//! byte. The engine shares nothing with the interpreter: classes, methods
//! and sites reach it as records (a `Class` record carries its class
//! file), as they do in a trace.
//!
//! Memory is bounded: at most [`IN_FLIGHT`] full batches wait for the
//! metrics thread; when they all do, the interpreter sleeps until
//! [`WAKE_AT`] places are free. Emptied batches go back to the interpreter
//! for reuse, so no batch is allocated once the pipeline is primed. The
//! queue ([`super::batch_queue`]) wakes the metrics thread, which is the
//! faster side, only once [`WAKE_AT`] batches wait, so that it works in
//! runs instead of preempting the interpreter for every batch when the
//! scheduler puts both on one CPU.
//!
//! [`ThreadOptions`] (launcher options, for measurements; the JSON is the
//! same): `-XX:+PrintMetricsStats` prints the pipeline's counters and each
//! thread's CPU time and scheduler counters to standard error at the end,
//! `-XX:MetricsQueue=CAPACITY,WAKE_AT` overrides [`IN_FLIGHT`] and
//! [`WAKE_AT`], `-XX:+MetricsSchedBatch` runs the metrics thread under
//! `SCHED_BATCH`. [`MetricsThread::finish`]
//! hands over the last batch, waits for the metrics thread to drain the
//! queue, and returns the engine.
//!
//! [`JvmRecorder`]: super::JvmRecorder

use super::batch_queue::{
    batch_queue, store2_at, store3_at, store_at, Consumer, Producer, QueueStats,
};
use super::metrics_sink::MetricsFront;
use super::step;
use analyzer::metrics::{Engine, MetricsOptions};
use analyzer::records::RecordSink;
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

/// The interpreter side's counters, printed to standard error at the end
/// of the run with `-XX:+PrintMetricsStats` (with the queue's counters and each thread's CPU time and scheduler
/// counters).
#[derive(Default, Debug)]
struct FrontStats {
    /// Batches handed over.
    batches: u64,
    /// Words in them.
    words: u64,
    /// Records in them.
    records: u64,
    /// The most records in one batch.
    max_records: usize,
    /// Batches allocated after the first.
    new_batches: u64,
    /// Time spent handing batches over (mostly sleeping on a full queue).
    send: Duration,
}

/// A thread's CPU time and scheduler counters, for `-XX:+PrintMetricsStats`.
#[derive(Debug)]
struct ThreadStats {
    cpu: Duration,
    sched: String,
}

impl ThreadStats {
    /// The calling thread's.
    fn now() -> ThreadStats {
        ThreadStats {
            cpu: thread_cpu(),
            sched: thread_sched(),
        }
    }

    /// Prints them for thread `who`.
    fn print(&self, who: &str) {
        eprintln!("metrics: {who} thread: CPU {:?}, {}", self.cpu, self.sched);
    }
}

/// This thread's scheduler counters (migrations, switches), if the kernel
/// shows them.
fn thread_sched() -> String {
    let text = std::fs::read_to_string("/proc/thread-self/sched").unwrap_or_default();
    text.lines()
        .filter(|l| l.contains("nr_migrations") || l.contains("switches"))
        .map(|l| {
            l.split_whitespace()
                .filter(|w| *w != ":")
                .collect::<Vec<_>>()
                .join("=")
        })
        .collect::<Vec<_>>()
        .join(" ")
}

/// Puts the calling thread under the `SCHED_BATCH` policy: its wake-ups
/// do not preempt the running thread of their CPU.
fn batch_policy() {
    let param = libc::sched_param { sched_priority: 0 };
    // SAFETY: a valid pointer to a sched_param; 0 is the calling thread.
    unsafe { libc::sched_setscheduler(0, libc::SCHED_BATCH, &param) };
}

/// This thread's CPU time.
fn thread_cpu() -> Duration {
    let mut ts = libc::timespec {
        tv_sec: 0,
        tv_nsec: 0,
    };
    // SAFETY: a valid pointer to a timespec.
    unsafe { libc::clock_gettime(libc::CLOCK_THREAD_CPUTIME_ID, &mut ts) };
    Duration::new(ts.tv_sec as u64, ts.tv_nsec as u32)
}

/// How the metrics thread's pipeline runs (launcher options; none of them
/// changes the JSON).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ThreadOptions {
    /// `-XX:+PrintMetricsStats`: print the pipeline's counters and each
    /// thread's CPU time and scheduler counters to standard error at the
    /// end.
    pub print_stats: bool,
    /// `-XX:MetricsQueue=CAPACITY,WAKE_AT`: full batches that may wait
    /// ([`IN_FLIGHT`]) and the batches (or free places) that wake a
    /// sleeping side ([`WAKE_AT`]).
    pub queue: (usize, usize),
    /// `-XX:+MetricsSchedBatch`: run the metrics thread under the
    /// `SCHED_BATCH` policy (its wake-ups do not preempt the interpreter).
    pub sched_batch: bool,
}

impl Default for ThreadOptions {
    fn default() -> ThreadOptions {
        ThreadOptions {
            print_stats: false,
            queue: (IN_FLIGHT, WAKE_AT),
            sched_batch: false,
        }
    }
}

impl ThreadOptions {
    /// Parses the value of `-XX:MetricsQueue=`: `CAPACITY,WAKE_AT`, both
    /// at least 1 and `WAKE_AT` at most `CAPACITY`.
    pub fn parse_queue(v: &str) -> Option<(usize, usize)> {
        let (a, b) = v.split_once(',')?;
        let (cap, wake): (usize, usize) = (a.trim().parse().ok()?, b.trim().parse().ok()?);
        (cap >= 1 && wake >= 1 && wake <= cap).then_some((cap, wake))
    }
}

/// Words per batch (256 KiB; a power of 2).
pub const BATCH_WORDS: usize = 32 * 1024;
const _: () = assert!(BATCH_WORDS.is_power_of_two());
/// Full batches that may wait for the metrics thread.
pub const IN_FLIGHT: usize = 8;
/// A sleeping side of the queue is woken once this many batches (or free
/// places) are there for it.
pub const WAKE_AT: usize = 4;

/// The most words one event takes ([`tag::ALLOC`]), plus a thread switch.
const MAX_EVENT_WORDS: usize = 6;
/// A batch is handed over once its words reach this many, so that the next
/// event always fits without a test before it is written.
const LIMIT: usize = BATCH_WORDS - MAX_EVENT_WORDS;

/// The event tags: the high byte of an event's first word (so that a
/// block's word, tag 0, is the block number itself: nothing to shift or
/// add in the interpreter's loop); the low 56 bits are the event's first
/// operand.
mod tag {
    /// BlockEnter: the block; then the clock.
    pub const BLOCK: u8 = 0;
    /// MethodEnter: the method id.
    pub const ENTER: u8 = 1;
    /// MethodExit.
    pub const EXIT: u8 = 2;
    /// Invoke or DispatchInvoke: the site id; then target id (low 32
    /// bits) and receiver class id (high 32 bits, 0 for none); then the
    /// clock.
    pub const INVOKE: u8 = 3;
    /// The thread of the following compact events: the thread id.
    pub const THREAD: u8 = 4;
    /// The next record of the batch's records.
    pub const RECORD: u8 = 5;
    /// Allocation or ArrayAllocation: the class id; then the site id,
    /// the size, the object id and the clock.
    pub const ALLOC: u8 = 6;
    /// ObjectDeath: the object id (no thread: the engine does not read
    /// it).
    pub const DEATH: u8 = 7;

    /// Where the tag sits in an event's first word.
    pub const SHIFT: u32 = 56;

    /// An event's first word: `tag` and `operand` (below 2^56).
    #[inline(always)]
    pub fn word(tag: u8, operand: u64) -> u64 {
        debug_assert!(operand < 1 << SHIFT);
        operand | u64::from(tag) << SHIFT
    }
}

/// A batch of events on its way to the metrics thread.
struct Batch {
    /// The events, [`BATCH_WORDS`] long; `len` of them written.
    words: Box<[u64]>,
    /// Words written.
    len: usize,
    /// The records the [`tag::RECORD`] words stand for, in order.
    records: Vec<step::AnyRecord>,
}

impl Batch {
    /// A batch without room, in place of one handed over.
    fn empty() -> Batch {
        Batch {
            words: Box::new([]),
            len: 0,
            records: Vec::new(),
        }
    }

    fn new() -> Batch {
        Batch {
            words: vec![0; BATCH_WORDS].into_boxed_slice(),
            len: 0,
            records: Vec::new(),
        }
    }
}

/// The interpreter's end of the metrics pipeline (see the module
/// documentation): a [`MetricsFront`] that queues the events for the
/// metrics thread's [`Engine`].
pub struct MetricsThread {
    /// The batch being filled. Invariant: `batch.len < LIMIT`, so that
    /// [`MAX_EVENT_WORDS`] words fit.
    batch: Batch,
    /// The thread id the last compact event named in this stream
    /// (`i64::MIN` before the first).
    thread: i64,
    /// The thread of the interpreter's last fast-loop run
    /// ([`MetricsFront::run_start`]; `i64::MIN` before the first).
    run_thread: i64,
    /// Full batches to the metrics thread, emptied ones back (`None` once
    /// finished, or after the metrics thread has stopped).
    queue: Option<Producer<Batch>>,
    worker: Option<JoinHandle<(Engine, QueueStats, ThreadStats)>>,
    stats: FrontStats,
    /// Whether to print the counters at the end.
    print_stats: bool,
}

impl MetricsThread {
    /// Starts the metrics thread with a new engine of options `opts`, its
    /// pipeline run as `run` says.
    pub fn spawn(opts: &MetricsOptions, run: &ThreadOptions) -> Result<MetricsThread, String> {
        let (cap, wake) = run.queue;
        let (tx, rx) = batch_queue::<Batch>(cap, wake);
        let mut engine = Engine::new(opts);
        let sched_batch = run.sched_batch;
        let worker = std::thread::Builder::new()
            .name("rjvm-metrics".into())
            .spawn(move || {
                if sched_batch {
                    batch_policy();
                }
                let queue = run_batches(&mut engine, rx);
                (engine, queue, ThreadStats::now())
            })
            .map_err(|e| format!("cannot start the metrics thread: {e}"))?;
        Ok(MetricsThread {
            batch: Batch::new(),
            thread: i64::MIN,
            run_thread: i64::MIN,
            queue: Some(tx),
            worker: Some(worker),
            stats: FrontStats::default(),
            print_stats: run.print_stats,
        })
    }

    /// Appends `w` (room is guaranteed by the invariant on `batch.len`,
    /// for up to [`MAX_EVENT_WORDS`] words per event).
    #[inline(always)]
    fn word(&mut self, at: usize, w: u64) {
        debug_assert!(at < BATCH_WORDS);
        // SAFETY: `at` is `batch.len + k` with `k < MAX_EVENT_WORDS` and
        // `batch.len < LIMIT = BATCH_WORDS - MAX_EVENT_WORDS`, and `words`
        // is `BATCH_WORDS` long.
        unsafe { store_at(self.batch.words.as_mut_ptr(), at, w) };
    }

    /// Ends an event of `n` words: hands the batch over if it is full.
    #[inline(always)]
    fn end(&mut self, len: usize) {
        self.batch.len = len;
        if len >= LIMIT {
            self.hand_over();
        }
    }

    /// The write position for an event of `thread`: after a thread switch
    /// word if `thread` is not the last compact event's.
    #[inline(always)]
    fn start(&mut self, thread: i64) -> usize {
        let at = self.batch.len;
        if thread == self.thread {
            return at;
        }
        self.switch(at, thread)
    }

    #[cold]
    #[inline(never)]
    fn switch(&mut self, at: usize, thread: i64) -> usize {
        self.thread = thread;
        self.word(at, tag::word(tag::THREAD, thread as u64));
        at + 1
    }

    /// The three words of an invoke, at `at` (at most `batch.len + 1`).
    #[inline(always)]
    fn invoke_words(&mut self, at: usize, time: i64, site: i64, ids: u64) {
        debug_assert!(at + 3 <= BATCH_WORDS);
        // SAFETY: as in `word`: `at` is at most `batch.len + 1`, below
        // `LIMIT + 1`, and `LIMIT + MAX_EVENT_WORDS = BATCH_WORDS`.
        unsafe {
            let w = tag::word(tag::INVOKE, site as u64);
            store3_at(self.batch.words.as_mut_ptr(), at, w, ids, time as u64)
        };
    }

    /// A MethodEnter of another thread than the last compact event's. The
    /// fast loop's run's thread (`run_thread`) is then switched back to,
    /// so that its blocks can go on taking it as known: a MethodEnter
    /// there names the frame's thread, which may not be the run's (outside
    /// a run, the extra switch is only a word: the engine gets the same
    /// calls).
    #[cold]
    #[inline(never)]
    fn enter_switched(&mut self, thread: i64, method: u32) {
        let at = self.switch(self.batch.len, thread);
        self.word(at, tag::word(tag::ENTER, u64::from(method)));
        if self.run_thread == thread || self.run_thread == i64::MIN {
            return self.end(at + 1);
        }
        let run = self.run_thread;
        let at = self.switch(at + 1, run);
        self.end(at);
    }

    /// An invoke by another thread than the last compact event's.
    #[cold]
    #[inline(never)]
    fn invoke_switched(&mut self, thread: i64, time: i64, site: i64, ids: u64) {
        let at = self.switch(self.batch.len, thread);
        self.invoke_words(at, time, site, ids);
        self.end(at + 3);
    }

    /// Sends the current batch to the metrics thread (blocking while
    /// [`IN_FLIGHT`] batches wait) and takes an emptied one, or a new one
    /// while the pipeline fills.
    #[cold]
    #[inline(never)]
    fn hand_over(&mut self) {
        let full = std::mem::replace(&mut self.batch, Batch::empty());
        self.stats.batches += 1;
        self.stats.words += full.len as u64;
        self.stats.records += full.records.len() as u64;
        self.stats.max_records = self.stats.max_records.max(full.records.len());
        let t = Instant::now();
        let sent = match self.queue.as_ref().map(|q| q.send(full)) {
            Some(Ok(next)) => {
                self.batch = next.unwrap_or_else(|| {
                    self.stats.new_batches += 1;
                    Batch::new()
                });
                true
            }
            _ => false,
        };
        self.stats.send += t.elapsed();
        if !sent {
            // The metrics thread has stopped (it panicked): later batches
            // are dropped, and `finish` reports it.
            self.queue = None;
            self.batch = Batch::new();
        }
    }

    /// Hands over the last events, waits for the metrics thread to
    /// analyze everything, and returns its engine; an error if the metrics
    /// thread failed.
    pub fn finish(mut self) -> Result<Engine, String> {
        self.stop()
    }

    fn stop(&mut self) -> Result<Engine, String> {
        if let Some(tx) = self.queue.take() {
            let last = std::mem::replace(&mut self.batch, Batch::empty());
            // A failed send means the metrics thread stopped: the join
            // reports it.
            let _ = tx.send(last);
        }
        match self.worker.take() {
            Some(w) => {
                let (engine, queue, worker) = w
                    .join()
                    .map_err(|_| "the metrics thread panicked".to_string())?;
                if self.print_stats {
                    eprintln!("metrics: interpreter {:?}", self.stats);
                    eprintln!("metrics: queue {queue:?}");
                    ThreadStats::now().print("interpreter");
                    worker.print("metrics");
                }
                Ok(engine)
            }
            None => Err("the metrics thread has stopped".to_string()),
        }
    }
}

impl Drop for MetricsThread {
    fn drop(&mut self) {
        if self.worker.is_some() {
            let _ = self.stop();
        }
    }
}

impl RecordSink for MetricsThread {
    #[inline]
    fn put<R: step::Encode + Into<step::AnyRecord>>(&mut self, r: R) {
        self.batch.records.push(r.into());
        let at = self.batch.len;
        self.word(at, tag::word(tag::RECORD, 0));
        self.end(at + 1);
    }
}

impl MetricsFront for MetricsThread {
    const REPEATS: bool = false;
    const INLINE_BLOCKS: bool = true;

    #[inline(always)]
    fn method_enter_repeat(&mut self, _: i64, _: u32) -> bool {
        false
    }

    #[inline(always)]
    fn method_enter(&mut self, thread: i64, method: u32) {
        if thread != self.thread {
            return self.enter_switched(thread, method);
        }
        let at = self.batch.len;
        self.word(at, tag::word(tag::ENTER, u64::from(method)));
        self.end(at + 1);
    }

    #[inline(always)]
    fn method_exit(&mut self, thread: i64) {
        let at = self.start(thread);
        self.word(at, tag::word(tag::EXIT, 0));
        self.end(at + 1);
    }

    #[inline(always)]
    fn block_enter(&mut self, thread: i64, time: i64, block: u32) {
        let at = self.start(thread);
        let w = tag::word(tag::BLOCK, u64::from(block));
        debug_assert!(at + 2 <= BATCH_WORDS);
        // SAFETY: as in `word`, for two words.
        unsafe { store2_at(self.batch.words.as_mut_ptr(), at, w, time as u64) };
        self.end(at + 2);
    }

    #[inline(always)]
    fn run_start(&mut self, thread: i64) {
        self.run_thread = thread;
        if thread != self.thread {
            let at = self.switch(self.batch.len, thread);
            self.end(at);
        }
    }

    #[inline(always)]
    fn run_block_enter(&mut self, thread: i64, time: i64, block: u32) {
        debug_assert_eq!(thread, self.thread, "a run's block of another thread");
        let at = self.batch.len;
        let w = tag::word(tag::BLOCK, u64::from(block));
        debug_assert!(at + 2 <= BATCH_WORDS);
        // SAFETY: as in `word`, for two words.
        unsafe { store2_at(self.batch.words.as_mut_ptr(), at, w, time as u64) };
        self.end(at + 2);
    }

    #[inline(always)]
    fn invoke_repeat(&mut self, _: i64, _: i64, _: i64, _: i64, _: Option<i64>) -> bool {
        false
    }

    #[inline(always)]
    fn invoke_repeat_ids(&mut self, _: i64, _: i64, _: u32, _: u64) -> bool {
        false
    }

    #[inline(always)]
    fn invoke(&mut self, thread: i64, time: i64, site: i64, target: i64, receiver: Option<i64>) {
        // Ids of methods and classes are VM indices + 1, below 2^32 (the
        // engine reads them as u32); a receiver class id is never 0.
        let receiver = receiver.map_or(0, |r| r as u32);
        let ids = u64::from(target as u32) | u64::from(receiver) << 32;
        self.invoke_packed(thread, time, site, ids);
    }

    // The common case (same thread) writes and returns, or hands the
    // batch over as its last step: no value lives across a call, so the
    // sink's out-of-line invoke hook it is inlined into stays a leaf.
    #[inline(always)]
    fn invoke_packed(&mut self, thread: i64, time: i64, site: i64, ids: u64) {
        if thread != self.thread {
            return self.invoke_switched(thread, time, site, ids);
        }
        let at = self.batch.len;
        self.invoke_words(at, time, site, ids);
        self.end(at + 3);
    }

    #[inline(always)]
    fn run_invoke_packed(&mut self, thread: i64, time: i64, site: i64, ids: u64) {
        debug_assert_eq!(thread, self.thread, "a run's invoke of another thread");
        let at = self.batch.len;
        self.invoke_words(at, time, site, ids);
        self.end(at + 3);
    }

    #[inline]
    fn allocation(
        &mut self,
        thread: i64,
        time: i64,
        site: i64,
        class: i64,
        size: i64,
        object: i64,
    ) {
        let at = self.start(thread);
        // Class ids are VM indices + 1, below 2^32.
        self.word(at, tag::word(tag::ALLOC, class as u64));
        self.word(at + 1, site as u64);
        self.word(at + 2, size as u64);
        self.word(at + 3, object as u64);
        self.word(at + 4, time as u64);
        self.end(at + 5);
    }

    #[inline]
    fn object_death(&mut self, object: i64) {
        // Object ids count the VM's allocations: below 2^56.
        debug_assert!((object as u64) < 1 << 56);
        let at = self.batch.len;
        self.word(at, tag::word(tag::DEATH, object as u64));
        self.end(at + 1);
    }

    fn finish(self) -> Result<Engine, String> {
        MetricsThread::finish(self)
    }
}

/// The metrics thread's loop: analyzes the batches in order until the
/// interpreter hangs up, returning each emptied batch.
fn run_batches(engine: &mut Engine, queue: Consumer<Batch>) -> QueueStats {
    // The thread of the compact events, across batches.
    let mut thread = i64::MIN;
    let mut done = None;
    while let Some(mut batch) = queue.recv(done.take()) {
        run_batch(engine, &mut batch, &mut thread);
        batch.len = 0;
        batch.records.clear();
        done = Some(batch);
    }
    queue.stats()
}

/// Hands the events of `batch` to `engine` through the calls the in-thread
/// sink makes for them ([`MetricsFront`] for [`Engine`]).
fn run_batch(engine: &mut Engine, batch: &mut Batch, thread: &mut i64) {
    let mut records = batch.records.drain(..);
    let len = batch.len;
    let Ok(words) = <&[u64; BATCH_WORDS]>::try_from(&*batch.words) else {
        // Only a batch without room (never filled) has another length.
        assert_eq!(len, 0, "a metrics batch of {} words", batch.words.len());
        return;
    };
    // Every index is below `len` (events are written whole), so masking
    // changes none; it lets the reads go without bounds checks.
    let at = |i: usize| words[i & (BATCH_WORDS - 1)];
    let mut t = *thread;
    let mut i = 0;
    while i < len {
        let w = at(i);
        let operand = w & ((1 << tag::SHIFT) - 1);
        // Tags are below 8 (written above, never read from outside): masked
        // so, the match below needs no range test before its jump table.
        debug_assert!(
            w >> tag::SHIFT <= 7,
            "metrics batch tag {}",
            w >> tag::SHIFT
        );
        let tag = (w >> tag::SHIFT) as u8 & 7;
        // Blocks first: more than half of the events.
        if tag == tag::BLOCK {
            MetricsFront::block_enter(engine, t, at(i + 1) as i64, operand as u32);
            i += 2;
            continue;
        }
        match tag {
            tag::ENTER => {
                let m = operand as u32;
                if !engine.method_enter_repeat(t, m) {
                    MetricsFront::method_enter(engine, t, m);
                }
                i += 1;
            }
            tag::EXIT => {
                MetricsFront::method_exit(engine, t);
                i += 1;
            }
            tag::INVOKE => {
                let ids = at(i + 1);
                let (target, receiver) = (i64::from(ids as u32), (ids >> 32) as i64);
                let receiver = (receiver != 0).then_some(receiver);
                let (site, time) = (operand as i64, at(i + 2) as i64);
                if !engine.invoke_repeat(t, time, site, target, receiver) {
                    MetricsFront::invoke(engine, t, time, site, target, receiver);
                }
                i += 3;
            }
            tag::THREAD => {
                t = operand as i64;
                i += 1;
            }
            tag::ALLOC => {
                let (site, size, object) = (at(i + 1), at(i + 2), at(i + 3));
                let time = at(i + 4) as i64;
                engine.allocation(
                    t,
                    time,
                    site as i64,
                    operand as i64,
                    size as i64,
                    object as i64,
                );
                i += 5;
            }
            tag::DEATH => {
                engine.object_death(operand as i64);
                i += 1;
            }
            tag::RECORD => {
                let r = records.next().expect("a record for every RECORD word");
                engine.record(r);
                i += 1;
            }
            // BLOCK (handled above) or a value `& 7` cannot give.
            _ => unreachable!("metrics batch tag {tag}"),
        }
    }
    *thread = t;
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The same calls through the thread and directly give the same
    /// engine state (compared through the JSON), across batch boundaries
    /// and thread switches.
    #[test]
    fn thread_gives_the_engine_the_same_calls() {
        let opts = MetricsOptions::default();
        let mut direct = Engine::new(&opts);
        let mut queued = MetricsThread::spawn(&opts, &ThreadOptions::default()).unwrap();
        // No program model: blocks and invokes of unknown methods and
        // sites still reach the engine's thread and window logic.
        for i in 0..(3 * BATCH_WORDS as i64) {
            let t = 1 + (i / 5000) % 3;
            let m = (i % 7) as u32 + 1;
            fn feed<F: MetricsFront>(f: &mut F, t: i64, i: i64, m: u32) {
                if !f.method_enter_repeat(t, m) {
                    f.method_enter(t, m);
                }
                f.block_enter(t, i * 3, (i % 4) as u32);
                if !f.invoke_repeat(t, i * 3 + 1, i % 11 + 1, i64::from(m), Some(i % 2 + 1)) {
                    f.invoke(t, i * 3 + 1, i % 11 + 1, i64::from(m), Some(i % 2 + 1));
                }
                if i % 3 == 0 {
                    f.allocation(t, i * 3 + 2, i % 13 + 1, i % 5 + 1, 16 + i % 40, i);
                }
                if i % 7 == 6 {
                    f.object_death(i - 6);
                }
                f.method_exit(t);
            }
            feed(&mut direct, t, i, m);
            feed(&mut queued, t, i, m);
            if i % 1000 == 0 {
                let r = step::ThreadStart {
                    thread: t,
                    time: i * 3,
                };
                direct.put(r.clone());
                queued.put(r);
            }
        }
        let queued = queued.finish().unwrap();
        assert_eq!(direct.to_json("p", "c"), queued.to_json("p", "c"));
    }
}
