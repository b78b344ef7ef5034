//! Natives of `java.lang`: Object, Class, String, the floating-point boxes
//! and Thread.

use super::{arg_double, arg_int, arg_ref, arg_string, int, non_null, numfmt, Registry};
use crate::classfile::access;
use crate::events::EventSink;
use crate::heap::{Body, Ref, NULL};
use crate::interp::{Interpreter, JThread};
use crate::runtime::{ClassKind, JResult, Throw};

pub(crate) fn register<S: EventSink>(m: &mut Registry<S>) {
    m.insert(
        "java/lang/Object.getClass()Ljava/lang/Class;",
        object_get_class,
    );
    m.insert("java/lang/Object.hashCode()I", identity_hash);
    m.insert("java/lang/Object.clone()Ljava/lang/Object;", object_clone);
    m.insert("java/lang/Object.notify()V", |vm, t, a| {
        vm.monitor_notify(t, arg_ref(a, 0), false).map(|()| 0)
    });
    m.insert("java/lang/Object.notifyAll()V", |vm, t, a| {
        vm.monitor_notify(t, arg_ref(a, 0), true).map(|()| 0)
    });
    m.insert("java/lang/Object.wait(J)V", |vm, t, a| {
        vm.monitor_wait(t, arg_ref(a, 0), a[1] as i64).map(|()| 0)
    });
    m.insert("java/lang/String.intern()Ljava/lang/String;", string_intern);
    m.insert(
        "java/lang/Class.getName()Ljava/lang/String;",
        class_get_name,
    );
    m.insert(
        "java/lang/Class.isInstance(Ljava/lang/Object;)Z",
        class_is_instance,
    );
    m.insert(
        "java/lang/Class.isAssignableFrom(Ljava/lang/Class;)Z",
        class_is_assignable_from,
    );
    m.insert("java/lang/Class.isInterface()Z", class_is_interface);
    m.insert("java/lang/Class.isArray()Z", class_is_array);
    m.insert("java/lang/Class.isPrimitive()Z", class_is_primitive);
    m.insert(
        "java/lang/Class.getSuperclass()Ljava/lang/Class;",
        class_get_superclass,
    );
    m.insert(
        "java/lang/Class.getComponentType()Ljava/lang/Class;",
        class_get_component_type,
    );
    m.insert(
        "java/lang/Class.getInterfaces()[Ljava/lang/Class;",
        class_get_interfaces,
    );
    m.insert("java/lang/Class.getModifiers()I", class_get_modifiers);
    m.insert(
        "java/lang/Class.forName0(Ljava/lang/String;)Ljava/lang/Class;",
        class_for_name,
    );
    m.insert(
        "java/lang/Class.desiredAssertionStatus()Z",
        class_assertions,
    );
    m.insert(
        "java/lang/Class.getPrimitiveClass(Ljava/lang/String;)Ljava/lang/Class;",
        class_primitive,
    );
    m.insert(
        "java/lang/Class.getEnumConstants0()[Ljava/lang/Object;",
        class_enum_constants,
    );
    m.insert(
        "java/lang/Class.getEnumConstants0()[Ljava/lang/Object;",
        class_enum_constants,
    );
    m.insert("java/lang/Double.doubleToRawLongBits(D)J", |_, _, a| {
        Ok(a[0])
    });
    m.insert("java/lang/Double.longBitsToDouble(J)D", |_, _, a| Ok(a[0]));
    m.insert("java/lang/Float.floatToRawIntBits(F)I", |_, _, a| {
        Ok(a[0] & 0xFFFF_FFFF)
    });
    m.insert("java/lang/Float.intBitsToFloat(I)F", |_, _, a| {
        Ok(a[0] & 0xFFFF_FFFF)
    });
    m.insert(
        "java/lang/Double.toString(D)Ljava/lang/String;",
        double_to_string,
    );
    m.insert(
        "java/lang/Float.toString(F)Ljava/lang/String;",
        float_to_string,
    );
    m.insert(
        "java/lang/Double.parseDouble(Ljava/lang/String;)D",
        parse_double,
    );
    m.insert(
        "java/lang/Float.parseFloat(Ljava/lang/String;)F",
        parse_float,
    );
}

fn mirror_arg<S: EventSink>(vm: &Interpreter<S>, args: &[u64]) -> u32 {
    vm.rt.class_of_mirror(arg_ref(args, 0))
}

fn ret_ref(r: Ref) -> JResult<u64> {
    Ok(u64::from(r))
}

fn object_get_class<S: EventSink>(
    vm: &mut Interpreter<S>,
    _: &mut JThread,
    a: &[u64],
) -> JResult<u64> {
    let c = vm.rt.class_of(arg_ref(a, 0));
    ret_ref(vm.rt.mirror(c))
}

/// Identity hash: a mix of the object's allocation id, 31 bits, deterministic.
pub(crate) fn identity_hash_of<S: EventSink>(vm: &Interpreter<S>, r: Ref) -> i32 {
    if r == NULL {
        return 0;
    }
    let mut x = vm.rt.heap.get(r).id.wrapping_mul(0x9E37_79B9_7F4A_7C15);
    x ^= x >> 29;
    x = x.wrapping_mul(0xBF58_476D_1CE4_E5B9);
    x ^= x >> 32;
    (x & 0x7FFF_FFFF) as i32
}

pub(crate) fn identity_hash<S: EventSink>(
    vm: &mut Interpreter<S>,
    _: &mut JThread,
    a: &[u64],
) -> JResult<u64> {
    Ok(int(identity_hash_of(vm, arg_ref(a, 0))))
}

fn object_clone<S: EventSink>(vm: &mut Interpreter<S>, _: &mut JThread, a: &[u64]) -> JResult<u64> {
    let r = arg_ref(a, 0);
    let class = vm.rt.class_of(r);
    let cls = vm.rt.class(class).clone();
    if !cls.is_array() {
        let cloneable = vm.rt.load_class("java/lang/Cloneable")?;
        if !cls.has_supertype(cloneable) {
            return Err(Throw::new(
                "java/lang/CloneNotSupportedException",
                cls.java_name(),
            ));
        }
    }
    let body = match &vm.rt.heap.get(r).body {
        Body::Fields(f) => Body::Fields(f.clone()),
        Body::Bytes(x) => Body::Bytes(x.clone()),
        Body::Chars(x) => Body::Chars(x.clone()),
        Body::Shorts(x) => Body::Shorts(x.clone()),
        Body::Ints(x) => Body::Ints(x.clone()),
        Body::Longs(x) => Body::Longs(x.clone()),
        Body::Floats(x) => Body::Floats(x.clone()),
        Body::Doubles(x) => Body::Doubles(x.clone()),
        Body::Refs(x) => Body::Refs(x.clone()),
    };
    let size = match (&body, cls.kind) {
        (Body::Fields(_), _) => cls.instance_size,
        (b, ClassKind::Array { elem, .. }) => vm
            .rt
            .options
            .sizes
            .array_size(elem, b.array_len().unwrap_or(0) as u64),
        _ => 0,
    };
    ret_ref(vm.rt.heap.alloc(class, body, size))
}

fn string_intern<S: EventSink>(
    vm: &mut Interpreter<S>,
    _: &mut JThread,
    a: &[u64],
) -> JResult<u64> {
    ret_ref(vm.rt.intern_object(arg_ref(a, 0))?)
}

fn class_get_name<S: EventSink>(
    vm: &mut Interpreter<S>,
    _: &mut JThread,
    a: &[u64],
) -> JResult<u64> {
    let c = mirror_arg(vm, a);
    let name = vm.rt.class(c).java_name();
    ret_ref(vm.rt.intern_utf16(name.encode_utf16().collect())?)
}

fn class_is_instance<S: EventSink>(
    vm: &mut Interpreter<S>,
    _: &mut JThread,
    a: &[u64],
) -> JResult<u64> {
    let c = mirror_arg(vm, a);
    let o = arg_ref(a, 1);
    Ok(u64::from(
        o != NULL && vm.rt.is_subtype(vm.rt.class_of(o), c),
    ))
}

fn class_is_assignable_from<S: EventSink>(
    vm: &mut Interpreter<S>,
    _: &mut JThread,
    a: &[u64],
) -> JResult<u64> {
    let c = mirror_arg(vm, a);
    let other = vm.rt.class_of_mirror(non_null(arg_ref(a, 1))?);
    let prim = |k| matches!(k, ClassKind::Primitive(_));
    if prim(vm.rt.class(c).kind) || prim(vm.rt.class(other).kind) {
        return Ok(u64::from(c == other));
    }
    Ok(u64::from(vm.rt.is_subtype(other, c)))
}

fn class_is_interface<S: EventSink>(
    vm: &mut Interpreter<S>,
    _: &mut JThread,
    a: &[u64],
) -> JResult<u64> {
    let c = mirror_arg(vm, a);
    let cls = vm.rt.class(c);
    Ok(u64::from(
        cls.kind == ClassKind::Ordinary && cls.is_interface(),
    ))
}

fn class_is_array<S: EventSink>(
    vm: &mut Interpreter<S>,
    _: &mut JThread,
    a: &[u64],
) -> JResult<u64> {
    Ok(u64::from(vm.rt.class(mirror_arg(vm, a)).is_array()))
}

fn class_is_primitive<S: EventSink>(
    vm: &mut Interpreter<S>,
    _: &mut JThread,
    a: &[u64],
) -> JResult<u64> {
    Ok(u64::from(matches!(
        vm.rt.class(mirror_arg(vm, a)).kind,
        ClassKind::Primitive(_)
    )))
}

fn class_get_superclass<S: EventSink>(
    vm: &mut Interpreter<S>,
    _: &mut JThread,
    a: &[u64],
) -> JResult<u64> {
    let cls = vm.rt.class(mirror_arg(vm, a)).clone();
    if cls.is_interface() {
        return Ok(0);
    }
    match cls.super_class {
        Some(s) => ret_ref(vm.rt.mirror(s)),
        None => Ok(0),
    }
}

fn class_get_component_type<S: EventSink>(
    vm: &mut Interpreter<S>,
    _: &mut JThread,
    a: &[u64],
) -> JResult<u64> {
    let comp = match vm.rt.class(mirror_arg(vm, a)).kind {
        ClassKind::Array {
            component: Some(c), ..
        } => c,
        ClassKind::Array { elem, .. } => {
            let name = super::type_name(&crate::runtime::primitive_descriptor(elem).to_string());
            vm.rt.primitive_class(&name)?
        }
        _ => return Ok(0),
    };
    ret_ref(vm.rt.mirror(comp))
}

fn class_get_interfaces<S: EventSink>(
    vm: &mut Interpreter<S>,
    _: &mut JThread,
    a: &[u64],
) -> JResult<u64> {
    let cls = vm.rt.class(mirror_arg(vm, a)).clone();
    let arr_class = vm.rt.load_class("[Ljava/lang/Class;")?;
    let arr = vm.rt.new_array(arr_class, cls.interfaces.len() as i32)?;
    for (i, &iface) in cls.interfaces.iter().enumerate() {
        let m = vm.rt.mirror(iface);
        if let Body::Refs(r) = &mut vm.rt.heap.get_mut(arr).body {
            r[i] = m;
        }
    }
    ret_ref(arr)
}

fn class_get_modifiers<S: EventSink>(
    vm: &mut Interpreter<S>,
    _: &mut JThread,
    a: &[u64],
) -> JResult<u64> {
    let cls = vm.rt.class(mirror_arg(vm, a));
    let mut flags = cls.access & !access::SYNCHRONIZED;
    if let Some(f) = &cls.file {
        for ic in &f.inner_classes {
            if f.pool
                .class_name(ic.inner_class)
                .map(|n| **n == *cls.name)
                .unwrap_or(false)
            {
                flags = ic.access;
            }
        }
    }
    Ok(int(i32::from(flags & 0x761f)))
}

fn class_for_name<S: EventSink>(
    vm: &mut Interpreter<S>,
    t: &mut JThread,
    a: &[u64],
) -> JResult<u64> {
    let name = arg_string(vm, a, 0)?;
    if name.contains('/') {
        return Err(Throw::new("java/lang/ClassNotFoundException", name));
    }
    let internal = name.replace('.', "/");
    let c = match vm.rt.load_class(&internal) {
        Ok(c) => c,
        Err(Throw::New {
            class: "java/lang/NoClassDefFoundError",
            ..
        }) => return Err(Throw::new("java/lang/ClassNotFoundException", name)),
        Err(e) => return Err(e),
    };
    vm.ensure_initialized(t, c)?;
    ret_ref(vm.rt.mirror(c))
}

fn class_assertions<S: EventSink>(
    vm: &mut Interpreter<S>,
    _: &mut JThread,
    a: &[u64],
) -> JResult<u64> {
    let lib = vm.rt.class(mirror_arg(vm, a)).library;
    Ok(u64::from(vm.rt.options.assertions && !lib))
}

fn class_primitive<S: EventSink>(
    vm: &mut Interpreter<S>,
    _: &mut JThread,
    a: &[u64],
) -> JResult<u64> {
    let name = arg_string(vm, a, 0)?;
    let c = vm.rt.primitive_class(&name)?;
    ret_ref(vm.rt.mirror(c))
}

fn double_to_string<S: EventSink>(
    vm: &mut Interpreter<S>,
    _: &mut JThread,
    a: &[u64],
) -> JResult<u64> {
    let s = numfmt::double_to_string(arg_double(a, 0));
    ret_ref(vm.rt.new_string(&s)?)
}

fn float_to_string<S: EventSink>(
    vm: &mut Interpreter<S>,
    _: &mut JThread,
    a: &[u64],
) -> JResult<u64> {
    let s = numfmt::float_to_string(f32::from_bits(arg_int(a, 0) as u32));
    ret_ref(vm.rt.new_string(&s)?)
}

fn parse_double<S: EventSink>(vm: &mut Interpreter<S>, _: &mut JThread, a: &[u64]) -> JResult<u64> {
    let s = arg_string(vm, a, 0)?;
    numfmt::parse_double(&s)
        .map(f64::to_bits)
        .map_err(|m| Throw::new("java/lang/NumberFormatException", m))
}

fn parse_float<S: EventSink>(vm: &mut Interpreter<S>, _: &mut JThread, a: &[u64]) -> JResult<u64> {
    let s = arg_string(vm, a, 0)?;
    numfmt::parse_float(&s)
        .map(|f| u64::from(f.to_bits()))
        .map_err(|m| Throw::new("java/lang/NumberFormatException", m))
}

fn class_enum_constants<S: EventSink>(
    vm: &mut Interpreter<S>,
    t: &mut JThread,
    a: &[u64],
) -> JResult<u64> {
    let c = mirror_arg(vm, a);
    let cls = vm.rt.class(c).clone();
    let enum_class = vm.rt.load_class("java/lang/Enum")?;
    if cls.access & access::ENUM == 0 || cls.super_class != Some(enum_class) {
        return Ok(0);
    }
    let desc = format!("()[L{};", cls.name);
    let values = cls.methods.iter().copied().find(|&m| {
        let mm = vm.rt.method(m);
        mm.is_static() && &*mm.name == "values" && *mm.descriptor == *desc
    });
    let Some(values) = values else { return Ok(0) };
    vm.ensure_initialized(t, c)?;
    vm.invoke(t, values, &[])
}
