//! Dependences through the operand stack and locals: the transfer function
//! of one instruction over a shadow frame, shared by construction (whose
//! shadow slots hold dynamic instances) and queries (which re-run it over a
//! node's path to recover the local edges the WET does not store).

use serde::Serialize;

use super::model::{Effect, Instr, MethodId, ProgramModel, Source};

/// An operand of a statement, i.e. the kind of a dependence edge.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
pub enum Operand {
    /// The `k`-th popped stack slot (0 = top).
    Stack(u8),
    /// A local variable read.
    Local(u16),
    /// The field or array element a load reads.
    Heap,
    /// The control dependence of the statement's block.
    Control,
}

impl Operand {
    /// Stable code (file format): 0..256 stack, 256.. locals, then heap and
    /// control.
    pub fn code(self) -> u32 {
        match self {
            Operand::Stack(k) => k as u32,
            Operand::Local(i) => 256 + i as u32,
            Operand::Heap => 256 + 65536,
            Operand::Control => 256 + 65537,
        }
    }

    /// Inverse of [`Operand::code`].
    pub fn from_code(code: u32) -> Option<Operand> {
        Some(match code {
            0..=255 => Operand::Stack(code as u8),
            256..=65791 => Operand::Local((code - 256) as u16),
            65792 => Operand::Heap,
            65793 => Operand::Control,
            _ => return None,
        })
    }
}

/// Applies `instr` to a shadow frame whose slots hold producers. A
/// statement's stack and local operands are appended to `operands` with
/// their producers (`None`: nothing known, e.g. a slot from before the
/// frame was shadowed); a move only moves producers. An operand whose
/// known producer is already an operand of the same instruction is left
/// out: a dependence is a pair of instances, and a `long` or `double`
/// (two stack slots) or `x + x` is one.
pub fn apply<P: Copy + PartialEq>(
    instr: &Instr,
    stack: &mut Vec<Option<P>>,
    locals: &mut Vec<Option<P>>,
    me: P,
    operands: &mut Vec<(Operand, Option<P>)>,
) {
    let local = |locals: &Vec<Option<P>>, i: u16| locals.get(i as usize).copied().flatten();
    let set = |locals: &mut Vec<Option<P>>, i: u16, p: Option<P>| {
        if locals.len() <= i as usize {
            locals.resize(i as usize + 1, None);
        }
        locals[i as usize] = p;
    };
    match &instr.effect {
        Effect::Compute {
            pops,
            pushes,
            local_reads,
            local_writes,
        } => {
            let first = operands.len();
            let add = |operands: &mut Vec<(Operand, Option<P>)>, op: Operand, p: Option<P>| {
                if p.is_none() || !operands[first..].iter().any(|&(_, q)| q == p) {
                    operands.push((op, p));
                }
            };
            for k in 0..*pops {
                let p = stack.pop().flatten();
                add(operands, Operand::Stack(k), p);
            }
            for &i in local_reads {
                add(operands, Operand::Local(i), local(locals, i));
            }
            for _ in 0..*pushes {
                stack.push(Some(me));
            }
            for &i in local_writes {
                set(locals, i, Some(me));
            }
        }
        Effect::Move {
            pops,
            pushes,
            local_writes,
        } => {
            // The JVM's shuffles pop at most 4 slots: no allocation then.
            let n = *pops as usize;
            let mut small = [None; 8];
            let mut big = Vec::new();
            let popped: &[Option<P>] = if n <= small.len() {
                for slot in small.iter_mut().take(n) {
                    *slot = stack.pop().flatten();
                }
                &small[..n]
            } else {
                big.extend((0..n).map(|_| stack.pop().flatten()));
                &big
            };
            let read = |locals: &Vec<Option<P>>, s: Source| match s {
                Source::Pop(k) => popped.get(k as usize).copied().flatten(),
                Source::Local(i) => local(locals, i),
            };
            // Pushes read popped slots and locals, which only the writes
            // below change.
            for &s in pushes {
                let p = read(locals, s);
                stack.push(p);
            }
            match local_writes.as_slice() {
                [] => {}
                &[(i, s)] => {
                    let p = read(locals, s);
                    set(locals, i, p);
                }
                many => {
                    let written: Vec<(u16, Option<P>)> =
                        many.iter().map(|&(i, s)| (i, read(locals, s))).collect();
                    for (i, p) in written {
                        set(locals, i, p);
                    }
                }
            }
        }
    }
}

/// One instruction of a path: its block, its position in the block.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PathInstr {
    /// Index of the block in the path.
    pub block_pos: usize,
    /// Block index in the method.
    pub block: u32,
    /// Index of the instruction in the block.
    pub index: usize,
    /// Bytecode index.
    pub bci: u32,
}

/// The local dataflow of one path: for every instruction, the operands
/// whose producer lies in the same path (by instruction position) or
/// outside it (`None`, stored as edges in the WET).
#[derive(Clone, Debug, Default)]
pub struct PathFlow {
    /// The instructions of the path, in execution order.
    pub instrs: Vec<PathInstr>,
    /// Per instruction (statements only; empty for moves): operands and
    /// in-path producers.
    pub operands: Vec<Vec<(Operand, Option<usize>)>>,
}

impl PathFlow {
    /// Runs the transfer function over the blocks of a path.
    pub fn new(model: &dyn ProgramModel, method: MethodId, blocks: &[u32]) -> PathFlow {
        let mut flow = PathFlow::default();
        let mut stack: Vec<Option<usize>> = Vec::new();
        let mut locals: Vec<Option<usize>> = Vec::new();
        for (block_pos, &block) in blocks.iter().enumerate() {
            for (index, instr) in model.instructions(method, block).iter().enumerate() {
                let me = flow.instrs.len();
                flow.instrs.push(PathInstr {
                    block_pos,
                    block,
                    index,
                    bci: instr.bci,
                });
                let mut ops = Vec::new();
                apply(instr, &mut stack, &mut locals, me, &mut ops);
                flow.operands.push(ops);
            }
        }
        flow
    }

    /// Position of the instruction at `bci`, if the path contains it.
    pub fn position(&self, bci: u32) -> Option<usize> {
        self.instrs.iter().position(|i| i.bci == bci)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::wet::model::Instr;

    #[test]
    fn moves_are_transparent_and_statements_record_operands() {
        // iconst(0) ; istore 1 (move) ; iload 1 (move) ; dup_x1-like shuffle ; iadd(3)
        let mut stack: Vec<Option<u32>> = Vec::new();
        let mut locals: Vec<Option<u32>> = Vec::new();
        let mut ops = Vec::new();
        apply(
            &Instr::compute(0, 3, 0, 1),
            &mut stack,
            &mut locals,
            0,
            &mut ops,
        );
        apply(
            &Instr::moves(1, 60, 1, vec![], vec![(1, Source::Pop(0))]),
            &mut stack,
            &mut locals,
            1,
            &mut ops,
        );
        assert!(stack.is_empty());
        assert_eq!(locals, vec![None, Some(0)]);
        apply(
            &Instr::moves(2, 27, 0, vec![Source::Local(1)], vec![]),
            &mut stack,
            &mut locals,
            2,
            &mut ops,
        );
        apply(
            &Instr::compute(3, 4, 0, 1),
            &mut stack,
            &mut locals,
            3,
            &mut ops,
        );
        // swap: top two exchanged.
        apply(
            &Instr::moves(4, 95, 2, vec![Source::Pop(0), Source::Pop(1)], vec![]),
            &mut stack,
            &mut locals,
            4,
            &mut ops,
        );
        assert_eq!(stack, vec![Some(3), Some(0)]);
        assert!(ops.is_empty());
        apply(
            &Instr::compute(5, 100, 2, 1),
            &mut stack,
            &mut locals,
            5,
            &mut ops,
        );
        assert_eq!(
            ops,
            vec![(Operand::Stack(0), Some(0)), (Operand::Stack(1), Some(3))]
        );
        assert_eq!(stack, vec![Some(5)]);
        // Underflow gives an unknown producer.
        ops.clear();
        apply(
            &Instr::compute(6, 87, 2, 0),
            &mut stack,
            &mut locals,
            6,
            &mut ops,
        );
        assert_eq!(
            ops,
            vec![(Operand::Stack(0), Some(5)), (Operand::Stack(1), None)]
        );
    }

    #[test]
    fn operand_codes_round_trip() {
        for op in [
            Operand::Stack(0),
            Operand::Stack(255),
            Operand::Local(0),
            Operand::Local(65535),
            Operand::Heap,
            Operand::Control,
        ] {
            assert_eq!(Operand::from_code(op.code()), Some(op));
        }
        assert_eq!(Operand::from_code(70000), None);
    }
}
