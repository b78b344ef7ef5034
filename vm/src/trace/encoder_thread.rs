//! [`EncoderThread`]: STEP encoding moved off the interpreter's thread.
//!
//! The interpreter's side only queues typed records ([`Staged`], at most
//! 48 bytes each) in chunks of [`CHUNK`] records; a tracer thread takes
//! the chunks in order and writes their records through the same
//! [`step::TraceWriter`] the inline mode uses, so the file is byte for
//! byte the same (the writer's own thread still compresses and writes the
//! blocks). Memory is bounded: at most [`IN_FLIGHT`] full chunks wait for
//! the tracer; when they all do, the interpreter blocks until one is taken.
//! Emptied chunks go back to the interpreter for reuse, so no chunk is
//! allocated once the pipeline is primed. The tracer stops at its first
//! error; the interpreter's side sees it at its next hand-over, or at
//! [`EncoderThread::finish`].

use super::step;
use std::sync::mpsc::{channel, sync_channel, Receiver, Sender, SyncSender};
use std::thread::JoinHandle;
use tracer::format::WriteStats;

/// Records per chunk handed to the tracer thread.
pub const CHUNK: usize = 16 * 1024;
/// Full chunks that may wait for the tracer thread.
pub const IN_FLIGHT: usize = 4;

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
        Receiver, BranchOutcome,
    ],
    boxed: [
        Entity, Thread, Class, Method, Field, Event, MethodEvent, FieldAccess, ArrayAccess,
        Allocation, ArrayAllocation, GCFinish, MonitorEvent, ValueEvent, BytecodeRun,
    ]
}

/// What the tracer thread returns: the finished file and its totals, or
/// the first error.
type Finished<W> = Result<(W, WriteStats), String>;

/// The interpreter's end of the encoding pipeline (see the module
/// documentation).
pub struct EncoderThread<W: std::io::Write + Send + 'static> {
    /// The chunk being filled.
    chunk: Vec<Staged>,
    /// Full chunks to the tracer (`None` once finished).
    full: Option<SyncSender<Vec<Staged>>>,
    /// Emptied chunks back from the tracer.
    empty: Receiver<Vec<Staged>>,
    tracer: Option<JoinHandle<Finished<W>>>,
    /// Chunks handed over so far (with the chunk's length: a position in
    /// the record stream, [`Self::position`]).
    handed: u64,
}

impl<W: std::io::Write + Send + 'static> EncoderThread<W> {
    /// Starts the tracer thread, which writes through `w`.
    pub fn spawn(mut w: step::TraceWriter<W>) -> Result<Self, String> {
        let (full_tx, full_rx) = sync_channel::<Vec<Staged>>(IN_FLIGHT);
        let (empty_tx, empty_rx) = channel();
        let tracer = std::thread::Builder::new()
            .name("rjvm-trace-encoder".into())
            .spawn(move || -> Finished<W> {
                encode_chunks(&mut w, full_rx, empty_tx)?;
                w.finish().map_err(|e| e.to_string())
            })
            .map_err(|e| format!("cannot start the trace encoder thread: {e}"))?;
        Ok(EncoderThread {
            chunk: Vec::with_capacity(CHUNK),
            full: Some(full_tx),
            empty: empty_rx,
            tracer: Some(tracer),
            handed: 0,
        })
    }

    /// Queues `r`; an error is the tracer's (it has stopped).
    #[inline(always)]
    pub fn put<R: Into<step::AnyRecord>>(&mut self, r: R) -> Result<(), String> {
        self.chunk.push(Staged::new(r.into()));
        if self.chunk.len() >= CHUNK {
            return self.hand_over();
        }
        Ok(())
    }

    /// Where the next record goes: equal before and after a span of
    /// code if and only if no record was queued in it.
    #[inline]
    pub fn position(&self) -> (u64, usize) {
        (self.handed, self.chunk.len())
    }

    /// Sends the current chunk to the tracer (blocking while
    /// [`IN_FLIGHT`] chunks wait) and takes an emptied one, or a new one
    /// while the pipeline fills.
    #[cold]
    #[inline(never)]
    fn hand_over(&mut self) -> Result<(), String> {
        let next = self
            .empty
            .try_recv()
            .unwrap_or_else(|_| Vec::with_capacity(CHUNK));
        let full = std::mem::replace(&mut self.chunk, next);
        self.handed += 1;
        let sent = self.full.as_ref().is_some_and(|tx| tx.send(full).is_ok());
        if sent {
            Ok(())
        } else {
            // The tracer hung up: it stopped at an error.
            self.stop().map(|_| ())
        }
    }

    /// Hands over the last records, waits for the tracer to encode them
    /// and finish the file, and returns the file and its totals, or the
    /// tracer's first error.
    pub fn finish(mut self) -> Finished<W> {
        self.stop()
    }

    fn stop(&mut self) -> Finished<W> {
        if let Some(tx) = self.full.take() {
            let last = std::mem::take(&mut self.chunk);
            if !last.is_empty() {
                // A failed send means the tracer stopped: its error follows.
                let _ = tx.send(last);
            }
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

/// The tracer thread's loop: encodes the chunks in order until the
/// interpreter hangs up, returning each emptied chunk.
fn encode_chunks<W: std::io::Write + Send + 'static>(
    w: &mut step::TraceWriter<W>,
    full: Receiver<Vec<Staged>>,
    empty: Sender<Vec<Staged>>,
) -> Result<(), String> {
    for mut chunk in full {
        for r in &chunk {
            r.write(w).map_err(|e| e.to_string())?;
        }
        chunk.clear();
        // The interpreter may have finished already: nothing to reuse.
        let _ = empty.send(chunk);
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn staged_records_stay_small() {
        assert!(std::mem::size_of::<Staged>() <= 48);
    }
}
