//! Structural verification of decoded code: the operand-stack depth at
//! every op (no underflow, no overflow past `max_stack`, the same depth on
//! every path into an op), local-variable indices within `max_locals`, and
//! arguments that fit in the locals. This is what lets the interpreter index
//! its stack without bounds checks. Slot kinds are checked afterwards by
//! [`super::typecheck`]. Messages are those of HotSpot's type-inference
//! verifier.

use super::ops::{Arith, ArrayKind, Conv, Op, Switch};
use crate::classfile::descriptor::{self, Kind};
use crate::classfile::{Constant, ConstantPool};

/// Stack effect of one op: slots it needs on the stack, slots it leaves.
pub(crate) struct Effect {
    pub(crate) pops: u16,
    pub(crate) pushes: u16,
}

fn eff(pops: u16, pushes: u16) -> Effect {
    Effect { pops, pushes }
}

fn field_slots(pool: &ConstantPool, idx: u16) -> Result<u16, String> {
    let r = pool.member_ref(idx).map_err(|e| e.to_string())?;
    descriptor::field_kind(&r.descriptor)
        .map(Kind::slots)
        .ok_or_else(|| format!("bad field descriptor {}", r.descriptor))
}

fn method_slots(pool: &ConstantPool, idx: u16, receiver: bool) -> Result<Effect, String> {
    let desc = match pool.get(idx).map_err(|e| e.to_string())? {
        Constant::InvokeDynamic(_, nt) => pool
            .name_and_type(*nt)
            .map_err(|e| e.to_string())?
            .1
            .clone(),
        _ => pool.member_ref(idx).map_err(|e| e.to_string())?.descriptor,
    };
    let sig =
        descriptor::method_sig(&desc).ok_or_else(|| format!("bad method descriptor {desc}"))?;
    Ok(eff(sig.param_slots + u16::from(receiver), sig.ret.slots()))
}

pub(crate) fn effect(op: Op, pool: &ConstantPool) -> Result<Effect, String> {
    use Arith::*;
    Ok(match op {
        Op::Nop | Op::Goto(_) | Op::Iinc(..) | Op::Ret(_) | Op::Return => eff(0, 0),
        Op::AconstNull | Op::Iconst(_) | Op::Fconst(_) | Op::LdcRef(_) | Op::Aconst(_) => eff(0, 1),
        Op::Const2(_) => eff(0, 2),
        Op::Load(_) => eff(0, 1),
        Op::Load2(_) => eff(0, 2),
        Op::Store(_) => eff(1, 0),
        Op::Store2(_) => eff(2, 0),
        Op::ArrayLoad(k) => eff(
            2,
            if matches!(k, ArrayKind::Long | ArrayKind::Double) {
                2
            } else {
                1
            },
        ),
        Op::ArrayStore(k) => eff(
            if matches!(k, ArrayKind::Long | ArrayKind::Double) {
                4
            } else {
                3
            },
            0,
        ),
        Op::Pop => eff(1, 0),
        Op::Pop2 => eff(2, 0),
        Op::Dup => eff(1, 2),
        Op::DupX1 => eff(2, 3),
        Op::DupX2 => eff(3, 4),
        Op::Dup2 => eff(2, 4),
        Op::Dup2X1 => eff(3, 5),
        Op::Dup2X2 => eff(4, 6),
        Op::Swap => eff(2, 2),
        Op::Arith(a) => match a {
            Iadd | Isub | Imul | Idiv | Irem | Ishl | Ishr | Iushr | Iand | Ior | Ixor | Fadd
            | Fsub | Fmul | Fdiv | Frem => eff(2, 1),
            Ladd | Lsub | Lmul | Ldiv | Lrem | Land | Lor | Lxor | Dadd | Dsub | Dmul | Ddiv
            | Drem => eff(4, 2),
            Lshl | Lshr | Lushr => eff(3, 2),
            Ineg | Fneg => eff(1, 1),
            Lneg | Dneg => eff(2, 2),
        },
        Op::Conv(c) => match c {
            Conv::I2l | Conv::I2d | Conv::F2l | Conv::F2d => eff(1, 2),
            Conv::L2i | Conv::L2f | Conv::D2i | Conv::D2f => eff(2, 1),
            Conv::L2d | Conv::D2l => eff(2, 2),
            Conv::I2f | Conv::F2i | Conv::I2b | Conv::I2c | Conv::I2s => eff(1, 1),
        },
        Op::Lcmp | Op::Dcmp(_) => eff(4, 1),
        Op::Fcmp(_) => eff(2, 1),
        Op::If(..) | Op::IfNull(..) | Op::Switch(_) => eff(1, 0),
        Op::IfIcmp(..) | Op::IfAcmp(..) => eff(2, 0),
        Op::Jsr(_) => eff(0, 0),
        Op::Return1 => eff(1, 0),
        Op::Return2 => eff(2, 0),
        Op::GetStatic(i) => eff(0, field_slots(pool, i)?),
        Op::PutStatic(i) => eff(field_slots(pool, i)?, 0),
        Op::GetField(i) => eff(1, field_slots(pool, i)?),
        Op::PutField(i) => eff(1 + field_slots(pool, i)?, 0),
        Op::InvokeVirtual(i) | Op::InvokeSpecial(i) | Op::InvokeInterface(i) => {
            method_slots(pool, i, true)?
        }
        Op::InvokeStatic(i) | Op::InvokeDynamic(i) => method_slots(pool, i, false)?,
        Op::New(_) => eff(0, 1),
        Op::NewArray(_) | Op::ANewArray(_) | Op::ArrayLength | Op::InstanceOf(_) => eff(1, 1),
        Op::MultiANewArray(_, dims) => eff(u16::from(dims), 1),
        Op::CheckCast(_) => eff(1, 1),
        Op::Athrow | Op::MonitorEnter | Op::MonitorExit => eff(1, 0),
        other => return Err(format!("unexpected op {other:?} before resolution")),
    })
}

/// The local-variable slot an op touches, and how many slots from there.
fn local_use(op: Op) -> Option<(u16, u16)> {
    match op {
        Op::Load(n) | Op::Store(n) | Op::Iinc(n, _) | Op::Ret(n) => Some((n, 1)),
        Op::Load2(n) | Op::Store2(n) => Some((n, 2)),
        _ => None,
    }
}

/// Verifies `ops` and returns the operand-stack depth on entry to each op
/// (`u16::MAX` for unreachable ops).
pub fn verify(
    ops: &[Op],
    switches: &[Switch],
    handlers: &[super::ops::Handler],
    pool: &ConstantPool,
    max_stack: u16,
    max_locals: u16,
    arg_slots: u16,
) -> Result<Box<[u16]>, String> {
    if arg_slots > max_locals {
        return Err("Arguments can't fit into locals".into());
    }
    const UNSEEN: u16 = u16::MAX;
    let mut depth = vec![UNSEEN; ops.len()];
    let mut work = vec![0usize];
    depth[0] = 0;
    let reach =
        |depth: &mut Vec<u16>, work: &mut Vec<usize>, to: usize, d: u16| -> Result<(), String> {
            if to >= ops.len() {
                return Err("Falling off the end of the code".into());
            }
            match depth[to] {
                UNSEEN => {
                    depth[to] = d;
                    work.push(to);
                    Ok(())
                }
                seen if seen == d => Ok(()),
                seen => Err(format!("Inconsistent stack height {d} != {seen}")),
            }
        };
    while let Some(i) = work.pop() {
        let op = ops[i];
        let d = depth[i];
        if let Some((n, width)) = local_use(op) {
            if u32::from(n) + u32::from(width) > u32::from(max_locals) {
                return Err("Illegal local variable number".into());
            }
        }
        let e = effect(op, pool)?;
        if d < e.pops {
            return Err("Unable to pop operand off an empty stack".into());
        }
        let after = d - e.pops + e.pushes;
        if after > max_stack {
            return Err("Stack size too large".into());
        }
        for h in handlers {
            if (h.start as usize) <= i && i < h.end as usize {
                if max_stack < 1 {
                    return Err("Stack size too large".into());
                }
                reach(&mut depth, &mut work, h.handler as usize, 1)?;
            }
        }
        match op {
            Op::Goto(t) => reach(&mut depth, &mut work, t as usize, after)?,
            Op::If(_, t) | Op::IfIcmp(_, t) | Op::IfAcmp(_, t) | Op::IfNull(_, t) => {
                reach(&mut depth, &mut work, t as usize, after)?;
                reach(&mut depth, &mut work, i + 1, after)?;
            }
            Op::Jsr(t) => {
                // The subroutine starts with the return address pushed and is
                // assumed to return at the same depth (checked again at `ret`).
                if after + 1 > max_stack {
                    return Err("Stack size too large".into());
                }
                reach(&mut depth, &mut work, t as usize, after + 1)?;
                reach(&mut depth, &mut work, i + 1, after)?;
            }
            Op::Switch(s) => {
                for t in switches[s as usize].all_targets() {
                    reach(&mut depth, &mut work, t as usize, after)?;
                }
            }
            Op::Ret(_) | Op::Return | Op::Return1 | Op::Return2 | Op::Athrow => {}
            _ => reach(&mut depth, &mut work, i + 1, after)?,
        }
    }
    Ok(depth.into())
}

#[cfg(test)]
mod tests {
    use crate::classfile::{self, CodeAttr, ConstantPool};
    use crate::interp::decode::{decode, decode_method, Shape};

    fn code(bytes: &[u8], max_stack: u16, max_locals: u16) -> CodeAttr {
        CodeAttr {
            max_stack,
            max_locals,
            bytecode: bytes.to_vec(),
            handlers: Vec::new(),
            line_numbers: Vec::new(),
            local_variables: Vec::new(),
        }
    }

    fn shape(descriptor: &str) -> Shape<'_> {
        Shape {
            class: "T",
            super_class: Some("java/lang/Object"),
            name: "m",
            descriptor,
            is_static: true,
            major: 52,
        }
    }

    fn check(bytes: &[u8], max_stack: u16, max_locals: u16) -> Result<(), String> {
        decode(
            &code(bytes, max_stack, max_locals),
            &ConstantPool::default(),
            shape("()I"),
            &mut crate::interp::reftype::Unchecked,
        )
        .map(|_| ())
    }

    #[test]
    fn every_library_method_verifies() {
        for (name, bytes) in classlib_shim::CLASSES {
            let cf = classfile::parse(bytes).unwrap();
            for m in cf.methods.iter().filter(|m| m.code.is_some()) {
                decode_method(&cf, m).unwrap_or_else(|e| panic!("{name}.{}: {e}", m.name));
            }
        }
    }

    #[test]
    fn rejects_structural_errors() {
        // iconst_1; ireturn
        check(&[0x04, 0xac], 1, 0).unwrap();
        // iadd with an empty stack
        assert_eq!(
            check(&[0x60, 0xac], 2, 0).unwrap_err(),
            "Unable to pop operand off an empty stack"
        );
        // iconst_1 twice with max_stack 1
        assert_eq!(
            check(&[0x04, 0x04, 0x60, 0xac], 1, 0).unwrap_err(),
            "Stack size too large"
        );
        // iload_3 with 2 locals
        assert_eq!(
            check(&[0x1d, 0xac], 1, 2).unwrap_err(),
            "Illegal local variable number"
        );
        // iconst_0; ifeq +4 (to the second iconst); iconst_1; iconst_1; ireturn: heights 0 vs 1 meet
        assert!(check(&[0x03, 0x99, 0x00, 0x04, 0x04, 0x04, 0xac], 2, 0)
            .unwrap_err()
            .starts_with("Inconsistent stack height"));
        // nop falls off the end
        assert_eq!(
            check(&[0x00], 1, 0).unwrap_err(),
            "Falling off the end of the code"
        );
        // arguments that do not fit in the locals
        assert_eq!(
            decode(
                &code(&[0xb1], 0, 0),
                &ConstantPool::default(),
                Shape {
                    class: "T",
                    super_class: Some("java/lang/Object"),
                    name: "m",
                    descriptor: "()V",
                    is_static: false,
                    major: 52
                },
                &mut crate::interp::reftype::Unchecked,
            )
            .map(|_| ())
            .unwrap_err(),
            "Arguments can't fit into locals"
        );
    }
}
