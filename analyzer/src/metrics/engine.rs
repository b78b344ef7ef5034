//! [`Engine`]: the one metrics pipeline. It receives records of the JVM
//! event schema in trace order — from the VM during the run (it is a
//! [`RecordSink`]) or from a trace file — and keeps per-thread state (a
//! stack of activations with their current block), so online and offline
//! analysis are the same computation on the same records.

use super::acc::{sub_sum, Acc, PolySite, LIFETIME_BOUNDS};
use super::continuous::Windows;
use super::counts::{Counts, Dirty, NO_BLOCK};
use super::MetricsOptions;
use crate::program::code::Summary;
use crate::program::{Part, Program};
use crate::records::RecordSink;
use crate::step::{self, AnyRecord};
use std::collections::HashMap;

/// What the engine knows about one thread.
#[derive(Debug, Default)]
pub(super) struct ThreadState {
    /// Name from its Thread entity ("" if none was seen).
    pub name: String,
    /// Whether any record named it.
    pub seen: bool,
    /// Activations and block counts, while another thread is current
    /// (the current thread's are [`Engine::hot`]; see
    /// [`Engine::counts_of`]).
    pub counts: Counts,
    /// Per method id: instruction index → times a block was cut short
    /// right after it (an exception).
    pub cuts: HashMap<u32, HashMap<u32, u64>>,
    /// The thread's partition (while the engine is [`Engine::solo`] on
    /// this thread, the merged application and library partitions stand
    /// for it instead).
    pub acc: Acc,
}

/// The metrics engine. Feed it records ([`Engine::record`] or, as a
/// [`RecordSink`], [`RecordSink::put`]) and ask for the metrics with
/// [`Engine::to_json`].
pub struct Engine {
    pub(super) prog: Program,
    pub(super) threads: Vec<ThreadState>,
    /// The activations and block counts of the current thread (the last
    /// one looked up), kept here rather than in its [`ThreadState`] so
    /// that the frequent records reach them without indexing.
    pub(super) hot: Counts,
    /// Application and library partitions.
    pub(super) parts: [Acc; 2],
    pub(super) windows: Windows,
    /// Executed instructions by kind, all threads, so far (continuous
    /// metrics; partition totals come from the block counts at the end).
    pub(super) running: Summary,
    /// Blocks with entries not yet in `running` (see `counts.rs`).
    pub(super) dirty: Vec<Dirty>,
    /// Per object id: bytes allocated (all threads) up to and including
    /// its allocation; `u64::MAX` when unknown or dead.
    births: Vec<u64>,
    /// Per object id: allocating thread << 1 | partition.
    owners: Vec<u32>,
    /// Bytes allocated so far.
    allocated: u64,
    /// Per site id (as `u32`): what an invoke there counts as, once its
    /// Site record and method are known, and the calls made there.
    call_sites: Vec<SiteEntry>,
    /// The last thread id looked up and its index (threads switch at most
    /// once per scheduling quantum, so almost every record hits).
    last_thread: (i64, usize),
    /// `Some(t)` while every record so far came from thread index `t`:
    /// then the thread's partition is the application and library
    /// partitions merged, so its accumulator is not updated (one update
    /// per allocation, call, lock and class load instead of two); the
    /// first record of another thread fills it in ([`Engine::end_solo`]).
    pub(super) solo: Option<usize>,
}

/// What an invoke record at a site counts as (cached per site, so that
/// an invoke costs one lookup).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum CallSite {
    /// Not classified yet (no Site record or method seen yet).
    Unknown,
    /// Not a dynamic (invokevirtual or invokeinterface) site.
    Static,
    /// A dynamic site in a method of this partition.
    Dynamic(Part),
}

/// One call site as the engine counts it: what an invoke there counts as
/// and, for a dynamic site, its calls (in one place, so that an invoke
/// costs one look-up; the partitions' [`Acc::poly`] are filled from them
/// when the metrics are read, see [`Engine::part_accs`]).
#[derive(Debug, Clone, Copy)]
struct SiteEntry {
    /// What an invoke here counts as.
    kind: CallSite,
    /// The calls made here (all threads).
    poly: PolySite,
    /// `poly`'s last receiver class << 32 | last target, the word
    /// [`Engine::invoke_repeat_ids`] compares; 0 before the first call, and
    /// when a Site record (re)defines the site.
    last_ids: u64,
}

impl SiteEntry {
    const UNKNOWN: SiteEntry = SiteEntry {
        kind: CallSite::Unknown,
        poly: PolySite::EMPTY,
        last_ids: 0,
    };
}

impl RecordSink for Engine {
    #[inline]
    fn put<R: step::Encode + Into<AnyRecord>>(&mut self, r: R) {
        self.record(r.into());
    }
}

#[inline]
fn part_index(p: Part) -> usize {
    p as usize
}

/// The largest thread id the engine keeps apart (see `Engine::thread`).
pub const MAX_THREAD_ID: u64 = 1 << 16;

/// Whether the engine counts the calls of a site whose instruction has
/// opcode `opcode`: only invokevirtual and invokeinterface sites are
/// dynamic (polymorphism.*); an invoke record at any other site changes
/// nothing, so a producer may leave it out (the VM's metrics sink does).
#[inline(always)]
pub fn counts_calls(opcode: u8) -> bool {
    opcode == 0xb6 || opcode == 0xb9
}

impl Engine {
    /// An engine with no records yet.
    pub fn new(opts: &MetricsOptions) -> Engine {
        Engine {
            prog: Program::new(opts.rules.clone()),
            threads: Vec::new(),
            hot: Counts::default(),
            parts: [Acc::default(), Acc::default()],
            windows: Windows::new(opts.window_kbc),
            running: [0; crate::program::code::kind::COUNT],
            dirty: Vec::new(),
            births: Vec::new(),
            owners: Vec::new(),
            allocated: 0,
            call_sites: Vec::new(),
            last_thread: (i64::MIN, 0),
            solo: None,
        }
    }

    /// The program model built so far.
    pub fn program(&self) -> &Program {
        &self.prog
    }

    /// The dense index of thread `id`. Ids at or past [`MAX_THREAD_ID`]
    /// (only a damaged or hostile trace has them) share its slot, so that a
    /// record cannot make the engine allocate a table of its id's size.
    #[inline(always)]
    fn thread(&mut self, id: i64) -> usize {
        if id == self.last_thread.0 {
            return self.last_thread.1;
        }
        self.switch_thread(id)
    }

    /// [`Engine::thread`] for another thread than the last one: marks it
    /// seen (making it if need be) and remembers it.
    #[cold]
    #[inline(never)]
    fn switch_thread(&mut self, id: i64) -> usize {
        let i = (id.max(0) as u64).min(MAX_THREAD_ID) as usize;
        if self.threads.len() <= i {
            self.threads.resize_with(i + 1, ThreadState::default);
        }
        self.threads[i].seen = true;
        if self.last_thread.0 == i64::MIN {
            self.solo = Some(i);
        } else {
            // Park the current thread's counts, then take thread i's (the
            // same slot when two ids share one).
            std::mem::swap(&mut self.hot, &mut self.threads[self.last_thread.1].counts);
            if self.solo.is_some_and(|s| s != i) {
                self.end_solo();
            }
        }
        std::mem::swap(&mut self.hot, &mut self.threads[i].counts);
        self.last_thread = (id, i);
        i
    }

    /// The activations and counts of thread index `t` (wherever they
    /// are: [`Engine::hot`] for the current thread).
    pub(super) fn counts_of(&self, t: usize) -> Option<&Counts> {
        if self.last_thread.0 != i64::MIN && t == self.last_thread.1 {
            Some(&self.hot)
        } else {
            self.threads.get(t).map(|ts| &ts.counts)
        }
    }

    /// [`Engine::counts_of`], mutably.
    pub(super) fn counts_of_mut(&mut self, t: usize) -> Option<&mut Counts> {
        if self.last_thread.0 != i64::MIN && t == self.last_thread.1 {
            Some(&mut self.hot)
        } else {
            self.threads.get_mut(t).map(|ts| &mut ts.counts)
        }
    }

    /// A second thread appears: the solo thread's partition becomes what
    /// the application and library partitions hold so far (all of it was
    /// that thread's), and from now on every thread's accumulator is
    /// updated.
    #[cold]
    #[inline(never)]
    fn end_solo(&mut self) {
        if let Some(t) = self.solo.take() {
            self.threads[t].acc = self.merged_parts();
        }
    }

    /// The application and library partitions merged (partition "all").
    pub(super) fn merged_parts(&self) -> Acc {
        let [mut all, lib] = self.part_accs();
        all.merge(&lib);
        all
    }

    /// The application and library partitions, with their dynamic call
    /// sites (counted per site in the site table, see [`SiteEntry`]).
    pub(super) fn part_accs(&self) -> [Acc; 2] {
        let mut parts = self.parts.clone();
        for (i, e) in self.call_sites.iter().enumerate() {
            if let CallSite::Dynamic(p) = e.kind {
                if e.poly.calls > 0 {
                    parts[part_index(p)].add_site(i, &e.poly);
                }
            }
        }
        parts
    }

    /// Thread index `t`'s accumulator, unless the engine is solo (see
    /// [`Engine::solo`]).
    #[inline(always)]
    fn thread_acc(&mut self, t: usize) -> Option<&mut Acc> {
        match self.solo {
            None => Some(&mut self.threads[t].acc),
            Some(_) => None,
        }
    }

    /// Moves to the window of clock value `time` (see [`Windows::advance`]).
    #[inline(always)]
    fn advance(&mut self, time: i64) {
        if self.windows.due(time as u64) {
            self.open_window(time as u64);
        }
    }

    /// Flushes the pending block entries into the running totals, which
    /// then start the window of `time`.
    #[cold]
    #[inline(never)]
    fn open_window(&mut self, time: u64) {
        self.flush_pending();
        self.windows.advance(time, &self.running);
    }

    /// The running instruction totals including the pending block entries.
    pub(super) fn running_totals(&self) -> Summary {
        self.with_pending()
    }

    /// Takes one record.
    #[inline(always)]
    pub fn record(&mut self, r: AnyRecord) {
        match r {
            AnyRecord::Thread(_)
            | AnyRecord::Class(_)
            | AnyRecord::Method(_)
            | AnyRecord::Field(_) => self.entity(r),
            _ => {
                self.event(&r);
                // The other variants own no memory: nothing to drop (a
                // drop would be an out-of-line `drop_in_place` call per
                // record, as the compiler does not know the variant).
                std::mem::forget(r);
            }
        }
    }

    /// [`Engine::record`] of a record other than the entities that own
    /// memory (`Thread`, `Class`, `Method`, `Field`).
    #[inline(always)]
    fn event(&mut self, r: &AnyRecord) {
        match r {
            AnyRecord::BlockEnter(e) => self.block_enter(e.thread, e.time, e.block as u32),
            AnyRecord::MethodEnter(e) => self.method_enter(e.thread, e.method as u32),
            AnyRecord::MethodExit(e) => self.method_exit(e.thread),
            AnyRecord::Invoke(e) => self.invoke(e.thread, e.time, e.site, e.target, None),
            AnyRecord::DispatchInvoke(e) => {
                self.invoke(e.thread, e.time, e.site, e.target, Some(e.receiverClass))
            }
            AnyRecord::Allocation(e) => {
                self.allocation(e.thread, e.time, e.site, e.class, e.size, e.object)
            }
            AnyRecord::ArrayAllocation(e) => {
                self.allocation(e.thread, e.time, e.site, e.class, e.size, e.object)
            }
            AnyRecord::ObjectDeath(e) => self.object_death(e.object),
            AnyRecord::MonitorEnter(e) => self.monitor(e.thread, e.time, false, false),
            AnyRecord::MonitorEntered(e) => self.monitor(e.thread, e.time, false, true),
            AnyRecord::MonitorContendedEnter(e) => self.monitor(e.thread, e.time, true, false),
            AnyRecord::ExceptionThrow(e) => self.exception(e.thread, e.site),
            AnyRecord::ClassLoad(e) => self.class_load(e.thread, e.class as u32),
            AnyRecord::Site(s) => {
                self.prog.add_site(s);
                // A site record defines (or, in a damaged trace, redefines)
                // what invokes there count as.
                if let Some(k) = self.call_sites.get_mut(s.id as u32 as usize) {
                    k.kind = CallSite::Unknown;
                    k.last_ids = 0;
                }
            }
            AnyRecord::ThreadStart(e) => {
                self.thread(e.thread);
            }
            AnyRecord::ThreadEnd(e) => {
                self.thread(e.thread);
            }
            _ => {}
        }
    }

    /// [`Engine::record`] of an entity that owns memory.
    #[inline(never)]
    fn entity(&mut self, r: AnyRecord) {
        match r {
            AnyRecord::Class(c) => self.prog.add_class(&c),
            AnyRecord::Method(m) => self.prog.add_method(&m),
            AnyRecord::Thread(t) => {
                let i = self.thread(t.id);
                self.threads[i].name = t.name;
            }
            _ => {}
        }
    }

    /// A `BlockEnter` record (thread id as in records: VM thread + 1):
    /// the typed entry the VM's metrics sink calls directly and
    /// [`Engine::record`] calls for a decoded record.
    #[inline(always)]
    pub fn block_enter(&mut self, thread: i64, time: i64, block: u32) {
        // The common case: the same thread as the last record, inside the
        // current window.
        if thread != self.last_thread.0 || self.windows.due(time as u64) {
            self.block_enter_slow(thread, time, block);
        } else {
            self.count_block(block);
        }
    }

    /// [`Engine::block_enter`] for another thread or past the window.
    #[cold]
    #[inline(never)]
    fn block_enter_slow(&mut self, thread: i64, time: i64, block: u32) {
        self.thread(thread);
        // A new window starts with the instructions of the blocks entered
        // before this one.
        if self.windows.due(time as u64) && self.hot.counts_block(block) {
            self.open_window(time as u64);
        }
        self.count_block(block);
    }

    /// Counts an entry of `block` by the current thread.
    #[inline(always)]
    fn count_block(&mut self, block: u32) {
        if let Some(method) = self.hot.enter_block(block) {
            self.mark_dirty(method, block);
        }
    }

    /// Lists `block` of `method` of the current thread as dirty.
    #[cold]
    #[inline(never)]
    fn mark_dirty(&mut self, method: u32, block: u32) {
        self.dirty.push([self.last_thread.1 as u32, method, block]);
    }

    /// A `MethodEnter` record (ids as in records), as
    /// [`Engine::block_enter`].
    #[inline(always)]
    pub fn method_enter(&mut self, thread: i64, method: u32) {
        self.thread(thread);
        // Counts exist once a method with code has been entered by the
        // thread; they count its entries (base.methods, summed at the end).
        let prog = &self.prog;
        self.hot
            .enter_method(method, || prog.method(method)?.code.as_deref());
    }

    /// The common case of [`Engine::method_enter`], for a caller that can
    /// skip work on a repeated entry: if the thread of the last record
    /// entered `method` before (and counts its blocks), enters it again and
    /// returns true; otherwise changes nothing and returns false (the
    /// caller then delivers the record through [`Engine::method_enter`]).
    #[inline(always)]
    pub fn method_enter_repeat(&mut self, thread: i64, method: u32) -> bool {
        thread == self.last_thread.0 && self.hot.enter_known(method)
    }

    /// Classifies `site` (and caches the answer once it is final).
    #[cold]
    #[inline(never)]
    fn classify_call_site(&mut self, site: u32) -> CallSite {
        let Some(s) = self.prog.site(site).copied() else {
            return CallSite::Unknown;
        };
        let kind = if !counts_calls(s.opcode) {
            CallSite::Static
        } else {
            match self.prog.method(s.method) {
                Some(m) => CallSite::Dynamic(m.part),
                None => return CallSite::Unknown,
            }
        };
        // The site is in the program model, so the table stays as small
        // as the site table.
        let i = site as usize;
        if self.call_sites.len() <= i {
            self.call_sites.resize(i + 1, SiteEntry::UNKNOWN);
        }
        self.call_sites[i].kind = kind;
        kind
    }

    /// A `MethodExit` record (thread id as in records), as
    /// [`Engine::block_enter`].
    #[inline(always)]
    pub fn method_exit(&mut self, thread: i64) {
        self.thread(thread);
        self.hot.exit_method();
    }

    /// The common case of [`Engine::invoke`], for a caller that can skip
    /// work on a repeated call: if an invoke record with these ids would
    /// change nothing but counters (a static site, or a dynamic site whose
    /// last call had the same receiver class and target, by the thread of
    /// the last record while it is the only one), counts it and returns
    /// true; otherwise changes nothing and returns false (the caller then
    /// delivers the record through [`Engine::invoke`]).
    #[inline(always)]
    pub fn invoke_repeat(
        &mut self,
        thread: i64,
        time: i64,
        site: i64,
        target: i64,
        receiver: Option<i64>,
    ) -> bool {
        if thread != self.last_thread.0 || self.solo.is_none() {
            return false;
        }
        let Some(e) = self.call_sites.get_mut(site as u32 as usize) else {
            return false;
        };
        match e.kind {
            CallSite::Static => return true,
            CallSite::Unknown => return false,
            CallSite::Dynamic(_) => {}
        }
        let Some(receiver) = receiver else {
            return false;
        };
        let p = &mut e.poly;
        if p.calls == 0 || p.last_receiver != receiver as u32 || p.last_target != target as u32 {
            return false;
        }
        // What `PolySite::call` does on a cache hit.
        p.calls += 1;
        self.advance(time);
        self.windows.current().calls += 1;
        true
    }

    /// [`Engine::invoke_repeat`] of a call with a receiver class, with
    /// fewer checks: `ids` are its target's id (as in records) in the low
    /// 32 bits and its receiver class's (never 0) in the high ones. Counts
    /// the call and returns true only when the engine is solo on `thread`
    /// (the thread of the last record), `time` is in the current window,
    /// and the site's last call had exactly these ids (so the site is
    /// dynamic); otherwise changes nothing and returns false (the caller
    /// then goes on as after [`Engine::invoke_repeat`]). Loads, compares
    /// and stores only: a caller's hit path calls nothing. (Site 0 has
    /// no calls unless a Site record gave it id 0: a producer that numbers
    /// its sites from 1 may pass 0 for a site whose id it does not know.)
    #[inline(always)]
    pub fn invoke_repeat_ids(&mut self, thread: i64, time: i64, site: u32, ids: u64) -> bool {
        if thread != self.last_thread.0 || self.solo.is_none() || self.windows.due(time as u64) {
            return false;
        }
        let Some(e) = self.call_sites.get_mut(site as usize) else {
            return false;
        };
        if e.last_ids != ids {
            return false;
        }
        // What `Engine::invoke_repeat` does on a hit, in the window.
        e.poly.calls += 1;
        self.windows.current().calls += 1;
        true
    }

    /// An `Invoke` (`receiver` None) or `DispatchInvoke` record (ids as in
    /// records), as [`Engine::block_enter`].
    #[inline(always)]
    pub fn invoke(
        &mut self,
        thread: i64,
        time: i64,
        site: i64,
        target: i64,
        receiver: Option<i64>,
    ) {
        let i = site as u32 as usize;
        match self.call_sites.get(i).map_or(CallSite::Unknown, |e| e.kind) {
            CallSite::Dynamic(_) => {}
            CallSite::Static => return,
            CallSite::Unknown => {
                let CallSite::Dynamic(_) = self.classify_call_site(site as u32) else {
                    return;
                };
            }
        }
        // A call the VM dispatched directly (a private method reached by
        // invokevirtual) carries no receiver class: its target's class
        // stands in for it.
        let receiver = match receiver {
            Some(r) => r as u32,
            None => self.prog.method(target as u32).map_or(0, |m| m.class),
        };
        let t = self.thread(thread);
        // Classified dynamic: the entry exists.
        let e = &mut self.call_sites[i];
        e.poly.call(receiver, target as u32);
        e.last_ids = u64::from(receiver) << 32 | u64::from(target as u32);
        if let Some(acc) = self.thread_acc(t) {
            acc.call(site as u32, receiver, target as u32);
        }
        self.advance(time);
        self.windows.current().calls += 1;
    }

    /// An `Allocation` or `ArrayAllocation` record (ids as in records;
    /// an array's length does not count), as [`Engine::block_enter`].
    #[inline]
    pub fn allocation(
        &mut self,
        thread: i64,
        time: i64,
        site: i64,
        class: i64,
        size: i64,
        object: i64,
    ) {
        let part = self
            .prog
            .class(class as u32)
            .map_or(Part::Application, |c| c.part);
        let (p, size) = (part_index(part), size as u64);
        let t = self.thread(thread);
        self.parts[p].allocation(site as u32, size);
        if let Some(acc) = self.thread_acc(t) {
            acc.allocation(site as u32, size);
        }
        self.advance(time);
        let win = self.windows.current();
        win.objects += 1;
        win.bytes += size;
        self.allocated += size;
        let id = object as usize;
        if self.births.len() <= id {
            let n = (id + 1).max(self.births.len() * 2);
            self.births.resize(n, u64::MAX);
            self.owners.resize(n, 0);
        }
        self.births[id] = self.allocated;
        self.owners[id] = (t as u32) << 1 | p as u32;
    }

    /// An `ObjectDeath` record (its thread and collection do not count),
    /// as [`Engine::block_enter`].
    #[inline]
    pub fn object_death(&mut self, object: i64) {
        let id = object as usize;
        let Some(birth) = self.births.get_mut(id) else {
            return;
        };
        if *birth == u64::MAX {
            return;
        }
        let age = self.allocated - *birth;
        *birth = u64::MAX;
        let owner = self.owners[id];
        let bin = LIFETIME_BOUNDS.iter().position(|&b| age < b).unwrap_or(4);
        self.parts[(owner & 1) as usize].lifetime_bins[bin] += 1;
        if self.solo.is_none() {
            if let Some(ts) = self.threads.get_mut((owner >> 1) as usize) {
                ts.acc.lifetime_bins[bin] += 1;
            }
        }
    }

    /// A monitor was requested (`contended`: it was owned by another
    /// thread) or, after contention, acquired (`completion`).
    fn monitor(&mut self, thread: i64, time: i64, contended: bool, completion: bool) {
        let t = self.thread(thread);
        let Some(act) = self.hot.top_mut() else {
            return;
        };
        if act.pending_lock {
            // The contended operation completes (or contends again).
            if !contended {
                act.pending_lock = false;
            }
            return;
        }
        if completion {
            return;
        }
        act.pending_lock = contended;
        let method = act.method;
        // Before the first block: the synchronized method's own monitor.
        // Otherwise the n-th monitorenter of the current block.
        let mut instr = u32::MAX;
        if act.block != NO_BLOCK {
            if let Some(code) = self.prog.code(method) {
                let (from, to) = (
                    code.block_start[act.block as usize],
                    code.block_start[act.block as usize + 1],
                );
                let nth = act.monitors as usize;
                act.monitors += 1;
                if let Some(i) = (from..to)
                    .filter(|&i| code.instrs[i as usize].opcode == 0xc2)
                    .nth(nth)
                {
                    instr = i;
                }
            }
        }
        let key = u64::from(method) << 32 | u64::from(instr);
        let part = self
            .prog
            .method(method)
            .map_or(Part::Application, |m| m.part);
        self.parts[part_index(part)].lock(key, contended);
        if self.solo.is_none() {
            self.threads[t].acc.lock(key, contended);
        }
        self.advance(time);
        let win = self.windows.current();
        win.lock_ops += 1;
        win.contended_ops += u64::from(contended);
    }

    /// An exception thrown at `site`: if that is an instruction of the
    /// current block of the thread's current activation, the block's
    /// instructions after it did not run.
    fn exception(&mut self, thread: i64, site: i64) {
        let Some(s) = self.prog.site(site as u32).copied() else {
            return;
        };
        let t = self.thread(thread);
        let Some(act) = self.hot.top() else {
            return;
        };
        if act.method != s.method || act.block == NO_BLOCK || s.instr == u32::MAX {
            return;
        }
        let Some(m) = self.prog.method(s.method) else {
            return;
        };
        let Some(code) = m.code.as_deref() else {
            return;
        };
        let b = act.block as usize;
        let (from, to) = (code.block_start[b], code.block_start[b + 1]);
        if s.instr < from || s.instr + 1 >= to {
            return;
        }
        sub_sum(&mut self.running, &code.sum_range(s.instr + 1, to));
        *self.threads[t]
            .cuts
            .entry(s.method)
            .or_default()
            .entry(s.instr)
            .or_default() += 1;
    }

    fn class_load(&mut self, thread: i64, class: u32) {
        let Some(c) = self.prog.class(class) else {
            return;
        };
        let instrs: u64 = c
            .methods
            .iter()
            .filter_map(|&m| self.prog.code(m))
            .map(|code| code.instrs.len() as u64)
            .sum();
        let (p, n) = (part_index(c.part), c.methods.len() as u64);
        let t = self.thread(thread);
        let solo = self.solo.is_some();
        let mut accs = [Some(&mut self.parts[p]), Some(&mut self.threads[t].acc)];
        if solo {
            accs[1] = None;
        }
        for acc in accs.into_iter().flatten() {
            acc.classes += 1;
            acc.loaded_methods += n;
            acc.loaded_instrs += instrs;
        }
        self.prog.class_complete(class);
    }
}
