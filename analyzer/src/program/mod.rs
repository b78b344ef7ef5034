//! The static program model of a run, built from the entity records of a
//! trace (or of the online recorder): classes with their partition,
//! methods with their decoded code and basic blocks, and sites. Entity ids
//! index the tables directly (ids are dense, 0 means "none").

pub mod blocks;
pub mod classfile;
pub mod code;
pub mod partition;

use crate::step;
pub use blocks::MethodCode;
pub use partition::{Part, PartitionRules};

/// A loaded class.
#[derive(Debug, Clone)]
pub struct ClassInfo {
    /// Internal name (`java/lang/String`, `[I`).
    pub name: String,
    /// Its partition.
    pub part: Part,
    /// Its methods' ids, in class-file order.
    pub methods: Vec<u32>,
    /// The parsed class file (`None` for array and primitive classes, or a
    /// file that could not be read).
    file: Option<classfile::ClassFile>,
}

/// A method of a loaded class.
#[derive(Debug, Clone)]
pub struct MethodInfo {
    /// Id of the declaring class.
    pub class: u32,
    /// The declaring class's partition.
    pub part: Part,
    /// Name.
    pub name: String,
    /// Access flags.
    pub access: u32,
    /// Decoded code; `None` for abstract and native methods.
    pub code: Option<Box<MethodCode>>,
}

/// A site: an instruction of a method, or the method as a whole.
#[derive(Debug, Clone, Copy)]
pub struct SiteInfo {
    /// Method id.
    pub method: u32,
    /// Instruction index in the method's code; `u32::MAX` for the method
    /// as a whole (bci -1) or a bci that is not an instruction.
    pub instr: u32,
    /// The instruction's opcode (0 when `instr` is `u32::MAX`).
    pub opcode: u8,
}

/// The classes, methods and sites of a run.
#[derive(Debug, Default)]
pub struct Program {
    /// How classes are partitioned.
    pub rules: PartitionRules,
    /// Classes by id (index 0 unused).
    pub classes: Vec<Option<ClassInfo>>,
    /// Methods by id.
    pub methods: Vec<Option<MethodInfo>>,
    /// Sites by id.
    pub sites: Vec<Option<SiteInfo>>,
    /// Problems met while decoding code (class files that could not be
    /// read); their methods count as having no code.
    pub problems: Vec<String>,
}

fn slot<T>(v: &mut Vec<Option<T>>, id: i64) -> Option<&mut Option<T>> {
    let i = usize::try_from(id).ok()?;
    if v.len() <= i {
        v.resize_with(i + 1, || None);
    }
    v.get_mut(i)
}

impl Program {
    /// An empty model partitioning classes with `rules`.
    pub fn new(rules: PartitionRules) -> Program {
        Program {
            rules,
            ..Program::default()
        }
    }

    /// Adds a class entity.
    pub fn add_class(&mut self, c: &step::Class) {
        let part = self.rules.classify(&c.name);
        let file = if c.bytes.is_empty() {
            None
        } else {
            match classfile::ClassFile::parse(&c.bytes) {
                Ok(f) => Some(f),
                Err(e) => {
                    self.problems.push(format!("class {}: {e}", c.name));
                    None
                }
            }
        };
        if let Some(s) = slot(&mut self.classes, c.id) {
            *s = Some(ClassInfo {
                name: c.name.clone(),
                part,
                methods: Vec::new(),
                file,
            });
        }
    }

    /// Adds a method entity (after its class), decoding its code.
    pub fn add_method(&mut self, m: &step::Method) {
        let Some(Some(class)) = self.classes.get_mut(m.class as usize) else {
            self.problems
                .push(format!("method {} before its class {}", m.id, m.class));
            return;
        };
        class.methods.push(m.id as u32);
        let native_or_abstract = m.access & (0x0100 | 0x0400) != 0;
        let mut code = None;
        if !native_or_abstract {
            let decl = class
                .file
                .as_ref()
                .and_then(|f| Some((f, f.methods.get(usize::try_from(m.index).ok()?)?)));
            if let Some((file, decl)) = decl {
                if let Some(attr) = &decl.code {
                    match MethodCode::new(attr, file) {
                        Ok(c) => code = Some(Box::new(c)),
                        Err(e) => self.problems.push(format!(
                            "{}.{}{}: {}",
                            class.name, m.name, m.descriptor, e.0
                        )),
                    }
                }
            }
        }
        let info = MethodInfo {
            class: m.class as u32,
            part: class.part,
            name: m.name.clone(),
            access: m.access as u32,
            code,
        };
        if let Some(s) = slot(&mut self.methods, m.id) {
            *s = Some(info);
        }
    }

    /// Adds a site entity (after its method).
    pub fn add_site(&mut self, s: &step::Site) {
        let mut info = SiteInfo {
            method: s.method as u32,
            instr: u32::MAX,
            opcode: 0,
        };
        if let (Ok(bci), Some(code)) = (u32::try_from(s.bci), self.code(s.method as u32)) {
            if let Some(i) = code.instr_at(bci) {
                info.instr = i;
                info.opcode = code.instrs[i as usize].opcode;
            }
        }
        if let Some(slot) = slot(&mut self.sites, s.id) {
            *slot = Some(info);
        }
    }

    /// The method with id `id`.
    #[inline]
    pub fn method(&self, id: u32) -> Option<&MethodInfo> {
        self.methods.get(id as usize)?.as_ref()
    }

    /// The code of method `id`, if it has any.
    #[inline]
    pub fn code(&self, id: u32) -> Option<&MethodCode> {
        self.method(id)?.code.as_deref()
    }

    /// The class with id `id`.
    #[inline]
    pub fn class(&self, id: u32) -> Option<&ClassInfo> {
        self.classes.get(id as usize)?.as_ref()
    }

    /// The site with id `id`.
    #[inline]
    pub fn site(&self, id: u32) -> Option<&SiteInfo> {
        self.sites.get(id as usize)?.as_ref()
    }

    /// Frees the code of method `id`: for a rule that has taken from it
    /// all it needs (its own per-block table).
    pub fn forget_code(&mut self, id: u32) {
        if let Some(Some(info)) = self.methods.get_mut(id as usize) {
            info.code = None;
        }
    }

    /// Frees what is only needed while methods are being added (class-file
    /// bytes) for class `id`: called at its ClassLoad, when all its
    /// methods are known.
    pub fn class_complete(&mut self, id: u32) {
        if let Some(Some(c)) = self.classes.get_mut(id as usize) {
            c.file = None;
        }
    }
}
