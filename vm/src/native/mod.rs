//! Native methods of rjvm's class library, implemented in Rust.
//!
//! Natives live in the VM crate (not in `classlib-shim`) because they work
//! on the VM's heap and threads. Each is registered under
//! `class/Name.method(descriptor)` and bound to its method on first call.

mod fdlibm;
mod file;
mod io;
mod lang;
mod math;
mod npe;
pub mod numfmt;
mod raf;
mod reflect;
mod system;
mod throwable;
mod time;

use crate::events::EventSink;
use crate::heap::{Body, Ref, NULL};
use crate::interp::{Interpreter, JThread};
use crate::runtime::{JResult, Throw};
use ahash::AHashMap;

/// A native method: receives the interpreter, the calling thread and the
/// argument slots (receiver first); returns the result slot (ignored for
/// `void`).
pub type NativeFn<S> = fn(&mut Interpreter<S>, &mut JThread, &[u64]) -> JResult<u64>;

/// The table of every native method, by `class.name(descriptor)`.
pub fn registry<S: EventSink>() -> AHashMap<&'static str, NativeFn<S>> {
    let mut m: AHashMap<&'static str, NativeFn<S>> = AHashMap::new();
    lang::register(&mut m);
    system::register(&mut m);
    throwable::register(&mut m);
    math::register(&mut m);
    io::register(&mut m);
    raf::register(&mut m);
    npe::register(&mut m);
    file::register(&mut m);
    reflect::register(&mut m);
    time::register(&mut m);
    m
}

/// A registry being filled.
pub(crate) type Registry<S> = AHashMap<&'static str, NativeFn<S>>;

/// Argument `i` as a reference.
#[inline]
pub(crate) fn arg_ref(args: &[u64], i: usize) -> Ref {
    args[i] as Ref
}

/// Argument `i` as an int.
#[inline]
pub(crate) fn arg_int(args: &[u64], i: usize) -> i32 {
    args[i] as i32
}

/// Argument `i` (first slot of two) as a double.
#[inline]
pub(crate) fn arg_double(args: &[u64], i: usize) -> f64 {
    f64::from_bits(args[i])
}

/// An int result.
#[inline]
pub(crate) fn int(v: i32) -> u64 {
    v as u32 as u64
}

/// A null check of a native's argument.
pub(crate) fn non_null(r: Ref) -> JResult<Ref> {
    if r == NULL {
        Err(Throw::New {
            class: "java/lang/NullPointerException",
            message: None,
        })
    } else {
        Ok(r)
    }
}

/// A Java string argument as Rust text (NPE for null).
pub(crate) fn arg_string<S: EventSink>(
    vm: &Interpreter<S>,
    args: &[u64],
    i: usize,
) -> JResult<String> {
    let r = non_null(arg_ref(args, i))?;
    Ok(vm.rt.string_to_rust(r))
}

/// A new array of class `array_class` holding `refs`.
pub(crate) fn ref_array<S: EventSink>(
    vm: &mut Interpreter<S>,
    array_class: &str,
    refs: &[Ref],
) -> JResult<Ref> {
    let class = vm.rt.load_class(array_class)?;
    let arr = vm.rt.new_array(class, refs.len() as i32)?;
    if let Body::Refs(x) = &mut vm.rt.heap.get_mut(arr).body {
        x.copy_from_slice(refs);
    }
    Ok(arr)
}

/// A new `String[]` of `strings` (the array allocated first, then each
/// string, in order).
pub(crate) fn string_array<S: EventSink>(
    vm: &mut Interpreter<S>,
    strings: &[String],
) -> JResult<Ref> {
    let class = vm.rt.load_class("[Ljava/lang/String;")?;
    let arr = vm.rt.new_array(class, strings.len() as i32)?;
    for (i, text) in strings.iter().enumerate() {
        let s = vm.rt.new_string(text)?;
        if let Body::Refs(x) = &mut vm.rt.heap.get_mut(arr).body {
            x[i] = s;
        }
    }
    Ok(arr)
}

/// The bytes of a `byte[]`.
pub(crate) fn byte_array<S: EventSink>(vm: &Interpreter<S>, r: Ref) -> JResult<&[i8]> {
    match &vm.rt.heap.get(non_null(r)?).body {
        Body::Bytes(b) => Ok(b),
        _ => Err(Throw::new(
            "java/lang/IllegalArgumentException",
            "not a byte array",
        )),
    }
}

/// Java-language type name of a descriptor (`I` → `int`, `[Ljava/lang/String;` → `java.lang.String[]`).
pub fn type_name(desc: &str) -> String {
    let dims = desc.bytes().take_while(|&c| c == b'[').count();
    let base = &desc[dims..];
    let mut s = match base.as_bytes().first() {
        Some(b'Z') => "boolean".to_string(),
        Some(b'B') => "byte".into(),
        Some(b'C') => "char".into(),
        Some(b'S') => "short".into(),
        Some(b'I') => "int".into(),
        Some(b'J') => "long".into(),
        Some(b'F') => "float".into(),
        Some(b'D') => "double".into(),
        Some(b'V') => "void".into(),
        Some(b'L') => base[1..base.len() - 1].replace('/', "."),
        _ => base.to_string(),
    };
    for _ in 0..dims {
        s.push_str("[]");
    }
    s
}

/// `'ret Class.name(params)'`, the way HotSpot names a method in errors.
pub fn describe_signature(class: &str, name: &str, desc: &str) -> String {
    match crate::classfile::descriptor::method_sig(desc) {
        Some(sig) => {
            let ret_desc = &desc[desc.rfind(')').map_or(0, |i| i + 1)..];
            let params: Vec<String> = sig.param_descs.iter().map(|d| type_name(d)).collect();
            format!(
                "'{} {class}.{name}({})'",
                type_name(ret_desc),
                params.join(", ")
            )
        }
        None => format!("'{class}.{name}{desc}'"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn signatures_read_like_hotspot() {
        assert_eq!(
            describe_signature("Foo", "bar", "(I[Ljava/lang/String;)V"),
            "'void Foo.bar(int, java.lang.String[])'"
        );
        assert_eq!(type_name("[[J"), "long[][]");
    }
}

#[cfg(test)]
mod coverage {
    use crate::classfile::{self, access};
    use crate::events::NullSink;

    /// Every `native` method the class library declares has an implementation.
    #[test]
    fn every_declared_native_is_implemented() {
        let natives = super::registry::<NullSink>();
        let mut missing = Vec::new();
        for (name, bytes) in classlib_shim::CLASSES {
            let cf = classfile::parse(bytes).expect("library class parses");
            for m in &cf.methods {
                if m.access & access::NATIVE != 0 {
                    let key = format!("{name}.{}{}", m.name, m.descriptor);
                    if !natives.contains_key(key.as_str()) {
                        missing.push(key);
                    }
                }
            }
        }
        assert!(
            missing.is_empty(),
            "natives without implementation:\n{}",
            missing.join("\n")
        );
    }
}
