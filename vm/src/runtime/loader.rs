//! Loading and linking (JVMS §5.3–5.4): finding class bytes (rjvm's library
//! first, then the class path), parsing, loading supertypes, laying out
//! fields and building the dispatch tables.

use super::{Class, ClassId, ClassKind, Field, InitState, JResult, Method, Runtime, Throw};
use crate::classfile::descriptor::{self, Kind};
use crate::classfile::{self, access, FormatError};
use crate::heap::NULL;
use std::cell::{Cell, OnceCell};
use std::rc::Rc;

impl Runtime {
    /// Loads (and links) the class with binary name `name` (`a/b/C` or an
    /// array descriptor like `[I`).
    pub fn load_class(&mut self, name: &str) -> JResult<ClassId> {
        if let Some(&id) = self.by_name.get(name) {
            return Ok(id);
        }
        if name.starts_with('[') {
            return self.load_array_class(name);
        }
        if self.loading.iter().any(|n| &**n == name) {
            return Err(Throw::new(
                "java/lang/ClassCircularityError",
                name.to_string(),
            ));
        }
        let (bytes, library) = match classlib_shim::class_bytes(name) {
            Some(b) => (b.to_vec(), true),
            None => match self.classpath.find(name) {
                Some(b) => (b, false),
                None => {
                    return Err(Throw::new(
                        "java/lang/NoClassDefFoundError",
                        name.to_string(),
                    ))
                }
            },
        };
        self.define_class(name, &bytes, library)
    }

    /// Parses, checks and links a class from its bytes.
    pub fn define_class(&mut self, name: &str, bytes: &[u8], library: bool) -> JResult<ClassId> {
        let cf = classfile::parse(bytes).map_err(|e| match e {
            FormatError::Malformed(m) => Throw::new(
                "java/lang/ClassFormatError",
                format!("{m} in class file {name}"),
            ),
            FormatError::UnsupportedVersion(_) => {
                let major = bytes
                    .get(6..8)
                    .map_or(0, |b| u16::from_be_bytes([b[0], b[1]]));
                let minor = bytes
                    .get(4..6)
                    .map_or(0, |b| u16::from_be_bytes([b[0], b[1]]));
                Throw::new(
                    "java/lang/UnsupportedClassVersionError",
                    format!(
                        "{} has been compiled by a more recent version of the Java Runtime \
                         (class file version {major}.{minor}), this version of the Java Runtime \
                         only recognizes class file versions up to 61.0",
                        name.replace('/', ".")
                    ),
                )
            }
        })?;
        if &*cf.this_class != name {
            return Err(Throw::new(
                "java/lang/NoClassDefFoundError",
                format!("{name} (wrong name: {})", cf.this_class),
            ));
        }
        let name_rc: Rc<str> = cf.this_class.clone();
        self.loading.push(name_rc.clone());
        let result = self.link(Rc::new(cf), library);
        self.loading.pop();
        result
    }

    /// [`Class::weak_referent`] of a class being linked: the library's
    /// `WeakReference` and `PhantomReference` hold `Reference.referent`
    /// weakly, and every subclass inherits that.
    fn weak_referent_slot(
        &self,
        name: &str,
        super_class: Option<ClassId>,
        library: bool,
    ) -> Option<u32> {
        let sc = super_class?;
        let weak = library
            && matches!(
                name,
                "java/lang/ref/WeakReference" | "java/lang/ref/PhantomReference"
            );
        if weak {
            self.find_field(sc, "referent").map(|f| f.slot)
        } else {
            self.class(sc).weak_referent
        }
    }

    fn link(&mut self, cf: Rc<classfile::ClassFile>, library: bool) -> JResult<ClassId> {
        let name = cf.this_class.clone();
        let is_interface = cf.access & access::INTERFACE != 0;
        let super_class = match &cf.super_class {
            Some(s) => {
                let sid = self.load_class(s)?;
                let sc = self.class(sid);
                if sc.is_interface() {
                    return Err(Throw::new(
                        "java/lang/IncompatibleClassChangeError",
                        format!(
                            "class {} has interface {} as super class",
                            dotted(&name),
                            dotted(s)
                        ),
                    ));
                }
                if sc.access & access::FINAL != 0 {
                    return Err(Throw::new(
                        "java/lang/VerifyError",
                        format!("Cannot inherit from final class {}", dotted(s)),
                    ));
                }
                Some(sid)
            }
            None => None,
        };
        let mut interfaces = Vec::with_capacity(cf.interfaces.len());
        for i in &cf.interfaces {
            let iid = self.load_class(i)?;
            if !self.class(iid).is_interface() {
                return Err(Throw::new(
                    "java/lang/IncompatibleClassChangeError",
                    format!(
                        "class {} can not implement {}, because it is not an interface",
                        dotted(&name),
                        dotted(i)
                    ),
                ));
            }
            interfaces.push(iid);
        }
        // Another path may have loaded us while loading supertypes.
        if let Some(&id) = self.by_name.get(&*name) {
            return Ok(id);
        }
        let id = self.classes.len() as ClassId;

        // Fields.
        let (mut slot_kinds, mut next_slot) = match super_class {
            Some(s) => {
                let sc = self.class(s);
                (sc.slot_kinds.clone(), sc.instance_slots)
            }
            None => (Vec::new(), 0),
        };
        let mut fields = Vec::with_capacity(cf.fields.len());
        for f in &cf.fields {
            let kind = descriptor::field_kind(&f.descriptor).ok_or_else(|| {
                Throw::new(
                    "java/lang/ClassFormatError",
                    format!(
                        "Field \"{}\" in class {} has illegal signature \"{}\"",
                        f.name, name, f.descriptor
                    ),
                )
            })?;
            if fields
                .iter()
                .any(|g: &Field| g.name == f.name && g.descriptor == f.descriptor)
            {
                return Err(Throw::new(
                    "java/lang/ClassFormatError",
                    format!(
                        "Duplicate field name \"{}\" with signature \"{}\" in class file {}",
                        f.name, f.descriptor, name
                    ),
                ));
            }
            let slot = if f.access & access::STATIC != 0 {
                let s = self.statics.len() as u32;
                let init = match f.constant_value {
                    Some(cv) => self.constant_value(&cf, cv, kind)?,
                    None => 0,
                };
                self.statics.push(init);
                self.static_is_ref.push(kind.is_reference());
                s
            } else {
                let s = next_slot;
                next_slot += 1;
                slot_kinds.push(kind);
                s
            };
            let fid = self.field_table.len() as u32;
            self.field_table.push((id, fields.len() as u32));
            fields.push(Field {
                name: f.name.clone(),
                descriptor: f.descriptor.clone(),
                kind,
                access: f.access,
                slot,
                id: fid,
            });
        }
        let instance_size = self.options.sizes.instance_size(slot_kinds.iter().copied());
        let weak_referent = self.weak_referent_slot(&name, super_class, library);

        // Methods.
        let mut methods = Vec::with_capacity(cf.methods.len());
        let mut clinit = None;
        for m in &cf.methods {
            let sig = descriptor::method_sig(&m.descriptor).ok_or_else(|| {
                Throw::new(
                    "java/lang/ClassFormatError",
                    format!(
                        "Method \"{}\" in class {} has illegal signature \"{}\"",
                        m.name, name, m.descriptor
                    ),
                )
            })?;
            let is_static = m.access & access::STATIC != 0;
            let needs_code = m.access & (access::ABSTRACT | access::NATIVE) == 0;
            if needs_code != m.code.is_some() {
                return Err(Throw::new(
                    "java/lang/ClassFormatError",
                    format!(
                        "{} method {} in class file {}",
                        if needs_code {
                            "Absent Code attribute in"
                        } else {
                            "Code attribute in native or abstract"
                        },
                        m.name,
                        name
                    ),
                ));
            }
            let mid = self.methods.len() as u32;
            let selector = self.selector(&m.name, &m.descriptor);
            let arg_slots = sig.param_slots + u16::from(!is_static);
            if &*m.name == "<clinit>" {
                clinit = Some(mid);
            }
            self.methods.push(Rc::new(Method {
                id: mid,
                class: id,
                name: m.name.clone(),
                descriptor: m.descriptor.clone(),
                access: m.access,
                selector,
                arg_slots,
                ret: sig.ret,
                vindex: Cell::new(None),
                code_attr: m.code.clone(),
                code: OnceCell::new(),
            }));
            methods.push(mid);
        }

        // Dispatch tables: inherited vtable, own overrides and new slots,
        // then default (and abstract "miranda") methods of superinterfaces.
        let mut vtable = super_class.map_or_else(Vec::new, |s| self.class(s).vtable.clone());
        if !is_interface {
            for &mid in &methods {
                let m = self.method(mid).clone();
                if m.is_static() || m.is_private() || m.name.starts_with('<') {
                    continue;
                }
                let existing = vtable
                    .iter()
                    .position(|&v| self.method(v).selector == m.selector);
                let idx = match existing {
                    Some(i) => {
                        vtable[i] = mid;
                        i
                    }
                    None => {
                        vtable.push(mid);
                        vtable.len() - 1
                    }
                };
                m.vindex.set(Some(idx as u16));
            }
        }
        let mut supertypes = vec![id];
        if let Some(s) = super_class {
            supertypes.extend_from_slice(&self.class(s).supertypes);
        }
        for &i in &interfaces {
            supertypes.extend_from_slice(&self.class(i).supertypes);
        }
        supertypes.sort_unstable();
        supertypes.dedup();
        if !is_interface {
            for &t in &supertypes {
                if t == id || !self.class(t).is_interface() {
                    continue;
                }
                for &mid in &self.class(t).methods.clone() {
                    let m = self.method(mid).clone();
                    if m.is_static() || m.is_private() || m.name.starts_with('<') {
                        continue;
                    }
                    match vtable
                        .iter()
                        .position(|&v| self.method(v).selector == m.selector)
                    {
                        None => vtable.push(mid),
                        Some(i) => {
                            // A default method beats an abstract one; a more
                            // specific interface beats its superinterface.
                            let cur = self.method(vtable[i]).clone();
                            if cur.class == id {
                                continue;
                            }
                            let cur_class = self.class(cur.class).clone();
                            if cur_class.is_interface()
                                && !m.is_abstract()
                                && (cur.is_abstract()
                                    || self.class(m.class).has_supertype(cur.class))
                            {
                                vtable[i] = mid;
                            }
                        }
                    }
                }
            }
        }
        let mut itable: Vec<(u32, u32)> = vtable
            .iter()
            .map(|&m| (self.method(m).selector, m))
            .collect();
        itable.sort_unstable();
        itable.dedup_by_key(|e| e.0);

        let class = Class {
            id,
            name: name.clone(),
            super_class,
            interfaces,
            access: cf.access,
            kind: ClassKind::Ordinary,
            file: Some(cf.clone()),
            library,
            fields,
            instance_slots: next_slot,
            slot_kinds,
            instance_size,
            weak_referent,
            methods,
            vtable,
            itable,
            supertypes,
            init: Cell::new(InitState::Linked),
            mirror: Cell::new(NULL),
            clinit,
        };
        self.classes.push(Rc::new(class));
        self.by_name.insert(name, id);
        self.newly_loaded.push(id);
        Ok(id)
    }

    fn constant_value(
        &mut self,
        cf: &classfile::ClassFile,
        index: u16,
        kind: Kind,
    ) -> JResult<u64> {
        use classfile::Constant;
        let bad = || {
            Throw::new(
                "java/lang/ClassFormatError",
                format!("Bad ConstantValue in class file {}", cf.this_class),
            )
        };
        Ok(match (cf.pool.get(index).map_err(|_| bad())?, kind) {
            (
                Constant::Integer(v),
                Kind::Int | Kind::Short | Kind::Char | Kind::Byte | Kind::Boolean,
            ) => *v as u32 as u64,
            (Constant::Long(v), Kind::Long) => *v as u64,
            (Constant::Float(v), Kind::Float) => u64::from(v.to_bits()),
            (Constant::Double(v), Kind::Double) => v.to_bits(),
            (Constant::String(_), Kind::Reference) => {
                let units = cf.pool.string_utf16(index).map_err(|_| bad())?;
                u64::from(self.intern_utf16(units)?)
            }
            _ => return Err(bad()),
        })
    }

    fn load_array_class(&mut self, name: &str) -> JResult<ClassId> {
        let elem_desc = &name[1..];
        let kind = descriptor::field_kind(elem_desc)
            .ok_or_else(|| Throw::new("java/lang/NoClassDefFoundError", name.to_string()))?;
        let component = match kind {
            Kind::Reference => {
                let comp_name = if elem_desc.starts_with('[') {
                    elem_desc
                } else {
                    &elem_desc[1..elem_desc.len() - 1]
                };
                Some(self.load_class(comp_name)?)
            }
            _ => None,
        };
        let object = self.load_class("java/lang/Object")?;
        let cloneable = self.load_class("java/lang/Cloneable")?;
        let serializable = self.load_class("java/io/Serializable")?;
        let id = self.classes.len() as ClassId;
        let mut supertypes = vec![id, object, cloneable, serializable];
        supertypes.sort_unstable();
        let oc = self.class(object).clone();
        let library = component.is_none_or(|c| self.class(c).library);
        let class = Class {
            id,
            name: Rc::from(name),
            super_class: Some(object),
            interfaces: vec![cloneable, serializable],
            access: access::PUBLIC | access::FINAL | access::ABSTRACT,
            kind: ClassKind::Array {
                elem: kind,
                component,
            },
            file: None,
            library,
            fields: Vec::new(),
            instance_slots: 0,
            slot_kinds: Vec::new(),
            instance_size: 0,
            weak_referent: None,
            methods: Vec::new(),
            vtable: oc.vtable.clone(),
            itable: oc.itable.clone(),
            supertypes,
            init: Cell::new(InitState::Initialized),
            mirror: Cell::new(NULL),
            clinit: None,
        };
        self.classes.push(Rc::new(class));
        self.by_name.insert(Rc::from(name), id);
        self.newly_loaded.push(id);
        Ok(id)
    }

    /// The array class whose elements are of class `elem`.
    pub fn array_class_of(&mut self, elem: ClassId) -> JResult<ClassId> {
        let c = self.class(elem).clone();
        let name = match c.kind {
            ClassKind::Array { .. } => format!("[{}", c.name),
            ClassKind::Primitive(k) => format!("[{}", primitive_descriptor(k)),
            ClassKind::Ordinary => format!("[L{};", c.name),
        };
        self.load_class(&name)
    }

    /// The class object of a primitive type (`int.class`), by name.
    pub fn primitive_class(&mut self, name: &str) -> JResult<ClassId> {
        let kind = match name {
            "boolean" => Kind::Boolean,
            "byte" => Kind::Byte,
            "char" => Kind::Char,
            "short" => Kind::Short,
            "int" => Kind::Int,
            "long" => Kind::Long,
            "float" => Kind::Float,
            "double" => Kind::Double,
            "void" => Kind::Void,
            _ => {
                return Err(Throw::new(
                    "java/lang/IllegalArgumentException",
                    name.to_string(),
                ))
            }
        };
        if let Some(&id) = self.primitive_classes.get(&kind) {
            return Ok(id);
        }
        let id = self.classes.len() as ClassId;
        self.classes.push(Rc::new(Class {
            id,
            name: Rc::from(name),
            super_class: None,
            interfaces: Vec::new(),
            access: access::PUBLIC | access::FINAL | access::ABSTRACT,
            kind: ClassKind::Primitive(kind),
            file: None,
            library: true,
            fields: Vec::new(),
            instance_slots: 0,
            slot_kinds: Vec::new(),
            instance_size: 0,
            weak_referent: None,
            methods: Vec::new(),
            vtable: Vec::new(),
            itable: Vec::new(),
            supertypes: vec![id],
            init: Cell::new(InitState::Initialized),
            mirror: Cell::new(NULL),
            clinit: None,
        }));
        self.primitive_classes.insert(kind, id);
        Ok(id)
    }

    /// Resolves the core classes and field slots the VM itself uses.
    pub fn bootstrap(&mut self) -> JResult<()> {
        let object = self.load_class("java/lang/Object")?;
        let string = self.load_class("java/lang/String")?;
        let class = self.load_class("java/lang/Class")?;
        let throwable = self.load_class("java/lang/Throwable")?;
        self.wk.object = object;
        self.wk.string = string;
        self.wk.class = class;
        self.wk.throwable = throwable;
        let slot = |rt: &Runtime, c: ClassId, f: &str| -> JResult<u32> {
            rt.find_field(c, f)
                .map(|f| f.slot)
                .ok_or_else(|| Throw::new("java/lang/NoSuchFieldError", f.to_string()))
        };
        self.wk.string_value = slot(self, string, "value")?;
        self.wk.throwable_message = slot(self, throwable, "detailMessage")?;
        self.wk.throwable_backtrace = slot(self, throwable, "backtrace")?;
        self.wk.throwable_cause = slot(self, throwable, "cause")?;
        self.load_class("[C")?;
        Ok(())
    }

    /// Finds a method by name and descriptor in a class or its superclasses,
    /// then its superinterfaces (JVMS §5.4.3.3).
    pub fn resolve_method(&self, class: ClassId, name: &str, desc: &str) -> Option<u32> {
        let mut c = Some(class);
        while let Some(id) = c {
            let cls = self.class(id);
            for &m in &cls.methods {
                let mm = self.method(m);
                if &*mm.name == name && &*mm.descriptor == desc {
                    return Some(m);
                }
            }
            c = cls.super_class;
        }
        // Superinterfaces: prefer a non-abstract (default) method.
        let mut found = None;
        for &t in &self.class(class).supertypes {
            let tc = self.class(t);
            if !tc.is_interface() {
                continue;
            }
            for &m in &tc.methods {
                let mm = self.method(m);
                if &*mm.name == name
                    && &*mm.descriptor == desc
                    && !mm.is_private()
                    && !mm.is_static()
                {
                    if !mm.is_abstract() {
                        return Some(m);
                    }
                    found.get_or_insert(m);
                }
            }
        }
        found
    }

    /// Finds a field by name and descriptor: the class, its superinterfaces,
    /// then its superclass (JVMS §5.4.3.2). Returns the declaring class too.
    pub fn resolve_field(
        &self,
        class: ClassId,
        name: &str,
        desc: &str,
    ) -> Option<(ClassId, Field)> {
        let cls = self.class(class);
        if let Some(f) = cls
            .fields
            .iter()
            .find(|f| &*f.name == name && &*f.descriptor == desc)
        {
            return Some((class, f.clone()));
        }
        for &i in &cls.interfaces {
            if let Some(r) = self.resolve_field(i, name, desc) {
                return Some(r);
            }
        }
        cls.super_class
            .and_then(|s| self.resolve_field(s, name, desc))
    }
}

/// `a/b/C` → `a.b.C`.
pub fn dotted(name: &str) -> String {
    name.replace('/', ".")
}

/// The descriptor character of a primitive kind.
pub fn primitive_descriptor(k: Kind) -> char {
    match k {
        Kind::Boolean => 'Z',
        Kind::Byte => 'B',
        Kind::Char => 'C',
        Kind::Short => 'S',
        Kind::Int => 'I',
        Kind::Long => 'J',
        Kind::Float => 'F',
        Kind::Double => 'D',
        Kind::Void => 'V',
        Kind::Reference => 'L',
    }
}
