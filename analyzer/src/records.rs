//! [`RecordSink`]: where records of the JVM event schema go. The VM's event
//! recorder hands every record to one; a trace-file writer encodes it, the
//! online metrics engine analyses it at once. Being generic over the record
//! type, a writer encodes each type with its specialized encoder and pays
//! nothing for the conversion into [`AnyRecord`](crate::step::AnyRecord).

use crate::step;

pub mod branch_blocks;
pub mod branches;
pub mod bytecodes;
pub mod enters;
pub mod exits;
pub mod expand;
pub mod fields;
pub mod implied;
pub mod invokes;

/// Receives records of the JVM event schema, one at a time, in trace order.
pub trait RecordSink {
    /// Take one record.
    fn put<R: step::Encode + Into<step::AnyRecord>>(&mut self, r: R);

    /// The `BlockEnter` of an activation's entry block, directly after the
    /// activation's `MethodEnter` (or of the block after the invoke,
    /// directly after the callee's `MethodExit`), raised only for a
    /// recorder whose rules leave them out ([`implied`]; a trace writer
    /// whose header names the rule): such a sink holds it back until
    /// [`settle`](Self::settle), and writes it then only if no record came
    /// in between (a record in between implies it).
    fn put_entry_block(&mut self, r: step::BlockEnter) {
        self.put(r);
    }

    /// A `BlockEnter` that is not an entry block. A sink holding an entry
    /// block back ([`put_entry_block`](Self::put_entry_block)) of the same
    /// thread and block number, with no record since, writes it first: the
    /// block loops to itself, and readers take a `BlockEnter` of the held
    /// block's number as the block itself, whatever its time (a block
    /// written after a time slice that ended at the call or return comes
    /// later than its `MethodEnter` or `MethodExit`).
    fn put_block(&mut self, r: step::BlockEnter) {
        self.put(r);
    }

    /// An `ImpliedFieldAccess`, the most frequent record of a trace that
    /// implies field sites ([`fields`]): a trace writer may encode it on a
    /// path of its own.
    fn put_implied_field(&mut self, r: step::ImpliedFieldAccess) {
        self.put(r);
    }

    /// An `ImpliedInvoke`, in a trace that implies invoke sites
    /// ([`invokes`]): a trace writer may encode it on a path of its own.
    fn put_implied_invoke(&mut self, r: step::ImpliedInvoke) {
        self.put(r);
    }

    /// A `BranchBits`, in a trace that implies branch blocks
    /// (`implied-branch-blocks = bits`): a trace writer may encode it on a
    /// path of its own.
    fn put_branch_bits(&mut self, r: step::BranchBits) {
        self.put(r);
    }

    /// A `BranchBlocksEnd`, in a trace that implies branch blocks: a trace
    /// writer may encode it on a path of its own.
    fn put_branch_blocks_end(&mut self, r: step::BranchBlocksEnd) {
        self.put(r);
    }

    /// Writes an entry block held back by
    /// [`put_entry_block`](Self::put_entry_block) if no record followed it.
    fn settle(&mut self) {}
}

/// Collects records in memory (tests and small tools).
impl RecordSink for Vec<step::AnyRecord> {
    #[inline]
    fn put<R: step::Encode + Into<step::AnyRecord>>(&mut self, r: R) {
        self.push(r.into());
    }
}

/// A record of any type encodes as its own type, so a sink can be handed
/// an [`AnyRecord`](step::AnyRecord) (e.g. by [`Tee`]).
impl step::Encode for step::AnyRecord {
    fn encode_into(
        &self,
        enc: &mut step::Encoder,
        out: &mut Vec<u8>,
    ) -> Result<tracer::encode::meta::FrameStats, tracer::encode::EncodeError> {
        enc.encode_any(self, out)
    }
}

/// Hands every record to two sinks, first `.0` then `.1` (e.g. a trace
/// writer and the metrics engine, to check one against the other).
#[derive(Debug, Default)]
pub struct Tee<A, B>(pub A, pub B);

impl<A: RecordSink, B: RecordSink> RecordSink for Tee<A, B> {
    fn put<R: step::Encode + Into<step::AnyRecord>>(&mut self, r: R) {
        let any: step::AnyRecord = r.into();
        self.0.put(any.clone());
        self.1.put(any);
    }
}

#[cfg(test)]
mod known_tests;
