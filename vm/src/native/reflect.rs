//! `java.lang.reflect` natives: creating arrays of a runtime-known component
//! type, and the members (`Method`, `Field`, `Constructor`) of loaded classes.
//!
//! The VM creates member objects from its own class, method and field tables
//! and fills their private fields by name (`clazz`, `slot`, `name`, ...); the
//! checks, boxing and messages are Java in the shim. Primitive values cross
//! the boundary as "raw bits" (`ReflectValues` in the shim): an int-like
//! value or a float's bits sign-extended to a long, a long or a double's bits
//! as is. Invocation runs through [`Interpreter::invoke`], so a traced run
//! records the reflective call like any other.

use super::{arg_int, arg_ref, non_null, ref_array, Registry};
use crate::classfile::descriptor::{method_sig, Kind};
use crate::events::EventSink;
use crate::heap::{Body, Ref, NULL};
use crate::interp::{Interpreter, JThread};
use crate::runtime::{Class, ClassId, ClassKind, JResult, MethodId, Throw};
use std::rc::Rc;

/// The access flags `Method.getModifiers` reports (HotSpot's
/// `JVM_RECOGNIZED_METHOD_MODIFIERS`).
const METHOD_MODIFIERS: u16 = 0x1DFF;
/// The access flags `Field.getModifiers` reports
/// (`JVM_RECOGNIZED_FIELD_MODIFIERS`).
const FIELD_MODIFIERS: u16 = 0x50DF;

pub(crate) fn register<S: EventSink>(m: &mut Registry<S>) {
    // The Java side has already rejected null, void and negative lengths.
    m.insert(
        "java/lang/reflect/Array.newArray(Ljava/lang/Class;I)Ljava/lang/Object;",
        |vm, _, a| {
            let comp = vm.rt.class_of_mirror(arg_ref(a, 0));
            let arr_class = vm.rt.array_class_of(comp)?;
            let arr = vm.rt.new_array(arr_class, arg_int(a, 1))?;
            Ok(u64::from(arr))
        },
    );
    m.insert(
        "java/lang/Class.getDeclaredMethods0(Z)[Ljava/lang/reflect/Method;",
        |vm, t, a| declared_methods(vm, t, a, false),
    );
    m.insert(
        "java/lang/Class.getDeclaredConstructors0(Z)[Ljava/lang/reflect/Constructor;",
        |vm, t, a| declared_methods(vm, t, a, true),
    );
    m.insert(
        "java/lang/Class.getDeclaredFields0(Z)[Ljava/lang/reflect/Field;",
        declared_fields,
    );
    m.insert("java/lang/Class.getNestHost()Ljava/lang/Class;", nest_host);
    m.insert(
        "java/lang/Class.getDeclaringClass0()Ljava/lang/Class;",
        declaring_class,
    );
    m.insert(
        "java/lang/Class.getEnclosingClass0()Ljava/lang/Class;",
        enclosing_class,
    );
    m.insert(
        "java/lang/Class.getPermittedSubclasses0()[Ljava/lang/Class;",
        permitted_subclasses,
    );
    m.insert(
        "java/lang/Class.getRecordComponentNames0()[Ljava/lang/String;",
        record_component_names,
    );
    m.insert(
        "java/lang/reflect/AccessibleObject.callerClass0()Ljava/lang/Class;",
        caller_class,
    );
    m.insert(
        "java/lang/reflect/Method.invokePrim0(ILjava/lang/Object;[J[Ljava/lang/Object;)J",
        |vm, t, a| {
            let mid = arg_int(a, 0) as MethodId;
            let v = invoke_method(vm, t, mid, arg_ref(a, 1), arg_ref(a, 2), arg_ref(a, 3))?;
            Ok(raw_bits(vm.rt.method(mid).ret, v))
        },
    );
    m.insert(
        "java/lang/reflect/Method.invokeRef0(ILjava/lang/Object;[J[Ljava/lang/Object;)Ljava/lang/Object;",
        |vm, t, a| {
            let mid = arg_int(a, 0) as MethodId;
            invoke_method(vm, t, mid, arg_ref(a, 1), arg_ref(a, 2), arg_ref(a, 3))
        },
    );
    m.insert(
        "java/lang/reflect/Constructor.newInstance0(Ljava/lang/Class;I[J[Ljava/lang/Object;)Ljava/lang/Object;",
        new_instance,
    );
    m.insert(
        "java/lang/reflect/Field.getPrim0(Ljava/lang/Class;ILjava/lang/Object;)J",
        |vm, t, a| {
            let (kind, v) = field_get(vm, t, a)?;
            Ok(raw_bits(kind, v))
        },
    );
    m.insert(
        "java/lang/reflect/Field.getRef0(Ljava/lang/Class;ILjava/lang/Object;)Ljava/lang/Object;",
        |vm, t, a| field_get(vm, t, a).map(|(_, v)| v),
    );
    m.insert(
        "java/lang/reflect/Field.putPrim0(Ljava/lang/Class;ILjava/lang/Object;J)V",
        |vm, t, a| field_put(vm, t, a, a[3]).map(|()| 0),
    );
    m.insert(
        "java/lang/reflect/Field.putRef0(Ljava/lang/Class;ILjava/lang/Object;Ljava/lang/Object;)V",
        |vm, t, a| field_put(vm, t, a, a[3]).map(|()| 0),
    );
}

/// A slot value of kind `k` as the shim's raw bits (int-likes and floats
/// sign-extended from 32 bits).
fn raw_bits(k: Kind, v: u64) -> u64 {
    match k {
        Kind::Long | Kind::Double | Kind::Reference => v,
        Kind::Void => 0,
        _ => i64::from(v as u32 as i32) as u64,
    }
}

/// Raw bits as a slot value of kind `k` (32-bit kinds zero-extended, as the
/// interpreter keeps them).
fn slot_bits(k: Kind, bits: u64) -> u64 {
    match k {
        Kind::Long | Kind::Double | Kind::Reference => bits,
        _ => bits as u32 as u64,
    }
}

/// The class a field descriptor names (loaded; primitives by name).
fn class_of_desc<S: EventSink>(vm: &mut Interpreter<S>, desc: &str) -> JResult<ClassId> {
    match desc.as_bytes().first() {
        Some(b'L') => vm.rt.load_class(&desc[1..desc.len() - 1]),
        Some(b'[') => vm.rt.load_class(desc),
        _ => vm.rt.primitive_class(&super::type_name(desc)),
    }
}

/// A `Class[]` of the mirrors of the classes the descriptors name.
fn class_array<S: EventSink>(vm: &mut Interpreter<S>, descs: &[String]) -> JResult<Ref> {
    let mut mirrors = Vec::with_capacity(descs.len());
    for d in descs {
        let c = class_of_desc(vm, d)?;
        mirrors.push(vm.rt.mirror(c));
    }
    ref_array(vm, "[Ljava/lang/Class;", &mirrors)
}

/// A new, initialised-class instance of `class` whose named fields get the
/// given slot values (the shim's member classes have private no-op
/// constructors, so none is run).
fn new_member<S: EventSink>(
    vm: &mut Interpreter<S>,
    class: ClassId,
    fields: &[(&str, u64)],
) -> JResult<Ref> {
    let obj = vm.rt.new_object(class);
    for &(name, v) in fields {
        let slot = vm
            .rt
            .find_field(class, name)
            .map(|f| f.slot)
            .ok_or_else(|| Throw::new("java/lang/NoSuchFieldError", name.to_string()))?;
        vm.rt.set_field(obj, slot, v);
    }
    Ok(obj)
}

/// A shim class, loaded and initialised before any object is allocated (its
/// initialiser runs Java, which may collect garbage).
fn member_class<S: EventSink>(
    vm: &mut Interpreter<S>,
    t: &mut JThread,
    name: &str,
) -> JResult<ClassId> {
    let c = vm.rt.load_class(name)?;
    vm.ensure_initialized(t, c)?;
    Ok(c)
}

/// `Class.getDeclaredMethods0(publicOnly)` (methods other than `<init>` and
/// `<clinit>`) or `getDeclaredConstructors0(publicOnly)` (the `<init>`s), in
/// declaration order. Arrays and primitives declare none.
fn declared_methods<S: EventSink>(
    vm: &mut Interpreter<S>,
    t: &mut JThread,
    a: &[u64],
    constructors: bool,
) -> JResult<u64> {
    let c = vm.rt.class_of_mirror(arg_ref(a, 0));
    let public_only = a[1] != 0;
    let (member, array) = if constructors {
        (
            "java/lang/reflect/Constructor",
            "[Ljava/lang/reflect/Constructor;",
        )
    } else {
        ("java/lang/reflect/Method", "[Ljava/lang/reflect/Method;")
    };
    let member = member_class(vm, t, member)?;
    let cls = vm.rt.class(c).clone();
    let mut out = Vec::new();
    if cls.kind == ClassKind::Ordinary {
        for &mid in &cls.methods {
            let m = vm.rt.method(mid).clone();
            let is_init = &*m.name == "<init>";
            if is_init != constructors || &*m.name == "<clinit>" {
                continue;
            }
            if public_only && m.access & crate::classfile::access::PUBLIC == 0 {
                continue;
            }
            let sig = method_sig(&m.descriptor).ok_or_else(|| {
                Throw::new("java/lang/ClassFormatError", m.descriptor.to_string())
            })?;
            let params = class_array(vm, &sig.param_descs)?;
            let exceptions = declared_exceptions(&cls, &m.name, &m.descriptor);
            let exceptions = class_array(vm, &exceptions)?;
            let mirror = vm.rt.mirror(c);
            let modifiers = u64::from(m.access & METHOD_MODIFIERS);
            let mut fields = vec![
                ("clazz", u64::from(mirror)),
                ("slot", u64::from(mid)),
                ("parameterTypes", u64::from(params)),
                ("exceptionTypes", u64::from(exceptions)),
                ("modifiers", modifiers),
            ];
            if !constructors {
                let ret_desc = &m.descriptor[m.descriptor.rfind(')').map_or(0, |i| i + 1)..];
                let ret = class_of_desc(vm, ret_desc)?;
                let ret = vm.rt.mirror(ret);
                let name = vm.rt.intern_utf16(m.name.encode_utf16().collect())?;
                fields.push(("returnType", u64::from(ret)));
                fields.push(("name", u64::from(name)));
            }
            out.push(new_member(vm, member, &fields)?);
        }
    }
    Ok(u64::from(ref_array(vm, array, &out)?))
}

/// The descriptors of the exceptions method `name desc` of `cls` declares
/// (its `Exceptions` attribute).
fn declared_exceptions(cls: &Class, name: &str, desc: &str) -> Vec<String> {
    cls.file
        .as_ref()
        .and_then(|f| {
            f.methods
                .iter()
                .find(|m| &*m.name == name && &*m.descriptor == desc)
        })
        .map_or_else(Vec::new, |m| {
            m.exceptions.iter().map(|e| format!("L{e};")).collect()
        })
}

/// `Class.getDeclaredFields0(publicOnly)`: declared fields in declaration
/// order; `slot` is the index among the class's fields.
fn declared_fields<S: EventSink>(
    vm: &mut Interpreter<S>,
    t: &mut JThread,
    a: &[u64],
) -> JResult<u64> {
    let c = vm.rt.class_of_mirror(arg_ref(a, 0));
    let public_only = a[1] != 0;
    let member = member_class(vm, t, "java/lang/reflect/Field")?;
    let cls = vm.rt.class(c).clone();
    let mut out = Vec::new();
    if cls.kind == ClassKind::Ordinary {
        for (i, f) in cls.fields.iter().enumerate() {
            if public_only && f.access & crate::classfile::access::PUBLIC == 0 {
                continue;
            }
            let ty = class_of_desc(vm, &f.descriptor)?;
            let ty = vm.rt.mirror(ty);
            let mirror = vm.rt.mirror(c);
            let name = vm.rt.intern_utf16(f.name.encode_utf16().collect())?;
            let fields = [
                ("clazz", u64::from(mirror)),
                ("slot", i as u64),
                ("name", u64::from(name)),
                ("type", u64::from(ty)),
                ("modifiers", u64::from(f.access & FIELD_MODIFIERS)),
            ];
            out.push(new_member(vm, member, &fields)?);
        }
    }
    Ok(u64::from(ref_array(
        vm,
        "[Ljava/lang/reflect/Field;",
        &out,
    )?))
}

/// `Class.getNestHost()`: the class its `NestHost` attribute names, else
/// itself (also when the host cannot be loaded, as HotSpot does).
fn nest_host<S: EventSink>(vm: &mut Interpreter<S>, _: &mut JThread, a: &[u64]) -> JResult<u64> {
    let c = vm.rt.class_of_mirror(arg_ref(a, 0));
    let host = vm
        .rt
        .class(c)
        .file
        .as_ref()
        .and_then(|f| f.nest_host.clone());
    let host = match host {
        Some(name) => vm.rt.load_class(&name).unwrap_or(c),
        None => c,
    };
    Ok(u64::from(vm.rt.mirror(host)))
}

/// `Class.getDeclaringClass0()`: the outer class of this class's own
/// `InnerClasses` entry (member classes), else null. Loaded, not initialized.
fn declaring_class<S: EventSink>(
    vm: &mut Interpreter<S>,
    _: &mut JThread,
    a: &[u64],
) -> JResult<u64> {
    let c = vm.rt.class_of_mirror(arg_ref(a, 0));
    let cls = vm.rt.class(c);
    let outer = cls.file.as_ref().and_then(|f| {
        f.inner_classes
            .iter()
            .filter(|ic| ic.outer_class != 0)
            .find(|ic| {
                f.pool
                    .class_name(ic.inner_class)
                    .is_ok_and(|n| **n == *cls.name)
            })
            .and_then(|ic| f.pool.class_name(ic.outer_class).ok().cloned())
    });
    mirror_of_named(vm, outer)
}

/// `Class.getEnclosingClass0()`: the class of the `EnclosingMethod`
/// attribute (local and anonymous classes), else null. Loaded, not
/// initialized.
fn enclosing_class<S: EventSink>(
    vm: &mut Interpreter<S>,
    _: &mut JThread,
    a: &[u64],
) -> JResult<u64> {
    let name = from_class_file(vm, a, |f| f.enclosing_class.clone());
    mirror_of_named(vm, name)
}

/// `Class.getPermittedSubclasses0()`: the classes of the
/// `PermittedSubclasses` attribute (loaded, not initialized) in its order,
/// else null.
fn permitted_subclasses<S: EventSink>(
    vm: &mut Interpreter<S>,
    _: &mut JThread,
    a: &[u64],
) -> JResult<u64> {
    let Some(names) = from_class_file(vm, a, |f| f.permitted_subclasses.clone()) else {
        return Ok(0);
    };
    let mut mirrors = Vec::with_capacity(names.len());
    for name in &names {
        let sub = vm.rt.load_class(name)?;
        mirrors.push(vm.rt.mirror(sub));
    }
    Ok(u64::from(ref_array(vm, "[Ljava/lang/Class;", &mirrors)?))
}

/// `Class.getRecordComponentNames0()`: the names of the `Record`
/// attribute's components in declaration order, else null.
fn record_component_names<S: EventSink>(
    vm: &mut Interpreter<S>,
    _: &mut JThread,
    a: &[u64],
) -> JResult<u64> {
    let Some(names) = from_class_file(vm, a, |f| f.record_components.clone()) else {
        return Ok(0);
    };
    let names: Vec<String> = names.iter().map(|n| n.to_string()).collect();
    Ok(u64::from(super::string_array(vm, &names)?))
}

/// What `get` reads from the class file of the class whose mirror is the
/// receiver (`a[0]`); `None` for classes without one (arrays, primitives).
fn from_class_file<S: EventSink, T>(
    vm: &Interpreter<S>,
    a: &[u64],
    get: impl FnOnce(&crate::classfile::ClassFile) -> Option<T>,
) -> Option<T> {
    let c = vm.rt.class_of_mirror(arg_ref(a, 0));
    vm.rt.class(c).file.as_ref().and_then(|f| get(f))
}

/// The mirror of the class called `name` (loading it), or null for `None`.
fn mirror_of_named<S: EventSink>(vm: &mut Interpreter<S>, name: Option<Rc<str>>) -> JResult<u64> {
    match name {
        Some(name) => {
            let c = vm.rt.load_class(&name)?;
            Ok(u64::from(vm.rt.mirror(c)))
        }
        None => Ok(0),
    }
}

/// `AccessibleObject.callerClass0()`: the class of the innermost frame whose
/// method is neither in `java.lang.reflect` nor in `java.lang.Class` (whose
/// `newInstance` acts for its caller). Natives push no frame.
fn caller_class<S: EventSink>(vm: &mut Interpreter<S>, t: &mut JThread, _: &[u64]) -> JResult<u64> {
    let caller = t
        .frames
        .iter()
        .rev()
        .map(|f| vm.rt.method(f.method).class)
        .find(|&c| {
            let name = &vm.rt.class(c).name;
            !name.starts_with("java/lang/reflect/") && &**name != "java/lang/Class"
        });
    Ok(caller.map_or(0, |c| u64::from(vm.rt.mirror(c))))
}

/// The argument slots of method `mid` from the shim's per-parameter raw bits
/// (`prims`, a `long[]`) and references (`refs`, an `Object[]`), receiver
/// first unless `recv` is `None`.
fn argument_slots<S: EventSink>(
    vm: &Interpreter<S>,
    mid: MethodId,
    recv: Option<Ref>,
    prims: Ref,
    refs: Ref,
) -> JResult<Vec<u64>> {
    let m = vm.rt.method(mid);
    let sig = method_sig(&m.descriptor)
        .ok_or_else(|| Throw::new("java/lang/ClassFormatError", m.descriptor.to_string()))?;
    let prims: &[i64] = match &vm.rt.heap.get(non_null(prims)?).body {
        Body::Longs(x) => x,
        _ => &[],
    };
    let refs: &[Ref] = match &vm.rt.heap.get(non_null(refs)?).body {
        Body::Refs(x) => x,
        _ => &[],
    };
    let mut slots = Vec::with_capacity(usize::from(m.arg_slots) + 1);
    if let Some(r) = recv {
        slots.push(u64::from(r));
    }
    for (i, &k) in sig.params.iter().enumerate() {
        match k {
            Kind::Reference => slots.push(u64::from(refs.get(i).copied().unwrap_or(NULL))),
            _ => {
                let bits = prims.get(i).copied().unwrap_or(0) as u64;
                slots.push(slot_bits(k, bits));
                if k.slots() == 2 {
                    slots.push(0);
                }
            }
        }
    }
    Ok(slots)
}

/// Runs method `mid` on `obj` (ignored when static): virtual dispatch on the
/// receiver's class unless the method is private; static methods initialise
/// their class first. The result slot, as `Interpreter::invoke` returns it.
fn invoke_method<S: EventSink>(
    vm: &mut Interpreter<S>,
    t: &mut JThread,
    mid: MethodId,
    obj: Ref,
    prims: Ref,
    refs: Ref,
) -> JResult<u64> {
    let m = vm.rt.method(mid).clone();
    let (target, recv) = if m.is_static() {
        vm.ensure_initialized(t, m.class)?;
        (mid, None)
    } else {
        let recv = non_null(obj)?;
        let target = if m.is_private() {
            mid
        } else {
            let rc = vm.rt.class_of(recv);
            vm.rt
                .resolve_method(rc, &m.name, &m.descriptor)
                .unwrap_or(mid)
        };
        (target, Some(recv))
    };
    if vm.rt.method(target).is_abstract() {
        let (class, name, desc) = (vm.rt.class(m.class).java_name(), &m.name, &m.descriptor);
        return Err(Throw::new(
            "java/lang/AbstractMethodError",
            super::describe_signature(&class, name, desc),
        ));
    }
    let args = argument_slots(vm, target, recv, prims, refs)?;
    vm.invoke(t, target, &args)
}

/// `Constructor.newInstance0(cls, slot, prims, refs)`: initialises `cls`,
/// allocates an instance and runs the constructor on it.
fn new_instance<S: EventSink>(vm: &mut Interpreter<S>, t: &mut JThread, a: &[u64]) -> JResult<u64> {
    let c = vm.rt.class_of_mirror(arg_ref(a, 0));
    let mid = arg_int(a, 1) as MethodId;
    vm.ensure_initialized(t, c)?;
    let obj = vm.rt.new_object(c);
    // The new object is only on this native's Rust stack while the
    // constructor's arguments are read: root it for the constructor's run.
    vm.rt.temp_roots.push(obj);
    let r = argument_slots(vm, mid, Some(obj), arg_ref(a, 2), arg_ref(a, 3))
        .and_then(|args| vm.invoke(t, mid, &args));
    vm.rt.temp_roots.pop();
    r.map(|_| u64::from(obj))
}

/// The field `Field.*0(cls, slot, obj, ...)` designates: its kind and where
/// its value lives (`Some(obj)` for instance fields, `None` for statics,
/// whose class is initialised here).
fn field_target<S: EventSink>(
    vm: &mut Interpreter<S>,
    t: &mut JThread,
    a: &[u64],
) -> JResult<(Kind, u32, Option<Ref>)> {
    let c = vm.rt.class_of_mirror(arg_ref(a, 0));
    let f = vm.rt.class(c).fields[arg_int(a, 1) as usize].clone();
    if f.is_static() {
        vm.ensure_initialized(t, c)?;
        Ok((f.kind, f.slot, None))
    } else {
        Ok((f.kind, f.slot, Some(non_null(arg_ref(a, 2))?)))
    }
}

/// Reads a field: its kind and slot value.
fn field_get<S: EventSink>(
    vm: &mut Interpreter<S>,
    t: &mut JThread,
    a: &[u64],
) -> JResult<(Kind, u64)> {
    let (kind, slot, obj) = field_target(vm, t, a)?;
    let v = match obj {
        Some(o) => vm.rt.field(o, slot),
        None => vm.rt.statics[slot as usize],
    };
    Ok((kind, v))
}

/// Writes raw bits (or a reference) into a field.
fn field_put<S: EventSink>(
    vm: &mut Interpreter<S>,
    t: &mut JThread,
    a: &[u64],
    bits: u64,
) -> JResult<()> {
    let (kind, slot, obj) = field_target(vm, t, a)?;
    let v = slot_bits(kind, bits);
    match obj {
        Some(o) => vm.rt.set_field(o, slot, v),
        None => vm.rt.statics[slot as usize] = v,
    }
    Ok(())
}
