//! What each JVM instruction consumes and produces, as a WET
//! [`Instr`]: the operand stack counted in words (a `long` or `double` is
//! two slots, as `dup2`, `pop2` and the locals see it), loads and stores of
//! locals as transparent moves, heap accesses, invokes and branches.
//!
//! The few facts an opcode alone does not give (the local a load names,
//! the words an invoke or field access takes, a `multianewarray`'s
//! dimensions) are read once from the bytecode and constant pool into
//! [`Operands`], which is all a `.wet` file stores per instruction: the
//! effect is rebuilt by [`instr`] from the opcode and those operands.

use super::model::{Effect, Heap, Instr, Source};
use crate::program::classfile::ClassFile;

/// The operands of an instruction that its opcode does not determine.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Operands {
    /// The local variable a load, store, `iinc` or `ret` names.
    pub local: u16,
    /// Words popped by an invoke, field access or `multianewarray` beyond
    /// what the opcode fixes (invokes: all arguments, the receiver
    /// included; fields: the value; `multianewarray`: the dimensions).
    pub pops: u8,
    /// Words pushed by an invoke (its result) or field load.
    pub pushes: u8,
}

/// Number of words of a field descriptor's type (`J`, `D`: 2; `V`: 0).
fn type_words(d: u8) -> u8 {
    match d {
        b'J' | b'D' => 2,
        b'V' => 0,
        _ => 1,
    }
}

/// Argument and result words of a method descriptor `(args)ret`.
pub fn descriptor_words(desc: &[u8]) -> Option<(u8, u8)> {
    let mut i = 1;
    let mut args: u32 = 0;
    if desc.first() != Some(&b'(') {
        return None;
    }
    loop {
        match *desc.get(i)? {
            b')' => break,
            b'[' => {
                while *desc.get(i)? == b'[' {
                    i += 1;
                }
                if desc[i] == b'L' {
                    i += desc[i..].iter().position(|&c| c == b';')?;
                }
                args += 1;
            }
            b'L' => {
                i += desc[i..].iter().position(|&c| c == b';')?;
                args += 1;
            }
            c => args += u32::from(type_words(c)),
        }
        i += 1;
    }
    let ret = type_words(*desc.get(i + 1)?);
    Some((u8::try_from(args).ok()?, ret))
}

fn be16(code: &[u8], at: usize) -> u16 {
    match code.get(at..at + 2) {
        Some(b) => u16::from_be_bytes([b[0], b[1]]),
        None => 0,
    }
}

/// Reads the [`Operands`] of the instruction at `bci` with (post-`wide`)
/// opcode `op` from `code` and its class's constant pool. `None` if a
/// constant it names is missing.
pub fn operands(code: &[u8], bci: u32, op: u8, class: &ClassFile) -> Option<Operands> {
    let at = bci as usize;
    let wide = code.get(at) == Some(&0xc4);
    let mut o = Operands::default();
    match op {
        0x15..=0x19 | 0x36..=0x3a | 0x84 | 0xa9 => {
            o.local = if wide {
                be16(code, at + 2)
            } else {
                u16::from(*code.get(at + 1)?)
            };
        }
        0xb2..=0xb5 => {
            let d = class.member_ref_descriptor(be16(code, at + 1))?;
            let w = type_words(*d.first()?);
            if op == 0xb2 || op == 0xb4 {
                o.pushes = w;
            } else {
                o.pops = w;
            }
        }
        0xb6..=0xba => {
            let d = class.member_ref_descriptor(be16(code, at + 1))?;
            let (args, ret) = descriptor_words(d)?;
            let receiver = u8::from(op != 0xb8 && op != 0xba);
            o.pops = args.checked_add(receiver)?;
            o.pushes = ret;
        }
        0xc5 => o.pops = *code.get(at + 3)?,
        _ => {}
    }
    Some(o)
}

/// The local a load or store names: in the opcode for the `_n` forms,
/// else in the operands.
fn local_of(op: u8, o: Operands) -> u16 {
    match op {
        0x1a..=0x2d => u16::from((op - 0x1a) % 4),
        0x3b..=0x4e => u16::from((op - 0x3b) % 4),
        _ => o.local,
    }
}

/// Words pushed by a local load or popped by a store of opcode `op`.
fn local_words(op: u8) -> u8 {
    let kind = match op {
        0x15..=0x19 => op - 0x15,
        0x1a..=0x2d => (op - 0x1a) / 4,
        0x36..=0x3a => op - 0x36,
        0x3b..=0x4e => (op - 0x3b) / 4,
        _ => 0,
    };
    // i, l, f, d, a
    if kind == 1 || kind == 3 {
        2
    } else {
        1
    }
}

/// The WET instruction for opcode `op` at `bci` with operands `o`.
pub fn instr(bci: u32, op: u8, o: Operands) -> Instr {
    let c = |pops: u8, pushes: u8| Instr::compute(bci, op, pops, pushes);
    let mv = |pops: u8, pushes: &[Source]| Instr::moves(bci, op, pops, pushes.to_vec(), vec![]);
    use Source::{Local, Pop};
    match op {
        0x00 => mv(0, &[]),
        0x01..=0x08 | 0x0b..=0x0d | 0x10 | 0x11 | 0x12 | 0x13 => c(0, 1),
        0x09 | 0x0a | 0x0e | 0x0f | 0x14 => c(0, 2),
        // xload: the local's words.
        0x15..=0x2d => {
            let l = local_of(op, o);
            if local_words(op) == 2 {
                mv(0, &[Local(l), Local(l + 1)])
            } else {
                mv(0, &[Local(l)])
            }
        }
        // xaload
        0x2e..=0x35 => Instr {
            heap: Some(Heap::Load),
            ..c(2, if op == 0x2f || op == 0x31 { 2 } else { 1 })
        },
        // xstore: deepest word to the lower local.
        0x36..=0x4e => {
            let l = local_of(op, o);
            let writes = if local_words(op) == 2 {
                vec![(l, Pop(1)), (l + 1, Pop(0))]
            } else {
                vec![(l, Pop(0))]
            };
            Instr::moves(bci, op, local_words(op), vec![], writes)
        }
        // xastore
        0x4f..=0x56 => Instr {
            heap: Some(Heap::Store),
            ..c(if op == 0x50 || op == 0x52 { 4 } else { 3 }, 0)
        },
        0x57 => mv(1, &[]),
        0x58 => mv(2, &[]),
        0x59 => mv(1, &[Pop(0), Pop(0)]),
        0x5a => mv(2, &[Pop(0), Pop(1), Pop(0)]),
        0x5b => mv(3, &[Pop(0), Pop(2), Pop(1), Pop(0)]),
        0x5c => mv(2, &[Pop(1), Pop(0), Pop(1), Pop(0)]),
        0x5d => mv(3, &[Pop(1), Pop(0), Pop(2), Pop(1), Pop(0)]),
        0x5e => mv(4, &[Pop(1), Pop(0), Pop(3), Pop(2), Pop(1), Pop(0)]),
        0x5f => mv(2, &[Pop(0), Pop(1)]),
        // Arithmetic: int/float forms at even opcodes, long/double at odd;
        // (pops, pushes) of the one-word and the two-word forms. Negation
        // takes one operand, a shift's count is an int.
        0x60..=0x83 => {
            let (narrow, wide) = match op {
                0x74..=0x77 => ((1, 1), (2, 2)),
                0x78..=0x7d => ((2, 1), (3, 2)),
                _ => ((2, 1), (4, 2)),
            };
            let (p, q) = if (op - 0x60) % 2 == 1 { wide } else { narrow };
            c(p, q)
        }
        0x84 => Instr {
            effect: Effect::Compute {
                pops: 0,
                pushes: 0,
                local_reads: vec![o.local],
                local_writes: vec![o.local],
            },
            ..c(0, 0)
        },
        // conversions i2l i2f i2d l2i l2f l2d f2i f2l f2d d2i d2l d2f
        0x85..=0x90 => {
            const W: [(u8, u8); 12] = [
                (1, 2),
                (1, 1),
                (1, 2),
                (2, 1),
                (2, 1),
                (2, 2),
                (1, 1),
                (1, 2),
                (1, 2),
                (2, 1),
                (2, 2),
                (2, 1),
            ];
            let (p, q) = W[(op - 0x85) as usize];
            c(p, q)
        }
        0x91..=0x93 => c(1, 1),
        0x94 | 0x97 | 0x98 => c(4, 1),
        0x95 | 0x96 => c(2, 1),
        0x99..=0x9e | 0xaa | 0xab | 0xc6 | 0xc7 => Instr {
            branch: true,
            ..c(1, 0)
        },
        0x9f..=0xa6 => Instr {
            branch: true,
            ..c(2, 0)
        },
        0xa7 | 0xc8 => mv(0, &[]),
        0xa8 | 0xc9 => c(0, 1),
        0xa9 => Instr {
            effect: Effect::Compute {
                pops: 0,
                pushes: 0,
                local_reads: vec![o.local],
                local_writes: vec![],
            },
            ..c(0, 0)
        },
        0xac..=0xb1 => Instr {
            returns: true,
            ..c(
                match op {
                    0xad | 0xaf => 2,
                    0xb1 => 0,
                    _ => 1,
                },
                0,
            )
        },
        0xb2 => Instr {
            heap: Some(Heap::Load),
            ..c(0, o.pushes)
        },
        0xb3 => Instr {
            heap: Some(Heap::Store),
            ..c(o.pops, 0)
        },
        0xb4 => Instr {
            heap: Some(Heap::Load),
            ..c(1, o.pushes)
        },
        0xb5 => Instr {
            heap: Some(Heap::Store),
            ..c(1 + o.pops, 0)
        },
        0xb6..=0xba => Instr {
            invoke_returns: Some(o.pushes),
            ..c(o.pops, 0)
        },
        0xbb => c(0, 1),
        0xbc | 0xbd | 0xbe | 0xc0 | 0xc1 => c(1, 1),
        0xbf | 0xc2 | 0xc3 => c(1, 0),
        0xc5 => c(o.pops, 1),
        _ => c(0, 0),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn descriptors_count_words() {
        assert_eq!(descriptor_words(b"()V"), Some((0, 0)));
        assert_eq!(
            descriptor_words(b"(IJ[[Ljava/lang/String;D)J"),
            Some((6, 2))
        );
        assert_eq!(descriptor_words(b"(Ljava/lang/Object;[I)Z"), Some((2, 1)));
        assert_eq!(descriptor_words(b"I"), None);
    }

    fn words(op: u8) -> (u8, u8) {
        match instr(0, op, Operands::default()).effect {
            Effect::Compute { pops, pushes, .. } => (pops, pushes),
            Effect::Move { .. } => panic!("not a computation"),
        }
    }

    #[test]
    fn arithmetic_words_by_form() {
        // iadd ladd fadd dadd; ineg lneg dneg; ishl lshl lushr; ixor lxor; lcmp; i2l d2f
        let ops = [
            0x60, 0x61, 0x62, 0x63, 0x74, 0x75, 0x77, 0x78, 0x79, 0x7d, 0x82, 0x83,
        ];
        let expected = [
            (2, 1),
            (4, 2),
            (2, 1),
            (4, 2),
            (1, 1),
            (2, 2),
            (2, 2),
            (2, 1),
            (3, 2),
            (3, 2),
            (2, 1),
            (4, 2),
        ];
        for (op, e) in ops.into_iter().zip(expected) {
            assert_eq!(words(op), e, "opcode {op:#x}");
        }
        assert_eq!(words(0x94), (4, 1));
        assert_eq!(words(0x85), (1, 2));
        assert_eq!(words(0x90), (2, 1));
    }

    #[test]
    fn long_arithmetic_takes_words_and_stores_split_into_two_locals() {
        let add = instr(0, 0x61, Operands::default()); // ladd
        assert_eq!(
            add.effect,
            Effect::Compute {
                pops: 4,
                pushes: 2,
                local_reads: vec![],
                local_writes: vec![]
            }
        );
        let st = instr(1, 0x41, Operands::default()); // lstore_2
        assert_eq!(
            st.effect,
            Effect::Move {
                pops: 2,
                pushes: vec![],
                local_writes: vec![(2, Source::Pop(1)), (3, Source::Pop(0))]
            }
        );
        let ld = instr(2, 0x1c, Operands::default()); // iload_2
        assert_eq!(
            ld.effect,
            Effect::Move {
                pops: 0,
                pushes: vec![Source::Local(2)],
                local_writes: vec![]
            }
        );
    }
}
