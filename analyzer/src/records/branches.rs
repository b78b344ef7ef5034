//! Implied `BranchOutcome` records (rule "blocks").
//!
//! A conditional branch (`if*`, `ifnull`, `ifnonnull`) ends its basic
//! block, and its two outcomes lead to two different blocks (the branch
//! target's and the one after the branch), unless the target is the next
//! instruction. With groups "values", "block", "method" and "exception" on,
//! a trace holds a `BlockEnter` for every block a thread enters (in the
//! file, or implied by [`super::implied`]) and a `MethodEnter`/`MethodExit`
//! for every activation: the block a thread enters next in the same
//! activation tells which way the branch went. In a trace whose header has
//! producer attribute [`ATTRIBUTE`]` = `[`BLOCKS`], the VM leaves out the
//! `BranchOutcome` of a conditional branch whose target is not the next
//! instruction, unless the branch is taken and its jump ends the thread's
//! time slice (then other threads' records may come before the next block,
//! whose clock is later). Switches are always written (several cases may
//! share a target: the case index is not always recoverable).
//!
//! The rule, per thread `T`, following `T`'s activations (`MethodEnter`
//! pushes, `MethodExit` pops):
//!
//! * `BlockEnter(T, t, b)` in an activation of method `M`: if the
//!   activation's pending branch is the last instruction of block `p`, a
//!   conditional branch at site `s` whose target block `g` differs from
//!   the block `n` after it, then `BranchOutcome(T, t, s, 1)` (`b = g`) or
//!   `BranchOutcome(T, t, s, 0)` (`b = n`) is implied right before the
//!   `BlockEnter` (after the entities held for it, with the `Site` entity of
//!   `s` if it is new). The activation's pending branch becomes block `b`'s
//!   last instruction if that is such a branch.
//! * A `BranchOutcome` of `T` (written because the rule does not apply),
//!   an `ExceptionThrow` of `T` (the block ends before its branch), or an
//!   exceptional `MethodExit` of a callee (a class initializer that failed
//!   mid-block) clears the pending branch of `T`'s current activation.
//! * `ThreadEnd` clears `T`'s activations.
//!
//! Why this is exact: a branch the VM leaves out is followed, in the same
//! loop and with nothing written in between, by the `BlockStart` of the
//! block it goes to, whose `BlockEnter` has the branch's clock (an event
//! has the clock after its instruction). A block that has started runs to
//! its last instruction unless an exception ends it (its `ExceptionThrow`,
//! or a callee's exceptional `MethodExit`, is in the trace); calls made
//! mid-block (class initializers) are activations of their own.
//!
//! Site ids: the VM numbers sites in order of first use in the file, and
//! an implied record may name a site first. The expander renumbers every
//! site in order of first use in the expanded stream (writing the `Site`
//! entity of an implied record right before it and dropping the file's
//! `Site` entity of a site already written), which is the numbering of a
//! trace written with every `BranchOutcome`
//! (`rjvm -XX:+TraceAllBranchOutcomes`): the expanded stream is that
//! trace's, record for record.

use super::expand::{event, expand_with, names_rule, per_thread, site_of, Rule, SiteMap};
use crate::program::Program;
use crate::step;
use step::AnyRecord as A;

/// The producer attribute naming the implied-branch-outcome rule.
pub const ATTRIBUTE: &str = "implied-branch-outcomes";

/// The value of [`ATTRIBUTE`] for the rule of this module.
pub const BLOCKS: &str = "blocks";

/// Whether the producer attributes of a trace name the rule.
pub fn uses_blocks_rule(attributes: &[(String, String)]) -> bool {
    names_rule(attributes, ATTRIBUTE, BLOCKS)
}

/// An activation, as the rule follows it.
#[derive(Debug, Clone, Copy)]
struct Frame {
    /// Method id (the file's).
    method: i64,
    /// The block whose last instruction, a conditional branch with two
    /// different outcomes, is the next branch of this activation.
    pending: Option<u32>,
}

/// The reader's side of the rule: puts the implied `BranchOutcome` records
/// back, in place, and renumbers sites.
#[derive(Debug, Default)]
pub struct Expander {
    /// Classes and methods (their code).
    program: Program,
    /// Activations, by thread id.
    stacks: Vec<Vec<Frame>>,
    /// Entities held until the next event.
    held: Vec<A>,
    /// Site ids of the file and of the expanded stream.
    sites: SiteMap,
}

impl Expander {
    /// A reader's state at the start of a trace with the rule.
    pub fn new() -> Self {
        Self::default()
    }

    /// A reader's state for a trace with producer attributes `attributes`,
    /// if it uses the rule.
    pub fn for_attributes(attributes: &[(String, String)]) -> Option<Self> {
        uses_blocks_rule(attributes).then(Self::new)
    }

    fn stack(&mut self, thread: i64) -> &mut Vec<Frame> {
        per_thread(&mut self.stacks, thread)
    }

    /// The pending branch of block `block` of `method`: the block itself if
    /// it ends with a conditional branch whose outcomes differ.
    fn pending_of(&self, method: i64, block: i64) -> Option<u32> {
        let code = self.program.code(u32::try_from(method).ok()?)?;
        let b = u32::try_from(block).ok()?;
        let c = (*code.cond.get(b as usize)?)?;
        (c.taken != c.fallthrough).then_some(b)
    }

    /// The outcome implied by entering block `next` of `method` after the
    /// branch ending block `pending`, with the branch's bci.
    fn outcome(&self, method: i64, pending: u32, next: i64) -> Option<(i64, i64)> {
        let code = self.program.code(u32::try_from(method).ok()?)?;
        let c = (*code.cond.get(pending as usize)?)?;
        let next = u32::try_from(next).ok()?;
        let outcome = if next == c.taken {
            1
        } else if next == c.fallthrough {
            0
        } else {
            return None;
        };
        let last = *code.block_start.get(pending as usize + 1)? as usize - 1;
        Some((i64::from(code.instrs.get(last)?.bci), outcome))
    }
}

impl Rule for Expander {
    /// Hands `rec` to `f`, preceded by the record it implies, if any;
    /// entities are held until the next event.
    fn push(&mut self, rec: A, mut f: impl FnMut(A)) {
        let f = &mut f;
        let mut rec = rec;
        let Some((thread, _)) = event(&rec) else {
            match &rec {
                A::Class(c) => self.program.add_class(c),
                A::Method(m) => self.program.add_method(m),
                A::Site(s) => self.sites.file_site(s),
                _ => {}
            }
            self.held.push(rec);
            return;
        };
        self.sites.flush_held(&mut self.held, f);
        if let Some(site) = site_of(&mut rec) {
            *site = self.sites.remap(*site);
        }
        match &rec {
            A::BlockEnter(b) => {
                let top = self.stack(thread).last().copied();
                if let Some(frame) = top {
                    if let Some(pending) = frame.pending {
                        if let Some((bci, outcome)) = self.outcome(frame.method, pending, b.block) {
                            let (site, new) = self.sites.out_site(frame.method, bci);
                            if new {
                                f(A::Site(step::Site {
                                    id: site,
                                    method: frame.method,
                                    bci,
                                }));
                            }
                            f(A::BranchOutcome(step::BranchOutcome {
                                thread,
                                time: b.time,
                                site,
                                outcome,
                            }));
                        }
                    }
                    let pending = self.pending_of(frame.method, b.block);
                    if let Some(top) = self.stack(thread).last_mut() {
                        top.pending = pending;
                    }
                }
            }
            A::BranchOutcome(_) | A::ExceptionThrow(_) => {
                if let Some(top) = self.stack(thread).last_mut() {
                    top.pending = None;
                }
            }
            A::MethodEnter(e) => {
                let method = e.method;
                self.stack(thread).push(Frame {
                    method,
                    pending: None,
                });
            }
            A::MethodExit(e) => {
                let exceptional = e.exceptional != 0;
                let stack = self.stack(thread);
                stack.pop();
                if exceptional {
                    if let Some(top) = stack.last_mut() {
                        top.pending = None;
                    }
                }
            }
            A::ThreadEnd(_) => self.stack(thread).clear(),
            _ => {}
        }
        f(rec);
    }

    /// At the end of the trace: hands on the entities held.
    fn finish(&mut self, mut f: impl FnMut(A)) {
        self.sites.flush_held(&mut self.held, &mut f);
    }
}

/// Expands a whole record stream (tests and small tools).
pub fn expand(records: impl IntoIterator<Item = A>) -> Vec<A> {
    expand_with(Expander::new(), records)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::records::expand::build::{block, site};

    fn outcome(thread: i64, time: i64, site: i64, outcome: i64) -> A {
        A::BranchOutcome(step::BranchOutcome {
            thread,
            time,
            site,
            outcome,
        })
    }
    #[test]
    fn the_attribute_names_the_rule() {
        let a = |v: &str| vec![(ATTRIBUTE.to_string(), v.to_string())];
        assert!(uses_blocks_rule(&a("blocks")));
        assert!(!uses_blocks_rule(&a("entry")));
        assert!(!uses_blocks_rule(&[]));
        assert!(Expander::for_attributes(&a("blocks")).is_some());
    }

    #[test]
    fn a_stream_without_known_code_is_unchanged() {
        // No Class entity: no block ends with a known branch, so nothing
        // is implied, and sites keep their order of first use.
        let all = vec![
            A::MethodEnter(step::MethodEnter {
                thread: 1,
                time: 0,
                method: 5,
            }),
            block(1, 0, 0),
            site(1, 5, 3),
            outcome(1, 4, 1, 1),
            block(1, 4, 2),
            site(2, 5, 9),
            outcome(1, 7, 2, 0),
            block(1, 7, 3),
        ];
        assert_eq!(expand(all.clone()), all);
    }
}
