//! Implied `MethodEnter` records (rule "invoke").
//!
//! Most calls are made by the VM's fast loop: it raises the call's `Invoke`
//! or `DispatchInvoke` (and, with group "values", its `Receiver`), then at
//! once the callee's `MethodEnter`, of the same thread, at the same time,
//! naming the invoke's target. That `MethodEnter` tells a reader nothing
//! the invoke did not. In a trace whose header has producer attribute
//! [`ATTRIBUTE`]` = `[`INVOKE`], the fast loop leaves it out where a reader
//! can put it back exactly, from the records alone:
//!
//! * Let `Invoke(T, t, s, M)` or `DispatchInvoke(T, t, s, M, c)` name a
//!   method `M` with code (its `Method` entity, which precedes it, has
//!   neither `ACC_NATIVE` nor `ACC_ABSTRACT`); its candidate is
//!   `MethodEnter(T, t, M)`.
//! * Let `R` be the first record after it other than a `Receiver` of `T`
//!   directly after it, an entity or a `ClassLoad` (entities and
//!   `ClassLoad`s are skipped). If `R` is an event of thread `T` of type
//!   `BlockEnter`, a normal `MethodExit`, `Invoke`, `DispatchInvoke`, a
//!   field read or write, `ArrayLoad`, `ArrayStore`, `Bytecode`,
//!   `BytecodeRun`, a value or `BranchOutcome`, the candidate is implied
//!   right after the invoke (and its `Receiver`), before the skipped
//!   records.
//!   A `BranchBlocksEnd(T, t')` ([`super::branch_blocks`]) implies it
//!   if `t' >= t` (the implied blocks it ends reach the callee's entry
//!   block); one with `t' < t` (blocks before the call) is skipped.
//! * Otherwise (a `MethodEnter`, an exceptional `MethodExit`, another
//!   thread's event, an exception, monitor, allocation, GC, thread event,
//!   or the end of the trace) nothing is implied.
//!
//! Why this is exact: the VM leaves a `MethodEnter` out only in its fast
//! loop, for a call it makes itself right after raising its invoke, when
//! the time slice goes on (a call that ends the slice has its
//! `MethodEnter` written) and groups "method", "block", "invoke" and
//! "exception" are recorded. The callee's first op is then its entry
//! block's start: its `BlockEnter(T, t, 0)` is written, or left out
//! (implied by the entry rule of [`super::implied`], which is only the
//! case when a record of the fast loop of thread `T` follows it, and the
//! fast loop writes only normal `MethodExit`s and a `MethodEnter` only
//! after its invoke): either way `R` is of the types above. Every
//! `MethodEnter` written follows its invoke directly (the full loop's
//! calls, the fast loop's calls that end the time slice), so `R` is then
//! that `MethodEnter`; the full loop's calls that fail after their invoke
//! (a stack overflow, code that does not verify) raise an exception,
//! whose `ExceptionThrow` (or the `MethodEnter` of a class initializer
//! run first) is `R`.
//!
//! [`Expander`] puts the implied records back, so that the expanded stream
//! is, record for record, the stream of a trace written with every
//! `MethodEnter` (`rjvm -XX:+TraceAllMethodEnters`); [`super::implied`]'s
//! expander runs it first (the entry blocks an implied `MethodEnter`
//! implies in turn are then put back too).

use super::expand::{expand_with, names_rule, CodedMethods, Rule};
use crate::step;
use step::AnyRecord as A;

/// The producer attribute naming the implied-`MethodEnter` rule.
pub const ATTRIBUTE: &str = "implied-method-enters";

/// The value of [`ATTRIBUTE`] for the rule of this module.
pub const INVOKE: &str = "invoke";

/// Whether the producer attributes of a trace say it uses the rule.
pub fn uses_invoke_rule(attributes: &[(String, String)]) -> bool {
    names_rule(attributes, ATTRIBUTE, INVOKE)
}

/// What the rule sees of a record.
enum Seen {
    /// An entity or a `ClassLoad` (skipped).
    Skipped,
    /// An `Invoke` or `DispatchInvoke`.
    Invoke { thread: i64, time: i64, target: i64 },
    /// A `Receiver` value.
    Receiver { thread: i64 },
    /// An event of `thread` that implies the candidate.
    Implying { thread: i64 },
    /// A `BranchBlocksEnd` ([`super::branch_blocks`]): `thread` ran on
    /// through implied blocks up to the block start at `time`.
    Chain { thread: i64, time: i64 },
    /// Any other record.
    Other,
}

#[inline(always)]
fn seen(r: &A) -> Seen {
    match r {
        A::Method(_)
        | A::Entity(_)
        | A::Thread(_)
        | A::Class(_)
        | A::Field(_)
        | A::Site(_)
        | A::ClassLoad(_) => Seen::Skipped,
        A::Invoke(e) => Seen::Invoke {
            thread: e.thread,
            time: e.time,
            target: e.target,
        },
        A::DispatchInvoke(e) => Seen::Invoke {
            thread: e.thread,
            time: e.time,
            target: e.target,
        },
        A::Receiver(e) => Seen::Receiver { thread: e.thread },
        A::MethodExit(e) if e.exceptional == 0 => Seen::Implying { thread: e.thread },
        A::BlockEnter(e) => Seen::Implying { thread: e.thread },
        A::FieldRead(e) => Seen::Implying { thread: e.thread },
        A::InstanceFieldRead(e) => Seen::Implying { thread: e.thread },
        A::FieldWrite(e) => Seen::Implying { thread: e.thread },
        A::InstanceFieldWrite(e) => Seen::Implying { thread: e.thread },
        A::ArrayLoad(e) => Seen::Implying { thread: e.thread },
        A::ArrayStore(e) => Seen::Implying { thread: e.thread },
        A::Bytecode(e) => Seen::Implying { thread: e.thread },
        A::BytecodeRun(e) => Seen::Implying { thread: e.thread },
        A::IntValue(e) => Seen::Implying { thread: e.thread },
        A::FloatValue(e) => Seen::Implying { thread: e.thread },
        A::RefValue(e) => Seen::Implying { thread: e.thread },
        A::BranchOutcome(e) => Seen::Implying { thread: e.thread },
        A::ImpliedFieldAccess(e) => Seen::Implying { thread: e.thread },
        A::ImpliedStaticAccess(e) => Seen::Implying { thread: e.thread },
        // (An invoke, once expanded: see `Expander::invoked`.)
        A::ImpliedInvoke(e) => Seen::Implying { thread: e.thread },
        A::BranchBlocksEnd(e) => Seen::Chain {
            thread: e.thread,
            time: e.time,
        },
        _ => Seen::Other,
    }
}

/// The reader's side of the rule: puts the implied `MethodEnter`s back, in
/// place.
#[derive(Debug, Default)]
pub struct Expander {
    /// Which methods have code.
    coded: CodedMethods,
    /// The `MethodEnter` the last invoke may imply, as `(thread, time,
    /// method)`, while only its `Receiver` and skipped records followed.
    pending: Option<(i64, i64, i64)>,
    /// The skipped records after it, held until the rule is decided.
    held: Vec<A>,
}

impl Expander {
    /// A reader's state at the start of a trace.
    pub fn new() -> Self {
        Self::default()
    }

    /// A reader's state for a trace with producer attributes `attributes`,
    /// if it uses the rule.
    pub fn for_attributes(attributes: &[(String, String)]) -> Option<Self> {
        uses_invoke_rule(attributes).then(Self::new)
    }

    /// The record just handed on, an `ImpliedInvoke` (which implies as any
    /// event of the fast loop), was expanded by a later reader to an
    /// invoke of `target` by `thread` at `time` ([`super::invokes`]): its
    /// `MethodEnter` is the candidate, as a full invoke's.
    pub(crate) fn invoked(&mut self, thread: i64, time: i64, target: i64) {
        if self.coded.has_code(target) {
            self.pending = Some((thread, time, target));
        }
    }
}

impl Rule for Expander {
    /// Hands `rec` to `f`, preceded by the `MethodEnter` it implies, if
    /// any; records that cannot decide yet are held back (and handed on
    /// with the next that does, or by [`finish`](Self::finish)).
    #[inline]
    fn push(&mut self, rec: A, mut f: impl FnMut(A)) {
        // Most records decide nothing: one call of `f` with the record
        // here keeps the readers after this one inlined once (offline
        // metrics of default traces took a quarter longer with a call per
        // case). The decision is out of line and sees only what `seen`
        // takes of the record: the record stays where it is (passed by
        // value out of line, it was copied twice on every invoke).
        if self.pending.is_some()
            || matches!(rec, A::Method(_) | A::Invoke(_) | A::DispatchInvoke(_))
        {
            if let A::Method(m) = &rec {
                let (id, access) = (m.id, m.access);
                self.coded.set(id, access);
            }
            match self.decide(seen(&rec)) {
                Step::Hold => {
                    self.held.push(rec);
                    return;
                }
                Step::Pass => {}
                Step::Flush(enter) => self.flush(enter, &mut f),
            }
        }
        f(rec);
    }

    /// At the end of the trace: hands on the records held back (nothing
    /// is implied after the last record).
    fn finish(&mut self, mut f: impl FnMut(A)) {
        self.pending = None;
        for r in self.held.drain(..) {
            f(r);
        }
    }
}

/// What [`Expander::decide`] does with a record before it is handed on.
enum Step {
    /// Hold it back (a skipped record while a `MethodEnter` is pending).
    Hold,
    /// Hand it on.
    Pass,
    /// Hand on the implied `MethodEnter`, if any, and the records held
    /// back, then the record.
    Flush(Option<step::MethodEnter>),
}

impl Expander {
    /// The rule's decision on a record that may decide or start it (an
    /// entity or invoke, or any record while an invoke's `MethodEnter` is
    /// pending), seen as `s`.
    #[inline(never)]
    fn decide(&mut self, s: Seen) -> Step {
        let mut step = Step::Pass;
        if let Some((thread, time, method)) = self.pending {
            match s {
                Seen::Skipped => return Step::Hold,
                Seen::Receiver { thread: t } if t == thread && self.held.is_empty() => {
                    return Step::Pass
                }
                // The blocks it ends came before the call (a call the
                // fast loop makes with its `MethodEnter` left out is
                // followed by the callee's entry block, which a
                // `BranchBlocksEnd` after the call names): the next record
                // decides.
                Seen::Chain { thread: t, time: c } if t == thread && c < time => return Step::Hold,
                _ => {}
            }
            self.pending = None;
            let implied = match s {
                Seen::Implying { thread: t }
                | Seen::Invoke { thread: t, .. }
                | Seen::Chain { thread: t, .. } => t == thread,
                Seen::Receiver { thread: t } => t == thread,
                _ => false,
            };
            step = Step::Flush(implied.then_some(step::MethodEnter {
                thread,
                time,
                method,
            }));
        }
        if let Seen::Invoke {
            thread,
            time,
            target,
        } = s
        {
            if self.coded.has_code(target) {
                self.pending = Some((thread, time, target));
            }
        }
        step
    }

    /// Hands on `enter` (an implied `MethodEnter`), if any, then the
    /// records held back.
    #[inline(never)]
    fn flush(&mut self, enter: Option<step::MethodEnter>, f: &mut dyn FnMut(A)) {
        if let Some(e) = enter {
            f(A::MethodEnter(e));
        }
        for r in self.held.drain(..) {
            f(r);
        }
    }
}

/// Expands a whole record stream (tests and small tools).
pub fn expand(records: impl IntoIterator<Item = A>) -> Vec<A> {
    expand_with(Expander::new(), records)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::records::expand::build::{
        block, enter, exit_by as exit, invoke, load, method, without,
    };

    fn throw(thread: i64, time: i64) -> A {
        A::ExceptionThrow(step::ExceptionThrow {
            thread,
            time,
            site: 1,
            class: 1,
            object: 1,
        })
    }

    /// `all` with the records at `left_out` removed expands to `all`.
    fn round_trip(all: &[A], left_out: &[usize]) {
        let file = without(all, left_out);
        assert_eq!(expand(file), all);
    }

    #[test]
    fn enters_after_invokes_followed_by_the_fast_loops_records_are_implied() {
        let all = vec![
            method(1, 0x0009),
            method(2, 0x0009),
            invoke(1, 1, 2),
            enter(1, 1, 2), // implied by the entry block
            block(1, 1, 0),
            exit(1, 2, 2, 0),
            invoke(1, 3, 2),
            enter(1, 3, 2), // implied across entities and class loads
            method(3, 0x0009),
            load(1, 3),
            block(1, 4, 2),
            invoke(1, 5, 2),
            enter(1, 5, 2), // implied by a nested invoke
            invoke(1, 5, 1),
            enter(1, 5, 1), // implied by a normal exit
            exit(1, 6, 1, 0),
        ];
        round_trip(&all, &[3, 7, 12, 14]);
    }

    #[test]
    fn other_enters_are_explicit() {
        let all = vec![
            method(1, 0x0009),
            method(2, 0x0101), // native
            // Written after its invoke.
            invoke(1, 1, 1),
            enter(1, 1, 1),
            block(1, 1, 0),
            // A method without code.
            invoke(1, 2, 2),
            enter(1, 2, 2),
            exit(1, 2, 2, 0),
            // A failed call: nothing implied.
            invoke(1, 3, 1),
            throw(1, 3),
            invoke(1, 4, 1),
            exit(1, 4, 1, 1),
            // Another thread's record next.
            invoke(1, 5, 1),
            block(2, 5, 0),
            // At the end of the trace, after entities.
            invoke(1, 6, 1),
            method(3, 0x0009),
        ];
        round_trip(&all, &[]);
    }

    #[test]
    fn branch_blocks_ends_imply_enters_only_at_or_after_the_call() {
        let ends = |thread, time| A::BranchBlocksEnd(step::BranchBlocksEnd { thread, time });
        let all = vec![
            method(1, 0x0009),
            // Implied blocks up to the callee's entry block (at the
            // invoke's time) or later: implied.
            invoke(1, 5, 1),
            enter(1, 5, 1),
            ends(1, 5),
            invoke(1, 6, 1),
            enter(1, 6, 1),
            ends(1, 9),
            // Implied blocks before the call (whose MethodEnter is written
            // when the call ends the time slice): the next record decides.
            invoke(1, 12, 1),
            ends(1, 10),
            enter(1, 12, 1),
            invoke(1, 14, 1),
            ends(1, 13),
            enter(1, 14, 1), // implied by the block
            block(1, 14, 0),
        ];
        round_trip(&all, &[2, 5, 14]);
    }

    #[test]
    fn the_attribute_names_the_rule() {
        let a = |v: &str| vec![(ATTRIBUTE.to_string(), v.to_string())];
        assert!(uses_invoke_rule(&a("invoke")));
        assert!(!uses_invoke_rule(&a("entry")));
        assert!(!uses_invoke_rule(&[]));
        assert!(Expander::for_attributes(&a("invoke")).is_some());
    }
}
