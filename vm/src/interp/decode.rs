//! Bytecode → [`Code`]: one op per instruction, branch targets as op
//! indices, constants folded in. Rejects code that is not well formed
//! (unknown opcodes, truncated instructions, branches off instruction
//! boundaries) with a message for `VerifyError`.

use super::ops::*;
use crate::classfile::{CodeAttr, Constant, ConstantPool, MethodInfo};
use std::cell::Cell;

struct Reader<'a> {
    code: &'a [u8],
    pos: usize,
}

impl Reader<'_> {
    fn u8(&mut self) -> Result<u8, String> {
        let b = *self
            .code
            .get(self.pos)
            .ok_or_else(|| "instruction runs past the end of the code".to_string())?;
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

/// Decodes and verifies a method's code (see [`super::verify`]).
pub fn decode_method(method: &MethodInfo, pool: &ConstantPool) -> Result<Code, String> {
    let code = method.code.as_ref().ok_or("method has no code")?;
    let sig = crate::classfile::descriptor::method_sig(&method.descriptor)
        .ok_or_else(|| format!("bad method descriptor {}", method.descriptor))?;
    let receiver = u16::from(method.access & crate::classfile::access::STATIC == 0);
    decode(code, pool, sig.param_slots + receiver)
}

/// Decodes a method's code and verifies its structure. `pool` supplies
/// constants and member descriptors; `arg_slots` counts the receiver.
pub fn decode(attr: &CodeAttr, pool: &ConstantPool, arg_slots: u16) -> Result<Code, String> {
    let code = &attr.bytecode;
    let mut r = Reader { code, pos: 0 };
    let mut ops: Vec<Op> = Vec::new();
    let mut bcis: Vec<u32> = Vec::new();
    let mut pending: Vec<Pending> = Vec::new();
    let mut consts: Vec<u64> = Vec::new();
    // Switches with bytecode-offset targets, fixed up below.
    let mut raw_switches: Vec<(usize, Switch)> = Vec::new();

    while r.pos < code.len() {
        let at = r.pos as i64;
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
                match pool.get(idx).map_err(|e| e.to_string())? {
                    Constant::Integer(v) => Op::Iconst(*v),
                    Constant::Float(v) => Op::Fconst(v.to_bits()),
                    Constant::String(_)
                    | Constant::Class(_)
                    | Constant::MethodType(_)
                    | Constant::MethodHandle(..) => Op::LdcRef(idx),
                    _ => return Err(format!("ldc of a bad constant at index {idx}")),
                }
            }
            0x14 => {
                let idx = r.u16()?;
                let v = match pool.get(idx).map_err(|e| e.to_string())? {
                    Constant::Long(v) => *v as u64,
                    Constant::Double(v) => v.to_bits(),
                    _ => return Err(format!("ldc2_w of a bad constant at index {idx}")),
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
                while !r.pos.is_multiple_of(4) {
                    r.u8()?;
                }
                let default = at + i64::from(r.i32()?);
                let off = |x: i64| -> u32 { x as u32 };
                let sw = if opcode == 0xaa {
                    let low = r.i32()?;
                    let high = r.i32()?;
                    if high < low {
                        return Err("tableswitch with high < low".into());
                    }
                    let n = (i64::from(high) - i64::from(low) + 1) as usize;
                    if n > code.len() {
                        return Err("tableswitch larger than the code".into());
                    }
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
                        return Err("lookupswitch with a bad pair count".into());
                    }
                    let mut pairs = Vec::with_capacity(n as usize);
                    for _ in 0..n {
                        let key = r.i32()?;
                        pairs.push((key, off(at + i64::from(r.i32()?))));
                    }
                    if pairs.windows(2).any(|w| w[0].0 >= w[1].0) {
                        return Err("lookupswitch keys are not sorted".into());
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
            0xb2 => Op::GetStatic(r.u16()?),
            0xb3 => Op::PutStatic(r.u16()?),
            0xb4 => Op::GetField(r.u16()?),
            0xb5 => Op::PutField(r.u16()?),
            0xb6 => Op::InvokeVirtual(r.u16()?),
            0xb7 => Op::InvokeSpecial(r.u16()?),
            0xb8 => Op::InvokeStatic(r.u16()?),
            0xb9 => {
                let idx = r.u16()?;
                r.u8()?;
                r.u8()?;
                Op::InvokeInterface(idx)
            }
            0xba => {
                let idx = r.u16()?;
                r.u16()?;
                Op::InvokeDynamic(idx)
            }
            0xbb => Op::New(r.u16()?),
            0xbc => {
                let t = r.u8()?;
                if !(4..=11).contains(&t) {
                    return Err(format!("newarray of bad type {t}"));
                }
                Op::NewArray(t)
            }
            0xbd => Op::ANewArray(r.u16()?),
            0xbe => Op::ArrayLength,
            0xbf => Op::Athrow,
            0xc0 => Op::CheckCast(r.u16()?),
            0xc1 => Op::InstanceOf(r.u16()?),
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
                let idx = r.u16()?;
                let dims = r.u8()?;
                if dims == 0 {
                    return Err("multianewarray with 0 dimensions".into());
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
            _ => {
                return Err(format!(
                    "illegal opcode {opcode:#04x} at bytecode index {at}"
                ))
            }
        };
        ops.push(op);
        pending.push(target);
    }

    let to_op = |bci: i64| -> Result<u32, String> {
        if bci < 0 {
            return Err(format!("branch target {bci} outside the code"));
        }
        bcis.binary_search(&(bci as u32))
            .map(|i| i as u32)
            .map_err(|_| format!("branch target {bci} is not an instruction boundary"))
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
        _ => return Err("falling off the end of the code".into()),
    }

    let end_op = ops.len() as u32;
    let mut handlers = Vec::with_capacity(attr.handlers.len());
    for h in &attr.handlers {
        let start = to_op(i64::from(h.start_pc))?;
        let end = if usize::from(h.end_pc) == code.len() {
            end_op
        } else {
            to_op(i64::from(h.end_pc))?
        };
        if start >= end {
            return Err("exception handler with an empty range".into());
        }
        handlers.push(Handler {
            start,
            end,
            handler: to_op(i64::from(h.handler_pc))?,
            catch_type: h.catch_type,
        });
    }

    let depth = super::verify::verify(
        &ops,
        &switches,
        &handlers,
        pool,
        attr.max_stack,
        attr.max_locals,
        arg_slots,
    )?;
    let leaders = block_leaders(&ops, &switches, &handlers);
    let blocks = block_numbers(&leaders);
    Ok(Code {
        blocks,
        depth,
        site_ref: ops.iter().map(|_| Cell::new(0)).collect(),
        leaders,
        ops: ops.into_iter().map(Cell::new).collect(),
        bci: bcis.into(),
        consts: consts.into(),
        switches: switches.into(),
        handlers: handlers.into(),
        max_locals: attr.max_locals,
        max_stack: attr.max_stack,
        maps: std::cell::OnceCell::new(),
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
