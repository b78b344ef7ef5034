//! A small class-file writer, for the classes the VM makes itself (lambda
//! proxies, string-concatenation and record helpers for `invokedynamic`).
//! Generated classes go through the same parser, verifier and loader as
//! classes from disk.

use super::access;
use std::collections::HashMap;

/// Builds a class file.
#[derive(Debug, Default)]
pub struct ClassWriter {
    pool: Vec<Vec<u8>>,
    index: HashMap<Vec<u8>, u16>,
    access: u16,
    this_class: u16,
    super_class: u16,
    interfaces: Vec<u16>,
    fields: Vec<Vec<u8>>,
    methods: Vec<Vec<u8>>,
    major: u16,
}

impl ClassWriter {
    /// A writer for class `name` (binary name) extending `super_name`.
    pub fn new(name: &str, super_name: &str, access_flags: u16) -> ClassWriter {
        let mut w = ClassWriter {
            access: access_flags,
            ..ClassWriter::default()
        };
        w.this_class = w.class(name);
        w.super_class = w.class(super_name);
        w
    }

    fn entry(&mut self, bytes: Vec<u8>) -> u16 {
        if let Some(&i) = self.index.get(&bytes) {
            return i;
        }
        let i = self.pool.len() as u16 + 1;
        self.pool.push(bytes.clone());
        self.index.insert(bytes, i);
        i
    }

    /// A `CONSTANT_Utf8` holding `s`.
    pub fn utf8(&mut self, s: &str) -> u16 {
        let units: Vec<u16> = s.encode_utf16().collect();
        self.utf8_units(&units)
    }

    /// A `CONSTANT_Utf8` holding these UTF-16 units, in modified UTF-8
    /// (NUL as two bytes, each surrogate as three).
    pub fn utf8_units(&mut self, units: &[u16]) -> u16 {
        let mut enc = Vec::with_capacity(units.len());
        for &u in units {
            match u {
                1..=0x7f => enc.push(u as u8),
                0 | 0x80..=0x7ff => {
                    enc.push(0xc0 | (u >> 6) as u8);
                    enc.push(0x80 | (u & 0x3f) as u8);
                }
                _ => {
                    enc.push(0xe0 | (u >> 12) as u8);
                    enc.push(0x80 | ((u >> 6) & 0x3f) as u8);
                    enc.push(0x80 | (u & 0x3f) as u8);
                }
            }
        }
        let mut b = vec![1];
        b.extend_from_slice(&(enc.len() as u16).to_be_bytes());
        b.extend_from_slice(&enc);
        self.entry(b)
    }

    /// Sets the class-file major version written by [`ClassWriter::finish`]
    /// (default 52).
    pub fn set_major_version(&mut self, major: u16) {
        self.major = major;
    }

    /// A `CONSTANT_Integer`.
    pub fn integer(&mut self, v: i32) -> u16 {
        let mut b = vec![3];
        b.extend_from_slice(&v.to_be_bytes());
        self.entry(b)
    }

    /// A `CONSTANT_Long` (which takes two constant-pool indices).
    pub fn long(&mut self, v: i64) -> u16 {
        let mut b = vec![5];
        b.extend_from_slice(&v.to_be_bytes());
        let before = self.pool.len();
        let i = self.entry(b);
        if self.pool.len() > before {
            // The unusable index after a long: written as nothing.
            self.pool.push(Vec::new());
        }
        i
    }

    /// A `CONSTANT_Class`.
    pub fn class(&mut self, name: &str) -> u16 {
        let n = self.utf8(name);
        let mut b = vec![7];
        b.extend_from_slice(&n.to_be_bytes());
        self.entry(b)
    }

    /// A `CONSTANT_String` with these UTF-16 contents.
    pub fn string(&mut self, s: &[u16]) -> u16 {
        let n = self.utf8_units(s);
        let mut b = vec![8];
        b.extend_from_slice(&n.to_be_bytes());
        self.entry(b)
    }

    fn name_and_type(&mut self, name: &str, desc: &str) -> u16 {
        let n = self.utf8(name);
        let d = self.utf8(desc);
        let mut b = vec![12];
        b.extend_from_slice(&n.to_be_bytes());
        b.extend_from_slice(&d.to_be_bytes());
        self.entry(b)
    }

    fn member(&mut self, tag: u8, class: &str, name: &str, desc: &str) -> u16 {
        let c = self.class(class);
        let nt = self.name_and_type(name, desc);
        let mut b = vec![tag];
        b.extend_from_slice(&c.to_be_bytes());
        b.extend_from_slice(&nt.to_be_bytes());
        self.entry(b)
    }

    /// A `CONSTANT_Fieldref`.
    pub fn field_ref(&mut self, class: &str, name: &str, desc: &str) -> u16 {
        self.member(9, class, name, desc)
    }

    /// A `CONSTANT_Methodref` (or `InterfaceMethodref` when `interface`).
    pub fn method_ref(&mut self, class: &str, name: &str, desc: &str, interface: bool) -> u16 {
        self.member(if interface { 11 } else { 10 }, class, name, desc)
    }

    /// Adds a direct superinterface.
    pub fn add_interface(&mut self, name: &str) {
        let c = self.class(name);
        if !self.interfaces.contains(&c) {
            self.interfaces.push(c);
        }
    }

    /// Adds a field.
    pub fn add_field(&mut self, access_flags: u16, name: &str, desc: &str) {
        let n = self.utf8(name);
        let d = self.utf8(desc);
        let mut b = Vec::new();
        b.extend_from_slice(&access_flags.to_be_bytes());
        b.extend_from_slice(&n.to_be_bytes());
        b.extend_from_slice(&d.to_be_bytes());
        b.extend_from_slice(&0u16.to_be_bytes());
        self.fields.push(b);
    }

    /// Adds a method with the given bytecode.
    pub fn add_method(&mut self, access_flags: u16, name: &str, desc: &str, code: &Code) {
        let n = self.utf8(name);
        let d = self.utf8(desc);
        let code_name = self.utf8("Code");
        let mut b = Vec::new();
        b.extend_from_slice(&access_flags.to_be_bytes());
        b.extend_from_slice(&n.to_be_bytes());
        b.extend_from_slice(&d.to_be_bytes());
        b.extend_from_slice(&1u16.to_be_bytes());
        b.extend_from_slice(&code_name.to_be_bytes());
        let len = 2 + 2 + 4 + code.bytes.len() + 2 + 8 * code.handlers.len() + 2;
        b.extend_from_slice(&(len as u32).to_be_bytes());
        b.extend_from_slice(&code.max_stack.to_be_bytes());
        b.extend_from_slice(&code.max_locals.to_be_bytes());
        b.extend_from_slice(&(code.bytes.len() as u32).to_be_bytes());
        b.extend_from_slice(&code.bytes);
        b.extend_from_slice(&(code.handlers.len() as u16).to_be_bytes());
        for h in &code.handlers {
            for v in h {
                b.extend_from_slice(&v.to_be_bytes());
            }
        }
        b.extend_from_slice(&0u16.to_be_bytes());
        self.methods.push(b);
    }

    /// The finished class file (version 52.0 unless set otherwise).
    pub fn finish(self) -> Vec<u8> {
        let mut out = Vec::new();
        out.extend_from_slice(&0xCAFE_BABEu32.to_be_bytes());
        out.extend_from_slice(&0u16.to_be_bytes());
        let major = if self.major == 0 { 52 } else { self.major };
        out.extend_from_slice(&major.to_be_bytes());
        out.extend_from_slice(&(self.pool.len() as u16 + 1).to_be_bytes());
        for e in &self.pool {
            out.extend_from_slice(e);
        }
        out.extend_from_slice(&(self.access | access::SYNCHRONIZED).to_be_bytes());
        out.extend_from_slice(&self.this_class.to_be_bytes());
        out.extend_from_slice(&self.super_class.to_be_bytes());
        out.extend_from_slice(&(self.interfaces.len() as u16).to_be_bytes());
        for i in &self.interfaces {
            out.extend_from_slice(&i.to_be_bytes());
        }
        out.extend_from_slice(&(self.fields.len() as u16).to_be_bytes());
        for f in &self.fields {
            out.extend_from_slice(f);
        }
        out.extend_from_slice(&(self.methods.len() as u16).to_be_bytes());
        for m in &self.methods {
            out.extend_from_slice(m);
        }
        out.extend_from_slice(&0u16.to_be_bytes());
        out
    }
}

/// Bytecode being assembled, with its stack and local sizes tracked by the
/// caller.
#[derive(Debug, Default, Clone)]
pub struct Code {
    /// The instructions.
    pub bytes: Vec<u8>,
    /// Maximum operand-stack depth.
    pub max_stack: u16,
    /// Local-variable slots.
    pub max_locals: u16,
    /// Exception table: `[start_pc, end_pc, handler_pc, catch_type]`.
    pub handlers: Vec<[u16; 4]>,
}

impl Code {
    /// Appends an instruction without operands.
    pub fn op(&mut self, opcode: u8) -> &mut Self {
        self.bytes.push(opcode);
        self
    }

    /// Appends an instruction with a u16 operand (constant-pool index, …).
    pub fn op_u16(&mut self, opcode: u8, operand: u16) -> &mut Self {
        self.bytes.push(opcode);
        self.bytes.extend_from_slice(&operand.to_be_bytes());
        self
    }

    /// Appends a load or store of local `index` with the given base opcode
    /// (`iload` 0x15, `istore` 0x36, …), using `wide` when needed.
    pub fn local(&mut self, opcode: u8, index: u16) -> &mut Self {
        if index > 255 {
            self.bytes.push(0xc4);
            self.op_u16(opcode, index)
        } else {
            self.bytes.push(opcode);
            self.bytes.push(index as u8);
            self
        }
    }

    /// Appends `invokeinterface` with its argument-slot count.
    pub fn invokeinterface(&mut self, index: u16, arg_slots: u8) -> &mut Self {
        self.op_u16(0xb9, index);
        self.bytes.push(arg_slots);
        self.bytes.push(0);
        self
    }

    /// Appends a branch with a 16-bit offset to be patched; returns its position.
    pub fn branch(&mut self, opcode: u8) -> usize {
        let at = self.bytes.len();
        self.op_u16(opcode, 0);
        at
    }

    /// Points the branch at `at` to the current end of the code.
    pub fn patch_here(&mut self, at: usize) {
        let off = (self.bytes.len() - at) as i16;
        self.bytes[at + 1..at + 3].copy_from_slice(&off.to_be_bytes());
    }
}
