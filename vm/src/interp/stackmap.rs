//! Which local and operand-stack slots hold references at each op: the
//! collector's precise roots in Java frames. Computed on first need (at a
//! collection) by data flow over a method's decoded code, with the same
//! control-flow graph the verifier uses, and cached per method.

use super::ops::{ArrayKind, Code, Op};
use super::verify::effect;
use crate::classfile::descriptor::{self, Kind};
use crate::classfile::{Constant, ConstantPool};

/// What a slot holds, as far as the collector cares.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Slot {
    /// A reference (possibly null).
    Ref,
    /// A primitive, half of a long/double, or a return address.
    Prim,
    /// Unknown or conflicting (paths disagree): the collector treats the
    /// value conservatively.
    Top,
}

/// Slot kinds on entry to one op: locals, then the operand stack bottom-up.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FrameMap {
    /// `max_locals` entries.
    pub locals: Vec<Slot>,
    /// One entry per occupied operand-stack slot.
    pub stack: Vec<Slot>,
}

fn merge(a: &mut FrameMap, b: &FrameMap) -> bool {
    let mut changed = false;
    for (x, y) in a.locals.iter_mut().zip(&b.locals) {
        if *x != *y && *x != Slot::Top {
            *x = Slot::Top;
            changed = true;
        }
    }
    for (x, y) in a.stack.iter_mut().zip(&b.stack) {
        if *x != *y && *x != Slot::Top {
            *x = Slot::Top;
            changed = true;
        }
    }
    changed
}

fn desc_slots(desc: &str) -> Vec<Slot> {
    match descriptor::field_kind(desc).unwrap_or(Kind::Int) {
        Kind::Reference => vec![Slot::Ref],
        Kind::Long | Kind::Double => vec![Slot::Prim, Slot::Prim],
        _ => vec![Slot::Prim],
    }
}

/// What an op leaves on the stack (beyond its pops), by kind.
fn pushed(op: Op, pool: &ConstantPool) -> Vec<Slot> {
    let ret_of = |idx: u16| -> Vec<Slot> {
        let desc = match pool.get(idx) {
            Ok(Constant::InvokeDynamic(_, nt)) => pool
                .name_and_type(*nt)
                .map(|x| x.1.to_string())
                .unwrap_or_default(),
            _ => pool
                .member_ref(idx)
                .map(|r| r.descriptor.to_string())
                .unwrap_or_default(),
        };
        let ret = &desc[desc.rfind(')').map_or(desc.len(), |i| i + 1)..];
        if ret == "V" || ret.is_empty() {
            Vec::new()
        } else {
            desc_slots(ret)
        }
    };
    let field_of = |idx: u16| -> Vec<Slot> {
        pool.member_ref(idx)
            .map(|r| desc_slots(&r.descriptor))
            .unwrap_or_default()
    };
    match op {
        Op::AconstNull
        | Op::LdcRef(_)
        | Op::Aconst(_)
        | Op::New(_)
        | Op::NewQ(_)
        | Op::NewArray(_)
        | Op::ANewArray(_)
        | Op::ANewArrayQ(_)
        | Op::MultiANewArray(..)
        | Op::MultiANewArrayQ(..)
        | Op::CheckCast(_)
        | Op::CheckCastQ(_)
        | Op::ArrayLoad(ArrayKind::Ref) => vec![Slot::Ref],
        Op::GetStatic(i) | Op::GetField(i) => field_of(i),
        Op::InvokeVirtual(i)
        | Op::InvokeSpecial(i)
        | Op::InvokeStatic(i)
        | Op::InvokeInterface(i)
        | Op::InvokeDynamic(i) => ret_of(i),
        _ => Vec::new(),
    }
}

/// Applies `op` to `m`; returns the out-state. `code` must be freshly
/// decoded (symbolic ops); its depths are verified, so the stack has the
/// slots each op needs.
fn transfer(op: Op, pool: &ConstantPool, m: &FrameMap) -> FrameMap {
    let mut out = m.clone();
    let s = &mut out.stack;
    let len = s.len();
    match op {
        Op::Load(n) => s.push(m.locals[n as usize]),
        Op::Load2(_) => s.extend([Slot::Prim, Slot::Prim]),
        Op::Store(n) => {
            let v = s.pop().unwrap_or(Slot::Top);
            out.locals[n as usize] = v;
        }
        Op::Store2(n) => {
            s.truncate(len.saturating_sub(2));
            out.locals[n as usize] = Slot::Prim;
            out.locals[n as usize + 1] = Slot::Prim;
        }
        Op::Dup => s.push(s[len - 1]),
        Op::DupX1 => {
            let v1 = s[len - 1];
            s.insert(len - 2, v1);
        }
        Op::DupX2 => {
            let v1 = s[len - 1];
            s.insert(len - 3, v1);
        }
        Op::Dup2 => {
            let (a, b) = (s[len - 2], s[len - 1]);
            s.extend([a, b]);
        }
        Op::Dup2X1 => {
            let (a, b) = (s[len - 2], s[len - 1]);
            s.splice(len - 3..len - 3, [a, b]);
        }
        Op::Dup2X2 => {
            let (a, b) = (s[len - 2], s[len - 1]);
            s.splice(len - 4..len - 4, [a, b]);
        }
        Op::Swap => s.swap(len - 1, len - 2),
        Op::Jsr(_) => s.push(Slot::Prim),
        _ => {
            let e = effect(op, pool).unwrap_or(super::verify::Effect { pops: 0, pushes: 0 });
            s.truncate(len.saturating_sub(usize::from(e.pops)));
            let p = pushed(op, pool);
            if p.len() == usize::from(e.pushes) {
                s.extend(p);
            } else {
                s.extend(std::iter::repeat_n(Slot::Prim, usize::from(e.pushes)));
            }
        }
    }
    out
}

/// Computes the frame map on entry to every op (`None` for unreachable ops)
/// of freshly decoded (not yet quickened) code. `params` are the kinds of
/// the argument slots, receiver first.
pub fn compute(code: &Code, pool: &ConstantPool, params: &[Slot]) -> Vec<Option<FrameMap>> {
    let n = code.ops.len();
    let ops: Vec<Op> = code.ops.iter().map(|c| c.get()).collect();
    let mut maps: Vec<Option<FrameMap>> = vec![None; n];
    let mut locals = vec![Slot::Top; usize::from(code.max_locals)];
    for (i, p) in params.iter().enumerate().take(locals.len()) {
        locals[i] = *p;
    }
    maps[0] = Some(FrameMap {
        locals,
        stack: Vec::new(),
    });
    let after_jsr: Vec<usize> = ops
        .iter()
        .enumerate()
        .filter(|(_, o)| matches!(o, Op::Jsr(_)))
        .map(|(i, _)| i + 1)
        .collect();
    let mut work: Vec<usize> = vec![0];
    let flow =
        |maps: &mut Vec<Option<FrameMap>>, work: &mut Vec<usize>, to: usize, state: &FrameMap| {
            if to >= n {
                return;
            }
            match &mut maps[to] {
                None => {
                    maps[to] = Some(state.clone());
                    work.push(to);
                }
                Some(existing) => {
                    if existing.stack.len() == state.stack.len() && merge(existing, state) {
                        work.push(to);
                    }
                }
            }
        };
    while let Some(i) = work.pop() {
        let Some(inm) = maps[i].clone() else { continue };
        for h in code.handlers.iter() {
            if (h.start as usize) <= i && i < h.end as usize {
                let hs = FrameMap {
                    locals: inm.locals.clone(),
                    stack: vec![Slot::Ref],
                };
                flow(&mut maps, &mut work, h.handler as usize, &hs);
            }
        }
        let op = ops[i];
        let out = transfer(op, pool, &inm);
        match op {
            Op::Goto(t) => flow(&mut maps, &mut work, t as usize, &out),
            Op::If(_, t) | Op::IfIcmp(_, t) | Op::IfAcmp(_, t) | Op::IfNull(_, t) => {
                flow(&mut maps, &mut work, t as usize, &out);
                flow(&mut maps, &mut work, i + 1, &out);
            }
            Op::Jsr(t) => {
                flow(&mut maps, &mut work, t as usize, &out);
                let mut cont = out.clone();
                cont.stack.pop();
                flow(&mut maps, &mut work, i + 1, &cont);
            }
            Op::Ret(_) => {
                for &c in &after_jsr {
                    flow(&mut maps, &mut work, c, &out);
                }
            }
            Op::Switch(s) => {
                for t in code.switches[s as usize].all_targets() {
                    flow(&mut maps, &mut work, t as usize, &out);
                }
            }
            Op::Return | Op::Return1 | Op::Return2 | Op::Athrow => {}
            _ => flow(&mut maps, &mut work, i + 1, &out),
        }
    }
    maps
}
