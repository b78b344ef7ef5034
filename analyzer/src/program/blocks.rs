//! Basic blocks: the one derivation of block boundaries that both the VM
//! (whose `BlockEnter` events name blocks by index) and the analyzer use,
//! and a method's block table with per-block instruction summaries.
//!
//! A block starts at the first instruction, at every branch, switch and
//! `jsr` target, at every exception handler, and after every instruction
//! that ends a block (branches, switches, `jsr`, `ret`, returns, `athrow`,
//! invokes). Blocks are numbered 0, 1, ... in bytecode order.

use super::code::{self, Flow, Instr, Summary};

/// Marks the first instruction of every basic block of a method with `n`
/// instructions. `handlers` are the instruction indices of exception
/// handlers; `flow(i, target)` reports the instruction indices instruction
/// `i` may jump to through `target` and returns whether `i` ends its block.
/// Indices out of range are ignored.
pub fn block_leaders(
    n: usize,
    handlers: impl IntoIterator<Item = usize>,
    mut flow: impl FnMut(usize, &mut dyn FnMut(usize)) -> bool,
) -> Box<[bool]> {
    let mut lead = vec![false; n];
    if let Some(first) = lead.first_mut() {
        *first = true;
    }
    for h in handlers {
        if let Some(l) = lead.get_mut(h) {
            *l = true;
        }
    }
    for i in 0..n {
        let mut targets = Vec::new();
        let ends = flow(i, &mut |t| targets.push(t));
        for t in targets {
            if let Some(l) = lead.get_mut(t) {
                *l = true;
            }
        }
        if ends {
            if let Some(l) = lead.get_mut(i + 1) {
                *l = true;
            }
        }
    }
    lead.into()
}

/// Per instruction, the number of the block it belongs to (blocks numbered
/// 0, 1, ... in bytecode order): the `BlockEnter.block` of trace events.
pub fn block_numbers(leaders: &[bool]) -> Box<[u32]> {
    let mut n = 0u32;
    leaders
        .iter()
        .enumerate()
        .map(|(i, &l)| {
            if l && i > 0 {
                n += 1;
            }
            n
        })
        .collect()
}

/// A block that ends with a conditional branch: the blocks its two outcomes
/// lead to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CondBranch {
    /// Block entered when the branch is taken.
    pub taken: u32,
    /// Block entered when it falls through (`u32::MAX` at the end of the code).
    pub fallthrough: u32,
}

/// A method's decoded code: instructions, blocks and per-block summaries.
#[derive(Debug, Clone)]
pub struct MethodCode {
    /// The instructions in bytecode order.
    pub instrs: Vec<Instr>,
    /// Instruction index of the first instruction of each block, followed
    /// by the number of instructions.
    pub block_start: Vec<u32>,
    /// Per block, the counts of its instructions by kind.
    pub block_sum: Vec<Summary>,
    /// Per block, its conditional branch, if it ends with one.
    pub cond: Vec<Option<CondBranch>>,
}

impl MethodCode {
    /// Decodes `attr` (constant pool of `class`) and derives its blocks.
    pub fn new(
        attr: &super::classfile::CodeAttr,
        class: &super::classfile::ClassFile,
    ) -> Result<MethodCode, code::CodeError> {
        let instrs = code::decode(attr, class)?;
        let index = |bci: u32| instrs.binary_search_by_key(&bci, |i| i.bci).ok();
        let handlers: Vec<usize> = attr
            .handlers
            .iter()
            .filter_map(|h| index(h.handler))
            .collect();
        let leaders = block_leaders(instrs.len(), handlers, |i, target| match &instrs[i].flow {
            Flow::Next => false,
            Flow::End => true,
            Flow::Jump(ts) => {
                for &t in ts {
                    if let Some(t) = index(t) {
                        target(t);
                    }
                }
                true
            }
        });
        let numbers = block_numbers(&leaders);
        let mut block_start: Vec<u32> = (0..instrs.len())
            .filter(|&i| leaders[i])
            .map(|i| i as u32)
            .collect();
        let nblocks = block_start.len();
        block_start.push(instrs.len() as u32);
        let mut block_sum = vec![[0u64; code::kind::COUNT]; nblocks];
        for (i, ins) in instrs.iter().enumerate() {
            let s = &mut block_sum[numbers[i] as usize];
            for (k, v) in s.iter_mut().enumerate() {
                *v += u64::from(ins.kinds >> k & 1);
            }
        }
        let cond = (0..nblocks)
            .map(|b| {
                let last = block_start[b + 1] as usize - 1;
                let ins = &instrs[last];
                if ins.kinds & (1 << code::kind::COND_BRANCH) == 0 {
                    return None;
                }
                let Flow::Jump(ts) = &ins.flow else {
                    return None;
                };
                let taken = numbers[index(ts[0])?];
                let fallthrough = numbers.get(last + 1).copied().unwrap_or(u32::MAX);
                Some(CondBranch { taken, fallthrough })
            })
            .collect();
        Ok(MethodCode {
            instrs,
            block_start,
            block_sum,
            cond,
        })
    }

    /// Number of blocks.
    pub fn blocks(&self) -> usize {
        self.block_sum.len()
    }

    /// Per block in order: its last instruction and its length in
    /// instructions.
    pub fn block_ends(&self) -> impl Iterator<Item = (&Instr, u32)> + '_ {
        self.block_start
            .windows(2)
            .map(|w| (&self.instrs[w[1] as usize - 1], w[1] - w[0]))
    }

    /// The instruction index of bytecode index `bci`.
    pub fn instr_at(&self, bci: u32) -> Option<u32> {
        self.instrs
            .binary_search_by_key(&bci, |i| i.bci)
            .ok()
            .map(|i| i as u32)
    }

    /// The block containing instruction `i`.
    pub fn block_of(&self, i: u32) -> u32 {
        (self.block_start.partition_point(|&s| s <= i) - 1) as u32
    }

    /// Kind counts of instructions `from..to`.
    pub fn sum_range(&self, from: u32, to: u32) -> Summary {
        let mut s = [0u64; code::kind::COUNT];
        for ins in &self.instrs[from as usize..to as usize] {
            for (k, v) in s.iter_mut().enumerate() {
                *v += u64::from(ins.kinds >> k & 1);
            }
        }
        s
    }
}
