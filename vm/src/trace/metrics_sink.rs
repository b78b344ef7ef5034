//! [`MetricsSink`]: the event sink of `rjvm -metrics`. Events reach the
//! analyzer's metrics engine inside the VM, so online metrics are
//! computed by exactly the code that analyzes traces offline.
//!
//! The sink hands its events to a [`MetricsFront`]: the [`Engine`] itself
//! (in-thread mode, `-XX:-MetricsThread`: what is described below) or a
//! [`MetricsThread`], which only appends them to a batch for the same
//! engine running on a thread of its own (see `metrics_thread.rs`). Both
//! give the engine the same calls in the same order.
//!
//! The frequent events (method enter and exit, block enter, invoke) call
//! the engine's typed entry points ([`Engine::block_enter`], ...) directly,
//! the ones [`Engine::record`] calls for the same records decoded from a
//! trace; no record is built for them. Method enter and exit are
//! inlined into the interpreter's frame push and pop (they are called once
//! per call); the block and invoke hooks stay out of line, off the inner
//! loop's code and registers (inlined, the block hook made the loop spill
//! more than the call costs). A call that repeats the site's last
//! receiver class and target ([`Engine::invoke_repeat`]) skips the entity
//! checks, made by the first such call, and so does the entry of a method
//! the thread entered before ([`Engine::method_enter_repeat`]). Calls at
//! sites whose calls the engine does not count (invokestatic,
//! invokespecial: [`counts_calls`]) are not sent at all.
//! Everything else goes through a
//! [`JvmRecorder`], which also writes the entity records (classes with
//! their class files, methods, sites, threads) the engine builds its
//! program model from, before the first event naming them, as in a trace.

use super::metrics_thread::{MetricsThread, ThreadOptions};
use super::step_sink::entity_id;
use super::JvmRecorder;
use crate::events::{Allocation, EventSink, Group, Groups, MonitorEvent, OpAt, Site, Value};
use crate::heap::{Collection, Ref};
use crate::runtime::{ClassId, MethodId, Runtime};
use analyzer::metrics::{counts_calls, Engine, MetricsOptions};
use analyzer::records::RecordSink;

/// The event groups `-metrics` records: the default groups of a trace
/// without those whose records the engine ignores (field accesses: the
/// pointer densities count executed field instructions, which the block
/// counts give). The engine computes the same metrics from a default
/// trace, which has them.
pub const METRICS_GROUPS: Groups = Groups::DEFAULT.without(Group::Field);

/// Where a [`MetricsSink`] delivers its events: the [`Engine`] itself
/// (in-thread mode, `-XX:-MetricsThread`) or a [`MetricsThread`], which
/// queues them for an engine on a thread of its own. Ids are as in
/// records (VM index + 1); the calls are [`Engine`]'s typed entry points,
/// and a [`MetricsThread`] makes exactly these calls on its engine, in the
/// same order.
pub trait MetricsFront: RecordSink {
    /// Whether the `*_repeat` checks can answer (an engine at hand); if
    /// not, they always return false and the sink writes the entities an
    /// event names before every event (the recorder's checks, which write
    /// nothing for entities written before).
    const REPEATS: bool;
    /// Whether [`MetricsFront::block_enter`] is cheap enough to inline
    /// into the interpreter's loop.
    const INLINE_BLOCKS: bool;
    /// [`Engine::method_enter_repeat`].
    fn method_enter_repeat(&mut self, thread: i64, method: u32) -> bool;
    /// [`Engine::method_enter`].
    fn method_enter(&mut self, thread: i64, method: u32);
    /// [`Engine::method_exit`].
    fn method_exit(&mut self, thread: i64);
    /// [`Engine::block_enter`].
    fn block_enter(&mut self, thread: i64, time: i64, block: u32);
    /// The interpreter's fast loop starts a run of `thread`
    /// ([`EventSink::run_start`]): until the next call of this, the
    /// sink's [`MetricsFront::run_block_enter`] calls are `thread`'s, and
    /// the others may name another thread (a MethodEnter names the frame's
    /// thread).
    fn run_start(&mut self, thread: i64);
    /// [`Engine::block_enter`] of the thread the last
    /// [`MetricsFront::run_start`] named (`thread`).
    fn run_block_enter(&mut self, thread: i64, time: i64, block: u32);
    /// [`Engine::invoke_repeat`].
    fn invoke_repeat(
        &mut self,
        thread: i64,
        time: i64,
        site: i64,
        target: i64,
        receiver: Option<i64>,
    ) -> bool;
    /// [`Engine::invoke_repeat_ids`] (`ids` as [`pack_ids`] packs them,
    /// with a receiver class).
    fn invoke_repeat_ids(&mut self, thread: i64, time: i64, site: u32, ids: u64) -> bool;
    /// [`Engine::invoke`].
    fn invoke(&mut self, thread: i64, time: i64, site: i64, target: i64, receiver: Option<i64>);
    /// [`Engine::invoke`] with the target and receiver class ids packed
    /// as in [`pack_ids`] (the metrics thread's invoke word).
    fn invoke_packed(&mut self, thread: i64, time: i64, site: i64, ids: u64);
    /// [`MetricsFront::invoke_packed`] of the thread the last
    /// [`MetricsFront::run_start`] named (`thread`).
    fn run_invoke_packed(&mut self, thread: i64, time: i64, site: i64, ids: u64);
    /// [`Engine::allocation`] (an `Allocation` or `ArrayAllocation`).
    fn allocation(&mut self, thread: i64, time: i64, site: i64, class: i64, size: i64, object: i64);
    /// [`Engine::object_death`].
    fn object_death(&mut self, object: i64);
    /// The engine once every event has been analyzed; an error if it was
    /// lost (the metrics thread failed).
    fn finish(self) -> Result<Engine, String>;
}

impl MetricsFront for Engine {
    const REPEATS: bool = true;
    const INLINE_BLOCKS: bool = false;

    #[inline(always)]
    fn method_enter_repeat(&mut self, thread: i64, method: u32) -> bool {
        Engine::method_enter_repeat(self, thread, method)
    }

    #[inline(always)]
    fn method_enter(&mut self, thread: i64, method: u32) {
        Engine::method_enter(self, thread, method);
    }

    #[inline(always)]
    fn method_exit(&mut self, thread: i64) {
        Engine::method_exit(self, thread);
    }

    #[inline(always)]
    fn block_enter(&mut self, thread: i64, time: i64, block: u32) {
        Engine::block_enter(self, thread, time, block);
    }

    #[inline(always)]
    fn run_start(&mut self, _: i64) {}

    #[inline(always)]
    fn run_block_enter(&mut self, thread: i64, time: i64, block: u32) {
        Engine::block_enter(self, thread, time, block);
    }

    #[inline(always)]
    fn invoke_repeat(
        &mut self,
        thread: i64,
        time: i64,
        site: i64,
        target: i64,
        receiver: Option<i64>,
    ) -> bool {
        Engine::invoke_repeat(self, thread, time, site, target, receiver)
    }

    #[inline(always)]
    fn invoke_repeat_ids(&mut self, thread: i64, time: i64, site: u32, ids: u64) -> bool {
        Engine::invoke_repeat_ids(self, thread, time, site, ids)
    }

    #[inline(always)]
    fn invoke(&mut self, thread: i64, time: i64, site: i64, target: i64, receiver: Option<i64>) {
        Engine::invoke(self, thread, time, site, target, receiver);
    }

    #[inline(always)]
    fn allocation(
        &mut self,
        thread: i64,
        time: i64,
        site: i64,
        class: i64,
        size: i64,
        object: i64,
    ) {
        Engine::allocation(self, thread, time, site, class, size, object);
    }

    #[inline(always)]
    fn invoke_packed(&mut self, thread: i64, time: i64, site: i64, ids: u64) {
        let (target, receiver) = unpack_ids(ids);
        Engine::invoke(self, thread, time, site, target, receiver);
    }

    #[inline(always)]
    fn run_invoke_packed(&mut self, thread: i64, time: i64, site: i64, ids: u64) {
        MetricsFront::invoke_packed(self, thread, time, site, ids);
    }

    #[inline(always)]
    fn object_death(&mut self, object: i64) {
        Engine::object_death(self, object);
    }

    fn finish(self) -> Result<Engine, String> {
        Ok(self)
    }
}

/// An invoke's target method and receiver class as one word: their ids
/// (VM index + 1, below 2^32 as the engine reads them), the target's in the
/// low 32 bits, the receiver class's (0 for none) in the high ones.
#[inline(always)]
pub(crate) fn pack_ids(target: MethodId, receiver: Option<ClassId>) -> u64 {
    u64::from(target.wrapping_add(1)) | receiver.map_or(0, |r| u64::from(r.wrapping_add(1))) << 32
}

/// The target and receiver class ids (as in records) of [`pack_ids`]' word.
#[inline(always)]
pub(crate) fn unpack_ids(ids: u64) -> (i64, Option<i64>) {
    let receiver = (ids >> 32) as i64;
    (i64::from(ids as u32), (receiver != 0).then_some(receiver))
}

/// The event sink of `-metrics`: events analyzed as they happen, by the
/// engine in the interpreter's thread (`F` = [`Engine`]) or on the metrics
/// thread (`F` = [`MetricsThread`]).
pub struct MetricsSink<F: MetricsFront = Engine> {
    /// Entities and the less frequent events, as records for the engine.
    rec: JvmRecorder<F>,
    /// Per site id: the target and receiver class ([`pack_ids`]) of the
    /// last call queued there whose entities were all written (0: none;
    /// a call's word is never 0). A call that repeats it needs no entity
    /// check ([`Self::invoke_queued`]; a front that queues the events
    /// only). Indexed by the site id the op caches in its
    /// [`SiteRef`](crate::interp::ops::SiteRef), so the look-up is one
    /// bounds check and one load.
    calls: Vec<u64>,
}

/// A metrics sink with options `opts`, its engine in the interpreter's
/// thread.
pub fn metrics_sink(opts: &MetricsOptions) -> MetricsSink {
    MetricsSink {
        rec: JvmRecorder::with_sink_and_groups(Engine::new(opts), METRICS_GROUPS),
        calls: Vec::new(),
    }
}

/// A metrics sink with options `opts`, its engine on a metrics thread
/// (started here, its pipeline run as `run` says).
pub fn threaded_metrics_sink(
    opts: &MetricsOptions,
    run: &ThreadOptions,
) -> Result<MetricsSink<MetricsThread>, String> {
    Ok(MetricsSink {
        rec: JvmRecorder::with_sink_and_groups(MetricsThread::spawn(opts, run)?, METRICS_GROUPS),
        calls: Vec::new(),
    })
}

impl<F: MetricsFront> MetricsSink<F> {
    /// An invoke at site `id` that [`Engine::invoke_repeat`] did not
    /// count: the entities the record names, in the recorder's order (a
    /// repeated call names the same ones, written by then), then the
    /// record.
    #[inline(always)]
    fn invoke_first(
        &mut self,
        rt: &Runtime,
        clock: u64,
        thread: u32,
        id: i64,
        target: MethodId,
        receiver: Option<ClassId>,
    ) {
        self.rec.ensure_method(rt, clock, thread, target);
        if let Some(c) = receiver {
            self.rec.ensure_class(rt, clock, thread, c);
        }
        self.front().invoke(
            entity_id(thread),
            clock as i64,
            id,
            entity_id(target),
            receiver.map(entity_id),
        );
    }

    /// [`Self::invoke_first`] out of line: a call that names an entity not
    /// written yet, or one the engine's repeat check did not answer (both
    /// rare).
    #[cold]
    #[inline(never)]
    fn invoke_first_cold(
        &mut self,
        rt: &Runtime,
        clock: u64,
        thread: u32,
        id: i64,
        target: MethodId,
        receiver: Option<ClassId>,
    ) {
        self.invoke_first(rt, clock, thread, id, target, receiver);
    }

    /// [`EventSink::op_invoke`] (and `op_run_invoke`: `RUN`, the call is
    /// the fast loop's, so its thread is the run's, which the front takes
    /// as known) of a call the engine counts: the engine's out-of-line
    /// repeat check, or a queued word.
    #[inline(always)]
    fn invoke_at<const RUN: bool>(
        &mut self,
        rt: &Runtime,
        clock: u64,
        thread: u32,
        at: OpAt<'_>,
        target: MethodId,
        receiver: Option<ClassId>,
    ) {
        if F::REPEATS {
            self.invoke_out_of_line(rt, clock, thread, at, target, receiver);
        } else {
            self.invoke_queued::<RUN>(clock, at, pack_ids(target, receiver), rt, thread);
        }
    }

    /// [`Self::invoke_at`] for a front that queues the events (the
    /// metrics thread), out of line: the target and receiver class as
    /// [`pack_ids`]' word. The common case, a call that repeats its site's
    /// last target and receiver class (`calls`, indexed by the site id
    /// cached beside the op: no site computation), tests that and is a
    /// leaf that saves no register: its calls (another target or class, an
    /// op whose site id is not cached yet, a thread switch, a full batch)
    /// are in tail position. (The arguments the hit needs come first.)
    #[inline(never)]
    fn invoke_queued<const RUN: bool>(
        &mut self,
        clock: u64,
        at: OpAt<'_>,
        ids: u64,
        rt: &Runtime,
        thread: u32,
    ) {
        // An op without a cached id reads slot 0, which is always 0.
        let id = at.refs().trace.get();
        if self.calls.get(id as usize) == Some(&ids) {
            let (thread, time, id) = (entity_id(thread), clock as i64, i64::from(id));
            if RUN {
                self.front().run_invoke_packed(thread, time, id, ids)
            } else {
                self.front().invoke_packed(thread, time, id, ids)
            }
        } else {
            self.invoke_op_checked(rt, clock, thread, at, ids)
        }
    }

    /// [`Self::invoke_queued`] of a call that does not repeat its site's
    /// last: the op's site id (its Site record written, and the id cached
    /// beside the op, the first time), then [`Self::invoke_checked`].
    #[inline(never)]
    fn invoke_op_checked(&mut self, rt: &Runtime, clock: u64, thread: u32, at: OpAt<'_>, ids: u64) {
        let id = self
            .rec
            .op_site(rt, clock, thread, at, at.refs().trace.get());
        self.invoke_checked(rt, clock, thread, id, ids);
    }

    /// A call at site `id` (its Site record written) for a front that
    /// queues the events: the records of its target and receiver class if
    /// not written yet (in the recorder's order), the event, and the call
    /// kept as the site's last.
    fn invoke_checked(&mut self, rt: &Runtime, clock: u64, thread: u32, id: i64, ids: u64) {
        let target = (ids as u32).wrapping_sub(1);
        let receiver = (ids >> 32) as u32;
        let receiver = (receiver != 0).then(|| receiver.wrapping_sub(1));
        if !self.rec.written_call(target, receiver) {
            self.invoke_first_cold(rt, clock, thread, id, target, receiver);
        } else {
            self.front()
                .invoke_packed(entity_id(thread), clock as i64, id, ids);
        }
        // Ids that an op cannot cache (past u32) are never looked up.
        if let Ok(i) = u32::try_from(id) {
            let i = i as usize;
            if self.calls.len() <= i {
                self.calls.resize(i + 1, 0);
            }
            self.calls[i] = ids;
        }
    }

    /// [`Self::invoke_at`] out of line for a front that answers the repeat
    /// check (the engine). The common case, a dispatched call (a receiver
    /// class) that repeats its site's last target and receiver class
    /// ([`Engine::invoke_repeat_ids`], with the site id cached beside the
    /// op: no site computation), is a leaf that saves no register; the rest
    /// ([`Self::invoke_missed`], the same arguments) is a tail call. (The
    /// arguments are those the loop passed before the hit path was made a
    /// leaf: the loop around the call compiles as it did.)
    #[inline(never)]
    fn invoke_out_of_line(
        &mut self,
        rt: &Runtime,
        clock: u64,
        thread: u32,
        at: OpAt<'_>,
        target: MethodId,
        receiver: Option<ClassId>,
    ) {
        // An op without a cached id reads 0, which names no site of the
        // recorder's (it numbers them from 1): the check then fails.
        let id = at.refs().trace.get();
        if receiver.is_some()
            && self.front().invoke_repeat_ids(
                entity_id(thread),
                clock as i64,
                id,
                pack_ids(target, receiver),
            )
        {
            return;
        }
        self.invoke_missed(rt, clock, thread, at, target, receiver)
    }

    /// [`Self::invoke_out_of_line`] when its check failed (changing
    /// nothing): the site id (its Site record written, and the id cached
    /// beside the op, the first time), then the engine's full repeat
    /// check, else the entities and the event.
    #[inline(never)]
    fn invoke_missed(
        &mut self,
        rt: &Runtime,
        clock: u64,
        thread: u32,
        at: OpAt<'_>,
        target: MethodId,
        receiver: Option<ClassId>,
    ) {
        let id = self
            .rec
            .op_site(rt, clock, thread, at, at.refs().trace.get());
        self.invoke_repeat_or_first(rt, clock, thread, id, target, receiver);
    }

    /// A call at site `id` (its Site record written) for a front that
    /// answers the repeat check: the check, else the entities and the
    /// event.
    #[inline(always)]
    fn invoke_repeat_or_first(
        &mut self,
        rt: &Runtime,
        clock: u64,
        thread: u32,
        id: i64,
        target: MethodId,
        receiver: Option<ClassId>,
    ) {
        let (thread_id, target_id) = (entity_id(thread), entity_id(target));
        let receiver_id = receiver.map(entity_id);
        if !self
            .front()
            .invoke_repeat(thread_id, clock as i64, id, target_id, receiver_id)
        {
            self.invoke_first_cold(rt, clock, thread, id, target, receiver);
        }
    }

    /// [`EventSink::block_enter`] out of line.
    #[inline(never)]
    fn block_enter_out_of_line(&mut self, clock: u64, thread: u32, block: u32) {
        self.front()
            .block_enter(entity_id(thread), clock as i64, block);
    }

    /// The engine once every event has been analyzed (the metrics thread,
    /// if any, drained and stopped); an error if the metrics thread failed.
    pub fn finish(self) -> Result<Engine, String> {
        self.rec.into_sink().finish()
    }

    /// [`EventSink::method_enter`] for a front with repeat checks
    /// ([`MetricsFront::REPEATS`]) when the check failed: out of line, so
    /// that the repeat path, inlined into the event's hook, saves no
    /// register.
    #[cold]
    #[inline(never)]
    fn method_enter_first(&mut self, rt: &Runtime, clock: u64, thread: u32, method: MethodId) {
        self.method_enter_with_records(rt, clock, thread, method);
    }

    /// A MethodEnter with the method's class (and its Method records)
    /// first, as the recorder would write them before a MethodEnter record.
    #[inline(always)]
    fn method_enter_with_records(
        &mut self,
        rt: &Runtime,
        clock: u64,
        thread: u32,
        method: MethodId,
    ) {
        self.rec.ensure_method(rt, clock, thread, method);
        self.front().method_enter(entity_id(thread), method + 1);
    }

    #[inline(always)]
    fn front(&mut self) -> &mut F {
        self.rec.sink_mut()
    }
}

#[allow(clippy::too_many_arguments)]
impl<F: MetricsFront> EventSink for MetricsSink<F> {
    const ENABLED: bool = true;
    const BLOCKS_AT_TRANSFERS: bool = true;

    #[inline]
    fn groups(&self) -> Groups {
        METRICS_GROUPS
    }

    fn class_load(&mut self, rt: &Runtime, clock: u64, thread: u32, class: ClassId) {
        self.rec.class_load(rt, clock, thread, class);
    }

    fn thread_start(
        &mut self,
        rt: &Runtime,
        clock: u64,
        thread: u32,
        object: Ref,
        parent: Option<u32>,
    ) {
        self.rec.thread_start(rt, clock, thread, object, parent);
    }

    fn thread_end(&mut self, clock: u64, thread: u32) {
        self.rec.thread_end(clock, thread);
    }

    #[inline(always)]
    fn method_enter(&mut self, rt: &Runtime, clock: u64, thread: u32, method: MethodId) {
        // A method the thread entered before has its records written.
        if F::REPEATS {
            if self
                .front()
                .method_enter_repeat(entity_id(thread), method + 1)
            {
                return;
            }
            // A tail call: the repeat path above stays a leaf.
            return self.method_enter_first(rt, clock, thread, method);
        }
        self.method_enter_with_records(rt, clock, thread, method);
    }

    #[inline(always)]
    fn method_exit(&mut self, _: u64, thread: u32, _: MethodId, _: bool) {
        self.front().method_exit(entity_id(thread));
    }

    // Out of line for the engine (see the module documentation); a
    // metrics thread's append is small enough to inline.
    #[inline(always)]
    fn block_enter(&mut self, clock: u64, thread: u32, _: Site, block: u32) {
        if F::INLINE_BLOCKS {
            self.front()
                .block_enter(entity_id(thread), clock as i64, block);
        } else {
            self.block_enter_out_of_line(clock, thread, block);
        }
    }

    #[inline(always)]
    fn run_start(&mut self, thread: u32, _: u32) {
        self.front().run_start(entity_id(thread));
    }

    // The thread is the run's (`run_start`): a metrics thread's append
    // tests no thread.
    #[inline(always)]
    fn run_block_enter(&mut self, clock: u64, thread: u32, _: Site, block: u32) {
        if F::INLINE_BLOCKS {
            self.front()
                .run_block_enter(entity_id(thread), clock as i64, block);
        } else {
            self.block_enter_out_of_line(clock, thread, block);
        }
    }

    // A call named by its site rather than its op (the interpreter's
    // loops use the `op_` hooks): the site table, then as `op_invoke`
    // (every call: the engine ignores those it does not count).
    fn invoke(
        &mut self,
        rt: &Runtime,
        clock: u64,
        thread: u32,
        site: Site,
        target: MethodId,
        receiver: Option<ClassId>,
    ) {
        let id = self.rec.site(rt, clock, thread, site.method, site.bci);
        if F::REPEATS {
            self.invoke_repeat_or_first(rt, clock, thread, id, target, receiver);
        } else {
            self.invoke_checked(rt, clock, thread, id, pack_ids(target, receiver));
        }
    }

    // A call at a site whose calls the engine does not count (not
    // invokevirtual or invokeinterface: `counts_calls`) is left out: its
    // record would change nothing, and the target's Method record is
    // written by its MethodEnter. A dispatched call (a receiver class) is
    // always at such a site; the test folds away for it.
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
        if receiver.is_some() || counts_calls(at.opcode()) {
            self.invoke_at::<false>(rt, clock, thread, at, target, receiver);
        }
    }

    // As `op_invoke`; the thread is the run's (`run_start`): a metrics
    // thread's append tests no thread.
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
        if receiver.is_some() || counts_calls(at.opcode()) {
            self.invoke_at::<true>(rt, clock, thread, at, target, receiver);
        }
    }

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
        self.rec
            .field(rt, clock, thread, site, field, object, write);
    }

    // The entities an allocation names, then the event itself as a
    // typed call: no record is built (the engine reads an array's
    // allocation as an object's, its length aside).
    fn allocation(&mut self, rt: &Runtime, clock: u64, thread: u32, a: Allocation) {
        self.rec.ensure_class(rt, clock, thread, a.class);
        let site = self.rec.site(rt, clock, thread, a.site.method, a.site.bci);
        self.front().allocation(
            entity_id(thread),
            clock as i64,
            site,
            entity_id(a.class),
            a.size as i64,
            a.object as i64,
        );
    }

    // Only the deaths: the engine ignores a collection's GCStart and
    // GCFinish records (and an ObjectDeath's thread and collection).
    fn gc(&mut self, _: u32, c: &Collection) {
        if METRICS_GROUPS.has(Group::Gc) {
            for &d in &c.dead {
                self.front().object_death(d as i64);
            }
        }
    }

    fn monitor(&mut self, clock: u64, thread: u32, site: Site, event: MonitorEvent, object: u64) {
        self.rec.monitor(clock, thread, site, event, object);
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
        self.rec
            .exception_throw(rt, clock, thread, site, class, object);
    }

    fn exception_catch(&mut self, clock: u64, thread: u32, site: Site, object: u64) {
        self.rec.exception_catch(clock, thread, site, object);
    }

    fn bytecode(&mut self, clock: u64, thread: u32, site: Site, opcode: u8) {
        self.rec.bytecode(clock, thread, site, opcode);
    }

    fn array(&mut self, clock: u64, thread: u32, site: Site, array: u64, index: i32, store: bool) {
        self.rec.array(clock, thread, site, array, index, store);
    }

    fn value(&mut self, clock: u64, thread: u32, site: Site, value: Value) {
        self.rec.value(clock, thread, site, value);
    }
}
