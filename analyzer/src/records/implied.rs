//! Implied `BlockEnter` records (rules "entry" and "return").
//!
//! Almost every activation of a bytecode method starts with its entry
//! block: the VM raises `MethodEnter` and, before anything else happens on
//! that thread, `BlockEnter` of block 0 at the same time. Likewise almost
//! every normal return from a call resumes the caller in the block after
//! the invoke (blocks end after every invoke): `MethodExit`, then
//! `BlockEnter` of that block at the same time. In a trace whose header
//! has producer attribute [`ATTRIBUTE`]` = `[`ENTRY`] (or
//! `entry,return`, [`RETURN`]), the VM's fast loop (which runs calls of
//! plain bytecode methods and returns from them) leaves those
//! `BlockEnter`s out where a reader can put them back exactly, from the
//! records alone:
//!
//! * Entry rule: let `MethodEnter(T, t, M)` be a record of a method `M`
//!   with code (its `Method` entity, which precedes it, has neither
//!   `ACC_NATIVE` nor `ACC_ABSTRACT`); its candidate is
//!   `BlockEnter(T, t, 0)`.
//! * Return rule: let `MethodExit(T, t, M, normal)` end an activation
//!   whose `MethodEnter` (of a method with code, not synchronized: the
//!   fast loop leaves returns from those to the full loop) directly followed an
//!   `Invoke` or `DispatchInvoke` of thread `T` naming `M` as its target
//!   (entities, `ClassLoad`s and a `Receiver` may come between), returning
//!   to an activation of `T` whose last `BlockEnter` (in the file or
//!   implied) was block `b`; its candidate is `BlockEnter(T, t, b + 1)`.
//! * Let `R` be the first *event* after the `MethodEnter` or `MethodExit`
//!   in the file other than `ClassLoad` (entities and `ClassLoad`s, which
//!   the VM writes lazily before the event that first names a class, are
//!   skipped). If `R` is an event of thread `T` of a type the fast loop
//!   raises (`BlockEnter`, `MethodEnter`, `MethodExit`, `Invoke`,
//!   `DispatchInvoke`, the four field accesses, `ArrayLoad`, `ArrayStore`,
//!   `Bytecode`, the four values and `BranchOutcome`), and not a
//!   `BlockEnter(T, t', n)` of the candidate's block `n` (whatever its
//!   time `t'` if the `MethodEnter` or `MethodExit` is in the file; of
//!   time `t` after a `MethodExit` implied by [`super::exits`]), the
//!   candidate is implied right after the `MethodEnter` or `MethodExit`
//!   (before the skipped records).
//! * Otherwise (another thread's event, a monitor, exception, allocation,
//!   GC, thread or class-load event of `T`, a `BlockEnter` of the
//!   candidate's block, or the end of the trace) nothing is implied.
//!
//! Why this is exact: the VM leaves a block out only in its fast loop,
//! when the block directly follows the `MethodEnter` or `MethodExit` that
//! loop just raised (a call it made, or a return from an ordinary call
//! frame, which the full loop or the fast loop pushed right after the
//! call's invoke event); if the loop then leaves (to the full loop, or at
//! the end of the time slice) before it raised any other record, the
//! writer writes the block after all (`RecordSink::settle`), so a block
//! left out is always followed by a record of that loop, which is one of
//! the types above, of `T`; if that record is a `BlockEnter` of the same
//! block number that is not the block (a block that loops to itself, or,
//! with implied exits, a caller's block of that number after returns from
//! the block), the writer writes the held block too
//! (`RecordSink::put_block`; it keeps the first block held since the last
//! record it wrote, which is the reader's candidate, and compares it with
//! the later blocks, held or written). A block written as such directly follows
//! its `MethodEnter` or `MethodExit` (only entities between), or comes
//! later, after records the rule does not take as implying it: class
//! loads the full loop reports before the next instruction, a
//! synchronized method's monitor records, other threads' records (the
//! time slice ending right after the call or return, a new thread's first
//! frame), or none at all (the time slice ended at the call or return and
//! the other threads' slices wrote no record: the block comes later than
//! its `MethodEnter` or `MethodExit`, which is why its time does not
//! matter).
//!
//! In a trace that also leaves out implied `MethodEnter`s
//! ([`super::enters`]), the rules apply to the stream with those put back
//! (the [`Expander`] puts them back first). In a trace that leaves out
//! implied `MethodExit`s ([`super::exits`]), the [`Expander`] applies that
//! rule too, with these: a block (in the file or implied) may imply an
//! exit, which may imply the caller's block, and so on.
//!
//! In a trace that implies field sites ([`super::fields`]), the
//! [`Expander`] puts the full field records back in place of
//! `ImpliedFieldAccess`/`ImpliedStaticAccess` records too, before the
//! rules above see them (the exit rule needs their time): such a record
//! is an event of the fast loop of its thread for the block rules, and one
//! after the last field instruction of a block ending with a return
//! implies that block's exit.
//!
//! In a trace that implies invoke sites ([`super::invokes`]), the
//! [`Expander`] puts the full invoke records back in place of
//! `ImpliedInvoke` records the same way (one with no invoke left in its
//! block implies that block's exit first), and hands each back to the
//! rule of implied `MethodEnter`s, which then implies the callee's enter
//! as after a full invoke.
//!
//! [`Expander`] is the reader's side: it puts the implied records back,
//! so that the expanded stream is, record for record, the stream of a trace
//! written with every `BlockEnter` (`rjvm -XX:+TraceAllBlocks`). Every
//! analysis reads traces through it (`metrics::read_records`); `rjvm-trace
//! print` shows the file's records as they are.

use super::branch_blocks::{self, Next};
use super::exits;
use super::expand::{event, expand_with, index, names_rule, per_thread, site_ref, Rule, NO_CODE};
use super::fields::{self, Known, Resolved};
use super::invokes;
use crate::step;
use std::collections::VecDeque;
use step::AnyRecord as A;

/// The producer attribute naming the implied-record rules a trace uses.
pub const ATTRIBUTE: &str = "implied-blocks";

/// The value of [`ATTRIBUTE`] (a comma list) for the entry rule.
pub const ENTRY: &str = "entry";

/// The value of [`ATTRIBUTE`] (a comma list) for the return rule.
pub const RETURN: &str = "return";

/// `ACC_SYNCHRONIZED`: the fast loop neither calls nor returns from them.
const SYNCHRONIZED: i64 = 0x0020;

/// Whether the producer attributes of a trace name rule `rule`.
fn uses(attributes: &[(String, String)], rule: &str) -> bool {
    names_rule(attributes, ATTRIBUTE, rule)
}

/// Whether the producer attributes of a trace say it uses the entry rule.
pub fn uses_entry_rule(attributes: &[(String, String)]) -> bool {
    uses(attributes, ENTRY)
}

/// Whether the producer attributes of a trace say it uses the return
/// rule (always with the entry rule).
pub fn uses_return_rule(attributes: &[(String, String)]) -> bool {
    uses_entry_rule(attributes) && uses(attributes, RETURN)
}

/// What the rules see of a record.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Seen {
    /// A `Method` entity: its id and access flags (skipped).
    Method { id: i64, access: i64 },
    /// Another entity or a `ClassLoad` (skipped).
    Skipped,
    /// A `MethodEnter`.
    Enter { thread: i64, time: i64, method: i64 },
    /// A `MethodExit`.
    Exit {
        thread: i64,
        time: i64,
        exceptional: bool,
    },
    /// A `BlockEnter`.
    Block { thread: i64, time: i64, block: i64 },
    /// An `Invoke` or `DispatchInvoke`.
    Invoke { thread: i64, time: i64, target: i64 },
    /// A `Receiver` value (between a call's invoke and its entry).
    Receiver { thread: i64, time: i64 },
    /// Another event the fast loop raises, of `thread`.
    Fast { thread: i64, time: i64 },
    /// A `ThreadEnd`.
    End { thread: i64, time: i64 },
    /// Any other event.
    Other,
}

/// Whether `r` is an entity the rule of known field objects holds until
/// the next event (`Class`, `Method`, `Field`, `Site`; a `Thread` comes
/// after its thread's `KnownAccessesEnd`).
fn held_entity(r: &A) -> bool {
    matches!(r, A::Class(_) | A::Method(_) | A::Field(_) | A::Site(_))
}

fn seen(r: &A) -> Seen {
    match r {
        A::Method(m) => Seen::Method {
            id: m.id,
            access: m.access,
        },
        A::Entity(_) | A::Thread(_) | A::Class(_) | A::Field(_) | A::Site(_) | A::ClassLoad(_) => {
            Seen::Skipped
        }
        A::MethodEnter(e) => Seen::Enter {
            thread: e.thread,
            time: e.time,
            method: e.method,
        },
        A::MethodExit(e) => Seen::Exit {
            thread: e.thread,
            time: e.time,
            exceptional: e.exceptional != 0,
        },
        A::BlockEnter(b) => Seen::Block {
            thread: b.thread,
            time: b.time,
            block: b.block,
        },
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
        A::Receiver(e) => Seen::Receiver {
            thread: e.thread,
            time: e.time,
        },
        A::FieldRead(e) => Seen::Fast {
            thread: e.thread,
            time: e.time,
        },
        A::InstanceFieldRead(e) => Seen::Fast {
            thread: e.thread,
            time: e.time,
        },
        A::FieldWrite(e) => Seen::Fast {
            thread: e.thread,
            time: e.time,
        },
        A::InstanceFieldWrite(e) => Seen::Fast {
            thread: e.thread,
            time: e.time,
        },
        A::ArrayLoad(e) => Seen::Fast {
            thread: e.thread,
            time: e.time,
        },
        A::ArrayStore(e) => Seen::Fast {
            thread: e.thread,
            time: e.time,
        },
        A::Bytecode(e) => Seen::Fast {
            thread: e.thread,
            time: e.time,
        },
        A::BytecodeRun(e) => Seen::Fast {
            thread: e.thread,
            time: e.time,
        },
        A::IntValue(e) => Seen::Fast {
            thread: e.thread,
            time: e.time,
        },
        A::FloatValue(e) => Seen::Fast {
            thread: e.thread,
            time: e.time,
        },
        A::RefValue(e) => Seen::Fast {
            thread: e.thread,
            time: e.time,
        },
        A::BranchOutcome(e) => Seen::Fast {
            thread: e.thread,
            time: e.time,
        },
        A::ThreadEnd(e) => Seen::End {
            thread: e.thread,
            time: e.time,
        },
        _ => Seen::Other,
    }
}

impl Seen {
    /// The thread of an event the fast loop raises, other than `BlockEnter`.
    fn fast_thread(self) -> Option<i64> {
        match self {
            Seen::Enter { thread, .. }
            | Seen::Exit { thread, .. }
            | Seen::Invoke { thread, .. }
            | Seen::Receiver { thread, .. }
            | Seen::Fast { thread, .. } => Some(thread),
            _ => None,
        }
    }

    /// Thread, time and kind of an event for the rule of implied exits
    /// (`None` for entities and `ClassLoad`s).
    fn for_exits(self) -> Option<(i64, i64, exits::Kind)> {
        use exits::Kind;
        Some(match self {
            Seen::Method { .. } | Seen::Skipped => return None,
            Seen::Block { thread, time, .. } => (thread, time, Kind::Block),
            Seen::Exit {
                thread,
                time,
                exceptional: false,
            } => (thread, time, Kind::Exit),
            Seen::Invoke { thread, time, .. }
            | Seen::Receiver { thread, time }
            | Seen::Fast { thread, time } => (thread, time, Kind::Fast),
            Seen::Enter { thread, time, .. }
            | Seen::Exit { thread, time, .. }
            | Seen::End { thread, time } => (thread, time, Kind::Other),
            Seen::Other => (-1, 0, Kind::Other),
        })
    }
}

/// An activation, as the return rule follows it.
#[derive(Debug, Clone, Copy)]
struct Frame {
    /// A method with code, entered directly after an invoke of it.
    invoked: bool,
    /// The block it is in (-1: none yet).
    block: i64,
    /// Its method.
    method: i64,
    /// The locals whose objects are known (the rule of known field
    /// objects, [`fields::Known`]; the objects are the thread's
    /// [`ThreadState::objs`]).
    known: u64,
}

/// A thread's state: the return rule's activations, and the cursors of the
/// rules of implied field and invoke sites (kept together, so that a
/// `BlockEnter` looks the thread up once).
#[derive(Debug, Default)]
struct ThreadState {
    /// Its activations, innermost last.
    stack: Vec<Frame>,
    /// Its place in its block for [`super::fields`].
    fields: fields::Cursor,
    /// Its block for [`super::invokes`].
    invokes: invokes::Cursor,
    /// The time of its last `BlockEnter` (in the file or implied).
    at: i64,
    /// Whether its last `BlockEnter` is its current block (no
    /// `MethodEnter`, `MethodExit` or `ThreadEnd` since), the block of the
    /// innermost activation: for [`super::branch_blocks`].
    in_block: bool,
    /// By activation depth (the rule of known field objects): the known
    /// objects by local.
    objs: Vec<[i64; 64]>,
}

impl ThreadState {
    /// The field cursor and the innermost activation's known objects (if
    /// the rule of known field objects keeps them).
    #[inline(always)]
    fn split(&mut self) -> (&mut fields::Cursor, Option<Known<'_>>) {
        let depth = self.stack.len();
        let known = match (
            self.stack.last_mut(),
            self.objs.get_mut(depth.wrapping_sub(1)),
        ) {
            (Some(f), Some(objs)) => Some(Known {
                mask: &mut f.known,
                objs,
                method: f.method,
            }),
            _ => None,
        };
        (&mut self.fields, known)
    }
}

/// A record of the rules of implied field or invoke sites, as they read it.
#[derive(Debug, Clone, Copy)]
enum Slim {
    /// `ImpliedFieldAccess(thread, object)` (`object` given) or
    /// `ImpliedStaticAccess(thread)` ([`super::fields`]).
    Field { thread: i64, object: Option<i64> },
    /// `ImpliedInvoke(thread)` ([`super::invokes`]).
    Invoke { thread: i64 },
}

impl Slim {
    /// Its thread.
    fn thread(self) -> i64 {
        match self {
            Slim::Field { thread, .. } | Slim::Invoke { thread } => thread,
        }
    }

    /// The record itself (for a trace the rules do not describe).
    fn record(self) -> A {
        match self {
            Slim::Field {
                thread,
                object: Some(object),
            } => A::ImpliedFieldAccess(step::ImpliedFieldAccess { thread, object }),
            Slim::Field { thread, .. } => {
                A::ImpliedStaticAccess(step::ImpliedStaticAccess { thread })
            }
            Slim::Invoke { thread } => A::ImpliedInvoke(step::ImpliedInvoke { thread }),
        }
    }
}

/// What [`Expander::quiet_full`] found.
#[derive(Debug, Clone, Copy)]
enum Quiet {
    /// The record needs the general path.
    No,
    /// A field record: handed on, and the last event is no invoke.
    Field,
    /// An invoke of `(thread, target)`: handed on, and the last event.
    Invoke(i64, i64),
}

/// The reader's side of the rules: puts the implied `BlockEnter`s back, in
/// place.
#[derive(Debug, Default)]
pub struct Expander {
    /// Whether the entry rule applies (else no block is implied).
    entry: bool,
    /// Whether the return rule applies (else the entry rule only).
    returns: bool,
    /// Implied `MethodEnter` records ([`super::enters`]), put back in the
    /// stream first (the blocks they imply in turn are then put back).
    enters: Option<Box<super::enters::Expander>>,
    /// Implied `Bytecode` records ([`super::bytecodes`]), put back in the
    /// stream with every `BlockEnter`.
    bytecodes: Option<Box<super::bytecodes::Expander>>,
    /// Implied `BranchOutcome` records ([`super::branches`]), put back in
    /// the stream with every `BlockEnter` (before the bytecodes').
    branches: Option<Box<super::branches::Expander>>,
    /// By method id: has code (set from `Method` entities).
    coded: Vec<bool>,
    /// By method id: is synchronized (set from `Method` entities).
    synchronized: Vec<bool>,
    /// The block a `MethodEnter` or `MethodExit` (the last event) may
    /// imply, as `(thread, time, block, late)`, while only skipped records
    /// followed it. `late`: the event was in the file, so the block may
    /// come later than it (a time slice that ended at the call or return):
    /// a `BlockEnter` of its number is the block itself whatever its
    /// time. After an implied `MethodExit` (which never ends a slice) only
    /// one of its time is.
    pending: Option<(i64, i64, i64, bool)>,
    /// The skipped records after it, held until the rule is decided.
    held: Vec<A>,
    /// The last event (skipping receivers) was an invoke of this
    /// `(thread, target)`.
    invoke: Option<(i64, i64)>,
    /// The return rule's activations and the site rules' cursors, by
    /// thread id.
    threads: Vec<ThreadState>,
    /// The blocks that end with a return, if the rule of implied
    /// `MethodExit`s applies ([`super::exits`]).
    exits: Option<Box<super::exits::ReturnBlocks>>,
    /// The `MethodExit` the last `BlockEnter` may imply, as `(thread,
    /// time, method)`, while only events of its block followed it.
    exit: Option<(i64, i64, i64)>,
    /// The field instructions and each thread's place in its block, if
    /// the rule of implied field sites applies ([`super::fields`]).
    fields: Option<Box<fields::FieldSites>>,
    /// The blocks that end with an invoke, the sites' last full invoke
    /// records and each thread's block, if the rule of implied invoke
    /// sites applies ([`super::invokes`]).
    invokes: Option<Box<invokes::InvokeSites>>,
    /// The `(thread, time, target)` of an `ImpliedInvoke` just expanded,
    /// for the rule of implied `MethodEnter`s (which saw the slim record).
    expanded_invoke: Option<(i64, i64, i64)>,
    /// What a decision hands on: implied records, then those held.
    out: Vec<A>,
    /// The blocks' successors and each thread's bits, if the rule of
    /// implied branch blocks applies ([`super::branch_blocks`]).
    branch: Option<Box<branch_blocks::BranchBlocks>>,
    /// The thread whose next bit a record needs, none being buffered: the
    /// records from that one on are held back until its `BranchBits`.
    stalled: Option<i64>,
    /// The records held back for bits that the rule of implied
    /// `MethodEnter`s has handed on already (the one that needs the bit
    /// first).
    cont: VecDeque<A>,
    /// The records held back for bits, as read from the file.
    raw: VecDeque<A>,
    /// No more bits will come (the end of the trace): a record that needs
    /// one is handed on as it is.
    no_bits: bool,
    /// Neither a later rule (`branches`, `bytecodes`) nor a record waiting
    /// for a bit: [`push_expanded`](Self::push_expanded)'s one test.
    plain: bool,
    /// The reader hands each trace block's `BranchBits` records to
    /// [`push_bits_ahead`](Self::push_bits_ahead) before the block's
    /// records to [`push`](Rule::push), which then drops them.
    bits_ahead: bool,
    /// The rule of known field objects applies ([`fields::Known`]).
    known: bool,
    /// With the rule of known field objects: the entities (`Class`,
    /// `Method`, `Field`, `Site`) since the last event, held until the
    /// next one (see [`release_entities`](Self::release_entities)).
    known_ents: Vec<A>,
}

/// What [`Expander::advance`] did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Advance {
    /// Put back the thread's next block (or exit).
    Done,
    /// The thread's next bit has not come yet.
    NoBit,
    /// Nothing: the thread's current block has no implied successor.
    Cannot,
}

impl Expander {
    /// A reader's state at the start of a trace with the entry rule (and,
    /// if `returns`, the return rule).
    pub fn new(returns: bool) -> Self {
        Self {
            entry: true,
            returns,
            plain: true,
            ..Self::default()
        }
    }

    /// A reader's state for a trace with producer attributes `attributes`,
    /// if it uses any of the rules of this module, of [`super::enters`]
    /// (whose implied `MethodEnter` records it puts back first) or of
    /// [`super::bytecodes`] (whose implied `Bytecode` records it puts back
    /// too).
    pub fn for_attributes(attributes: &[(String, String)]) -> Option<Self> {
        let enters = super::enters::Expander::for_attributes(attributes).map(Box::new);
        let bytecodes = super::bytecodes::Expander::for_attributes(attributes).map(Box::new);
        let branches = super::branches::Expander::for_attributes(attributes).map(Box::new);
        if !uses_entry_rule(attributes)
            && enters.is_none()
            && bytecodes.is_none()
            && branches.is_none()
        {
            return None;
        }
        let returns = uses_return_rule(attributes);
        let exits = (returns && super::exits::uses_blocks_rule(attributes)).then(Box::default);
        let fields = (returns && fields::uses_blocks_rule(attributes)).then(Box::default);
        let invokes = (returns && invokes::uses_blocks_rule(attributes)).then(Box::default);
        let branch = (returns && branch_blocks::uses_bits_rule(attributes)).then(Box::default);
        let known = fields.is_some() && fields::uses_locals_rule(attributes);
        let mut fields: Option<Box<fields::FieldSites>> = fields;
        if let Some(x) = &mut fields {
            x.known = known;
        }
        Some(Self {
            known,
            plain: branches.is_none() && bytecodes.is_none(),
            branch,
            entry: uses_entry_rule(attributes),
            returns,
            exits,
            fields,
            invokes,
            enters,
            bytecodes,
            branches,
            ..Self::default()
        })
    }

    fn coded(&self, method: i64) -> bool {
        usize::try_from(method)
            .ok()
            .and_then(|i| self.coded.get(i).copied())
            .unwrap_or(false)
    }

    fn stack(&mut self, thread: i64) -> &mut Vec<Frame> {
        &mut per_thread(&mut self.threads, thread).stack
    }

    /// The state of `thread` if it has any (none for a negative id).
    #[inline(always)]
    fn thread_state(&mut self, thread: i64) -> Option<&mut ThreadState> {
        self.threads.get_mut(index(thread))
    }

    /// A `BlockEnter` of `thread` (in the file or implied).
    #[inline(always)]
    fn entered_block(&mut self, thread: i64, time: i64, block: i64) {
        if self.returns {
            let ts = per_thread(&mut self.threads, thread);
            ts.at = time;
            let Some(f) = ts.stack.last_mut() else {
                // A block of an unknown method.
                ts.fields.leave();
                ts.invokes.leave();
                ts.in_block = false;
                return;
            };
            ts.in_block = true;
            f.block = block;
            let method = f.method;
            if f.known != 0 {
                if let Some(x) = self.fields.as_deref_mut() {
                    if ts.fields.may_flush(i64::MAX) {
                        // (Out of line: the known accesses left in the
                        // block it leaves first.)
                        Self::enter_known_block(
                            x,
                            ts,
                            &mut self.out,
                            (thread, method, time, block),
                        );
                    } else {
                        let (stores, srcs) = x.block_locals(method, block);
                        f.known &= !stores;
                        let mask = f.known;
                        ts.fields.entered(method, time, block);
                        ts.invokes.entered(method, time, block);
                        if mask & srcs != 0 {
                            // (Else no field instruction of the block is
                            // known yet.)
                            x.refresh_due_of(&mut ts.fields, mask);
                        }
                    }
                }
            } else {
                ts.fields.entered(method, time, block);
                ts.invokes.entered(method, time, block);
            }
            if let Some(x) = &self.exits {
                // A block that ends with a return: its exit's candidate.
                self.exit = x
                    .length(method, block)
                    .map(|n| (thread, time + i64::from(n), method));
            }
        }
    }

    /// Block `block` of `thread`'s innermost activation (of `method`),
    /// whose known objects are not empty, is entered at `time` (`ts`: the
    /// thread's state, `x`: the rule's): the known accesses left in the
    /// block before it are put back (into `out`), the locals the block
    /// stores are no longer known, and the cursors move to the block.
    #[inline(never)]
    fn enter_known_block(
        x: &mut fields::FieldSites,
        ts: &mut ThreadState,
        out: &mut Vec<A>,
        (thread, method, time, block): (i64, i64, i64, i64),
    ) {
        if ts.fields.may_flush(i64::MAX) {
            if let (c, Some(k)) = ts.split() {
                x.flush(c, k, thread, (i64::MAX, -1, false), out);
            }
        }
        let (stores, srcs) = x.block_locals(method, block);
        let mut mask = 0;
        if let Some(f) = ts.stack.last_mut() {
            f.known &= !stores;
            mask = f.known;
        }
        ts.fields.entered(method, time, block);
        ts.invokes.entered(method, time, block);
        if mask & srcs != 0 {
            // (Else no field instruction of the block is known yet.)
            x.refresh_due(&mut ts.fields, mask);
        }
    }

    /// Whether a known access of `thread`'s block may be put back before
    /// a record at `upto` ([`fields::Cursor::may_flush`]): most records
    /// skip [`flush_known`](Self::flush_known).
    #[inline(always)]
    fn may_flush(&self, thread: i64, upto: i64) -> bool {
        self.threads
            .get(index(thread))
            .is_some_and(|ts| ts.fields.may_flush(upto))
    }

    /// Puts back (into `out`) the known field accesses of `thread`'s
    /// current block not yet put back, up to time `upto` (and before the
    /// instruction of site `site`, if any: [`fields::FieldSites::flush`]).
    #[inline]
    fn flush_known(&mut self, thread: i64, upto: i64) {
        self.flush_known_before(thread, upto, -1);
    }

    /// [`flush_known`](Self::flush_known) before a record at `site`.
    fn flush_known_before(&mut self, thread: i64, upto: i64, site: i64) {
        self.flush_known_at(thread, upto, site, false);
    }

    /// [`flush_known_before`](Self::flush_known_before), or with
    /// `through` up to and including the instruction of `site` (before a
    /// value record: [`fields::FieldSites::flush`]).
    #[inline(never)]
    fn flush_known_at(&mut self, thread: i64, upto: i64, site: i64, through: bool) {
        let (Some(x), Some(ts)) = (&mut self.fields, self.threads.get_mut(index(thread))) else {
            return;
        };
        if let (c, Some(k)) = ts.split() {
            x.flush(c, k, thread, (upto, site, through), &mut self.out);
        }
    }

    /// With the rule of known field objects, before record `rec` of a
    /// thread goes to `f`: the thread's known accesses due before it (at
    /// its time or earlier; before a field record, earlier) go first; then
    /// [`known_after`](Self::known_after). (Inline, the test whether any
    /// can be due.)
    #[inline(always)]
    fn known_around(&mut self, rec: &A, f: &mut dyn FnMut(A)) {
        if let Some((thread, time)) = event(rec) {
            if self.may_flush(thread, time) {
                self.known_before(rec, f);
            }
        }
        if matches!(rec, A::ExceptionThrow(_) | A::ExceptionCatch(_)) {
            self.known_after(rec);
        }
    }

    /// [`known_around`](Self::known_around)'s first part.
    #[inline(never)]
    fn known_before(&mut self, rec: &A, f: &mut dyn FnMut(A)) {
        let Some((thread, time)) = event(rec) else {
            return;
        };
        let upto = if fields::full_record(rec).is_some() {
            time - 1
        } else {
            time
        };
        // (A value record follows its instruction's field record, which
        // may be a known access.)
        let through = matches!(
            rec,
            A::IntValue(_) | A::FloatValue(_) | A::RefValue(_) | A::ValueEvent(_)
        );
        self.flush_known_at(thread, upto, site_ref(rec).unwrap_or(-1), through);
        for r in self.out.drain(..) {
            f(r);
        }
    }

    /// An invoke resolved from an `ImpliedInvoke` (with the rule of known
    /// field objects): the known field accesses before it (into `out`).
    #[inline(always)]
    fn known_before_invoke(&mut self, r: &A) {
        if let A::Invoke(step::Invoke {
            thread, time, site, ..
        })
        | A::DispatchInvoke(step::DispatchInvoke {
            thread, time, site, ..
        }) = r
        {
            let (thread, time, site) = (*thread, *time, *site);
            if self.may_flush(thread, time - 1) {
                self.flush_known_before(thread, time - 1, site);
            }
        }
    }

    /// A known access put back before what a slim record stands for (into
    /// `out`): what `push_blocks` does with a full field record.
    #[inline(never)]
    fn known_first(&mut self, r: A) {
        let seen = seen(&r);
        if !self.waits(seen) {
            self.decide(seen);
        }
        self.out.push(r);
        self.invoke = None;
    }

    /// Hands on the records in `out` (known accesses put back).
    #[inline(never)]
    fn drain_out(&mut self, f: &mut dyn FnMut(A)) {
        for r in self.out.drain(..) {
            f(r);
        }
    }

    /// After record `rec` went on, with the rule of known field objects:
    /// an `ExceptionThrow` cuts its thread's block short, an
    /// `ExceptionCatch` empties the catching activation's known objects.
    fn known_after(&mut self, rec: &A) {
        match rec {
            A::ExceptionThrow(e) => {
                if let Some(ts) = self.threads.get_mut(index(e.thread)) {
                    ts.fields.cut();
                }
            }
            A::ExceptionCatch(e) => {
                if let Some(f) = self
                    .threads
                    .get_mut(index(e.thread))
                    .and_then(|ts| ts.stack.last_mut())
                {
                    f.known = 0;
                }
            }
            _ => {}
        }
    }

    /// A new activation of `thread` (with the rule of known field
    /// objects): room for its known objects.
    #[inline(always)]
    fn grow_objs(&mut self, thread: i64) {
        if let Some(ts) = self.threads.get_mut(index(thread)) {
            if ts.objs.len() < ts.stack.len() {
                Self::grow_objs_of(ts);
            }
        }
    }

    /// [`grow_objs`](Self::grow_objs)' growth.
    #[inline(never)]
    fn grow_objs_of(ts: &mut ThreadState) {
        ts.objs.resize(ts.stack.len(), [0; 64]);
    }

    /// `KnownAccessesEnd(thread, time)`: an event of the thread's fast
    /// loop for the block rules; its known accesses up to `time` are put
    /// back in its place (it is not in the expanded stream).
    #[inline(never)]
    fn known_end(&mut self, thread: i64, time: i64, f: &mut dyn FnMut(A)) {
        let s = Seen::Fast { thread, time };
        if !self.waits(s) {
            self.decide(s);
        }
        let before = self.out.len();
        self.flush_known(thread, time);
        if self.out.len() > before {
            self.invoke = None;
        }
        for r in self.out.drain(..) {
            f(r);
        }
    }

    /// [`push_blocks`](Self::push_blocks) of an entity or `ClassLoad` when
    /// the rule of implied exits applies: noted for the rule, then held or
    /// handed on. (Out of line, by value: a reference to the record passed
    /// out of line from `push_blocks` made every record be copied with
    /// `memcpy` on its way in and out: offline metrics 40% slower in user
    /// time.)
    #[inline(never)]
    fn push_entity(&mut self, rec: A, f: &mut dyn FnMut(A)) {
        if let Some(x) = &mut self.exits {
            x.note(&rec);
        }
        if let Some(x) = &mut self.fields {
            x.note(&rec);
        }
        if let Some(x) = &mut self.invokes {
            x.note(&rec);
        }
        if let Some(x) = &mut self.branch {
            x.note(&rec);
        }
        if self.known {
            if held_entity(&rec) {
                // (Written while an instruction of a block runs: the known
                // accesses before it come first, up to the event that
                // follows.)
                self.known_ents.push(rec);
                return;
            }
            if let A::ClassLoad(l) = &rec {
                // (A class loaded while an instruction of the block runs:
                // the known accesses before it come first.)
                let mark = self.out.len();
                self.flush_known(l.thread, l.time);
                let put_back: Vec<A> = self.out.drain(mark..).collect();
                self.hand_on_put_backs(put_back, f);
            }
        }
        if self.pending.is_some() || self.exit.is_some() {
            self.held.push(rec);
        } else {
            f(rec);
        }
    }

    /// With the rule of known field objects, before record `rec` (no
    /// entity) when entities are held: the VM writes an entity (a class
    /// loaded, a new site) while an instruction runs, right before that
    /// instruction's event (`ClassLoad`, the site's record), with no
    /// time of its own; the known accesses of `rec`'s thread before `rec`
    /// come first (as [`known_before`](Self::known_before) and a
    /// `ClassLoad` put them back), then the entities, then `rec`. (A
    /// record with no time, a slim record or `BranchBlocksEnd`, only
    /// hands the entities on.)
    #[inline(never)]
    fn release_entities(&mut self, rec: &A, f: &mut dyn FnMut(A)) {
        let mark = self.out.len();
        let bound = match rec {
            A::KnownAccessesEnd(e) => Some((e.thread, e.time, -1)),
            _ => event(rec).map(|(thread, time)| {
                let upto = if fields::full_record(rec).is_some() {
                    time - 1
                } else {
                    time
                };
                (thread, upto, site_ref(rec).unwrap_or(-1))
            }),
        };
        if let Some((thread, upto, site)) = bound {
            self.flush_known_before(thread, upto, site);
        }
        let put_back: Vec<A> = self.out.drain(mark..).collect();
        let ents = std::mem::take(&mut self.known_ents);
        self.hand_on_put_backs(put_back, f);
        if self.pending.is_some() || self.exit.is_some() {
            self.held.extend(ents);
        } else {
            ents.into_iter().for_each(f);
        }
    }

    /// Hands on known accesses put back before an entity or a record: as
    /// full records of their thread's block (they may leave a pending
    /// block or exit candidate waiting, which they come before: not held
    /// after it).
    fn hand_on_put_backs(&mut self, put_back: Vec<A>, f: &mut dyn FnMut(A)) {
        if self.pending.is_some() || self.exit.is_some() {
            for r in put_back {
                self.known_first(r);
            }
            self.drain_out(f);
        } else {
            if !put_back.is_empty() {
                self.invoke = None;
            }
            put_back.into_iter().for_each(f);
        }
    }

    /// Puts the pending exit candidate back: `MethodExit(thread, at,
    /// method, normal)`, implied.
    fn imply_exit(&mut self, thread: i64, at: i64, method: i64) {
        if self.known && self.may_flush(thread, i64::MAX) {
            self.flush_known(thread, i64::MAX);
        }
        self.exit = None;
        self.invoke = None;
        self.out.push(A::MethodExit(step::MethodExit {
            thread,
            time: at,
            method,
            exceptional: 0,
        }));
        self.exited(thread, at, false, false);
    }

    /// A `MethodExit` of `thread` at `time` (in the file, or implied if
    /// not `in_file`): the return rule's candidate, if any.
    #[inline(never)]
    fn exited(&mut self, thread: i64, time: i64, exceptional: bool, in_file: bool) {
        self.left(thread);
        let stack = self.stack(thread);
        let callee = stack.pop();
        if let (Some(callee), Some(caller)) = (callee, stack.last()) {
            if callee.invoked && !exceptional && caller.block >= 0 {
                self.pending = Some((thread, time, caller.block + 1, in_file));
            }
        }
    }

    /// `thread` left its block otherwise than to the next block
    /// (`MethodEnter`, `MethodExit`, `ThreadEnd`): for the rules of implied
    /// field and invoke sites.
    fn left(&mut self, thread: i64) {
        if let Some(ts) = self.thread_state(thread) {
            ts.fields.leave();
            ts.invokes.leave();
            ts.in_block = false;
        }
    }

    /// The full record an implied field access or invoke `s` of thread
    /// `T` stands for ([`super::fields`], [`super::invokes`]), what it
    /// implies first put in `out`: a pending block of `T` (the access is a
    /// record of `T`'s fast loop; one of another thread is dropped, as
    /// [`decide`](Self::decide) would); if `T`'s block has no such
    /// instruction left, the block's pending exit and the caller's block
    /// after it, and so on. (`s` itself if the rule cannot place it: a
    /// trace the rules do not describe.) With it, whether the rules have
    /// noted the full record already (so that it need not be shown to
    /// them again). The common case (nothing pending, the rule places it)
    /// inline.
    /// (If the record needs a bit of `T` not yet read, `s` itself, with
    /// [`stalled`](Self::stalled) set: the caller holds it back.)
    #[inline(always)]
    fn resolve_implied(&mut self, s: Slim) -> (A, bool) {
        if self.pending.is_some() {
            return self.resolve_implied_slow(s, None);
        }
        match self.resolve_slim(s) {
            Resolved::Record { record, noted } => self.resolved(record, noted),
            other => self.resolve_implied_slow(s, Some(other)),
        }
    }

    /// [`resolve_implied`](Self::resolve_implied) with the rule of
    /// implied branch blocks and nothing pending, held or waiting: the
    /// implied branch successors the record's thread went through go to
    /// `f` at once (what the general path would do with them), as long as
    /// none ends with a return.
    #[inline(always)]
    fn resolve_through_branches(&mut self, s: Slim, f: &mut impl FnMut(A)) -> (A, bool) {
        let thread = s.thread();
        let mut res = self.resolve_slim(s);
        loop {
            while matches!(res, Resolved::BlockDone) && self.exit.is_none() {
                let Some((time, block)) = self.next_branch_block(thread) else {
                    break;
                };
                self.invoke = None;
                self.entered_block(thread, time, block);
                if !self.out.is_empty() {
                    // Known accesses of the block left.
                    self.drain_out(f);
                }
                f(A::BlockEnter(step::BlockEnter {
                    thread,
                    time,
                    block,
                }));
                res = self.resolve_slim(s);
            }
            let Resolved::Known(r) = res else { break };
            // (A field record of the thread, with no exit candidate or one
            // of its block, which waits for it.)
            f(r);
            self.invoke = None;
            res = self.resolve_slim(s);
        }
        match res {
            Resolved::Record { record, noted } => self.resolved(record, noted),
            other => self.resolve_implied_slow(s, Some(other)),
        }
    }

    /// The implied branch successor of `thread`'s current block, its bit
    /// taken, if there is one and the bit has come.
    #[inline(never)]
    fn next_branch_block(&mut self, thread: i64) -> Option<(i64, i64)> {
        let x = self.branch.as_mut()?;
        let ts = self.threads.get(index(thread)).filter(|ts| ts.in_block)?;
        let frame = ts.stack.last()?;
        match x.next(thread, frame.method, frame.block, ts.at) {
            Next::Block { time, block } => Some((time, block)),
            Next::NoBit | Next::Cannot => None,
        }
    }

    /// `rec` as the rule that applies to it reads it, if it is a record of
    /// the rules of implied field or invoke sites that apply.
    #[inline(always)]
    fn slim(&self, rec: &A) -> Option<Slim> {
        match rec {
            A::ImpliedFieldAccess(a) if self.fields.is_some() => Some(Slim::Field {
                thread: a.thread,
                object: Some(a.object),
            }),
            A::ImpliedStaticAccess(a) if self.fields.is_some() => Some(Slim::Field {
                thread: a.thread,
                object: None,
            }),
            A::ImpliedInvoke(a) if self.invokes.is_some() => {
                Some(Slim::Invoke { thread: a.thread })
            }
            _ => None,
        }
    }

    /// What the rule of `s` makes of it now.
    #[inline(always)]
    fn resolve_slim(&mut self, s: Slim) -> Resolved {
        let ts = self.threads.get_mut(index(s.thread()));
        match (s, &mut self.fields, &mut self.invokes) {
            (Slim::Field { thread, object }, Some(x), _) => match ts {
                Some(t) if x.known => {
                    let (c, k) = t.split();
                    x.resolve(Some(c), k, thread, object)
                }
                ts => x.resolve(ts.map(|t| &mut t.fields), None, thread, object),
            },
            (Slim::Invoke { thread }, _, Some(x)) => x.resolve(ts.map(|t| &mut t.invokes), thread),
            _ => Resolved::Unknown,
        }
    }

    /// `record`, resolved from an implied one, noted for the rule of
    /// implied `MethodEnter`s if an invoke.
    #[inline(always)]
    fn resolved(&mut self, record: A, noted: bool) -> (A, bool) {
        if let A::Invoke(e) = &record {
            self.expanded_invoke = Some((e.thread, e.time, e.target));
        } else if let A::DispatchInvoke(e) = &record {
            self.expanded_invoke = Some((e.thread, e.time, e.target));
        }
        (record, noted)
    }

    /// [`resolve_implied`](Self::resolve_implied) otherwise: `known`, what
    /// the rule made of `s` with nothing pending, if asked already.
    #[inline(never)]
    fn resolve_implied_slow(&mut self, s: Slim, mut known: Option<Resolved>) -> (A, bool) {
        let thread = s.thread();
        loop {
            let resolved = match known.take() {
                Some(r) => r,
                None => {
                    if let Some((t, time, block, _)) = self.pending.take() {
                        if t == thread {
                            self.entered_block(t, time, block);
                            self.out.push(A::BlockEnter(step::BlockEnter {
                                thread: t,
                                time,
                                block,
                            }));
                        }
                    }
                    self.resolve_slim(s)
                }
            };
            match resolved {
                Resolved::Record { record, noted } => return self.resolved(record, noted),
                Resolved::Known(r) => self.known_first(r),
                Resolved::Unknown => return (s.record(), false),
                // The block's return or its implied branch successor came
                // first.
                Resolved::BlockDone => match self.exit {
                    Some((t, at, method)) if t == thread => self.imply_exit(thread, at, method),
                    _ => match self.advance_branch(thread) {
                        Advance::Done => {}
                        Advance::NoBit => {
                            self.stall(thread);
                            return (s.record(), false);
                        }
                        Advance::Cannot => return (s.record(), false),
                    },
                },
            }
        }
    }

    /// Puts back what comes next for `thread` after its current block
    /// (into `out`): the block's pending exit (the caller's block after it
    /// is then pending), or its implied branch successor, which takes the
    /// thread's next bit ([`super::branch_blocks`]).
    fn advance(&mut self, thread: i64) -> Advance {
        if let Some((t, at, method)) = self.exit {
            if t == thread {
                self.imply_exit(thread, at, method);
                return Advance::Done;
            }
        }
        self.advance_branch(thread)
    }

    /// [`advance`](Self::advance) to the implied branch successor of
    /// `thread`'s current block.
    #[inline(never)]
    fn advance_branch(&mut self, thread: i64) -> Advance {
        let Some(x) = &mut self.branch else {
            return Advance::Cannot;
        };
        let Some(ts) = self.threads.get(index(thread)).filter(|ts| ts.in_block) else {
            return Advance::Cannot;
        };
        let Some(frame) = ts.stack.last() else {
            return Advance::Cannot;
        };
        match x.next(thread, frame.method, frame.block, ts.at) {
            Next::Block { time, block } => {
                self.imply_block(thread, time, block);
                Advance::Done
            }
            Next::NoBit if !self.no_bits => Advance::NoBit,
            Next::NoBit | Next::Cannot => Advance::Cannot,
        }
    }

    /// Puts back `BlockEnter(thread, time, block)` (into `out`), as the
    /// rules see one in the file.
    fn imply_block(&mut self, thread: i64, time: i64, block: i64) {
        self.invoke = None;
        self.entered_block(thread, time, block);
        self.out.push(A::BlockEnter(step::BlockEnter {
            thread,
            time,
            block,
        }));
    }

    /// A record needs a bit of `thread` not yet read: it and every later
    /// record are held back until the bit comes (rule of implied branch
    /// blocks; the caller puts the record first in `cont`).
    #[cold]
    #[inline(never)]
    fn stall(&mut self, thread: i64) {
        self.stalled = Some(thread);
        self.plain = false;
    }

    /// `BranchBlocksEnd(thread, t)`: puts back (into `out`) `thread`'s
    /// implied blocks up to the block start at `t`: held entry or return
    /// blocks of `thread` at `t` or earlier, implied exits at `t` or
    /// earlier, implied branch successors; then the records held for the
    /// rules, if no candidate is left. (Another thread's candidates are
    /// not implied by it.) `false` if a bit is missing (the caller holds
    /// the record back).
    #[inline(never)]
    fn branch_blocks_end(&mut self, thread: i64, t: i64) -> bool {
        loop {
            match self.pending {
                Some((pt, time, block, _)) if pt == thread && time <= t => {
                    self.pending = None;
                    self.imply_block(thread, time, block);
                    continue;
                }
                Some((pt, ..)) if pt != thread => self.pending = None,
                _ => {}
            }
            match self.exit {
                Some((et, ..)) if et != thread => self.exit = None,
                // (Its caller's block is then pending, at `at`.)
                Some((_, at, _)) if at > t => break,
                _ => {}
            }
            let at = self.threads.get(index(thread)).map_or(i64::MIN, |ts| ts.at);
            if at >= t {
                break;
            }
            match self.advance(thread) {
                Advance::Done => {}
                Advance::NoBit => return false,
                Advance::Cannot => break,
            }
        }
        if self.pending.is_none() && self.exit.is_none() && !self.held.is_empty() {
            self.out.append(&mut self.held);
        }
        true
    }

    /// Nothing pending, held or waiting to be handed on (the exit
    /// candidate aside).
    #[inline(always)]
    fn quiet(&self) -> bool {
        self.pending.is_none() && self.held.is_empty() && self.out.is_empty()
    }

    /// With [`quiet`](Self::quiet), for a full field or invoke record `r`
    /// resolved from an implied one and noted by its rule: whether handing
    /// it on is all [`push_blocks`](Self::push_blocks) would do (no exit
    /// candidate, or one that waits for it), and what kind of record it
    /// is (an invoke is the last event for the rule of implied
    /// `MethodEnter`s).
    #[inline(always)]
    fn quiet_full(&self, r: &A) -> Quiet {
        let (thread, time, kind) = match r {
            A::InstanceFieldRead(e) => (e.thread, e.time, Quiet::Field),
            A::InstanceFieldWrite(e) => (e.thread, e.time, Quiet::Field),
            A::FieldRead(e) => (e.thread, e.time, Quiet::Field),
            A::FieldWrite(e) => (e.thread, e.time, Quiet::Field),
            A::Invoke(e) => (e.thread, e.time, Quiet::Invoke(e.thread, e.target)),
            A::DispatchInvoke(e) => (e.thread, e.time, Quiet::Invoke(e.thread, e.target)),
            _ => return Quiet::No,
        };
        match self.exit {
            None => kind,
            Some((t, at, _))
                if exits::decide(t, at, thread, time, exits::Kind::Fast)
                    == exits::Decision::Wait =>
            {
                kind
            }
            Some(_) => Quiet::No,
        }
    }

    /// Whether [`decide`](Self::decide) would change nothing with event
    /// `s`: no block is pending, no record held, and the exit candidate,
    /// if any, waits (an event of its block; most events after a block
    /// that ends with a return).
    #[inline(always)]
    fn waits(&self, s: Seen) -> bool {
        if self.pending.is_some() || !self.held.is_empty() {
            return false;
        }
        let Some((thread, at, _)) = self.exit else {
            return true;
        };
        matches!(s.for_exits(), Some((t, c, kind))
            if exits::decide(thread, at, t, c, kind) == exits::Decision::Wait)
    }

    /// Decides the pending block and exit candidates with event `s`,
    /// handing on what they imply (an implied exit's block in turn, and so
    /// on), then the records held for them, into `out`.
    #[inline(never)]
    fn decide(&mut self, s: Seen) {
        loop {
            if let Some((thread, time, block, late)) = self.pending.take() {
                let implied = match s {
                    // (The block itself, however late if `late`: the
                    // writer writes a held block before a BlockEnter of
                    // its number that is not the block.)
                    Seen::Block {
                        thread: t,
                        time: c,
                        block: b,
                    } => t == thread && (b != block || !late && c != time),
                    _ => s.fast_thread() == Some(thread),
                };
                if implied {
                    self.entered_block(thread, time, block);
                    self.out.push(A::BlockEnter(step::BlockEnter {
                        thread,
                        time,
                        block,
                    }));
                }
            }
            let Some((thread, at, method)) = self.exit else {
                break;
            };
            let Some((t, c, kind)) = s.for_exits() else {
                break;
            };
            match exits::decide(thread, at, t, c, kind) {
                exits::Decision::Wait => break,
                exits::Decision::Drop => {
                    self.exit = None;
                    break;
                }
                exits::Decision::Imply => self.imply_exit(thread, at, method),
            }
        }
        if !self.held.is_empty() {
            self.out.append(&mut self.held);
        }
    }

    /// [`push`](Rule::push) of a record of the stream with every
    /// `MethodEnter`. (The later rules' readers are called from one
    /// out-of-line instantiation: one inlined `push_blocks` per caller
    /// keeps the common reading loop small; with a copy per combination of
    /// rules, offline metrics of default traces slowed by a fifth.)
    ///
    /// With the rule of known field objects, out of line: one copy of the
    /// readers for traces with the rule
    /// ([`push_expanded_k`](Self::push_expanded_k) with `K` true), one
    /// without, so that the path without the rule is the code it was
    /// before the rule.
    #[inline]
    fn push_expanded(&mut self, rec: A, f: impl FnMut(A)) {
        if self.known {
            let mut f = f;
            self.push_expanded_known(rec, &mut f);
        } else {
            self.push_expanded_k::<false>(rec, f);
        }
    }

    /// [`push_expanded`](Self::push_expanded) of a trace with the rule of
    /// known field objects.
    #[inline(never)]
    fn push_expanded_known(&mut self, rec: A, f: &mut dyn FnMut(A)) {
        self.push_expanded_k::<true>(rec, f);
    }

    /// [`push_expanded`](Self::push_expanded), `K`: whether the rule of
    /// known field objects applies (its code is compiled out of the copy
    /// without it).
    #[inline]
    fn push_expanded_k<const K: bool>(&mut self, rec: A, f: impl FnMut(A)) {
        if self.plain {
            self.push_blocks::<K>(rec, f);
        } else if self.stalled.is_some() {
            // After a record held back for a bit.
            self.cont.push_back(rec);
        } else {
            let mut f = f;
            self.push_blocks_then_later_rules::<K>(rec, &mut f);
        }
    }

    /// [`push_expanded`](Self::push_expanded) with the branch or bytecode
    /// rule on: the blocks' rule, then theirs.
    #[inline(never)]
    fn push_blocks_then_later_rules<const K: bool>(&mut self, rec: A, f: &mut dyn FnMut(A)) {
        let (mut o, mut b) = (self.branches.take(), self.bytecodes.take());
        self.push_blocks::<K>(rec, |r| Self::later_rules(&mut o, &mut b, r, f));
        (self.branches, self.bytecodes) = (o, b);
    }

    /// Hands `r` (a record of the stream with every block) through the
    /// branch and bytecode rules that are on, then to `f`.
    fn later_rules(
        branches: &mut Option<Box<super::branches::Expander>>,
        bytecodes: &mut Option<Box<super::bytecodes::Expander>>,
        r: A,
        f: &mut dyn FnMut(A),
    ) {
        match (branches, bytecodes) {
            (Some(o), Some(b)) => o.push(r, |r| b.push(r, &mut *f)),
            (Some(o), None) => o.push(r, &mut *f),
            (None, Some(b)) => b.push(r, &mut *f),
            (None, None) => f(r),
        }
    }

    #[inline]
    fn push_blocks<const K: bool>(&mut self, rec: A, mut f: impl FnMut(A)) {
        if !self.entry {
            f(rec);
            return;
        }
        if K && !self.known_ents.is_empty() && !held_entity(&rec) {
            self.release_entities(&rec, &mut f);
        }
        // An implied field access or invoke: the full record it stands
        // for, after what it implies (held in `out`).
        let (rec, implied, noted) = match self.slim(&rec) {
            Some(s) => {
                // (An implied record owns no memory: nothing to drop, and
                // a drop would be an out-of-line call.)
                std::mem::forget(rec);
                let (r, noted) = if self.branch.is_some() && self.quiet() && self.exit.is_none() {
                    self.resolve_through_branches(s, &mut f)
                } else {
                    self.resolve_implied(s)
                };
                if K {
                    // (An invoke: the known field accesses before it.)
                    self.known_before_invoke(&r);
                }
                if noted && self.quiet() {
                    // The common case: what the rest would do with the
                    // full record (see `quiet_full`).
                    match self.quiet_full(&r) {
                        Quiet::No => {}
                        Quiet::Field => {
                            f(r);
                            self.invoke = None;
                            return;
                        }
                        Quiet::Invoke(thread, target) => {
                            f(r);
                            self.invoke = Some((thread, target));
                            return;
                        }
                    }
                }
                if self.stalled.is_some() {
                    // Held back until the bit it needs comes.
                    self.cont.push_front(r);
                    return;
                }
                (r, true, noted)
            }
            None => {
                if let A::BlockEnter(b) = &rec {
                    if self.quiet() && self.exit.is_none() {
                        // The common case: with nothing pending or held
                        // and no exit candidate, a `BlockEnter` decides
                        // nothing and no site rule takes it as a full
                        // record: what the rest would do.
                        let (thread, time, block) = (b.thread, b.time, b.block);
                        self.entered_block(thread, time, block);
                        if !self.out.is_empty() {
                            // Known accesses of the block left.
                            self.drain_out(&mut f);
                        }
                        f(rec);
                        self.invoke = None;
                        return;
                    }
                } else if let A::BranchBlocksEnd(e) = &rec {
                    if self.branch.is_some() {
                        // Not in the expanded stream: the blocks it ends
                        // are put back instead.
                        let (thread, t) = (e.thread, e.time);
                        if !self.branch_blocks_end(thread, t) {
                            self.stall(thread);
                            self.cont.push_front(rec);
                            return;
                        }
                        for r in self.out.drain(..) {
                            f(r);
                        }
                        return;
                    }
                } else if let A::KnownAccessesEnd(e) = &rec {
                    if K {
                        let (thread, time) = (e.thread, e.time);
                        self.known_end(thread, time, &mut f);
                        return;
                    }
                }
                (rec, false, false)
            }
        };
        let s = seen(&rec);
        if let Seen::Method { id, access } = s {
            if let Ok(i) = usize::try_from(id) {
                if self.coded.len() <= i {
                    self.coded.resize(i + 1, false);
                    self.synchronized.resize(i + 1, false);
                }
                self.coded[i] = access & NO_CODE == 0;
                self.synchronized[i] = access & SYNCHRONIZED != 0;
            }
        }
        if (self.exits.is_some() || self.fields.is_some() || self.invokes.is_some())
            && matches!(s, Seen::Method { .. } | Seen::Skipped)
        {
            self.push_entity(rec, &mut f);
            return;
        }
        if implied || self.pending.is_some() || self.exit.is_some() {
            if matches!(s, Seen::Method { .. } | Seen::Skipped) {
                self.held.push(rec);
                return;
            }
            // What it implies, then the records held, are handed on here
            // (`f` stays in this function).
            if !self.waits(s) {
                self.decide(s);
            }
            // (Mostly nothing: a `Drain` of an empty vector costs more
            // than the test.)
            if !self.out.is_empty() {
                for r in self.out.drain(..) {
                    f(r);
                }
            }
        }
        let invoke = match s {
            Seen::Method { .. } | Seen::Skipped | Seen::Receiver { .. } => self.invoke,
            Seen::Invoke { thread, target, .. } => Some((thread, target)),
            _ => None,
        };
        // (A full record resolved from an implied one was noted by the
        // rule that resolved it.)
        let full = match &mut self.fields {
            Some(_) if !noted => fields::full_record(&rec),
            _ => None,
        };
        if let Some(x) = &mut self.invokes {
            if !noted {
                if let Some(thread) = x.full(&rec) {
                    if let Some(ts) = self.threads.get_mut(index(thread)) {
                        ts.invokes.leave();
                    }
                }
            }
        }
        if K {
            self.known_around(&rec, &mut f);
        }
        let object = match full {
            Some(_) if K => fields::full_object(&rec),
            _ => None,
        };
        // The record goes on before the rules note it (they decide on
        // later records only).
        f(rec);
        if let (Some((thread, site, field)), Some(x)) = (full, &mut self.fields) {
            match self.threads.get_mut(index(thread)) {
                Some(ts) if K => {
                    let (c, k) = ts.split();
                    x.full(Some(c), k, site, field, object);
                }
                ts => x.full(ts.map(|t| &mut t.fields), None, site, field, None),
            }
        }
        match s {
            Seen::Enter {
                thread,
                time,
                method,
            } => {
                let coded = self.coded(method);
                if coded {
                    self.pending = Some((thread, time, 0, true));
                }
                self.left(thread);
                if self.returns {
                    // (A synchronized method returns in the full loop,
                    // which writes the caller's block: without group
                    // "lock" no MonitorExit comes between.)
                    let plain = usize::try_from(method)
                        .ok()
                        .and_then(|i| self.synchronized.get(i).copied())
                        == Some(false);
                    let invoked = coded && plain && self.invoke == Some((thread, method));
                    self.stack(thread).push(Frame {
                        invoked,
                        block: -1,
                        method,
                        known: 0,
                    });
                    if K {
                        self.grow_objs(thread);
                    }
                }
            }
            Seen::Exit {
                thread,
                time,
                exceptional,
            } if self.returns => self.exited(thread, time, exceptional, true),
            Seen::Block {
                thread,
                time,
                block,
            } => self.entered_block(thread, time, block),
            Seen::End { thread, .. } if self.returns => {
                self.stack(thread).clear();
                self.left(thread);
            }
            _ => {}
        }
        self.invoke = invoke;
    }
}

impl Rule for Expander {
    /// Hands `rec` to `f`, preceded by the `BlockEnter` it implies, if
    /// any; records that cannot decide yet are held back (and handed on
    /// with the next that does, or by [`finish`](Self::finish)).
    #[inline]
    fn push(&mut self, rec: A, mut f: impl FnMut(A)) {
        // The rule of implied branch blocks: `BranchBits` records give
        // their bits (and are dropped), records wait while one waits for a
        // bit (out of line: the common path stays as without the rule).
        if self.branch.is_some() {
            self.push_with_bits_any(rec, &mut f);
            return;
        }
        if let Some(mut e) = self.enters.take() {
            e.push(rec, |r| self.push_expanded(r, &mut f));
            if let Some((thread, time, target)) = self.expanded_invoke.take() {
                e.invoked(thread, time, target);
            }
            self.enters = Some(e);
        } else {
            self.push_expanded(rec, f);
        }
    }

    /// At the end of the trace: hands on the records held back (nothing
    /// is implied after the last event).
    fn finish(&mut self, mut f: impl FnMut(A)) {
        if self.stalled.is_some() {
            // A trace without the bits its records need (cut short): they
            // are handed on as they are.
            self.no_bits = true;
            if let Some(r) = self.unstall(&mut f) {
                self.push_with_bits_any(r, &mut f);
            }
        }
        if let Some(mut e) = self.enters.take() {
            e.finish(|r| self.push_expanded(r, &mut f));
        }
        self.pending = None;
        self.exit = None;
        let mut held = std::mem::take(&mut self.held);
        held.append(&mut self.known_ents);
        let (mut o, mut b) = (self.branches.take(), self.bytecodes.take());
        for r in held {
            Self::later_rules(&mut o, &mut b, r, &mut f);
        }
        if let Some(o) = &mut o {
            o.finish(|r| match &mut b {
                Some(b) => b.push(r, &mut f),
                None => f(r),
            });
        }
        if let Some(b) = &mut b {
            b.finish(&mut f);
        }
    }
}

impl Expander {
    /// [`push`](Rule::push) with the rule of implied branch blocks (one
    /// copy of the readers per consumer, out of line, so that the path
    /// without the rule stays as it was): a `BranchBits` record gives its
    /// bits (and is dropped), and may let the records held back for one
    /// through; a record is held back while one waits for a bit.
    #[inline(always)]
    fn push_with_bits_any<F: FnMut(A)>(&mut self, rec: A, f: &mut F) {
        if self.known {
            self.push_with_bits::<F, true>(rec, f);
        } else {
            self.push_with_bits::<F, false>(rec, f);
        }
    }

    /// [`push_with_bits_any`](Self::push_with_bits_any), `K`: whether the
    /// rule of known field objects applies (one copy with it, one
    /// without).
    #[inline(never)]
    fn push_with_bits<F: FnMut(A), const K: bool>(&mut self, rec: A, f: &mut F) {
        let mut rec = rec;
        if let A::BranchBits(b) = &rec {
            if self.bits_ahead {
                // Read with its trace block's.
                return;
            }
            let (thread, word) = (b.thread, b.bits as u64);
            match self.add_bits(thread, word, f) {
                Some(r) => rec = r,
                None => return,
            }
        } else if self.stalled.is_some() {
            self.raw.push_back(rec);
            return;
        }
        loop {
            if let Some(mut e) = self.enters.take() {
                e.push(rec, |r| self.push_expanded_k::<K>(r, &mut *f));
                if let Some((thread, time, target)) = self.expanded_invoke.take() {
                    e.invoked(thread, time, target);
                }
                self.enters = Some(e);
            } else {
                self.push_expanded_k::<K>(rec, &mut *f);
            }
            if self.stalled.is_some() {
                return;
            }
            match self.raw.pop_front() {
                Some(r) => rec = r,
                None => return,
            }
        }
    }

    /// Notes `BranchBits(thread, word)`; if a record waits for a bit of
    /// `thread`, hands on the records held back that the rule of implied
    /// `MethodEnter`s handed on already, and returns the first record held
    /// back from the file if none waits again (the caller pushes it and
    /// those after it).
    fn add_bits(&mut self, thread: i64, word: u64, f: &mut dyn FnMut(A)) -> Option<A> {
        let x = self.branch.as_mut()?;
        x.add_bits(thread, word);
        if self.stalled != Some(thread) || !x.has_bit(thread) {
            return None;
        }
        self.unstall(f)
    }

    /// Whether the trace uses the rule of implied branch blocks: a reader
    /// that decodes a trace a block at a time should then hand each
    /// block's `BranchBits` records to
    /// [`push_bits_ahead`](Self::push_bits_ahead) before the block's
    /// records go to [`push`](Rule::push) (records then wait for bits only
    /// where a chain's bits are in a later trace block).
    pub fn reads_bits(&self) -> bool {
        self.branch.is_some()
    }

    /// A `BranchBits` record of the trace block whose records go next to
    /// [`push`](Rule::push), read ahead of them (the bits are taken in
    /// order, so bits that come early change nothing); from the first call
    /// on, `push` drops `BranchBits` records. Hands on the records held
    /// back for a bit of its thread, if it has come (they are from earlier
    /// trace blocks). Other records are ignored.
    pub fn push_bits_ahead(&mut self, rec: A, mut f: impl FnMut(A)) {
        self.bits_ahead = true;
        if let A::BranchBits(b) = &rec {
            let (thread, word) = (b.thread, b.bits as u64);
            if let Some(r) = self.add_bits(thread, word, &mut f) {
                // (Not a `BranchBits`, and nothing waits: pushed, then
                // the records held back after it.)
                self.push_with_bits_any(r, &mut f);
            }
        }
    }

    /// Hands on the records held back for a bit that came (or all at the
    /// end of the trace, [`no_bits`](Self::no_bits)) that the rule of
    /// implied `MethodEnter`s handed on already, until one needs another
    /// bit; then the first record held back from the file, if none did.
    fn unstall(&mut self, f: &mut dyn FnMut(A)) -> Option<A> {
        self.stalled = None;
        self.plain = self.branches.is_none() && self.bytecodes.is_none();
        while let Some(r) = self.cont.pop_front() {
            self.push_expanded(r, &mut *f);
            if self.stalled.is_some() {
                return None;
            }
        }
        // (What `push` does after the rule of implied `MethodEnter`s
        // handed on an `ImpliedInvoke`.)
        if let Some((thread, time, target)) = self.expanded_invoke.take() {
            if let Some(e) = &mut self.enters {
                e.invoked(thread, time, target);
            }
        }
        self.raw.pop_front()
    }
}

/// Expands a whole record stream (tests and small tools); `returns`: the
/// return rule applies too.
pub fn expand(records: impl IntoIterator<Item = A>, returns: bool) -> Vec<A> {
    expand_with(Expander::new(returns), records)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::records::expand::build::{block, enter, exit, invoke, load, method, without};

    fn monitor(thread: i64, time: i64) -> A {
        A::MonitorEnter(step::MonitorEnter {
            thread,
            time,
            site: 1,
            object: 1,
        })
    }

    /// `all` with the records at `left_out` removed expands to `all`.
    fn round_trip(all: &[A], left_out: &[usize]) {
        let file = without(all, left_out);
        assert_eq!(expand(file, false), all);
    }

    #[test]
    fn entry_blocks_followed_by_the_fast_loops_records_are_implied() {
        let all = vec![
            method(1, 0x0009),
            method(2, 0x0101), // native
            enter(1, 0, 1),
            block(1, 0, 0), // implied by the exit
            exit(1, 3, 1),
            enter(1, 3, 2), // native: nothing implied
            exit(1, 3, 2),
            enter(1, 3, 1),
            block(1, 3, 0), // implied across entities and class loads
            method(3, 0x0009),
            load(1, 3),
            block(1, 5, 2),
            enter(1, 6, 1),
            block(1, 6, 0), // implied by a nested entry
            enter(1, 7, 1),
            block(1, 7, 0), // written: the block loops back to itself
            block(1, 9, 0),
        ];
        round_trip(&all, &[3, 8, 13]);
    }

    #[test]
    fn entry_blocks_after_other_records_are_explicit() {
        let all = vec![
            method(1, 0x0009),
            // Another thread's record in between.
            enter(1, 0, 1),
            exit(2, 0, 1),
            block(1, 0, 0),
            // A class load in between.
            enter(1, 0, 1),
            load(1, 0),
            block(1, 0, 0),
            // A monitor record in between (synchronized method).
            enter(1, 2, 1),
            monitor(1, 2),
            block(1, 2, 0),
            // Directly after.
            enter(1, 4, 1),
            method(2, 0x0009),
            block(1, 4, 0),
            // At the end of the trace, after entities.
            enter(1, 5, 1),
            method(3, 0x0009),
        ];
        round_trip(&all, &[]);
    }

    #[test]
    fn blocks_after_returns_from_invoked_methods_are_implied() {
        let all = vec![
            method(1, 0x0009),
            method(2, 0x0009),
            enter(1, 0, 1),
            block(1, 0, 0),
            invoke(1, 1, 2),
            enter(1, 1, 2),
            block(1, 1, 0), // entry
            exit(1, 3, 2),
            block(1, 3, 1), // after the return
            invoke(1, 4, 2),
            enter(1, 4, 2),
            block(1, 4, 0), // entry
            exit(1, 5, 2),
            block(1, 5, 2), // after the return
            // Not entered by an invoke (class initialization, upcalls):
            // the caller's next block is explicit, or there is none.
            enter(1, 6, 2),
            block(1, 6, 0), // entry
            exit(1, 7, 2),
            block(1, 8, 4),
            // Another thread's record after the return.
            invoke(1, 9, 2),
            enter(1, 9, 2),
            block(1, 9, 0),
            exit(1, 10, 2),
            exit(2, 10, 2),
            block(1, 10, 5),
            // An exceptional exit implies nothing.
            invoke(1, 11, 2),
            enter(1, 11, 2),
            block(1, 11, 0),
            A::MethodExit(step::MethodExit {
                thread: 1,
                time: 12,
                method: 2,
                exceptional: 1,
            }),
            block(1, 13, 9),
            exit(1, 14, 1),
        ];
        let file = without(&all, &[6, 8, 11, 13, 15, 20, 26]);
        assert_eq!(expand(file.clone(), true), all);
        // Without the return rule, the blocks after returns are not
        // implied.
        assert_ne!(expand(file, false), all);
    }

    #[test]
    fn blocks_after_returns_from_synchronized_methods_are_explicit() {
        // The full loop returns from them; without group "lock" no
        // MonitorExit comes between the exit and the caller's block, which
        // may come later (a time slice ending at the return).
        let all = vec![
            method(1, 0x0009),
            method(2, 0x0029), // synchronized
            enter(1, 0, 1),
            block(1, 0, 0),
            invoke(1, 1, 2),
            enter(1, 1, 2),
            block(1, 1, 0), // entry
            exit(1, 3, 2),
            block(1, 9, 1),
            exit(1, 10, 1),
        ];
        let file = without(&all, &[6]);
        assert_eq!(expand(file, true), all);
    }

    #[test]
    fn a_block_of_the_candidates_number_is_the_block_itself_whatever_its_time() {
        let all = vec![
            method(1, 0x0009),
            method(2, 0x0009),
            enter(1, 0, 1),
            block(1, 0, 0),
            // The call ends the time slice and the other threads' slices
            // write no record (no group "lock"): the entry block comes
            // later, directly after its MethodEnter.
            invoke(1, 1, 2),
            enter(1, 1, 2),
            block(1, 9, 0),
            // So does the caller's block after a return that ends the slice.
            exit(1, 12, 2),
            block(1, 20, 1),
            // A block that loops to itself right after its entry or after
            // the return: the writer writes the held block.
            invoke(1, 21, 2),
            enter(1, 21, 2),
            block(1, 21, 0),
            block(1, 23, 0),
            exit(1, 24, 2),
            block(1, 24, 2),
            block(1, 26, 2),
            // Another block after them: implied as ever.
            invoke(1, 27, 2),
            enter(1, 27, 2),
            block(1, 27, 0), // entry
            block(1, 28, 3),
            exit(1, 29, 2),
            block(1, 29, 3), // after the return
            block(1, 30, 5),
            exit(1, 31, 1),
        ];
        let file = without(&all, &[18, 21]);
        assert_eq!(expand(file, true), all);
    }

    /// Records and an expander for the rule of implied branch blocks
    /// ([`super::super::branch_blocks`]), with every rule it goes with.
    mod branch_blocks {
        use super::*;

        /// A class file (class 1) with two static methods: `m1` (index 0),
        ///
        /// ```text
        ///  0: getstatic #5     block 0
        ///  3: ifeq 10
        ///  6: getstatic #5     block 1
        ///  9: nop              (falls through)
        /// 10: getstatic #5     block 2
        /// 13: ifne 0
        /// 16: return           block 3
        /// ```
        ///
        /// and `m2` (index 1): `0: nop, 1: invokestatic` (block 0), `4:
        /// getstatic #5, 7: return` (block 1).
        fn class_file() -> Vec<u8> {
            let mut b = vec![0xca, 0xfe, 0xba, 0xbe, 0, 0, 0, 50, 0, 8];
            let utf8 = |b: &mut Vec<u8>, s: &str| {
                b.push(1);
                b.extend_from_slice(&(s.len() as u16).to_be_bytes());
                b.extend_from_slice(s.as_bytes());
            };
            utf8(&mut b, "Code"); // 1
            utf8(&mut b, "I"); // 2
            utf8(&mut b, "f"); // 3
            b.extend_from_slice(&[12, 0, 3, 0, 2]); // 4: NameAndType f:I
            b.extend_from_slice(&[9, 0, 6, 0, 4]); // 5: Fieldref C.f:I
            b.extend_from_slice(&[7, 0, 7]); // 6: Class C
            utf8(&mut b, "C"); // 7
            b.extend_from_slice(&[0, 0x21, 0, 6, 0, 0, 0, 0, 0, 0, 0, 2]);
            let m1: &[u8] = &[
                0xb2, 0, 5, 0x99, 0, 7, 0xb2, 0, 5, 0, 0xb2, 0, 5, 0x9a, 0xff, 0xf3, 0xb1,
            ];
            let m2: &[u8] = &[0, 0xb8, 0, 8, 0xb2, 0, 5, 0xb1];
            for code in [m1, m2] {
                b.extend_from_slice(&[0, 9, 0, 3, 0, 2, 0, 1, 0, 1]);
                b.extend_from_slice(&(12 + code.len() as u32).to_be_bytes());
                b.extend_from_slice(&[0, 2, 0, 1]);
                b.extend_from_slice(&(code.len() as u32).to_be_bytes());
                b.extend_from_slice(code);
                b.extend_from_slice(&[0, 0, 0, 0]);
            }
            b.extend_from_slice(&[0, 0]);
            b
        }

        /// The class and its methods (ids 1 and 2), and sites: 10, 11, 12
        /// at `m1`'s getstatics, 20 at `m2`'s invoke, 21 at its getstatic.
        fn entities() -> Vec<A> {
            let class = step::Class {
                id: 1,
                name: "C".into(),
                superclass: 0,
                interfaces: Vec::new(),
                sourceFile: String::new(),
                access: 0x21,
                instanceSize: 0,
                loader: "app".into(),
                bytes: class_file(),
            };
            let method = |id: i64, index: i64| {
                A::Method(Box::new(step::Method {
                    id,
                    class: 1,
                    name: format!("m{id}"),
                    descriptor: "()V".into(),
                    access: 0x0009,
                    index,
                }))
            };
            let site = |id, method, bci| A::Site(step::Site { id, method, bci });
            vec![
                A::Class(Box::new(class)),
                method(1, 0),
                method(2, 1),
                site(10, 1, 0),
                site(11, 1, 6),
                site(12, 1, 10),
                site(20, 2, 1),
                site(21, 2, 4),
                A::ClassLoad(step::ClassLoad {
                    thread: 1,
                    time: 0,
                    class: 1,
                }),
            ]
        }

        fn get(thread: i64, time: i64, site: i64) -> A {
            A::FieldRead(step::FieldRead {
                thread,
                time,
                site,
                field: 7,
            })
        }
        fn slim_get(thread: i64) -> A {
            A::ImpliedStaticAccess(step::ImpliedStaticAccess { thread })
        }
        fn call(thread: i64, time: i64) -> A {
            A::Invoke(step::Invoke {
                thread,
                time,
                site: 20,
                target: 1,
            })
        }
        fn slim_call(thread: i64) -> A {
            A::ImpliedInvoke(step::ImpliedInvoke { thread })
        }
        fn ends(thread: i64, time: i64) -> A {
            A::BranchBlocksEnd(step::BranchBlocksEnd { thread, time })
        }
        fn bits(thread: i64, bits: i64) -> A {
            A::BranchBits(step::BranchBits { thread, bits })
        }

        /// The attributes of a default trace with every rule.
        fn attributes(branch: bool) -> Vec<(String, String)> {
            let mut a = vec![
                (ATTRIBUTE, "entry,return"),
                (crate::records::exits::ATTRIBUTE, "blocks"),
                (crate::records::fields::ATTRIBUTE, "blocks"),
                (crate::records::invokes::ATTRIBUTE, "blocks"),
                (crate::records::enters::ATTRIBUTE, "invoke"),
            ];
            if branch {
                a.push((crate::records::branch_blocks::ATTRIBUTE, "bits"));
            }
            a.into_iter()
                .map(|(k, v)| (k.to_string(), v.to_string()))
                .collect()
        }

        fn expand_file(file: Vec<A>, branch: bool) -> Vec<A> {
            expand_with(Expander::for_attributes(&attributes(branch)).unwrap(), file)
        }

        /// `m1` run once, from its entry block through its loop.
        fn loop_all() -> Vec<A> {
            let mut all = entities();
            all.extend([
                enter(1, 0, 1),
                block(1, 0, 0), // entry
                get(1, 1, 10),
                block(1, 2, 1), // falls through (bit 1)
                get(1, 3, 11),
                block(1, 4, 2), // falls through (bit 1)
                get(1, 5, 12),
                block(1, 6, 0), // ifne taken (bit 0)
                get(1, 7, 10),
                block(1, 8, 2), // ifeq taken (bit 0)
                get(1, 9, 12),
                block(1, 10, 3), // ifne not taken (bit 1)
                exit(1, 11, 1),
            ]);
            all
        }

        /// `loop_all` as the default trace writes it, with `words` (bits
        /// and where they go: before the record at that index of the
        /// file without bits).
        fn loop_file(words: &[(usize, i64)]) -> Vec<A> {
            let mut file = entities();
            file.extend([
                enter(1, 0, 1),
                get(1, 1, 10),
                ends(1, 2),
                get(1, 3, 11),
                ends(1, 4),
                get(1, 5, 12),
                slim_get(1),
                slim_get(1),
                ends(1, 10),
                exit(1, 11, 1),
            ]);
            for &(at, word) in words.iter().rev() {
                file.insert(at, bits(1, word));
            }
            file
        }

        #[test]
        fn branch_successors_are_put_back_from_bits_in_order() {
            let n = entities().len();
            let all = loop_all();
            // Every bit at the end of the trace: everything from the first
            // record that needs one waits for it.
            assert_eq!(expand_file(loop_file(&[(n + 10, 0b1_11001)]), true), all);
            // Partial words, each after the records of its blocks.
            let file = loop_file(&[(n + 3, 0b11), (n + 5, 0b11), (n + 9, 0b1001)]);
            assert_eq!(expand_file(file, true), all);
            // One word per bit, right after its blocks' records.
            let file = loop_file(&[
                (n + 3, 0b11),
                (n + 5, 0b11),
                (n + 7, 0b10),
                (n + 8, 0b10),
                (n + 9, 0b11),
            ]);
            assert_eq!(expand_file(file, true), all);
        }

        #[test]
        fn without_the_attribute_nothing_changes() {
            let file = loop_file(&[(entities().len() + 10, 0b1_11001)]);
            let expanded = expand_file(file.clone(), false);
            // (The slim records are expanded where they can be: the
            // BranchBlocksEnd and BranchBits records stay.)
            let count = |v: &[A], f: fn(&A) -> bool| v.iter().filter(|r| f(r)).count();
            let chain = |r: &A| matches!(r, A::BranchBlocksEnd(_) | A::BranchBits(_));
            assert_eq!(count(&expanded, chain), count(&file, chain));
        }

        #[test]
        fn a_trace_without_its_bits_reads_without_panicking() {
            let mut file = loop_file(&[]);
            // Cut after the first record that needs a bit.
            let expanded = expand_file(file.clone(), true);
            assert!(expanded.len() >= file.len() - 3, "{expanded:?}");
            file.truncate(entities().len() + 8);
            expand_file(file, true);
        }

        /// `m2` run twice, calling `m1` (which takes its branch to block 2,
        /// then returns): the first time with full records, the second
        /// with slim ones.
        fn calls_all() -> Vec<A> {
            let mut all = entities();
            all.extend([
                enter(1, 0, 2),
                block(1, 0, 0), // entry
                call(1, 2),
                enter(1, 2, 1), // implied
                block(1, 2, 0), // entry
                get(1, 3, 10),
                block(1, 4, 2), // ifeq taken (bit 0)
                get(1, 5, 12),
                block(1, 6, 3), // ifne not taken (bit 1)
                exit(1, 7, 1),  // implied
                block(1, 7, 1), // after the return
                get(1, 8, 21),
                exit(1, 9, 2),
                enter(1, 10, 2),
                block(1, 10, 0), // entry
                call(1, 12),     // slim
                enter(1, 12, 1), // implied
                block(1, 12, 0), // entry
                get(1, 13, 10),  // slim
                block(1, 14, 2), // bit 0
                get(1, 15, 12),  // slim
                block(1, 16, 3), // bit 1
                exit(1, 17, 1),  // implied
                block(1, 17, 1), // after the return
                get(1, 18, 21),  // slim
                exit(1, 19, 2),
            ]);
            all
        }

        fn calls_file(words: &[(usize, i64)]) -> Vec<A> {
            let mut file = entities();
            file.extend([
                enter(1, 0, 2),
                call(1, 2),
                get(1, 3, 10),
                ends(1, 4),
                get(1, 5, 12),
                // Through the return to the caller's block.
                ends(1, 7),
                get(1, 8, 21),
                exit(1, 9, 2),
                enter(1, 10, 2),
                slim_call(1),
                slim_get(1),
                slim_get(1),
                slim_get(1),
                ends(1, 17),
                exit(1, 19, 2),
            ]);
            for &(at, word) in words.iter().rev() {
                file.insert(at, bits(1, word));
            }
            file
        }

        #[test]
        fn chains_go_through_calls_and_returns() {
            let n = entities().len();
            let all = calls_all();
            assert_eq!(expand_file(calls_file(&[(n + 15, 0b1_0101)]), true), all);
            let file = calls_file(&[(n + 4, 0b10), (n + 6, 0b11), (n + 13, 0b101)]);
            assert_eq!(expand_file(file, true), all);
        }
    }

    #[test]
    fn the_attribute_names_the_rule() {
        let a = |v: &str| vec![(ATTRIBUTE.to_string(), v.to_string())];
        assert!(uses_entry_rule(&a("entry")));
        assert!(uses_entry_rule(&a("entry,return")));
        assert!(!uses_entry_rule(&a("return")));
        assert!(!uses_entry_rule(&[]));
        assert!(uses_return_rule(&a("entry,return")));
        assert!(!uses_return_rule(&a("entry")));
        assert!(!uses_return_rule(&a("return")));
    }
}
