//! Bytecode → [`Code`]: one op per instruction, branch targets as op
//! indices, constants folded in. Rejects code that is not well formed
//! (unknown opcodes, truncated instructions, branches off instruction
//! boundaries) with a message for `VerifyError`.

use super::ops::*;
use crate::classfile::{ClassFile, CodeAttr, Constant, ConstantPool, MethodInfo};
use std::cell::Cell;

struct Reader<'a> {
    code: &'a [u8],
    pos: usize,
    /// Start of the instruction being read (for the truncation message).
    start: usize,
    /// Reading a switch: HotSpot reports a switch that does not fit as an
    /// illegal instruction.
    switch: bool,
}

impl Reader<'_> {
    fn u8(&mut self) -> Result<u8, String> {
        let b = *self.code.get(self.pos).ok_or_else(|| {
            if self.switch {
                format!("Illegal instruction found at offset {}", self.start)
            } else {
                format!(
                    "Code stops in the middle of instruction  starting at offset {}",
                    self.start
                )
            }
        })?;
        self.pos += 1;
        Ok(b)
    }
    fn i8(&mut self) -> Result<i8, String> {
        Ok(self.u8()? as i8)
    }
    fn u16(&mut self) -> Result<u16, String> {
        Ok((u16::from(self.u8()?) << 8) | u16::from(self.u8()?))
    }
    fn i16(&mut self) -> Result<i16, String> {
        Ok(self.u16()? as i16)
    }
    fn i32(&mut self) -> Result<i32, String> {
        Ok(((u32::from(self.u16()?) << 16) | u32::from(self.u16()?)) as i32)
    }
}

/// A branch whose target is still a bytecode offset.
enum Pending {
    None,
    Branch(i64),
    Switch,
}

/// What verification needs to know about a method besides its code.
#[derive(Debug, Clone, Copy)]
pub struct Shape<'a> {
    /// Binary name of the declaring class.
    pub class: &'a str,
    /// Binary name of its superclass (`None` for `java.lang.Object`).
    pub super_class: Option<&'a str>,
    /// The method name.
    pub name: &'a str,
    /// The method descriptor (parameter and return kinds).
    pub descriptor: &'a str,
    /// Static methods have no receiver in local 0.
    pub is_static: bool,
    /// The class file's major version (which constants `ldc` may load).
    pub major: u16,
}

/// Decodes and verifies a method of class file `cf` (see [`super::verify`]),
/// without loading other classes: class types are not checked against each
/// other ([`super::reftype::Unchecked`]); the runtime's own decoding does.
pub fn decode_method(cf: &ClassFile, method: &MethodInfo) -> Result<Code, String> {
    let code = method.code.as_ref().ok_or("method has no code")?;
    let shape = Shape {
        class: &cf.this_class,
        super_class: cf.super_class.as_deref(),
        name: &method.name,
        descriptor: &method.descriptor,
        is_static: method.access & crate::classfile::access::STATIC != 0,
        major: cf.major_version,
    };
    decode(code, &cf.pool, shape, &mut super::reftype::Unchecked)
}

/// Whether a decoding error is a `ClassFormatError` (a malformed exception
/// table, as HotSpot reports it) rather than a `VerifyError`.
pub fn is_format_error(msg: &str) -> bool {
    msg.starts_with("Illegal exception table")
}

/// The constant at `idx` must have one of the kinds `ok` accepts.
fn expect_cp(pool: &ConstantPool, idx: u16, ok: impl Fn(&Constant) -> bool) -> Result<u16, String> {
    match pool.get(idx) {
        Ok(c) if ok(c) => Ok(idx),
        _ => Err("Illegal type in constant pool".into()),
    }
}

/// The name and descriptor of the method reference at `idx`, checked: only
/// `invokespecial` may call `<init>`, and nothing calls `<clinit>`.
fn check_invoke(pool: &ConstantPool, idx: u16, special: bool) -> Result<u16, String> {
    let r = pool
        .member_ref(idx)
        .map_err(|_| "Illegal type in constant pool".to_string())?;
    if r.name.starts_with('<') {
        if &*r.name != "<init>" {
            return Err("Illegal call to internal method".into());
        }
        if !special {
            return Err("Must call initializers using invokespecial".into());
        }
    }
    Ok(idx)
}

/// Decodes a method's code and verifies it (structure, then slot kinds and
/// types). `pool` supplies constants and member descriptors, `classes` the
/// classes that reference types are checked against.
pub fn decode(
    attr: &CodeAttr,
    pool: &ConstantPool,
    shape: Shape,
    classes: &mut dyn super::reftype::Hierarchy,
) -> Result<Code, String> {
    let sig = crate::classfile::descriptor::method_sig(shape.descriptor)
        .ok_or_else(|| format!("bad method descriptor {}", shape.descriptor))?;
    let arg_slots = sig.param_slots + u16::from(!shape.is_static);
    let code = &attr.bytecode;
    let mut r = Reader {
        code,
        pos: 0,
        start: 0,
        switch: false,
    };
    let mut ops: Vec<Op> = Vec::new();
    let mut bcis: Vec<u32> = Vec::new();
    let mut pending: Vec<Pending> = Vec::new();
    let mut consts: Vec<u64> = Vec::new();
    // Switches with bytecode-offset targets, fixed up below.
    let mut raw_switches: Vec<(usize, Switch)> = Vec::new();

    while r.pos < code.len() {
        let at = r.pos as i64;
        r.start = r.pos;
        r.switch = false;
        bcis.push(r.pos as u32);
        let opcode = r.u8()?;
        let mut target = Pending::None;
        let op = match opcode {
            0x00 => Op::Nop,
            0x01 => Op::AconstNull,
            0x02..=0x08 => Op::Iconst(i32::from(opcode) - 3),
            0x09 | 0x0a => {
                consts.push((opcode - 0x09) as u64);
                Op::Const2(consts.len() as u32 - 1)
            }
            0x0b..=0x0d => Op::Fconst(f32::from(opcode - 0x0b).to_bits()),
            0x0e | 0x0f => {
                consts.push(f64::from(opcode - 0x0e).to_bits());
                Op::Const2(consts.len() as u32 - 1)
            }
            0x10 => Op::Iconst(i32::from(r.i8()?)),
            0x11 => Op::Iconst(i32::from(r.i16()?)),
            0x12 | 0x13 => {
                let idx = if opcode == 0x12 {
                    u16::from(r.u8()?)
                } else {
                    r.u16()?
                };
                // Class constants from version 49, method types and
                // handles from 51 (JVMS 4.10.1.9 ldc).
                match pool.get(idx) {
                    Ok(Constant::Integer(v)) => Op::Iconst(*v),
                    Ok(Constant::Float(v)) => Op::Fconst(v.to_bits()),
                    Ok(Constant::String(_)) => Op::LdcRef(idx),
                    Ok(Constant::Class(_)) if shape.major >= 49 => Op::LdcRef(idx),
                    Ok(Constant::MethodType(_) | Constant::MethodHandle(..))
                        if shape.major >= 51 =>
                    {
                        Op::LdcRef(idx)
                    }
                    _ => return Err("Illegal type in constant pool".into()),
                }
            }
            0x14 => {
                let idx = r.u16()?;
                let v = match pool.get(idx) {
                    Ok(Constant::Long(v)) => *v as u64,
                    Ok(Constant::Double(v)) => v.to_bits(),
                    _ => return Err("Illegal type in constant pool".into()),
                };
                consts.push(v);
                Op::Const2(consts.len() as u32 - 1)
            }
            0x15 | 0x17 | 0x19 => Op::Load(u16::from(r.u8()?)),
            0x16 | 0x18 => Op::Load2(u16::from(r.u8()?)),
            0x1a..=0x1d => Op::Load(u16::from(opcode - 0x1a)),
            0x1e..=0x21 => Op::Load2(u16::from(opcode - 0x1e)),
            0x22..=0x25 => Op::Load(u16::from(opcode - 0x22)),
            0x26..=0x29 => Op::Load2(u16::from(opcode - 0x26)),
            0x2a..=0x2d => Op::Load(u16::from(opcode - 0x2a)),
            0x2e..=0x35 => Op::ArrayLoad(array_kind(opcode - 0x2e)),
            0x36 | 0x38 | 0x3a => Op::Store(u16::from(r.u8()?)),
            0x37 | 0x39 => Op::Store2(u16::from(r.u8()?)),
            0x3b..=0x3e => Op::Store(u16::from(opcode - 0x3b)),
            0x3f..=0x42 => Op::Store2(u16::from(opcode - 0x3f)),
            0x43..=0x46 => Op::Store(u16::from(opcode - 0x43)),
            0x47..=0x4a => Op::Store2(u16::from(opcode - 0x47)),
            0x4b..=0x4e => Op::Store(u16::from(opcode - 0x4b)),
            0x4f..=0x56 => Op::ArrayStore(array_kind(opcode - 0x4f)),
            0x57 => Op::Pop,
            0x58 => Op::Pop2,
            0x59 => Op::Dup,
            0x5a => Op::DupX1,
            0x5b => Op::DupX2,
            0x5c => Op::Dup2,
            0x5d => Op::Dup2X1,
            0x5e => Op::Dup2X2,
            0x5f => Op::Swap,
            0x60..=0x83 => Op::Arith(ARITH[usize::from(opcode - 0x60)]),
            0x84 => Op::Iinc(u16::from(r.u8()?), i16::from(r.i8()?)),
            0x85..=0x93 => Op::Conv(CONV[usize::from(opcode - 0x85)]),
            0x94 => Op::Lcmp,
            0x95 => Op::Fcmp(false),
            0x96 => Op::Fcmp(true),
            0x97 => Op::Dcmp(false),
            0x98 => Op::Dcmp(true),
            0x99..=0xa6 | 0xa7 | 0xa8 | 0xc6 | 0xc7 => {
                let off = r.i16()?;
                target = Pending::Branch(at + i64::from(off));
                match opcode {
                    0x99..=0x9e => Op::If(COND[usize::from(opcode - 0x99)], 0),
                    0x9f..=0xa4 => Op::IfIcmp(COND[usize::from(opcode - 0x9f)], 0),
                    0xa5 => Op::IfAcmp(true, 0),
                    0xa6 => Op::IfAcmp(false, 0),
                    0xa7 => Op::Goto(0),
                    0xa8 => Op::Jsr(0),
                    0xc6 => Op::IfNull(true, 0),
                    _ => Op::IfNull(false, 0),
                }
            }
            0xa9 => Op::Ret(u16::from(r.u8()?)),
            0xaa | 0xab => {
                r.switch = true;
                while !r.pos.is_multiple_of(4) {
                    r.u8()?;
                }
                let default = at + i64::from(r.i32()?);
                let off = |x: i64| -> u32 { x as u32 };
                let sw = if opcode == 0xaa {
                    let low = r.i32()?;
                    let high = r.i32()?;
                    let n = i64::from(high) - i64::from(low) + 1;
                    if n < 1 || n as usize > code.len() {
                        return Err(format!("Illegal instruction found at offset {at}"));
                    }
                    let n = n as usize;
                    let mut targets = Vec::with_capacity(n);
                    for _ in 0..n {
                        targets.push(off(at + i64::from(r.i32()?)));
                    }
                    Switch::Table {
                        low,
                        targets: targets.into(),
                        default: off(default),
                    }
                } else {
                    let n = r.i32()?;
                    if n < 0 || n as usize > code.len() {
                        return Err(format!("Illegal instruction found at offset {at}"));
                    }
                    let mut pairs = Vec::with_capacity(n as usize);
                    for _ in 0..n {
                        let key = r.i32()?;
                        pairs.push((key, off(at + i64::from(r.i32()?))));
                    }
                    if pairs.windows(2).any(|w| w[0].0 >= w[1].0) {
                        return Err("Unsorted lookup switch".into());
                    }
                    Switch::Lookup {
                        pairs: pairs.into(),
                        default: off(default),
                    }
                };
                raw_switches.push((ops.len(), sw));
                target = Pending::Switch;
                Op::Switch(raw_switches.len() as u32 - 1)
            }
            0xac | 0xae | 0xb0 => Op::Return1,
            0xad | 0xaf => Op::Return2,
            0xb1 => Op::Return,
            0xb2..=0xb5 => {
                let idx = expect_cp(pool, r.u16()?, |c| matches!(c, Constant::FieldRef(..)))?;
                match opcode {
                    0xb2 => Op::GetStatic(idx),
                    0xb3 => Op::PutStatic(idx),
                    0xb4 => Op::GetField(idx),
                    _ => Op::PutField(idx),
                }
            }
            0xb6 => {
                let idx = expect_cp(pool, r.u16()?, |c| matches!(c, Constant::MethodRef(..)))?;
                Op::InvokeVirtual(check_invoke(pool, idx, false)?)
            }
            0xb7 | 0xb8 => {
                // Interface methods (static and private ones, and super
                // calls to defaults) from version 52.
                let idx = expect_cp(pool, r.u16()?, |c| match c {
                    Constant::MethodRef(..) => true,
                    Constant::InterfaceMethodRef(..) => shape.major >= 52,
                    _ => false,
                })?;
                if opcode == 0xb7 {
                    Op::InvokeSpecial(check_invoke(pool, idx, true)?)
                } else {
                    Op::InvokeStatic(check_invoke(pool, idx, false)?)
                }
            }
            0xb9 => {
                let idx = expect_cp(pool, r.u16()?, |c| {
                    matches!(c, Constant::InterfaceMethodRef(..))
                })?;
                let count = r.u8()?;
                let zero = r.u8()?;
                check_invoke(pool, idx, false)?;
                let desc = pool.member_ref(idx).map_err(|e| e.to_string())?.descriptor;
                let slots = crate::classfile::descriptor::method_sig(&desc)
                    .map(|s| u32::from(s.param_slots) + 1)
                    .ok_or_else(|| format!("bad method descriptor {desc}"))?;
                if u32::from(count) != slots {
                    return Err("Inconsistent args_size for invokeinterface".into());
                }
                if zero != 0 {
                    return Err("Fourth operand byte of invokeinterface must be zero".into());
                }
                Op::InvokeInterface(idx)
            }
            0xba => {
                let idx = expect_cp(pool, r.u16()?, |c| matches!(c, Constant::InvokeDynamic(..)))?;
                if shape.major < 51 {
                    return Err(format!("Illegal instruction found at offset {at}"));
                }
                if r.u16()? != 0 {
                    return Err(
                        "Third and fourth operand bytes of invokedynamic must be zero".into(),
                    );
                }
                Op::InvokeDynamic(idx)
            }
            0xbb => {
                let idx = expect_cp(pool, r.u16()?, |c| matches!(c, Constant::Class(_)))?;
                if pool.class_name(idx).is_ok_and(|n| n.starts_with('[')) {
                    return Err("Illegal creation of multi-dimensional array".into());
                }
                Op::New(idx)
            }
            0xbc => {
                let t = r.u8()?;
                if !(4..=11).contains(&t) {
                    return Err(format!("newarray of bad type {t}"));
                }
                Op::NewArray(t)
            }
            0xbd => {
                let idx = expect_cp(pool, r.u16()?, |c| matches!(c, Constant::Class(_)))?;
                if pool
                    .class_name(idx)
                    .is_ok_and(|n| n.bytes().take_while(|&b| b == b'[').count() >= 255)
                {
                    return Err("Array with too many dimensions".into());
                }
                Op::ANewArray(idx)
            }
            0xbe => Op::ArrayLength,
            0xbf => Op::Athrow,
            0xc0 => Op::CheckCast(expect_cp(pool, r.u16()?, |c| {
                matches!(c, Constant::Class(_))
            })?),
            0xc1 => Op::InstanceOf(expect_cp(pool, r.u16()?, |c| {
                matches!(c, Constant::Class(_))
            })?),
            0xc2 => Op::MonitorEnter,
            0xc3 => Op::MonitorExit,
            0xc4 => {
                let inner = r.u8()?;
                let idx = r.u16()?;
                match inner {
                    0x15 | 0x17 | 0x19 => Op::Load(idx),
                    0x16 | 0x18 => Op::Load2(idx),
                    0x36 | 0x38 | 0x3a => Op::Store(idx),
                    0x37 | 0x39 => Op::Store2(idx),
                    0xa9 => Op::Ret(idx),
                    0x84 => Op::Iinc(idx, r.i16()?),
                    _ => return Err(format!("wide applied to opcode {inner:#04x}")),
                }
            }
            0xc5 => {
                let idx = expect_cp(pool, r.u16()?, |c| matches!(c, Constant::Class(_)))?;
                let dims = r.u8()?;
                if dims == 0 {
                    return Err("Illegal dimension argument".into());
                }
                let depth = pool
                    .class_name(idx)
                    .map(|n| n.bytes().take_while(|&b| b == b'[').count())
                    .unwrap_or(0);
                if depth < usize::from(dims) {
                    return Err("Dimensions of array class too large".into());
                }
                Op::MultiANewArray(idx, dims)
            }
            0xc8 | 0xc9 => {
                let off = r.i32()?;
                target = Pending::Branch(at + i64::from(off));
                if opcode == 0xc8 {
                    Op::Goto(0)
                } else {
                    Op::Jsr(0)
                }
            }
            _ => return Err(format!("Illegal instruction found at offset {at}")),
        };
        ops.push(op);
        pending.push(target);
    }

    let to_op = |bci: i64| -> Result<u32, String> {
        if !(0..i64::from(u32::MAX)).contains(&bci) {
            return Err("Illegal target of jump or branch".into());
        }
        bcis.binary_search(&(bci as u32))
            .map(|i| i as u32)
            .map_err(|_| "Illegal target of jump or branch".to_string())
    };
    for (i, p) in pending.iter().enumerate() {
        if let Pending::Branch(t) = p {
            let t = to_op(*t)?;
            ops[i] = match ops[i] {
                Op::If(c, _) => Op::If(c, t),
                Op::IfIcmp(c, _) => Op::IfIcmp(c, t),
                Op::IfAcmp(e, _) => Op::IfAcmp(e, t),
                Op::IfNull(n, _) => Op::IfNull(n, t),
                Op::Jsr(_) => Op::Jsr(t),
                _ => Op::Goto(t),
            };
        }
    }
    let mut switches = Vec::with_capacity(raw_switches.len());
    for (_, sw) in raw_switches {
        // HotSpot's message, for lookupswitch too.
        let to_op = |bci: i64| to_op(bci).map_err(|_| "Illegal branch in tableswitch".to_string());
        switches.push(match sw {
            Switch::Table {
                low,
                targets,
                default,
            } => Switch::Table {
                low,
                targets: targets
                    .iter()
                    .map(|&t| to_op(i64::from(t as i32)))
                    .collect::<Result<_, _>>()?,
                default: to_op(i64::from(default as i32))?,
            },
            Switch::Lookup { pairs, default } => Switch::Lookup {
                pairs: pairs
                    .iter()
                    .map(|&(k, t)| Ok((k, to_op(i64::from(t as i32))?)))
                    .collect::<Result<_, String>>()?,
                default: to_op(i64::from(default as i32))?,
            },
        });
    }
    // Falling off the end: the last instruction must not continue.
    match ops.last() {
        Some(Op::Return | Op::Return1 | Op::Return2 | Op::Athrow | Op::Goto(_) | Op::Ret(_))
        | Some(Op::Switch(_)) => {}
        _ => return Err("Falling off the end of the code".into()),
    }

    let end_op = ops.len() as u32;
    let mut handlers = Vec::with_capacity(attr.handlers.len());
    for h in &attr.handlers {
        let range = |_| "Illegal exception table range".to_string();
        let start = to_op(i64::from(h.start_pc)).map_err(range)?;
        let end = if usize::from(h.end_pc) == code.len() {
            end_op
        } else {
            to_op(i64::from(h.end_pc)).map_err(range)?
        };
        if start >= end {
            return Err("Illegal exception table range".into());
        }
        let handler = to_op(i64::from(h.handler_pc))
            .map_err(|_| "Illegal exception table handler".to_string())?;
        if h.catch_type != 0 {
            expect_cp(pool, h.catch_type, |c| matches!(c, Constant::Class(_)))
                .map_err(|_| "Catch type is not a subclass of Throwable".to_string())?;
        }
        handlers.push(Handler {
            start,
            end,
            handler,
            catch_type: h.catch_type,
        });
    }

    let leaders = block_leaders(&ops, &switches, &handlers);
    super::typecheck::check(
        &super::typecheck::Method {
            code,
            bcis: &bcis,
            ops: &ops,
            switches: &switches,
            handlers: &handlers,
            leaders: &leaders,
            pool,
            class: shape.class,
            super_class: shape.super_class,
            name: shape.name,
            descriptor: shape.descriptor,
            is_static: shape.is_static,
            max_locals: attr.max_locals,
            max_stack: attr.max_stack,
        },
        classes,
    )?;
    let depth = super::verify::verify(
        &ops,
        &switches,
        &handlers,
        pool,
        attr.max_stack,
        attr.max_locals,
        arg_slots,
    )?;
    let blocks = block_numbers(&leaders);
    Ok(Code {
        blocks,
        depth,
        site_ref: ops.iter().map(|_| SiteRef::default()).collect(),
        icache: ops.iter().map(|_| Cell::new((0, 0))).collect(),
        local_src: vec![super::ops::NOT_SOURCED; ops.len()].into(),
        leaders,
        ops: ops.into_iter().map(Cell::new).collect(),
        bci: bcis.into(),
        consts: consts.into(),
        switches: switches.into(),
        handlers: handlers.into(),
        max_locals: attr.max_locals,
        max_stack: attr.max_stack,
        maps: std::cell::OnceCell::new(),
        block_ops: Box::new([]),
        opcodes: Box::new([]),
    })
}

/// Per op, the number of the basic block it belongs to (blocks numbered
/// 0, 1, ... in bytecode order): the `BlockEnter.block` of trace events,
/// computed once per method when its code is decoded. The analyzer's
/// derivation, shared so that the two cannot diverge.
pub use analyzer::program::blocks::block_numbers;

/// Marks the first op of every basic block (see [`Code::leaders`]) with
/// the analyzer's derivation ([`analyzer::program::blocks::block_leaders`]),
/// which derives the same table from the class file for offline analysis.
fn block_leaders(ops: &[Op], switches: &[Switch], handlers: &[Handler]) -> Box<[bool]> {
    analyzer::program::blocks::block_leaders(
        ops.len(),
        handlers.iter().map(|h| h.handler as usize),
        |i, target| match ops[i] {
            Op::If(_, t)
            | Op::IfIcmp(_, t)
            | Op::IfAcmp(_, t)
            | Op::IfNull(_, t)
            | Op::Goto(t)
            | Op::Jsr(t) => {
                target(t as usize);
                true
            }
            Op::Switch(s) => {
                for t in switches[s as usize].all_targets() {
                    target(t as usize);
                }
                true
            }
            Op::Return
            | Op::Return1
            | Op::Return2
            | Op::Athrow
            | Op::Ret(_)
            | Op::InvokeVirtual(_)
            | Op::InvokeSpecial(_)
            | Op::InvokeStatic(_)
            | Op::InvokeInterface(_)
            | Op::InvokeDynamic(_) => true,
            _ => false,
        },
    )
}

fn array_kind(i: u8) -> ArrayKind {
    [
        ArrayKind::Int,
        ArrayKind::Long,
        ArrayKind::Float,
        ArrayKind::Double,
        ArrayKind::Ref,
        ArrayKind::Byte,
        ArrayKind::Char,
        ArrayKind::Short,
    ][usize::from(i)]
}

const COND: [Cond; 6] = [Cond::Eq, Cond::Ne, Cond::Lt, Cond::Ge, Cond::Gt, Cond::Le];

const CONV: [Conv; 15] = [
    Conv::I2l,
    Conv::I2f,
    Conv::I2d,
    Conv::L2i,
    Conv::L2f,
    Conv::L2d,
    Conv::F2i,
    Conv::F2l,
    Conv::F2d,
    Conv::D2i,
    Conv::D2l,
    Conv::D2f,
    Conv::I2b,
    Conv::I2c,
    Conv::I2s,
];

const ARITH: [Arith; 36] = {
    use Arith::*;
    [
        Iadd, Ladd, Fadd, Dadd, Isub, Lsub, Fsub, Dsub, Imul, Lmul, Fmul, Dmul, Idiv, Ldiv, Fdiv,
        Ddiv, Irem, Lrem, Frem, Drem, Ineg, Lneg, Fneg, Dneg, Ishl, Lshl, Ishr, Lshr, Iushr, Lushr,
        Iand, Land, Ior, Lor, Ixor, Lxor,
    ]
};
