//! Green threads: every Java thread runs on the one OS thread, switched by
//! a deterministic scheduler, with monitors, `wait`/`notify`, sleeping on a
//! virtual clock, interruption, and deadlock detection.
//!
//! A thread runs until it blocks, ends, yields, sleeps, waits, or has
//! executed its quantum of bytecodes (`-XX:ThreadQuantum`, default 10,000);
//! then the next runnable thread in FIFO order runs. The quantum is checked
//! at taken branches, calls and returns. Time for `sleep` and timed waits
//! is virtual: it advances with executed bytecodes (10 ns each) and jumps
//! to the earliest wake-up when every thread is asleep, so sleeping
//! programs neither wait in real time nor lose determinism.
//!
//! Class initialization is a lock too (JVMS §5.5): a thread that needs a
//! class another thread is initializing waits ([`ThreadState::AwaitingInit`])
//! until that thread's `<clinit>` ends, then runs its op again.

use super::{Interpreter, JThread};
use crate::events::EventSink;
use crate::heap::{Ref, NULL};
use crate::runtime::{ClassId, JResult, Throw};
use ahash::AHashMap;
use std::collections::VecDeque;

/// Virtual nanoseconds per executed bytecode.
const NS_PER_BYTECODE: u64 = 10;

/// A monitor's state.
#[derive(Debug, Default)]
pub struct Monitor {
    /// Owning thread, if locked.
    pub owner: Option<usize>,
    /// Recursion count of the owner.
    pub count: u32,
    /// Threads blocked entering, in arrival order.
    pub entry: VecDeque<usize>,
    /// Threads in `wait()`, in arrival order.
    pub waiters: VecDeque<usize>,
}

/// A class being initialized: the lock of JVMS §5.5.
#[derive(Debug)]
pub struct ClassInit {
    /// The thread running its `<clinit>`.
    pub thread: usize,
    /// Threads waiting for it to end, in arrival order.
    pub waiters: Vec<usize>,
    /// Ops that thread quickened while the class was not yet initialized
    /// (method, op index, the op before): a quick op skips the
    /// initialization check, so they are put back before another thread
    /// runs (see [`Interpreter::unquicken_for_others`]).
    pub quickened: Vec<(crate::runtime::MethodId, usize, super::ops::Op)>,
}

/// What a thread is doing.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ThreadState {
    /// Ready to run (or running).
    Runnable,
    /// Blocked entering the monitor of this object.
    Blocked(Ref),
    /// In `wait()` on this object; `deadline` in virtual ns for timed waits.
    Waiting {
        /// The monitor's object.
        obj: Ref,
        /// Virtual-time deadline, if timed.
        deadline: Option<u64>,
        /// Recursion count to restore on reacquiring.
        count: u32,
    },
    /// Woken from `wait()`; must reacquire the monitor before running.
    Reacquire {
        /// The monitor's object.
        obj: Ref,
        /// Recursion count to restore.
        count: u32,
    },
    /// In `sleep()` until this virtual time.
    Sleeping(u64),
    /// Waiting for another thread to finish initializing this class.
    AwaitingInit(ClassId),
    /// Finished.
    Terminated,
}

/// One Java thread known to the scheduler.
#[derive(Debug)]
pub struct ThreadSlot {
    /// Its stacks; `None` while it is running (taken out by the scheduler).
    pub stack: Option<JThread>,
    /// The `java.lang.Thread` object.
    pub obj: Ref,
    /// Current state.
    pub state: ThreadState,
    /// Daemon threads do not keep the VM alive.
    pub daemon: bool,
    /// A throwable to raise when the thread next runs (e.g. `InterruptedException`).
    pub pending: Option<Throw>,
    /// The thread blocked on a contended monitor and has not acquired it
    /// yet (its acquisition is reported as `MonitorEntered`).
    pub contended: bool,
    /// Its last `wait` ended because the timeout elapsed (reported with
    /// `MonitorWaited`).
    pub wait_timed_out: bool,
}

/// The scheduler's state.
#[derive(Debug)]
pub struct Scheduler {
    /// Every thread ever started, by index (0 = main).
    pub threads: Vec<ThreadSlot>,
    /// Runnable threads in FIFO order.
    pub queue: VecDeque<usize>,
    /// The running thread.
    pub current: usize,
    /// Monitors by object.
    pub monitors: AHashMap<Ref, Monitor>,
    /// Classes whose `<clinit>` is running, with the thread running it.
    pub class_inits: AHashMap<ClassId, ClassInit>,
    /// Set by resolution when the op being resolved needs a class that the
    /// running thread is initializing (and so may use already).
    pub resolved_during_init: std::cell::Cell<Option<ClassId>>,
    /// Thread index by `java.lang.Thread` object.
    pub by_object: AHashMap<Ref, usize>,
    /// Bytecodes per time slice.
    pub quantum: u64,
    /// The clock value at which the running thread must yield.
    pub yield_at: u64,
    /// False while Rust code runs Java to completion (class initialization
    /// from natives, the launcher): threads cannot be switched then.
    pub preemptible: bool,
    /// Virtual nanoseconds added by jumps of the clock while all threads slept.
    pub skipped_ns: u64,
    /// The main thread's start has been reported to the sink.
    pub main_announced: bool,
    /// Sleep in real time instead (`-XX:+RealTimeSleep`).
    pub real_time_sleep: bool,
    /// `System.currentTimeMillis`/`nanoTime` follow the virtual clock
    /// (`-XX:+VirtualClock`).
    pub virtual_clock: bool,
    /// When raised, [`Interpreter::run_threads`] returns at the end of the
    /// current time slice (the trace file could not be written).
    pub stop: Option<crate::stop::StopFlag>,
}

/// The exit code [`Interpreter::run_threads`] returns when its stop flag
/// was raised (a trace file that could not be written: `EX_IOERR`).
pub const STOPPED: i32 = 74;

impl Scheduler {
    /// A scheduler with the given quantum.
    pub fn new(quantum: u64) -> Scheduler {
        Scheduler {
            threads: Vec::new(),
            queue: VecDeque::new(),
            current: 0,
            monitors: AHashMap::new(),
            class_inits: AHashMap::new(),
            resolved_during_init: std::cell::Cell::new(None),
            by_object: AHashMap::new(),
            quantum: quantum.max(1),
            yield_at: u64::MAX,
            preemptible: false,
            skipped_ns: 0,
            main_announced: false,
            stop: None,
            real_time_sleep: false,
            virtual_clock: false,
        }
    }

    fn wake(&mut self, id: usize, state: ThreadState) {
        self.threads[id].state = state;
        self.queue.push_back(id);
    }
}

/// How a run of a thread ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Outcome {
    /// The thread's outermost frame returned.
    Finished,
    /// The thread paused (quantum, block, wait, sleep, yield) and will resume.
    Paused,
}

impl<S: EventSink> Interpreter<S> {
    /// Virtual time in nanoseconds.
    pub fn virtual_nanos(&self) -> u64 {
        self.executed * NS_PER_BYTECODE + self.sched.skipped_ns
    }

    /// Tries to enter `obj`'s monitor for the running thread. `Ok(false)`
    /// means it is owned by another thread: the caller must block.
    pub fn monitor_enter(&mut self, obj: Ref) -> JResult<bool> {
        let me = self.sched.current;
        let m = self.sched.monitors.entry(obj).or_default();
        match m.owner {
            None => {
                m.owner = Some(me);
                m.count = 1;
                Ok(true)
            }
            Some(o) if o == me => {
                m.count += 1;
                Ok(true)
            }
            Some(_) => {
                if !self.sched.preemptible {
                    return Err(Throw::new(
                        "java/lang/IllegalMonitorStateException",
                        "rjvm: monitor contention inside a class initializer or native callback cannot be scheduled",
                    ));
                }
                m.entry.push_back(me);
                let slot = &mut self.sched.threads[me];
                slot.state = super::sched::ThreadState::Blocked(obj);
                slot.contended = true;
                Ok(false)
            }
        }
    }

    /// Whether the running thread is acquiring a monitor it blocked on
    /// (clears the mark): its acquisition is `MonitorEntered`, not
    /// `MonitorEnter`.
    pub(crate) fn take_contended(&mut self) -> bool {
        let me = self.sched.current;
        self.sched
            .threads
            .get_mut(me)
            .is_some_and(|t| std::mem::take(&mut t.contended))
    }

    /// The site a monitor call of the running thread (`wait`, `notify`) is
    /// reported at: the innermost frame's current instruction, past the
    /// library's `wait()` and `wait(long, int)` wrappers in
    /// `java.lang.Object`, so the program's own call is named.
    fn monitor_call_site(&self, t: &JThread) -> crate::events::Site {
        let object = self.rt.wk.object;
        let frame = t
            .frames
            .iter()
            .rev()
            .find(|f| self.rt.method(f.method).class != object)
            .or(t.frames.last());
        self.site_of(frame).unwrap_or(crate::events::Site {
            method: 0,
            bci: u32::MAX,
        })
    }

    /// Leaves `obj`'s monitor; `IllegalMonitorStateException` if the running
    /// thread does not own it.
    pub fn monitor_exit(&mut self, obj: Ref) -> JResult<()> {
        let me = self.sched.current;
        let m = match self.sched.monitors.get_mut(&obj) {
            Some(m) if m.owner == Some(me) => m,
            _ => {
                return Err(Throw::New {
                    class: "java/lang/IllegalMonitorStateException",
                    message: None,
                })
            }
        };
        m.count -= 1;
        if m.count == 0 {
            self.release(obj);
        }
        Ok(())
    }

    /// Frees a monitor completely and lets the first blocked thread retry.
    fn release(&mut self, obj: Ref) {
        let Some(m) = self.sched.monitors.get_mut(&obj) else {
            return;
        };
        m.owner = None;
        m.count = 0;
        if let Some(next) = m.entry.pop_front() {
            let state = self.sched.threads[next].state;
            let resumed = match state {
                ThreadState::Reacquire { .. } => state,
                _ => ThreadState::Runnable,
            };
            self.sched.wake(next, resumed);
        } else if m.waiters.is_empty() {
            self.sched.monitors.remove(&obj);
        }
    }

    fn owns(&self, obj: Ref) -> bool {
        self.sched
            .monitors
            .get(&obj)
            .is_some_and(|m| m.owner == Some(self.sched.current))
    }

    fn not_owner() -> Throw {
        Throw::new(
            "java/lang/IllegalMonitorStateException",
            "current thread is not owner",
        )
    }

    /// `Object.wait(timeout)` called by thread `t` (the running thread):
    /// releases the monitor and parks the thread.
    pub fn monitor_wait(&mut self, t: &JThread, obj: Ref, timeout_ms: i64) -> JResult<()> {
        if timeout_ms < 0 {
            return Err(Throw::new(
                "java/lang/IllegalArgumentException",
                "timeout value is negative",
            ));
        }
        if !self.owns(obj) {
            return Err(Self::not_owner());
        }
        if self.take_interrupt() {
            return Err(Throw::New {
                class: "java/lang/InterruptedException",
                message: None,
            });
        }
        if !self.sched.preemptible && timeout_ms == 0 {
            return Err(Throw::new(
                "java/lang/IllegalMonitorStateException",
                "rjvm: wait() inside a class initializer or native callback can never be notified",
            ));
        }
        if S::ENABLED {
            let (site, oid) = (self.monitor_call_site(t), self.rt.heap.get(obj).id);
            let ev = crate::events::MonitorEvent::Wait {
                timeout_ms: timeout_ms as u64,
            };
            let me = self.sched.current as u32;
            self.sink.monitor(self.executed, me, site, ev, oid);
        }
        if !self.sched.preemptible {
            // Nobody can notify: the wait times out at once.
            self.sched.skipped_ns += timeout_ms as u64 * 1_000_000;
            if S::ENABLED {
                let (site, oid) = (self.monitor_call_site(t), self.rt.heap.get(obj).id);
                let ev = crate::events::MonitorEvent::Waited { timed_out: true };
                let me = self.sched.current as u32;
                self.sink.monitor(self.executed, me, site, ev, oid);
            }
            return Ok(());
        }
        let me = self.sched.current;
        let m = self.sched.monitors.get_mut(&obj).expect("owned monitor");
        let count = m.count;
        m.waiters.push_back(me);
        let deadline =
            (timeout_ms > 0).then(|| self.virtual_nanos() + timeout_ms as u64 * 1_000_000);
        self.sched.threads[me].state = ThreadState::Waiting {
            obj,
            deadline,
            count,
        };
        self.release(obj);
        // The monitor record must survive while it has waiters.
        self.sched.monitors.entry(obj).or_default();
        Err(Throw::Park)
    }

    /// `Object.notify` (`all` = `notifyAll`) called by thread `t` (the
    /// running thread).
    pub fn monitor_notify(&mut self, t: &JThread, obj: Ref, all: bool) -> JResult<()> {
        if !self.owns(obj) {
            return Err(Self::not_owner());
        }
        if S::ENABLED {
            let (site, oid) = (self.monitor_call_site(t), self.rt.heap.get(obj).id);
            let me = self.sched.current as u32;
            let ev = crate::events::MonitorEvent::Notify { all };
            self.sink.monitor(self.executed, me, site, ev, oid);
        }
        while let Some(w) = self
            .sched
            .monitors
            .get_mut(&obj)
            .and_then(|m| m.waiters.pop_front())
        {
            if let ThreadState::Waiting { obj, count, .. } = self.sched.threads[w].state {
                // Woken threads compete for the monitor again: they wait in
                // its entry queue until the notifier releases it.
                self.sched.threads[w].state = ThreadState::Reacquire { obj, count };
                self.sched
                    .monitors
                    .get_mut(&obj)
                    .expect("monitor")
                    .entry
                    .push_back(w);
            }
            if !all {
                break;
            }
        }
        Ok(())
    }

    /// `Thread.sleep(ms)`.
    pub fn sleep(&mut self, ms: i64) -> JResult<()> {
        if ms < 0 {
            return Err(Throw::new(
                "java/lang/IllegalArgumentException",
                "timeout value is negative",
            ));
        }
        if self.take_interrupt() {
            return Err(Throw::new(
                "java/lang/InterruptedException",
                "sleep interrupted",
            ));
        }
        if self.sched.real_time_sleep {
            self.rt.flush_stdout();
            std::thread::sleep(std::time::Duration::from_millis(ms as u64));
        }
        if !self.sched.preemptible {
            self.sched.skipped_ns += ms as u64 * 1_000_000;
            return Ok(());
        }
        let me = self.sched.current;
        let deadline = self.virtual_nanos() + ms as u64 * 1_000_000;
        self.sched.threads[me].state = ThreadState::Sleeping(deadline);
        Err(Throw::Park)
    }

    /// Notes that the running thread starts the `<clinit>` of `class`.
    pub(crate) fn class_init_started(&mut self, class: ClassId) {
        let thread = self.sched.current;
        let init = ClassInit {
            thread,
            waiters: Vec::new(),
            quickened: Vec::new(),
        };
        self.sched.class_inits.insert(class, init);
    }

    /// `class`'s `<clinit>` ended (initialized or erroneous): the threads
    /// waiting for it run again, in arrival order.
    #[cold]
    pub(crate) fn class_init_ended(&mut self, class: ClassId) {
        if let Some(init) = self.sched.class_inits.remove(&class) {
            for w in init.waiters {
                self.sched.wake(w, ThreadState::Runnable);
            }
        }
    }

    /// Op `at` of method `mid`, which was `op`, has just been quickened by
    /// the thread initializing `class`, which the quick op needs.
    pub(crate) fn quickened_during_init(
        &mut self,
        class: ClassId,
        mid: crate::runtime::MethodId,
        at: usize,
        op: super::ops::Op,
    ) {
        if let Some(init) = self.sched.class_inits.get_mut(&class) {
            init.quickened.push((mid, at, op));
        }
    }

    /// Thread `id` pauses: puts back the ops it quickened for classes it is
    /// still initializing, so that another thread running them resolves
    /// them again and waits for the initialization (HotSpot likewise
    /// leaves a static access unresolved until its class is initialized).
    /// `id` quickens them again when it runs them next.
    #[cold]
    fn unquicken_for_others(&mut self, id: usize) {
        for init in self.sched.class_inits.values_mut() {
            if init.thread != id {
                continue;
            }
            for (mid, at, op) in init.quickened.drain(..) {
                if let Some(code) = self.calls.get(mid) {
                    code.code().set_op(at, op);
                }
            }
        }
    }

    /// Whether another thread runs the `<clinit>` of `class` and the
    /// running thread can wait for it (see [`Self::must_await_init`]).
    pub(crate) fn initialized_by_another(&self, class: ClassId) -> bool {
        self.sched.preemptible
            && self
                .sched
                .class_inits
                .get(&class)
                .is_some_and(|init| init.thread != self.sched.current)
    }

    /// Whether the running thread must wait for `class`, which is being
    /// initialized: true when another thread runs its `<clinit>` and this
    /// thread can be switched; the thread is then parked until it ends.
    /// (Where threads cannot be switched, in Rust code running Java to
    /// completion, the class is used as the initializing thread left it.)
    pub(crate) fn must_await_init(&mut self, class: ClassId) -> bool {
        if !self.initialized_by_another(class) {
            return false;
        }
        let me = self.sched.current;
        let init = self.sched.class_inits.get_mut(&class).expect("checked");
        init.waiters.push(me);
        self.sched.threads[me].state = ThreadState::AwaitingInit(class);
        true
    }

    /// `Thread.yield()`.
    pub fn yield_now(&mut self) -> JResult<()> {
        if self.sched.preemptible {
            self.sched.yield_at = 0;
        }
        Ok(())
    }

    /// Reads and clears the running thread's `interrupted` field.
    fn take_interrupt(&mut self) -> bool {
        let obj = self.current_thread_object();
        if obj == NULL {
            return false;
        }
        let Some(slot) = self.interrupted_slot() else {
            return false;
        };
        let set = self.rt.field(obj, slot) != 0;
        if set {
            self.rt.set_field(obj, slot, 0);
        }
        set
    }

    fn interrupted_slot(&mut self) -> Option<u32> {
        let tc = self.rt.load_class("java/lang/Thread").ok()?;
        self.rt.find_field(tc, "interrupted").map(|f| f.slot)
    }

    /// `Thread.interrupt()` on a sleeping or waiting thread wakes it with
    /// an `InterruptedException` (and clears its flag, as HotSpot does).
    pub fn interrupt(&mut self, thread_obj: Ref) {
        let Some(&id) = self.sched.by_object.get(&thread_obj) else {
            return;
        };
        let (throw, state) = match self.sched.threads[id].state {
            ThreadState::Sleeping(_) => (
                Throw::new("java/lang/InterruptedException", "sleep interrupted"),
                ThreadState::Runnable,
            ),
            ThreadState::Waiting { obj, count, .. } => {
                if let Some(m) = self.sched.monitors.get_mut(&obj) {
                    m.waiters.retain(|&w| w != id);
                }
                (
                    Throw::New {
                        class: "java/lang/InterruptedException",
                        message: None,
                    },
                    ThreadState::Reacquire { obj, count },
                )
            }
            _ => return,
        };
        if let Some(slot) = self.interrupted_slot() {
            self.rt.set_field(thread_obj, slot, 0);
        }
        self.sched.threads[id].pending = Some(throw);
        self.sched.wake(id, state);
    }

    /// The `java.lang.Thread` object of the running thread.
    pub fn current_thread_object(&self) -> Ref {
        self.sched
            .threads
            .get(self.sched.current)
            .map_or(self.rt.main_thread, |t| t.obj)
    }

    /// Whether the thread of this `java.lang.Thread` object has started and not ended.
    pub fn is_alive(&self, thread_obj: Ref) -> bool {
        !matches!(self.thread_state_ordinal(thread_obj), 0 | 5)
    }

    /// `Thread.getState`: the ordinal of `java.lang.Thread.State` (NEW,
    /// RUNNABLE, BLOCKED, WAITING, TIMED_WAITING, TERMINATED) of the thread
    /// whose object is `thread_obj`; NEW if it was never started. The main
    /// thread runs before the scheduler knows any thread.
    pub fn thread_state_ordinal(&self, thread_obj: Ref) -> u64 {
        let Some(&id) = self.sched.by_object.get(&thread_obj) else {
            let main_before_scheduling =
                thread_obj == self.rt.main_thread && self.sched.threads.is_empty();
            return u64::from(main_before_scheduling);
        };
        match self.sched.threads[id].state {
            // HotSpot 17 reports a thread waiting for another thread's
            // class initialization as RUNNABLE.
            ThreadState::Runnable | ThreadState::AwaitingInit(_) => 1,
            ThreadState::Blocked(_) | ThreadState::Reacquire { .. } => 2,
            ThreadState::Waiting { deadline: None, .. } => 3,
            ThreadState::Waiting {
                deadline: Some(_), ..
            }
            | ThreadState::Sleeping(_) => 4,
            ThreadState::Terminated => 5,
        }
    }

    /// `Thread.start0`: a new thread that will run `obj.run()`, started by
    /// the running thread.
    pub fn start_thread(&mut self, obj: Ref) -> JResult<()> {
        if self.sched.by_object.contains_key(&obj) {
            return Err(Throw::New {
                class: "java/lang/IllegalThreadStateException",
                message: None,
            });
        }
        let class = self.rt.class_of(obj);
        let run = self
            .rt
            .resolve_method(class, "run", "()V")
            .ok_or_else(|| Throw::new("java/lang/NoSuchMethodError", "run"))?;
        let id = self.sched.threads.len();
        let opts = self.rt.options.clone();
        let mut t = JThread::new(&format!("Thread-{id}"), opts.stack_slots, opts.max_frames);
        t.id = id;
        t.stack[0] = u64::from(obj);
        // The thread exists for events before its first frame (whose
        // MethodEnter names it).
        if S::ENABLED {
            let parent = self.sched.current as u32;
            self.sink
                .thread_start(&self.rt, self.executed, id as u32, obj, Some(parent));
        }
        if let Err(e) = self.push_frame(&mut t, run, 0, super::FrameKind::Call) {
            if S::ENABLED {
                self.sink.thread_end(self.executed, id as u32);
            }
            return Err(e);
        }
        let daemon = self
            .rt
            .find_field(class, "daemon")
            .map(|f| f.slot)
            .is_some_and(|s| self.rt.field(obj, s) != 0);
        self.sched.threads.push(ThreadSlot {
            stack: Some(t),
            obj,
            state: ThreadState::Runnable,
            daemon,
            pending: None,
            contended: false,
            wait_timed_out: false,
        });
        self.sched.by_object.insert(obj, id);
        self.sched.queue.push_back(id);
        Ok(())
    }

    /// Reports the main thread's start to the sink, once, before anything
    /// runs on it: its `java.lang.Thread` object does not exist yet (Java
    /// code creates it), so the event names no object.
    pub fn announce_main_thread(&mut self) {
        if !self.sched.main_announced {
            self.sched.main_announced = true;
            if S::ENABLED {
                self.sink
                    .thread_start(&self.rt, self.executed, 0, NULL, None);
            }
        }
    }

    /// Registers the main thread (index 0) with its first frame pushed
    /// (announcing it, see [`Self::announce_main_thread`], if not yet done).
    pub fn add_main_thread(&mut self, t: JThread, obj: Ref) {
        self.announce_main_thread();
        self.sched.threads.push(ThreadSlot {
            stack: Some(t),
            obj,
            state: ThreadState::Runnable,
            daemon: false,
            pending: None,
            contended: false,
            wait_timed_out: false,
        });
        self.sched.by_object.insert(obj, 0);
        self.sched.queue.push_back(0);
    }

    /// Runs every thread to completion; returns the process exit code
    /// (1 if the main thread ended with an uncaught exception). If the
    /// scheduler's stop flag is raised (or an interrupt arrived, see
    /// `crate::stop::stop_on_interrupt`), returns [`STOPPED`] at the end of
    /// the time slice.
    pub fn run_threads(&mut self) -> i32 {
        let mut exit_code = 0;
        loop {
            if self.sched.stop.as_ref().is_some_and(crate::stop::must_stop) {
                return STOPPED;
            }
            self.wake_expired();
            let Some(id) = self.sched.queue.pop_front() else {
                if self.all_done() {
                    return exit_code;
                }
                if self.advance_clock() {
                    continue;
                }
                return self.report_deadlock();
            };
            let slot = &mut self.sched.threads[id];
            if slot.state == ThreadState::Terminated {
                continue;
            }
            let mut t = slot.stack.take().expect("thread stack");
            self.sched.current = id;
            if S::ENABLED {
                self.sink.slice_start(id as u32);
            }
            // A thread woken from wait() first takes its monitor back.
            if let ThreadState::Reacquire { obj, count } = self.sched.threads[id].state {
                let m = self.sched.monitors.entry(obj).or_default();
                match m.owner {
                    None => {
                        m.owner = Some(id);
                        m.count = count;
                        let timed_out = std::mem::take(&mut self.sched.threads[id].wait_timed_out);
                        if S::ENABLED {
                            let oid = self.rt.heap.get(obj).id;
                            let site = self.monitor_call_site(&t);
                            let ev = crate::events::MonitorEvent::Waited { timed_out };
                            self.sink.monitor(self.executed, id as u32, site, ev, oid);
                        }
                    }
                    Some(_) => {
                        if !m.entry.contains(&id) {
                            m.entry.push_back(id);
                        }
                        self.sched.threads[id].stack = Some(t);
                        continue;
                    }
                }
            }
            self.sched.threads[id].state = ThreadState::Runnable;
            self.sched.preemptible = true;
            self.sched.yield_at = self.executed.saturating_add(self.sched.quantum);
            let pending = self.sched.threads[id].pending.take();
            let result = match pending {
                Some(e) => self.throw(&mut t, e, 0).and_then(|()| self.resume(&mut t)),
                None => self.resume(&mut t),
            };
            self.sched.preemptible = false;
            match result {
                Ok(super::sched::Outcome::Paused) => {
                    if !self.sched.class_inits.is_empty() {
                        self.unquicken_for_others(id);
                    }
                    let st = self.sched.threads[id].state;
                    self.sched.threads[id].stack = Some(t);
                    if st == ThreadState::Runnable {
                        self.sched.queue.push_back(id);
                    }
                }
                Ok(super::sched::Outcome::Finished) => self.terminate(id, t),
                Err(Throw::Exit(code)) => return code,
                Err(e) => {
                    let obj = self.sched.threads[id].obj;
                    match self.dispatch_uncaught(&mut t, obj, e) {
                        Err(Throw::Exit(code)) => return code,
                        _ => {
                            if id == 0 {
                                exit_code = 1;
                            }
                        }
                    }
                    t.frames.clear();
                    self.terminate(id, t);
                }
            }
        }
    }

    /// Runs a thread's frames until it finishes or pauses.
    fn resume(&mut self, t: &mut JThread) -> JResult<Outcome> {
        if t.frames.is_empty() {
            return Ok(Outcome::Finished);
        }
        self.run_until(t, 0)
    }

    /// Ends thread `id` whose frames are done. As in HotSpot (`ensure_join`),
    /// the dying thread first takes its `Thread` object's monitor: if
    /// another thread holds it (a `join()` between its `isAlive()` test and
    /// its `wait()`), this thread blocks on it and ends when it next runs,
    /// so that the joiner's `wait()` is not missed.
    fn terminate(&mut self, id: usize, t: JThread) {
        let obj = self.sched.threads[id].obj;
        if let Some(m) = self.sched.monitors.get_mut(&obj) {
            if m.owner.is_some_and(|o| o != id) {
                if !m.entry.contains(&id) {
                    m.entry.push_back(id);
                }
                let slot = &mut self.sched.threads[id];
                slot.state = ThreadState::Blocked(obj);
                slot.stack = Some(t);
                return;
            }
        }
        if S::ENABLED {
            self.sink.thread_end(self.executed, id as u32);
        }
        self.sched.threads[id].state = ThreadState::Terminated;
        self.sched.threads[id].stack = Some(t);
        // join() waits on the Thread object: wake every waiter.
        if let Some(m) = self.sched.monitors.get_mut(&obj) {
            let waiters: Vec<usize> = m.waiters.drain(..).collect();
            for w in waiters {
                if let ThreadState::Waiting { obj, count, .. } = self.sched.threads[w].state {
                    self.sched.wake(w, ThreadState::Reacquire { obj, count });
                }
            }
        }
    }

    fn all_done(&self) -> bool {
        self.sched
            .threads
            .iter()
            .all(|t| t.daemon || t.state == ThreadState::Terminated)
    }

    /// All threads are blocked: jump the virtual clock to the earliest
    /// deadline and wake those threads. False if nobody has a deadline.
    fn advance_clock(&mut self) -> bool {
        let deadline = |s: &ThreadState| match *s {
            ThreadState::Sleeping(d) => Some(d),
            ThreadState::Waiting { deadline, .. } => deadline,
            _ => None,
        };
        let Some(earliest) = self
            .sched
            .threads
            .iter()
            .filter_map(|t| deadline(&t.state))
            .min()
        else {
            return false;
        };
        let now = self.virtual_nanos();
        if earliest > now {
            self.sched.skipped_ns += earliest - now;
        }
        self.wake_expired();
        true
    }

    /// Wakes every sleeper and timed waiter whose deadline has passed, in
    /// thread order.
    pub(crate) fn wake_expired(&mut self) {
        let now = self.virtual_nanos();
        for id in 0..self.sched.threads.len() {
            match self.sched.threads[id].state {
                ThreadState::Sleeping(d) if d <= now => self.sched.wake(id, ThreadState::Runnable),
                ThreadState::Waiting {
                    obj,
                    deadline: Some(d),
                    count,
                } if d <= now => {
                    if let Some(m) = self.sched.monitors.get_mut(&obj) {
                        m.waiters.retain(|&w| w != id);
                    }
                    self.sched.threads[id].wait_timed_out = true;
                    self.sched.wake(id, ThreadState::Reacquire { obj, count });
                }
                _ => {}
            }
        }
    }

    /// Prints a HotSpot-style deadlock report to stderr; returns the exit code.
    /// Without a lock cycle (every live thread in an untimed `wait()` or
    /// `join()` that nothing can end) it names those threads instead.
    fn report_deadlock(&mut self) -> i32 {
        let lock_cycle = self.sched.threads.iter().any(|t| {
            matches!(
                t.state,
                ThreadState::Blocked(_) | ThreadState::Reacquire { .. }
            )
        });
        if !lock_cycle {
            return self.report_stuck_waiters();
        }
        let mut out =
            String::from("Found one Java-level deadlock:\n=============================\n");
        for id in 0..self.sched.threads.len() {
            let slot = &self.sched.threads[id];
            let (waiting_for, verb) = match slot.state {
                ThreadState::Blocked(o) | ThreadState::Reacquire { obj: o, .. } => {
                    (o, "waiting to lock")
                }
                ThreadState::AwaitingInit(class) => {
                    out.push_str(&self.init_wait_report(id, class));
                    continue;
                }
                // Threads in wait()/join() are not part of a lock cycle.
                _ => continue,
            };
            let name = self.thread_name(slot.obj);
            let owner = self
                .sched
                .monitors
                .get(&waiting_for)
                .and_then(|m| m.owner)
                .map(|o| self.thread_name(self.sched.threads[o].obj))
                .unwrap_or_else(|| "nobody".into());
            let class = self.rt.class(self.rt.class_of(waiting_for)).java_name();
            let held: Vec<String> = self
                .sched
                .monitors
                .iter()
                .filter(|(_, m)| m.owner == Some(id))
                .map(|(&o, _)| {
                    format!(
                        "0x{:08x} (a {})",
                        self.rt.heap.get(o).id,
                        self.rt.class(self.rt.class_of(o)).java_name()
                    )
                })
                .collect();
            out.push_str(&format!(
                "\"{name}\":\n  {verb} monitor 0x{:08x} (object of class {class}),\n  which is held by \"{owner}\"\n  holding: {}\n",
                self.rt.heap.get(waiting_for).id,
                if held.is_empty() { "nothing".to_string() } else { held.join(", ") }
            ));
        }
        out.push_str("\nFound 1 deadlock.\n");
        self.rt.write_stderr(out.as_bytes());
        1
    }

    /// The report when no thread is blocked on a lock but none can run:
    /// each live thread waits on an object nobody will notify.
    fn report_stuck_waiters(&mut self) -> i32 {
        let mut out = String::from(
            "rjvm: no thread can run: every live thread waits forever\n=============================\n",
        );
        for (id, slot) in self.sched.threads.iter().enumerate() {
            let obj = match slot.state {
                ThreadState::Waiting { obj, .. } => obj,
                ThreadState::AwaitingInit(class) => {
                    out.push_str(&self.init_wait_report(id, class));
                    continue;
                }
                _ => continue,
            };
            let class = self.rt.class(self.rt.class_of(obj)).java_name();
            let what = if self.sched.by_object.contains_key(&obj) {
                format!("joining thread \"{}\"", self.thread_name(obj))
            } else {
                "in Object.wait()".to_string()
            };
            out.push_str(&format!(
                "\"{}\":\n  {what} on monitor 0x{:08x} (object of class {class}), never notified\n",
                self.thread_name(slot.obj),
                self.rt.heap.get(obj).id,
            ));
        }
        self.rt.write_stderr(out.as_bytes());
        1
    }

    /// The deadlock report's lines for thread `id`, waiting for the
    /// initialization of `class`.
    fn init_wait_report(&self, id: usize, class: ClassId) -> String {
        let name = self.thread_name(self.sched.threads[id].obj);
        let by = self
            .sched
            .class_inits
            .get(&class)
            .map(|init| self.thread_name(self.sched.threads[init.thread].obj))
            .unwrap_or_else(|| "nobody".into());
        format!(
            "\"{name}\":\n  waiting for the initialization of class {}, which is being initialized by \"{by}\"\n",
            self.rt.class(class).java_name()
        )
    }

    pub(super) fn thread_name(&self, obj: Ref) -> String {
        let tc = self.rt.class_of(obj);
        self.rt
            .find_field(tc, "name")
            .map(|f| self.rt.field(obj, f.slot) as Ref)
            .map_or_else(|| "?".into(), |s| self.rt.string_to_rust(s))
    }

    /// Runs the thread object's `dispatchUncaughtException(e)`.
    fn dispatch_uncaught(&mut self, t: &mut JThread, obj: Ref, e: Throw) -> JResult<()> {
        let exc = self.materialize(t, e)?;
        t.frames.clear();
        let class = self.rt.class_of(obj);
        match self.rt.resolve_method(
            class,
            "dispatchUncaughtException",
            "(Ljava/lang/Throwable;)V",
        ) {
            Some(m) => self
                .invoke(t, m, &[u64::from(obj), u64::from(exc)])
                .map(|_| ()),
            None => Ok(()),
        }
    }
}
