//! A minimal class-file reader: just what the program model needs from the
//! class-file bytes a trace embeds — the constant pool (to find the
//! descriptor of a field reference) and each method's `Code` attribute
//! (bytecode and exception table). Everything else is skipped.

/// Why a class file could not be read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ClassFileError(pub String);

impl std::fmt::Display for ClassFileError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "bad class file: {}", self.0)
    }
}

impl std::error::Error for ClassFileError {}

/// One entry of a method's exception table (bytecode offsets).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Handler {
    /// First covered bytecode index.
    pub start: u32,
    /// End of the covered range (exclusive).
    pub end: u32,
    /// Bytecode index of the handler.
    pub handler: u32,
}

/// A method's `Code` attribute.
#[derive(Debug, Clone, Default)]
pub struct CodeAttr {
    /// The bytecode.
    pub code: Vec<u8>,
    /// The exception table.
    pub handlers: Vec<Handler>,
}

/// A method as declared in the class file.
#[derive(Debug, Clone)]
pub struct MethodDecl {
    /// Its `Code` attribute; `None` for abstract and native methods.
    pub code: Option<CodeAttr>,
}

/// The parts of a class file the analyzer uses.
#[derive(Debug, Clone, Default)]
pub struct ClassFile {
    /// Byte offset of each constant-pool entry (index 0 and the second
    /// slots of long/double constants: `usize::MAX`).
    cp: Vec<usize>,
    bytes: Vec<u8>,
    /// The methods, in class-file order (the `Method.index` of traces).
    pub methods: Vec<MethodDecl>,
}

struct Cursor<'a> {
    b: &'a [u8],
    pos: usize,
}

impl Cursor<'_> {
    fn take(&mut self, n: usize) -> Result<&[u8], ClassFileError> {
        let end = self.pos.checked_add(n).filter(|&e| e <= self.b.len());
        let end = end.ok_or_else(|| ClassFileError("truncated".into()))?;
        let s = &self.b[self.pos..end];
        self.pos = end;
        Ok(s)
    }
    fn u8(&mut self) -> Result<u8, ClassFileError> {
        Ok(self.take(1)?[0])
    }
    fn u16(&mut self) -> Result<u16, ClassFileError> {
        let s = self.take(2)?;
        Ok(u16::from_be_bytes([s[0], s[1]]))
    }
    fn u32(&mut self) -> Result<u32, ClassFileError> {
        let s = self.take(4)?;
        Ok(u32::from_be_bytes([s[0], s[1], s[2], s[3]]))
    }
}

impl ClassFile {
    /// Reads `bytes` (a complete class file).
    pub fn parse(bytes: &[u8]) -> Result<ClassFile, ClassFileError> {
        let mut c = Cursor { b: bytes, pos: 0 };
        if c.u32()? != 0xCAFE_BABE {
            return Err(ClassFileError("no magic number".into()));
        }
        c.take(4)?; // minor, major
        let count = usize::from(c.u16()?);
        let mut cp = vec![usize::MAX; count.max(1)];
        let mut i = 1;
        while i < count {
            cp[i] = c.pos;
            let tag = c.u8()?;
            let len = match tag {
                1 => usize::from(c.u16()?),
                3 | 4 | 9 | 10 | 11 | 12 | 17 | 18 => 4,
                5 | 6 => 8,
                7 | 8 | 16 | 19 | 20 => 2,
                15 => 3,
                t => return Err(ClassFileError(format!("constant tag {t}"))),
            };
            c.take(len)?;
            i += if tag == 5 || tag == 6 { 2 } else { 1 };
        }
        c.take(6)?; // access, this, super
        let n = usize::from(c.u16()?);
        c.take(2 * n)?;
        let mut file = ClassFile {
            cp,
            bytes: Vec::new(),
            methods: Vec::new(),
        };
        let fields = c.u16()?;
        for _ in 0..fields {
            c.take(6)?;
            skip_attributes(&mut c)?;
        }
        let methods = c.u16()?;
        for _ in 0..methods {
            c.take(6)?;
            let mut code = None;
            for _ in 0..c.u16()? {
                let name = c.u16()?;
                let len = c.u32()? as usize;
                let body = c.take(len)?;
                if file.utf8_in(bytes, name) == Some(b"Code".as_slice()) {
                    code = Some(parse_code(body)?);
                }
            }
            file.methods.push(MethodDecl { code });
        }
        file.bytes = bytes.to_vec();
        Ok(file)
    }

    fn utf8_in<'b>(&self, bytes: &'b [u8], index: u16) -> Option<&'b [u8]> {
        let at = *self.cp.get(usize::from(index))?;
        if at == usize::MAX || *bytes.get(at)? != 1 {
            return None;
        }
        let len = usize::from(u16::from_be_bytes([
            *bytes.get(at + 1)?,
            *bytes.get(at + 2)?,
        ]));
        bytes.get(at + 3..at + 3 + len)
    }

    fn u16_at(&self, at: usize) -> Option<u16> {
        Some(u16::from_be_bytes([
            *self.bytes.get(at)?,
            *self.bytes.get(at + 1)?,
        ]))
    }

    /// The descriptor of the field named by the `Fieldref` constant at
    /// `index` (e.g. `I`, `Ljava/lang/String;`).
    pub fn field_ref_descriptor(&self, index: u16) -> Option<&[u8]> {
        self.ref_descriptor(index, &[9])
    }

    /// The descriptor of the field, method or interface method named by
    /// the `Fieldref`, `Methodref`, `InterfaceMethodref` or
    /// `InvokeDynamic` constant at `index`.
    pub fn member_ref_descriptor(&self, index: u16) -> Option<&[u8]> {
        self.ref_descriptor(index, &[9, 10, 11, 18])
    }

    /// The descriptor of a constant with one of the tags `tags` whose
    /// second u16 names a NameAndType.
    fn ref_descriptor(&self, index: u16, tags: &[u8]) -> Option<&[u8]> {
        let at = *self.cp.get(usize::from(index))?;
        if at == usize::MAX || !tags.contains(self.bytes.get(at)?) {
            return None;
        }
        let nat = *self.cp.get(usize::from(self.u16_at(at + 3)?))?;
        if nat == usize::MAX || *self.bytes.get(nat)? != 12 {
            return None;
        }
        self.utf8_in(&self.bytes, self.u16_at(nat + 3)?)
    }
}

fn skip_attributes(c: &mut Cursor<'_>) -> Result<(), ClassFileError> {
    for _ in 0..c.u16()? {
        c.take(2)?;
        let len = c.u32()? as usize;
        c.take(len)?;
    }
    Ok(())
}

fn parse_code(body: &[u8]) -> Result<CodeAttr, ClassFileError> {
    let mut c = Cursor { b: body, pos: 0 };
    c.take(4)?; // max_stack, max_locals
    let len = c.u32()? as usize;
    let code = c.take(len)?.to_vec();
    let n = c.u16()?;
    let mut handlers = Vec::with_capacity(usize::from(n));
    for _ in 0..n {
        let start = u32::from(c.u16()?);
        let end = u32::from(c.u16()?);
        let handler = u32::from(c.u16()?);
        c.take(2)?; // catch type
        handlers.push(Handler {
            start,
            end,
            handler,
        });
    }
    Ok(CodeAttr { code, handlers })
}
