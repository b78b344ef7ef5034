//! The run-time view of a class's constant pool, with checked accessors.

use super::{mutf8, FormatError};
use std::rc::Rc;

/// One constant-pool entry (JVMS §4.4). Indices refer to other entries.
#[derive(Debug, Clone)]
pub enum Constant {
    /// Index 0, and the slot after a long or double.
    Unusable,
    /// `CONSTANT_Utf8`: the decoded text and the raw modified-UTF-8 bytes.
    Utf8(Rc<str>, Rc<[u8]>),
    /// `CONSTANT_Integer`
    Integer(i32),
    /// `CONSTANT_Float`
    Float(f32),
    /// `CONSTANT_Long`
    Long(i64),
    /// `CONSTANT_Double`
    Double(f64),
    /// `CONSTANT_Class` (name index)
    Class(u16),
    /// `CONSTANT_String` (utf8 index)
    String(u16),
    /// `CONSTANT_Fieldref` (class, name-and-type)
    FieldRef(u16, u16),
    /// `CONSTANT_Methodref` (class, name-and-type)
    MethodRef(u16, u16),
    /// `CONSTANT_InterfaceMethodref` (class, name-and-type)
    InterfaceMethodRef(u16, u16),
    /// `CONSTANT_NameAndType` (name, descriptor)
    NameAndType(u16, u16),
    /// `CONSTANT_MethodHandle` (reference kind, reference index)
    MethodHandle(u8, u16),
    /// `CONSTANT_MethodType` (descriptor index)
    MethodType(u16),
    /// `CONSTANT_InvokeDynamic` (bootstrap method attr index, name-and-type)
    InvokeDynamic(u16, u16),
}

/// A symbolic reference to a field or method.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MemberRef {
    /// Binary name of the class named in the reference.
    pub class: Rc<str>,
    /// Member name.
    pub name: Rc<str>,
    /// Member descriptor.
    pub descriptor: Rc<str>,
    /// True for `CONSTANT_InterfaceMethodref`.
    pub interface: bool,
}

/// A constant pool; every accessor checks index and tag.
#[derive(Debug, Clone, Default)]
pub struct ConstantPool {
    entries: Vec<Constant>,
}

fn bad(index: u16, what: &str) -> FormatError {
    FormatError::malformed(format!(
        "invalid constant pool index {index} (expected {what})"
    ))
}

impl ConstantPool {
    /// Wraps decoded entries (index 0 must be [`Constant::Unusable`]).
    pub fn new(entries: Vec<Constant>) -> Self {
        ConstantPool { entries }
    }

    /// Number of slots, including index 0.
    pub fn len(&self) -> usize {
        self.entries.len()
    }

    /// True when the pool has no usable entries.
    pub fn is_empty(&self) -> bool {
        self.entries.len() <= 1
    }

    /// The entry at `index`.
    pub fn get(&self, index: u16) -> Result<&Constant, FormatError> {
        match self.entries.get(usize::from(index)) {
            Some(Constant::Unusable) | None => Err(bad(index, "a usable entry")),
            Some(c) => Ok(c),
        }
    }

    /// The text of the `CONSTANT_Utf8` at `index`.
    pub fn utf8(&self, index: u16) -> Result<&Rc<str>, FormatError> {
        match self.get(index) {
            Ok(Constant::Utf8(s, _)) => Ok(s),
            _ => Err(bad(index, "Utf8")),
        }
    }

    /// The class name of the `CONSTANT_Class` at `index`.
    pub fn class_name(&self, index: u16) -> Result<&Rc<str>, FormatError> {
        match self.get(index) {
            Ok(Constant::Class(n)) => self.utf8(*n),
            _ => Err(bad(index, "Class")),
        }
    }

    /// The UTF-16 contents of the `CONSTANT_String` at `index`.
    pub fn string_utf16(&self, index: u16) -> Result<Vec<u16>, FormatError> {
        match self.get(index) {
            Ok(Constant::String(u)) => match self.get(*u) {
                Ok(Constant::Utf8(_, raw)) => Ok(mutf8::to_utf16(raw)),
                _ => Err(bad(*u, "Utf8")),
            },
            _ => Err(bad(index, "String")),
        }
    }

    /// Name and descriptor of the `CONSTANT_NameAndType` at `index`.
    pub fn name_and_type(&self, index: u16) -> Result<(&Rc<str>, &Rc<str>), FormatError> {
        match self.get(index) {
            Ok(Constant::NameAndType(n, d)) => Ok((self.utf8(*n)?, self.utf8(*d)?)),
            _ => Err(bad(index, "NameAndType")),
        }
    }

    /// The field or method reference at `index`.
    pub fn member_ref(&self, index: u16) -> Result<MemberRef, FormatError> {
        let (c, nt, interface) = match self.get(index) {
            Ok(Constant::FieldRef(c, nt)) | Ok(Constant::MethodRef(c, nt)) => (*c, *nt, false),
            Ok(Constant::InterfaceMethodRef(c, nt)) => (*c, *nt, true),
            _ => return Err(bad(index, "Fieldref or Methodref")),
        };
        let (name, descriptor) = self.name_and_type(nt)?;
        Ok(MemberRef {
            class: self.class_name(c)?.clone(),
            name: name.clone(),
            descriptor: descriptor.clone(),
            interface,
        })
    }
}
