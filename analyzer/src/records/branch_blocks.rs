//! Implied branch blocks (rule "bits").
//!
//! Most `BlockEnter` records of a trace are of blocks the VM's fast loop
//! enters by a branch or by falling through, from a block that the same
//! run of the loop entered and that ran straight to its last instruction.
//! Such a block `b`, entered from `T`'s current block `p` (its
//! `BlockEnter(T, t_p, p)`, `n_p` instructions, the last a `goto`, a
//! conditional branch or one that does not transfer control), starts at
//! `t_p + n_p` and is either `p + 1` (the next block in bytecode order:
//! fall-through, a branch not taken, or a jump to the next block) or the
//! target of `p`'s jump. In a trace whose header has producer attribute
//! [`ATTRIBUTE`]` = `[`BITS`] (with the return rule of [`super::implied`]
//! and the rules of implied exits, field sites and invoke sites), the fast
//! loop leaves those `BlockEnter`s out and appends one bit per block to
//! `T`'s word: 1 for `p + 1`, 0 for the target. `BranchBits(T, word)`
//! records carry the words (up to 63 bits below a leading 1, oldest
//! first); they come after the records of the blocks they describe.
//!
//! The rule, per thread `T` (what [`super::implied::Expander`] does):
//!
//! * A slim record of `T` (`ImpliedFieldAccess`, `ImpliedStaticAccess`,
//!   `ImpliedInvoke`) stands for `T`'s next instruction of its kind; if
//!   `T`'s current block has none left, the block's return came first
//!   (implied exit and caller's block, [`super::exits`]) or, if the block
//!   ends with a jump or falls through, its implied branch successor:
//!   `T`'s next bit chooses it, `BlockEnter(T, t_p + n_p, b)` is put back
//!   (and goes through every rule as one in the file), and the search
//!   goes on there.
//! * `BranchBlocksEnd(T, t)` (an event; not in the expanded stream): `T`
//!   ran on through implied blocks (branch successors, and the implied
//!   exits, caller's blocks and callees' entry blocks among them) up to
//!   the block start at time `t`, which the reader puts back. For the
//!   rules of implied `MethodEnter`s, entry and return blocks and exits it
//!   is an event of `T`'s fast loop at time `t` (a candidate of `T` at `t`
//!   or earlier is implied; one later than `t` is not decided by it).
//! * A record that needs a bit of `T` while none is buffered is held back
//!   with every later record until `T`'s next `BranchBits` arrives;
//!   `BranchBits` records are not in the expanded stream.
//!
//! Why this is exact: see the record types' descriptions in
//! `vm/schema/jvm.stepdl` (the writer's guarantees): a block is left out
//! only when entered in the same run from a block that ran straight, so
//! its time follows from the previous block's, and its number from the
//! bit; every record the loop writes other than a slim one is preceded by
//! `BranchBlocksEnd` while blocks are pending, so an explicit
//! `BlockEnter` is never preceded by implied ones, and a slim record's
//! instruction lies in the blocks put back before it.

use super::expand::{index, names_rule, put_at};
use crate::program::code::{kind, Flow};
use crate::program::Program;
use crate::step;
use std::collections::VecDeque;
use step::AnyRecord as A;

/// The producer attribute naming the implied-branch-blocks rule.
pub const ATTRIBUTE: &str = "implied-branch-blocks";

/// The value of [`ATTRIBUTE`] for the rule of this module.
pub const BITS: &str = "bits";

/// Whether the producer attributes of a trace say it uses the rule.
pub fn uses_bits_rule(attributes: &[(String, String)]) -> bool {
    names_rule(attributes, ATTRIBUTE, BITS)
}

/// `goto` and `goto_w`.
const GOTO: u8 = 0xa7;
const GOTO_W: u8 = 0xc8;

/// [`Succ::target`] of a block whose successor is never an implied branch
/// block (it ends with a return, invoke, switch, `athrow`, `jsr`, `ret`).
const NONE: u32 = u32::MAX;

/// [`Succ::target`] of a block that falls through (its last instruction
/// does not transfer control): only bit 1 is possible.
const NEXT: u32 = u32::MAX - 1;

/// How a block may be left for an implied branch block.
#[derive(Debug, Clone, Copy)]
struct Succ {
    /// Its instruction count.
    len: u32,
    /// The block its `goto` or conditional branch jumps to, or [`NEXT`],
    /// or [`NONE`].
    target: u32,
}

/// The rule's state: the program's blocks and how they end, and each
/// thread's bits not yet taken.
#[derive(Debug, Default)]
pub(crate) struct BranchBlocks {
    /// Classes and methods, to decode code from the class files.
    program: Program,
    /// By method id, by block.
    methods: Vec<Box<[Succ]>>,
    /// By thread id.
    bits: Vec<Bits>,
}

/// A thread's bits: the current word's bits not yet taken, then whole
/// words.
#[derive(Debug, Default)]
struct Bits {
    /// The current word's bits not yet taken, in its low `left` bits (the
    /// next in bit `left - 1`).
    word: u64,
    left: u32,
    /// Words that came after it, as in the file.
    more: VecDeque<u64>,
}

/// The implied branch successor of a block.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Next {
    /// `BlockEnter(thread, time, block)`: the successor.
    Block { time: i64, block: i64 },
    /// The thread's next bit has not come yet.
    NoBit,
    /// The block has no implied branch successor (or the bit names none:
    /// a trace the rule does not describe).
    Cannot,
}

impl BranchBlocks {
    /// Notes an entity or `ClassLoad` (classes and methods; others are
    /// ignored).
    pub(crate) fn note(&mut self, rec: &A) {
        match rec {
            A::Class(c) => self.program.add_class(c),
            A::Method(m) => self.add_method(m),
            A::ClassLoad(l) => self.program.class_complete(l.class as u32),
            _ => {}
        }
    }

    fn add_method(&mut self, m: &step::Method) {
        self.program.add_method(m);
        let Ok(id) = u32::try_from(m.id) else { return };
        let Some(code) = self.program.code(id) else {
            return;
        };
        let block_of = |bci: u32| code.instr_at(bci).map_or(NONE, |i| code.block_of(i));
        let succ: Box<[Succ]> = code
            .block_ends()
            .map(|(last, len)| {
                let target = match &last.flow {
                    Flow::Next => NEXT,
                    Flow::Jump(ts)
                        if last.opcode == GOTO
                            || last.opcode == GOTO_W
                            || last.kinds & (1 << kind::COND_BRANCH) != 0 =>
                    {
                        ts.first().map_or(NONE, |&t| block_of(t))
                    }
                    _ => NONE,
                };
                Succ { len, target }
            })
            .collect();
        put_at(&mut self.methods, id as usize, succ);
        // The rule needs no more of the method's code.
        self.program.forget_code(id);
    }

    /// Notes `BranchBits(thread, word)`: its bits follow the thread's.
    pub(crate) fn add_bits(&mut self, thread: i64, word: u64) {
        if word <= 1 {
            return;
        }
        let Ok(i) = usize::try_from(thread) else {
            return;
        };
        if self.bits.len() <= i {
            self.bits.resize_with(i + 1, Bits::default);
        }
        let b = &mut self.bits[i];
        if b.left == 0 && b.more.is_empty() {
            (b.word, b.left) = (word, 63 - word.leading_zeros());
        } else {
            b.more.push_back(word);
        }
    }

    /// Whether `thread` has a bit to take.
    pub(crate) fn has_bit(&self, thread: i64) -> bool {
        self.bits
            .get(index(thread))
            .is_some_and(|b| b.left > 0 || !b.more.is_empty())
    }

    /// Takes `thread`'s next bit, if it has one.
    fn take_bit(&mut self, thread: i64) -> Option<bool> {
        let b = self.bits.get_mut(index(thread))?;
        if b.left == 0 {
            let w = b.more.pop_front()?;
            (b.word, b.left) = (w, 63 - w.leading_zeros());
        }
        b.left -= 1;
        Some(b.word >> b.left & 1 != 0)
    }

    /// The implied branch successor of block `block` of `method`, entered
    /// at `time` by `thread`, taking the thread's next bit.
    pub(crate) fn next(&mut self, thread: i64, method: i64, block: i64, time: i64) -> Next {
        let Some(s) = self
            .methods
            .get(index(method))
            .and_then(|m| m.get(index(block)))
            .copied()
        else {
            return Next::Cannot;
        };
        if s.target == NONE {
            return Next::Cannot;
        }
        let Some(bit) = self.take_bit(thread) else {
            return Next::NoBit;
        };
        let next = if bit {
            block + 1
        } else if s.target == NEXT {
            return Next::Cannot;
        } else {
            i64::from(s.target)
        };
        Next::Block {
            time: time + i64::from(s.len),
            block: next,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_attribute_names_the_rule() {
        let a = |v: &str| vec![(ATTRIBUTE.to_string(), v.to_string())];
        assert!(uses_bits_rule(&a("bits")));
        assert!(!uses_bits_rule(&a("blocks")));
        assert!(!uses_bits_rule(&[]));
    }

    #[test]
    fn bits_are_taken_oldest_first_below_the_leading_one() {
        let mut b = BranchBlocks::default();
        assert!(!b.has_bit(1));
        b.add_bits(1, 0b1_0110);
        b.add_bits(1, 1); // empty: nothing
        b.add_bits(1, 0b11);
        b.add_bits(2, 0b10);
        let taken: Vec<_> = std::iter::from_fn(|| b.take_bit(1)).collect();
        assert_eq!(taken, [false, true, true, false, true]);
        assert!(!b.has_bit(1));
        assert_eq!(b.take_bit(2), Some(false));
        assert_eq!(b.take_bit(2), None);
        // A full word: 63 bits.
        b.add_bits(3, u64::MAX);
        assert_eq!(std::iter::from_fn(|| b.take_bit(3)).count(), 63);
    }
}
