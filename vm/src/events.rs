//! The interpreter's event interface.
//!
//! The interpreter is generic over an [`EventSink`] and calls it with static
//! dispatch; every call sits behind the sink's associated `ENABLED`
//! constant, so with [`NullSink`] the calls and their argument preparation
//! vanish at compile time and an untraced run compiles to the interpreter
//! without tracing. Every event carries the thread and the clock (executed
//! bytecodes, counting the current instruction).

use crate::heap::{Collection, Ref};
use crate::interp::ops::{Code, SiteRef};
use crate::runtime::{ClassId, MethodId, Runtime};

/// A bytecode position: method and bytecode index.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Site {
    /// The method.
    pub method: MethodId,
    /// The bytecode index.
    pub bci: u32,
}

/// The op raising a field or invoke event (in either loop): its code, op
/// index and method, from which a sink reads the site (and field) it
/// needs, so that one that keeps its own per-op data beside them
/// ([`SiteRef::trace`]) need not look the site up.
#[derive(Debug, Clone, Copy)]
pub struct OpAt<'a> {
    code: &'a Code,
    at: u32,
    method: MethodId,
}

impl<'a> OpAt<'a> {
    /// Op `at` of `code`, of method `method`.
    ///
    /// # Safety
    /// `at` is below `code.ops.len()` (the per-op tables are read unchecked).
    #[inline(always)]
    pub unsafe fn new(code: &'a Code, at: usize, method: MethodId) -> Self {
        debug_assert!(at < code.ops.len());
        OpAt {
            code,
            at: at as u32,
            method,
        }
    }

    /// The op's site.
    #[inline(always)]
    pub fn site(self) -> Site {
        Site {
            method: self.method,
            // SAFETY: `at` is an op index (`new`), and `bci` has one per op.
            bci: unsafe { *self.code.bci.get_unchecked(self.at as usize) },
        }
    }

    /// The op's opcode as in the class file ([`Code::opcodes`]): in traced
    /// code, which has them; 0 in code without them.
    #[inline(always)]
    pub fn opcode(self) -> u8 {
        self.code
            .opcodes
            .get(self.at as usize)
            .copied()
            .unwrap_or(0)
    }

    /// The local the op is local-sourced from ([`Code::local_src`]), or
    /// [`NOT_SOURCED`](crate::interp::ops::NOT_SOURCED).
    #[inline(always)]
    pub fn local_src(self) -> u8 {
        // SAFETY: `at` is an op index (`new`), and `local_src` has one per
        // op.
        unsafe { *self.code.local_src.get_unchecked(self.at as usize) }
    }

    /// The op's [`SiteRef`]: its field id and trace site id.
    #[inline(always)]
    pub fn refs(self) -> &'a SiteRef {
        // SAFETY: `at` is an op index (`new`), and `site_ref` has one per op.
        unsafe { self.code.site_ref.get_unchecked(self.at as usize) }
    }
}

/// An allocation, as reported to [`EventSink::allocation`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Allocation {
    /// Where (the `new`/`newarray`/… instruction).
    pub site: Site,
    /// The class or array class.
    pub class: ClassId,
    /// Array length, for arrays.
    pub length: Option<u32>,
    /// Size in the size model.
    pub size: u64,
    /// The new object's id.
    pub object: u64,
}

/// Monitor events.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum MonitorEvent {
    /// `monitorenter` or synchronized-method entry succeeded at once.
    Enter,
    /// The monitor was owned by another thread: the thread blocks.
    ContendedEnter,
    /// A blocked thread acquired the monitor.
    Entered,
    /// The monitor was released (one level).
    Exit,
    /// `wait()` began; `timeout_ms` 0 waits until notified.
    Wait {
        /// The timeout in milliseconds as passed to `wait`.
        timeout_ms: u64,
    },
    /// `wait()` ended: the thread owns the monitor again.
    Waited {
        /// Whether the timeout elapsed (false: notified or interrupted).
        timed_out: bool,
    },
    /// `notify` (`all` false) or `notifyAll` (`all` true).
    Notify {
        /// `notifyAll`.
        all: bool,
    },
}

/// A value an instruction produced, as reported to [`EventSink::value`]
/// (group `values`: what whole execution traces need).
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Value {
    /// An integral value loaded by a field or array load (boolean, byte,
    /// char, short, int, long), sign-extended (char zero-extended).
    Int(i64),
    /// A `float` or `double` loaded by a field or array load.
    Float(f64),
    /// A reference loaded by a field or array load: the object id, 0 for null.
    Ref(u64),
    /// The receiver object id of an invokevirtual, invokeinterface or
    /// invokespecial (and of invokevirtual calls linked directly).
    Receiver(u64),
    /// A conditional branch (1 taken, 0 fall through) or a switch (index
    /// of the matching case in its table, -1 for the default).
    Branch(i32),
}

/// One event group of the JVM event schema (`<group:"...">` in
/// `vm/schema/jvm.stepdl`): a sink records the events of the groups it is
/// given, and the interpreter skips the hot hooks of groups nobody wants.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[repr(u8)]
pub enum Group {
    /// ClassLoad.
    Class,
    /// ThreadStart, ThreadEnd.
    Thread,
    /// MethodEnter, MethodExit.
    Method,
    /// BlockEnter.
    Block,
    /// Invoke, DispatchInvoke.
    Invoke,
    /// Field reads and writes.
    Field,
    /// ArrayLoad, ArrayStore.
    Arrays,
    /// Allocations.
    Alloc,
    /// GC start/finish and object deaths.
    Gc,
    /// Monitor events.
    Lock,
    /// Exception throw and catch.
    Exception,
    /// One record per executed instruction.
    Bytecode,
    /// Loaded values, receivers, branch outcomes (and array addresses).
    Values,
}

impl Group {
    /// Every group, in schema order.
    pub const ALL: [Group; 13] = [
        Group::Class,
        Group::Thread,
        Group::Method,
        Group::Block,
        Group::Invoke,
        Group::Field,
        Group::Arrays,
        Group::Alloc,
        Group::Gc,
        Group::Lock,
        Group::Exception,
        Group::Bytecode,
        Group::Values,
    ];

    /// The group's name in the schema and on the command line.
    pub fn name(self) -> &'static str {
        match self {
            Group::Class => "class",
            Group::Thread => "thread",
            Group::Method => "method",
            Group::Block => "block",
            Group::Invoke => "invoke",
            Group::Field => "field",
            Group::Arrays => "arrays",
            Group::Alloc => "alloc",
            Group::Gc => "gc",
            Group::Lock => "lock",
            Group::Exception => "exception",
            Group::Bytecode => "bytecode",
            Group::Values => "values",
        }
    }

    /// The group named `name`.
    pub fn from_name(name: &str) -> Option<Group> {
        Group::ALL.into_iter().find(|g| g.name() == name)
    }
}

/// A set of event groups (a bit mask over [`Group`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Groups(u16);

impl Groups {
    /// No group.
    pub const NONE: Groups = Groups(0);
    /// Every group, per-bytecode records included.
    pub const ALL: Groups = Groups((1 << Group::ALL.len()) - 1);
    /// The default groups of `-trace`: everything the metrics and a
    /// control-flow WET need (the schema's group "default": class, thread,
    /// method, block, invoke, field, alloc, gc, lock, exception).
    pub const DEFAULT: Groups = Groups(
        Groups::ALL.0
            & !(1 << Group::Arrays as u16
                | 1 << Group::Bytecode as u16
                | 1 << Group::Values as u16),
    );

    /// Whether `g` is in the set.
    #[inline(always)]
    pub const fn has(self, g: Group) -> bool {
        self.0 & (1 << g as u16) != 0
    }

    /// The set with `g` added.
    pub const fn with(self, g: Group) -> Groups {
        Groups(self.0 | 1 << g as u16)
    }

    /// The set without `g`.
    pub const fn without(self, g: Group) -> Groups {
        Groups(self.0 & !(1 << g as u16))
    }

    /// The union of two sets.
    pub const fn union(self, o: Groups) -> Groups {
        Groups(self.0 | o.0)
    }

    /// The groups in the set, in schema order.
    pub fn iter(self) -> impl Iterator<Item = Group> {
        Group::ALL.into_iter().filter(move |&g| self.has(g))
    }

    /// Parses `-trace-events`: a comma list of group names, `default` and
    /// `all`. An unknown name is an error naming the known groups.
    pub fn parse(list: &str) -> Result<Groups, String> {
        let mut out = Groups::NONE;
        for item in list.split(',').map(str::trim) {
            out = match item {
                "default" => out.union(Groups::DEFAULT),
                "all" => out.union(Groups::ALL),
                _ => match Group::from_name(item) {
                    Some(g) => out.with(g),
                    None => {
                        let known: Vec<_> = Group::ALL.iter().map(|g| g.name()).collect();
                        return Err(format!(
                            "unknown event group '{item}' (groups: {}; or default, all)",
                            known.join(", ")
                        ));
                    }
                },
            };
        }
        Ok(out)
    }
}

impl std::fmt::Display for Groups {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let names: Vec<_> = self.iter().map(Group::name).collect();
        f.write_str(&names.join(","))
    }
}

/// Receives the events the interpreter produces. Every hook has an empty
/// default, so a sink implements only what it records. `thread` is the
/// scheduler's thread index (0 = main); `clock` the executed-bytecode count.
#[allow(unused_variables, clippy::too_many_arguments)]
pub trait EventSink {
    /// Whether this sink wants events at all.
    const ENABLED: bool;

    /// Whether the interpreter's fast loop (without Bytecode events)
    /// raises a block's `BlockEnter` at the jump, branch, call or return
    /// that goes to it, and then dispatches on the block's first op
    /// directly, instead of in the arm of the block's marker op followed by
    /// a second dispatch. The same events in the same order either way;
    /// only the loop's code differs: one dispatch per block instead of two
    /// (the `-metrics` interpreter thread, jess small: 4.8M fewer
    /// dispatches, 2.8% fewer instructions), but the block hooks inlined at
    /// four more places (the STEP sink's loop came out 5% longer in
    /// instructions with it: docs/perf-log.md, session 13).
    const BLOCKS_AT_TRANSFERS: bool = false;

    /// The event groups this sink wants. The interpreter asks once each
    /// time it enters its inner loop (so a sink should not change its
    /// answer while a run is under way) and skips the per-instruction hooks
    /// ([`bytecode`](Self::bytecode), [`array`](Self::array),
    /// [`value`](Self::value), [`block_enter`](Self::block_enter), field,
    /// invoke and allocation hooks) of groups not in the set; other hooks
    /// are called whatever the groups, and the sink filters them.
    fn groups(&self) -> Groups {
        Groups::ALL
    }

    /// A class was loaded and linked (reported at the next safepoint).
    fn class_load(&mut self, rt: &Runtime, clock: u64, thread: u32, class: ClassId) {}
    /// A thread started; `object` is its `java.lang.Thread` (read its id,
    /// name and daemon flag through `rt`); `parent` is the thread that
    /// called `Thread.start` (`None` for the main thread).
    fn thread_start(
        &mut self,
        rt: &Runtime,
        clock: u64,
        thread: u32,
        object: Ref,
        parent: Option<u32>,
    ) {
    }
    /// A thread ended.
    fn thread_end(&mut self, clock: u64, thread: u32) {}
    /// A method starts executing (bytecode or native).
    fn method_enter(&mut self, rt: &Runtime, clock: u64, thread: u32, method: MethodId) {}
    /// [`method_enter`](Self::method_enter) of a call the fast loop makes,
    /// right after the call's invoke event (raised for thread `invoker`,
    /// with the groups "invoke" and "block" on); `ends_slice`: the call
    /// ends the time slice (the loop leaves before the callee's first op).
    /// A sink whose readers imply such records from the invoke (the STEP
    /// trace: `analyzer::records::enters`) leaves it out when `thread` is
    /// `invoker` and the slice goes on: the callee's entry block, written
    /// or implied, comes next. The invoke hook has seen the method.
    #[inline]
    fn invoked_method_enter(
        &mut self,
        rt: &Runtime,
        clock: u64,
        thread: u32,
        invoker: u32,
        method: MethodId,
        ends_slice: bool,
    ) {
        let _ = (invoker, ends_slice);
        self.method_enter(rt, clock, thread, method);
    }
    /// A method returns, normally or (`by_exception`) by an exception.
    fn method_exit(&mut self, clock: u64, thread: u32, method: MethodId, by_exception: bool) {}
    /// [`method_exit`](Self::method_exit) of a normal return the fast loop
    /// makes (events name `thread`, its frames are `frame_thread`'s);
    /// `ends_slice`: the return ends the time slice (the loop leaves before
    /// the caller's next op); `block_in_run()`: the loop raised the start
    /// of the returning block itself, in this run (no other thread ran, no
    /// class was initialized, no monitor or collection stopped the thread
    /// since: the block ran straight). A sink whose readers imply such
    /// exits (the STEP trace: `analyzer::records::exits`) leaves it out
    /// when the threads agree, the slice goes on and the block ran in the
    /// run: the caller's block start comes next, written or implied.
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
        let _ = (frame_thread, ends_slice, block_in_run);
        self.method_exit(clock, thread, method, false);
    }
    /// A basic block starts executing at `site` (method entry, branch
    /// targets, handlers, and after branches, switches, returns, throws and
    /// invokes: see `Code::leaders`); `block` is its index in the method's
    /// block table (`Code::blocks`).
    fn block_enter(&mut self, clock: u64, thread: u32, site: Site, block: u32) {}
    /// The fast loop starts a run of thread `thread` (called each time the
    /// interpreter enters it, before any event): until it leaves, its
    /// block entries come through [`run_block_enter`](Self::run_block_enter)
    /// and its other events name `thread`, but for MethodEnter (see
    /// [`invoked_method_enter`](Self::invoked_method_enter)), which may name
    /// another. A sink can so take the thread of the run's blocks as known.
    /// `frame_thread`: the thread whose frames run (which MethodEnter
    /// names).
    #[inline(always)]
    fn run_start(&mut self, thread: u32, frame_thread: u32) {
        let _ = (thread, frame_thread);
    }
    /// Called before each entry into the fast loop (which may announce a
    /// run, [`run_start`](Self::run_start)): `straight` when exactly one
    /// instruction ran (the clock advanced by one) since the thread's last
    /// run left for the full loop, so that a run starting at an op that is
    /// no block start continues the block that run left, which ran
    /// straight (every control transfer lands on a block start, which
    /// raises its block itself).
    #[inline(always)]
    fn run_continues(&mut self, straight: bool) {
        let _ = straight;
    }
    /// [`block_enter`](Self::block_enter) raised by the fast loop, whose run
    /// [`run_start`](Self::run_start) announced for `thread`.
    #[inline(always)]
    fn run_block_enter(&mut self, clock: u64, thread: u32, site: Site, block: u32) {
        self.block_enter(clock, thread, site, block);
    }
    /// [`run_block_enter`](Self::run_block_enter) of a switch's target,
    /// which the fast loops of the default trace and of `-metrics` run
    /// themselves (a trace's readers
    /// never imply a block entered by a switch from a branch bit).
    #[inline(always)]
    fn run_switch_block_enter(&mut self, clock: u64, thread: u32, site: Site, block: u32) {
        self.run_block_enter(clock, thread, site, block);
    }
    /// Whether the sink may leave out the `BlockEnter` of an activation's
    /// entry block when it directly follows the activation's
    /// `MethodEnter` (the trace's readers imply it: see
    /// `analyzer::records::implied`). Asked once each time the interpreter
    /// enters its inner loop, like [`groups`](Self::groups). If true, the
    /// fast loop raises such entry blocks through
    /// [`entry_block`](Self::entry_block), and calls
    /// [`settle`](Self::settle) whenever it leaves.
    fn implies_entry_blocks(&self) -> bool {
        false
    }
    /// Whether the sink may also leave out the `BlockEnter` of the block a
    /// caller resumes in after a normal return from a call (only asked if
    /// [`implies_entry_blocks`](Self::implies_entry_blocks) and group
    /// "invoke" is on): the fast loop then raises it through
    /// [`entry_block`](Self::entry_block) too.
    fn implies_return_blocks(&self) -> bool {
        false
    }
    /// The entry block of an activation whose `MethodEnter` was the last
    /// event raised, or the block after the invoke of a caller whose
    /// callee's `MethodExit` was (only if
    /// [`implies_entry_blocks`](Self::implies_entry_blocks)).
    /// The sink may leave it out if the next event it records is one its
    /// readers take as implying it, and [`settle`](Self::settle) must
    /// write it if no event followed.
    fn entry_block(&mut self, clock: u64, thread: u32, site: Site, block: u32) {
        self.block_enter(clock, thread, site, block);
    }
    /// The interpreter leaves the loop that raised
    /// [`entry_block`](Self::entry_block): an entry block left out and not
    /// followed by any record yet is written now (the records the full loop
    /// and other threads raise next would not imply it).
    fn settle(&mut self) {}
    /// The scheduler gives thread `thread` its time slice: the events
    /// until the next call name it (but for [`thread_start`](Self::thread_start)
    /// of a new thread). A sink that keeps per-thread state it must write
    /// before another thread's records (the STEP trace's branch bits)
    /// writes it here.
    fn slice_start(&mut self, thread: u32) {}
    /// A call at `site` dispatched to `target`; `receiver` is the receiver's
    /// class for virtual and interface calls.
    fn invoke(
        &mut self,
        rt: &Runtime,
        clock: u64,
        thread: u32,
        site: Site,
        target: MethodId,
        receiver: Option<ClassId>,
    ) {
    }
    /// [`invoke`](Self::invoke) raised by the fast loop, whose run
    /// [`run_start`](Self::run_start) announced for `thread`.
    #[inline(always)]
    fn run_invoke(
        &mut self,
        rt: &Runtime,
        clock: u64,
        thread: u32,
        site: Site,
        target: MethodId,
        receiver: Option<ClassId>,
    ) {
        self.invoke(rt, clock, thread, site, target, receiver);
    }
    /// [`invoke`](Self::invoke) at op `at` (the full loop's).
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
        self.invoke(rt, clock, thread, at.site(), target, receiver);
    }
    /// [`run_invoke`](Self::run_invoke) at op `at` (the fast loop's).
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
        self.run_invoke(rt, clock, thread, at.site(), target, receiver);
    }
    /// A field read or (`write`) write; `object` is the object id for
    /// instance fields. `field` indexes `Runtime::field_table`.
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
    }
    /// [`field`](Self::field) at op `at` (the interpreter's), of the field
    /// its [`SiteRef`] names.
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
        let field = at.refs().field.get();
        self.field(rt, clock, thread, at.site(), field, object, write);
    }
    /// [`op_field`](Self::op_field) of an access the fast loop makes in the
    /// run [`run_start`](Self::run_start) announced. If the run raised a
    /// block start ([`run_block_enter`](Self::run_block_enter) or
    /// [`entry_block`](Self::entry_block)) before it, the op's block
    /// started in the run and ran straight up to the op (every field op
    /// before it in the block raised its event in this run): a sink whose
    /// readers then imply the access's site, field and time (the STEP
    /// trace: `analyzer::records::fields`) writes only its thread and
    /// object, once the op's full record was written.
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
        self.op_field(rt, clock, thread, at, object, write);
    }
    /// An object or array was allocated.
    fn allocation(&mut self, rt: &Runtime, clock: u64, thread: u32, allocation: Allocation) {}
    /// A garbage collection finished (it executes no bytecode: the clock is
    /// the same at start and end).
    fn gc(&mut self, thread: u32, collection: &Collection) {}
    /// A monitor event on object `object` at `site`: the `monitorenter` or
    /// `monitorexit`, the call of `wait`/`notify`/`notifyAll` (the
    /// program's call, past the library's `wait()` wrappers in
    /// `java.lang.Object`), or, with bci `u32::MAX`, a synchronized method
    /// entered or left.
    fn monitor(&mut self, clock: u64, thread: u32, site: Site, event: MonitorEvent, object: u64) {}
    /// An exception of `class` (object id `object`) was thrown at `site`.
    fn exception_throw(
        &mut self,
        rt: &Runtime,
        clock: u64,
        thread: u32,
        site: Site,
        class: ClassId,
        object: u64,
    ) {
    }
    /// The exception `object` was caught by the handler at `site`.
    fn exception_catch(&mut self, clock: u64, thread: u32, site: Site, object: u64) {}
    /// The running frame of `thread` (the thread whose frames run, as
    /// `MethodEnter` names it) stored a value in local `local` (any
    /// one-slot store: `astore`, `istore`, `fstore`); called by traced
    /// runs only, for the rule of known field objects (a reference
    /// stored forgets the local's object; another kind of value leaves no
    /// local a later `aload` could read before an `astore`).
    #[inline(always)]
    fn local_store(&mut self, thread: u32, local: u16) {}
    /// The instruction at `site` (opcode `opcode` as in the class file, the
    /// instruction after `wide` for wide ones) is about to execute
    /// (group `bytecode`). Called exactly once per executed instruction:
    /// an instruction run again after class initialization, a collection
    /// or a contended monitor is not reported again.
    fn bytecode(&mut self, clock: u64, thread: u32, site: Site, opcode: u8) {}
    /// Whether the sink's readers imply the `Bytecode` records of the
    /// instructions the fast loop runs after the first of each of its runs
    /// (see `analyzer::records::bytecodes`). Asked once each time the
    /// interpreter enters its inner loop, like [`groups`](Self::groups).
    /// If true (and group "block" is on), the fast loop raises the first
    /// instruction it runs, unless it starts a block, through
    /// [`bytecode_run`](Self::bytecode_run), the instruction it leaves to
    /// the full loop through [`bytecode`](Self::bytecode), and no others.
    fn implies_bytecodes(&self) -> bool {
        false
    }
    /// The first instruction of a run of the fast loop (only if
    /// [`implies_bytecodes`](Self::implies_bytecodes)): as
    /// [`bytecode`](Self::bytecode), and the fast loop's next
    /// instructions are not reported.
    fn bytecode_run(&mut self, clock: u64, thread: u32, site: Site, opcode: u8) {
        self.bytecode(clock, thread, site, opcode);
    }
    /// Whether the sink's readers imply the `BranchOutcome` of a
    /// conditional branch from the thread's next `BlockEnter` (see
    /// `analyzer::records::branches`). Asked once each time the
    /// interpreter enters its inner loop, like [`groups`](Self::groups).
    /// If true, the loops raise a conditional branch's outcome (a
    /// [`value`](Self::value)) only when its target is also its
    /// fall-through, or when it is taken and its jump ends the time slice;
    /// switches are always raised.
    fn implies_branch_outcomes(&self) -> bool {
        false
    }
    /// An array element access succeeded: element `index` of the array
    /// with object id `array`, loaded, or (`store`) stored (groups
    /// `arrays` and `values`).
    fn array(&mut self, clock: u64, thread: u32, site: Site, array: u64, index: i32, store: bool) {}
    /// The instruction at `site` produced `value` (group `values`): after
    /// the instruction's field or array event, with the same clock.
    fn value(&mut self, clock: u64, thread: u32, site: Site, value: Value) {}
}

/// The sink of untraced runs: records nothing and costs nothing.
#[derive(Debug, Default, Clone, Copy)]
pub struct NullSink;

impl EventSink for NullSink {
    const ENABLED: bool = false;
}

/// Counts events by kind (and allocations and calls by class and method):
/// `-XX:+CountEvents` prints these counts, and tests check them against
/// what programs do.
#[derive(Debug, Default, Clone)]
pub struct CountingSink {
    /// Events of each kind.
    pub counts: std::collections::BTreeMap<&'static str, u64>,
    /// Allocations by class id.
    pub allocations: std::collections::BTreeMap<ClassId, u64>,
    /// Calls by target method id.
    pub invokes: std::collections::BTreeMap<MethodId, u64>,
    /// Exceptions thrown by class id.
    pub throws: std::collections::BTreeMap<ClassId, u64>,
    /// Classes loaded, in order.
    pub classes: Vec<ClassId>,
    /// Executed instructions reported by the `bytecode` hook (counted
    /// apart from `counts`: a map update per instruction would dominate).
    pub bytecodes: u64,
}

impl CountingSink {
    fn bump(&mut self, kind: &'static str) {
        *self.counts.entry(kind).or_insert(0) += 1;
    }

    /// A report, one `kind count` or `kind name count` line each, sorted.
    pub fn report(&self, rt: &Runtime) -> String {
        let mut out = String::new();
        let mut counts = self.counts.clone();
        counts.insert("Bytecode", self.bytecodes);
        for (k, v) in &counts {
            out.push_str(&format!("event {k} {v}\n"));
        }
        for (c, v) in &self.allocations {
            out.push_str(&format!("alloc {} {v}\n", rt.class(*c).java_name()));
        }
        for (m, v) in &self.invokes {
            let mm = rt.method(*m);
            out.push_str(&format!(
                "invoke {}.{}{} {v}\n",
                rt.class(mm.class).java_name(),
                mm.name,
                mm.descriptor
            ));
        }
        for (c, v) in &self.throws {
            out.push_str(&format!("throw {} {v}\n", rt.class(*c).java_name()));
        }
        out
    }
}

#[allow(clippy::too_many_arguments)]
impl EventSink for CountingSink {
    const ENABLED: bool = true;

    fn class_load(&mut self, _: &Runtime, _: u64, _: u32, class: ClassId) {
        self.bump("ClassLoad");
        self.classes.push(class);
    }
    fn thread_start(&mut self, _: &Runtime, _: u64, _: u32, _: Ref, _: Option<u32>) {
        self.bump("ThreadStart");
    }
    fn thread_end(&mut self, _: u64, _: u32) {
        self.bump("ThreadEnd");
    }
    fn method_enter(&mut self, _: &Runtime, _: u64, _: u32, _: MethodId) {
        self.bump("MethodEnter");
    }
    fn method_exit(&mut self, _: u64, _: u32, _: MethodId, by_exception: bool) {
        self.bump(if by_exception {
            "MethodExitByException"
        } else {
            "MethodExit"
        });
    }
    fn block_enter(&mut self, _: u64, _: u32, _: Site, _: u32) {
        self.bump("BlockEnter");
    }
    fn invoke(
        &mut self,
        _: &Runtime,
        _: u64,
        _: u32,
        _: Site,
        target: MethodId,
        _: Option<ClassId>,
    ) {
        self.bump("Invoke");
        *self.invokes.entry(target).or_insert(0) += 1;
    }
    fn field(&mut self, _: &Runtime, _: u64, _: u32, _: Site, _: u32, _: Option<u64>, write: bool) {
        self.bump(if write { "FieldWrite" } else { "FieldRead" });
    }
    fn allocation(&mut self, _: &Runtime, _: u64, _: u32, a: Allocation) {
        self.bump("Allocation");
        *self.allocations.entry(a.class).or_insert(0) += 1;
    }
    fn gc(&mut self, _: u32, c: &Collection) {
        self.bump("GC");
        *self.counts.entry("ObjectDeath").or_insert(0) += c.dead.len() as u64;
    }
    fn monitor(&mut self, _: u64, _: u32, _: Site, event: MonitorEvent, _: u64) {
        self.bump(match event {
            MonitorEvent::Enter => "MonitorEnter",
            MonitorEvent::ContendedEnter => "MonitorContendedEnter",
            MonitorEvent::Entered => "MonitorEntered",
            MonitorEvent::Exit => "MonitorExit",
            MonitorEvent::Wait { .. } => "MonitorWait",
            MonitorEvent::Waited { .. } => "MonitorWaited",
            MonitorEvent::Notify { .. } => "Notify",
        });
    }
    fn exception_throw(&mut self, _: &Runtime, _: u64, _: u32, _: Site, class: ClassId, _: u64) {
        self.bump("ExceptionThrow");
        *self.throws.entry(class).or_insert(0) += 1;
    }
    fn exception_catch(&mut self, _: u64, _: u32, _: Site, _: u64) {
        self.bump("ExceptionCatch");
    }
    fn bytecode(&mut self, _: u64, _: u32, _: Site, _: u8) {
        self.bytecodes += 1;
    }
    fn array(&mut self, _: u64, _: u32, _: Site, _: u64, _: i32, store: bool) {
        self.bump(if store { "ArrayStore" } else { "ArrayLoad" });
    }
    fn value(&mut self, _: u64, _: u32, _: Site, v: Value) {
        self.bump(match v {
            Value::Int(_) => "IntValue",
            Value::Float(_) => "FloatValue",
            Value::Ref(_) => "RefValue",
            Value::Receiver(_) => "Receiver",
            Value::Branch(_) => "BranchOutcome",
        });
    }
}
