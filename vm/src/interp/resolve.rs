//! Resolution of symbolic ops (JVMS §5.4.3) into their quick forms.

use super::ops::Op;
use super::{Flow, Interpreter};
use crate::classfile::{Constant, MemberRef};
use crate::events::EventSink;
use crate::heap::Ref;
use crate::runtime::dotted;
use crate::runtime::{ClassId, ClassKind, InitState, JResult, MethodId, Throw};

fn format_err(e: crate::classfile::FormatError) -> Flow {
    Flow::Throw(Throw::new("java/lang/ClassFormatError", e.to_string()))
}

impl<S: EventSink> Interpreter<S> {
    /// Resolves a symbolic op of method `mid` to its quick form, or says
    /// why it cannot run yet (class initialization) or throws.
    pub(crate) fn resolve_op(&mut self, mid: MethodId, at: usize, op: Op) -> Result<Op, Flow> {
        let class_id = self.rt.method(mid).class;
        let class = self.rt.class(class_id).clone();
        let cf = class.file.clone().expect("ordinary class");
        let pool = &cf.pool;
        let t = |e: Throw| Flow::Throw(e);
        match op {
            Op::LdcRef(idx) => match pool.get(idx).map_err(format_err)? {
                Constant::String(_) => {
                    let units = pool.string_utf16(idx).map_err(format_err)?;
                    let r = self.rt.intern_utf16(units).map_err(t)?;
                    Ok(Op::Aconst(r))
                }
                Constant::Class(_) => {
                    let name = pool.class_name(idx).map_err(format_err)?.clone();
                    let c = self.rt.load_class(&name).map_err(t)?;
                    Ok(Op::Aconst(self.rt.mirror(c)))
                }
                _ => Err(Flow::Throw(Throw::new(
                    "java/lang/UnsupportedOperationException",
                    "rjvm does not support ldc of MethodType/MethodHandle constants",
                ))),
            },
            Op::New(idx) => {
                let name = pool.class_name(idx).map_err(format_err)?.clone();
                let c = self.rt.load_class(&name).map_err(t)?;
                let cls = self.rt.class(c);
                if cls.is_interface() || cls.access & crate::classfile::access::ABSTRACT != 0 {
                    return Err(Flow::Throw(Throw::new(
                        "java/lang/InstantiationError",
                        cls.java_name(),
                    )));
                }
                self.require_init(c)?;
                Ok(Op::NewQ(c))
            }
            Op::NewArray(code) => {
                let name = super::reftype::newarray_type(code);
                Ok(Op::ANewArrayQ(self.rt.load_class(name).map_err(t)?))
            }
            Op::ANewArray(idx) => {
                let name = pool.class_name(idx).map_err(format_err)?.clone();
                let elem = self.rt.load_class(&name).map_err(t)?;
                Ok(Op::ANewArrayQ(self.rt.array_class_of(elem).map_err(t)?))
            }
            Op::MultiANewArray(idx, dims) => {
                let name = pool.class_name(idx).map_err(format_err)?.clone();
                let c = self.rt.load_class(&name).map_err(t)?;
                Ok(Op::MultiANewArrayQ(c, dims))
            }
            Op::CheckCast(idx) | Op::InstanceOf(idx) => {
                let name = pool.class_name(idx).map_err(format_err)?.clone();
                let c = self.rt.load_class(&name).map_err(t)?;
                Ok(if matches!(op, Op::CheckCast(_)) {
                    Op::CheckCastQ(c)
                } else {
                    Op::InstanceOfQ(c)
                })
            }
            Op::GetStatic(idx) | Op::PutStatic(idx) | Op::GetField(idx) | Op::PutField(idx) => {
                let r = pool.member_ref(idx).map_err(format_err)?;
                let c = self.rt.load_class(&r.class).map_err(t)?;
                let (decl, field) = self
                    .rt
                    .resolve_field(c, &r.name, &r.descriptor)
                    .ok_or_else(|| {
                        Flow::Throw(Throw::new("java/lang/NoSuchFieldError", r.name.to_string()))
                    })?;
                let want_static = matches!(op, Op::GetStatic(_) | Op::PutStatic(_));
                if field.is_static() != want_static {
                    return Err(Flow::Throw(Throw::new(
                        "java/lang/IncompatibleClassChangeError",
                        format!(
                            "Expected {} field {}.{}",
                            if want_static { "static" } else { "non-static" },
                            dotted(&r.class),
                            r.name
                        ),
                    )));
                }
                let wide = field.kind.slots() == 2;
                if let Some(code) = self.rt.method(mid).code.get() {
                    code.site_ref[at].field.set(field.id);
                }
                Ok(match op {
                    Op::GetStatic(_) => {
                        self.require_init(decl)?;
                        Op::GetStaticQ(wide, field.slot)
                    }
                    Op::PutStatic(_) => {
                        self.require_init(decl)?;
                        Op::PutStaticQ(wide, field.slot)
                    }
                    Op::GetField(_) if wide => Op::GetField2Q(field.slot as u16),
                    Op::GetField(_) => Op::GetFieldQ(field.slot as u16),
                    _ if wide => Op::PutField2Q(field.slot as u16),
                    _ => Op::PutFieldQ(field.slot as u16),
                })
            }
            Op::InvokeStatic(idx) => {
                let (m, _) = self.resolve_method_ref(pool.member_ref(idx).map_err(format_err)?)?;
                let mm = self.rt.method(m);
                if !mm.is_static() {
                    return Err(Flow::Throw(Throw::new(
                        "java/lang/IncompatibleClassChangeError",
                        format!("Expected static method {}", self.describe_method(m)),
                    )));
                }
                self.require_init(mm.class)?;
                Ok(Op::InvokeDirectQ(m))
            }
            Op::InvokeSpecial(idx) => {
                let r = pool.member_ref(idx).map_err(format_err)?;
                let (m, c) = self.resolve_method_ref(r.clone())?;
                let mm = self.rt.method(m).clone();
                if mm.is_static() {
                    return Err(Flow::Throw(Throw::new(
                        "java/lang/IncompatibleClassChangeError",
                        format!("Expecting non-static method {}", self.describe_method(m)),
                    )));
                }
                // invokespecial of a superclass method: select from the
                // current class's direct superclass (ACC_SUPER semantics).
                let target = if &*mm.name != "<init>"
                    && !mm.is_private()
                    && !self.rt.class(c).is_interface()
                    && c != class_id
                    && self.rt.class(class_id).has_supertype(c)
                {
                    let sup = class.super_class.unwrap_or(c);
                    self.rt
                        .resolve_method(sup, &r.name, &r.descriptor)
                        .unwrap_or(m)
                } else {
                    m
                };
                if self.rt.method(target).is_abstract() {
                    return Err(Flow::Throw(Throw::new(
                        "java/lang/AbstractMethodError",
                        self.describe_method(target),
                    )));
                }
                Ok(Op::InvokeDirectQ(target))
            }
            Op::InvokeVirtual(idx) | Op::InvokeInterface(idx) => {
                let r = pool.member_ref(idx).map_err(format_err)?;
                let interface_op = matches!(op, Op::InvokeInterface(_));
                let (m, c) = self.resolve_method_ref(r)?;
                let mm = self.rt.method(m).clone();
                if mm.is_static() {
                    return Err(Flow::Throw(Throw::new(
                        "java/lang/IncompatibleClassChangeError",
                        format!("Expecting non-static method {}", self.describe_method(m)),
                    )));
                }
                if mm.is_private() {
                    return Ok(Op::InvokeSelectedQ(m));
                }
                if interface_op || self.rt.class(c).is_interface() {
                    if mm.arg_slots > 255 {
                        return Err(Flow::Throw(Throw::new(
                            "java/lang/VerifyError",
                            "too many arguments",
                        )));
                    }
                    return Ok(Op::InvokeInterfaceQ(mm.selector, mm.arg_slots as u8));
                }
                let vt = &self.rt.class(c).vtable;
                match vt
                    .iter()
                    .position(|&v| self.rt.method(v).selector == mm.selector)
                {
                    Some(i) => Ok(Op::InvokeVirtualQ(i as u16, mm.arg_slots)),
                    None => Ok(Op::InvokeSelectedQ(m)),
                }
            }
            Op::InvokeDynamic(idx) => {
                let m = match self.rt.call_sites.get(&(class_id, idx)) {
                    Some(&m) => m,
                    None => {
                        let m = self.link_call_site(class_id, idx).map_err(Flow::Throw)?;
                        self.rt.call_sites.insert((class_id, idx), m);
                        m
                    }
                };
                self.require_init(self.rt.method(m).class)?;
                Ok(Op::InvokeDirectQ(m))
            }
            other => Ok(other),
        }
    }

    /// Resolves a method reference; returns the method and the class named
    /// in the reference.
    fn resolve_method_ref(&mut self, r: MemberRef) -> Result<(MethodId, ClassId), Flow> {
        let c = self.rt.load_class(&r.class).map_err(Flow::Throw)?;
        let cls = self.rt.class(c);
        if r.interface != cls.is_interface() && !cls.is_array() {
            return Err(Flow::Throw(Throw::new(
                "java/lang/IncompatibleClassChangeError",
                format!(
                    "Found {} {}, but {} was expected",
                    if cls.is_interface() {
                        "interface"
                    } else {
                        "class"
                    },
                    cls.java_name(),
                    if r.interface { "interface" } else { "class" }
                ),
            )));
        }
        match self.rt.resolve_method(c, &r.name, &r.descriptor) {
            Some(m) => Ok((m, c)),
            None => Err(Flow::Throw(Throw::new(
                "java/lang/NoSuchMethodError",
                crate::native::describe_signature(&dotted(&r.class), &r.name, &r.descriptor),
            ))),
        }
    }

    /// Ok when `class` may be used (initialized, or being initialized by
    /// this thread); otherwise asks the outer loop to initialize it, or to
    /// wait while another thread does.
    fn require_init(&self, class: ClassId) -> Result<(), Flow> {
        let cls = self.rt.class(class);
        match cls.init.get() {
            InitState::Initialized => Ok(()),
            InitState::Initializing if self.initialized_by_another(class) => Err(Flow::Init(class)),
            InitState::Initializing => {
                self.sched.resolved_during_init.set(Some(class));
                Ok(())
            }
            InitState::Linked => Err(Flow::Init(class)),
            InitState::Erroneous => Err(Flow::Throw(Throw::InitError(class))),
        }
    }

    /// `multianewarray`: nested arrays for each given dimension.
    pub(crate) fn new_multi_array(&mut self, class: ClassId, counts: &[i32]) -> JResult<Ref> {
        if let Some(&n) = counts.iter().find(|&&n| n < 0) {
            return Err(Throw::new(
                "java/lang/NegativeArraySizeException",
                n.to_string(),
            ));
        }
        self.build_array(class, counts)
    }

    fn build_array(&mut self, class: ClassId, counts: &[i32]) -> JResult<Ref> {
        let arr = self.rt.new_array(class, counts[0])?;
        if counts.len() > 1 {
            if let ClassKind::Array {
                component: Some(comp),
                ..
            } = self.rt.class(class).kind
            {
                for i in 0..counts[0] as usize {
                    let sub = self.build_array(comp, &counts[1..])?;
                    if let crate::heap::Body::Refs(a) = &mut self.rt.heap.get_mut(arr).body {
                        a[i] = sub;
                    }
                }
            }
        }
        Ok(arr)
    }

    /// HotSpot 17's `ClassCastException` message.
    pub(crate) fn cast_message(&self, from: ClassId, to: ClassId) -> String {
        let describe = |c: ClassId| {
            let cls = self.rt.class(c);
            let mut base = c;
            while let ClassKind::Array {
                component: Some(comp),
                ..
            } = self.rt.class(base).kind
            {
                base = comp;
            }
            let lib = self.rt.class(base).library;
            (cls.java_name(), lib)
        };
        let (a, alib) = describe(from);
        let (b, blib) = describe(to);
        let place = |lib: bool| {
            if lib {
                "module java.base of loader 'bootstrap'"
            } else {
                "unnamed module of loader 'app'"
            }
        };
        if alib == blib {
            format!(
                "class {a} cannot be cast to class {b} ({a} and {b} are in {})",
                place(alib)
            )
        } else {
            format!(
                "class {a} cannot be cast to class {b} ({a} is in {}; {b} is in {})",
                place(alib),
                place(blib)
            )
        }
    }
}
