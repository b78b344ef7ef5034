//! Block execution counts, aggregated between window boundaries.
//!
//! A block entry is the engine's most frequent record (about one per four
//! executed bytecodes). Its instructions must reach the running totals by
//! kind that the continuous metrics read, but only when a window opens (and
//! at the end). So an entry only bumps a per-thread pending count; the
//! first bump of a block since the last flush lists the block as dirty, and
//! [`flush`] moves the pending counts of the dirty blocks into the
//! cumulative counts and their instructions into the running totals. The
//! engine flushes when the clock of a record crosses a window boundary, so
//! the result is the same as adding every block's instructions on entry,
//! online and offline alike.

use super::acc::add_sum;
use super::engine::{ThreadState, NO_BLOCK};
use crate::program::code::Summary;
use crate::program::{MethodCode, Program};

/// What a thread counts of one block of a method: everything a block
/// entry touches sits in one record, so an entry costs one or two cache
/// lines (this block's, and the previous block's for its branch outcome).
#[derive(Debug, Clone, Copy)]
struct BlockCount {
    /// Entries since the last flush.
    pending: u64,
    /// If the block ends in a conditional branch, its successors (taken,
    /// fall-through); `[NO_BLOCK; 2]` otherwise.
    successors: [u32; 2],
    /// If the block ends in a conditional branch: bit 0 taken, bit 1 fell
    /// through.
    outcome: u8,
}

/// Per-thread execution counts of one method's blocks (empty: not yet
/// entered by the thread, or no code).
#[derive(Debug, Clone, Default)]
pub(super) struct MethodCounts {
    /// Per block: pending entries and branch outcomes.
    blocks: Box<[BlockCount]>,
    /// Entries per block already flushed into the running totals.
    flushed: Box<[u64]>,
    /// Entries of the method (activations) by the thread.
    pub entries: u64,
}

impl MethodCounts {
    /// Zero counts for the blocks of `code`.
    pub fn new(code: &MethodCode) -> MethodCounts {
        MethodCounts {
            blocks: code
                .cond
                .iter()
                .map(|c| BlockCount {
                    pending: 0,
                    successors: c.map_or([NO_BLOCK; 2], |c| [c.taken, c.fallthrough]),
                    outcome: 0,
                })
                .collect(),
            flushed: vec![0; code.blocks()].into(),
            entries: 0,
        }
    }

    /// Number of blocks (0 until the method has been entered).
    #[inline(always)]
    pub fn blocks(&self) -> usize {
        self.blocks.len()
    }

    /// Entries of block `b` so far.
    #[inline]
    pub fn count(&self, b: usize) -> u64 {
        self.flushed[b] + self.blocks[b].pending
    }

    /// Branch outcomes of block `b` (bit 0 taken, bit 1 fell through).
    #[inline]
    pub fn outcome(&self, b: usize) -> u8 {
        self.blocks[b].outcome
    }

    /// Counts an entry of block `b` (`b < self.blocks()`) coming from
    /// block `prev` of the same activation (or [`NO_BLOCK`]); returns
    /// whether `b` just became dirty.
    #[inline(always)]
    pub fn enter(&mut self, prev: u32, b: usize) -> bool {
        if let Some(p) = self.blocks.get_mut(prev as usize) {
            let s = p.successors;
            // Successors of a block without a conditional branch are
            // NO_BLOCK, which `b` never is: the or is a no-op there.
            p.outcome |= if b as u32 == s[0] {
                1
            } else {
                u8::from(b as u32 == s[1]) << 1
            };
        }
        let p = &mut self.blocks[b].pending;
        *p += 1;
        *p == 1
    }

    /// Moves block `b`'s pending entries to the flushed ones; returns them.
    fn take(&mut self, b: usize) -> u64 {
        let d = std::mem::take(&mut self.blocks[b].pending);
        self.flushed[b] += d;
        d
    }

    /// Block `b`'s pending entries.
    fn pending(&self, b: usize) -> u64 {
        self.blocks[b].pending
    }
}

/// A block with pending entries: thread index, method id, block.
pub(super) type Dirty = [u32; 3];

/// The instructions of the pending entries of `dirty`, by kind.
fn pending_instructions(dirty: &Dirty, threads: &[ThreadState], prog: &Program) -> Summary {
    let [t, m, b] = *dirty;
    let mut s = Summary::default();
    if let (Some(mc), Some(code)) = (
        threads
            .get(t as usize)
            .and_then(|ts| ts.counts.get(m as usize)),
        prog.code(m),
    ) {
        let d = mc.pending(b as usize);
        for (v, k) in s.iter_mut().zip(&code.block_sum[b as usize]) {
            *v = d * k;
        }
    }
    s
}

/// Adds the instructions of every pending block entry to `running` and
/// makes them flushed; empties `dirty`.
pub(super) fn flush(
    dirty: &mut Vec<Dirty>,
    threads: &mut [ThreadState],
    prog: &Program,
    running: &mut Summary,
) {
    for d in dirty.iter() {
        add_sum(running, &pending_instructions(d, threads, prog));
        if let Some(mc) = threads
            .get_mut(d[0] as usize)
            .and_then(|ts| ts.counts.get_mut(d[1] as usize))
        {
            mc.take(d[2] as usize);
        }
    }
    dirty.clear();
}

/// `running` plus the instructions of the pending block entries (the
/// totals a flush would give, without flushing).
pub(super) fn with_pending(
    running: &Summary,
    dirty: &[Dirty],
    threads: &[ThreadState],
    prog: &Program,
) -> Summary {
    let mut s = *running;
    for d in dirty {
        add_sum(&mut s, &pending_instructions(d, threads, prog));
    }
    s
}
