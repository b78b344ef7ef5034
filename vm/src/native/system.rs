//! Natives of `java.lang.System`, `java.lang.Runtime` and `java.lang.Thread`.

use super::{arg_int, arg_ref, arg_string, non_null, Registry};
use crate::events::EventSink;
use crate::heap::{Body, Ref, NULL};
use crate::interp::{Interpreter, JThread};
use crate::runtime::{ClassKind, JResult, Throw};

pub(crate) fn register<S: EventSink>(m: &mut Registry<S>) {
    m.insert(
        "java/lang/System.arraycopy(Ljava/lang/Object;ILjava/lang/Object;II)V",
        arraycopy,
    );
    m.insert("java/lang/System.currentTimeMillis()J", |vm, _, _| {
        if vm.sched.virtual_clock {
            // A fixed epoch (2026-01-01) plus virtual time.
            return Ok(1_767_225_600_000 + vm.virtual_nanos() / 1_000_000);
        }
        let now = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_millis() as i64);
        Ok(now as u64)
    });
    m.insert("java/lang/System.nanoTime()J", |vm, _, _| {
        if vm.sched.virtual_clock {
            return Ok(vm.virtual_nanos());
        }
        Ok(vm.rt.started.elapsed().as_nanos() as u64)
    });
    m.insert(
        "java/lang/System.identityHashCode(Ljava/lang/Object;)I",
        super::lang::identity_hash,
    );
    m.insert("java/lang/System.exit(I)V", |vm, _, a| {
        vm.rt.flush_stdout();
        Err(Throw::Exit(arg_int(a, 0)))
    });
    m.insert(
        "java/lang/System.getProperty0(Ljava/lang/String;)Ljava/lang/String;",
        get_property,
    );
    m.insert(
        "java/lang/System.setProperty0(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;",
        set_property,
    );
    m.insert(
        "java/lang/System.getenv(Ljava/lang/String;)Ljava/lang/String;",
        getenv,
    );
    m.insert(
        "java/lang/System.propertyKeys0()[Ljava/lang/String;",
        property_keys,
    );
    m.insert(
        "java/lang/System.setOut0(Ljava/io/PrintStream;)V",
        |vm, _, a| set_static(vm, "out", a[0]),
    );
    m.insert(
        "java/lang/System.setErr0(Ljava/io/PrintStream;)V",
        |vm, _, a| set_static(vm, "err", a[0]),
    );
    m.insert(
        "java/lang/System.setIn0(Ljava/io/InputStream;)V",
        |vm, _, a| set_static(vm, "in", a[0]),
    );
    m.insert(
        "java/lang/System.clearProperty0(Ljava/lang/String;)Ljava/lang/String;",
        |vm, _, a| {
            let key = arg_string(vm, a, 0)?;
            match vm.rt.properties.remove(&key) {
                Some(old) => Ok(u64::from(vm.rt.new_string(&old)?)),
                None => Ok(0),
            }
        },
    );
    m.insert("java/lang/Runtime.availableProcessors()I", |_, _, _| Ok(1));
    m.insert("java/lang/Runtime.freeMemory()J", |vm, _, _| {
        Ok(vm.rt.heap.max_bytes.saturating_sub(vm.rt.heap.live_bytes))
    });
    m.insert("java/lang/Runtime.totalMemory()J", |vm, _, _| {
        Ok(vm.rt.heap.max_bytes)
    });
    m.insert("java/lang/Runtime.maxMemory()J", |vm, _, _| {
        Ok(vm.rt.heap.max_bytes)
    });
    m.insert("java/lang/Runtime.gc()V", |vm, t, _| {
        vm.collect_garbage(t);
        Ok(0)
    });
    m.insert(
        "java/lang/Thread.currentThread()Ljava/lang/Thread;",
        current_thread,
    );
    m.insert("java/lang/Thread.yield()V", |vm, _, _| {
        vm.yield_now().map(|()| 0)
    });
    m.insert("java/lang/Thread.sleep(J)V", |vm, _, a| {
        vm.sleep(a[0] as i64).map(|()| 0)
    });
    m.insert("java/lang/Thread.isAlive()Z", |vm, _, a| {
        Ok(u64::from(vm.is_alive(arg_ref(a, 0))))
    });
    m.insert("java/lang/Thread.state0()I", |vm, _, a| {
        Ok(vm.thread_state_ordinal(arg_ref(a, 0)))
    });
    m.insert("java/lang/Thread.start0()V", |vm, _, a| {
        vm.start_thread(arg_ref(a, 0)).map(|()| 0)
    });
    m.insert("java/lang/Thread.interrupt0()V", |vm, _, a| {
        vm.interrupt(arg_ref(a, 0));
        Ok(0)
    });
    m.insert("java/lang/Thread.vmClockMillis()J", |vm, _, _| {
        Ok(vm.virtual_nanos() / 1_000_000)
    });
}

fn set_static<S: EventSink>(vm: &mut Interpreter<S>, name: &str, v: u64) -> JResult<u64> {
    let system = vm.rt.load_class("java/lang/System")?;
    let slot = vm
        .rt
        .find_field(system, name)
        .map(|f| f.slot)
        .ok_or_else(|| Throw::new("java/lang/NoSuchFieldError", name.to_string()))?;
    vm.rt.statics[slot as usize] = v;
    Ok(0)
}

fn current_thread<S: EventSink>(
    vm: &mut Interpreter<S>,
    t: &mut JThread,
    _: &[u64],
) -> JResult<u64> {
    if vm.rt.main_thread == NULL {
        let name = t.name.clone();
        vm.rt.main_thread = vm.new_thread_object(t, &name)?;
    }
    // The running green thread's object (the main thread's before the
    // scheduler runs any thread).
    Ok(u64::from(vm.current_thread_object()))
}

fn get_property<S: EventSink>(vm: &mut Interpreter<S>, _: &mut JThread, a: &[u64]) -> JResult<u64> {
    let key = arg_string(vm, a, 0)?;
    match vm.rt.properties.get(&key).cloned() {
        Some(v) => Ok(u64::from(vm.rt.new_string(&v)?)),
        None => Ok(0),
    }
}

fn set_property<S: EventSink>(vm: &mut Interpreter<S>, _: &mut JThread, a: &[u64]) -> JResult<u64> {
    let key = arg_string(vm, a, 0)?;
    let value = arg_string(vm, a, 1)?;
    match vm.rt.properties.insert(key, value) {
        Some(old) => Ok(u64::from(vm.rt.new_string(&old)?)),
        None => Ok(0),
    }
}

/// The names of all system properties, sorted (`System.getProperties`
/// copies them into its `Properties` once).
fn property_keys<S: EventSink>(
    vm: &mut Interpreter<S>,
    _: &mut JThread,
    _: &[u64],
) -> JResult<u64> {
    let keys: Vec<String> = vm.rt.properties.keys().cloned().collect();
    Ok(u64::from(super::string_array(vm, &keys)?))
}

fn getenv<S: EventSink>(vm: &mut Interpreter<S>, _: &mut JThread, a: &[u64]) -> JResult<u64> {
    let key = arg_string(vm, a, 0)?;
    match std::env::var(key) {
        Ok(v) => Ok(u64::from(vm.rt.new_string(&v)?)),
        Err(_) => Ok(0),
    }
}

/// `int[]`-style name of an array class for arraycopy messages.
fn array_type_name<S: EventSink>(vm: &Interpreter<S>, r: Ref) -> String {
    let name = vm.rt.class(vm.rt.class_of(r)).name.clone();
    super::type_name(&name)
}

fn arraycopy<S: EventSink>(vm: &mut Interpreter<S>, _: &mut JThread, a: &[u64]) -> JResult<u64> {
    let src = non_null(arg_ref(a, 0))?;
    let src_pos = arg_int(a, 1);
    let dst = non_null(arg_ref(a, 2))?;
    let dst_pos = arg_int(a, 3);
    let len = arg_int(a, 4);
    let sc = vm.rt.class(vm.rt.class_of(src)).clone();
    let dc = vm.rt.class(vm.rt.class_of(dst)).clone();
    let store = |m: String| Err(Throw::new("java/lang/ArrayStoreException", m));
    let (
        ClassKind::Array {
            elem: se,
            component: scomp,
        },
        ClassKind::Array {
            elem: de,
            component: dcomp,
        },
    ) = (sc.kind, dc.kind)
    else {
        let which = if sc.is_array() {
            ("destination", &dc)
        } else {
            ("source", &sc)
        };
        return store(format!(
            "arraycopy: {} type {} is not an array",
            which.0,
            which.1.java_name()
        ));
    };
    if se != de || scomp.is_some() != dcomp.is_some() {
        return store(format!(
            "arraycopy: type mismatch: can not copy {} into {}",
            array_type_name(vm, src),
            array_type_name(vm, dst)
        ));
    }
    let src_len = vm.rt.heap.get(src).body.array_len().unwrap_or(0) as i64;
    let dst_len = vm.rt.heap.get(dst).body.array_len().unwrap_or(0) as i64;
    let oob = |m: String| Err(Throw::new("java/lang/ArrayIndexOutOfBoundsException", m));
    if len < 0 {
        return oob(format!("arraycopy: length {len} is negative"));
    }
    if src_pos < 0 {
        return oob(format!(
            "arraycopy: source index {src_pos} out of bounds for {}",
            sized(vm, src, src_len)
        ));
    }
    if dst_pos < 0 {
        return oob(format!(
            "arraycopy: destination index {dst_pos} out of bounds for {}",
            sized(vm, dst, dst_len)
        ));
    }
    if i64::from(src_pos) + i64::from(len) > src_len {
        return oob(format!(
            "arraycopy: last source index {} out of bounds for {}",
            i64::from(src_pos) + i64::from(len),
            sized(vm, src, src_len)
        ));
    }
    if i64::from(dst_pos) + i64::from(len) > dst_len {
        return oob(format!(
            "arraycopy: last destination index {} out of bounds for {}",
            i64::from(dst_pos) + i64::from(len),
            sized(vm, dst, dst_len)
        ));
    }
    let (s, d, n) = (src_pos as usize, dst_pos as usize, len as usize);
    if n == 0 {
        return Ok(0);
    }
    // Reference arrays whose types are not statically compatible: check each element.
    if let (Some(scomp), Some(dcomp)) = (scomp, dcomp) {
        if !vm.rt.is_subtype(scomp, dcomp) {
            let elems: Vec<Ref> = match &vm.rt.heap.get(src).body {
                Body::Refs(x) => x[s..s + n].to_vec(),
                _ => Vec::new(),
            };
            for (i, &e) in elems.iter().enumerate() {
                if e != NULL && !vm.rt.is_subtype(vm.rt.class_of(e), dcomp) {
                    let msg = format!(
                        "arraycopy: element type mismatch: can not cast one of the elements of {} to the type of the destination array, {}",
                        array_type_name(vm, src),
                        vm.rt.class(dcomp).java_name()
                    );
                    if let Body::Refs(x) = &mut vm.rt.heap.get_mut(dst).body {
                        x[d..d + i].copy_from_slice(&elems[..i]);
                    }
                    return store(msg);
                }
            }
            if let Body::Refs(x) = &mut vm.rt.heap.get_mut(dst).body {
                x[d..d + n].copy_from_slice(&elems);
            }
            return Ok(0);
        }
    }
    if src == dst {
        macro_rules! within {
            ($($v:ident),*) => {
                match &mut vm.rt.heap.get_mut(src).body {
                    $(Body::$v(x) => x.copy_within(s..s + n, d),)*
                    Body::Fields(_) => {}
                }
            };
        }
        within!(Bytes, Chars, Shorts, Ints, Longs, Floats, Doubles, Refs);
        return Ok(0);
    }
    macro_rules! copy {
        ($($v:ident),*) => {
            match &vm.rt.heap.get(src).body {
                $(Body::$v(x) => {
                    let tmp = x[s..s + n].to_vec();
                    if let Body::$v(y) = &mut vm.rt.heap.get_mut(dst).body {
                        y[d..d + n].copy_from_slice(&tmp);
                    }
                })*
                Body::Fields(_) => {}
            }
        };
    }
    copy!(Bytes, Chars, Shorts, Ints, Longs, Floats, Doubles, Refs);
    Ok(0)
}

/// `int[10]`-style description for arraycopy messages.
fn sized<S: EventSink>(vm: &Interpreter<S>, r: Ref, len: i64) -> String {
    let name = array_type_name(vm, r);
    match name.find("[]") {
        Some(i) => format!("{}[{len}]{}", &name[..i], &name[i + 2..]),
        None => name,
    }
}
