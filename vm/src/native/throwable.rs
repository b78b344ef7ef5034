//! Natives of `java.lang.Throwable`: recording and decoding backtraces.

use super::{arg_ref, Registry};
use crate::events::EventSink;
use crate::heap::{Body, NULL};
use crate::interp::{Interpreter, JThread};
use crate::runtime::{JResult, Throw};

pub(crate) fn register<S: EventSink>(m: &mut Registry<S>) {
    m.insert("java/lang/Throwable.fillInStackTrace0()V", |vm, t, a| {
        vm.fill_backtrace(t, arg_ref(a, 0), true)?;
        Ok(0)
    });
    m.insert(
        "java/lang/Throwable.getStackTrace0()[Ljava/lang/StackTraceElement;",
        get_stack_trace,
    );
}

/// One decoded backtrace entry.
#[derive(Debug, Clone)]
pub struct StackEntry {
    /// Declaring class, with dots.
    pub class: String,
    /// Method name.
    pub method: String,
    /// Source file, if known.
    pub file: Option<String>,
    /// Line number; -1 unknown, -2 native method.
    pub line: i32,
    /// True for rjvm's own library classes (module `java.base`).
    pub library: bool,
}

/// Decodes the `backtrace` of a throwable.
pub fn backtrace_entries<S: EventSink>(
    vm: &Interpreter<S>,
    throwable: crate::heap::Ref,
) -> Vec<StackEntry> {
    let bt = vm.rt.field(throwable, vm.rt.wk.throwable_backtrace) as crate::heap::Ref;
    if bt == NULL {
        return Vec::new();
    }
    let raw: Vec<i64> = match &vm.rt.heap.get(bt).body {
        Body::Longs(x) => x.to_vec(),
        _ => return Vec::new(),
    };
    raw.into_iter()
        .map(|e| {
            let mid = (e as u64 >> 32) as u32;
            let bci = (e as u64 & 0xFFFF_FFFF) as u32;
            let m = vm.rt.method(mid);
            let cls = vm.rt.class(m.class);
            let line = if m.is_native() {
                -2
            } else {
                m.code_attr
                    .as_ref()
                    .and_then(|c| c.line_of(bci))
                    .map_or(-1, i32::from)
            };
            StackEntry {
                class: cls.java_name(),
                method: m.name.to_string(),
                file: cls.source_file().map(str::to_string),
                line,
                library: cls.library,
            }
        })
        .collect()
}

fn get_stack_trace<S: EventSink>(
    vm: &mut Interpreter<S>,
    t: &mut JThread,
    a: &[u64],
) -> JResult<u64> {
    let entries = backtrace_entries(vm, arg_ref(a, 0));
    let ste = vm.rt.load_class("java/lang/StackTraceElement")?;
    vm.ensure_initialized(t, ste)?;
    let arr_class = vm.rt.array_class_of(ste)?;
    let arr = vm.rt.new_array(arr_class, entries.len() as i32)?;
    let slot = |vm: &Interpreter<S>, name: &str| -> JResult<u32> {
        vm.rt
            .find_field(ste, name)
            .map(|f| f.slot)
            .ok_or_else(|| Throw::new("java/lang/NoSuchFieldError", name.to_string()))
    };
    let (s_class, s_method, s_file, s_line) = (
        slot(vm, "declaringClass")?,
        slot(vm, "methodName")?,
        slot(vm, "fileName")?,
        slot(vm, "lineNumber")?,
    );
    let s_module = slot(vm, "moduleName").ok();
    for (i, e) in entries.iter().enumerate() {
        let obj = vm.rt.new_object(ste);
        let class = vm.rt.new_string(&e.class)?;
        let method = vm.rt.new_string(&e.method)?;
        vm.rt.set_field(obj, s_class, u64::from(class));
        vm.rt.set_field(obj, s_method, u64::from(method));
        if let Some(f) = &e.file {
            let file = vm.rt.new_string(f)?;
            vm.rt.set_field(obj, s_file, u64::from(file));
        }
        vm.rt.set_field(obj, s_line, e.line as u32 as u64);
        if let (Some(s), true) = (s_module, e.library) {
            let module = vm.rt.intern_utf16("java.base".encode_utf16().collect())?;
            vm.rt.set_field(obj, s, u64::from(module));
        }
        if let Body::Refs(x) = &mut vm.rt.heap.get_mut(arr).body {
            x[i] = obj;
        }
    }
    Ok(u64::from(arr))
}
