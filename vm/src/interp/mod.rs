//! The bytecode interpreter.
//!
//! [`Interpreter::run`] executes the frames of one thread from a decoded
//! [`ops::Code`]. The inner loop only touches the operand stack and the heap;
//! calls, returns, class initialization and exceptions leave it as a
//! [`Flow`] and are handled by the outer loop, so Java calls never recurse
//! on the Rust stack. Class initialization pushes `<clinit>` frames and then
//! runs the triggering op again.

mod calls;
pub mod decode;
mod exec;
mod fast;
mod fuse;
mod gc;
mod indy;
pub mod ops;
pub mod reftype;
mod resolve;
pub mod sched;
mod stackmap;
pub mod thread;
mod throw;
mod typecheck;
mod values;
mod verify;

use crate::events::{EventSink, NullSink};
use crate::heap::Ref;
use crate::native::{self, NativeFn};
use crate::runtime::{ClassId, InitState, JResult, MethodId, Runtime, Throw};
use ahash::AHashMap;
use ops::Code;
use std::rc::Rc;
pub use thread::{Frame, FrameKind, JThread};

/// How the inner loop hands control to the outer loop.
#[derive(Debug)]
pub(crate) enum Flow {
    /// Call `method`; its arguments are the top `args` slots.
    Invoke(MethodId, u16),
    /// Return from the current frame with `n` result slots on top.
    Return(u16),
    /// The thread's time slice is used up.
    Yield,
    /// The thread blocked entering a monitor; the op runs again when woken.
    Block,
    /// An allocation needs a garbage collection first; the op runs again.
    Gc,
    /// Initialize this class, then run the current op again.
    Init(ClassId),
    /// Throw.
    Throw(Throw),
}

/// The interpreter: the shared runtime, the event sink and the clock.
pub struct Interpreter<S: EventSink = NullSink> {
    /// Classes, heap and the rest of the shared state.
    pub rt: Runtime,
    /// Where events go.
    pub sink: S,
    /// Executed bytecodes: the VM's clock.
    pub executed: u64,
    /// Threads, monitors and the scheduler.
    pub sched: sched::Scheduler,
    /// Print a line per garbage collection to stderr (`-verbose:gc`, `-Xlog:gc`).
    pub gc_log: bool,
    /// Wall time spent collecting.
    pub gc_time: std::time::Duration,
    /// Whether traced runs use the fast loop, which raises their events
    /// itself (default true). False runs them in the full loop alone
    /// (`-XX:-FastLoop`): the reference the fast loop's events are checked
    /// against, identical by construction. Untraced runs always use it.
    pub traced_fast_loop: bool,
    natives: AHashMap<&'static str, NativeFn<S>>,
    bound: Vec<Option<NativeFn<S>>>,
    calls: calls::CallTable,
}

impl<S: EventSink> Interpreter<S> {
    /// The sink, the rest of the interpreter never freed: for a process
    /// that exits once it has done with the sink (as an untraced run leaves
    /// its interpreter: freeing every object, class and method one by one
    /// cost mtrt small 4% of its instructions).
    pub fn into_sink_unfreed(self) -> S {
        let Interpreter {
            rt,
            sink,
            sched,
            natives,
            bound,
            calls,
            ..
        } = self;
        std::mem::forget((rt, sched, natives, bound, calls));
        sink
    }

    /// An interpreter over `rt`, sending events to `sink`.
    pub fn new(rt: Runtime, sink: S) -> Self {
        Interpreter {
            rt,
            sink,
            executed: 0,
            sched: sched::Scheduler::new(10_000),
            gc_log: false,
            gc_time: std::time::Duration::ZERO,
            traced_fast_loop: true,
            natives: native::registry(),
            bound: Vec::new(),
            calls: calls::CallTable::default(),
        }
    }

    /// The decoded code of a bytecode method, decoding it on first use.
    fn code_of(&mut self, mid: MethodId) -> JResult<Rc<Code>> {
        let m = self.rt.method(mid).clone();
        if let Some(c) = m.code.get() {
            return Ok(c.clone());
        }
        let class = self.rt.class(m.class).clone();
        let attr = m.code_attr.as_ref().ok_or_else(|| {
            Throw::new("java/lang/AbstractMethodError", self.describe_method(mid))
        })?;
        let file = class
            .file
            .as_ref()
            .expect("bytecode method has a class file");
        let shape = decode::Shape {
            class: &class.name,
            super_class: file.super_class.as_deref(),
            name: &m.name,
            descriptor: &m.descriptor,
            is_static: m.is_static(),
            major: file.major_version,
        };
        let mut classes = Loader {
            rt: &mut self.rt,
            failed: None,
        };
        let decoded = decode::decode(attr, &file.pool, shape, &mut classes);
        // A class the verifier needed and could not load is that class's
        // error (NoClassDefFoundError...), as in HotSpot.
        if let Some(t) = classes.failed {
            return Err(t);
        }
        let code = decoded.map_err(|msg| {
            Throw::new(
                if decode::is_format_error(&msg) {
                    "java/lang/ClassFormatError"
                } else {
                    "java/lang/VerifyError"
                },
                format!(
                    "(class: {}, method: {} signature: {}) {msg}",
                    class.name, m.name, m.descriptor
                ),
            )
        })?;
        let mut code = code;
        if S::ENABLED {
            // Traced runs raise block events at markers (only if the sink
            // wants them: a marker costs a second dispatch). Specialised ops
            // raise the events of their general ops (and the fast loop runs
            // them after one jump); superinstructions too, but they would
            // hide the second op's Bytecode event: fused only without them.
            let groups = self.sink.groups();
            fuse::specialise(&code.ops);
            if groups.has(crate::events::Group::Block) {
                code.mark_blocks();
            }
            code.mark_opcodes(&attr.bytecode);
            code.mark_known_locals(&attr.bytecode);
            if !groups.has(crate::events::Group::Bytecode) {
                fuse::fuse_marked(&code);
            }
        } else {
            fuse::fuse(&code.ops);
        }
        let _ = m.code.set(Rc::new(code));
        let code = m.code.get().expect("just set").clone();
        self.calls.set(&m, &code);
        Ok(code)
    }
}

/// The verifier's view of the runtime's classes: looking one up loads it.
struct Loader<'a> {
    rt: &'a mut Runtime,
    /// The error of the first class that could not be loaded.
    failed: Option<Throw>,
}

impl reftype::Hierarchy for Loader<'_> {
    fn lookup(&mut self, name: &str) -> Result<reftype::ClassInfo, String> {
        match self.rt.load_class(name) {
            Ok(id) => {
                let c = self.rt.class(id);
                Ok(reftype::ClassInfo {
                    interface: c.is_interface(),
                    super_class: c.super_class.map(|s| self.rt.class(s).name.clone()),
                })
            }
            Err(t) => {
                let msg = format!("cannot load {name}");
                self.failed.get_or_insert(t);
                Err(msg)
            }
        }
    }
}

impl<S: EventSink> Interpreter<S> {
    /// Verifies every method of a class from outside rjvm's own library
    /// (decoding and caching its code), as HotSpot does when it links a
    /// class before initializing it: a bad method is a `VerifyError` even if
    /// it never runs. Library classes are verified lazily (and all of them
    /// by a unit test).
    pub fn verify_class(&mut self, class: ClassId) -> JResult<()> {
        let cls = self.rt.class(class);
        if cls.library || cls.file.is_none() {
            return Ok(());
        }
        let methods = cls.methods.clone();
        for mid in methods {
            if self.rt.method(mid).code_attr.is_some() {
                self.code_of(mid)?;
            }
        }
        Ok(())
    }

    /// `'ret Class.name(params)'` for error messages, as HotSpot prints it.
    pub fn describe_method(&self, mid: MethodId) -> String {
        let m = self.rt.method(mid);
        let class = self.rt.class(m.class).java_name();
        crate::native::describe_signature(&class, &m.name, &m.descriptor)
    }

    /// The native implementation of `mid`, bound on first call.
    fn native_of(&mut self, mid: MethodId) -> JResult<NativeFn<S>> {
        if let Some(Some(f)) = self.bound.get(mid as usize) {
            return Ok(*f);
        }
        let m = self.rt.method(mid).clone();
        let key = format!("{}.{}{}", self.rt.class(m.class).name, m.name, m.descriptor);
        let f = *self.natives.get(key.as_str()).ok_or_else(|| {
            Throw::new(
                "java/lang/UnsatisfiedLinkError",
                format!(
                    "{} (rjvm has no native implementation)",
                    self.describe_method(mid)
                ),
            )
        })?;
        if self.bound.len() <= mid as usize {
            self.bound.resize(mid as usize + 1, None);
        }
        self.bound[mid as usize] = Some(f);
        Ok(f)
    }

    /// The stack slot above everything the innermost frame may use.
    fn stack_top(&self, t: &JThread) -> usize {
        match t.frames.last() {
            None => 0,
            Some(f) => {
                let code = self.rt.method(f.method).code.get();
                let extent =
                    code.map_or(0, |c| usize::from(c.max_locals) + usize::from(c.max_stack));
                (f.base as usize + extent).max(f.sp as usize)
            }
        }
    }

    /// Calls a method from Rust (the launcher, natives, class
    /// initialization for VM-created exceptions) and runs it to completion.
    /// Returns the result slot (0 for `void`).
    pub fn invoke(&mut self, t: &mut JThread, mid: MethodId, args: &[u64]) -> JResult<u64> {
        let base = self.stack_top(t);
        if base + args.len() > t.stack.len() {
            return Err(Throw::New {
                class: "java/lang/StackOverflowError",
                message: None,
            });
        }
        t.stack[base..base + args.len()].copy_from_slice(args);
        let depth = t.frames.len();
        if self.rt.method(mid).is_native() {
            let f = self.native_of(mid)?;
            return self.without_preemption(|vm| f(vm, t, args));
        }
        self.push_frame(t, mid, base, FrameKind::Call)?;
        self.without_preemption(|vm| vm.run(t, depth))?;
        Ok(t.ret)
    }

    /// Runs `f` with thread switching off (Java code called from Rust runs
    /// to completion on the current thread).
    fn without_preemption<R>(&mut self, f: impl FnOnce(&mut Self) -> R) -> R {
        let saved = (self.sched.preemptible, self.sched.yield_at);
        self.sched.preemptible = false;
        self.sched.yield_at = u64::MAX;
        let r = f(self);
        (self.sched.preemptible, self.sched.yield_at) = saved;
        r
    }

    /// Pushes a frame for bytecode method `mid` whose arguments start at `base`.
    pub fn push_frame(
        &mut self,
        t: &mut JThread,
        mid: MethodId,
        base: usize,
        kind: FrameKind,
    ) -> JResult<()> {
        // The common case reads the method's call record (one load); only
        // the first call of a method decodes it.
        let rec = match self.calls.get(mid) {
            Some(r) => *r,
            None => {
                self.code_of(mid)?;
                *self.calls.get(mid).expect("decoded code has a call record")
            }
        };
        let locals = usize::from(rec.max_locals);
        if t.frames.len() >= t.max_frames || !rec.fits(base, t.stack.len()) {
            return Err(Throw::New {
                class: "java/lang/StackOverflowError",
                message: None,
            });
        }
        let args = usize::from(rec.arg_slots);
        // A few slots: a loop beats a call to memset.
        for slot in t.stack.iter_mut().take(base + locals).skip(base + args) {
            *slot = 0;
        }
        // A synchronized method's monitor is entered when the frame first
        // runs (see `execute`), where the thread can block if it is contended.
        let mut lock = 0;
        if !rec.plain {
            let m = self.rt.method(mid);
            lock = if m.is_static() {
                let class = m.class;
                self.rt.mirror(class)
            } else {
                t.stack[base] as Ref
            };
        }
        t.frames
            .push(Frame::entering(mid, base, rec.max_locals, kind, lock));
        if S::ENABLED {
            // `t`, not the running thread: `Thread.start` pushes the new
            // thread's first frame.
            self.sink
                .method_enter(&self.rt, self.executed, t.id as u32, mid);
        }
        Ok(())
    }

    /// Starts initializing `class` (JVMS §5.5): marks classes without a
    /// `<clinit>` initialized, and pushes the `<clinit>` of the topmost
    /// uninitialized superclass. Returns whether a frame was pushed (the
    /// caller then runs its op again once that frame returns), or
    /// `Throw::Park` when another thread is initializing one of these
    /// classes: the running thread then waits for it to end.
    fn begin_init(&mut self, t: &mut JThread, class: ClassId) -> JResult<bool> {
        loop {
            let mut top = None;
            let mut c = Some(class);
            while let Some(id) = c {
                let cls = self.rt.class(id);
                match cls.init.get() {
                    InitState::Initialized => break,
                    InitState::Initializing => {
                        if self.must_await_init(id) {
                            return Err(Throw::Park);
                        }
                        break;
                    }
                    InitState::Erroneous => return Err(Throw::InitError(id)),
                    InitState::Linked => top = Some(id),
                }
                c = cls.super_class;
            }
            let Some(top) = top else { return Ok(false) };
            self.verify_class(top)?;
            let cls = self.rt.class(top).clone();
            match cls.clinit {
                None => cls.init.set(InitState::Initialized),
                Some(m) => {
                    cls.init.set(InitState::Initializing);
                    self.class_init_started(top);
                    let base = match t.frames.last() {
                        Some(f) => f.sp as usize,
                        None => 0,
                    };
                    if let Err(e) = self.push_frame(t, m, base, FrameKind::Clinit(top)) {
                        cls.init.set(InitState::Erroneous);
                        self.class_init_ended(top);
                        return Err(e);
                    }
                    return Ok(true);
                }
            }
        }
    }

    /// Initializes `class` completely before returning, running `<clinit>`
    /// methods as nested invocations (used outside the interpreter loop).
    pub fn ensure_initialized(&mut self, t: &mut JThread, class: ClassId) -> JResult<()> {
        let depth = t.frames.len();
        self.without_preemption(|vm| {
            while vm.begin_init(t, class)? {
                vm.run(t, depth)?;
            }
            Ok(())
        })
    }

    /// Creates a `java.lang.Thread` object named `name` by running its
    /// `Thread(String)` constructor. The first one created becomes the main
    /// thread's object.
    pub fn new_thread_object(&mut self, t: &mut JThread, name: &str) -> JResult<Ref> {
        let tc = self.rt.load_class("java/lang/Thread")?;
        self.ensure_initialized(t, tc)?;
        let ctor = self
            .rt
            .resolve_method(tc, "<init>", "(Ljava/lang/String;)V")
            .ok_or_else(|| {
                Throw::new(
                    "java/lang/NoSuchMethodError",
                    "java.lang.Thread.<init>(String)",
                )
            })?;
        let obj = self.rt.new_object(tc);
        if self.rt.main_thread == crate::heap::NULL {
            self.rt.main_thread = obj;
        }
        let name = self.rt.new_string(name)?;
        self.invoke(t, ctor, &[u64::from(obj), u64::from(name)])?;
        Ok(obj)
    }

    /// Executes frames until the thread's frame count drops to `stop`,
    /// without thread switches.
    pub fn run(&mut self, t: &mut JThread, stop: usize) -> JResult<()> {
        match self.run_until(t, stop)? {
            sched::Outcome::Finished => Ok(()),
            sched::Outcome::Paused => Err(Throw::new(
                "java/lang/InternalError",
                "rjvm: a thread paused where it cannot be switched",
            )),
        }
    }

    /// Executes frames until the thread's frame count drops to `stop`
    /// (`Finished`), or until it must pause: quantum used up, blocked on a
    /// monitor, parked in `wait`/`sleep` (`Paused`).
    pub fn run_until(&mut self, t: &mut JThread, stop: usize) -> JResult<sched::Outcome> {
        loop {
            if !self.rt.newly_loaded.is_empty() {
                self.report_class_loads();
            }
            if self.executed >= self.sched.yield_at {
                return Ok(sched::Outcome::Paused);
            }
            let flow = self.execute(t, stop);
            match flow {
                Flow::Yield | Flow::Block => return Ok(sched::Outcome::Paused),
                Flow::Gc => self.collect_garbage(t),
                Flow::Invoke(mid, args) => {
                    let sp = t.frames.last().expect("frame").sp as usize;
                    let base = sp - usize::from(args);
                    t.frames.last_mut().expect("frame").sp = base as u32;
                    let m = self.rt.method(mid);
                    if m.access
                        & (crate::classfile::access::NATIVE | crate::classfile::access::ABSTRACT)
                        == 0
                    {
                        // The common case: a bytecode method.
                        if let Err(e) = self.push_frame(t, mid, base, FrameKind::Call) {
                            self.throw(t, e, stop)?;
                        }
                        continue;
                    }
                    let m = m.clone();
                    if m.is_native() {
                        let argv: smallvec::SmallVec<[u64; 8]> =
                            t.stack[base..sp].iter().copied().collect();
                        let r = self.native_of(mid).and_then(|f| {
                            if S::ENABLED {
                                self.sink.method_enter(
                                    &self.rt,
                                    self.executed,
                                    self.sched.current as u32,
                                    mid,
                                );
                            }
                            f(self, t, &argv)
                        });
                        if S::ENABLED {
                            // A native that parks (wait, sleep) returns
                            // normally once the thread resumes.
                            let thread = self.sched.current as u32;
                            let by_exception = matches!(&r, Err(e) if !matches!(e, Throw::Park));
                            self.sink
                                .method_exit(self.executed, thread, mid, by_exception);
                        }
                        match r {
                            Ok(v) => {
                                let f = t.frames.last_mut().expect("frame");
                                let n = m.ret.slots();
                                if n > 0 {
                                    t.stack[f.sp as usize] = v;
                                    f.sp += u32::from(n);
                                }
                            }
                            Err(Throw::Park) => return Ok(sched::Outcome::Paused),
                            Err(e) => self.throw(t, e, stop)?,
                        }
                    } else if m.is_abstract() {
                        let e =
                            Throw::new("java/lang/AbstractMethodError", self.describe_method(mid));
                        self.throw(t, e, stop)?;
                    } else if let Err(e) = self.push_frame(t, mid, base, FrameKind::Call) {
                        self.throw(t, e, stop)?;
                    }
                }
                Flow::Return(n) => {
                    if t.frames.len() == stop + 1 {
                        let f = t.frames.pop().expect("frame");
                        self.leave_frame(&f, false);
                        let n = usize::from(n);
                        t.ret = if n > 0 { t.stack[f.sp as usize - n] } else { 0 };
                        return Ok(sched::Outcome::Finished);
                    }
                    self.return_to_caller(t, n);
                }
                Flow::Init(class) => match self.begin_init(t, class) {
                    Ok(_) => {}
                    // Another thread initializes it: run the op again
                    // once that ends.
                    Err(Throw::Park) => return Ok(sched::Outcome::Paused),
                    Err(e) => self.throw(t, e, stop)?,
                },
                Flow::Throw(e) => self.throw(t, e, stop)?,
            }
        }
    }

    /// Pops the innermost frame, which returns `n` result slots, and pushes
    /// them on its caller's operand stack.
    #[inline(always)]
    fn return_to_caller(&mut self, t: &mut JThread, n: u16) {
        let f = t.frames.pop().expect("frame");
        self.leave_frame(&f, false);
        let n = usize::from(n);
        let src = f.sp as usize - n;
        let caller = t.frames.last_mut().expect("caller");
        let dst = caller.sp as usize;
        // At most two slots: a loop beats a call to memmove.
        for i in 0..n {
            t.stack[dst + i] = t.stack[src + i];
        }
        caller.sp += n as u32;
    }

    /// Sends the classes loaded since the last call to the sink.
    pub fn report_class_loads(&mut self) {
        let loaded = std::mem::take(&mut self.rt.newly_loaded);
        if S::ENABLED {
            let thread = self.sched.current as u32;
            for c in loaded {
                self.sink.class_load(&self.rt, self.executed, thread, c);
            }
        }
    }

    /// Bookkeeping when a frame is popped: monitor release, class
    /// initialization state, events.
    #[inline]
    fn leave_frame(&mut self, f: &Frame, by_exception: bool) {
        if f.locked {
            let _ = self.monitor_exit(f.lock);
            if S::ENABLED {
                let (id, thread) = (self.rt.heap.get(f.lock).id, self.sched.current as u32);
                let site = crate::events::Site {
                    method: f.method,
                    bci: u32::MAX,
                };
                let ev = crate::events::MonitorEvent::Exit;
                self.sink.monitor(self.executed, thread, site, ev, id);
            }
        }
        if let FrameKind::Clinit(c) = f.kind {
            let state = if by_exception {
                InitState::Erroneous
            } else {
                InitState::Initialized
            };
            self.rt.class(c).init.set(state);
            self.class_init_ended(c);
        }
        if S::ENABLED {
            let thread = self.sched.current as u32;
            self.sink
                .method_exit(self.executed, thread, f.method, by_exception);
        }
    }
}
