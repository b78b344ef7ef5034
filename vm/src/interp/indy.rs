//! `invokedynamic` for the bootstrap methods javac emits.
//!
//! rjvm has no general method-handle machinery. Instead, linking a call site
//! generates a small class with a static method whose descriptor is the call
//! site's, doing what the bootstrap's call site would do, and the
//! `invokedynamic` op is rewritten into a direct call of that method:
//!
//! * `LambdaMetafactory.metafactory`/`altMetafactory`: a proxy class that
//!   implements the functional interface (and marker interfaces, and bridge
//!   methods), holds the captured values in fields and forwards to the
//!   implementation method, adapting arguments and results (casts, boxing,
//!   unboxing, widening). Non-capturing lambdas return one shared instance.
//! * `StringConcatFactory.makeConcatWithConstants`/`makeConcat`: a method
//!   that appends the recipe's constants and arguments to a `StringBuilder`.
//! * `ObjectMethods.bootstrap` (records): `toString`, `hashCode`, `equals`
//!   over the record components, as `java.lang.runtime.ObjectMethods`.
//!
//! The generated classes are real bytecode, so lambda bodies and
//! concatenations run as ordinary frames (and show up in traces as such).

use super::Interpreter;
use crate::classfile::descriptor::{self, Kind};
use crate::classfile::writer::{ClassWriter, Code};
use crate::classfile::{access, ClassFile, Constant, MemberRef};
use crate::events::EventSink;
use crate::runtime::{ClassId, JResult, MethodId, Throw};
use std::rc::Rc;

const FLAG_SERIALIZABLE: i32 = 1;
const FLAG_MARKERS: i32 = 2;
const FLAG_BRIDGES: i32 = 4;

fn bme(msg: impl Into<String>) -> Throw {
    Throw::new("java/lang/BootstrapMethodError", msg)
}

fn cf_err(e: crate::classfile::FormatError) -> Throw {
    Throw::new("java/lang/ClassFormatError", e.to_string())
}

/// A method handle constant, resolved to its symbolic reference.
struct Handle {
    kind: u8,
    member: MemberRef,
}

fn handle(cf: &ClassFile, idx: u16) -> JResult<Handle> {
    match cf.pool.get(idx).map_err(cf_err)? {
        Constant::MethodHandle(kind, r) => Ok(Handle {
            kind: *kind,
            member: cf.pool.member_ref(*r).map_err(cf_err)?,
        }),
        _ => Err(bme("bootstrap argument is not a method handle")),
    }
}

fn method_type(cf: &ClassFile, idx: u16) -> JResult<Rc<str>> {
    match cf.pool.get(idx).map_err(cf_err)? {
        Constant::MethodType(d) => Ok(cf.pool.utf8(*d).map_err(cf_err)?.clone()),
        _ => Err(bme("bootstrap argument is not a method type")),
    }
}

fn int_arg(cf: &ClassFile, idx: u16) -> JResult<i32> {
    match cf.pool.get(idx).map_err(cf_err)? {
        Constant::Integer(v) => Ok(*v),
        _ => Err(bme("bootstrap argument is not an int")),
    }
}

/// Parameter descriptors and return descriptor of a method descriptor.
fn split(desc: &str) -> JResult<(Vec<String>, String)> {
    let sig = descriptor::method_sig(desc).ok_or_else(|| bme(format!("bad descriptor {desc}")))?;
    let ret = desc[desc.rfind(')').map_or(0, |i| i + 1)..].to_string();
    Ok((sig.param_descs, ret))
}

fn kind_of(desc: &str) -> Kind {
    Kind::from_char(desc.as_bytes()[0]).unwrap_or(Kind::Reference)
}

fn slots(desc: &str) -> u16 {
    kind_of(desc).slots()
}

fn load_op(desc: &str) -> u8 {
    match kind_of(desc) {
        Kind::Long => 0x16,
        Kind::Float => 0x17,
        Kind::Double => 0x18,
        Kind::Reference => 0x19,
        _ => 0x15,
    }
}

fn return_op(desc: &str) -> u8 {
    match kind_of(desc) {
        Kind::Void => 0xb1,
        Kind::Long => 0xad,
        Kind::Float => 0xae,
        Kind::Double => 0xaf,
        Kind::Reference => 0xb0,
        _ => 0xac,
    }
}

/// The wrapper class of a primitive descriptor.
fn wrapper(prim: &str) -> &'static str {
    match prim {
        "Z" => "java/lang/Boolean",
        "B" => "java/lang/Byte",
        "C" => "java/lang/Character",
        "S" => "java/lang/Short",
        "I" => "java/lang/Integer",
        "J" => "java/lang/Long",
        "F" => "java/lang/Float",
        _ => "java/lang/Double",
    }
}

/// The primitive descriptor a wrapper class unboxes to.
fn unwrapped(class_desc: &str) -> Option<&'static str> {
    Some(match class_desc {
        "Ljava/lang/Boolean;" => "Z",
        "Ljava/lang/Byte;" => "B",
        "Ljava/lang/Character;" => "C",
        "Ljava/lang/Short;" => "S",
        "Ljava/lang/Integer;" => "I",
        "Ljava/lang/Long;" => "J",
        "Ljava/lang/Float;" => "F",
        "Ljava/lang/Double;" => "D",
        _ => return None,
    })
}

fn prim_name(p: &str) -> &'static str {
    match p {
        "Z" => "boolean",
        "B" => "byte",
        "C" => "char",
        "S" => "short",
        "I" => "int",
        "J" => "long",
        "F" => "float",
        _ => "double",
    }
}

/// The class named by a reference descriptor (`Lx/Y;` → `x/Y`, arrays as is).
fn class_name(desc: &str) -> &str {
    if desc.starts_with('L') {
        &desc[1..desc.len() - 1]
    } else {
        desc
    }
}

/// Primitive widening (JLS §5.1.2) from `from` to `to`.
fn widen(code: &mut Code, from: &str, to: &str) {
    let op = match (from, to) {
        (f, t) if f == t => return,
        ("B" | "S" | "C" | "I", "J") => 0x85,
        ("B" | "S" | "C" | "I", "F") => 0x86,
        ("B" | "S" | "C" | "I", "D") => 0x87,
        ("J", "F") => 0x89,
        ("J", "D") => 0x8a,
        ("F", "D") => 0x8d,
        _ => return,
    };
    code.op(op);
}

/// Emits the conversion of the value on top of the stack from type `from`
/// to type `to`, as `LambdaMetafactory` adapts arguments and results.
fn convert(w: &mut ClassWriter, code: &mut Code, from: &str, to: &str) {
    if from == to || to == "V" {
        return;
    }
    let from_ref = kind_of(from) == Kind::Reference;
    let to_ref = kind_of(to) == Kind::Reference;
    match (from_ref, to_ref) {
        (true, true) => {
            if to != "Ljava/lang/Object;" {
                let c = w.class(class_name(to));
                code.op_u16(0xc0, c);
            }
        }
        (false, false) => widen(code, from, to),
        (false, true) => {
            // Box, then cast if the target is narrower than the wrapper's supertypes.
            let wr = wrapper(from);
            let m = w.method_ref(wr, "valueOf", &format!("({from})L{wr};"), false);
            code.op_u16(0xb8, m);
            let generic = matches!(
                to,
                "Ljava/lang/Object;"
                    | "Ljava/lang/Number;"
                    | "Ljava/io/Serializable;"
                    | "Ljava/lang/Comparable;"
            );
            if !generic && to != format!("L{wr};") {
                let c = w.class(class_name(to));
                code.op_u16(0xc0, c);
            }
        }
        (true, false) => {
            // Unbox: from a wrapper type directly, otherwise via the
            // target's wrapper.
            let (wr_desc, prim) = match unwrapped(from) {
                Some(p) => (from.to_string(), p),
                None => {
                    let wr = wrapper(to);
                    let c = w.class(wr);
                    code.op_u16(0xc0, c);
                    (format!("L{wr};"), to_static(to))
                }
            };
            let wr = class_name(&wr_desc).to_string();
            let m = w.method_ref(
                &wr,
                &format!("{}Value", prim_name(prim)),
                &format!("(){prim}"),
                false,
            );
            code.op_u16(0xb6, m);
            widen(code, prim, to);
        }
    }
}

fn to_static(p: &str) -> &'static str {
    match p {
        "Z" => "Z",
        "B" => "B",
        "C" => "C",
        "S" => "S",
        "I" => "I",
        "J" => "J",
        "F" => "F",
        _ => "D",
    }
}

/// The `StringBuilder.append` overload used for a value of type `desc`.
fn append_desc(desc: &str) -> &'static str {
    match desc {
        "Z" => "(Z)Ljava/lang/StringBuilder;",
        "C" => "(C)Ljava/lang/StringBuilder;",
        "B" | "S" | "I" => "(I)Ljava/lang/StringBuilder;",
        "J" => "(J)Ljava/lang/StringBuilder;",
        "F" => "(F)Ljava/lang/StringBuilder;",
        "D" => "(D)Ljava/lang/StringBuilder;",
        "Ljava/lang/String;" => "(Ljava/lang/String;)Ljava/lang/StringBuilder;",
        _ => "(Ljava/lang/Object;)Ljava/lang/StringBuilder;",
    }
}

const SB: &str = "java/lang/StringBuilder";

fn new_string_builder(w: &mut ClassWriter, code: &mut Code) {
    let c = w.class(SB);
    let init = w.method_ref(SB, "<init>", "()V", false);
    code.op_u16(0xbb, c).op(0x59).op_u16(0xb7, init);
}

fn append_constant(w: &mut ClassWriter, code: &mut Code, text: &[u16]) {
    if text.is_empty() {
        return;
    }
    let s = w.string(text);
    let m = w.method_ref(SB, "append", append_desc("Ljava/lang/String;"), false);
    code.op_u16(0x13, s).op_u16(0xb6, m);
}

fn append_value(w: &mut ClassWriter, code: &mut Code, desc: &str) {
    let m = w.method_ref(SB, "append", append_desc(desc), false);
    code.op_u16(0xb6, m);
}

fn finish_string(w: &mut ClassWriter, code: &mut Code) {
    let m = w.method_ref(SB, "toString", "()Ljava/lang/String;", false);
    code.op_u16(0xb6, m).op(0xb0);
}

impl<S: EventSink> Interpreter<S> {
    /// Links the `invokedynamic` at constant-pool index `idx` of class
    /// `host`: returns the generated static method to call instead.
    pub(crate) fn link_call_site(&mut self, host: ClassId, idx: u16) -> JResult<MethodId> {
        let host_class = self.rt.class(host).clone();
        let cf = host_class.file.clone().expect("ordinary class");
        let (bsm_index, nt) = match cf.pool.get(idx).map_err(cf_err)? {
            Constant::InvokeDynamic(b, nt) => (*b, *nt),
            _ => {
                return Err(Throw::new(
                    "java/lang/ClassFormatError",
                    "bad invokedynamic constant",
                ))
            }
        };
        let (name, desc) = cf.pool.name_and_type(nt).map_err(cf_err)?;
        let (name, desc) = (name.clone(), desc.clone());
        let bsm = cf
            .bootstrap_methods
            .get(usize::from(bsm_index))
            .ok_or_else(|| bme("bootstrap method index out of range"))?
            .clone();
        let bh = handle(&cf, bsm.method_ref)?;
        let n = self.rt.next_generated();
        let gen_name = format!("{}$$Indy${n}", host_class.name);
        let bytes = match (&*bh.member.class, &*bh.member.name) {
            ("java/lang/invoke/LambdaMetafactory", "metafactory" | "altMetafactory") => {
                let alt = &*bh.member.name == "altMetafactory";
                self.lambda_class(&cf, &gen_name, &name, &desc, &bsm.arguments, alt)?
            }
            ("java/lang/invoke/StringConcatFactory", "makeConcatWithConstants") => {
                concat_class(&cf, &gen_name, &desc, &bsm.arguments, true)?
            }
            ("java/lang/invoke/StringConcatFactory", "makeConcat") => {
                concat_class(&cf, &gen_name, &desc, &[], false)?
            }
            ("java/lang/runtime/ObjectMethods", "bootstrap") => {
                record_class(&cf, &gen_name, &name, &desc, &bsm.arguments)?
            }
            (c, m) => {
                return Err(bme(format!(
                    "rjvm does not support the bootstrap method {}.{m}",
                    c.replace('/', ".")
                )))
            }
        };
        let id = self
            .rt
            .define_class(&gen_name, &bytes, host_class.library)?;
        self.rt
            .resolve_method(id, "get", &desc)
            .ok_or_else(|| bme("generated call site lacks its method"))
    }

    /// The proxy class of a lambda or method reference.
    fn lambda_class(
        &mut self,
        cf: &ClassFile,
        gen_name: &str,
        sam_name: &str,
        site_desc: &str,
        args: &[u16],
        alt: bool,
    ) -> JResult<Vec<u8>> {
        if args.len() < 3 {
            return Err(bme("LambdaMetafactory needs three arguments"));
        }
        let sam_desc = method_type(cf, args[0])?;
        let imp = handle(cf, args[1])?;
        let inst_desc = method_type(cf, args[2])?;
        let mut markers: Vec<Rc<str>> = Vec::new();
        let mut bridges: Vec<Rc<str>> = Vec::new();
        if alt {
            let flags = int_arg(
                cf,
                *args
                    .get(3)
                    .ok_or_else(|| bme("altMetafactory without flags"))?,
            )?;
            let mut i = 4;
            if flags & FLAG_MARKERS != 0 {
                let count = int_arg(cf, args[i])? as usize;
                i += 1;
                for k in 0..count {
                    markers.push(cf.pool.class_name(args[i + k]).map_err(cf_err)?.clone());
                }
                i += count;
            }
            if flags & FLAG_BRIDGES != 0 {
                let count = int_arg(cf, args[i])? as usize;
                i += 1;
                for k in 0..count {
                    bridges.push(method_type(cf, args[i + k])?);
                }
            }
            if flags & FLAG_SERIALIZABLE != 0 {
                markers.push(Rc::from("java/io/Serializable"));
            }
        }
        let (captured, iface_desc) = split(site_desc)?;
        let iface = class_name(&iface_desc).to_string();
        let mut w = ClassWriter::new(gen_name, "java/lang/Object", access::PUBLIC | access::FINAL);
        w.add_interface(&iface);
        for m in &markers {
            w.add_interface(m);
        }
        for (i, c) in captured.iter().enumerate() {
            w.add_field(
                access::PRIVATE | access::FINAL,
                &format!("arg${}", i + 1),
                c,
            );
        }
        let self_desc = format!("L{gen_name};");
        let ctor_desc = format!("({})V", captured.concat());

        // <init>(captured...)
        let mut code = Code::default();
        let obj_init = w.method_ref("java/lang/Object", "<init>", "()V", false);
        code.op(0x2a).op_u16(0xb7, obj_init);
        let mut slot = 1u16;
        for (i, c) in captured.iter().enumerate() {
            let f = w.field_ref(gen_name, &format!("arg${}", i + 1), c);
            code.op(0x2a).local(load_op(c), slot).op_u16(0xb5, f);
            slot += slots(c);
        }
        code.op(0xb1);
        code.max_locals = slot;
        code.max_stack = 3;
        w.add_method(access::PRIVATE, "<init>", &ctor_desc, &code);

        // static get(captured...) — the call site's method
        let mut code = Code::default();
        let this_class = w.class(gen_name);
        let init_ref = w.method_ref(gen_name, "<init>", &ctor_desc, false);
        if captured.is_empty() {
            w.add_field(
                access::PRIVATE | access::STATIC | access::FINAL,
                "INSTANCE",
                &self_desc,
            );
            let inst = w.field_ref(gen_name, "INSTANCE", &self_desc);
            let mut clinit = Code::default();
            clinit
                .op_u16(0xbb, this_class)
                .op(0x59)
                .op_u16(0xb7, init_ref)
                .op_u16(0xb3, inst)
                .op(0xb1);
            clinit.max_stack = 2;
            w.add_method(access::STATIC, "<clinit>", "()V", &clinit);
            code.op_u16(0xb2, inst).op(0xb0);
            code.max_stack = 1;
        } else {
            code.op_u16(0xbb, this_class).op(0x59);
            let mut slot = 0u16;
            for c in &captured {
                code.local(load_op(c), slot);
                slot += slots(c);
            }
            code.op_u16(0xb7, init_ref).op(0xb0);
            code.max_locals = slot;
            code.max_stack = slot + 2;
        }
        w.add_method(access::PUBLIC | access::STATIC, "get", site_desc, &code);

        // The functional method and its bridges.
        let (inst_params, inst_ret) = split(&inst_desc)?;
        let mut descs: Vec<Rc<str>> = vec![sam_desc.clone()];
        for b in bridges {
            if !descs.contains(&b) {
                descs.push(b);
            }
        }
        for d in descs {
            let code = forwarding_body(
                &mut w,
                gen_name,
                &captured,
                &d,
                &inst_params,
                &inst_ret,
                &imp,
            )?;
            w.add_method(access::PUBLIC, sam_name, &d, &code);
        }
        Ok(w.finish())
    }
}

/// The body of a lambda proxy's functional method with descriptor `desc`.
fn forwarding_body(
    w: &mut ClassWriter,
    gen_name: &str,
    captured: &[String],
    desc: &str,
    inst_params: &[String],
    inst_ret: &str,
    imp: &Handle,
) -> JResult<Code> {
    let (params, ret) = split(desc)?;
    if params.len() != inst_params.len() {
        return Err(bme(
            "instantiated method type does not match the functional method",
        ));
    }
    let (imp_params, imp_ret) = split(&imp.member.descriptor)?;
    let imp_class = imp.member.class.to_string();
    // The implementation's full parameter list, receiver first for instance kinds.
    let mut targets: Vec<String> = Vec::new();
    let has_receiver = matches!(imp.kind, 5 | 7 | 9);
    if has_receiver {
        targets.push(if imp_class.starts_with('[') {
            imp_class.clone()
        } else {
            format!("L{imp_class};")
        });
    }
    targets.extend(imp_params);
    if targets.len() != captured.len() + params.len() {
        return Err(bme(format!(
            "implementation {}.{}{} does not fit the call site",
            imp_class, imp.member.name, imp.member.descriptor
        )));
    }
    let mut code = Code::default();
    let mut depth = 0u16;
    if imp.kind == 8 {
        let c = w.class(&imp_class);
        code.op_u16(0xbb, c).op(0x59);
        depth += 2;
    }
    let mut t = 0;
    for (i, c) in captured.iter().enumerate() {
        let f = w.field_ref(gen_name, &format!("arg${}", i + 1), c);
        code.op(0x2a).op_u16(0xb4, f);
        convert(w, &mut code, c, &targets[t]);
        depth += slots(&targets[t]).max(slots(c));
        t += 1;
    }
    let mut slot = 1u16;
    for (p, ip) in params.iter().zip(inst_params) {
        code.local(load_op(p), slot);
        slot += slots(p);
        convert(w, &mut code, p, ip);
        convert(w, &mut code, ip, &targets[t]);
        depth += 2;
        t += 1;
    }
    let interface = imp.member.interface;
    let m = w.method_ref(
        &imp_class,
        &imp.member.name,
        &imp.member.descriptor,
        interface,
    );
    match imp.kind {
        5 => code.op_u16(0xb6, m),
        6 => code.op_u16(0xb8, m),
        7 | 8 => code.op_u16(0xb7, m),
        9 => {
            let arg_slots: u16 = targets.iter().map(|d| slots(d)).sum();
            code.invokeinterface(m, arg_slots as u8)
        }
        k => return Err(bme(format!("unsupported method handle kind {k}"))),
    };
    let produced = if imp.kind == 8 {
        format!("L{imp_class};")
    } else {
        imp_ret
    };
    if ret == "V" {
        match slots(&produced) {
            1 => {
                code.op(0x57);
            }
            2 => {
                code.op(0x58);
            }
            _ => {}
        }
        code.op(0xb1);
    } else {
        convert(w, &mut code, &produced, inst_ret);
        convert(w, &mut code, inst_ret, &ret);
        code.op(return_op(&ret));
    }
    code.max_locals = slot;
    code.max_stack = depth + 4;
    Ok(code)
}

/// A class whose static `get` performs a string concatenation recipe.
fn concat_class(
    cf: &ClassFile,
    gen_name: &str,
    desc: &str,
    args: &[u16],
    with_recipe: bool,
) -> JResult<Vec<u8>> {
    let (params, _) = split(desc)?;
    let recipe: Vec<u16> = if with_recipe {
        let first = *args
            .first()
            .ok_or_else(|| bme("makeConcatWithConstants without a recipe"))?;
        cf.pool.string_utf16(first).map_err(cf_err)?
    } else {
        params.iter().map(|_| 1u16).collect()
    };
    let mut constants = args.iter().skip(1);
    let mut w = ClassWriter::new(gen_name, "java/lang/Object", access::PUBLIC | access::FINAL);
    let mut code = Code::default();
    new_string_builder(&mut w, &mut code);
    let mut slot = 0u16;
    let mut next_param = params.iter();
    let mut text: Vec<u16> = Vec::new();
    for &u in &recipe {
        match u {
            1 => {
                append_constant(&mut w, &mut code, &text);
                text.clear();
                let p = next_param
                    .next()
                    .ok_or_else(|| bme("recipe has more arguments than the call site"))?;
                code.local(load_op(p), slot);
                slot += slots(p);
                append_value(&mut w, &mut code, p);
            }
            2 => {
                let c = *constants
                    .next()
                    .ok_or_else(|| bme("recipe has more constants than arguments"))?;
                match cf.pool.get(c).map_err(cf_err)? {
                    Constant::String(_) => text.extend(cf.pool.string_utf16(c).map_err(cf_err)?),
                    Constant::Integer(v) => text.extend(v.to_string().encode_utf16()),
                    Constant::Long(v) => text.extend(v.to_string().encode_utf16()),
                    Constant::Float(v) => {
                        text.extend(crate::native::numfmt::float_to_string(*v).encode_utf16())
                    }
                    Constant::Double(v) => {
                        text.extend(crate::native::numfmt::double_to_string(*v).encode_utf16())
                    }
                    _ => return Err(bme("unsupported concatenation constant")),
                }
            }
            _ => text.push(u),
        }
    }
    append_constant(&mut w, &mut code, &text);
    finish_string(&mut w, &mut code);
    code.max_locals = slot;
    code.max_stack = 4;
    w.add_method(access::PUBLIC | access::STATIC, "get", desc, &code);
    Ok(w.finish())
}

/// A class whose static `get` is a record's `toString`, `hashCode` or
/// `equals`, as `java.lang.runtime.ObjectMethods` builds them.
fn record_class(
    cf: &ClassFile,
    gen_name: &str,
    method: &str,
    desc: &str,
    args: &[u16],
) -> JResult<Vec<u8>> {
    if args.len() < 2 {
        return Err(bme(
            "ObjectMethods.bootstrap needs the record class and names",
        ));
    }
    let record = cf.pool.class_name(args[0]).map_err(cf_err)?.to_string();
    let names_units = cf.pool.string_utf16(args[1]).map_err(cf_err)?;
    let names = String::from_utf16_lossy(&names_units);
    let names: Vec<&str> = if names.is_empty() {
        Vec::new()
    } else {
        names.split(';').collect()
    };
    let getters: Vec<Handle> = args[2..]
        .iter()
        .map(|&a| handle(cf, a))
        .collect::<JResult<_>>()?;
    if names.len() != getters.len() {
        return Err(bme("record component names and getters differ in number"));
    }
    let mut w = ClassWriter::new(gen_name, "java/lang/Object", access::PUBLIC | access::FINAL);
    let mut code = Code::default();
    let field = |w: &mut ClassWriter, g: &Handle| {
        w.field_ref(&g.member.class, &g.member.name, &g.member.descriptor)
    };
    match method {
        "toString" => {
            new_string_builder(&mut w, &mut code);
            // Class.getSimpleName: after the package and any enclosing
            // class, without the digits javac puts before local classes.
            let simple = record
                .rsplit(['/', '$'])
                .next()
                .unwrap_or(&record)
                .trim_start_matches(|c: char| c.is_ascii_digit())
                .to_string();
            let mut text: Vec<u16> = format!("{simple}[").encode_utf16().collect();
            for (i, (n, g)) in names.iter().zip(&getters).enumerate() {
                if i > 0 {
                    text.extend(", ".encode_utf16());
                }
                text.extend(format!("{n}=").encode_utf16());
                append_constant(&mut w, &mut code, &text);
                text.clear();
                let f = field(&mut w, g);
                code.op(0x2a).op_u16(0xb4, f);
                append_value(&mut w, &mut code, &g.member.descriptor);
            }
            text.push(u16::from(b']'));
            append_constant(&mut w, &mut code, &text);
            finish_string(&mut w, &mut code);
            code.max_locals = 1;
        }
        "hashCode" => {
            code.op(0x03); // iconst_0
            for g in &getters {
                let d = &*g.member.descriptor;
                code.bytes.extend_from_slice(&[0x10, 31]); // bipush 31
                code.op(0x68); // imul
                let f = field(&mut w, g);
                code.op(0x2a).op_u16(0xb4, f);
                let h = if kind_of(d) == Kind::Reference {
                    w.method_ref(
                        "java/util/Objects",
                        "hashCode",
                        "(Ljava/lang/Object;)I",
                        false,
                    )
                } else {
                    w.method_ref(wrapper(d), "hashCode", &format!("({d})I"), false)
                };
                code.op_u16(0xb8, h).op(0x60); // iadd
            }
            code.op(0xac);
            code.max_locals = 1;
        }
        "equals" => {
            // if (a == b) return true;
            code.op(0x2a).op(0x2b);
            let ne = code.branch(0xa6); // if_acmpne
            code.op(0x04).op(0xac);
            code.patch_here(ne);
            // if (!(b instanceof R)) return false;
            let rc = w.class(&record);
            code.op(0x2b).op_u16(0xc1, rc);
            let is = code.branch(0x9a); // ifne
            code.op(0x03).op(0xac);
            code.patch_here(is);
            // R o = (R) b;
            code.op(0x2b).op_u16(0xc0, rc).op(0x4d); // astore_2
            let mut fails = Vec::new();
            for g in getters.iter().rev() {
                let d = &*g.member.descriptor;
                let f = field(&mut w, g);
                code.op(0x2a).op_u16(0xb4, f).op(0x2c).op_u16(0xb4, f);
                match kind_of(d) {
                    Kind::Reference => {
                        let eq = w.method_ref(
                            "java/util/Objects",
                            "equals",
                            "(Ljava/lang/Object;Ljava/lang/Object;)Z",
                            false,
                        );
                        code.op_u16(0xb8, eq);
                        fails.push(code.branch(0x99)); // ifeq → false
                    }
                    Kind::Long => {
                        code.op(0x94);
                        fails.push(code.branch(0x9a)); // ifne → false
                    }
                    Kind::Float | Kind::Double => {
                        let m = w.method_ref(wrapper(d), "compare", &format!("({d}{d})I"), false);
                        code.op_u16(0xb8, m);
                        fails.push(code.branch(0x9a));
                    }
                    _ => fails.push(code.branch(0xa0)), // if_icmpne → false
                }
            }
            code.op(0x04).op(0xac);
            for at in fails {
                code.patch_here(at);
            }
            code.op(0x03).op(0xac);
            code.max_locals = 3;
        }
        other => return Err(bme(format!("ObjectMethods cannot make {other}"))),
    }
    code.max_stack = 6;
    w.add_method(access::PUBLIC | access::STATIC, "get", desc, &code);
    Ok(w.finish())
}
