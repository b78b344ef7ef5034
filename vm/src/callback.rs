//! `-trace-callback`: events delivered one by one through a dynamic
//! callback, the way JVMPI and JVMTI agents receive them — the baseline
//! that built-in tracing is measured against.
//!
//! [`CallbackSink`] is an [`EventSink`] that forwards every event of its
//! groups to a `&mut dyn` [`EventListener`], with the arguments the
//! interpreter prepared. The launcher hands it an [`EmptyListener`] hidden
//! behind [`std::hint::black_box`], so the compiler can neither see which
//! listener runs nor drop the calls: what the run pays is the cost of
//! reaching an agent, with no agent work at all.

use crate::events::{Allocation, EventSink, Group, Groups, MonitorEvent, Site, Value};
use crate::heap::{Collection, Ref};
use crate::runtime::{ClassId, MethodId, Runtime};
use std::hint::black_box;

/// An event listener called through dynamic dispatch: the object-safe
/// counterpart of [`EventSink`]'s hooks (same arguments, same meaning).
/// Every method has an empty default.
#[allow(unused_variables, clippy::too_many_arguments)]
pub trait EventListener {
    /// See [`EventSink::class_load`].
    fn class_load(&mut self, rt: &Runtime, clock: u64, thread: u32, class: ClassId) {}
    /// See [`EventSink::thread_start`].
    fn thread_start(&mut self, clock: u64, thread: u32, object: Ref, parent: Option<u32>) {}
    /// See [`EventSink::thread_end`].
    fn thread_end(&mut self, clock: u64, thread: u32) {}
    /// See [`EventSink::method_enter`].
    fn method_enter(&mut self, clock: u64, thread: u32, method: MethodId) {}
    /// See [`EventSink::method_exit`].
    fn method_exit(&mut self, clock: u64, thread: u32, method: MethodId, by_exception: bool) {}
    /// See [`EventSink::block_enter`].
    fn block_enter(&mut self, clock: u64, thread: u32, site: Site, block: u32) {}
    /// See [`EventSink::invoke`].
    fn invoke(
        &mut self,
        clock: u64,
        thread: u32,
        site: Site,
        target: MethodId,
        receiver: Option<ClassId>,
    ) {
    }
    /// See [`EventSink::field`].
    fn field(
        &mut self,
        clock: u64,
        thread: u32,
        site: Site,
        field: u32,
        object: Option<u64>,
        write: bool,
    ) {
    }
    /// See [`EventSink::allocation`].
    fn allocation(&mut self, clock: u64, thread: u32, allocation: &Allocation) {}
    /// See [`EventSink::gc`].
    fn gc(&mut self, thread: u32, collection: &Collection) {}
    /// See [`EventSink::monitor`].
    fn monitor(&mut self, clock: u64, thread: u32, site: Site, event: MonitorEvent, object: u64) {}
    /// See [`EventSink::exception_throw`].
    fn exception_throw(
        &mut self,
        clock: u64,
        thread: u32,
        site: Site,
        class: ClassId,
        object: u64,
    ) {
    }
    /// See [`EventSink::exception_catch`].
    fn exception_catch(&mut self, clock: u64, thread: u32, site: Site, object: u64) {}
    /// See [`EventSink::bytecode`].
    fn bytecode(&mut self, clock: u64, thread: u32, site: Site, opcode: u8) {}
    /// See [`EventSink::array`].
    fn array(&mut self, clock: u64, thread: u32, site: Site, array: u64, index: i32, store: bool) {}
    /// See [`EventSink::value`].
    fn value(&mut self, clock: u64, thread: u32, site: Site, value: Value) {}
}

/// The listener of `-trace-callback`: does nothing with its events but
/// pass the arguments through [`black_box`], so that the calls and their
/// arguments stay in the program.
#[derive(Debug, Default)]
pub struct EmptyListener;

#[allow(clippy::too_many_arguments)]
impl EventListener for EmptyListener {
    #[inline(never)]
    fn class_load(&mut self, _: &Runtime, clock: u64, thread: u32, class: ClassId) {
        black_box((clock, thread, class));
    }
    #[inline(never)]
    fn thread_start(&mut self, clock: u64, thread: u32, object: Ref, parent: Option<u32>) {
        black_box((clock, thread, object, parent));
    }
    #[inline(never)]
    fn thread_end(&mut self, clock: u64, thread: u32) {
        black_box((clock, thread));
    }
    #[inline(never)]
    fn method_enter(&mut self, clock: u64, thread: u32, method: MethodId) {
        black_box((clock, thread, method));
    }
    #[inline(never)]
    fn method_exit(&mut self, clock: u64, thread: u32, method: MethodId, by_exception: bool) {
        black_box((clock, thread, method, by_exception));
    }
    #[inline(never)]
    fn block_enter(&mut self, clock: u64, thread: u32, site: Site, block: u32) {
        black_box((clock, thread, site, block));
    }
    #[inline(never)]
    fn invoke(
        &mut self,
        clock: u64,
        thread: u32,
        site: Site,
        target: MethodId,
        receiver: Option<ClassId>,
    ) {
        black_box((clock, thread, site, target, receiver));
    }
    #[inline(never)]
    fn field(
        &mut self,
        clock: u64,
        thread: u32,
        site: Site,
        field: u32,
        object: Option<u64>,
        write: bool,
    ) {
        black_box((clock, thread, site, field, object, write));
    }
    #[inline(never)]
    fn allocation(&mut self, clock: u64, thread: u32, allocation: &Allocation) {
        black_box((clock, thread, allocation));
    }
    #[inline(never)]
    fn gc(&mut self, thread: u32, collection: &Collection) {
        black_box((thread, collection));
    }
    #[inline(never)]
    fn monitor(&mut self, clock: u64, thread: u32, site: Site, event: MonitorEvent, object: u64) {
        black_box((clock, thread, site, event, object));
    }
    #[inline(never)]
    fn exception_throw(
        &mut self,
        clock: u64,
        thread: u32,
        site: Site,
        class: ClassId,
        object: u64,
    ) {
        black_box((clock, thread, site, class, object));
    }
    #[inline(never)]
    fn exception_catch(&mut self, clock: u64, thread: u32, site: Site, object: u64) {
        black_box((clock, thread, site, object));
    }
    #[inline(never)]
    fn bytecode(&mut self, clock: u64, thread: u32, site: Site, opcode: u8) {
        black_box((clock, thread, site, opcode));
    }
    #[inline(never)]
    fn array(&mut self, clock: u64, thread: u32, site: Site, array: u64, index: i32, store: bool) {
        black_box((clock, thread, site, array, index, store));
    }
    #[inline(never)]
    fn value(&mut self, clock: u64, thread: u32, site: Site, value: Value) {
        black_box((clock, thread, site, value));
    }
}

/// An [`EventSink`] forwarding the events of its groups to a dynamic
/// [`EventListener`] (one indirect call per event).
pub struct CallbackSink<'a> {
    listener: &'a mut dyn EventListener,
    groups: Groups,
}

impl<'a> CallbackSink<'a> {
    /// A sink calling `listener` for the events of `groups`.
    pub fn new(listener: &'a mut dyn EventListener, groups: Groups) -> Self {
        CallbackSink { listener, groups }
    }
}

#[allow(clippy::too_many_arguments)]
impl EventSink for CallbackSink<'_> {
    const ENABLED: bool = true;

    fn groups(&self) -> Groups {
        self.groups
    }
    fn class_load(&mut self, rt: &Runtime, clock: u64, thread: u32, class: ClassId) {
        if self.groups.has(Group::Class) {
            self.listener.class_load(rt, clock, thread, class);
        }
    }
    fn thread_start(
        &mut self,
        _: &Runtime,
        clock: u64,
        thread: u32,
        object: Ref,
        parent: Option<u32>,
    ) {
        if self.groups.has(Group::Thread) {
            self.listener.thread_start(clock, thread, object, parent);
        }
    }
    fn thread_end(&mut self, clock: u64, thread: u32) {
        if self.groups.has(Group::Thread) {
            self.listener.thread_end(clock, thread);
        }
    }
    #[inline]
    fn method_enter(&mut self, _: &Runtime, clock: u64, thread: u32, method: MethodId) {
        if self.groups.has(Group::Method) {
            self.listener.method_enter(clock, thread, method);
        }
    }
    #[inline]
    fn method_exit(&mut self, clock: u64, thread: u32, method: MethodId, by_exception: bool) {
        if self.groups.has(Group::Method) {
            self.listener
                .method_exit(clock, thread, method, by_exception);
        }
    }
    // The interpreter calls the per-instruction hooks (blocks, invokes,
    // fields, allocations, bytecodes, arrays, values) only for the groups
    // of `groups()`: no test in them.
    #[inline]
    fn block_enter(&mut self, clock: u64, thread: u32, site: Site, block: u32) {
        self.listener.block_enter(clock, thread, site, block);
    }
    #[inline]
    fn invoke(
        &mut self,
        _: &Runtime,
        clock: u64,
        thread: u32,
        site: Site,
        target: MethodId,
        receiver: Option<ClassId>,
    ) {
        self.listener.invoke(clock, thread, site, target, receiver);
    }
    #[inline]
    fn field(
        &mut self,
        _: &Runtime,
        clock: u64,
        thread: u32,
        site: Site,
        field: u32,
        object: Option<u64>,
        write: bool,
    ) {
        self.listener
            .field(clock, thread, site, field, object, write);
    }
    #[inline]
    fn allocation(&mut self, _: &Runtime, clock: u64, thread: u32, allocation: Allocation) {
        self.listener.allocation(clock, thread, &allocation);
    }
    fn gc(&mut self, thread: u32, collection: &Collection) {
        if self.groups.has(Group::Gc) {
            self.listener.gc(thread, collection);
        }
    }
    fn monitor(&mut self, clock: u64, thread: u32, site: Site, event: MonitorEvent, object: u64) {
        if self.groups.has(Group::Lock) {
            self.listener.monitor(clock, thread, site, event, object);
        }
    }
    fn exception_throw(
        &mut self,
        _: &Runtime,
        clock: u64,
        thread: u32,
        site: Site,
        class: ClassId,
        object: u64,
    ) {
        if self.groups.has(Group::Exception) {
            self.listener
                .exception_throw(clock, thread, site, class, object);
        }
    }
    fn exception_catch(&mut self, clock: u64, thread: u32, site: Site, object: u64) {
        if self.groups.has(Group::Exception) {
            self.listener.exception_catch(clock, thread, site, object);
        }
    }
    #[inline]
    fn bytecode(&mut self, clock: u64, thread: u32, site: Site, opcode: u8) {
        self.listener.bytecode(clock, thread, site, opcode);
    }
    #[inline]
    fn array(&mut self, clock: u64, thread: u32, site: Site, array: u64, index: i32, store: bool) {
        self.listener
            .array(clock, thread, site, array, index, store);
    }
    #[inline]
    fn value(&mut self, clock: u64, thread: u32, site: Site, value: Value) {
        self.listener.value(clock, thread, site, value);
    }
}
