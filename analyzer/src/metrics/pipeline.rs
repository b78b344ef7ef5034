//! Offline reading on two threads: a decoder thread reads the trace
//! blocks, decompresses and decodes them into batches of records, which
//! the calling thread expands (the implied-record
//! [`Expander`](crate::records::implied::Expander)) and hands to the
//! consumer, in the order and with the errors of the one-thread reader
//! ([`super::read_records_with`] with [`Threads::One`]).
//!
//! Batches go over a bounded channel and come back empty over a second
//! one, so that no batch is allocated once the pipeline runs full.

use super::{block_error, MetricsError};
use crate::records::expand::Rule;
use crate::records::implied::Expander;
use crate::step;
use std::sync::mpsc::{sync_channel, Receiver, SyncSender};

/// Records a batch holds before it is sent (a trace block may end it
/// earlier): large, so that hand-overs (each may wake a thread) are few.
const BATCH: usize = 16384;

/// Batches in flight on the channel to the calling thread: enough records
/// (128 Ki) to keep it busy while the decoder thread reads and
/// decompresses the next trace block (a default trace's blocks hold about
/// a million records).
const DEPTH: usize = 8;

/// How the offline reader uses threads.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Threads {
    /// Everything on the calling thread.
    One,
    /// Reading, decompressing and decoding on a thread of its own; the
    /// calling thread expands the records and runs the consumer.
    Two,
}

impl Threads {
    /// [`Threads::Two`] when a CPU is free for the decoder thread at the
    /// call ([`crate::spare_cpu::cpu_to_spare`], the test `rjvm -metrics`
    /// uses), else [`Threads::One`]: on a busy machine the two threads
    /// would share one CPU, and the hand-overs cost more than they save.
    pub fn auto() -> Self {
        if crate::spare_cpu::cpu_to_spare() {
            Threads::Two
        } else {
            Threads::One
        }
    }
}

/// Decoded records of one stretch of the trace.
struct Batch {
    /// `BranchBits` records read ahead of the records of their trace
    /// block (for [`Expander::push_bits_ahead`]); handed on before
    /// `records`.
    bits: Vec<step::AnyRecord>,
    /// Records in file order.
    records: Vec<step::AnyRecord>,
    /// The records read so far, if the batch ends a trace block.
    progress: Option<u64>,
}

impl Batch {
    /// An empty batch.
    fn new() -> Self {
        Batch {
            bits: Vec::new(),
            records: Vec::with_capacity(BATCH),
            progress: None,
        }
    }
}

/// What the decoder thread sends.
enum Msg {
    /// Records to hand on.
    Batch(Batch),
    /// The end of the trace (`Ok`) or the error that stopped the reading,
    /// after every record decoded before it.
    End(Result<(), MetricsError>),
}

/// The decoder thread's end of the channels.
struct Out {
    /// Full batches to the calling thread.
    tx: SyncSender<Msg>,
    /// Empty batches back from it.
    back: Receiver<Batch>,
    /// The batch being filled.
    cur: Batch,
    /// Whether the calling thread hung up (it panicked): stop reading.
    closed: bool,
}

impl Out {
    /// Sends the current batch (unless it is empty) and starts an empty
    /// one, recycled if one came back.
    fn flush(&mut self) {
        let cur = &self.cur;
        if cur.records.is_empty() && cur.bits.is_empty() && cur.progress.is_none() {
            return;
        }
        let next = self.back.try_recv().unwrap_or_else(|_| Batch::new());
        let full = std::mem::replace(&mut self.cur, next);
        if self.tx.send(Msg::Batch(full)).is_err() {
            self.closed = true;
        }
    }

    /// Adds a record, sending the batch when it is full.
    #[inline]
    fn push(&mut self, rec: step::AnyRecord) {
        self.cur.records.push(rec);
        if self.cur.records.len() >= BATCH {
            self.flush();
        }
    }
}

/// Reads and decodes every block of `reader` into `out`: with
/// `bits_ahead`, each block's `BranchBits` records first (into the
/// batch's `bits`), then all its records.
fn decode_into<R: std::io::Read>(
    mut reader: tracer::format::Reader<R>,
    schema: &tracer::Schema,
    bits_ahead: bool,
    out: &mut Out,
) -> Result<(), MetricsError> {
    let mut dec = step::Decoder::for_schema(schema);
    let mut bits = step::Decoder::for_schema(schema);
    let mut records = 0u64;
    while let Some(block) = reader.next_block().map_err(MetricsError::Format)? {
        if bits_ahead {
            // The block's bits go after every record of the blocks before.
            if !out.cur.records.is_empty() {
                out.flush();
            }
            bits.reset();
            let into = &mut out.cur.bits;
            bits.decode_block_only(
                &block.raw,
                block.records,
                step::BranchBits::TYPE_ID,
                |rec| into.push(rec),
            )
            .map_err(|e| block_error(&block, e))?;
        }
        dec.reset();
        dec.decode_block(&block.raw, block.records, |rec| out.push(rec))
            .map_err(|e| block_error(&block, e))?;
        records += u64::from(block.records);
        out.cur.progress = Some(records);
        out.flush();
        if out.closed {
            break;
        }
    }
    Ok(())
}

/// Runs the decoder of `reader` on a thread of its own and hands every
/// record to `expander` (if any, else straight to `f`) on the calling
/// thread; calls `progress` after each trace block. Errors as the
/// one-thread reader's: every record before the error is handed on.
pub(super) fn run<R: std::io::Read + Send>(
    reader: tracer::format::Reader<R>,
    schema: &tracer::Schema,
    mut expander: Option<&mut Expander>,
    mut f: impl FnMut(step::AnyRecord),
    mut progress: impl FnMut(u64),
) -> Result<(), MetricsError> {
    let bits_ahead = expander.as_ref().is_some_and(|e| e.reads_bits());
    let (tx, rx) = sync_channel::<Msg>(DEPTH);
    let (back_tx, back) = sync_channel::<Batch>(DEPTH + 2);
    std::thread::scope(|s| {
        let decoder = s.spawn(move || {
            let mut out = Out {
                tx,
                back,
                cur: Batch::new(),
                closed: false,
            };
            let r = decode_into(reader, schema, bits_ahead, &mut out);
            out.flush();
            let _ = out.tx.send(Msg::End(r));
        });
        for msg in rx.iter() {
            let mut b = match msg {
                Msg::Batch(b) => b,
                Msg::End(r) => return r,
            };
            match expander.as_deref_mut() {
                Some(x) => {
                    for rec in b.bits.drain(..) {
                        x.push_bits_ahead(rec, &mut f);
                    }
                    for rec in b.records.drain(..) {
                        x.push(rec, &mut f);
                    }
                }
                None => b.records.drain(..).for_each(&mut f),
            }
            if let Some(n) = b.progress.take() {
                progress(n);
            }
            // (Full only if more batches exist than the decoder keeps.)
            let _ = back_tx.try_send(b);
        }
        // The channel closed without an end: the decoder panicked.
        match decoder.join() {
            Err(panic) => std::panic::resume_unwind(panic),
            Ok(()) => unreachable!("the decoder thread always sends an end"),
        }
    })
}
