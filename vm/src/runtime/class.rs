//! Loaded classes and methods, after linking.

use crate::classfile::descriptor::Kind;
use crate::classfile::{access, ClassFile, CodeAttr};
use crate::heap::Ref;
use crate::interp::ops::Code;
use std::cell::{Cell, OnceCell};
use std::rc::Rc;

/// Index of a class in the runtime's class table.
pub type ClassId = u32;
/// Index of a method in the runtime's method table.
pub type MethodId = u32;

/// Initialization state (JVMS §5.5).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum InitState {
    /// Linked; `<clinit>` has not run.
    Linked,
    /// `<clinit>` is running.
    Initializing,
    /// Ready for use.
    Initialized,
    /// `<clinit>` failed; uses give `NoClassDefFoundError`.
    Erroneous,
}

/// What sort of class this is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ClassKind {
    /// A class or interface from a class file.
    Ordinary,
    /// An array class.
    Array {
        /// Element kind.
        elem: Kind,
        /// Component class for arrays of references.
        component: Option<ClassId>,
    },
    /// The class of a primitive type (`int.class`).
    Primitive(Kind),
}

/// A field with its storage slot.
#[derive(Debug, Clone)]
pub struct Field {
    /// Simple name.
    pub name: Rc<str>,
    /// Descriptor.
    pub descriptor: Rc<str>,
    /// Value kind.
    pub kind: Kind,
    /// Access flags.
    pub access: u16,
    /// Instance fields: index into the object's slots; static fields: index
    /// into the runtime's static storage.
    pub slot: u32,
    /// Global field number (index into `Runtime::field_table`).
    pub id: u32,
}

impl Field {
    /// True for a static field.
    pub fn is_static(&self) -> bool {
        self.access & access::STATIC != 0
    }
}

/// A linked class.
#[derive(Debug)]
pub struct Class {
    /// Position in the class table.
    pub id: ClassId,
    /// Binary name with `/` (`java/lang/String`, `[I`, `int`).
    pub name: Rc<str>,
    /// Superclass.
    pub super_class: Option<ClassId>,
    /// Direct superinterfaces.
    pub interfaces: Vec<ClassId>,
    /// Access flags.
    pub access: u16,
    /// Ordinary, array or primitive.
    pub kind: ClassKind,
    /// The class file (ordinary classes only).
    pub file: Option<Rc<ClassFile>>,
    /// True when the class comes from rjvm's own class library.
    pub library: bool,
    /// Declared fields, with slots.
    pub fields: Vec<Field>,
    /// Instance slots, inherited ones included.
    pub instance_slots: u32,
    /// Kinds of all instance slots (inherited first), for sizes and tracing.
    pub slot_kinds: Vec<Kind>,
    /// Model size of an instance in bytes.
    pub instance_size: u64,
    /// The slot of `java.lang.ref.Reference.referent` when instances hold
    /// their referent weakly (`WeakReference`, `PhantomReference` and their
    /// subclasses): the collector does not trace it and clears it when the
    /// referent is otherwise unreachable.
    pub weak_referent: Option<u32>,
    /// Declared methods.
    pub methods: Vec<MethodId>,
    /// Virtual dispatch table.
    pub vtable: Vec<MethodId>,
    /// `(selector, method)` for interface dispatch, sorted by selector.
    pub itable: Vec<(u32, MethodId)>,
    /// Every supertype (itself, superclasses, all superinterfaces), sorted.
    pub supertypes: Vec<ClassId>,
    /// Initialization state.
    pub init: Cell<InitState>,
    /// The `java.lang.Class` object, created on first use.
    pub mirror: Cell<Ref>,
    /// `<clinit>`, if declared.
    pub clinit: Option<MethodId>,
}

impl Class {
    /// True for interfaces.
    pub fn is_interface(&self) -> bool {
        self.access & access::INTERFACE != 0
    }

    /// True for array classes.
    pub fn is_array(&self) -> bool {
        matches!(self.kind, ClassKind::Array { .. })
    }

    /// Java-style name with dots (`java.lang.String`, `[I`, `[Ljava.lang.Object;`).
    pub fn java_name(&self) -> String {
        self.name.replace('/', ".")
    }

    /// Whether `other` is this class or one of its supertypes (classes and
    /// interfaces; array covariance is handled by the runtime).
    pub fn has_supertype(&self, other: ClassId) -> bool {
        self.supertypes.binary_search(&other).is_ok()
    }

    /// The source file name from the class file.
    pub fn source_file(&self) -> Option<&str> {
        self.file.as_ref()?.source_file.as_deref()
    }
}

/// A method of a loaded class.
#[derive(Debug)]
pub struct Method {
    /// Position in the method table.
    pub id: MethodId,
    /// Declaring class.
    pub class: ClassId,
    /// Simple name.
    pub name: Rc<str>,
    /// Descriptor.
    pub descriptor: Rc<str>,
    /// Access flags.
    pub access: u16,
    /// Interned (name, descriptor) pair used for dispatch.
    pub selector: u32,
    /// Argument slots including the receiver.
    pub arg_slots: u16,
    /// Return kind.
    pub ret: Kind,
    /// vtable index, for virtual methods.
    pub vindex: Cell<Option<u16>>,
    /// The `Code` attribute.
    pub code_attr: Option<Rc<CodeAttr>>,
    /// Decoded code, built on first invocation.
    pub code: OnceCell<Rc<Code>>,
}

impl Method {
    /// True for static methods.
    pub fn is_static(&self) -> bool {
        self.access & access::STATIC != 0
    }
    /// True for native methods.
    pub fn is_native(&self) -> bool {
        self.access & access::NATIVE != 0
    }
    /// True for abstract methods.
    pub fn is_abstract(&self) -> bool {
        self.access & access::ABSTRACT != 0
    }
    /// True for private methods.
    pub fn is_private(&self) -> bool {
        self.access & access::PRIVATE != 0
    }
    /// True for synchronized methods.
    pub fn is_synchronized(&self) -> bool {
        self.access & access::SYNCHRONIZED != 0
    }
}
