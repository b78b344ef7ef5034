//! The interpreter's event interface.
//!
//! The interpreter is generic over an [`EventSink`] and calls it with static
//! dispatch; every call sits behind the sink's associated `ENABLED`
//! constant, so with [`NullSink`] the calls and their argument preparation
//! vanish at compile time and an untraced run compiles to the interpreter
//! without tracing. Every event carries the thread and the clock (executed
//! bytecodes, counting the current instruction).

use crate::heap::{Collection, Ref};
use crate::runtime::{ClassId, MethodId, Runtime};

/// A bytecode position: method and bytecode index.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Site {
    /// The method.
    pub method: MethodId,
    /// The bytecode index.
    pub bci: u32,
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
    /// `wait()` began.
    Wait,
    /// `wait()` ended (notified, timed out or interrupted).
    Waited,
    /// `notify`/`notifyAll`.
    Notify,
}

/// Receives the events the interpreter produces. Every hook has an empty
/// default, so a sink implements only what it records. `thread` is the
/// scheduler's thread index (0 = main); `clock` the executed-bytecode count.
#[allow(unused_variables, clippy::too_many_arguments)]
pub trait EventSink {
    /// Whether this sink wants events at all.
    const ENABLED: bool;

    /// A class was loaded and linked (reported at the next safepoint).
    fn class_load(&mut self, rt: &Runtime, clock: u64, thread: u32, class: ClassId) {}
    /// A thread started; `object` is its `java.lang.Thread` (read its id,
    /// name and daemon flag through `rt`).
    fn thread_start(&mut self, rt: &Runtime, clock: u64, thread: u32, object: Ref) {}
    /// A thread ended.
    fn thread_end(&mut self, clock: u64, thread: u32) {}
    /// A method starts executing (bytecode or native).
    fn method_enter(&mut self, rt: &Runtime, clock: u64, thread: u32, method: MethodId) {}
    /// A method returns, normally or (`by_exception`) by an exception.
    fn method_exit(&mut self, clock: u64, thread: u32, method: MethodId, by_exception: bool) {}
    /// A basic block starts executing at `site` (method entry, branch
    /// targets, handlers, and after branches, switches, returns, throws and
    /// invokes: see `Code::leaders`); `block` is its index in the method's
    /// block table (`Code::blocks`).
    fn block_enter(&mut self, clock: u64, thread: u32, site: Site, block: u32) {}
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
    /// An object or array was allocated.
    fn allocation(&mut self, rt: &Runtime, clock: u64, thread: u32, allocation: Allocation) {}
    /// A garbage collection finished (it executes no bytecode: the clock is
    /// the same at start and end).
    fn gc(&mut self, thread: u32, collection: &Collection) {}
    /// A monitor event on object `object`.
    fn monitor(&mut self, clock: u64, thread: u32, event: MonitorEvent, object: u64) {}
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
}

impl CountingSink {
    fn bump(&mut self, kind: &'static str) {
        *self.counts.entry(kind).or_insert(0) += 1;
    }

    /// A report, one `kind count` or `kind name count` line each, sorted.
    pub fn report(&self, rt: &Runtime) -> String {
        let mut out = String::new();
        for (k, v) in &self.counts {
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
    fn thread_start(&mut self, _: &Runtime, _: u64, _: u32, _: Ref) {
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
    fn monitor(&mut self, _: u64, _: u32, event: MonitorEvent, _: u64) {
        self.bump(match event {
            MonitorEvent::Enter => "MonitorEnter",
            MonitorEvent::ContendedEnter => "MonitorContendedEnter",
            MonitorEvent::Entered => "MonitorEntered",
            MonitorEvent::Exit => "MonitorExit",
            MonitorEvent::Wait => "MonitorWait",
            MonitorEvent::Waited => "MonitorWaited",
            MonitorEvent::Notify => "Notify",
        });
    }
    fn exception_throw(&mut self, _: &Runtime, _: u64, _: u32, _: Site, class: ClassId, _: u64) {
        self.bump("ExceptionThrow");
        *self.throws.entry(class).or_insert(0) += 1;
    }
    fn exception_catch(&mut self, _: u64, _: u32, _: Site, _: u64) {
        self.bump("ExceptionCatch");
    }
}
