//! Per-thread execution counts: the activation stack and the block counts,
//! laid out for the engine's most frequent records.
//!
//! A block entry is the engine's most frequent record (about one per four
//! executed bytecodes), method entry and exit the next. A thread's counts
//! ([`Counts`]) keep the blocks of every method the thread entered in one
//! flat table; an activation ([`Act`]) carries the offset and length of its
//! method's blocks there, so a block entry indexes the table directly
//! (no per-method look-up) and a method entry looks its method up once.
//! The innermost activation is held apart from the stack of the ones it
//! suspended, so a block entry reaches it without going through the
//! stack.
//!
//! Block instructions must reach the running totals by kind that the
//! continuous metrics read, but only when a window opens (and at the end).
//! So an entry only bumps a pending count; the first bump of a block since
//! the last flush lists the block as dirty, and [`Engine::flush_pending`]
//! moves the pending counts of the dirty blocks into the cumulative counts
//! and their instructions into the running totals. The engine flushes when
//! the clock of a record crosses a window boundary, so the result is the
//! same as adding every block's instructions on entry, online and offline
//! alike.

use super::acc::add_sum;
use super::engine::Engine;
use crate::program::code::Summary;
use crate::program::MethodCode;

/// No current block.
pub(super) const NO_BLOCK: u32 = u32::MAX;

/// One method activation of a thread.
#[derive(Debug, Clone, Copy)]
pub(super) struct Act {
    /// Method id.
    pub method: u32,
    /// Offset of the method's blocks in the thread's block table.
    pub base: u32,
    /// Number of blocks the activation counts (0: the method has no code,
    /// or none was known when it was entered).
    pub blocks: u32,
    /// Current block, or [`NO_BLOCK`] before the first one.
    pub block: u32,
    /// `monitorenter` instructions of the current block executed so far.
    pub monitors: u32,
    /// A contended lock operation of this activation waits to complete.
    pub pending_lock: bool,
}

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

/// Where a method's blocks are in a thread's block table.
#[derive(Debug, Clone, Copy, Default)]
struct MethodSlot {
    /// Offset of the first block.
    base: u32,
    /// Number of blocks (0: not entered by the thread, or no code).
    blocks: u32,
    /// Entries of the method (activations) by the thread.
    entries: u64,
}

/// The `cur` of a thread without activations: it counts no block.
const NO_ACT: Act = Act {
    method: u32::MAX,
    base: 0,
    blocks: 0,
    block: NO_BLOCK,
    monitors: 0,
    pending_lock: false,
};

/// A thread's activations and execution counts.
#[derive(Debug)]
pub(super) struct Counts {
    /// The innermost activation if `live`, else [`NO_ACT`].
    cur: Act,
    /// Whether the thread has an activation (`cur`).
    live: bool,
    /// The activations `cur` suspended, innermost last.
    stack: Vec<Act>,
    /// Per method id: where its blocks are.
    slots: Vec<MethodSlot>,
    /// The blocks of every method entered, method after method: pending
    /// entries and branch outcomes.
    blocks: Vec<BlockCount>,
    /// Entries per block (same index) already flushed into the running
    /// totals.
    flushed: Vec<u64>,
}

/// One method's counts in a thread (see [`Counts::method`]).
#[derive(Debug, Clone, Copy)]
pub(super) struct MethodView<'a> {
    /// Entries of the method (activations) by the thread.
    pub entries: u64,
    blocks: &'a [BlockCount],
    flushed: &'a [u64],
}

impl MethodView<'_> {
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
}

impl Default for Counts {
    fn default() -> Counts {
        Counts {
            cur: NO_ACT,
            live: false,
            stack: Vec::new(),
            slots: Vec::new(),
            blocks: Vec::new(),
            flushed: Vec::new(),
        }
    }
}

impl Counts {
    /// The innermost activation.
    #[inline]
    pub fn top(&self) -> Option<&Act> {
        self.live.then_some(&self.cur)
    }

    /// The innermost activation, mutably.
    #[inline]
    pub fn top_mut(&mut self) -> Option<&mut Act> {
        self.live.then_some(&mut self.cur)
    }

    /// Leaves the innermost activation (if any).
    #[inline(always)]
    pub fn exit_method(&mut self) {
        match self.stack.pop() {
            Some(a) => self.cur = a,
            None => {
                self.cur = NO_ACT;
                self.live = false;
            }
        }
    }

    /// One past the largest method id with a slot.
    pub fn methods(&self) -> usize {
        self.slots.len()
    }

    /// The counts of method `m`, if the thread entered it and it has code.
    pub fn method(&self, m: u32) -> Option<MethodView<'_>> {
        let s = *self.slots.get(m as usize)?;
        if s.blocks == 0 {
            return None;
        }
        let r = s.base as usize..(s.base + s.blocks) as usize;
        Some(MethodView {
            entries: s.entries,
            blocks: &self.blocks[r.clone()],
            flushed: &self.flushed[r],
        })
    }

    /// Makes a fresh activation of `method` (its block counts at `base`,
    /// `blocks` long) the current one, keeping the caller's on the stack.
    #[inline(always)]
    fn push_activation(&mut self, method: u32, base: u32, blocks: u32) {
        if self.live {
            self.stack.push(self.cur);
        }
        self.live = true;
        self.cur = Act {
            method,
            base,
            blocks,
            block: NO_BLOCK,
            monitors: 0,
            pending_lock: false,
        };
    }

    /// Enters `method`, whose code is `code()` if known: pushes its
    /// activation and counts the entry (making the method's block counts
    /// on its first entry).
    #[inline(always)]
    pub fn enter_method<'a>(&mut self, method: u32, code: impl FnOnce() -> Option<&'a MethodCode>) {
        let (base, blocks) = match self.slots.get_mut(method as usize) {
            Some(s) if s.blocks > 0 => {
                s.entries += 1;
                (s.base, s.blocks)
            }
            _ => self.first_entry(method, code()),
        };
        self.push_activation(method, base, blocks);
    }

    /// Enters `method` if the thread entered it before and counts its
    /// blocks (what [`Counts::enter_method`] then does without looking at
    /// the code); returns whether it did. It does not when the caller's
    /// activation would have to grow the stack: that is left to
    /// [`Counts::enter_method`], so that this path calls nothing and an
    /// out-of-line caller's hit path saves no register.
    #[inline(always)]
    pub fn enter_known(&mut self, method: u32) -> bool {
        if self.live && self.stack.len() == self.stack.capacity() {
            return false;
        }
        let (base, blocks) = match self.slots.get_mut(method as usize) {
            Some(s) if s.blocks > 0 => {
                s.entries += 1;
                (s.base, s.blocks)
            }
            _ => return false,
        };
        self.push_activation(method, base, blocks);
        true
    }

    /// Makes the counts of `method` with this first entry, if it has code;
    /// returns where its blocks are.
    #[cold]
    #[inline(never)]
    fn first_entry(&mut self, method: u32, code: Option<&MethodCode>) -> (u32, u32) {
        let Some(code) = code else {
            return (0, 0);
        };
        let base = self.blocks.len();
        // A thread runs far fewer than 2^32 blocks of code; past that (a
        // damaged trace), the method is not counted.
        let (Ok(b), Ok(n)) = (u32::try_from(base), u32::try_from(base + code.blocks())) else {
            return (0, 0);
        };
        let n = n - b;
        // Exactly `n` entries (`cond` has one per block), so that every
        // activation's blocks are in the table: `enter_block` relies on it.
        let counts = code.cond.iter().map(|c| BlockCount {
            pending: 0,
            successors: c.map_or([NO_BLOCK; 2], |c| [c.taken, c.fallthrough]),
            outcome: 0,
        });
        let none = std::iter::repeat(BlockCount {
            pending: 0,
            successors: [NO_BLOCK; 2],
            outcome: 0,
        });
        self.blocks.extend(counts.chain(none).take(n as usize));
        self.flushed.resize(self.blocks.len(), 0);
        let i = method as usize;
        if self.slots.len() <= i {
            self.slots.resize(i + 1, MethodSlot::default());
        }
        self.slots[i] = MethodSlot {
            base: b,
            blocks: n,
            entries: 1,
        };
        (b, n)
    }

    /// Whether an entry of `block` would be counted (the current
    /// activation has that block).
    #[inline]
    pub fn counts_block(&self, block: u32) -> bool {
        block < self.cur.blocks
    }

    /// Counts an entry of `block` in the current activation; returns the
    /// activation's method if the block just became dirty.
    #[inline(always)]
    pub fn enter_block(&mut self, block: u32) -> Option<u32> {
        // Without an activation, `cur` is NO_ACT, which has no blocks.
        let act = &mut self.cur;
        if block >= act.blocks {
            return None;
        }
        // An activation's blocks are in the table: `base + blocks` is at
        // most `self.blocks.len()` (`first_entry` made them; the table only
        // grows), so an index below `base + blocks` needs no bounds check
        // (the entry is the engine's most frequent record).
        debug_assert!((act.base + act.blocks) as usize <= self.blocks.len());
        if act.block < act.blocks {
            // The previous block's branch outcome. Successors of a block
            // without a conditional branch are NO_BLOCK, which `block`
            // never is: the or is a no-op there.
            // SAFETY: `act.block < act.blocks`, see above.
            let p = unsafe {
                self.blocks
                    .get_unchecked_mut((act.base + act.block) as usize)
            };
            let s = p.successors;
            p.outcome |= if block == s[0] {
                1
            } else {
                u8::from(block == s[1]) << 1
            };
        }
        act.block = block;
        act.monitors = 0;
        // SAFETY: `block < act.blocks`, see above.
        let p = unsafe {
            &mut self
                .blocks
                .get_unchecked_mut((act.base + block) as usize)
                .pending
        };
        *p += 1;
        (*p == 1).then_some(act.method)
    }

    /// The flat index of block `b` of method `m`, if counted.
    fn index(&self, m: u32, b: u32) -> Option<usize> {
        let s = self.slots.get(m as usize)?;
        (b < s.blocks).then_some((s.base + b) as usize)
    }

    /// Block `b` of method `m`'s pending entries.
    fn pending(&self, m: u32, b: u32) -> u64 {
        self.index(m, b).map_or(0, |i| self.blocks[i].pending)
    }

    /// Moves block `b` of method `m`'s pending entries to the flushed ones.
    fn take(&mut self, m: u32, b: u32) {
        if let Some(i) = self.index(m, b) {
            let d = std::mem::take(&mut self.blocks[i].pending);
            self.flushed[i] += d;
        }
    }
}

/// A block with pending entries: thread index, method id, block.
pub(super) type Dirty = [u32; 3];

impl Engine {
    /// The instructions of the pending entries of `dirty`, by kind.
    fn pending_instructions(&self, dirty: &Dirty) -> Summary {
        let [t, m, b] = *dirty;
        let mut s = Summary::default();
        if let (Some(c), Some(code)) = (self.counts_of(t as usize), self.prog.code(m)) {
            let d = c.pending(m, b);
            for (v, k) in s.iter_mut().zip(&code.block_sum[b as usize]) {
                *v = d * k;
            }
        }
        s
    }

    /// Adds the instructions of every pending block entry to the running
    /// totals and makes them flushed; empties the dirty list.
    pub(super) fn flush_pending(&mut self) {
        let dirty = std::mem::take(&mut self.dirty);
        for d in &dirty {
            let s = self.pending_instructions(d);
            add_sum(&mut self.running, &s);
            if let Some(c) = self.counts_of_mut(d[0] as usize) {
                c.take(d[1], d[2]);
            }
        }
        self.dirty = dirty;
        self.dirty.clear();
    }

    /// The running totals plus the instructions of the pending block
    /// entries (the totals a flush would give, without flushing).
    pub(super) fn with_pending(&self) -> Summary {
        let mut s = self.running;
        for d in &self.dirty {
            add_sum(&mut s, &self.pending_instructions(d));
        }
        s
    }
}
