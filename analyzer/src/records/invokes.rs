//! Implied invoke sites (rule "blocks").
//!
//! An `Invoke(T, t, s, M)` or `DispatchInvoke(T, t, s, M, c)` names its
//! thread, time, site, target and (dispatched) receiver class. Every block
//! that holds an invoke instruction ends with it (a block ends after every
//! invoke), so when the VM's fast loop makes a call in a block whose
//! `BlockEnter(T, t, b)` the same run of the loop raised, the block ran
//! straight from its start and the invoke is its last instruction: its
//! time is `t + n` (`b`'s `n` instructions, one tick each, the event
//! having the clock after its instruction) and its site is that
//! instruction's. The target follows from the site and the receiver's
//! class (an invoke op's target is fixed by its kind: a direct call's
//! method, or the method the class's dispatch selects). In a trace whose
//! header has producer attribute [`ATTRIBUTE`]` = `[`BLOCKS`] (with the
//! return rule of [`super::implied`], whose reader follows each thread's
//! activations and blocks), the fast loop writes such a call as
//! `ImpliedInvoke(T)` when the last full invoke record written at its site
//! was of the same kind (`Invoke`, or `DispatchInvoke` naming the same
//! receiver class).
//!
//! The rule, per thread `T`: a `BlockEnter(T, t, b)` (in the file or
//! implied) of `T`'s current method `M` places `T`'s cursor on `b` if `b`
//! ends with an invoke instruction; a full invoke record of `T`,
//! `MethodEnter`, `MethodExit` and `ThreadEnd` of `T` clear it. An
//! `ImpliedInvoke(T)` stands for the invoke that ends `b`: a copy of the
//! last full invoke record at the instruction's site (the file's site id)
//! with thread `T` and time `t + n`; the cursor is cleared. If `T` has no
//! cursor, the block's return came first: the record stands after the
//! block's implied `MethodExit` ([`super::exits`]) and the caller's
//! implied block, in which the rule applies again
//! ([`super::implied::Expander`] does this). With implied `MethodEnter`s
//! ([`super::enters`]) the expanded invoke may imply its callee's
//! `MethodEnter` as a full one does (`Expander` hands it back to that
//! rule).
//!
//! Why this is exact: the fast loop leaves on every instruction it does not
//! run itself, and the full loop writes full records; a run that starts
//! inside a block writes full records until it enters a block itself (the
//! recorder's `run_state`); the readers see every block start of the
//! thread (the implied-blocks rules), so `T`'s last `BlockEnter` is the
//! block of the call. The writer keeps, per invoke op, the kind and
//! receiver class of the last full record it wrote there (ops and sites
//! are one to one, and every invoke record at a site is written from its
//! op), which is the reader's last full record at the site. No site is new
//! (a full record at the site came first), so site ids stay the file's.

use super::expand::{index, names_rule, put_at};
use super::fields::Resolved;
use crate::program::Program;
use crate::step;
use std::collections::HashMap;
use step::AnyRecord as A;

/// The producer attribute naming the implied-invoke-sites rule.
pub const ATTRIBUTE: &str = "implied-invoke-sites";

/// The value of [`ATTRIBUTE`] for the rule of this module.
pub const BLOCKS: &str = "blocks";

/// Whether the producer attributes of a trace say it uses the rule.
pub fn uses_blocks_rule(attributes: &[(String, String)]) -> bool {
    names_rule(attributes, ATTRIBUTE, BLOCKS)
}

/// Opcodes of the invoke instructions (invokevirtual to invokedynamic).
const INVOKES: std::ops::RangeInclusive<u8> = 0xb6..=0xba;

/// A block ending with an invoke instruction: that instruction's bytecode
/// index, the block's length in instructions (`u32::MAX`: the block ends
/// otherwise) and the file's site id of the invoke (from `sites`, kept
/// here so that reading an `ImpliedInvoke` hashes nothing).
#[derive(Debug, Clone, Copy)]
struct BlockEnd {
    bci: u32,
    len: u32,
    site: Option<i64>,
}

/// A thread's block, if it may end with an invoke not yet made (kept by
/// the reader with the thread's other state,
/// [`super::implied::Expander`]).
#[derive(Debug, Clone, Copy, Default)]
pub(crate) struct Cursor {
    /// A block is current (of a known method) and its invoke, if it ends
    /// with one, is not yet made.
    on: bool,
    /// The current method (an index into `methods`).
    method: usize,
    /// The block (an index into the method's blocks).
    block: usize,
    /// The block's `BlockEnter` time (the invoke's time less the block's
    /// length; the block's end is looked up by `resolve`, as most blocks
    /// have no `ImpliedInvoke`).
    time: i64,
}

/// The last full invoke record at a site (its thread and time aside).
#[derive(Debug, Clone, Copy)]
enum Last {
    /// An `Invoke` of this target.
    Direct { target: i64 },
    /// A `DispatchInvoke` of this target, on a receiver of this class.
    Dispatch { target: i64, class: i64 },
}

/// The rule's state: the program's blocks that end with an invoke, the
/// file's sites and their last full records (each thread's [`Cursor`] is
/// kept by the reader).
#[derive(Debug, Default)]
pub(crate) struct InvokeSites {
    /// Classes and methods, to decode code from the class files.
    program: Program,
    /// By method id: per block, how it ends (`None`: no block ends with an
    /// invoke).
    methods: Vec<Option<Box<[BlockEnd]>>>,
    /// The file's site ids by (method, bytecode index).
    sites: HashMap<(i64, i64), i64>,
    /// By the file's site id.
    last: Vec<Option<Last>>,
}

impl Cursor {
    /// `BlockEnter(T, time, block)` (in the file or implied) of `method`,
    /// the thread's current method.
    #[inline(always)]
    pub(crate) fn entered(&mut self, method: i64, time: i64, block: i64) {
        *self = Cursor {
            on: true,
            method: index(method),
            block: index(block),
            time,
        }
    }

    /// The thread left its block otherwise (`MethodEnter`, `MethodExit`,
    /// `ThreadEnd`, a full invoke record), or entered one of an unknown
    /// method.
    #[inline(always)]
    pub(crate) fn leave(&mut self) {
        self.on = false;
    }
}

impl InvokeSites {
    /// Notes an entity or `ClassLoad` (classes, methods and sites; others
    /// are ignored).
    pub(crate) fn note(&mut self, rec: &A) {
        match rec {
            A::Class(c) => self.program.add_class(c),
            A::Method(m) => self.add_method(m),
            A::ClassLoad(l) => self.program.class_complete(l.class as u32),
            A::Site(s) => {
                self.sites.insert((s.method, s.bci), s.id);
                if let Some(Some(ends)) = self.methods.get_mut(index(s.method)) {
                    for e in ends.iter_mut() {
                        if e.len != u32::MAX && i64::from(e.bci) == s.bci {
                            e.site = Some(s.id);
                        }
                    }
                }
            }
            _ => {}
        }
    }

    fn add_method(&mut self, m: &step::Method) {
        self.program.add_method(m);
        let Ok(id) = u32::try_from(m.id) else { return };
        let Some(code) = self.program.code(id) else {
            return;
        };
        let ends: Box<[BlockEnd]> = code
            .block_ends()
            .map(|(last, len)| {
                if INVOKES.contains(&last.opcode) {
                    BlockEnd {
                        bci: last.bci,
                        len,
                        site: self.sites.get(&(m.id, i64::from(last.bci))).copied(),
                    }
                } else {
                    BlockEnd {
                        bci: 0,
                        len: u32::MAX,
                        site: None,
                    }
                }
            })
            .collect();
        if ends.iter().any(|e| e.len != u32::MAX) {
            put_at(&mut self.methods, id as usize, Some(ends));
        }
        // The rule needs no more of the method's code.
        self.program.forget_code(id);
    }

    /// Notes a full invoke record (others are ignored): its site's last;
    /// its thread, whose cursor the caller clears. (The test inline: most
    /// records are not invokes.)
    #[inline(always)]
    pub(crate) fn full(&mut self, rec: &A) -> Option<i64> {
        let (thread, site, last) = match rec {
            A::Invoke(e) => (e.thread, e.site, Last::Direct { target: e.target }),
            A::DispatchInvoke(e) => (
                e.thread,
                e.site,
                Last::Dispatch {
                    target: e.target,
                    class: e.receiverClass,
                },
            ),
            _ => return None,
        };
        self.full_invoke(site, last).then_some(thread)
    }

    /// [`full`](Self::full) of an invoke record: whether noted (a site
    /// that is no index is not).
    #[inline(never)]
    fn full_invoke(&mut self, site: i64, last: Last) -> bool {
        let i = index(site);
        if i == usize::MAX {
            return false;
        }
        if self.last.len() <= i {
            self.last.resize(i + 1, None);
        }
        self.last[i] = Some(last);
        true
    }

    /// The full record an `ImpliedInvoke(thread)` stands for, with the
    /// thread's cursor (`cursor`, if it has one) cleared.
    #[inline]
    pub(crate) fn resolve(&mut self, cursor: Option<&mut Cursor>, thread: i64) -> Resolved {
        let Some(c) = cursor.filter(|c| c.on) else {
            return Resolved::BlockDone;
        };
        let end = self
            .methods
            .get(c.method)
            .and_then(|m| m.as_deref())
            .and_then(|ends| ends.get(c.block))
            .filter(|e| e.len != u32::MAX);
        let Some(end) = end else {
            // The block does not end with an invoke.
            return Resolved::BlockDone;
        };
        let Some(site) = end.site else {
            return Resolved::Unknown;
        };
        let Some(last) = self.last.get(index(site)).copied().flatten() else {
            return Resolved::Unknown;
        };
        c.on = false;
        let time = c.time + i64::from(end.len);
        // (Handed to `full`, the record would set `last` to what it is and
        // clear the cursor, as done here.)
        let record = match last {
            Last::Direct { target } => A::Invoke(step::Invoke {
                thread,
                time,
                site,
                target,
            }),
            Last::Dispatch { target, class } => A::DispatchInvoke(step::DispatchInvoke {
                thread,
                time,
                site,
                target,
                receiverClass: class,
            }),
        };
        Resolved::Record {
            record,
            noted: true,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_attribute_names_the_rule() {
        let a = |v: &str| vec![(ATTRIBUTE.to_string(), v.to_string())];
        assert!(uses_blocks_rule(&a("blocks")));
        assert!(!uses_blocks_rule(&a("entry")));
        assert!(!uses_blocks_rule(&[]));
    }
}
