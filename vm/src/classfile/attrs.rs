//! Attributes read from their raw bytes: the parts of the class-file format
//! that `classfile-parser` 0.3 does not decode (or decodes wrongly).

use super::FormatError;

/// A cursor over an attribute's bytes that fails cleanly at the end.
pub(crate) struct Bytes<'a> {
    data: &'a [u8],
    pos: usize,
    what: &'static str,
}

impl<'a> Bytes<'a> {
    pub(crate) fn new(data: &'a [u8], what: &'static str) -> Self {
        Bytes { data, pos: 0, what }
    }

    fn short(&self) -> FormatError {
        FormatError::malformed(format!("truncated {} attribute", self.what))
    }

    pub(crate) fn u8(&mut self) -> Result<u8, FormatError> {
        let b = *self.data.get(self.pos).ok_or_else(|| self.short())?;
        self.pos += 1;
        Ok(b)
    }

    pub(crate) fn u16(&mut self) -> Result<u16, FormatError> {
        Ok((u16::from(self.u8()?) << 8) | u16::from(self.u8()?))
    }

    pub(crate) fn u32(&mut self) -> Result<u32, FormatError> {
        Ok((u32::from(self.u16()?) << 16) | u32::from(self.u16()?))
    }

    pub(crate) fn take(&mut self, n: usize) -> Result<&'a [u8], FormatError> {
        let end = self.pos.checked_add(n).filter(|&e| e <= self.data.len());
        let end = end.ok_or_else(|| self.short())?;
        let s = &self.data[self.pos..end];
        self.pos = end;
        Ok(s)
    }

    pub(crate) fn remaining(&self) -> usize {
        self.data.len() - self.pos
    }
}

/// One `InnerClasses` entry (constant-pool indices; 0 means absent).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct InnerClass {
    /// `inner_class_info_index`
    pub inner_class: u16,
    /// `outer_class_info_index`
    pub outer_class: u16,
    /// `inner_name_index`
    pub inner_name: u16,
    /// `inner_class_access_flags`
    pub access: u16,
}

/// One `BootstrapMethods` entry.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BootstrapMethod {
    /// Constant-pool index of the bootstrap `MethodHandle`.
    pub method_ref: u16,
    /// Constant-pool indices of the static arguments.
    pub arguments: Vec<u16>,
}

/// One `LocalVariableTable` entry, names resolved.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LocalVariable {
    /// First bytecode index where the variable has a value.
    pub start_pc: u16,
    /// Length of that range in bytes.
    pub length: u16,
    /// Variable name.
    pub name: std::rc::Rc<str>,
    /// Field descriptor of its type.
    pub descriptor: std::rc::Rc<str>,
    /// Local-variable slot.
    pub index: u16,
}

impl LocalVariable {
    /// Whether the variable is live at bytecode index `pc`.
    pub fn covers(&self, pc: u32) -> bool {
        let start = u32::from(self.start_pc);
        pc >= start && pc < start + u32::from(self.length)
    }
}

/// Decodes a `LocalVariableTable`, resolving names through `pool`.
pub fn local_variables(
    data: &[u8],
    pool: &super::ConstantPool,
) -> Result<Vec<LocalVariable>, FormatError> {
    let mut b = Bytes::new(data, "LocalVariableTable");
    let n = b.u16()?;
    (0..n)
        .map(|_| {
            let start_pc = b.u16()?;
            let length = b.u16()?;
            let name = pool.utf8(b.u16()?)?.clone();
            let descriptor = pool.utf8(b.u16()?)?.clone();
            let index = b.u16()?;
            Ok(LocalVariable {
                start_pc,
                length,
                name,
                descriptor,
                index,
            })
        })
        .collect()
}

/// Decodes a `LineNumberTable` into `(start_pc, line)` pairs.
pub fn line_numbers(data: &[u8]) -> Result<Vec<(u16, u16)>, FormatError> {
    let mut b = Bytes::new(data, "LineNumberTable");
    let n = b.u16()?;
    (0..n).map(|_| Ok((b.u16()?, b.u16()?))).collect()
}

/// Decodes a single-u16 attribute (`SourceFile`, `NestHost`, `ConstantValue`).
pub fn single_index(data: &[u8], what: &'static str) -> Result<u16, FormatError> {
    let mut b = Bytes::new(data, what);
    let v = b.u16()?;
    if b.remaining() != 0 {
        return Err(FormatError::malformed(format!(
            "{what} attribute has wrong length"
        )));
    }
    Ok(v)
}

/// Decodes an `EnclosingMethod` attribute: its class index (the method index,
/// which may be 0, is not kept).
pub fn enclosing_class(data: &[u8]) -> Result<u16, FormatError> {
    let mut b = Bytes::new(data, "EnclosingMethod");
    let class = b.u16()?;
    b.u16()?;
    if b.remaining() != 0 {
        return Err(FormatError::malformed(
            "EnclosingMethod attribute has wrong length".to_string(),
        ));
    }
    Ok(class)
}

/// Decodes a u16-counted list of u16 indices (`NestMembers`, `Exceptions`).
pub fn index_list(data: &[u8], what: &'static str) -> Result<Vec<u16>, FormatError> {
    let mut b = Bytes::new(data, what);
    let n = b.u16()?;
    (0..n).map(|_| b.u16()).collect()
}

/// Decodes a `Record` attribute: the name index of each component (their
/// descriptors and attributes, such as generic signatures, are not kept).
pub fn record_component_names(data: &[u8]) -> Result<Vec<u16>, FormatError> {
    let mut b = Bytes::new(data, "Record");
    let n = b.u16()?;
    let mut names = Vec::with_capacity(usize::from(n));
    for _ in 0..n {
        names.push(b.u16()?);
        b.u16()?;
        for _ in 0..b.u16()? {
            b.u16()?;
            let len = b.u32()?;
            b.take(len as usize)?;
        }
    }
    if b.remaining() != 0 {
        return Err(FormatError::malformed(
            "Record attribute has wrong length".to_string(),
        ));
    }
    Ok(names)
}

/// Decodes an `InnerClasses` attribute.
pub fn inner_classes(data: &[u8]) -> Result<Vec<InnerClass>, FormatError> {
    let mut b = Bytes::new(data, "InnerClasses");
    let n = b.u16()?;
    (0..n)
        .map(|_| {
            Ok(InnerClass {
                inner_class: b.u16()?,
                outer_class: b.u16()?,
                inner_name: b.u16()?,
                access: b.u16()?,
            })
        })
        .collect()
}

/// Decodes a `BootstrapMethods` attribute.
pub fn bootstrap_methods(data: &[u8]) -> Result<Vec<BootstrapMethod>, FormatError> {
    let mut b = Bytes::new(data, "BootstrapMethods");
    let n = b.u16()?;
    (0..n)
        .map(|_| {
            let method_ref = b.u16()?;
            let argc = b.u16()?;
            let arguments = (0..argc).map(|_| b.u16()).collect::<Result<_, _>>()?;
            Ok(BootstrapMethod {
                method_ref,
                arguments,
            })
        })
        .collect()
}
