//! [`JvmRecorder`]: the event sink that turns events into records of the
//! JVM event schema, and [`StepSink`], the recorder that writes a STEP
//! trace through the typed writer generated from `jvm.stepdl`.
//!
//! A recorder records the event groups it was made with
//! ([`JvmRecorder::with_sink`]: the default groups — class, thread, method,
//! block, invoke, field, alloc, gc, lock, exception;
//! [`JvmRecorder::with_sink_and_groups`]: any set). The interpreter skips
//! the per-instruction hooks of the other groups (it asks
//! [`EventSink::groups`] when it enters its loop), so those hooks (block,
//! invoke, field, alloc, bytecode, arrays, values) record unconditionally;
//! the remaining hooks test one bit. Entities are written whatever the groups, whenever an event
//! names them.
//!
//! Entity ids (`entity_id`): class = `ClassId + 1`, method = `MethodId + 1`, field =
//! `Runtime::field_table` index + 1, thread = scheduler index + 1, sites
//! numbered 1, 2, ... in order of first use; 0 always means "none".
//!
//! Entities precede the first event naming them. A class is written
//! (`Class`, then its `Method`s and `Field`s, then `ClassLoad`) either when
//! the interpreter reports it (`class_load`) or, if an event names it
//! earlier (a class loaded by the op that raised the event: an array class
//! allocated by `anewarray`, an exception class created by the VM), just
//! before that event; its superclass and interfaces are written first.

use super::encoder_thread::EncoderThread;
use super::step;
use crate::events::{Allocation, EventSink, Group, Groups, MonitorEvent, OpAt, Site, Value};
use crate::heap::{Collection, Ref, NULL};
use crate::runtime::{ClassId, ClassKind, MethodId, Runtime};
use analyzer::records::{
    branch_blocks, branches, bytecodes, enters, exits, fields, implied, invokes, RecordSink,
};
use std::io::Write;
use tracer::format::{Compression, WriteStats, WriterOptions};

/// The trace id of an entity with VM index `index` (class, method, field
/// or thread): the index + 1, so that 0 means "none".
#[inline]
pub(crate) fn entity_id(index: u32) -> i64 {
    i64::from(index) + 1
}

type Out = Box<dyn Write + Send>;

/// Raw bytes per block of a compressed trace (the block writer's default,
/// 1 MiB, is kept for uncompressed ones). A block is compressed on its own
/// and STEP's identifier and cache tables restart in every block, so
/// larger blocks compress better: the default trace of javac large took
/// 0.0886 bytes per executed bytecode with 4 MiB blocks, 0.1024 with
/// 1 MiB. The memory bound grows with it (the writer keeps up to 4 blocks
/// in flight: 16 MiB raw).
pub const COMPRESSED_BLOCK_SIZE: usize = 4 << 20;

/// How to write the trace.
#[derive(Debug, Clone)]
pub struct TraceOptions {
    /// Block compression (`-trace-compression`).
    pub compression: Compression,
    /// Producer attributes for the header (VM version, command line, ...).
    pub attributes: Vec<(String, String)>,
    /// The event groups recorded (`-trace-events`; default
    /// [`Groups::DEFAULT`]).
    pub groups: Groups,
    /// Where records are encoded (`-trace-encode`; default
    /// [`EncodeMode::Inline`]).
    pub encode: EncodeMode,
    /// Write every `BlockEnter` (`-XX:+TraceAllBlocks`). By default, when
    /// groups "method" and "block" are both recorded, the interpreter's
    /// fast loop leaves out the entry blocks the entry rule implies, and
    /// with group "invoke" too the blocks after returns the return rule
    /// implies (`analyzer::records::implied`); the header says so
    /// (`implied-blocks = entry` or `entry,return`). Every `MethodEnter`
    /// too (as [`all_method_enters`](Self::all_method_enters)): the trace
    /// then holds every record of groups "method" and "block".
    pub all_blocks: bool,
    /// Write every `MethodEnter` (`-XX:+TraceAllMethodEnters`). By
    /// default, when groups "method", "block", "invoke" and "exception"
    /// are recorded, the interpreter's fast loop leaves out the
    /// `MethodEnter`s of the calls it makes that the invoke rule implies
    /// (`analyzer::records::enters`); the header says so
    /// (`implied-method-enters = invoke`).
    pub all_method_enters: bool,
    /// Write every `MethodExit` (`-XX:+TraceAllMethodExits`). By default,
    /// when the return rule of implied blocks applies and groups
    /// "exception", "lock" and "gc" are recorded, the fast loop leaves out
    /// the normal `MethodExit`s of the returns it makes from a block it
    /// entered in the same run, when the time slice goes on
    /// (`analyzer::records::exits`); the header says so
    /// (`implied-method-exits = blocks`).
    pub all_method_exits: bool,
    /// Raw bytes per block (`-trace-block-size`); `None`: 1 MiB for an
    /// uncompressed trace, [`COMPRESSED_BLOCK_SIZE`] for a compressed one.
    pub block_size: Option<usize>,
    /// Write a `Bytecode` record for every executed instruction
    /// (`-XX:+TraceEachBytecode`). By default, when groups "bytecode",
    /// "block", "method" and "lock" are all recorded, the fast loop writes only
    /// the first instruction of each of its runs (`BytecodeRun`) and
    /// leaves the others to the readers (`analyzer::records::bytecodes`);
    /// the header says so (`implied-bytecodes = blocks`).
    pub each_bytecode: bool,
    /// Write a `BranchOutcome` record for every conditional branch
    /// (`-XX:+TraceAllBranchOutcomes`). By default, when groups "values",
    /// "block", "method" and "exception" are all recorded, the interpreter
    /// leaves out the outcomes of conditional branches that the thread's
    /// next `BlockEnter` implies (`analyzer::records::branches`); the
    /// header says so (`implied-branch-outcomes = blocks`).
    pub all_branch_outcomes: bool,
    /// Write every field access as its full record
    /// (`-XX:+TraceAllFieldSites`). By default, when the return rule of
    /// implied blocks applies and group "field" is recorded, the fast loop
    /// writes an access whose block it entered in the same run, at an op
    /// whose full record was written before, as `ImpliedFieldAccess` or
    /// `ImpliedStaticAccess` (thread and object only), whose site, field
    /// and time the readers imply (`analyzer::records::fields`); the header
    /// says so (`implied-field-sites = blocks`).
    pub all_field_sites: bool,
    /// Write every invoke as its full record (`-XX:+TraceAllInvokeSites`).
    /// By default, when the return rule of implied blocks applies (so
    /// group "invoke" is recorded), the fast loop writes a call that ends a
    /// block it entered in the same run, whose op's last full record was of
    /// the same kind and receiver class, as `ImpliedInvoke` (thread only),
    /// whose site, time, target and receiver class the readers imply
    /// (`analyzer::records::invokes`); the header says so
    /// (`implied-invoke-sites = blocks`).
    pub all_invoke_sites: bool,
    /// Write every `BlockEnter` of the blocks the fast loop enters by a
    /// branch or fall-through (`-XX:+TraceAllBranchBlocks`). By default,
    /// where the field and invoke site rules apply, groups "bytecode" and
    /// "values" are off, the fast loop leaves out the `BlockEnter` of a
    /// block it enters by a goto, a conditional branch or a fall-through
    /// from a block it entered in the same run, and writes one bit for it
    /// (`BranchBits`: next block or target) and, before the next other
    /// record or explicit `BlockEnter` (or another thread's),
    /// `BranchBlocksEnd`; the header says so (`implied-branch-blocks =
    /// bits`).
    pub all_branch_blocks: bool,
    /// Write the field accesses whose object the readers know
    /// (`-XX:-KnownFieldObjects`). By default, where the field site rule
    /// applies, the fast loop writes no record for a `getfield` or
    /// `putfield` local-sourced from a local whose object an earlier field
    /// record of the activation named (`KnownAccessesEnd` in
    /// `vm/schema/jvm.stepdl`); the header says so (`known-field-objects
    /// = locals`).
    pub all_known_fields: bool,
}

/// The producer attribute of the rule of known field objects.
pub const KNOWN_ATTRIBUTE: &str = "known-field-objects";

/// [`KNOWN_ATTRIBUTE`]'s value: objects known from the activation's locals.
pub const KNOWN_LOCALS: &str = "locals";

impl Default for TraceOptions {
    fn default() -> Self {
        TraceOptions {
            compression: Compression::Zstd(3),
            attributes: Vec::new(),
            groups: Groups::DEFAULT,
            encode: EncodeMode::default(),
            all_blocks: false,
            all_method_enters: false,
            all_method_exits: false,
            block_size: None,
            each_bytecode: false,
            all_branch_outcomes: false,
            all_field_sites: false,
            all_invoke_sites: false,
            all_branch_blocks: false,
            all_known_fields: false,
        }
    }
}

/// The implied-record rules a trace uses: which records its writer leaves
/// out because its readers (`analyzer::records`) put them back exactly.
/// Decided once, from the groups and switches of [`TraceOptions`]
/// ([`ImpliedRules::for_options`]), which also names them in the header
/// ([`ImpliedRules::attributes`]); the recorder asks the set.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct ImpliedRules {
    /// Entry blocks after their `MethodEnter` (`implied-blocks = entry`,
    /// `analyzer::records::implied`): groups "method" and "block".
    pub entry_blocks: bool,
    /// The caller's block after a return (`implied-blocks =
    /// entry,return`): the entry rule and group "invoke" (a reader
    /// follows calls).
    pub return_blocks: bool,
    /// The `MethodEnter`s of the fast loop's calls (`implied-method-enters
    /// = invoke`, `analyzer::records::enters`): groups "method", "block",
    /// "invoke" and "exception" (a call's first record is its entry
    /// block's, a failed call's its `ExceptionThrow`).
    pub method_enters: bool,
    /// The normal `MethodExit`s of the fast loop's returns
    /// (`implied-method-exits = blocks`, `analyzer::records::exits`): the
    /// return rule (the reader follows activations and their blocks) and
    /// groups "exception", "lock" and "gc" (what stops a block before its
    /// return, or a thread in the middle of a block, is in the trace).
    pub method_exits: bool,
    /// `Bytecode` records after a run's first (`implied-bytecodes =
    /// blocks`, `analyzer::records::bytecodes`): groups "bytecode",
    /// "block", "method" and "lock" (a run's first op that blocks on a
    /// contended monitor is ended for the reader by its
    /// `MonitorContendedEnter`).
    pub bytecodes: bool,
    /// Conditional branch outcomes the next block tells
    /// (`implied-branch-outcomes = blocks`, `analyzer::records::branches`):
    /// groups "values", "block", "method" (the reader follows each
    /// thread's activations) and "exception" (it sees the exceptions that
    /// end a block before its branch).
    pub branch_outcomes: bool,
    /// Field accesses whose site, field and time the current block tells
    /// (`implied-field-sites = blocks`, `analyzer::records::fields`): the
    /// return rule (the reader follows activations and their blocks) and
    /// group "field".
    pub field_sites: bool,
    /// Invokes whose site, time and target the current block and the
    /// site's last full record tell (`implied-invoke-sites = blocks`,
    /// `analyzer::records::invokes`): the return rule (which needs group
    /// "invoke").
    pub invoke_sites: bool,
    /// The blocks the fast loop enters by a branch or fall-through from a
    /// block of the same run, one bit each (`implied-branch-blocks =
    /// bits`, records `BranchBits` and `BranchBlocksEnd`): the field and
    /// invoke site rules (the reader follows each thread's blocks and
    /// places their slim records), and neither group "bytecode" nor
    /// "values" (their records would anchor at every branch anyway).
    pub branch_blocks: bool,
    /// Field accesses local-sourced from a local whose object the
    /// activation's records named are left out (`known-field-objects =
    /// locals`, record `KnownAccessesEnd`): the field site rule and group
    /// "exception" (a reader sees the throws that cut a block short and
    /// the catches that empty an activation's known objects).
    pub known_fields: bool,
}

impl ImpliedRules {
    /// No rule: every record is written.
    pub const NONE: ImpliedRules = ImpliedRules {
        entry_blocks: false,
        return_blocks: false,
        method_enters: false,
        method_exits: false,
        bytecodes: false,
        branch_outcomes: false,
        field_sites: false,
        invoke_sites: false,
        branch_blocks: false,
        known_fields: false,
    };

    /// The rules a trace written with `opts` uses.
    pub fn for_options(opts: &TraceOptions) -> ImpliedRules {
        let g = |gs: &[Group]| gs.iter().all(|&x| opts.groups.has(x));
        let entry_blocks = !opts.all_blocks && g(&[Group::Method, Group::Block]);
        let return_blocks = entry_blocks && g(&[Group::Invoke]);
        let field_sites = !opts.all_field_sites && return_blocks && g(&[Group::Field]);
        let invoke_sites = !opts.all_invoke_sites && return_blocks;
        ImpliedRules {
            entry_blocks,
            return_blocks,
            method_enters: !opts.all_method_enters
                && !opts.all_blocks
                && g(&[Group::Method, Group::Block, Group::Invoke, Group::Exception]),
            method_exits: !opts.all_method_exits
                && return_blocks
                && g(&[Group::Exception, Group::Lock, Group::Gc]),
            bytecodes: !opts.each_bytecode
                && g(&[Group::Bytecode, Group::Method, Group::Block, Group::Lock]),
            branch_outcomes: !opts.all_branch_outcomes
                && g(&[Group::Values, Group::Block, Group::Method, Group::Exception]),
            field_sites,
            invoke_sites,
            branch_blocks: !opts.all_branch_blocks
                && field_sites
                && invoke_sites
                && !opts.groups.has(Group::Bytecode)
                && !opts.groups.has(Group::Values),
            known_fields: field_sites && !opts.all_known_fields && g(&[Group::Exception]),
        }
    }

    /// The header attributes naming the rules (none for a rule not used).
    pub fn attributes(self) -> Vec<(String, String)> {
        let mut a = Vec::new();
        if self.entry_blocks {
            let rules = if self.return_blocks {
                format!("{},{}", implied::ENTRY, implied::RETURN)
            } else {
                implied::ENTRY.to_string()
            };
            a.push((implied::ATTRIBUTE.into(), rules));
        }
        if self.method_enters {
            a.push((enters::ATTRIBUTE.into(), enters::INVOKE.into()));
        }
        if self.method_exits {
            a.push((exits::ATTRIBUTE.into(), exits::BLOCKS.into()));
        }
        if self.bytecodes {
            a.push((bytecodes::ATTRIBUTE.into(), bytecodes::BLOCKS.into()));
        }
        if self.branch_outcomes {
            a.push((branches::ATTRIBUTE.into(), branches::BLOCKS.into()));
        }
        if self.field_sites {
            a.push((fields::ATTRIBUTE.into(), fields::BLOCKS.into()));
        }
        if self.invoke_sites {
            a.push((invokes::ATTRIBUTE.into(), invokes::BLOCKS.into()));
        }
        if self.branch_blocks {
            a.push((branch_blocks::ATTRIBUTE.into(), branch_blocks::BITS.into()));
        }
        if self.known_fields {
            a.push((KNOWN_ATTRIBUTE.into(), KNOWN_LOCALS.into()));
        }
        a
    }
}

/// Where a [`StepSink`] encodes its records into STEP bytes
/// (`-trace-encode inline|thread`). Both write the same bytes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum EncodeMode {
    /// On the interpreter's thread, as each record is made. The default:
    /// the least CPU time in all, and on the quiet 2-core machine measured
    /// (benches/tracing.sh, large, 3 interleaved rounds) the thread mode
    /// won 5% on jess (4.45-4.59 s against 4.73-4.75 s) and lost 20-30% on
    /// javac (5.9-7.8 s against 4.9 s).
    #[default]
    Inline,
    /// On a tracer thread ([`super::encoder_thread`]): the interpreter
    /// only appends the records to a batch, so encoding overlaps
    /// interpretation when a second core is free (jess large: the
    /// interpreter's thread 4.0 s of CPU against 4.9 s inline; the tracer
    /// thread 2.6 s and the block writer's 0.7 s fit on the other core).
    Thread,
}

impl EncodeMode {
    /// Parses `inline` or `thread`.
    pub fn parse(s: &str) -> Result<EncodeMode, String> {
        match s {
            "inline" => Ok(EncodeMode::Inline),
            "thread" => Ok(EncodeMode::Thread),
            _ => Err(format!("unknown encode mode '{s}' (inline or thread)")),
        }
    }
}

/// Turns the interpreter's events into records of the JVM event schema
/// (entities before the events naming them, ids as described in the module
/// documentation) and hands them to a [`RecordSink`]: the trace-file
/// writer ([`StepSink`]) or the online metrics engine.
pub struct JvmRecorder<O: RecordSink> {
    out: O,
    /// The groups recorded.
    groups: Groups,
    /// Per class id: written yet (entity, members, ClassLoad)?
    classes: Vec<bool>,
    /// Per method id: its class written yet? (Saves the method-to-class
    /// lookup on every MethodEnter and Invoke.)
    methods: Vec<bool>,
    /// Per global field id: its class written yet?
    fields: Vec<bool>,
    /// Site ids by method and [`site_slot`] (bytecode index + 1; slot 0
    /// is the method as a whole, bci `u32::MAX`); 0 = not yet written.
    sites: Vec<Vec<i64>>,
    /// The next site id to hand out.
    next_site: i64,
    /// The records left out for the readers to imply ([`ImpliedRules::NONE`]
    /// but for a [`StepSink`]'s).
    rules: ImpliedRules,
    /// For implied field and invoke sites and branch blocks, the fast
    /// loop's current run, one byte per rule (low: fields, then invokes,
    /// then branch blocks): 0 when the trace implies the rule's records
    /// and the run's events name the thread whose frames run (set by
    /// [`EventSink::run_start`], else [`RUN_NO_FIELD_SITES`],
    /// [`RUN_NO_INVOKE_SITES`], [`RUN_NO_BRANCH_BLOCKS`]), or-ed with 1 in
    /// each byte ([`RUN_BLOCKS`]) by the run's block hooks (the block of
    /// its every op since started in the run): one test of a byte a field
    /// or invoke op or a block, one `or` a written block.
    run_state: u32,
    /// [`RUN_BLOCKS`] if the next run continues the block the last run
    /// left ([`EventSink::run_continues`]): [`EventSink::run_start`]
    /// keeps the last run's block bits then, else 0.
    run_kept: u32,
    /// Implied branch blocks: the number of the last block start the fast
    /// loop raised ([`EventSink::run_block_enter`],
    /// [`EventSink::entry_block`]), the block an implied branch block is
    /// entered from, + 1 (the next block in bytecode order, bit 1).
    next: u32,
    /// Implied branch blocks: the bits of [`Self::word_thread`]'s blocks
    /// not yet written, below a leading 1 (1: none); written as
    /// `BranchBits` when full (bit 63 set), before a `BranchBlocksEnd` once
    /// it holds 8 bits ([`BITS_AT_END`]), at a thread switch, a thread's
    /// start or end and the trace's end.
    word: u64,
    /// The thread whose bits [`Self::word`] holds: the scheduler's current
    /// thread ([`EventSink::slice_start`]).
    word_thread: u32,
    /// Implied branch blocks: -1 if none is pending (left out since the
    /// last record written), else the time of the last block start the
    /// fast loop raised since the first of them (an implied branch block,
    /// or an entry or return block after one), which the
    /// `BranchBlocksEnd` written before the next record names.
    pending: i64,
    /// Known field objects: 64 if the rule is on, else 0 (no op is
    /// local-sourced from a local below 0): one compare per field op.
    known_limit: u32,
    /// Known field objects: the locals of [`Self::known_thread`]'s running
    /// activation whose object a field record named since (bit n: local
    /// n), cleared by a store to the local and a catch in the frame.
    known: u64,
    /// The masks of [`Self::known_thread`]'s callers, innermost last
    /// (pushed and popped by the method enter and exit hooks).
    known_stack: Vec<u64>,
    /// The thread whose activations [`Self::known`] and
    /// [`Self::known_stack`] are: the scheduler's current thread
    /// ([`EventSink::slice_start`]), the one the fast loop runs (a hook
    /// naming another thread's frame, as `Thread.start` pushing the new
    /// thread's first, goes to [`Self::known_parked`]).
    known_thread: u32,
    /// The other threads' `(known, known_stack)`, by thread id.
    known_parked: Vec<(u64, Vec<u64>)>,
    /// -1, or the time of the last known access [`Self::known_thread`]
    /// left out since its last record (other than `BranchBits` and
    /// `BranchBlocksEnd`), which a `KnownAccessesEnd` names before another
    /// thread's record or the trace's end.
    skipped: i64,
}

/// What [`JvmRecorder::other_thread_known`] does to a thread's mask.
#[derive(Debug, Clone, Copy)]
enum KnownOp {
    /// An activation starts.
    Push,
    /// The running activation ends.
    Pop,
    /// These locals are stored (or all, at a catch).
    Clear(u64),
    /// These locals' objects are named.
    Set(u64),
}

/// [`JvmRecorder::run_state`]: the run raised a block start.
const RUN_BLOCKS: u32 = 0x01_0101;

/// [`JvmRecorder::run_state`]: the run writes no implied field site.
const RUN_NO_FIELD_SITES: u32 = 0x00_0002;

/// [`JvmRecorder::run_state`]: the run writes no implied invoke site.
const RUN_NO_INVOKE_SITES: u32 = 0x00_0200;

/// [`JvmRecorder::run_state`]: the run implies no branch block.
const RUN_NO_BRANCH_BLOCKS: u32 = 0x02_0000;

/// [`JvmRecorder::word`] holding no bit.
const NO_BITS: u64 = 1;

/// [`JvmRecorder::word`] holding 8 bits: from then on the next
/// `BranchBlocksEnd` writes the bits first. Bits written only when full
/// break the block compressor's matches at random places (jess small:
/// 1,599,904 B against 1,165,367 B with bits before every
/// `BranchBlocksEnd`), bits at every end cost a record per chain (javac
/// small: 2.13M `BranchBits`, ~41 instructions each); from 8 bits on:
/// 0.70M, +2.2% bytes (16: 0.44M, +4.6%; 32: 0.27M, +7.1%).
const BITS_AT_END: u64 = 1 << 8;

/// [`JvmRecorder::word`] holding 4 bits: from then on the fast loop's
/// next implied return while blocks are pending writes the bits (words
/// only when full break the compressor's matches: compress, db small +9%,
/// +8% bytes; from 1 bit: javac 2.92M `BranchBits`, from 8: db +6.5%).
const BITS_AT_RETURN: u64 = 1 << 4;

/// [`SiteRef::last_invoke`](crate::interp::ops::SiteRef::last_invoke) of an
/// op whose last full record was an `Invoke` (a `DispatchInvoke`'s is its
/// receiver class + 1).
const LAST_DIRECT: u32 = u32::MAX;

/// The event sink of `-trace`: records written to a STEP file.
pub type StepSink = JvmRecorder<TraceOut>;

fn bci(b: u32) -> i64 {
    if b == u32::MAX {
        -1
    } else {
        i64::from(b)
    }
}

/// A [`RecordSink`] writing a STEP trace file, encoding inline or on a
/// tracer thread; the first write error stops writing and is reported by
/// [`StepSink::finish`].
pub struct TraceOut {
    w: Option<Encoding>,
    error: Option<String>,
    /// Inline mode: the last entry block left out (written at
    /// [`RecordSink::settle`] if no record followed it); it stands while
    /// `holding`. The tracer thread holds its own.
    held: step::BlockEnter,
    /// Inline mode: the first entry block held since the last record
    /// written (stands while `holding`): the reader's pending block,
    /// written before a `BlockEnter` of its thread and number that is not
    /// it (readers take such a `BlockEnter` as the block itself, however
    /// late).
    head: step::BlockEnter,
    /// Inline mode: an entry block was held and no record was written
    /// since (every [`RecordSink::put`] clears it: one store, where the
    /// stream position read at each hold and settle cost loads and
    /// compares).
    holding: bool,
}

/// The initial value of [`TraceOut`]'s held blocks (read only once one
/// was held).
const NO_BLOCK: step::BlockEnter = step::BlockEnter {
    thread: 0,
    time: 0,
    block: 0,
};

/// Where [`TraceOut`] encodes.
enum Encoding {
    Inline(Box<step::TraceWriter<Out>>),
    Thread(EncoderThread<Out>),
}

impl RecordSink for TraceOut {
    #[inline]
    fn put<R: step::Encode + Into<step::AnyRecord>>(&mut self, r: R) {
        // A record follows any block held.
        self.holding = false;
        let result = match &mut self.w {
            None => return,
            Some(Encoding::Thread(t)) => return t.put(r),
            Some(Encoding::Inline(w)) => w.write(&r).map_err(|e| e.to_string()),
        };
        if let Err(e) = result {
            self.fail(e);
        }
    }

    #[inline]
    fn put_entry_block(&mut self, r: step::BlockEnter) {
        // (Only called when the recorder's rules leave entry blocks out.)
        if let Some(Encoding::Thread(t)) = &mut self.w {
            // The tracer thread holds it, by the same rule.
            t.put_entry_block(r);
            return;
        }
        if !self.holding {
            // The first held since the last record.
            self.head = r.clone();
        } else if (self.head.block, self.head.thread) == (r.block, r.thread) {
            // Of the same thread and number as the first (the returns
            // between have implied exits): that one is written, as before
            // a BlockEnter (`put_block`), and this one is the first now.
            self.write_head(r.clone());
        }
        self.held = r;
        self.holding = true;
    }

    #[inline]
    fn put_block(&mut self, r: step::BlockEnter) {
        // (Thread mode: the tracer thread checks, by the same rule.) The
        // first BlockEnter after a hold decides it: the held block is
        // implied by it, or by a record before it, or written here; none
        // is held for the next blocks (`put` clears `holding`).
        if self.holding && (self.head.block, self.head.thread) == (r.block, r.thread) {
            let h = self.head.clone();
            self.write_head(h);
        }
        self.put_block_leaf(r.thread, r.time, r.block);
    }

    #[inline]
    fn put_implied_field(&mut self, r: step::ImpliedFieldAccess) {
        self.put_implied_field_leaf(r.thread, r.object);
    }

    #[inline]
    fn put_implied_invoke(&mut self, r: step::ImpliedInvoke) {
        self.put_implied_invoke_leaf(r.thread);
    }

    #[inline]
    fn put_branch_bits(&mut self, r: step::BranchBits) {
        self.put_branch_bits_leaf(r.thread, r.bits);
    }

    #[inline]
    fn put_branch_blocks_end(&mut self, r: step::BranchBlocksEnd) {
        self.put_branch_blocks_end_leaf(r.thread, r.time);
    }

    #[inline]
    fn settle(&mut self) {
        if let Some(Encoding::Thread(t)) = &mut self.w {
            t.settle();
        } else if self.holding {
            // The held block is written as any BlockEnter (the leaf: the
            // same bytes as `put`, in fewer instructions).
            let r = self.held.clone();
            self.put_block_leaf(r.thread, r.time, r.block);
        }
    }
}

impl StepSink {
    /// A sink writing to `out`; the header is written at once.
    pub fn new(out: impl Write + Send + 'static, opts: TraceOptions) -> Result<Self, String> {
        let mut wopts = WriterOptions {
            block_size: match (opts.block_size, opts.compression) {
                (Some(n), _) => n.max(1),
                (None, Compression::None) => WriterOptions::default().block_size,
                (None, _) => COMPRESSED_BLOCK_SIZE,
            },
            compression: opts.compression,
            ..WriterOptions::default()
        };
        let rules = ImpliedRules::for_options(&opts);
        wopts.attributes.extend(opts.attributes);
        wopts.attributes.extend(rules.attributes());
        let w = step::TraceWriter::new(Box::new(out) as Out, wopts).map_err(|e| e.to_string())?;
        let w = match opts.encode {
            EncodeMode::Inline => Encoding::Inline(Box::new(w)),
            EncodeMode::Thread => Encoding::Thread(EncoderThread::spawn(w)?),
        };
        let mut sink = JvmRecorder::with_sink_and_groups(
            TraceOut {
                w: Some(w),
                error: None,
                held: NO_BLOCK,
                head: NO_BLOCK,
                holding: false,
            },
            opts.groups,
        );
        sink.rules = rules;
        sink.known_limit = if rules.known_fields { 64 } else { 0 };
        Ok(sink)
    }

    /// A sink writing to the file at `path` (created or truncated).
    pub fn create(path: &std::path::Path, opts: TraceOptions) -> Result<Self, String> {
        let f = std::fs::File::create(path).map_err(|e| format!("{}: {e}", path.display()))?;
        Self::new(std::io::BufWriter::with_capacity(1 << 16, f), opts)
    }

    /// Writes the last branch bits, the last block and the trailer and
    /// flushes the file; the first write error, if any, is returned here.
    /// Idempotent.
    pub fn finish(&mut self) -> Result<Option<WriteStats>, String> {
        self.end_thread_bits();
        self.end_known_accesses();
        self.out.finish()
    }
}

/// Writes each small record type named as `put_block_leaf` writes a
/// `BlockEnter`: a leaf `$leaf` with the generated fast path alone (no
/// frame) and its slow path `$cold` ([`RecordSink::put`]), out of line,
/// taking the record's fields (in registers: a tail call).
macro_rules! slim_leaves {
    ($($(#[$doc:meta])* $leaf:ident, $cold:ident: $ty:ident { $($f:ident),* };)*) => {$(
        $(#[$doc])*
        /// Written as [`Self::put_block_leaf`] writes a `BlockEnter`.
        #[inline(never)]
        fn $leaf(&mut self, $($f: i64),*) {
            let r = step::$ty { $($f),* };
            self.holding = false;
            if let Some(Encoding::Inline(w)) = &mut self.w {
                match w.try_write_fast(&r) {
                    Some(false) => return,
                    Some(true) => return self.end_full_record(),
                    None => {}
                }
            }
            self.$cold($($f),*);
        }

        /// The leaf's slow path: [`RecordSink::put`].
        #[cold]
        #[inline(never)]
        fn $cold(&mut self, $($f: i64),*) {
            self.put(step::$ty { $($f),* });
        }
    )*};
}

impl TraceOut {
    /// Writes the last block and the trailer and flushes; the first write
    /// error, if any, is returned here. Idempotent.
    fn finish(&mut self) -> Result<Option<WriteStats>, String> {
        self.settle();
        let Some(w) = self.w.take() else {
            return self.error.take().map_or(Ok(None), Err);
        };
        if let Some(e) = self.error.take() {
            return Err(e);
        }
        let (mut file, stats) = match w {
            Encoding::Inline(w) => (*w).finish().map_err(|e| e.to_string())?,
            Encoding::Thread(t) => t.finish()?,
        };
        file.flush().map_err(|e| e.to_string())?;
        Ok(Some(stats))
    }

    /// Before a `BlockEnter` of the first held entry block's thread and
    /// number (a block that loops to itself, or returns with implied
    /// exits into a caller's block of that number), while it stands
    /// (`holding`): that block is written, since readers take that
    /// `BlockEnter` as the block itself; `next` is the first held block
    /// from now on. Rare: out of line.
    #[cold]
    #[inline(never)]
    fn write_head(&mut self, next: step::BlockEnter) {
        let h = std::mem::replace(&mut self.head, next);
        self.put(h);
    }

    /// A `BlockEnter` (the most frequent record: every block not
    /// implied) written by the encoder's fast path in a leaf function: no
    /// call, so no callee-saved register to save, and the fields come in
    /// registers; the rest (thread mode, the type's first record in the
    /// block, an event, a short buffer, the block's end) out of line, by
    /// tail calls. (`put` inlined the fast path behind a frame of 13
    /// instructions: docs/perf-log.md, session 14.)
    #[inline(never)]
    fn put_block_leaf(&mut self, thread: i64, time: i64, block: i64) {
        let r = step::BlockEnter {
            thread,
            time,
            block,
        };
        self.holding = false;
        if let Some(Encoding::Inline(w)) = &mut self.w {
            match w.try_write_fast(&r) {
                Some(false) => return,
                Some(true) => return self.end_full_record(),
                None => {}
            }
        }
        // The fields again, not the record: passed in registers, so that
        // this is a tail call (a record by value would be passed through
        // this frame).
        self.put_block_cold(thread, time, block);
    }

    slim_leaves! {
        /// An `ImpliedFieldAccess` (the most frequent record after
        /// `BlockEnter`).
        put_implied_field_leaf, put_implied_field_cold: ImpliedFieldAccess { thread, object };
        /// An `ImpliedInvoke`.
        put_implied_invoke_leaf, put_implied_invoke_cold: ImpliedInvoke { thread };
        /// A `BranchBits`.
        put_branch_bits_leaf, put_branch_bits_cold: BranchBits { thread, bits };
        /// A `BranchBlocksEnd`.
        put_branch_blocks_end_leaf, put_branch_blocks_end_cold: BranchBlocksEnd { thread, time };
    }

    /// [`Self::put_block_leaf`]'s slow path: [`RecordSink::put`].
    #[cold]
    #[inline(never)]
    fn put_block_cold(&mut self, thread: i64, time: i64, block: i64) {
        self.put(step::BlockEnter {
            thread,
            time,
            block,
        });
    }

    /// The end of a full block after a record written by
    /// [`Self::put_block_leaf`].
    #[cold]
    #[inline(never)]
    fn end_full_record(&mut self) {
        if let Some(Encoding::Inline(w)) = &mut self.w {
            if let Err(e) = w.end_full_record() {
                self.fail(e.to_string());
            }
        }
    }

    /// Stops writing at the first error, kept for [`Self::finish`].
    #[cold]
    #[inline(never)]
    fn fail(&mut self, e: String) {
        self.w = None;
        self.error.get_or_insert(e);
    }
}

impl Drop for TraceOut {
    fn drop(&mut self) {
        let _ = self.finish();
    }
}

impl<O: RecordSink> JvmRecorder<O> {
    /// A recorder of the default groups ([`Groups::DEFAULT`]) handing its
    /// records to `out`.
    pub fn with_sink(out: O) -> Self {
        Self::with_sink_and_groups(out, Groups::DEFAULT)
    }

    /// A recorder of the events of `groups` handing its records to `out`.
    pub fn with_sink_and_groups(out: O, groups: Groups) -> Self {
        JvmRecorder {
            out,
            groups,
            classes: Vec::new(),
            methods: Vec::new(),
            fields: Vec::new(),
            sites: Vec::new(),
            next_site: 1,
            rules: ImpliedRules::NONE,
            run_state: RUN_NO_FIELD_SITES | RUN_NO_INVOKE_SITES | RUN_NO_BRANCH_BLOCKS,
            run_kept: 0,
            next: 0,
            word: NO_BITS,
            word_thread: 0,
            pending: -1,
            known_limit: 0,
            known: 0,
            known_stack: Vec::new(),
            known_thread: 0,
            known_parked: Vec::new(),
            skipped: -1,
        }
    }

    /// The groups recorded.
    pub fn recorded_groups(&self) -> Groups {
        self.groups
    }

    /// The records left out for the readers to imply.
    pub fn implied_rules(&self) -> ImpliedRules {
        self.rules
    }

    #[inline]
    fn on(&self, g: Group) -> bool {
        self.groups.has(g)
    }

    /// The record sink.
    pub fn sink(&self) -> &O {
        &self.out
    }

    /// The record sink, mutably.
    pub fn sink_mut(&mut self) -> &mut O {
        &mut self.out
    }

    /// The record sink, consuming the recorder.
    pub fn into_sink(self) -> O {
        self.out
    }

    /// Writes `r`, after the `BranchBlocksEnd` of the implied branch
    /// blocks pending, if any (every record but the slim ones, which go to
    /// `out` directly).
    #[inline]
    fn put<R: step::Encode + Into<step::AnyRecord>>(&mut self, r: R) {
        if self.pending >= 0 {
            self.branch_blocks_end();
        }
        // A record of the thread: its known accesses come before it.
        self.skipped = -1;
        self.out.put(r);
    }

    /// Writes entity record `r` (`Class`, `Method`, `Field`, `Site`,
    /// `Thread`: no thread's record, so the known accesses left out
    /// before it still need their `KnownAccessesEnd`), after the
    /// `BranchBlocksEnd` pending, if any.
    #[inline]
    fn put_entity<R: step::Encode + Into<step::AnyRecord>>(&mut self, r: R) {
        if self.pending >= 0 {
            self.branch_blocks_end();
        }
        self.out.put(r);
    }

    /// The `KnownAccessesEnd` of the known accesses [`Self::known_thread`]
    /// left out since its last record, if any: another thread's record
    /// or the trace's end follows (after the thread's `BranchBlocksEnd`
    /// and `BranchBits`).
    #[inline]
    fn end_known_accesses(&mut self) {
        if self.skipped >= 0 {
            self.write_known_accesses_end();
        }
    }

    /// [`Self::end_known_accesses`]'s record.
    #[cold]
    #[inline(never)]
    fn write_known_accesses_end(&mut self) {
        let time = std::mem::replace(&mut self.skipped, -1);
        self.out.put(step::KnownAccessesEnd {
            thread: entity_id(self.known_thread),
            time,
        });
    }

    /// Makes [`Self::known`] and [`Self::known_stack`] `thread`'s (the
    /// scheduler runs another thread).
    #[cold]
    #[inline(never)]
    fn switch_known(&mut self, thread: u32) {
        let mine = (self.known, std::mem::take(&mut self.known_stack));
        *self.parked(self.known_thread) = mine;
        let (known, stack) = std::mem::take(self.parked(thread));
        self.known = known;
        self.known_stack = stack;
        self.known_thread = thread;
    }

    /// The parked `(known, known_stack)` of `thread`.
    fn parked(&mut self, thread: u32) -> &mut (u64, Vec<u64>) {
        let i = thread as usize;
        if self.known_parked.len() <= i {
            self.known_parked.resize_with(i + 1, Default::default);
        }
        &mut self.known_parked[i]
    }

    /// A hook of the known masks naming a thread not running (rare:
    /// `Thread.start` pushes the new thread's first frame): `op` on its
    /// parked mask and stack.
    #[cold]
    #[inline(never)]
    fn other_thread_known(&mut self, thread: u32, op: KnownOp) {
        let (known, stack) = self.parked(thread);
        match op {
            KnownOp::Push => {
                stack.push(*known);
                *known = 0;
            }
            KnownOp::Pop => *known = stack.pop().unwrap_or(0),
            KnownOp::Clear(bits) => *known &= !bits,
            KnownOp::Set(bits) => *known |= bits,
        }
    }

    /// An activation of `thread` starts: its known mask is empty.
    #[inline(always)]
    fn known_push(&mut self, thread: u32) {
        if thread != self.known_thread {
            return self.other_thread_known(thread, KnownOp::Push);
        }
        self.known_stack.push(self.known);
        self.known = 0;
    }

    /// `thread`'s running activation ends: its caller's mask is back.
    #[inline(always)]
    fn known_pop(&mut self, thread: u32) {
        if thread != self.known_thread {
            return self.other_thread_known(thread, KnownOp::Pop);
        }
        self.known = self.known_stack.pop().unwrap_or(0);
    }

    /// Clears `bits` of `thread`'s running activation's mask.
    #[inline(always)]
    fn known_clear(&mut self, thread: u32, bits: u64) {
        if thread != self.known_thread {
            return self.other_thread_known(thread, KnownOp::Clear(bits));
        }
        self.known &= !bits;
    }

    /// A field record of `thread` at op `at`: if the op is local-sourced
    /// from local n (and the rule is on), n's object is known from now on.
    #[inline(always)]
    fn known_set(&mut self, thread: u32, at: OpAt<'_>) {
        let n = u32::from(at.local_src());
        if n < self.known_limit {
            if thread != self.known_thread {
                return self.other_thread_known(thread, KnownOp::Set(1 << n));
            }
            self.known |= 1 << n;
        }
    }

    /// The `BranchBlocksEnd` of the implied branch blocks pending: the
    /// blocks of [`Self::word_thread`] the fast loop raised since the
    /// first of them, up to the one entered at [`Self::pending`], ran
    /// straight on (readers follow them by their bits, and through the
    /// returns among them).
    #[inline(never)]
    fn branch_blocks_end(&mut self) {
        if self.word >= BITS_AT_END {
            self.write_branch_bits();
        }
        let time = std::mem::replace(&mut self.pending, -1);
        self.out.put_branch_blocks_end(step::BranchBlocksEnd {
            thread: entity_id(self.word_thread),
            time,
        });
    }

    /// Ends [`Self::word_thread`]'s implied branch blocks pending and
    /// writes its bits, if any (another thread's records follow).
    fn end_thread_bits(&mut self) {
        if self.pending >= 0 {
            self.branch_blocks_end();
        }
        self.flush_branch_bits();
    }

    /// Writes the branch bits held, if any.
    #[inline]
    fn flush_branch_bits(&mut self) {
        if self.word != NO_BITS {
            self.write_branch_bits();
        }
    }

    /// Writes the branch bits held as `BranchBits` (full, or before
    /// another thread's records) and starts a new word.
    #[cold]
    #[inline(never)]
    fn write_branch_bits(&mut self) {
        let bits = std::mem::replace(&mut self.word, NO_BITS);
        self.out.put_branch_bits(step::BranchBits {
            thread: entity_id(self.word_thread),
            bits: bits as i64,
        });
    }

    #[inline]
    pub(crate) fn ensure_class(&mut self, rt: &Runtime, clock: u64, thread: u32, class: ClassId) {
        if self.classes.get(class as usize).copied() != Some(true) {
            self.write_class(rt, clock, thread, class);
        }
    }

    #[cold]
    fn write_class(&mut self, rt: &Runtime, clock: u64, thread: u32, class: ClassId) {
        let i = class as usize;
        if self.classes.len() <= i {
            self.classes.resize(i + 1, false);
        }
        self.classes[i] = true;
        let c = rt.class(class).clone();
        for &m in &c.methods {
            let m = m as usize;
            if self.methods.len() <= m {
                self.methods.resize(m + 1, false);
            }
            self.methods[m] = true;
        }
        for f in &c.fields {
            let i = f.id as usize;
            if self.fields.len() <= i {
                self.fields.resize(i + 1, false);
            }
            self.fields[i] = true;
        }
        if let Some(s) = c.super_class {
            self.ensure_class(rt, clock, thread, s);
        }
        for &s in &c.interfaces {
            self.ensure_class(rt, clock, thread, s);
        }
        if let ClassKind::Array {
            component: Some(e), ..
        } = c.kind
        {
            self.ensure_class(rt, clock, thread, e);
        }
        let loader = match c.kind {
            ClassKind::Ordinary if c.library => "boot",
            ClassKind::Ordinary => "app",
            _ => "array",
        };
        self.put_entity(step::Class {
            id: entity_id(class),
            name: c.name.to_string(),
            superclass: c.super_class.map_or(0, entity_id),
            interfaces: c.interfaces.iter().map(|&s| entity_id(s)).collect(),
            sourceFile: c.source_file().unwrap_or("").to_string(),
            access: i64::from(c.access),
            instanceSize: if c.is_interface() || c.is_array() || c.access & 0x0400 != 0 {
                0
            } else {
                c.instance_size as i64
            },
            loader: loader.to_string(),
            bytes: c.file.as_ref().map_or_else(Vec::new, |f| f.bytes.to_vec()),
        });
        for (index, &m) in c.methods.iter().enumerate() {
            let mm = rt.method(m);
            self.put_entity(step::Method {
                id: entity_id(m),
                class: entity_id(class),
                name: mm.name.to_string(),
                descriptor: mm.descriptor.to_string(),
                access: i64::from(mm.access),
                index: index as i64,
            });
        }
        for f in &c.fields {
            self.put_entity(step::Field {
                id: entity_id(f.id),
                class: entity_id(class),
                name: f.name.to_string(),
                descriptor: f.descriptor.to_string(),
                access: i64::from(f.access),
            });
        }
        if self.on(Group::Class) {
            self.put(step::ClassLoad {
                thread: entity_id(thread),
                time: clock as i64,
                class: entity_id(class),
            });
        }
    }

    #[inline]
    pub(crate) fn ensure_method(&mut self, rt: &Runtime, clock: u64, thread: u32, m: MethodId) {
        if self.methods.get(m as usize).copied() != Some(true) {
            let c = rt.method(m).class;
            self.ensure_class(rt, clock, thread, c);
        }
    }

    #[inline]
    fn ensure_field(&mut self, rt: &Runtime, clock: u64, thread: u32, f: u32) {
        if self.fields.get(f as usize).copied() != Some(true) {
            let c = rt.field_table[f as usize].0;
            self.ensure_class(rt, clock, thread, c);
        }
    }

    /// The site id of (method, bci), writing its Site record (and, if need
    /// be, its method's class) the first time.
    #[inline]
    pub(crate) fn site(
        &mut self,
        rt: &Runtime,
        clock: u64,
        thread: u32,
        method: MethodId,
        b: u32,
    ) -> i64 {
        match self.known_site(method, b) {
            Some(id) => id,
            None => self.new_site(Some((rt, clock, thread)), method, b),
        }
    }

    /// Whether the records of `target` and `receiver` are written (an
    /// invoke naming them writes no entity record first). Loads and
    /// compares only, no call: the metrics thread's invoke hook is a leaf
    /// when it answers.
    #[inline]
    pub(crate) fn written_call(&self, target: MethodId, receiver: Option<ClassId>) -> bool {
        let class_written = |c: ClassId| self.classes.get(c as usize).copied() == Some(true);
        self.methods.get(target as usize).copied() == Some(true)
            && receiver.is_none_or(class_written)
    }

    /// The site id of (method, bci) in a method that has been entered
    /// (so its class is written: see `method_enter`).
    #[inline]
    fn site_known(&mut self, method: MethodId, b: u32) -> i64 {
        match self.known_site(method, b) {
            Some(id) => id,
            None => self.new_site(None, method, b),
        }
    }

    /// The id of a site written before: two bounds checks and two loads,
    /// whole-method sites included (no test for bci `u32::MAX`).
    #[inline]
    fn known_site(&self, method: MethodId, b: u32) -> Option<i64> {
        let id = *self.sites.get(method as usize)?.get(site_slot(b))?;
        (id != 0).then_some(id)
    }

    #[cold]
    #[inline(never)]
    fn new_site(&mut self, ctx: Option<(&Runtime, u64, u32)>, method: MethodId, b: u32) -> i64 {
        if let Some((rt, clock, thread)) = ctx {
            self.ensure_method(rt, clock, thread, method);
        }
        let (m, i) = (method as usize, site_slot(b));
        if self.sites.len() <= m {
            self.sites.resize_with(m + 1, Vec::new);
        }
        let per_method = &mut self.sites[m];
        if per_method.len() <= i {
            per_method.resize(i + 1, 0);
        }
        let slot = &mut per_method[i];
        if *slot != 0 {
            return *slot;
        }
        let id = self.next_site;
        self.next_site += 1;
        *slot = id;
        self.put_entity(step::Site {
            id,
            method: entity_id(method),
            bci: bci(b),
        });
        id
    }
}

/// The field and invoke hooks, one function per record type (and the
/// written half of the call hook): the
/// interpreter's call sites know the type, so the hook they call tests no
/// kind; its common case (the entities named are written) is a lookup and
/// the record, its first occurrences go out of line.
impl<O: RecordSink> JvmRecorder<O> {
    /// A `FieldRead` (getstatic).
    #[inline(never)]
    fn field_read_record(&mut self, rt: &Runtime, clock: u64, thread: u32, site: Site, f: u32) {
        self.field_record(rt, clock, thread, site, f, |thread, time, site, field| {
            step::FieldRead {
                thread,
                time,
                site,
                field,
            }
        });
    }

    /// A `FieldWrite` (putstatic).
    #[inline(never)]
    fn field_write_record(&mut self, rt: &Runtime, clock: u64, thread: u32, site: Site, f: u32) {
        self.field_record(rt, clock, thread, site, f, |thread, time, site, field| {
            step::FieldWrite {
                thread,
                time,
                site,
                field,
            }
        });
    }

    /// An `InstanceFieldRead` (getfield) of the object with id `o`.
    #[inline(never)]
    fn instance_field_read_record(
        &mut self,
        rt: &Runtime,
        clock: u64,
        thread: u32,
        site: Site,
        f: u32,
        o: u64,
    ) {
        self.field_record(rt, clock, thread, site, f, |thread, time, site, field| {
            step::InstanceFieldRead {
                thread,
                time,
                site,
                field,
                object: o as i64,
            }
        });
    }

    /// An `InstanceFieldWrite` (putfield) of the object with id `o`.
    #[inline(never)]
    fn instance_field_write_record(
        &mut self,
        rt: &Runtime,
        clock: u64,
        thread: u32,
        site: Site,
        f: u32,
        o: u64,
    ) {
        self.field_record(rt, clock, thread, site, f, |thread, time, site, field| {
            step::InstanceFieldWrite {
                thread,
                time,
                site,
                field,
                object: o as i64,
            }
        });
    }

    /// A field record, made by `record` from its thread, time, site and
    /// field ids, after the entities it names.
    #[inline(always)]
    fn field_record<R: step::Encode + Into<step::AnyRecord>>(
        &mut self,
        rt: &Runtime,
        clock: u64,
        thread: u32,
        site: Site,
        f: u32,
        record: impl FnOnce(i64, i64, i64, i64) -> R,
    ) {
        self.ensure_field(rt, clock, thread, f);
        let site = self.site(rt, clock, thread, site.method, site.bci);
        self.put(record(entity_id(thread), clock as i64, site, entity_id(f)));
    }

    /// An `Invoke` (invokestatic, invokespecial: no dispatch).
    #[inline(never)]
    fn invoke_record(&mut self, rt: &Runtime, clock: u64, thread: u32, site: Site, m: MethodId) {
        self.ensure_method(rt, clock, thread, m);
        let site = self.site(rt, clock, thread, site.method, site.bci);
        self.put(step::Invoke {
            thread: entity_id(thread),
            time: clock as i64,
            site,
            target: entity_id(m),
        });
    }

    /// A `DispatchInvoke` of `m` on a receiver of class `c`.
    #[inline(never)]
    fn dispatch_invoke_record(
        &mut self,
        rt: &Runtime,
        clock: u64,
        thread: u32,
        site: Site,
        m: MethodId,
        c: ClassId,
    ) {
        self.ensure_method(rt, clock, thread, m);
        self.ensure_class(rt, clock, thread, c);
        let site = self.site(rt, clock, thread, site.method, site.bci);
        self.put(step::DispatchInvoke {
            thread: entity_id(thread),
            time: clock as i64,
            site,
            target: entity_id(m),
            receiverClass: entity_id(c),
        });
    }

    /// The `MethodEnter` of a call the fast loop makes that the trace
    /// writes (not implied): out of line, so that the loop keeps only the
    /// test of [`EventSink::invoked_method_enter`].
    #[inline(never)]
    fn invoked_method_enter_written(
        &mut self,
        rt: &Runtime,
        clock: u64,
        thread: u32,
        method: MethodId,
    ) {
        self.method_enter(rt, clock, thread, method);
    }
}

/// The interpreter's field and invoke hooks: as the ones above (same
/// entity checks, in the same order, same records), but the op's site id
/// is read from its [`SiteRef`](crate::interp::ops::SiteRef) beside its
/// field id, one load instead of the op's bci and the two-level site
/// table; the first time at an op (the cache empty) goes out of line to
/// the table and fills the cache.
impl<O: RecordSink> JvmRecorder<O> {
    /// A `FieldRead` (getstatic) at op `at`.
    #[inline(never)]
    fn op_field_read_record(&mut self, rt: &Runtime, clock: u64, thread: u32, at: OpAt<'_>) {
        self.op_field_record(rt, clock, thread, at, |thread, time, site, field| {
            step::FieldRead {
                thread,
                time,
                site,
                field,
            }
        });
    }

    /// A `FieldWrite` (putstatic) at op `at`.
    #[inline(never)]
    fn op_field_write_record(&mut self, rt: &Runtime, clock: u64, thread: u32, at: OpAt<'_>) {
        self.op_field_record(rt, clock, thread, at, |thread, time, site, field| {
            step::FieldWrite {
                thread,
                time,
                site,
                field,
            }
        });
    }

    /// An `InstanceFieldRead` (getfield) at op `at` of the object with id `o`.
    #[inline(never)]
    fn op_instance_field_read_record(
        &mut self,
        rt: &Runtime,
        clock: u64,
        thread: u32,
        at: OpAt<'_>,
        o: u64,
    ) {
        self.op_field_record(rt, clock, thread, at, |thread, time, site, field| {
            step::InstanceFieldRead {
                thread,
                time,
                site,
                field,
                object: o as i64,
            }
        });
    }

    /// An `InstanceFieldWrite` (putfield) at op `at` of the object with id `o`.
    #[inline(never)]
    fn op_instance_field_write_record(
        &mut self,
        rt: &Runtime,
        clock: u64,
        thread: u32,
        at: OpAt<'_>,
        o: u64,
    ) {
        self.op_field_record(rt, clock, thread, at, |thread, time, site, field| {
            step::InstanceFieldWrite {
                thread,
                time,
                site,
                field,
                object: o as i64,
            }
        });
    }

    /// An `ImpliedFieldAccess` (getfield or putfield whose site, field and
    /// time the readers imply) of the object with id `o`.
    #[inline(always)]
    fn implied_field_record(&mut self, thread: u32, o: u64) {
        self.skipped = -1;
        self.out.put_implied_field(step::ImpliedFieldAccess {
            thread: entity_id(thread),
            object: o as i64,
        });
    }

    /// An `ImpliedStaticAccess` (getstatic or putstatic whose site, field
    /// and time the readers imply).
    #[inline(never)]
    fn implied_static_record(&mut self, thread: u32) {
        // A slim record: no BranchBlocksEnd before it.
        self.skipped = -1;
        self.out.put(step::ImpliedStaticAccess {
            thread: entity_id(thread),
        });
    }

    /// The fast loop's [`Self::op_invoke_record`]: an `ImpliedInvoke` if
    /// [`Self::invoke_implied`]. (A hook of its own that decides first and
    /// then calls the leaf or the full record's hook: the decision at the
    /// start of the full hook paid for its frame on every call.)
    #[inline(never)]
    fn run_invoke_record(
        &mut self,
        rt: &Runtime,
        clock: u64,
        thread: u32,
        at: OpAt<'_>,
        m: MethodId,
    ) {
        if self.invoke_implied(at, LAST_DIRECT) {
            self.implied_invoke_record(thread);
        } else {
            self.op_invoke_record(rt, clock, thread, at, m);
        }
    }

    /// The fast loop's [`Self::op_dispatch_invoke_record`]: an
    /// `ImpliedInvoke` if [`Self::invoke_implied`] (as
    /// [`Self::run_invoke_record`]).
    #[inline(never)]
    fn run_dispatch_invoke_record(
        &mut self,
        rt: &Runtime,
        clock: u64,
        thread: u32,
        at: OpAt<'_>,
        m: MethodId,
        c: ClassId,
    ) {
        if self.invoke_implied(at, c.wrapping_add(1)) {
            self.implied_invoke_record(thread);
        } else {
            self.op_dispatch_invoke_record(rt, clock, thread, at, m, c);
        }
    }

    /// An `ImpliedInvoke` (an invoke whose site, time, target and receiver
    /// class the readers imply).
    #[inline(always)]
    fn implied_invoke_record(&mut self, thread: u32) {
        self.skipped = -1;
        self.out.put_implied_invoke(step::ImpliedInvoke {
            thread: entity_id(thread),
        });
    }

    /// [`field_record`](Self::field_record) at op `at`.
    #[inline(always)]
    fn op_field_record<R: step::Encode + Into<step::AnyRecord>>(
        &mut self,
        rt: &Runtime,
        clock: u64,
        thread: u32,
        at: OpAt<'_>,
        record: impl FnOnce(i64, i64, i64, i64) -> R,
    ) {
        let refs = at.refs();
        let (f, id) = (refs.field.get(), refs.trace.get());
        self.ensure_field(rt, clock, thread, f);
        let site = self.op_site(rt, clock, thread, at, id);
        self.put(record(entity_id(thread), clock as i64, site, entity_id(f)));
    }

    /// An `Invoke` (no dispatch) of `m` at op `at`.
    #[inline(never)]
    fn op_invoke_record(
        &mut self,
        rt: &Runtime,
        clock: u64,
        thread: u32,
        at: OpAt<'_>,
        m: MethodId,
    ) {
        self.ensure_method(rt, clock, thread, m);
        let site = self.op_site(rt, clock, thread, at, at.refs().trace.get());
        self.put(step::Invoke {
            thread: entity_id(thread),
            time: clock as i64,
            site,
            target: entity_id(m),
        });
        at.refs().last_invoke().set(LAST_DIRECT);
    }

    /// A `DispatchInvoke` of `m` on a receiver of class `c` at op `at`.
    #[inline(never)]
    fn op_dispatch_invoke_record(
        &mut self,
        rt: &Runtime,
        clock: u64,
        thread: u32,
        at: OpAt<'_>,
        m: MethodId,
        c: ClassId,
    ) {
        self.ensure_method(rt, clock, thread, m);
        self.ensure_class(rt, clock, thread, c);
        let site = self.op_site(rt, clock, thread, at, at.refs().trace.get());
        self.put(step::DispatchInvoke {
            thread: entity_id(thread),
            time: clock as i64,
            site,
            target: entity_id(m),
            receiverClass: entity_id(c),
        });
        at.refs().last_invoke().set(c.wrapping_add(1));
    }

    /// Whether the fast loop's invoke at op `at` is written as
    /// `ImpliedInvoke` (its readers imply its site, time, target and
    /// receiver class), `last` being what the op's full record would note
    /// ([`SiteRef::last_invoke`](crate::interp::ops::SiteRef::last_invoke)):
    /// the op's block started in the run (`run_state`), and the op's last
    /// full record was of this kind and receiver class, so of this target
    /// (an op's target follows from them); its site and a full record at
    /// it were written.
    #[inline(always)]
    fn invoke_implied(&self, at: OpAt<'_>, last: u32) -> bool {
        (self.run_state >> 8) as u8 == 1 && at.refs().last_invoke().get() == last
    }

    /// The site id of op `at`, `id` as read from its cache (0: empty).
    #[inline(always)]
    pub(crate) fn op_site(
        &mut self,
        rt: &Runtime,
        clock: u64,
        thread: u32,
        at: OpAt<'_>,
        id: u32,
    ) -> i64 {
        if id != 0 {
            i64::from(id)
        } else {
            self.op_site_first(rt, clock, thread, at)
        }
    }

    /// The site id of op `at` from the site table (writing its Site record
    /// the first time), kept in the op's cache if it fits.
    #[cold]
    #[inline(never)]
    fn op_site_first(&mut self, rt: &Runtime, clock: u64, thread: u32, at: OpAt<'_>) -> i64 {
        let s = at.site();
        let id = self.site(rt, clock, thread, s.method, s.bci);
        if let Ok(cached) = u32::try_from(id) {
            at.refs().trace.set(cached);
        }
        id
    }
}

/// Where a site's id is kept in its method's table: the bytecode index + 1,
/// so that the method as a whole (bci `u32::MAX`) is slot 0.
#[inline]
fn site_slot(b: u32) -> usize {
    b.wrapping_add(1) as usize
}

#[allow(clippy::too_many_arguments)]
impl<O: RecordSink> EventSink for JvmRecorder<O> {
    const ENABLED: bool = true;

    #[inline]
    fn groups(&self) -> Groups {
        self.groups
    }

    fn class_load(&mut self, rt: &Runtime, clock: u64, thread: u32, class: ClassId) {
        // Without group "class", classes are written when first named.
        if self.on(Group::Class) {
            self.ensure_class(rt, clock, thread, class);
        }
    }

    fn thread_start(
        &mut self,
        rt: &Runtime,
        clock: u64,
        thread: u32,
        object: Ref,
        parent: Option<u32>,
    ) {
        let (mut name, mut daemon, mut oid) = (String::new(), false, 0);
        if object != NULL {
            let class = rt.class_of(object);
            oid = rt.heap.get(object).id;
            if let Some(f) = rt.find_field(class, "name") {
                let s = rt.field(object, f.slot) as Ref;
                if s != NULL {
                    name = rt.string_to_rust(s);
                }
            }
            if let Some(f) = rt.find_field(class, "daemon") {
                daemon = rt.field(object, f.slot) != 0;
            }
        } else if thread == 0 {
            // The main thread starts before its Thread object exists.
            name = "main".to_string();
        }
        // The bits of the running thread first: another thread's records
        // follow (and the end of its known accesses).
        self.end_thread_bits();
        self.end_known_accesses();
        // The entity is written whatever the groups: every event names
        // its thread.
        self.put_entity(step::Thread {
            id: entity_id(thread),
            name,
            parent: parent.map_or(0, entity_id),
            object: oid as i64,
            daemon: i64::from(daemon),
        });
        if self.on(Group::Thread) {
            self.put(step::ThreadStart {
                thread: entity_id(thread),
                time: clock as i64,
            });
        }
    }

    fn thread_end(&mut self, clock: u64, thread: u32) {
        // The thread's bits before its end. Its ThreadEnd is a record of
        // its own, after its known accesses; another thread's (or none)
        // needs their end first.
        self.end_thread_bits();
        if self.known_thread != thread || !self.on(Group::Thread) {
            self.end_known_accesses();
        }
        if self.on(Group::Thread) {
            self.put(step::ThreadEnd {
                thread: entity_id(thread),
                time: clock as i64,
            });
        }
    }

    #[inline]
    fn method_enter(&mut self, rt: &Runtime, clock: u64, thread: u32, method: MethodId) {
        // Whatever the groups: the sites of later events in this
        // activation (bytecode, arrays, values, monitors, handlers) name
        // the method without looking it up.
        self.known_push(thread);
        self.ensure_method(rt, clock, thread, method);
        if self.on(Group::Method) {
            self.put(step::MethodEnter {
                thread: entity_id(thread),
                time: clock as i64,
                method: entity_id(method),
            });
        }
    }

    #[inline(always)]
    fn invoked_method_enter(
        &mut self,
        rt: &Runtime,
        clock: u64,
        thread: u32,
        invoker: u32,
        method: MethodId,
        ends_slice: bool,
    ) {
        // One test per call, of the recorder's own flag: a local flag in the
        // fast loop instead cost the loop more than it saved (register
        // pressure, docs/perf-log.md session 11). The test inline in the
        // loop, the rest out of line: called for every call, the hook cost
        // ~50 instructions a call to return at once (docs/perf-log.md,
        // session 14).
        if self.rules.method_enters && !ends_slice && thread == invoker {
            self.known_push(thread);
            return;
        }
        self.invoked_method_enter_written(rt, clock, thread, method);
    }

    #[inline]
    fn method_exit(&mut self, clock: u64, thread: u32, method: MethodId, by_exception: bool) {
        self.known_pop(thread);
        if self.on(Group::Method) {
            self.put(step::MethodExit {
                thread: entity_id(thread),
                time: clock as i64,
                method: entity_id(method),
                exceptional: i64::from(by_exception),
            });
        }
    }

    #[inline]
    fn returned_method_exit(
        &mut self,
        clock: u64,
        thread: u32,
        frame_thread: u32,
        method: MethodId,
        ends_slice: bool,
        block_in_run: impl FnOnce() -> bool,
    ) {
        // The recorder's flag first: the loop's own test is only made for
        // a trace that leaves exits out.
        if self.rules.method_exits && !ends_slice && thread == frame_thread && block_in_run() {
            if self.pending >= 0 && self.word >= BITS_AT_RETURN {
                // Bits at implied returns in a chain: chains long enough
                // to fill words (runs no longer end at a `checkcast`, a
                // switch or a `dup_x1`) would write them only when full,
                // at random places of the program's loops.
                self.write_branch_bits();
            }
            self.known_pop(thread);
            return;
        }
        self.method_exit(clock, thread, method, false);
    }

    #[inline]
    fn implies_entry_blocks(&self) -> bool {
        self.rules.entry_blocks
    }

    #[inline]
    fn implies_return_blocks(&self) -> bool {
        self.rules.return_blocks
    }

    #[inline(always)]
    fn run_start(&mut self, thread: u32, frame_thread: u32) {
        self.run_state = if thread != frame_thread {
            RUN_NO_FIELD_SITES | RUN_NO_INVOKE_SITES
        } else {
            let fields = if self.rules.field_sites {
                0
            } else {
                RUN_NO_FIELD_SITES
            };
            let invokes = if self.rules.invoke_sites {
                0
            } else {
                RUN_NO_INVOKE_SITES
            };
            // (The bits are the scheduler's current thread's.)
            let branches = if self.rules.branch_blocks && thread == self.word_thread {
                0
            } else {
                RUN_NO_BRANCH_BLOCKS
            };
            // A run that continues the last run's block (one instruction,
            // run by the full loop, between them) keeps its block bits:
            // that block started in a run and ran straight since, the
            // full loop's op writing its full records.
            fields | invokes | branches | (self.run_state & self.run_kept)
        };
    }

    #[inline(always)]
    fn run_continues(&mut self, straight: bool) {
        self.run_kept = if straight { RUN_BLOCKS } else { 0 };
    }

    #[inline(always)]
    fn run_block_enter(&mut self, clock: u64, thread: u32, site: Site, block: u32) {
        if (self.run_state >> 16) as u8 == 1 {
            // An implied branch block: the run raised a block start
            // before, and this one is entered from the last, which ran
            // straight, by a branch or a fall-through (the fast loop
            // raises calls' and returns' blocks through `entry_block`,
            // switches and handlers are the full loop's). Its bit: next
            // block in bytecode order (`next`), or the branch target.
            let bit = u64::from(block == self.next);
            self.next = block.wrapping_add(1);
            self.pending = clock as i64;
            self.word = (self.word << 1) | bit;
            if (self.word as i64) < 0 {
                self.write_branch_bits();
            }
            return;
        }
        self.run_state |= RUN_BLOCKS;
        self.next = block.wrapping_add(1);
        self.block_enter(clock, thread, site, block);
    }

    #[inline(always)]
    fn run_switch_block_enter(&mut self, clock: u64, thread: u32, site: Site, block: u32) {
        // Written (an explicit BlockEnter ends pending implied branch
        // blocks first); the run raised it, and the next implied branch
        // block's bit is taken against it.
        self.run_state |= RUN_BLOCKS;
        self.next = block.wrapping_add(1);
        self.block_enter(clock, thread, site, block);
    }

    #[inline]
    fn entry_block(&mut self, clock: u64, thread: u32, _: Site, block: u32) {
        // (Only the fast loop raises entry blocks.)
        self.run_state |= RUN_BLOCKS;
        self.next = block.wrapping_add(1);
        if self.pending >= 0 {
            // After implied branch blocks: the BranchBlocksEnd that ends
            // them names this block's time, and implies it as readers
            // follow the call or return.
            self.pending = clock as i64;
            return;
        }
        self.out.put_entry_block(step::BlockEnter {
            thread: entity_id(thread),
            time: clock as i64,
            block: i64::from(block),
        });
    }

    #[inline(never)]
    fn settle(&mut self) {
        // Out of line: the fast loop calls it when it leaves after holding
        // a block (inlined there, it changed the loop's code around it).
        // With implied branch blocks pending, nothing: their
        // BranchBlocksEnd comes before the next record, explicit block or
        // thread switch, and implies any entry block held before them as
        // a record of the loop does; until then they may go on after one
        // op of the full loop that writes nothing (`run_continues`). (So
        // the loop need not settle when it held no block.)
        if self.pending < 0 {
            self.out.settle();
        }
    }

    fn slice_start(&mut self, thread: u32) {
        if thread != self.word_thread {
            // Another thread's records follow: the last one's blocks and
            // bits first, then the end of its known accesses.
            self.end_thread_bits();
            self.end_known_accesses();
            self.word_thread = thread;
        }
        if thread != self.known_thread {
            self.switch_known(thread);
        }
    }

    #[inline]
    fn block_enter(&mut self, clock: u64, thread: u32, _: Site, block: u32) {
        // Group "block" is on: the interpreter skips this hook otherwise.
        // Implied branch blocks pending end before an explicit block.
        if self.pending >= 0 {
            self.branch_blocks_end();
        }
        self.skipped = -1;
        self.out.put_block(step::BlockEnter {
            thread: entity_id(thread),
            time: clock as i64,
            block: i64::from(block),
        });
    }

    #[inline(always)]
    fn invoke(
        &mut self,
        rt: &Runtime,
        clock: u64,
        thread: u32,
        site: Site,
        target: MethodId,
        receiver: Option<ClassId>,
    ) {
        // Group "invoke" is on: the interpreter skips this hook otherwise.
        // Inlined into the call site, where `receiver` is known: a call
        // of the record type's own hook, with no test of the kind.
        match receiver {
            None => self.invoke_record(rt, clock, thread, site, target),
            Some(c) => self.dispatch_invoke_record(rt, clock, thread, site, target, c),
        }
    }

    #[inline(always)]
    fn op_invoke(
        &mut self,
        rt: &Runtime,
        clock: u64,
        thread: u32,
        at: OpAt<'_>,
        target: MethodId,
        receiver: Option<ClassId>,
    ) {
        // The full loop's: always the full record (as `invoke`, with the
        // site read beside the op).
        match receiver {
            None => self.op_invoke_record(rt, clock, thread, at, target),
            Some(c) => self.op_dispatch_invoke_record(rt, clock, thread, at, target, c),
        }
    }

    #[inline(always)]
    fn op_run_invoke(
        &mut self,
        rt: &Runtime,
        clock: u64,
        thread: u32,
        at: OpAt<'_>,
        target: MethodId,
        receiver: Option<ClassId>,
    ) {
        // The record type's own hook, which decides whether the record is
        // implied (out of line: a test inline at every call site cost the
        // loop more than the call).
        match receiver {
            None => self.run_invoke_record(rt, clock, thread, at, target),
            Some(c) => self.run_dispatch_invoke_record(rt, clock, thread, at, target, c),
        }
    }

    #[inline(always)]
    fn op_field(
        &mut self,
        rt: &Runtime,
        clock: u64,
        thread: u32,
        at: OpAt<'_>,
        object: Option<u64>,
        write: bool,
    ) {
        // As `field`, with the site and field read beside the op.
        match (object, write) {
            (None, false) => self.op_field_read_record(rt, clock, thread, at),
            (None, true) => self.op_field_write_record(rt, clock, thread, at),
            (Some(o), false) => {
                self.known_set(thread, at);
                self.op_instance_field_read_record(rt, clock, thread, at, o)
            }
            (Some(o), true) => {
                self.known_set(thread, at);
                self.op_instance_field_write_record(rt, clock, thread, at, o)
            }
        }
    }

    #[inline(always)]
    fn run_field(
        &mut self,
        rt: &Runtime,
        clock: u64,
        thread: u32,
        at: OpAt<'_>,
        object: Option<u64>,
        write: bool,
    ) {
        // The op's block started in the run (`run_state`), and its site
        // id is cached: its Site and a full record at it were written (the
        // cache is filled on the first record's way).
        if self.run_state as u8 == 1 && at.refs().trace.get() != 0 {
            match object {
                Some(o) => {
                    // Known field objects: an op local-sourced from local
                    // n whose object a record of the activation named
                    // writes nothing (its time noted for the end).
                    // (The run's events name the thread whose frames run,
                    // the scheduler's: `known_thread`.)
                    debug_assert_eq!(thread, self.known_thread);
                    let n = u32::from(at.local_src());
                    if n < self.known_limit {
                        let bit = 1u64 << n;
                        if self.known & bit != 0 {
                            self.skipped = clock as i64;
                            return;
                        }
                        self.known |= bit;
                    }
                    self.implied_field_record(thread, o)
                }
                None => self.implied_static_record(thread),
            }
        } else {
            self.op_field(rt, clock, thread, at, object, write);
        }
    }

    #[inline(always)]
    fn field(
        &mut self,
        rt: &Runtime,
        clock: u64,
        thread: u32,
        site: Site,
        field: u32,
        object: Option<u64>,
        write: bool,
    ) {
        // Group "field" is on: the interpreter skips this hook otherwise.
        // Inlined into the call site, where `object` and `write` are
        // known: a call of the record type's own hook, with no test of
        // the kind.
        match (object, write) {
            (None, false) => self.field_read_record(rt, clock, thread, site, field),
            (None, true) => self.field_write_record(rt, clock, thread, site, field),
            (Some(o), false) => self.instance_field_read_record(rt, clock, thread, site, field, o),
            (Some(o), true) => self.instance_field_write_record(rt, clock, thread, site, field, o),
        }
    }

    #[inline]
    fn allocation(&mut self, rt: &Runtime, clock: u64, thread: u32, a: Allocation) {
        // Group "alloc" is on: the interpreter skips this hook otherwise.
        self.ensure_class(rt, clock, thread, a.class);
        let site = self.site(rt, clock, thread, a.site.method, a.site.bci);
        let (thread, time, class) = (entity_id(thread), clock as i64, entity_id(a.class));
        match a.length {
            None => self.put(step::Allocation {
                thread,
                time,
                site,
                class,
                size: a.size as i64,
                object: a.object as i64,
            }),
            Some(n) => self.put(step::ArrayAllocation {
                thread,
                time,
                site,
                class,
                size: a.size as i64,
                object: a.object as i64,
                length: i64::from(n),
            }),
        }
    }

    fn gc(&mut self, thread: u32, c: &Collection) {
        if !self.on(Group::Gc) {
            return;
        }
        let (thread, time, n) = (entity_id(thread), c.clock as i64, i64::from(c.number));
        self.put(step::GCStart {
            thread,
            time,
            collection: n,
        });
        for &d in &c.dead {
            self.put(step::ObjectDeath {
                thread,
                time,
                object: d as i64,
                collection: n,
            });
        }
        self.put(step::GCFinish {
            thread,
            time,
            collection: n,
            objectsBefore: c.objects_before as i64,
            bytesBefore: c.bytes_before as i64,
            objectsAfter: c.objects_after as i64,
            bytesAfter: c.bytes_after as i64,
        });
    }

    fn monitor(&mut self, clock: u64, thread: u32, site: Site, event: MonitorEvent, object: u64) {
        if !self.on(Group::Lock) {
            return;
        }
        // Monitor hooks are raised where the method is running (or, for
        // a synchronized method, entered): its class is written already.
        let site = self.site_known(site.method, site.bci);
        let (thread, time, object) = (entity_id(thread), clock as i64, object as i64);
        match event {
            MonitorEvent::Enter => self.put(step::MonitorEnter {
                thread,
                time,
                site,
                object,
            }),
            MonitorEvent::ContendedEnter => self.put(step::MonitorContendedEnter {
                thread,
                time,
                site,
                object,
            }),
            MonitorEvent::Entered => self.put(step::MonitorEntered {
                thread,
                time,
                site,
                object,
            }),
            MonitorEvent::Exit => self.put(step::MonitorExit {
                thread,
                time,
                site,
                object,
            }),
            MonitorEvent::Wait { timeout_ms } => self.put(step::MonitorWait {
                thread,
                time,
                site,
                object,
                timeout: timeout_ms as i64,
            }),
            MonitorEvent::Waited { timed_out } => self.put(step::MonitorWaited {
                thread,
                time,
                site,
                object,
                timedOut: i64::from(timed_out),
            }),
            MonitorEvent::Notify { all } => self.put(step::Notify {
                thread,
                time,
                site,
                object,
                all: i64::from(all),
            }),
        }
    }

    fn exception_throw(
        &mut self,
        rt: &Runtime,
        clock: u64,
        thread: u32,
        site: Site,
        class: ClassId,
        object: u64,
    ) {
        if !self.on(Group::Exception) {
            return;
        }
        self.ensure_class(rt, clock, thread, class);
        let site = self.site(rt, clock, thread, site.method, site.bci);
        self.put(step::ExceptionThrow {
            thread: entity_id(thread),
            time: clock as i64,
            site,
            class: entity_id(class),
            object: object as i64,
        });
    }

    fn exception_catch(&mut self, clock: u64, thread: u32, site: Site, object: u64) {
        // The catching frame's known objects are forgotten.
        self.known_clear(thread, u64::MAX);
        if !self.on(Group::Exception) {
            return;
        }
        let site = self.site_known(site.method, site.bci);
        self.put(step::ExceptionCatch {
            thread: entity_id(thread),
            time: clock as i64,
            site,
            object: object as i64,
        });
    }

    #[inline(always)]
    fn local_store(&mut self, thread: u32, local: u16) {
        // (Equal to clearing at `astore` only: after any other store to
        // the local, verified code stores a reference there before any
        // `aload` of it.)
        if local < 64 {
            self.known_clear(thread, 1u64 << local);
        }
    }

    #[inline]
    fn bytecode(&mut self, clock: u64, thread: u32, site: Site, opcode: u8) {
        let site = self.site_known(site.method, site.bci);
        self.put(step::Bytecode {
            thread: entity_id(thread),
            time: clock as i64,
            site,
            opcode: i64::from(opcode),
        });
    }

    #[inline]
    fn implies_bytecodes(&self) -> bool {
        self.rules.bytecodes
    }

    #[inline]
    fn implies_branch_outcomes(&self) -> bool {
        self.rules.branch_outcomes
    }

    #[inline]
    fn bytecode_run(&mut self, clock: u64, thread: u32, site: Site, opcode: u8) {
        let site = self.site_known(site.method, site.bci);
        self.put(step::BytecodeRun {
            thread: entity_id(thread),
            time: clock as i64,
            site,
            opcode: i64::from(opcode),
        });
    }

    #[inline]
    fn array(&mut self, clock: u64, thread: u32, site: Site, array: u64, index: i32, store: bool) {
        let site = self.site_known(site.method, site.bci);
        let (thread, time, array, index) = (
            entity_id(thread),
            clock as i64,
            array as i64,
            i64::from(index),
        );
        if store {
            self.put(step::ArrayStore {
                thread,
                time,
                site,
                array,
                index,
            });
        } else {
            self.put(step::ArrayLoad {
                thread,
                time,
                site,
                array,
                index,
            });
        }
    }

    #[inline]
    fn value(&mut self, clock: u64, thread: u32, site: Site, value: Value) {
        let site = self.site_known(site.method, site.bci);
        let (thread, time) = (entity_id(thread), clock as i64);
        match value {
            Value::Int(value) => self.put(step::IntValue {
                thread,
                time,
                site,
                value,
            }),
            Value::Float(value) => self.put(step::FloatValue {
                thread,
                time,
                site,
                value,
            }),
            Value::Ref(object) => self.put(step::RefValue {
                thread,
                time,
                site,
                object: object as i64,
            }),
            Value::Receiver(object) => self.put(step::Receiver {
                thread,
                time,
                site,
                object: object as i64,
            }),
            Value::Branch(outcome) => self.put(step::BranchOutcome {
                thread,
                time,
                site,
                outcome: i64::from(outcome),
            }),
        }
    }
}
