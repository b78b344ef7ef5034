//! Bytes → [`ClassFile`], through `classfile-parser`, with the checks the
//! crate leaves out (version range, constant-pool tags it cannot parse,
//! index and tag validity, trailing bytes).

use super::attrs::{self, Bytes};
use super::pool::{Constant, ConstantPool};
use super::{mutf8, ClassFile, CodeAttr, ExceptionHandler, FieldInfo, FormatError, MethodInfo};
use classfile_parser::constant_info::ConstantInfo;
use std::rc::Rc;

/// Highest supported major version (Java 17).
pub const MAX_MAJOR: u16 = 61;
/// Lowest supported major version (JDK 1.0.2 / 1.1).
pub const MIN_MAJOR: u16 = 45;

/// Walks the header and constant pool by hand: checks the magic and version
/// and rejects tags `classfile-parser` would fail on with a clear message.
fn prescan(bytes: &[u8]) -> Result<(), FormatError> {
    let mut b = Bytes::new(bytes, "class file");
    let truncated = |_| FormatError::malformed("Truncated class file");
    let magic = b.u32().map_err(truncated)?;
    if magic != 0xCAFE_BABE {
        return Err(FormatError::malformed(format!(
            "Incompatible magic value {magic}"
        )));
    }
    let minor = b.u16().map_err(truncated)?;
    let major = b.u16().map_err(truncated)?;
    if !(MIN_MAJOR..=MAX_MAJOR).contains(&major) || (major >= 56 && minor == 0xFFFF) {
        return Err(FormatError::UnsupportedVersion(format!(
            "class file version {major}.{minor} is not supported; this VM recognizes \
             class file versions 45.0 up to {MAX_MAJOR}.0"
        )));
    }
    let count = b.u16().map_err(truncated)?;
    if count == 0 {
        return Err(FormatError::malformed("constant pool count is 0"));
    }
    let mut i = 1u32;
    while i < u32::from(count) {
        let tag = b.u8().map_err(truncated)?;
        let size = match tag {
            1 => usize::from(b.u16().map_err(truncated)?),
            3 | 4 => 4,
            5 | 6 => {
                i += 1;
                8
            }
            7 | 8 | 16 => 2,
            9..=12 | 18 => 4,
            15 => 3,
            17 | 19 | 20 => {
                return Err(FormatError::malformed(format!(
                    "unsupported constant pool tag {tag}"
                )))
            }
            _ => {
                return Err(FormatError::malformed(format!(
                    "Unknown constant tag {tag} in class file at constant pool index {i}"
                )))
            }
        };
        b.take(size).map_err(truncated)?;
        i += 1;
    }
    Ok(())
}

fn convert_constant(c: &ConstantInfo) -> Constant {
    match c {
        ConstantInfo::Utf8(u) => {
            Constant::Utf8(Rc::from(mutf8::to_string(&u.bytes)), Rc::from(&u.bytes[..]))
        }
        ConstantInfo::Integer(x) => Constant::Integer(x.value),
        ConstantInfo::Float(x) => Constant::Float(x.value),
        ConstantInfo::Long(x) => Constant::Long(x.value),
        ConstantInfo::Double(x) => Constant::Double(x.value),
        ConstantInfo::Class(x) => Constant::Class(x.name_index),
        ConstantInfo::String(x) => Constant::String(x.string_index),
        ConstantInfo::FieldRef(x) => Constant::FieldRef(x.class_index, x.name_and_type_index),
        ConstantInfo::MethodRef(x) => Constant::MethodRef(x.class_index, x.name_and_type_index),
        ConstantInfo::InterfaceMethodRef(x) => {
            Constant::InterfaceMethodRef(x.class_index, x.name_and_type_index)
        }
        ConstantInfo::NameAndType(x) => Constant::NameAndType(x.name_index, x.descriptor_index),
        ConstantInfo::MethodHandle(x) => {
            Constant::MethodHandle(x.reference_kind, x.reference_index)
        }
        ConstantInfo::MethodType(x) => Constant::MethodType(x.descriptor_index),
        ConstantInfo::InvokeDynamic(x) => {
            Constant::InvokeDynamic(x.bootstrap_method_attr_index, x.name_and_type_index)
        }
        ConstantInfo::Unusable => Constant::Unusable,
    }
}

/// Checks that every reference inside the pool points at an entry of the right tag.
fn check_pool(pool: &ConstantPool) -> Result<(), FormatError> {
    for i in 1..pool.len() {
        let i = i as u16;
        let Ok(c) = pool.get(i) else { continue };
        match *c {
            Constant::Class(n) | Constant::MethodType(n) => {
                pool.utf8(n)?;
            }
            Constant::String(n) => {
                pool.utf8(n)?;
            }
            Constant::FieldRef(..) | Constant::MethodRef(..) | Constant::InterfaceMethodRef(..) => {
                pool.member_ref(i)?;
            }
            Constant::NameAndType(..) => {
                pool.name_and_type(i)?;
            }
            Constant::MethodHandle(kind, r) => {
                if !(1..=9).contains(&kind) {
                    return Err(FormatError::malformed(format!(
                        "bad method handle kind {kind} at constant pool index {i}"
                    )));
                }
                pool.member_ref(r)?;
            }
            Constant::InvokeDynamic(_, nt) => {
                pool.name_and_type(nt)?;
            }
            _ => {}
        }
    }
    Ok(())
}

fn attr_name(pool: &ConstantPool, index: u16) -> Result<&str, FormatError> {
    pool.utf8(index).map(|s| &**s)
}

fn parse_code(pool: &ConstantPool, data: &[u8]) -> Result<CodeAttr, FormatError> {
    let (rest, code) = classfile_parser::attribute_info::code_attribute_parser(data)
        .map_err(|_| FormatError::malformed("truncated Code attribute"))?;
    if !rest.is_empty() {
        return Err(FormatError::malformed("Code attribute has trailing bytes"));
    }
    if code.code.is_empty() {
        return Err(FormatError::malformed(
            "Code attribute has zero-length code",
        ));
    }
    let mut line_numbers = Vec::new();
    let mut local_variables = Vec::new();
    for a in &code.attributes {
        match attr_name(pool, a.attribute_name_index)? {
            "LineNumberTable" => line_numbers.extend(attrs::line_numbers(&a.info)?),
            "LocalVariableTable" => local_variables.extend(attrs::local_variables(&a.info, pool)?),
            _ => {}
        }
    }
    line_numbers.sort_by_key(|&(pc, _)| pc);
    // As HotSpot's class-file parser: ranges and handlers inside the code
    // (boundaries are the verifier's business).
    let len = code.code.len();
    for e in &code.exception_table {
        if e.start_pc >= e.end_pc || usize::from(e.end_pc) > len {
            return Err(FormatError::malformed("Illegal exception table range"));
        }
        if usize::from(e.handler_pc) >= len {
            return Err(FormatError::malformed("Illegal exception table handler"));
        }
    }
    let handlers = code
        .exception_table
        .iter()
        .map(|e| ExceptionHandler {
            start_pc: e.start_pc,
            end_pc: e.end_pc,
            handler_pc: e.handler_pc,
            catch_type: e.catch_type,
        })
        .collect();
    Ok(CodeAttr {
        max_stack: code.max_stack,
        max_locals: code.max_locals,
        bytecode: code.code,
        handlers,
        line_numbers,
        local_variables,
    })
}

fn convert(cf: classfile_parser::ClassFile) -> Result<ClassFile, FormatError> {
    let mut entries = Vec::with_capacity(cf.const_pool.len() + 1);
    entries.push(Constant::Unusable);
    entries.extend(cf.const_pool.iter().map(convert_constant));
    let pool = ConstantPool::new(entries);
    check_pool(&pool)?;

    let this_class = pool.class_name(cf.this_class)?.clone();
    let super_class = match cf.super_class {
        0 if &*this_class == "java/lang/Object" => None,
        0 => return Err(FormatError::malformed("Invalid superclass index 0")),
        i => Some(pool.class_name(i)?.clone()),
    };
    let interfaces = cf
        .interfaces
        .iter()
        .map(|&i| pool.class_name(i).cloned())
        .collect::<Result<_, _>>()?;

    let mut fields = Vec::with_capacity(cf.fields.len());
    for f in &cf.fields {
        let mut constant_value = None;
        for a in &f.attributes {
            if attr_name(&pool, a.attribute_name_index)? == "ConstantValue" {
                let idx = attrs::single_index(&a.info, "ConstantValue")?;
                pool.get(idx)?;
                constant_value = Some(idx);
            }
        }
        fields.push(FieldInfo {
            access: f.access_flags.bits(),
            name: pool.utf8(f.name_index)?.clone(),
            descriptor: pool.utf8(f.descriptor_index)?.clone(),
            constant_value,
        });
    }

    let mut methods = Vec::with_capacity(cf.methods.len());
    for m in &cf.methods {
        let mut code = None;
        let mut exceptions = Vec::new();
        for a in &m.attributes {
            match attr_name(&pool, a.attribute_name_index)? {
                "Code" => code = Some(Rc::new(parse_code(&pool, &a.info)?)),
                "Exceptions" => {
                    for i in attrs::index_list(&a.info, "Exceptions")? {
                        exceptions.push(pool.class_name(i)?.clone());
                    }
                }
                _ => {}
            }
        }
        methods.push(MethodInfo {
            access: m.access_flags.bits(),
            name: pool.utf8(m.name_index)?.clone(),
            descriptor: pool.utf8(m.descriptor_index)?.clone(),
            code,
            exceptions,
        });
    }

    let mut out = ClassFile {
        minor_version: cf.minor_version,
        major_version: cf.major_version,
        access: cf.access_flags.bits(),
        this_class,
        super_class,
        interfaces,
        pool,
        fields,
        methods,
        source_file: None,
        inner_classes: Vec::new(),
        nest_host: None,
        enclosing_class: None,
        nest_members: Vec::new(),
        permitted_subclasses: None,
        record_components: None,
        bootstrap_methods: Vec::new(),
        bytes: Rc::from(&[][..]),
    };
    for a in &cf.attributes {
        match attr_name(&out.pool, a.attribute_name_index)? {
            "SourceFile" => {
                let i = attrs::single_index(&a.info, "SourceFile")?;
                out.source_file = Some(out.pool.utf8(i)?.clone());
            }
            "InnerClasses" => out.inner_classes = attrs::inner_classes(&a.info)?,
            "NestHost" => {
                let i = attrs::single_index(&a.info, "NestHost")?;
                out.nest_host = Some(out.pool.class_name(i)?.clone());
            }
            "EnclosingMethod" => {
                let class = attrs::enclosing_class(&a.info)?;
                out.enclosing_class = Some(out.pool.class_name(class)?.clone());
            }
            "NestMembers" => {
                out.nest_members = attrs::index_list(&a.info, "NestMembers")?
                    .into_iter()
                    .map(|i| out.pool.class_name(i).cloned())
                    .collect::<Result<_, _>>()?;
            }
            "PermittedSubclasses" => {
                out.permitted_subclasses = Some(
                    attrs::index_list(&a.info, "PermittedSubclasses")?
                        .into_iter()
                        .map(|i| out.pool.class_name(i).cloned())
                        .collect::<Result<_, _>>()?,
                );
            }
            "Record" => {
                out.record_components = Some(
                    attrs::record_component_names(&a.info)?
                        .into_iter()
                        .map(|i| out.pool.utf8(i).cloned())
                        .collect::<Result<_, _>>()?,
                );
            }
            "BootstrapMethods" => out.bootstrap_methods = attrs::bootstrap_methods(&a.info)?,
            _ => {}
        }
    }
    Ok(out)
}

/// Parses and structurally checks a class file.
pub fn parse(bytes: &[u8]) -> Result<ClassFile, FormatError> {
    prescan(bytes)?;
    let parsed = std::panic::catch_unwind(|| classfile_parser::class_parser(bytes));
    match parsed {
        Ok(Ok((rest, cf))) => {
            if !rest.is_empty() {
                return Err(FormatError::malformed(
                    "Extra bytes at the end of class file",
                ));
            }
            let mut out = convert(cf)?;
            out.bytes = Rc::from(bytes);
            Ok(out)
        }
        Ok(Err(_)) => Err(FormatError::malformed("Truncated class file")),
        Err(_) => Err(FormatError::malformed("class file could not be parsed")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rejects_bad_magic_and_truncation() {
        assert_eq!(
            parse(b"\xCA\xFE\xBA\xBF\0\0\0\x34").unwrap_err(),
            FormatError::malformed("Incompatible magic value 3405691583")
        );
        assert!(matches!(parse(b"\xCA\xFE"), Err(FormatError::Malformed(_))));
        assert!(matches!(
            parse(b"\xCA\xFE\xBA\xBE\0\0\0\x41\0\x01"),
            Err(FormatError::UnsupportedVersion(_))
        ));
    }

    #[test]
    fn reports_unsupported_tags() {
        // count 2, one CONSTANT_Module (19)
        let bytes = b"\xCA\xFE\xBA\xBE\0\0\0\x35\0\x02\x13\0\x01";
        assert_eq!(
            parse(bytes).unwrap_err(),
            FormatError::malformed("unsupported constant pool tag 19")
        );
    }
}
