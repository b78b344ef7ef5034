//! [`MetricsSink`]: the event sink of `rjvm -metrics`. Events reach the
//! analyzer's metrics engine inside the VM, so online metrics are
//! computed by exactly the code that analyzes traces offline.
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
//! the thread entered before ([`Engine::method_enter_repeat`]).
//! Everything else goes through a
//! [`JvmRecorder`], which also writes the entity records (classes with
//! their class files, methods, sites, threads) the engine builds its
//! program model from, before the first event naming them, as in a trace.

use super::step_sink::entity_id;
use super::JvmRecorder;
use crate::events::{Allocation, EventSink, Group, Groups, MonitorEvent, Site, Value};
use crate::heap::{Collection, Ref};
use crate::runtime::{ClassId, MethodId, Runtime};
use analyzer::metrics::{Engine, MetricsOptions};

/// The event groups `-metrics` records: the default groups of a trace
/// without those whose records the engine ignores (field accesses: the
/// pointer densities count executed field instructions, which the block
/// counts give). The engine computes the same metrics from a default
/// trace, which has them.
pub const METRICS_GROUPS: Groups = Groups::DEFAULT.without(Group::Field);

/// The event sink of `-metrics`: events analyzed as they happen.
pub struct MetricsSink {
    /// Entities and the less frequent events, as records for the engine.
    rec: JvmRecorder<Engine>,
}

/// A metrics sink with options `opts`.
pub fn metrics_sink(opts: &MetricsOptions) -> MetricsSink {
    MetricsSink {
        rec: JvmRecorder::with_sink_and_groups(Engine::new(opts), METRICS_GROUPS),
    }
}

impl MetricsSink {
    /// An invoke at site `id` that [`Engine::invoke_repeat`] did not
    /// count: the entities the record names, in the recorder's order (a
    /// repeated call names the same ones, written by then), then the
    /// record.
    #[cold]
    #[inline(never)]
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
        self.engine_mut().invoke(
            entity_id(thread),
            clock as i64,
            id,
            entity_id(target),
            receiver.map(entity_id),
        );
    }

    /// The engine (its metrics so far).
    pub fn engine(&self) -> &Engine {
        self.rec.sink()
    }

    #[inline(always)]
    fn engine_mut(&mut self) -> &mut Engine {
        self.rec.sink_mut()
    }
}

#[allow(clippy::too_many_arguments)]
impl EventSink for MetricsSink {
    const ENABLED: bool = true;

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
        if self
            .engine_mut()
            .method_enter_repeat(entity_id(thread), method + 1)
        {
            return;
        }
        // The method's class (and its Method records) first, as the
        // recorder would write them before a MethodEnter record.
        self.rec.ensure_method(rt, clock, thread, method);
        self.engine_mut()
            .method_enter(entity_id(thread), method + 1);
    }

    #[inline(always)]
    fn method_exit(&mut self, _: u64, thread: u32, _: MethodId, _: bool) {
        self.engine_mut().method_exit(entity_id(thread));
    }

    // Out of line: see the module documentation.
    #[inline(never)]
    fn block_enter(&mut self, clock: u64, thread: u32, _: Site, block: u32) {
        self.engine_mut()
            .block_enter(entity_id(thread), clock as i64, block);
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
        let id = self.rec.site(rt, clock, thread, site.method, site.bci);
        let (thread_id, target_id) = (entity_id(thread), entity_id(target));
        let receiver_id = receiver.map(entity_id);
        if !self
            .engine_mut()
            .invoke_repeat(thread_id, clock as i64, id, target_id, receiver_id)
        {
            self.invoke_first(rt, clock, thread, id, target, receiver);
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

    fn allocation(&mut self, rt: &Runtime, clock: u64, thread: u32, a: Allocation) {
        self.rec.allocation(rt, clock, thread, a);
    }

    fn gc(&mut self, thread: u32, c: &Collection) {
        self.rec.gc(thread, c);
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
