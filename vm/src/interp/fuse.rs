//! Superinstructions: frequent pairs of ops rewritten into one op that
//! does the work of both, for the untraced fast loop ([`super::fast`]).
//!
//! A pair at ops `i, i+1` becomes a fused op at `i`; op `i+1` stays as it
//! was, so branches into it, exception ranges and the op-to-bytecode map
//! are unchanged, and the fused op still counts two bytecodes on the clock
//! (it ends at op index `i+2`). The full loop, which traced runs use, runs
//! a fused op as its first instruction only ([`Op::first`]) and then the
//! second one from op `i+1`, so traces see every instruction as before.
//! Only ops that never change again are fused (a `getfield` once quickened).
//!
//! Which pairs: the most frequent in profiles of the workloads and the
//! micro programs (aload+getfield 17% of mtrt's pairs, iload+iload 9% of
//! compress's, iinc+goto and iload+iconst 4%). More pairs (istore+iload,
//! int load or constant + int arithmetic) were tried and made every
//! program measured slower (docs/perf-log.md).

use super::ops::{Code, Op};
use std::cell::Cell;

/// The superinstruction for ops `a` then `b`, if there is one.
fn pair(a: Op, b: Op) -> Option<Op> {
    Some(match (a, b) {
        (Op::Load(x), Op::Load(y)) => Op::LoadLoad(x, y),
        (Op::Load(x), Op::Iconst(v)) => Op::LoadConst(x, v),
        (Op::Load(x), Op::GetFieldQ(slot)) => Op::LoadGetField(x, slot),
        (Op::Iinc(n, d), Op::Goto(_)) => Op::IincGoto(n, d),
        _ => return None,
    })
}

/// Specialises the ops of freshly decoded code ([`Op::specialised`]:
/// `Arith(Iadd)` becomes `Iadd`, `IfIcmp(Lt, t)` becomes `IfIcmpLt(t)`...),
/// then fuses pairs, left to right, each op in at most one pair. The second
/// op of a pair stays in place, specialised.
pub fn fuse(ops: &[Cell<Op>]) {
    specialise(ops);
    let mut i = 0;
    while i + 1 < ops.len() {
        match pair(ops[i].get(), ops[i + 1].get()) {
            Some(f) => {
                ops[i].set(f);
                i += 2;
            }
            None => i += 1,
        }
    }
}

/// Replaces every op that has a specialised form with it. The specialised
/// ops are the general ones split by kind (arithmetic operation, branch
/// condition, array element type), so that the fast loop dispatches once
/// on them; Dispatch and Sieve spend most of their ops on these.
pub fn specialise(ops: &[Cell<Op>]) {
    for op in ops {
        if let Some(s) = op.get().specialised() {
            op.set(s);
        }
    }
}

/// The cell holding the op that runs at index `i` of marked code
/// ([`Code::mark_blocks`]): the block's first op behind its marker.
fn marked_cell(code: &Code, i: usize) -> &Cell<Op> {
    match code.ops[i].get() {
        Op::BlockStart(b) => &code.block_ops[b as usize],
        _ => &code.ops[i],
    }
}

/// Fuses pairs in the marked code of a traced run without Bytecode events,
/// as [`fuse`] does (after [`specialise`]), where the second op does not
/// start a block: a block's first op raises BlockEnter before it runs, so
/// it must run on its own. The first op may (it is fused behind its
/// marker). The fast loop raises the second op's events itself. Code left
/// unmarked (a sink without block events) is fused as [`fuse`] fuses it.
pub fn fuse_marked(code: &Code) {
    let ops = &code.ops;
    let mut i = 0;
    while i + 1 < ops.len() {
        let first = marked_cell(code, i);
        match pair(first.get(), ops[i + 1].get()) {
            Some(f) => {
                first.set(f);
                i += 2;
            }
            None => i += 1,
        }
    }
}

/// [`fuse_quickened`] for the marked code of [`fuse_marked`].
pub fn fuse_quickened_marked(code: &Code, at: usize) {
    if at == 0 || matches!(code.ops[at].get(), Op::BlockStart(_)) {
        return;
    }
    let before = marked_cell(code, at - 1);
    if let Some(f) = pair(before.get().first(), code.ops[at].get()) {
        before.set(f);
    }
}

/// Op `at` was just quickened: fuses it with the op before it if they make
/// a pair (that op's own pair, if it had one, is given up).
pub fn fuse_quickened(ops: &[Cell<Op>], at: usize) {
    if at == 0 {
        return;
    }
    let before = ops[at - 1].get().first();
    if let Some(f) = pair(before, ops[at].get()) {
        ops[at - 1].set(f);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::interp::ops::Arith;

    fn cells(ops: &[Op]) -> Vec<Cell<Op>> {
        ops.iter().map(|&o| Cell::new(o)).collect()
    }

    fn ops(cells: &[Cell<Op>]) -> Vec<Op> {
        cells.iter().map(Cell::get).collect()
    }

    #[test]
    fn pairs_fuse_left_to_right_and_keep_the_second_op() {
        let code = cells(&[
            Op::Load(1),
            Op::Load(2),
            Op::Load(3),
            Op::Iconst(7),
            Op::Arith(Arith::Iadd),
            Op::Store(4),
            Op::Iinc(1, 1),
            Op::Goto(0),
        ]);
        fuse(&code);
        assert_eq!(
            ops(&code),
            [
                Op::LoadLoad(1, 2),
                Op::Load(2),
                Op::LoadConst(3, 7),
                Op::Iconst(7),
                Op::Iadd,
                Op::Store(4),
                Op::IincGoto(1, 1),
                Op::Goto(0),
            ]
        );
        // Every superinstruction runs as its first op when traced.
        let firsts: Vec<Op> = ops(&code).into_iter().map(Op::first).collect();
        assert_eq!(firsts[0], Op::Load(1));
        assert_eq!(firsts[2], Op::Load(3));
        assert_eq!(firsts[6], Op::Iinc(1, 1));
    }

    #[test]
    fn specialised_ops_stand_for_their_general_ops() {
        use crate::interp::ops::{ArrayKind, Cond};
        let general = [
            Op::Arith(Arith::Ixor),
            Op::Arith(Arith::Dmul),
            Op::If(Cond::Ne, 17),
            Op::IfIcmp(Cond::Ge, 3),
            Op::ArrayLoad(ArrayKind::Byte),
            Op::ArrayStore(ArrayKind::Double),
            Op::Arith(Arith::Idiv),
            Op::If(Cond::Lt, 9),
            Op::ArrayStore(ArrayKind::Ref),
        ];
        let code = cells(&general);
        fuse(&code);
        assert_eq!(
            ops(&code),
            [
                Op::Ixor,
                Op::Dmul,
                Op::IfNe(17),
                Op::IfIcmpGe(3),
                Op::ByteArrayLoad,
                Op::DoubleArrayStore,
                // No specialised form: unchanged.
                Op::Arith(Arith::Idiv),
                Op::If(Cond::Lt, 9),
                Op::ArrayStore(ArrayKind::Ref),
            ]
        );
        for (c, g) in code.iter().zip(general) {
            assert_eq!(c.get().first(), g);
            assert_eq!(c.get().is_specialised(), c.get() != g);
        }
    }

    #[test]
    fn a_quickened_getfield_fuses_with_the_load_before_it() {
        let code = cells(&[Op::Load(0), Op::GetField(5), Op::Return1]);
        fuse(&code);
        assert_eq!(code[0].get(), Op::Load(0));
        code[1].set(Op::GetFieldQ(3));
        fuse_quickened(&code, 1);
        assert_eq!(
            ops(&code),
            [Op::LoadGetField(0, 3), Op::GetFieldQ(3), Op::Return1]
        );
        // Nothing before the first op.
        fuse_quickened(&code, 0);
        assert_eq!(code[0].get(), Op::LoadGetField(0, 3));
    }
}
