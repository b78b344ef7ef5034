//! Implied `MethodExit` records (rule "blocks").
//!
//! Most returns are made by the VM's fast loop, from a block it ran
//! through: the block's `BlockEnter(T, t, b)` (in the file or implied),
//! the events of its instructions, then `MethodExit(T, t + n, M, normal)`
//! at the return, the block's last instruction (`n` being the block's
//! instruction count: a block's first instruction runs at its
//! `BlockEnter`'s time, each instruction takes one tick, and an event has
//! the clock after its instruction). A reader that follows `T`'s
//! activations and knows the code (the class files every trace embeds)
//! knows all of that record but that the return happened. In a trace
//! whose header has producer attribute [`ATTRIBUTE`]` = `[`BLOCKS`] (with
//! the return rule of [`super::implied`], and groups "exception", "lock"
//! and "gc"), the fast loop leaves such exits out where a reader can put
//! them back exactly:
//!
//! * Let `BlockEnter(T, t, b)` (in the file or implied) start block `b` of
//!   `M`, the method of `T`'s innermost activation, where `b`'s last
//!   instruction is a return (`ireturn` ... `return`) and `b` has `n`
//!   instructions; its candidate is `MethodExit(T, t + n, M, 0)`.
//! * Let `R` be the first event after it, other than a `ClassLoad` and
//!   other than an event of `T` earlier than `t + n` of a type the fast
//!   loop raises (the four field accesses, `ArrayLoad`, `ArrayStore`,
//!   `Invoke`, `DispatchInvoke`, `Bytecode`, `BytecodeRun`, a value or
//!   `BranchOutcome`: the events of `b`'s instructions). The candidate is
//!   implied right before `R` (before the entities and `ClassLoad`s after
//!   the last event) if `R` is an event of `T` and either a `BlockEnter`,
//!   an event of those types, at `t + n` or later, or a normal
//!   `MethodExit` later than `t + n` (a caller's).
//! * Otherwise (another thread's event, a `MethodEnter`, an exceptional
//!   `MethodExit` or a normal one at `t + n` (the exit itself), an
//!   exception, monitor, allocation, GC or thread event of `T`, an earlier
//!   `BlockEnter`, or the end of the trace) nothing is implied.
//!
//! The rules of [`super::implied`] then apply to an implied exit as to one
//! in the file: the caller's block after it is implied in turn when the
//! return rule says so, and may start a candidate of its own (a chain of
//! returns). [`super::implied::Expander`] applies the rule.
//!
//! Why this is exact: the VM leaves an exit out only in its fast loop,
//! for a return from a block whose `BlockEnter` the same run of the loop
//! raised (so no other thread ran, no class was initialized and no
//! monitor or collection stopped the thread in the block: its
//! instructions ran at `t`, `t + 1`, ..., raising only events of the types
//! above, earlier than `t + n`), when the time slice goes on. The loop then
//! goes on in the caller, whose next op starts a block: its `BlockEnter`
//! at `t + n` is written, or left out and followed by another record of
//! the loop (an event of `T` of those types, at `t + n + 1` or later, or a
//! normal `MethodExit` of the caller, later than `t + n`). An exit written
//! as such comes at `t + n` if the block ran straight, after events of the
//! block earlier than `t + n`; a block that did not run straight shows why
//! before any of its events at `t + n` or later: a `MethodEnter` (a class
//! initializer), a `MonitorContendedEnter` (a contended monitor), a
//! `GCStart` (a collection, after which the thread may be switched), an
//! `ExceptionThrow` (the block ends early), or another thread's events; a
//! synchronized method's return shows its `MonitorExit` first.
//!
//! [`super::implied::Expander`] puts the implied records back, so that the
//! expanded stream is, record for record, the stream of a trace written
//! with every `MethodExit` (`rjvm -XX:+TraceAllMethodExits`).

use super::expand::{index, names_rule, put_at};
use crate::program::Program;
use crate::step;
use step::AnyRecord as A;

/// The producer attribute naming the implied-`MethodExit` rule.
pub const ATTRIBUTE: &str = "implied-method-exits";

/// The value of [`ATTRIBUTE`] for the rule of this module.
pub const BLOCKS: &str = "blocks";

/// Whether the producer attributes of a trace say it uses the rule.
pub fn uses_blocks_rule(attributes: &[(String, String)]) -> bool {
    names_rule(attributes, ATTRIBUTE, BLOCKS)
}

/// The opcodes `ireturn` ... `return`.
const RETURNS: std::ops::RangeInclusive<u8> = 0xac..=0xb1;

/// Which blocks end with a return, by method: what the rule needs of the
/// program's code.
#[derive(Debug, Default)]
pub(crate) struct ReturnBlocks {
    /// Classes and methods, to decode code from the class files.
    program: Program,
    /// By method id, by block: its instruction count if it ends with a
    /// return, else 0.
    lengths: Vec<Box<[u32]>>,
}

impl ReturnBlocks {
    /// Notes an entity (classes and methods; others are ignored).
    pub(crate) fn note(&mut self, rec: &A) {
        match rec {
            A::Class(c) => self.program.add_class(c),
            A::Method(m) => {
                self.program.add_method(m);
                let Ok(id) = u32::try_from(m.id) else { return };
                let Some(code) = self.program.code(id) else {
                    return;
                };
                let lengths: Box<[u32]> = code
                    .block_ends()
                    .map(|(last, len)| {
                        if RETURNS.contains(&last.opcode) {
                            len
                        } else {
                            0
                        }
                    })
                    .collect();
                put_at(&mut self.lengths, id as usize, lengths);
                // The rule needs no more of the method's code.
                self.program.forget_code(id);
            }
            A::ClassLoad(l) => self.program.class_complete(l.class as u32),
            _ => {}
        }
    }

    /// The instruction count of block `block` of `method` if it ends with a
    /// return.
    #[inline]
    pub(crate) fn length(&self, method: i64, block: i64) -> Option<u32> {
        let n = *self.lengths.get(index(method))?.get(index(block))?;
        (n != 0).then_some(n)
    }
}

/// What the rule makes of an event while a candidate `MethodExit(T, at,
/// M, 0)` is pending.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Decision {
    /// An event of the block: the candidate stays pending.
    Wait,
    /// The candidate is implied before the event.
    Imply,
    /// Nothing is implied.
    Drop,
}

/// What the rule sees of an event (`None` for entities and `ClassLoad`s).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Kind {
    /// A `BlockEnter`.
    Block,
    /// A normal `MethodExit`.
    Exit,
    /// Another event the fast loop raises in a block (not `MethodEnter`).
    Fast,
    /// Any other event.
    Other,
}

/// The decision on an event of `thread` at `time` of kind `kind` for the
/// candidate of thread `cand` at `at`.
#[inline]
pub(crate) fn decide(cand: i64, at: i64, thread: i64, time: i64, kind: Kind) -> Decision {
    if thread != cand {
        return Decision::Drop;
    }
    match kind {
        Kind::Fast if time < at => Decision::Wait,
        Kind::Fast | Kind::Block if time >= at => Decision::Imply,
        Kind::Exit if time > at => Decision::Imply,
        _ => Decision::Drop,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_attribute_names_the_rule() {
        let a = |v: &str| vec![(ATTRIBUTE.to_string(), v.to_string())];
        assert!(uses_blocks_rule(&a("blocks")));
        assert!(!uses_blocks_rule(&a("invoke")));
        assert!(!uses_blocks_rule(&[]));
    }

    #[test]
    fn events_decide_by_thread_time_and_kind() {
        use Decision::*;
        assert_eq!(decide(1, 10, 1, 9, Kind::Fast), Wait);
        assert_eq!(decide(1, 10, 1, 10, Kind::Fast), Imply);
        assert_eq!(decide(1, 10, 1, 10, Kind::Block), Imply);
        assert_eq!(decide(1, 10, 1, 9, Kind::Block), Drop);
        assert_eq!(decide(1, 10, 1, 10, Kind::Exit), Drop);
        assert_eq!(decide(1, 10, 1, 11, Kind::Exit), Imply);
        assert_eq!(decide(1, 10, 1, 11, Kind::Other), Drop);
        assert_eq!(decide(1, 10, 2, 11, Kind::Fast), Drop);
    }
}
