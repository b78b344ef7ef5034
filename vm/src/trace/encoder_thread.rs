//! [`EncoderThread`]: STEP encoding moved off the interpreter's thread
//! (`-trace-encode thread`).
//!
//! The interpreter's side only appends each record to a batch: the
//! frequent record types (blocks, method entries and exits, invokes, field
//! accesses, and the `all` groups' bytecodes, array accesses and values)
//! as two to four 64-bit words written into a preallocated buffer — a tag
//! with the record's first id (block, method or site) in one word, its
//! other fields in the next ones, its thread only when it changes (a
//! thread-switch word) — and every other record (entities with their
//! class files, sites, allocations, monitors, GC) as a [`Staged`] record
//! kept beside the words, with one word marking its place. Nothing is
//! encoded and no entity is looked up for the words: the [`JvmRecorder`]
//! made its checks and wrote its entity records before the record, as it
//! does inline.
//!
//! A tracer thread takes the full batches in order, turns the words back
//! into the same typed records and writes them through the same
//! [`step::TraceWriter`] the inline mode uses, so the file is byte for byte
//! the same (the writer's own thread still compresses and writes the
//! blocks). An entry block the trace may leave out
//! ([`RecordSink::put_entry_block`]) is held on the tracer's side: it is
//! written at the next settle word only if no record came in between, or
//! before a `BlockEnter` of its thread and number that directly follows
//! it, which is the inline mode's rule.
//!
//! Memory is bounded: at most [`IN_FLIGHT`] full batches wait for the
//! tracer; when they all do, the interpreter blocks until one is taken.
//! Emptied batches go back to the interpreter for reuse, so no batch is
//! allocated once the pipeline is primed. The words are written with
//! ordinary stores ([`super::batch_queue::store_at`], which says why not
//! non-temporal ones). The queue is a
//! [`super::batch_queue`] (a mutex and two condition variables): neither
//! side spins, and a sleeping side is woken (a system call) only for a run
//! of batches — `std::sync::mpsc` spins and yields before it parks, which
//! burnt CPU time (system time) that the interpreter needed on a two-core
//! machine. The tracer stops at its first
//! error (later batches are dropped); [`EncoderThread::finish`] reports it.
//!
//! [`JvmRecorder`]: super::JvmRecorder
//! [`RecordSink::put_entry_block`]: analyzer::records::RecordSink::put_entry_block

use super::batch_queue::{batch_queue, store_at, Consumer, Producer};
use super::step;
use std::thread::JoinHandle;
use tracer::format::WriteStats;

/// Words per batch (256 KiB).
pub const BATCH_WORDS: usize = 32 * 1024;
/// Full batches that may wait for the tracer thread.
pub const IN_FLIGHT: usize = 4;
/// A sleeping tracer is woken when this many full batches wait (or at the
/// end): fewer wake-ups (system calls, context switches) than one a batch.
pub const WAKE_AT: usize = 2;

/// The most words one record takes (a tag and three fields), plus a
/// thread switch.
const MAX_RECORD_WORDS: usize = 5;
/// A batch is handed over once its words reach this many, so that the
/// next record always fits without a test before it is written.
const LIMIT: usize = BATCH_WORDS - MAX_RECORD_WORDS;

/// Declares [`Staged`]: the records small enough to queue by value, each
/// under its own name, and the rest boxed. The boxed list must name every
/// other record type of the schema: the match in `Staged::write` is
/// exhaustive, so a record type added to the schema and left out here is a
/// compile error.
macro_rules! staged {
    (inline: [$($i:ident),* $(,)?], boxed: [$($b:ident),* $(,)?]) => {
        /// A record on its way to the tracer thread.
        pub enum Staged {
            $(
                #[doc = concat!("A `", stringify!($i), "` record.")]
                $i(step::$i),
            )*
            /// Any other record (entities, allocations, GC finishes):
            /// rare, and too big to queue by value.
            Boxed(Box<step::AnyRecord>),
        }

        impl Staged {
            /// The staged form of `r` (for a record of a known type this
            /// folds to a plain construction after inlining).
            #[inline(always)]
            pub fn new(r: step::AnyRecord) -> Staged {
                match r {
                    $(step::AnyRecord::$i(x) => Staged::$i(x),)*
                    other => Staged::Boxed(Box::new(other)),
                }
            }

            /// Encodes the record with `w`.
            pub fn write<W: std::io::Write + Send + 'static>(
                &self,
                w: &mut step::TraceWriter<W>,
            ) -> Result<(), tracer::format::WriteError> {
                match self {
                    $(Staged::$i(x) => w.write(x),)*
                    Staged::Boxed(b) => match &**b {
                        $(step::AnyRecord::$i(x) => w.write(x),)*
                        $(step::AnyRecord::$b(x) => w.write(x),)*
                    },
                }
            }
        }
    };
}

staged! {
    inline: [
        Site, ClassLoad, ThreadStart, ThreadEnd, MethodEnter, MethodExit, BlockEnter,
        Invoke, DispatchInvoke, FieldRead, InstanceFieldRead, FieldWrite,
        InstanceFieldWrite, ArrayLoad, ArrayStore, GCStart, ObjectDeath, MonitorEnter,
        MonitorContendedEnter, MonitorEntered, MonitorExit, MonitorWait, MonitorWaited,
        Notify, ExceptionThrow, ExceptionCatch, Bytecode, IntValue, FloatValue, RefValue,
        Receiver, BranchOutcome, ImpliedFieldAccess, ImpliedStaticAccess, ImpliedInvoke,
    ],
    boxed: [
        Entity, Thread, Class, Method, Field, Event, MethodEvent, FieldAccess, ArrayAccess,
        Allocation, ArrayAllocation, GCFinish, MonitorEvent, ValueEvent, BytecodeRun,
        BranchBits, BranchBlocksEnd, KnownAccessesEnd,
    ]
}

/// Declares the compact record types: the tag of each (the low byte of
/// its first word; the rest of that word is the record's `key` field, an
/// id below 2^56), the fields written after it, one word each, in order,
/// and the encoder and decoder of the words. `FloatValue` is written by
/// hand (its value is a float).
macro_rules! compact {
    ($($t:ident = $tag:literal { $key:ident; $($f:ident),* })*) => {
        /// The word tags.
        mod tag {
            $(
                #[doc = concat!("A `", stringify!($t), "` record.")]
                #[allow(non_upper_case_globals)]
                pub const $t: u8 = $tag;
            )*
            /// A `FloatValue` record: site; time, value's bits.
            #[allow(non_upper_case_globals)]
            pub const FloatValue: u8 = 20;
            /// An entry block that may be left out: block; time.
            pub const ENTRY: u8 = 21;
            /// Writes the held entry block, if no record followed it.
            pub const SETTLE: u8 = 22;
            /// The thread of the following compact records: thread id.
            pub const THREAD: u8 = 23;
            /// The next of the batch's staged records.
            pub const RECORD: u8 = 24;
        }

        impl<W: std::io::Write + Send + 'static> EncoderThread<W> {
            /// Queues `r`: as words if its type is a compact one (this
            /// match folds away for a record of a known type), staged
            /// otherwise.
            #[inline(always)]
            fn put_any(&mut self, r: step::AnyRecord) {
                match r {
                    $(
                        step::AnyRecord::$t(r) => {
                            debug_assert!((0..1 << 56).contains(&r.$key));
                            self.compact(
                                r.thread,
                                [u64::from(tag::$t) | (r.$key as u64) << 8, $(r.$f as u64),*],
                            )
                        }
                    )*
                    step::AnyRecord::FloatValue(r) => {
                        debug_assert!((0..1 << 56).contains(&r.site));
                        self.compact(
                            r.thread,
                            [
                                u64::from(tag::FloatValue) | (r.site as u64) << 8,
                                r.time as u64,
                                r.value.to_bits(),
                            ],
                        )
                    }
                    other => self.record(Staged::new(other)),
                }
            }
        }

        /// Writes the records of `batch` with `w`, in order (see the
        /// module documentation); `s` is the state carried from batch to
        /// batch.
        fn decode<W: std::io::Write + Send + 'static>(
            w: &mut step::TraceWriter<W>,
            batch: &Batch,
            s: &mut TracerState,
        ) -> Result<(), tracer::format::WriteError> {
            let words = &batch.words[..batch.len];
            let mut records = batch.records.iter();
            let mut i = 0;
            while let Some(&w0) = words.get(i) {
                let key = (w0 >> 8) as i64;
                let thread = s.thread;
                i += 1;
                match w0 as u8 {
                    $(
                        tag::$t => {
                            $(
                                #[allow(non_snake_case)]
                                let $f = words[i] as i64;
                                i += 1;
                            )*
                            s.held = None;
                            if let Some(h) = s.head.take() {
                                // (A BlockEnter of the first held block's
                                // number: written, `RecordSink::put_block`.)
                                if tag::$t == tag::BlockEnter && (h.thread, h.block) == (thread, key) {
                                    w.write(&h)?;
                                }
                            }
                            w.write(&step::$t { thread, $key: key, $($f),* })?;
                        }
                    )*
                    tag::FloatValue => {
                        let (time, value) = (words[i] as i64, f64::from_bits(words[i + 1]));
                        i += 2;
                        (s.held, s.head) = (None, None);
                        w.write(&step::FloatValue { thread, time, site: key, value })?;
                    }
                    tag::ENTRY => {
                        let time = words[i] as i64;
                        i += 1;
                        let b = step::BlockEnter { thread, time, block: key };
                        // (The first held since the last record, of the
                        // same thread and number: written, and this one
                        // is the first; `TraceOut::put_entry_block`.)
                        match &s.head {
                            Some(h) if (h.thread, h.block) == (thread, key) => {
                                w.write(h)?;
                                s.head = Some(b.clone());
                            }
                            Some(_) => {}
                            None => s.head = Some(b.clone()),
                        }
                        s.held = Some(b);
                    }
                    tag::SETTLE => {
                        s.head = None;
                        if let Some(b) = s.held.take() {
                            w.write(&b)?;
                        }
                    }
                    tag::THREAD => s.thread = key,
                    tag::RECORD => {
                        (s.held, s.head) = (None, None);
                        records.next().expect("a record for every RECORD word").write(w)?;
                    }
                    t => unreachable!("trace batch tag {t}"),
                }
            }
            Ok(())
        }
    };
}

compact! {
    BlockEnter = 0 { block; time }
    MethodEnter = 1 { method; time }
    MethodExit = 2 { method; time, exceptional }
    Invoke = 3 { site; time, target }
    DispatchInvoke = 4 { site; time, target, receiverClass }
    FieldRead = 5 { site; time, field }
    FieldWrite = 6 { site; time, field }
    InstanceFieldRead = 7 { site; time, field, object }
    InstanceFieldWrite = 8 { site; time, field, object }
    ArrayLoad = 9 { site; time, array, index }
    ArrayStore = 10 { site; time, array, index }
    Bytecode = 11 { site; time, opcode }
    IntValue = 12 { site; time, value }
    RefValue = 13 { site; time, object }
    Receiver = 14 { site; time, object }
    BranchOutcome = 15 { site; time, outcome }
    ImpliedFieldAccess = 16 { object; }
}

/// What the tracer thread carries from batch to batch.
struct TracerState {
    /// The thread id of the compact records.
    thread: i64,
    /// An entry block held back (written at the next settle word if no
    /// record came before it).
    held: Option<step::BlockEnter>,
    /// The first entry block held since the last record written (the
    /// reader's pending block): written before a `BlockEnter` of its
    /// thread and number that is not it.
    head: Option<step::BlockEnter>,
}

/// A batch of records on its way to the tracer thread.
struct Batch {
    /// The words, [`BATCH_WORDS`] long; `len` of them written.
    words: Box<[u64]>,
    /// Words written.
    len: usize,
    /// The records the RECORD words stand for, in order.
    records: Vec<Staged>,
}

impl Batch {
    fn new() -> Batch {
        Batch {
            words: vec![0; BATCH_WORDS].into_boxed_slice(),
            len: 0,
            records: Vec::new(),
        }
    }

    /// A batch with no room (allocates nothing): what the interpreter
    /// holds while a batch is on its way and after the last.
    fn none() -> Batch {
        Batch {
            words: Box::new([]),
            len: 0,
            records: Vec::new(),
        }
    }
}

/// What the tracer thread returns: the finished file and its totals, or
/// the first error.
type Finished<W> = Result<(W, WriteStats), String>;

/// The interpreter's end of the encoding pipeline (see the module
/// documentation).
pub struct EncoderThread<W: std::io::Write + Send + 'static> {
    /// The batch being filled. Invariant: `batch.len < LIMIT`, so that
    /// [`MAX_RECORD_WORDS`] words fit.
    batch: Batch,
    /// The thread id of the last compact record (`i64::MIN` before the
    /// first).
    thread: i64,
    /// The queue to the tracer (`None` once finished).
    queue: Option<Producer<Batch>>,
    tracer: Option<JoinHandle<Finished<W>>>,
}

impl<W: std::io::Write + Send + 'static> EncoderThread<W> {
    /// Starts the tracer thread, which writes through `w`.
    pub fn spawn(mut w: step::TraceWriter<W>) -> Result<Self, String> {
        let (queue, theirs) = batch_queue::<Batch>(IN_FLIGHT, WAKE_AT);
        let tracer = std::thread::Builder::new()
            .name("rjvm-trace-encoder".into())
            .spawn(move || -> Finished<W> {
                let r = encode_batches(&mut w, &theirs);
                // Whatever happened, the interpreter must not wait for us:
                // its sends fail from now on.
                drop(theirs);
                r.map_err(|e| e.to_string())?;
                w.finish().map_err(|e| e.to_string())
            })
            .map_err(|e| format!("cannot start the trace encoder thread: {e}"))?;
        Ok(EncoderThread {
            batch: Batch::new(),
            thread: i64::MIN,
            queue: Some(queue),
            tracer: Some(tracer),
        })
    }

    /// Queues `r` (an error of the tracer's is reported by
    /// [`Self::finish`]).
    #[inline(always)]
    pub fn put<R: Into<step::AnyRecord>>(&mut self, r: R) {
        self.put_any(r.into());
    }

    /// Queues the entry block `r`, which the tracer writes only if no
    /// record follows it before the next [`Self::settle`].
    #[inline]
    pub fn put_entry_block(&mut self, r: step::BlockEnter) {
        debug_assert!((0..1 << 56).contains(&r.block));
        self.compact(
            r.thread,
            [u64::from(tag::ENTRY) | (r.block as u64) << 8, r.time as u64],
        );
    }

    /// Writes the entry block queued last if no record followed it.
    #[inline]
    pub fn settle(&mut self) {
        let at = self.batch.len;
        self.word(at, u64::from(tag::SETTLE));
        self.end(at + 1);
    }

    /// Appends a staged record and its RECORD word.
    #[inline(never)]
    fn record(&mut self, r: Staged) {
        self.batch.records.push(r);
        let at = self.batch.len;
        self.word(at, u64::from(tag::RECORD));
        self.end(at + 1);
    }

    /// Appends the words of a compact record of `thread`, after a thread
    /// switch if `thread` is not the last compact record's.
    #[inline(always)]
    fn compact<const N: usize>(&mut self, thread: i64, words: [u64; N]) {
        const { assert!(N < MAX_RECORD_WORDS) };
        let mut at = self.batch.len;
        if thread != self.thread {
            at = self.switch(at, thread);
        }
        debug_assert!(at + N <= BATCH_WORDS);
        let p = self.batch.words.as_mut_ptr();
        for (k, w) in words.into_iter().enumerate() {
            // SAFETY: `at` is at most `batch.len + 1`, `batch.len < LIMIT`
            // (the invariant), and `N + 1 <= MAX_RECORD_WORDS`, so
            // `at + k < at + N <= LIMIT + MAX_RECORD_WORDS = BATCH_WORDS`,
            // the length of `words`.
            unsafe { store_at(p, at + k, w) };
        }
        self.end(at + N);
    }

    #[cold]
    #[inline(never)]
    fn switch(&mut self, at: usize, thread: i64) -> usize {
        debug_assert!((0..1 << 56).contains(&thread));
        self.thread = thread;
        self.word(at, (thread as u64) << 8 | u64::from(tag::THREAD));
        at + 1
    }

    /// Writes word `at` (room is guaranteed by the invariant on
    /// `batch.len` for up to [`MAX_RECORD_WORDS`] words).
    #[inline(always)]
    fn word(&mut self, at: usize, w: u64) {
        debug_assert!(at < BATCH_WORDS);
        // SAFETY: `at` is below `batch.len + MAX_RECORD_WORDS`, and
        // `batch.len < LIMIT = BATCH_WORDS - MAX_RECORD_WORDS`.
        unsafe { store_at(self.batch.words.as_mut_ptr(), at, w) };
    }

    /// Ends a record whose words end at `len`: hands the batch over if it
    /// is full.
    #[inline(always)]
    fn end(&mut self, len: usize) {
        self.batch.len = len;
        if len >= LIMIT {
            self.hand_over();
        }
    }

    /// Sends the current batch to the tracer (blocking while
    /// [`IN_FLIGHT`] batches wait) and takes an emptied one, or a new one
    /// while the pipeline fills.
    #[cold]
    #[inline(never)]
    fn hand_over(&mut self) {
        let Some(q) = &self.queue else {
            return self.drop_batch();
        };
        let full = std::mem::replace(&mut self.batch, Batch::none());
        self.batch = match q.send(full) {
            Ok(emptied) => emptied.unwrap_or_else(Batch::new),
            Err(back) => {
                // The tracer stopped at an error: drop the records (finish
                // reports the error).
                self.batch = back;
                self.drop_batch();
                return;
            }
        };
    }

    /// Empties the current batch, its records lost.
    fn drop_batch(&mut self) {
        self.batch.len = 0;
        self.batch.records.clear();
    }

    /// Hands over the last records, waits for the tracer to encode them
    /// and finish the file, and returns the file and its totals, or the
    /// tracer's first error.
    pub fn finish(mut self) -> Finished<W> {
        self.stop()
    }

    fn stop(&mut self) -> Finished<W> {
        if let Some(q) = self.queue.take() {
            let last = std::mem::replace(&mut self.batch, Batch::none());
            // A failed send means the tracer stopped at an error, which
            // the join below returns. Dropping `q` then tells the tracer
            // that no batch follows.
            let _ = q.send(last);
        }
        match self.tracer.take() {
            Some(t) => t
                .join()
                .unwrap_or_else(|_| Err("the trace encoder thread panicked".to_string())),
            None => Err("the trace encoder thread has stopped".to_string()),
        }
    }
}

impl<W: std::io::Write + Send + 'static> Drop for EncoderThread<W> {
    fn drop(&mut self) {
        if self.tracer.is_some() {
            let _ = self.stop();
        }
    }
}

/// The tracer thread's loop: encodes the batches in order until the
/// interpreter has finished, giving back each emptied batch.
fn encode_batches<W: std::io::Write + Send + 'static>(
    w: &mut step::TraceWriter<W>,
    q: &Consumer<Batch>,
) -> Result<(), tracer::format::WriteError> {
    let mut s = TracerState {
        thread: 0,
        held: None,
        head: None,
    };
    let mut done = None;
    while let Some(mut batch) = q.recv(done.take()) {
        decode(w, &batch, &mut s)?;
        batch.len = 0;
        batch.records.clear();
        done = Some(batch);
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use tracer::format::WriterOptions;

    #[test]
    fn staged_records_stay_small() {
        assert!(std::mem::size_of::<Staged>() <= 48);
    }

    /// Every record type through the thread and written directly give the
    /// same file, across batch boundaries and thread switches, with held
    /// entry blocks kept or dropped by the inline rule.
    #[test]
    fn thread_writes_what_the_writer_writes() {
        let opts = WriterOptions {
            block_size: 1 << 14,
            ..WriterOptions::default()
        };
        let mut direct = step::TraceWriter::new(Vec::new(), opts.clone()).unwrap();
        let mut queued =
            EncoderThread::spawn(step::TraceWriter::new(Vec::new(), opts).unwrap()).unwrap();
        // The inline rule: `held` the last entry block held, `head` the
        // first since the last record written.
        let mut held: Option<step::BlockEnter> = None;
        let mut head: Option<step::BlockEnter> = None;
        for i in 0..(4 * BATCH_WORDS as i64) {
            let thread = 1 + (i / 777) % 3;
            let (time, site) = (i * 3, i % 13 + 1);
            let records: Vec<step::AnyRecord> = vec![
                step::MethodEnter {
                    thread,
                    time,
                    method: i % 7 + 1,
                }
                .into(),
                step::BlockEnter {
                    thread,
                    time,
                    block: i % 5,
                }
                .into(),
                step::Invoke {
                    thread,
                    time,
                    site,
                    target: 3,
                }
                .into(),
                step::DispatchInvoke {
                    thread,
                    time,
                    site,
                    target: 4,
                    receiverClass: 2,
                }
                .into(),
                step::FieldRead {
                    thread,
                    time,
                    site,
                    field: 9,
                }
                .into(),
                step::FieldWrite {
                    thread,
                    time,
                    site,
                    field: 8,
                }
                .into(),
                step::InstanceFieldRead {
                    thread,
                    time,
                    site,
                    field: 7,
                    object: i,
                }
                .into(),
                step::InstanceFieldWrite {
                    thread,
                    time,
                    site,
                    field: 6,
                    object: -i,
                }
                .into(),
                step::ArrayLoad {
                    thread,
                    time,
                    site,
                    array: 5,
                    index: i,
                }
                .into(),
                step::ArrayStore {
                    thread,
                    time,
                    site,
                    array: 5,
                    index: -1,
                }
                .into(),
                step::Bytecode {
                    thread,
                    time,
                    site,
                    opcode: i % 200,
                }
                .into(),
                step::IntValue {
                    thread,
                    time,
                    site,
                    value: i64::MIN + i,
                }
                .into(),
                step::FloatValue {
                    thread,
                    time,
                    site,
                    value: i as f64 / 3.0,
                }
                .into(),
                step::RefValue {
                    thread,
                    time,
                    site,
                    object: i,
                }
                .into(),
                step::Receiver {
                    thread,
                    time,
                    site,
                    object: i,
                }
                .into(),
                step::BranchOutcome {
                    thread,
                    time,
                    site,
                    outcome: i & 1,
                }
                .into(),
                step::Site {
                    id: i + 1,
                    method: 2,
                    bci: -1,
                }
                .into(),
                step::MethodExit {
                    thread,
                    time,
                    method: i % 7 + 1,
                    exceptional: i % 2,
                }
                .into(),
            ];
            // (Records leave out an entry block held before them, unless
            // the first is a BlockEnter of its thread and number.)
            for r in records.into_iter().skip((i % 17) as usize) {
                if let (Some(h), step::AnyRecord::BlockEnter(b)) = (head.take(), &r) {
                    if (h.thread, h.block) == (b.thread, b.block) {
                        direct.write(&h).unwrap();
                    }
                }
                direct.write(&r).unwrap();
                queued.put(r);
            }
            // An entry block, then a record (it is left out) or a settle
            // (written), or neither (the next records leave it out).
            let b = step::BlockEnter {
                thread,
                time,
                block: i % 4,
            };
            // (The first held since the last record, of the same thread
            // and number, is written, and this one is the first.)
            match &head {
                Some(h) if (h.thread, h.block) == (b.thread, b.block) => {
                    direct.write(h).unwrap();
                    head = Some(b.clone());
                }
                Some(_) => {}
                None => head = Some(b.clone()),
            }
            held = Some(b.clone());
            queued.put_entry_block(b);
            match i % 3 {
                0 => {
                    let r = step::MethodEnter {
                        thread,
                        time,
                        method: 1,
                    };
                    (held, head) = (None, None);
                    direct.write(&r).unwrap();
                    queued.put(r);
                }
                1 => {
                    head = None;
                    if let Some(b) = held.take() {
                        direct.write(&b).unwrap();
                    }
                    queued.settle();
                }
                _ => {}
            }
        }
        if let Some(b) = held.take() {
            direct.write(&b).unwrap();
        }
        queued.settle();
        let (a, _) = direct.finish().unwrap();
        let (b, _) = queued.finish().unwrap();
        assert!(a.len() > 100_000, "{} bytes", a.len());
        assert!(a == b, "the thread wrote a different trace");
    }
}
