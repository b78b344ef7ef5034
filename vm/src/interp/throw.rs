//! Throwing: creating VM-raised throwables, recording backtraces, and
//! unwinding frames to a matching handler.

use super::{FrameKind, Interpreter, JThread};
use crate::events::EventSink;
use crate::heap::{Body, Ref, NULL};
use crate::runtime::{ClassId, JResult, Throw};

/// HotSpot's default `MaxJavaStackTraceDepth`.
const MAX_BACKTRACE: usize = 1024;

impl<S: EventSink> Interpreter<S> {
    /// Turns a [`Throw`] into an object, creating it if needed.
    pub fn materialize(&mut self, t: &mut JThread, e: Throw) -> JResult<Ref> {
        match e {
            Throw::Object(r) => Ok(r),
            Throw::Exit(c) => Err(Throw::Exit(c)),
            Throw::Park => Err(Throw::Park),
            Throw::InitError(class) => {
                let name = self.rt.class(class).java_name();
                let message = format!("Could not initialize class {name}");
                let e =
                    self.materialize(t, Throw::new("java/lang/NoClassDefFoundError", message))?;
                if let Some(&cause) = self.rt.init_errors.get(&class) {
                    self.rt
                        .set_field(e, self.rt.wk.throwable_cause, u64::from(cause));
                    let c = self.rt.class_of(e);
                    set_if_present(self, c, e, "causeSet", 1);
                }
                Ok(e)
            }
            Throw::New { class, message } => {
                let c = match self.rt.load_class(class) {
                    Ok(c) => c,
                    Err(_) => fatal(&format!("cannot load {class} to throw it")),
                };
                if let Err(e) = self.ensure_initialized(t, c) {
                    // The throwable's own initializer failed: throw that.
                    return match e {
                        Throw::New { class: inner, .. } if inner == class => {
                            fatal(&format!("cannot initialize {class}"))
                        }
                        other => self.materialize(t, other),
                    };
                }
                let obj = self.rt.new_object(c);
                if let Some(m) = message {
                    let s = self.rt.new_string(&m)?;
                    self.rt
                        .set_field(obj, self.rt.wk.throwable_message, u64::from(s));
                }
                self.fill_backtrace(t, obj, false)?;
                Ok(obj)
            }
        }
    }

    /// Records the current Java stack in `obj`'s `backtrace` as a `long[]`
    /// of `(method id << 32) | bytecode index`, innermost first. With
    /// `skip_own_frames`, leading `fillInStackTrace` frames and
    /// constructors of `obj`'s class hierarchy are left out (as HotSpot does
    /// when `Throwable.<init>` fills the trace).
    pub fn fill_backtrace(&mut self, t: &JThread, obj: Ref, skip_own_frames: bool) -> JResult<()> {
        let obj_class = self.rt.class_of(obj);
        let mut entries: Vec<i64> = Vec::new();
        let mut skipping = skip_own_frames;
        for f in t.frames.iter().rev() {
            let m = self.rt.method(f.method);
            // Generated call-site classes are hidden, as HotSpot hides its
            // lambda forms and hidden classes.
            if self.rt.class(m.class).name.contains("$$Indy$") {
                continue;
            }
            if skipping {
                let ctor_of_self = &*m.name == "<init>" && self.rt.is_subtype(obj_class, m.class);
                if &*m.name == "fillInStackTrace" || &*m.name == "fillInStackTrace0" || ctor_of_self
                {
                    continue;
                }
                skipping = false;
            }
            let bci = m
                .code
                .get()
                .and_then(|c| c.bci.get(f.current_op() as usize).copied())
                .unwrap_or(0);
            entries.push(((u64::from(f.method) << 32) | u64::from(bci)) as i64);
            if entries.len() == MAX_BACKTRACE {
                break;
            }
        }
        let arr_class = self.rt.load_class("[J")?;
        let arr = self.rt.new_array(arr_class, entries.len() as i32)?;
        if let Body::Longs(a) = &mut self.rt.heap.get_mut(arr).body {
            a.copy_from_slice(&entries);
        }
        self.rt
            .set_field(obj, self.rt.wk.throwable_backtrace, u64::from(arr));
        Ok(())
    }

    /// Throws `e` in thread `t`: unwinds to the nearest matching handler, or
    /// returns it as an error once the frame count drops to `stop`.
    pub(crate) fn throw(&mut self, t: &mut JThread, e: Throw, stop: usize) -> JResult<()> {
        let mut exc = self.materialize(t, e)?;
        self.raised(t, exc);
        loop {
            if t.frames.len() <= stop {
                return Err(Throw::Object(exc));
            }
            let f = *t.frames.last().expect("frame");
            if let Some(handler) = self.find_handler(f.method, f.current_op(), exc) {
                let code = self
                    .rt
                    .method(f.method)
                    .code
                    .get()
                    .expect("decoded")
                    .clone();
                let fr = t.frames.last_mut().expect("frame");
                let sp = fr.base as usize + usize::from(code.max_locals);
                t.stack[sp] = u64::from(exc);
                fr.sp = sp as u32 + 1;
                fr.pc = handler;
                fr.reexec = false;
                if S::ENABLED {
                    let site = crate::events::Site {
                        method: f.method,
                        bci: code.bci[handler as usize],
                    };
                    let thread = self.sched.current as u32;
                    let oid = self.rt.heap.get(exc).id;
                    self.sink.exception_catch(self.executed, thread, site, oid);
                }
                return Ok(());
            }
            t.frames.pop();
            self.leave_frame(&f, true);
            if let FrameKind::Clinit(class) = f.kind {
                // Java runs while the exception is only held here: root it.
                self.rt.temp_roots.push(exc);
                let wrapped = self
                    .record_initializer_failure(t, class, exc)
                    .and_then(|()| self.wrap_initializer_failure(t, exc));
                self.rt.temp_roots.pop();
                exc = wrapped?;
                if t.frames.len() > stop {
                    // The op that triggered the initialization raises it.
                    self.raised(t, exc);
                }
            }
        }
    }

    /// Bookkeeping when exception `exc` is raised in the top frame of `t`:
    /// an op waiting to run again (after class initialization, which failed)
    /// has executed after all, so the clock counts it, as it counts every
    /// other instruction that throws; then the ExceptionThrow event.
    fn raised(&mut self, t: &mut JThread, exc: Ref) {
        if let Some(f) = t.frames.last_mut() {
            if f.reexec {
                f.reexec = false;
                f.pc += 1;
                self.executed += 1;
            }
        }
        if S::ENABLED {
            if let Some(site) = self.site_of(t.frames.last()) {
                let class = self.rt.class_of(exc);
                let thread = self.sched.current as u32;
                let oid = self.rt.heap.get(exc).id;
                self.sink
                    .exception_throw(&self.rt, self.executed, thread, site, class, oid);
            }
        }
    }

    /// The bytecode position a frame is executing.
    pub(crate) fn site_of(&self, f: Option<&super::Frame>) -> Option<crate::events::Site> {
        let f = f?;
        let code = self.rt.method(f.method).code.get()?;
        Some(crate::events::Site {
            method: f.method,
            bci: *code.bci.get(f.current_op() as usize)?,
        })
    }

    /// The handler op for an exception raised at op `at` of `method`.
    fn find_handler(&mut self, method: u32, at: u32, exc: Ref) -> Option<u32> {
        let m = self.rt.method(method).clone();
        let code = m.code.get()?.clone();
        if code.handlers.is_empty() {
            return None;
        }
        let exc_class = self.rt.class_of(exc);
        let file = self.rt.class(m.class).file.clone()?;
        for h in code.handlers.iter() {
            if at < h.start || at >= h.end {
                continue;
            }
            if h.catch_type == 0 {
                return Some(h.handler);
            }
            let Ok(name) = file.pool.class_name(h.catch_type) else {
                continue;
            };
            let name = name.clone();
            if let Ok(c) = self.rt.load_class(&name) {
                if self.rt.is_subtype(exc_class, c) {
                    return Some(h.handler);
                }
            }
        }
        None
    }

    /// Records why `class`'s initializer failed (`exc`, what it threw) for
    /// the `NoClassDefFoundError`s of later uses, as HotSpot (JDK 17+): an
    /// `ExceptionInInitializerError` "Exception C: message [in thread
    /// "T"]" with `exc`'s stack trace and no cause.
    fn record_initializer_failure(
        &mut self,
        t: &mut JThread,
        class: ClassId,
        exc: Ref,
    ) -> JResult<()> {
        let thrown = self.rt.class(self.rt.class_of(exc)).java_name();
        let message = self.rt.field(exc, self.rt.wk.throwable_message) as Ref;
        let thread = self.thread_name(self.current_thread_object());
        let text = if message == NULL {
            format!("Exception {thrown} [in thread \"{thread}\"]")
        } else {
            let m = self.rt.string_to_rust(message);
            format!("Exception {thrown}: {m} [in thread \"{thread}\"]")
        };
        let c = self
            .rt
            .load_class("java/lang/ExceptionInInitializerError")?;
        self.ensure_initialized(t, c)?;
        let obj = self.rt.new_object(c);
        self.rt.temp_roots.push(obj);
        let s = self.rt.new_string(&text);
        self.rt.temp_roots.pop();
        let s = s?;
        self.rt
            .set_field(obj, self.rt.wk.throwable_message, u64::from(s));
        set_if_present(self, c, obj, "causeSet", 1);
        let backtrace = self.rt.field(exc, self.rt.wk.throwable_backtrace);
        self.rt
            .set_field(obj, self.rt.wk.throwable_backtrace, backtrace);
        self.rt.init_errors.insert(class, obj);
        Ok(())
    }

    /// JVMS §5.5 step 11: an exception out of `<clinit>` that is not an
    /// `Error` becomes an `ExceptionInInitializerError`.
    fn wrap_initializer_failure(&mut self, t: &mut JThread, exc: Ref) -> JResult<Ref> {
        let error = self.rt.load_class("java/lang/Error")?;
        if self.rt.is_subtype(self.rt.class_of(exc), error) {
            return Ok(exc);
        }
        let c = self
            .rt
            .load_class("java/lang/ExceptionInInitializerError")?;
        self.ensure_initialized(t, c)?;
        let obj = self.rt.new_object(c);
        set_if_present(self, c, obj, "exception", u64::from(exc));
        self.rt
            .set_field(obj, self.rt.wk.throwable_cause, u64::from(exc));
        set_if_present(self, c, obj, "causeSet", 1);
        self.fill_backtrace(t, obj, false)?;
        Ok(obj)
    }

    /// Whether `obj` is an instance of the class named `name`.
    pub fn instance_of(&mut self, obj: Ref, name: &str) -> bool {
        if obj == NULL {
            return false;
        }
        match self.rt.load_class(name) {
            Ok(c) => self.rt.is_subtype(self.rt.class_of(obj), c),
            Err(_) => false,
        }
    }
}

fn set_if_present<S: EventSink>(
    vm: &mut Interpreter<S>,
    class: ClassId,
    obj: Ref,
    field: &str,
    v: u64,
) {
    if let Some(f) = vm.rt.find_field(class, field) {
        if !f.is_static() {
            let slot = f.slot;
            vm.rt.set_field(obj, slot, v);
        }
    }
}

/// An unrecoverable VM failure (the class library itself is broken):
/// reported on stderr, exit code 1.
fn fatal(msg: &str) -> ! {
    eprintln!("rjvm: fatal error: {msg}");
    std::process::exit(1)
}
