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
    /// Calls queued whose entities were all written, by call site
    /// ([`CallSlots`]): a call repeating its site's slot needs no entity
    /// check ([`Self::invoke_queued`]; a front that queues the events only).
    calls: CallSlots,
}

/// One call queued at a site whose entities were all written.
#[derive(Clone, Copy, Default)]
#[repr(C, align(32))]
struct CallSlot {
    /// The site: method | bci << 32.
    site: u64,
    /// Target and receiver class as [`pack_ids`] gives them (never 0, so
    /// an empty slot matches no call).
    ids: u64,
    /// The site's id.
    id: u64,
}

/// Log2 of the slots of [`CallSlots`] (128 KiB of them).
const CALL_SLOT_BITS: u32 = 12;

/// The last call queued per call site, in a direct-mapped table indexed
/// by a multiplicative hash of the site (one multiply and shift, no bounds
/// check, one cache line): a cheaper look-up than the recorder's
/// per-method site tables (two bounds checks, two dependent loads). Sites
/// that share a slot evict each other's call; the evicted one's next call
/// takes the checked path and takes the slot back.
struct CallSlots(Box<[CallSlot; 1 << CALL_SLOT_BITS]>);

impl CallSlots {
    fn new() -> CallSlots {
        CallSlots(Box::new([CallSlot::default(); 1 << CALL_SLOT_BITS]))
    }

    /// The slot of `site` (method | bci << 32): Fibonacci hashing, the
    /// product's high bits.
    #[inline(always)]
    fn slot(&mut self, site: u64) -> &mut CallSlot {
        let i = site.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> (64 - CALL_SLOT_BITS);
        &mut self.0[i as usize]
    }
}

/// A metrics sink with options `opts`, its engine in the interpreter's
/// thread.
pub fn metrics_sink(opts: &MetricsOptions) -> MetricsSink {
    MetricsSink {
        rec: JvmRecorder::with_sink_and_groups(Engine::new(opts), METRICS_GROUPS),
        calls: CallSlots::new(),
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
        calls: CallSlots::new(),
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

    /// [`Self::invoke_first`] out of line, for a front whose repeat check
    /// answered (so this is rare).
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

    /// An invoke that names a site, method or class whose record is not
    /// written yet (rare): the records, then the event. Arguments as
    /// [`Self::invoke_queued`]'s (a tail call there).
    #[cold]
    #[inline(never)]
    fn invoke_new(&mut self, rt: &Runtime, clock: u64, thread: u32, site: u64, ids: u64) {
        let (method, bci) = (site as u32, (site >> 32) as u32);
        let target = (ids as u32).wrapping_sub(1);
        let receiver = (ids >> 32) as u32;
        let receiver = (receiver != 0).then(|| receiver.wrapping_sub(1));
        let id = self.rec.site(rt, clock, thread, method, bci);
        self.invoke_first(rt, clock, thread, id, target, receiver);
    }

    /// [`EventSink::invoke`] for a front that queues the events (the
    /// metrics thread), out of line: the site as method | bci << 32, the
    /// target and receiver class as [`pack_ids`]' word (six arguments, all
    /// in registers). The common case, a call that repeats the site's
    /// last target and receiver class (`calls`), tests its slot and is a
    /// leaf that saves no register: its calls (another target or class, a
    /// thread switch, a full batch) are in tail position.
    /// `RUN`: the call is the fast loop's ([`EventSink::run_invoke`]), so
    /// its thread is the run's, which the front takes as known.
    #[inline(never)]
    fn invoke_queued<const RUN: bool>(
        &mut self,
        rt: &Runtime,
        clock: u64,
        thread: u32,
        site: u64,
        ids: u64,
    ) {
        let last = *self.calls.slot(site);
        if last.site == site && last.ids == ids {
            let (thread, time, id) = (entity_id(thread), clock as i64, last.id as i64);
            if RUN {
                self.front().run_invoke_packed(thread, time, id, ids)
            } else {
                self.front().invoke_packed(thread, time, id, ids)
            }
        } else {
            self.invoke_checked(rt, clock, thread, site, ids)
        }
    }

    /// [`Self::invoke_queued`] of a call that does not repeat its site's
    /// last: the entity checks (and records, for new ones), the event, and
    /// the call kept in the site's slot.
    #[inline(never)]
    fn invoke_checked(&mut self, rt: &Runtime, clock: u64, thread: u32, site: u64, ids: u64) {
        let (method, bci) = (site as u32, (site >> 32) as u32);
        let target = (ids as u32).wrapping_sub(1);
        let receiver = (ids >> 32) as u32;
        let receiver = (receiver != 0).then(|| receiver.wrapping_sub(1));
        let id = match self.rec.written_invoke(method, bci, target, receiver) {
            Some(id) => {
                self.front()
                    .invoke_packed(entity_id(thread), clock as i64, id, ids);
                id
            }
            None => {
                self.invoke_new(rt, clock, thread, site, ids);
                self.rec.site(rt, clock, thread, method, bci)
            }
        };
        *self.calls.slot(site) = CallSlot {
            site,
            ids,
            id: id as u64,
        };
    }

    /// [`EventSink::invoke`] and [`EventSink::run_invoke`] (`RUN`: the
    /// thread is the run's, no thread test): the engine's out-of-line
    /// repeat check, or a queued word.
    #[inline(always)]
    fn invoke_from<const RUN: bool>(
        &mut self,
        rt: &Runtime,
        clock: u64,
        thread: u32,
        site: Site,
        target: MethodId,
        receiver: Option<ClassId>,
    ) {
        if F::REPEATS {
            self.invoke_out_of_line(rt, clock, thread, site, target, receiver);
        } else {
            let s = u64::from(site.method) | u64::from(site.bci) << 32;
            self.invoke_queued::<RUN>(rt, clock, thread, s, pack_ids(target, receiver));
        }
    }

    /// [`EventSink::invoke`] out of line for a front that answers the
    /// repeat check (the engine): a call that repeats the site's last
    /// receiver class and target skips the entity checks. (Inlined into
    /// the loop, even a metrics thread's append made the traced loop
    /// slower; a front that queues the events has [`Self::invoke_queued`].)
    #[inline(never)]
    fn invoke_out_of_line(
        &mut self,
        rt: &Runtime,
        clock: u64,
        thread: u32,
        site: Site,
        target: MethodId,
        receiver: Option<ClassId>,
    ) {
        let id = self.rec.site(rt, clock, thread, site.method, site.bci);
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
        if F::REPEATS
            && self
                .front()
                .method_enter_repeat(entity_id(thread), method + 1)
        {
            return;
        }
        // The method's class (and its Method records) first, as the
        // recorder would write them before a MethodEnter record.
        self.rec.ensure_method(rt, clock, thread, method);
        self.front().method_enter(entity_id(thread), method + 1);
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

    #[inline]
    fn invoke(
        &mut self,
        rt: &Runtime,
        clock: u64,
        thread: u32,
        site: Site,
        target: MethodId,
        receiver: Option<ClassId>,
    ) {
        self.invoke_from::<false>(rt, clock, thread, site, target, receiver);
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
            self.invoke(rt, clock, thread, at.site(), target, receiver);
        }
    }

    // As `op_invoke`.
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
            self.run_invoke(rt, clock, thread, at.site(), target, receiver);
        }
    }

    // The thread is the run's (`run_start`): a metrics thread's append
    // tests no thread.
    #[inline]
    fn run_invoke(
        &mut self,
        rt: &Runtime,
        clock: u64,
        thread: u32,
        site: Site,
        target: MethodId,
        receiver: Option<ClassId>,
    ) {
        self.invoke_from::<true>(rt, clock, thread, site, target, receiver);
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
