//! The class-file model the rest of the VM sees.
//!
//! Parsing is done by the `classfile-parser` crate (see [`parse`]); this
//! module owns the types, so no `classfile_parser` type leaks out of it.
//! Attributes the crate does not decode (LineNumberTable, SourceFile,
//! InnerClasses, NestHost/NestMembers, EnclosingMethod, BootstrapMethods, ConstantValue) are
//! read from their raw bytes in [`attrs`].

pub mod attrs;
pub mod descriptor;
pub mod mutf8;
mod parse;
mod pool;
pub mod writer;

pub use parse::parse;
pub use pool::{Constant, ConstantPool, MemberRef};

use std::rc::Rc;

/// Why a class file could not be accepted. The loader turns these into the
/// matching `java.lang` error, naming the class.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum FormatError {
    /// The bytes are not a well-formed class file (`ClassFormatError`).
    #[error("{0}")]
    Malformed(String),
    /// The version is outside 45.0–61.0 (`UnsupportedClassVersionError`).
    #[error("{0}")]
    UnsupportedVersion(String),
}

impl FormatError {
    pub(crate) fn malformed(msg: impl Into<String>) -> Self {
        FormatError::Malformed(msg.into())
    }
}

/// Access flag bits shared by classes, fields and methods (JVMS §4.1, §4.5, §4.6).
pub mod access {
    /// `ACC_PUBLIC`
    pub const PUBLIC: u16 = 0x0001;
    /// `ACC_PRIVATE`
    pub const PRIVATE: u16 = 0x0002;
    /// `ACC_PROTECTED`
    pub const PROTECTED: u16 = 0x0004;
    /// `ACC_STATIC`
    pub const STATIC: u16 = 0x0008;
    /// `ACC_FINAL`
    pub const FINAL: u16 = 0x0010;
    /// `ACC_SYNCHRONIZED` (methods) / `ACC_SUPER` (classes)
    pub const SYNCHRONIZED: u16 = 0x0020;
    /// `ACC_VARARGS`
    pub const VARARGS: u16 = 0x0080;
    /// `ACC_NATIVE`
    pub const NATIVE: u16 = 0x0100;
    /// `ACC_INTERFACE`
    pub const INTERFACE: u16 = 0x0200;
    /// `ACC_ABSTRACT`
    pub const ABSTRACT: u16 = 0x0400;
    /// `ACC_ENUM`
    pub const ENUM: u16 = 0x4000;
}

/// A parsed and structurally checked class file.
#[derive(Debug, Clone)]
pub struct ClassFile {
    /// Minor version.
    pub minor_version: u16,
    /// Major version (45 = JDK 1.1 … 61 = Java 17).
    pub major_version: u16,
    /// Class access flags.
    pub access: u16,
    /// Binary name of this class, with `/` separators.
    pub this_class: Rc<str>,
    /// Binary name of the superclass; `None` only for `java/lang/Object`.
    pub super_class: Option<Rc<str>>,
    /// Binary names of the direct superinterfaces.
    pub interfaces: Vec<Rc<str>>,
    /// The constant pool.
    pub pool: ConstantPool,
    /// Declared fields.
    pub fields: Vec<FieldInfo>,
    /// Declared methods.
    pub methods: Vec<MethodInfo>,
    /// The `SourceFile` attribute.
    pub source_file: Option<Rc<str>>,
    /// The `InnerClasses` attribute.
    pub inner_classes: Vec<attrs::InnerClass>,
    /// The `NestHost` attribute.
    pub nest_host: Option<Rc<str>>,
    /// The class of the `EnclosingMethod` attribute (local and anonymous classes).
    pub enclosing_class: Option<Rc<str>>,
    /// The `NestMembers` attribute.
    pub nest_members: Vec<Rc<str>>,
    /// The `PermittedSubclasses` attribute (sealed classes), if present.
    pub permitted_subclasses: Option<Vec<Rc<str>>>,
    /// The names of the `Record` attribute's components in declaration
    /// order (record classes), if present.
    pub record_components: Option<Vec<Rc<str>>>,
    /// The `BootstrapMethods` attribute.
    pub bootstrap_methods: Vec<attrs::BootstrapMethod>,
    /// The class-file bytes exactly as parsed (for traces: `Class.bytes`).
    pub bytes: Rc<[u8]>,
}

/// A declared field.
#[derive(Debug, Clone)]
pub struct FieldInfo {
    /// Access flags.
    pub access: u16,
    /// Simple name.
    pub name: Rc<str>,
    /// Field descriptor, e.g. `I` or `Ljava/lang/String;`.
    pub descriptor: Rc<str>,
    /// Constant-pool index of the `ConstantValue` attribute, if any.
    pub constant_value: Option<u16>,
}

/// A declared method.
#[derive(Debug, Clone)]
pub struct MethodInfo {
    /// Access flags.
    pub access: u16,
    /// Simple name (`<init>`, `<clinit>` included).
    pub name: Rc<str>,
    /// Method descriptor, e.g. `(I[J)V`.
    pub descriptor: Rc<str>,
    /// The `Code` attribute; `None` for abstract and native methods.
    pub code: Option<Rc<CodeAttr>>,
    /// Binary names of the checked exceptions the `Exceptions` attribute
    /// declares (for `Method.getExceptionTypes` and `toString`).
    pub exceptions: Vec<Rc<str>>,
}

/// A method's `Code` attribute.
#[derive(Debug, Clone)]
pub struct CodeAttr {
    /// Maximum operand-stack depth in slots.
    pub max_stack: u16,
    /// Number of local-variable slots.
    pub max_locals: u16,
    /// The raw bytecode.
    pub bytecode: Vec<u8>,
    /// Exception handlers in table order.
    pub handlers: Vec<ExceptionHandler>,
    /// `(start_pc, line_number)` pairs from every LineNumberTable, sorted by pc.
    pub line_numbers: Vec<(u16, u16)>,
    /// Entries of every LocalVariableTable (present when compiled with `-g`).
    pub local_variables: Vec<attrs::LocalVariable>,
}

/// One entry of a method's exception table.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ExceptionHandler {
    /// First covered bytecode index.
    pub start_pc: u16,
    /// One past the last covered bytecode index.
    pub end_pc: u16,
    /// Handler entry point.
    pub handler_pc: u16,
    /// Constant-pool index of the caught class; 0 catches everything.
    pub catch_type: u16,
}

impl CodeAttr {
    /// The source line of bytecode index `pc`, if the method has line numbers.
    pub fn line_of(&self, pc: u32) -> Option<u16> {
        let mut line = None;
        for &(start, l) in &self.line_numbers {
            if u32::from(start) <= pc {
                line = Some(l);
            } else {
                break;
            }
        }
        line
    }
}
