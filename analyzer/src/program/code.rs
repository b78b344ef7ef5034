//! Bytecode instructions: lengths, branch targets and the instruction
//! kinds the metrics count (array, float, field, branch, ...), read from a
//! method's bytecode.

use super::classfile::{ClassFile, CodeAttr};

/// Kinds of instruction the metrics count, as bit flags of [`Instr::kinds`]
/// and indices of [`Summary`] counters.
pub mod kind {
    /// Every instruction.
    pub const INSTR: usize = 0;
    /// Array element loads/stores, `arraylength`, `newarray`, `anewarray`,
    /// `multianewarray` (data.arrayDensity).
    pub const ARRAY: usize = 1;
    /// `caload`, `castore`.
    pub const CHAR_ARRAY: usize = 2;
    /// The other primitive element loads and stores.
    pub const NUM_ARRAY: usize = 3;
    /// `aaload`, `aastore`.
    pub const REF_ARRAY: usize = 4;
    /// Instructions operating on float or double (metrics-reference.md).
    pub const FLOAT: usize = 5;
    /// Field accesses of a reference-typed field.
    pub const REF_FIELD: usize = 6;
    /// Field accesses of a primitive field.
    pub const NONREF_FIELD: usize = 7;
    /// Branch instructions: conditional branches, `goto`, `goto_w`,
    /// `jsr`, `jsr_w`, `ret`, `tableswitch`, `lookupswitch`.
    pub const BRANCH: usize = 8;
    /// Conditional branches (`if*`, `ifnull`, `ifnonnull`).
    pub const COND_BRANCH: usize = 9;
    /// Number of kinds.
    pub const COUNT: usize = 10;
}

/// Per-kind instruction counts (indexed by the constants of [`kind`]).
pub type Summary = [u64; kind::COUNT];

/// What an instruction does to control flow, for basic blocks.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Flow {
    /// Falls through to the next instruction.
    Next,
    /// Ends its block without naming a target in this method (return,
    /// athrow, ret, invoke).
    End,
    /// Ends its block and may go to these bytecode indices (branches,
    /// switches, jsr).
    Jump(Vec<u32>),
}

/// One decoded instruction.
#[derive(Debug, Clone)]
pub struct Instr {
    /// Bytecode index.
    pub bci: u32,
    /// Opcode (after `wide`, the modified opcode).
    pub opcode: u8,
    /// Bit `1 << k` for each [`kind`] `k` it belongs to.
    pub kinds: u16,
    /// Control flow.
    pub flow: Flow,
    /// The local variable a load or store (`iload`..`aload`,
    /// `istore`..`astore`, their `_n` and `wide` forms) names; 0 for other
    /// instructions.
    pub local: u16,
}

/// Why bytecode could not be decoded.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CodeError(pub String);

fn be16(c: &[u8], at: usize) -> Option<i16> {
    Some(i16::from_be_bytes([*c.get(at)?, *c.get(at + 1)?]))
}

fn be32(c: &[u8], at: usize) -> Option<i32> {
    Some(i32::from_be_bytes([
        *c.get(at)?,
        *c.get(at + 1)?,
        *c.get(at + 2)?,
        *c.get(at + 3)?,
    ]))
}

/// Length of the fixed-size instruction `op` (0 for switches and `wide`,
/// `None` for an unknown opcode).
fn fixed_len(op: u8) -> Option<usize> {
    Some(match op {
        0x10 | 0x12 | 0x15..=0x19 | 0x36..=0x3a | 0xa9 | 0xbc => 2,
        0x11 | 0x13 | 0x14 | 0x84 | 0x99..=0xa8 | 0xb2..=0xb8 | 0xbb | 0xbd | 0xc0 | 0xc1 => 3,
        0xc6 | 0xc7 => 3,
        0xc5 => 4,
        0xb9 | 0xba | 0xc8 | 0xc9 => 5,
        0xaa | 0xab | 0xc4 => 0,
        0x00..=0xca => 1,
        _ => return None,
    })
}

/// The kinds of an opcode that do not depend on the constant pool.
fn opcode_kinds(op: u8) -> u16 {
    let mut k = 1 << kind::INSTR;
    let mut add = |x: usize| k |= 1 << x;
    match op {
        0x34 | 0x55 => {
            add(kind::ARRAY);
            add(kind::CHAR_ARRAY)
        }
        0x32 | 0x53 => {
            add(kind::ARRAY);
            add(kind::REF_ARRAY)
        }
        0x2e..=0x35 | 0x4f..=0x56 => {
            add(kind::ARRAY);
            add(kind::NUM_ARRAY)
        }
        0xbe | 0xbc | 0xbd | 0xc5 => add(kind::ARRAY),
        _ => {}
    }
    if matches!(
        op,
        0x0b..=0x0f            // fconst_0..2, dconst_0..1
        | 0x17 | 0x18          // fload, dload
        | 0x22..=0x29          // fload_n, dload_n
        | 0x30 | 0x31          // faload, daload
        | 0x38 | 0x39          // fstore, dstore
        | 0x43..=0x4a          // fstore_n, dstore_n
        | 0x51 | 0x52          // fastore, dastore
        | 0x62 | 0x63 | 0x66 | 0x67 | 0x6a | 0x6b | 0x6e | 0x6f | 0x72 | 0x73 | 0x76 | 0x77
        | 0x8b..=0x90          // f2i f2l f2d d2i d2l d2f
        | 0x95..=0x98          // fcmpl fcmpg dcmpl dcmpg
        | 0xae | 0xaf // freturn, dreturn
    ) {
        add(kind::FLOAT);
    }
    match op {
        0x99..=0xa6 | 0xc6 | 0xc7 => {
            add(kind::BRANCH);
            add(kind::COND_BRANCH)
        }
        0xa7 | 0xa8 | 0xa9 | 0xaa | 0xab | 0xc8 | 0xc9 => add(kind::BRANCH),
        _ => {}
    }
    k
}

/// Decodes a method's bytecode into instructions. Field instructions get
/// their float/ref/nonref kinds from the field descriptor in `class`'s
/// constant pool.
pub fn decode(attr: &CodeAttr, class: &ClassFile) -> Result<Vec<Instr>, CodeError> {
    let c = &attr.code;
    let bad = |at: usize, what: &str| CodeError(format!("{what} at bytecode {at}"));
    let mut out = Vec::new();
    let mut at = 0usize;
    while at < c.len() {
        let mut op = c[at];
        let mut len = fixed_len(op).ok_or_else(|| bad(at, "unknown opcode"))?;
        let mut wide = false;
        let rel = |off: i64| (at as i64 + off) as u32;
        let mut flow = Flow::Next;
        match op {
            0xc4 => {
                op = *c.get(at + 1).ok_or_else(|| bad(at, "truncated wide"))?;
                wide = true;
                len = if op == 0x84 { 6 } else { 4 };
                if op == 0xa9 {
                    flow = Flow::End;
                }
            }
            0xaa | 0xab => {
                let pad = 3 - (at % 4);
                let base = at + 1 + pad;
                let def = be32(c, base).ok_or_else(|| bad(at, "truncated switch"))?;
                let mut targets = vec![rel(i64::from(def))];
                if op == 0xaa {
                    let lo = be32(c, base + 4).ok_or_else(|| bad(at, "truncated switch"))?;
                    let hi = be32(c, base + 8).ok_or_else(|| bad(at, "truncated switch"))?;
                    let n = (i64::from(hi) - i64::from(lo) + 1).max(0) as usize;
                    for i in 0..n {
                        let t = be32(c, base + 12 + 4 * i)
                            .ok_or_else(|| bad(at, "truncated switch"))?;
                        targets.push(rel(i64::from(t)));
                    }
                    len = 1 + pad + 12 + 4 * n;
                } else {
                    let n = be32(c, base + 4)
                        .ok_or_else(|| bad(at, "truncated switch"))?
                        .max(0) as usize;
                    for i in 0..n {
                        let t = be32(c, base + 12 + 8 * i)
                            .ok_or_else(|| bad(at, "truncated switch"))?;
                        targets.push(rel(i64::from(t)));
                    }
                    len = 1 + pad + 8 + 8 * n;
                }
                flow = Flow::Jump(targets);
            }
            0x99..=0xa8 | 0xc6 | 0xc7 => {
                let off = be16(c, at + 1).ok_or_else(|| bad(at, "truncated branch"))?;
                flow = Flow::Jump(vec![rel(i64::from(off))]);
            }
            0xc8 | 0xc9 => {
                let off = be32(c, at + 1).ok_or_else(|| bad(at, "truncated branch"))?;
                flow = Flow::Jump(vec![rel(i64::from(off))]);
            }
            0xa9 | 0xac..=0xb1 | 0xbf | 0xb6..=0xba => flow = Flow::End,
            _ => {}
        }
        if at + len > c.len() {
            return Err(bad(at, "truncated instruction"));
        }
        let mut kinds = opcode_kinds(op);
        if (0xb2..=0xb5).contains(&op) {
            let index = u16::from_be_bytes([c[at + 1], c[at + 2]]);
            let desc = class
                .field_ref_descriptor(index)
                .ok_or_else(|| bad(at, "field instruction without a Fieldref"))?;
            kinds |= match desc.first() {
                Some(b'F' | b'D') => (1 << kind::FLOAT) | (1 << kind::NONREF_FIELD),
                Some(b'L' | b'[') => 1 << kind::REF_FIELD,
                _ => 1 << kind::NONREF_FIELD,
            };
        }
        let local = match op {
            0x15..=0x19 | 0x36..=0x3a if wide => u16::from_be_bytes([c[at + 2], c[at + 3]]),
            0x15..=0x19 | 0x36..=0x3a => u16::from(c[at + 1]),
            0x1a..=0x2d => u16::from((op - 0x1a) % 4),
            0x3b..=0x4e => u16::from((op - 0x3b) % 4),
            _ => 0,
        };
        out.push(Instr {
            bci: at as u32,
            opcode: op,
            kinds,
            flow,
            local,
        });
        at += len;
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn loads_and_stores_name_their_local_wide_forms_too() {
        // An empty class (no constant-pool entries, no members).
        let class_bytes = [
            0xca, 0xfe, 0xba, 0xbe, 0, 0, 0, 50, 0, 1, 0, 0x21, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        ];
        let class = ClassFile::parse(&class_bytes).unwrap();
        // aload_2; aload 7; wide aload 300; astore_3; wide astore 64;
        // dload_1; istore 9; iconst_0; return
        let attr = CodeAttr {
            code: vec![
                0x2c, 0x19, 7, 0xc4, 0x19, 1, 44, 0x4e, 0xc4, 0x3a, 0, 64, 0x27, 0x36, 9, 0x03,
                0xb1,
            ],
            handlers: Vec::new(),
        };
        let got: Vec<(u32, u8, u16)> = decode(&attr, &class)
            .unwrap()
            .iter()
            .map(|i| (i.bci, i.opcode, i.local))
            .collect();
        assert_eq!(
            got,
            [
                (0, 0x2c, 2),
                (1, 0x19, 7),
                (3, 0x19, 300),
                (7, 0x4e, 3),
                (8, 0x3a, 64),
                (12, 0x27, 1),
                (13, 0x36, 9),
                (15, 0x03, 0),
                (16, 0xb1, 0),
            ]
        );
    }
}
