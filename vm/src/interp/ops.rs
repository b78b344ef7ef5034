//! The interpreter's internal instruction form.
//!
//! Each method's bytecode is decoded once ([`super::decode`]) into one [`Op`]
//! per JVM instruction, so op index `i` is instruction `i` and
//! [`Code::bci`] maps it back to its bytecode index (traces and metrics speak
//! in bytecode indices). Branch targets are op indices. Ops that name the
//! constant pool start in a symbolic form (`GetField(cp)`) and are rewritten
//! in place to a quick form (`GetFieldQ(slot)`) the first time they run, so
//! after first resolution no op does a string or hash-map lookup.

use std::cell::Cell;

/// The pattern matching every specialised op (made by `fuse::specialise`
/// for untraced code only): for [`Op::is_specialised`] and for the full
/// loop's match, which must list them but never runs them.
macro_rules! specialised_ops {
    () => {
        Op::Iadd
            | Op::Isub
            | Op::Imul
            | Op::Iand
            | Op::Ior
            | Op::Ixor
            | Op::Ishl
            | Op::Ishr
            | Op::Iushr
            | Op::Ladd
            | Op::Fadd
            | Op::Fmul
            | Op::Dadd
            | Op::Dsub
            | Op::Dmul
            | Op::IfEq(_)
            | Op::IfNe(_)
            | Op::IfIcmpLt(_)
            | Op::IfIcmpGe(_)
            | Op::IfIcmpGt(_)
            | Op::IfIcmpLe(_)
            | Op::IntArrayLoad
            | Op::IntArrayStore
            | Op::ByteArrayLoad
            | Op::ByteArrayStore
            | Op::CharArrayLoad
            | Op::DoubleArrayLoad
            | Op::DoubleArrayStore
    };
}
pub(crate) use specialised_ops;

/// Arithmetic and logic operations on the operand stack, by type.
#[allow(missing_docs)]
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Arith {
    Iadd,
    Ladd,
    Fadd,
    Dadd,
    Isub,
    Lsub,
    Fsub,
    Dsub,
    Imul,
    Lmul,
    Fmul,
    Dmul,
    Idiv,
    Ldiv,
    Fdiv,
    Ddiv,
    Irem,
    Lrem,
    Frem,
    Drem,
    Ineg,
    Lneg,
    Fneg,
    Dneg,
    Ishl,
    Lshl,
    Ishr,
    Lshr,
    Iushr,
    Lushr,
    Iand,
    Land,
    Ior,
    Lor,
    Ixor,
    Lxor,
}

/// Primitive conversions (`i2l` … `i2s`).
#[allow(missing_docs)]
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Conv {
    I2l,
    I2f,
    I2d,
    L2i,
    L2f,
    L2d,
    F2i,
    F2l,
    F2d,
    D2i,
    D2l,
    D2f,
    I2b,
    I2c,
    I2s,
}

/// Comparison conditions of the conditional branches.
#[allow(missing_docs)]
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Cond {
    Eq,
    Ne,
    Lt,
    Ge,
    Gt,
    Le,
}

impl Cond {
    /// Evaluates the condition on `a` compared with `b`.
    #[inline(always)]
    pub fn test(self, a: i32, b: i32) -> bool {
        match self {
            Cond::Eq => a == b,
            Cond::Ne => a != b,
            Cond::Lt => a < b,
            Cond::Ge => a >= b,
            Cond::Gt => a > b,
            Cond::Le => a <= b,
        }
    }
}

/// Element type of array loads and stores.
#[allow(missing_docs)]
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ArrayKind {
    Int,
    Long,
    Float,
    Double,
    Ref,
    Byte,
    Char,
    Short,
}

/// One decoded instruction. Kept `Copy` and 8 bytes so that the code array
/// stays dense and rewriting an op in place is a single store.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Op {
    /// `nop`
    Nop,
    /// `aconst_null`
    AconstNull,
    /// `iconst_*`, `bipush`, `sipush`, `ldc` of an int
    Iconst(i32),
    /// `fconst_*`, `ldc` of a float (raw bits)
    Fconst(u32),
    /// `lconst_*`, `ldc2_w`: index into [`Code::consts`] (pushes two slots)
    Const2(u32),
    /// `ldc` of a String, Class or other reference constant (symbolic)
    LdcRef(u16),
    /// A resolved reference constant
    Aconst(u32),
    /// `iload`, `fload`, `aload` (all forms)
    Load(u16),
    /// `lload`, `dload`
    Load2(u16),
    /// `istore`, `fstore`, `astore`
    Store(u16),
    /// `lstore`, `dstore`
    Store2(u16),
    /// `xaload`
    ArrayLoad(ArrayKind),
    /// `xastore`
    ArrayStore(ArrayKind),
    /// `pop`
    Pop,
    /// `pop2`
    Pop2,
    /// `dup`
    Dup,
    /// `dup_x1`
    DupX1,
    /// `dup_x2`
    DupX2,
    /// `dup2`
    Dup2,
    /// `dup2_x1`
    Dup2X1,
    /// `dup2_x2`
    Dup2X2,
    /// `swap`
    Swap,
    /// Arithmetic
    Arith(Arith),
    /// `iinc` (local, delta)
    Iinc(u16, i16),
    /// Conversions
    Conv(Conv),
    /// `lcmp`
    Lcmp,
    /// `fcmpl` (`false`) / `fcmpg` (`true`)
    Fcmp(bool),
    /// `dcmpl` (`false`) / `dcmpg` (`true`)
    Dcmp(bool),
    /// `ifeq` … `ifle`: compare with zero
    If(Cond, u32),
    /// `if_icmpeq` … `if_icmple`
    IfIcmp(Cond, u32),
    /// `if_acmpeq` (`true`) / `if_acmpne` (`false`)
    IfAcmp(bool, u32),
    /// `ifnull` (`true`) / `ifnonnull` (`false`)
    IfNull(bool, u32),
    /// `goto`, `goto_w`
    Goto(u32),
    /// `jsr`, `jsr_w`
    Jsr(u32),
    /// `ret`
    Ret(u16),
    /// `tableswitch` / `lookupswitch`: index into [`Code::switches`]
    Switch(u32),
    /// `ireturn`, `freturn`, `areturn`
    Return1,
    /// `lreturn`, `dreturn`
    Return2,
    /// `return`
    Return,
    /// `getstatic` (symbolic)
    GetStatic(u16),
    /// `putstatic` (symbolic)
    PutStatic(u16),
    /// `getfield` (symbolic)
    GetField(u16),
    /// `putfield` (symbolic)
    PutField(u16),
    /// Resolved `getstatic`: global static slot, two stack slots if `true`
    GetStaticQ(bool, u32),
    /// Resolved `putstatic`
    PutStaticQ(bool, u32),
    /// Resolved `getfield` of a one-slot field
    GetFieldQ(u16),
    /// Resolved `getfield` of a long/double field
    GetField2Q(u16),
    /// Resolved `putfield` of a one-slot field
    PutFieldQ(u16),
    /// Resolved `putfield` of a long/double field
    PutField2Q(u16),
    /// `invokevirtual` (symbolic)
    InvokeVirtual(u16),
    /// `invokespecial` (symbolic)
    InvokeSpecial(u16),
    /// `invokestatic` (symbolic)
    InvokeStatic(u16),
    /// `invokeinterface` (symbolic)
    InvokeInterface(u16),
    /// `invokedynamic` (symbolic)
    InvokeDynamic(u16),
    /// Resolved virtual call: vtable index, argument slots including the receiver
    InvokeVirtualQ(u16, u16),
    /// Resolved call of a known method (static, special, private, final)
    InvokeDirectQ(u32),
    /// Resolved `invokevirtual`/`invokeinterface` whose target needs no
    /// dispatch (a private method, or one outside the vtable): called like
    /// [`Op::InvokeDirectQ`], but the receiver's class is still reported
    /// to the invoke hook, as for every virtual and interface call
    InvokeSelectedQ(u32),
    /// Resolved interface call: selector, argument slots including the receiver
    InvokeInterfaceQ(u32, u8),
    /// `new` (symbolic)
    New(u16),
    /// Resolved `new` of an initialized class
    NewQ(u32),
    /// `newarray` (JVM array type code)
    NewArray(u8),
    /// `anewarray` (symbolic element class)
    ANewArray(u16),
    /// Resolved `anewarray`: the array class
    ANewArrayQ(u32),
    /// `multianewarray` (symbolic class, dimensions)
    MultiANewArray(u16, u8),
    /// Resolved `multianewarray`: array class, dimensions
    MultiANewArrayQ(u32, u8),
    /// `arraylength`
    ArrayLength,
    /// `athrow`
    Athrow,
    /// `checkcast` (symbolic)
    CheckCast(u16),
    /// Resolved `checkcast`
    CheckCastQ(u32),
    /// `instanceof` (symbolic)
    InstanceOf(u16),
    /// Resolved `instanceof`
    InstanceOfQ(u32),
    /// `monitorenter`
    MonitorEnter,
    /// `monitorexit`
    MonitorExit,
    /// The first op of basic block `.0`, in the code of traced runs only
    /// ([`Code::mark_blocks`]): raises the block's events, then runs
    /// `Code::block_ops[.0]`, the op it stands in for. Raising block
    /// events where blocks start costs one tag compare per instruction
    /// instead of a leader-table look-up.
    BlockStart(u32),
    /// Superinstruction (see [`super::fuse`]): `Load(a)` then the
    /// `Load(b)` at the next op
    LoadLoad(u16, u16),
    /// Superinstruction: `Load(n)` then the `Iconst(v)` at the next op
    LoadConst(u16, i32),
    /// Superinstruction: `Load(n)` then the `GetFieldQ(slot)` at the next op
    LoadGetField(u16, u16),
    /// Superinstruction: `Iinc(n, d)` then the `Goto` at the next op
    IincGoto(u16, i16),
    // Specialised ops (see [`super::fuse::specialise`]): one op kind per
    // frequent arithmetic operation, comparison condition and array
    // element type, so that the fast loop runs them after one jump
    // instead of two (the op's, then its kind's). Untraced code only;
    // [`Op::first`] gives the general op.
    /// `Arith(Iadd)`
    Iadd,
    /// `Arith(Isub)`
    Isub,
    /// `Arith(Imul)`
    Imul,
    /// `Arith(Iand)`
    Iand,
    /// `Arith(Ior)`
    Ior,
    /// `Arith(Ixor)`
    Ixor,
    /// `Arith(Ishl)`
    Ishl,
    /// `Arith(Ishr)`
    Ishr,
    /// `Arith(Iushr)`
    Iushr,
    /// `Arith(Ladd)`
    Ladd,
    /// `Arith(Fadd)`
    Fadd,
    /// `Arith(Fmul)`
    Fmul,
    /// `Arith(Dadd)`
    Dadd,
    /// `Arith(Dsub)`
    Dsub,
    /// `Arith(Dmul)`
    Dmul,
    /// `If(Eq, target)`
    IfEq(u32),
    /// `If(Ne, target)`
    IfNe(u32),
    /// `IfIcmp(Lt, target)`
    IfIcmpLt(u32),
    /// `IfIcmp(Ge, target)`
    IfIcmpGe(u32),
    /// `IfIcmp(Gt, target)`
    IfIcmpGt(u32),
    /// `IfIcmp(Le, target)`
    IfIcmpLe(u32),
    /// `ArrayLoad(Int)`
    IntArrayLoad,
    /// `ArrayStore(Int)`
    IntArrayStore,
    /// `ArrayLoad(Byte)` (`baload`: `byte[]` and `boolean[]`)
    ByteArrayLoad,
    /// `ArrayStore(Byte)`
    ByteArrayStore,
    /// `ArrayLoad(Char)`
    CharArrayLoad,
    /// `ArrayLoad(Double)`
    DoubleArrayLoad,
    /// `ArrayStore(Double)`
    DoubleArrayStore,
}

/// Each specialised op and the general op it stands for.
const SPECIALISED: [(Op, Op); 28] = [
    (Op::Iadd, Op::Arith(Arith::Iadd)),
    (Op::Isub, Op::Arith(Arith::Isub)),
    (Op::Imul, Op::Arith(Arith::Imul)),
    (Op::Iand, Op::Arith(Arith::Iand)),
    (Op::Ior, Op::Arith(Arith::Ior)),
    (Op::Ixor, Op::Arith(Arith::Ixor)),
    (Op::Ishl, Op::Arith(Arith::Ishl)),
    (Op::Ishr, Op::Arith(Arith::Ishr)),
    (Op::Iushr, Op::Arith(Arith::Iushr)),
    (Op::Ladd, Op::Arith(Arith::Ladd)),
    (Op::Fadd, Op::Arith(Arith::Fadd)),
    (Op::Fmul, Op::Arith(Arith::Fmul)),
    (Op::Dadd, Op::Arith(Arith::Dadd)),
    (Op::Dsub, Op::Arith(Arith::Dsub)),
    (Op::Dmul, Op::Arith(Arith::Dmul)),
    (Op::IfEq(0), Op::If(Cond::Eq, 0)),
    (Op::IfNe(0), Op::If(Cond::Ne, 0)),
    (Op::IfIcmpLt(0), Op::IfIcmp(Cond::Lt, 0)),
    (Op::IfIcmpGe(0), Op::IfIcmp(Cond::Ge, 0)),
    (Op::IfIcmpGt(0), Op::IfIcmp(Cond::Gt, 0)),
    (Op::IfIcmpLe(0), Op::IfIcmp(Cond::Le, 0)),
    (Op::IntArrayLoad, Op::ArrayLoad(ArrayKind::Int)),
    (Op::IntArrayStore, Op::ArrayStore(ArrayKind::Int)),
    (Op::ByteArrayLoad, Op::ArrayLoad(ArrayKind::Byte)),
    (Op::ByteArrayStore, Op::ArrayStore(ArrayKind::Byte)),
    (Op::CharArrayLoad, Op::ArrayLoad(ArrayKind::Char)),
    (Op::DoubleArrayLoad, Op::ArrayLoad(ArrayKind::Double)),
    (Op::DoubleArrayStore, Op::ArrayStore(ArrayKind::Double)),
];

impl Op {
    /// The op a superinstruction starts with (itself for other ops): what
    /// a traced run executes, one instruction at a time.
    #[inline(always)]
    pub fn first(self) -> Op {
        match self {
            Op::LoadLoad(n, _) | Op::LoadConst(n, _) | Op::LoadGetField(n, _) => Op::Load(n),
            Op::IincGoto(n, d) => Op::Iinc(n, d),
            op => op.general().unwrap_or(op),
        }
    }

    /// The general op a specialised op stands for (`Iadd` is
    /// `Arith(Iadd)`), `None` for other ops.
    pub fn general(self) -> Option<Op> {
        if !self.is_specialised() {
            return None;
        }
        let (unit, target) = self.split_target();
        SPECIALISED
            .iter()
            .find(|(s, _)| *s == unit)
            .map(|&(_, g)| g.with_target(target))
    }

    /// The specialised op for general op `self`, if there is one.
    pub fn specialised(self) -> Option<Op> {
        let (unit, target) = self.split_target();
        SPECIALISED
            .iter()
            .find(|(_, g)| *g == unit)
            .map(|&(s, _)| s.with_target(target))
    }

    /// Whether `self` is a specialised op (one test, for the full loop).
    #[inline(always)]
    pub fn is_specialised(&self) -> bool {
        matches!(self, specialised_ops!())
    }

    /// A conditional branch with its target set to 0, and the target; any
    /// other op as it is, and 0.
    fn split_target(self) -> (Op, u32) {
        match self {
            Op::If(c, t) => (Op::If(c, 0), t),
            Op::IfIcmp(c, t) => (Op::IfIcmp(c, 0), t),
            Op::IfEq(t) => (Op::IfEq(0), t),
            Op::IfNe(t) => (Op::IfNe(0), t),
            Op::IfIcmpLt(t) => (Op::IfIcmpLt(0), t),
            Op::IfIcmpGe(t) => (Op::IfIcmpGe(0), t),
            Op::IfIcmpGt(t) => (Op::IfIcmpGt(0), t),
            Op::IfIcmpLe(t) => (Op::IfIcmpLe(0), t),
            op => (op, 0),
        }
    }

    /// `self` (as [`Op::split_target`] left it) with branch target `t`.
    fn with_target(self, t: u32) -> Op {
        match self {
            Op::If(c, _) => Op::If(c, t),
            Op::IfIcmp(c, _) => Op::IfIcmp(c, t),
            Op::IfEq(_) => Op::IfEq(t),
            Op::IfNe(_) => Op::IfNe(t),
            Op::IfIcmpLt(_) => Op::IfIcmpLt(t),
            Op::IfIcmpGe(_) => Op::IfIcmpGe(t),
            Op::IfIcmpGt(_) => Op::IfIcmpGt(t),
            Op::IfIcmpLe(_) => Op::IfIcmpLe(t),
            op => op,
        }
    }
}

/// A `tableswitch` or `lookupswitch` with op-index targets.
#[derive(Debug, Clone)]
pub enum Switch {
    /// Dense table from `low`.
    Table {
        /// Lowest key.
        low: i32,
        /// Targets for `low..low+len`.
        targets: Box<[u32]>,
        /// Target when out of range.
        default: u32,
    },
    /// Sorted `(key, target)` pairs.
    Lookup {
        /// Pairs sorted by key.
        pairs: Box<[(i32, u32)]>,
        /// Target when no key matches.
        default: u32,
    },
}

impl Switch {
    /// Every target, the default last (for control-flow analyses).
    pub fn all_targets(&self) -> Vec<u32> {
        match self {
            Switch::Table {
                targets, default, ..
            } => targets.iter().copied().chain([*default]).collect(),
            Switch::Lookup { pairs, default } => {
                pairs.iter().map(|p| p.1).chain([*default]).collect()
            }
        }
    }

    /// The index of the case matching `key` in the instruction's table
    /// (`tableswitch`: `key - low`; `lookupswitch`: the position of the
    /// pair), -1 for the default: the outcome of a switch in traces.
    pub fn case_index(&self, key: i32) -> i32 {
        match self {
            Switch::Table { low, targets, .. } => {
                let i = (key as i64) - (*low as i64);
                if i >= 0 && (i as usize) < targets.len() {
                    i as i32
                } else {
                    -1
                }
            }
            Switch::Lookup { pairs, .. } => match pairs.binary_search_by_key(&key, |p| p.0) {
                Ok(i) => i as i32,
                Err(_) => -1,
            },
        }
    }

    /// The op index to jump to for `key`.
    #[inline]
    pub fn target(&self, key: i32) -> u32 {
        match self {
            Switch::Table {
                low,
                targets,
                default,
            } => {
                let i = (key as i64) - (*low as i64);
                if i >= 0 && (i as usize) < targets.len() {
                    targets[i as usize]
                } else {
                    *default
                }
            }
            Switch::Lookup { pairs, default } => match pairs.binary_search_by_key(&key, |p| p.0) {
                Ok(i) => pairs[i].1,
                Err(_) => *default,
            },
        }
    }
}

/// One exception handler in op indices.
#[derive(Debug, Clone, Copy)]
pub struct Handler {
    /// First covered op.
    pub start: u32,
    /// One past the last covered op.
    pub end: u32,
    /// Handler op.
    pub handler: u32,
    /// Constant-pool index of the caught class (0 = any).
    pub catch_type: u16,
}

/// What events need of one op, kept side by side so that a traced hook
/// finds both with one load.
#[derive(Debug, Default)]
#[repr(C, align(8))]
pub struct SiteRef {
    /// The field id of a field op (0 until resolved); an invoke op keeps
    /// [`last_invoke`](Self::last_invoke) here instead.
    pub field: Cell<u32>,
    /// The trace's site id of the op, once its Site record is written
    /// (0 = not yet, or not representable): a cache of the recorder's
    /// site table for the interpreter's field and invoke hooks, filled by
    /// the recorder (a code belongs to one runtime, which has one sink).
    pub trace: Cell<u32>,
}

impl SiteRef {
    /// For an invoke op (which has no field id), what the trace recorder
    /// notes of the last full invoke record it wrote at the op (0: none
    /// yet), for its rule of implied invoke sites; the slot of `field`,
    /// which invoke ops leave free.
    #[inline(always)]
    pub fn last_invoke(&self) -> &Cell<u32> {
        &self.field
    }
}

/// A method's decoded code.
#[derive(Debug)]
pub struct Code {
    /// The ops; rewritten in place by resolution.
    pub ops: Box<[Cell<Op>]>,
    /// Bytecode index of each op.
    pub bci: Box<[u32]>,
    /// Two-slot constants (`Const2`).
    pub consts: Box<[u64]>,
    /// Switch tables (`Switch`).
    pub switches: Box<[Switch]>,
    /// Exception handlers in table order.
    pub handlers: Box<[Handler]>,
    /// Verified operand-stack depth on entry to each op (`u16::MAX` if unreachable).
    pub depth: Box<[u16]>,
    /// Local-variable slots.
    pub max_locals: u16,
    /// Operand-stack slots.
    pub max_stack: u16,
    /// Per op, what events need: the field id resolution found and the
    /// trace's site id (see [`SiteRef`]).
    pub site_ref: Box<[SiteRef]>,
    /// Per op, an inline cache for `InvokeInterfaceQ`: the receiver class
    /// plus one (0 = empty) and the method it dispatched to last time.
    pub icache: Box<[Cell<(u32, u32)>]>,
    /// Per op, whether a basic block starts there: method entry, branch,
    /// switch and handler targets, and the op after every branch, switch,
    /// return, throw, invoke, `jsr` and `ret`.
    pub leaders: Box<[bool]>,
    /// Per op, the index of its basic block in the method's block table
    /// (the number of leaders before it; see [`super::decode::block_numbers`]).
    pub blocks: Box<[u32]>,
    /// Reference maps per op for the collector, computed on first need.
    pub maps: std::cell::OnceCell<Vec<Option<super::stackmap::FrameMap>>>,
    /// Per basic block, its first op, which [`Code::mark_blocks`] moved
    /// here from `ops` (replaced by [`Op::BlockStart`]); empty in
    /// unmarked code.
    pub block_ops: Box<[Cell<Op>]>,
    /// Per op, its opcode as in the class file (the widened opcode after
    /// `wide`), for Bytecode events; filled by [`Code::mark_opcodes`] in
    /// traced runs, empty otherwise.
    pub opcodes: Box<[u8]>,
    /// Per op, the local its `getfield` or `putfield` is local-sourced
    /// from (the rule of known field objects, `KnownAccessesEnd` in
    /// `vm/schema/jvm.stepdl`), or [`NOT_SOURCED`]; one per op (all
    /// [`NOT_SOURCED`] until [`Code::mark_known_locals`] fills it, in
    /// traced runs).
    pub local_src: Box<[u8]>,
}

/// [`Code::local_src`] of an op that is not local-sourced.
pub const NOT_SOURCED: u8 = u8::MAX;

/// The local an instruction of `raw` at `bci` loads or stores as a
/// reference (`aload`/`astore`, any form, `wide` included): `(true, n)`
/// for a load, `(false, n)` for a store.
fn ref_local(raw: &[u8], bci: usize) -> Option<(bool, u32)> {
    let op = *raw.get(bci)?;
    let idx = |wide: bool| -> Option<u32> {
        if wide {
            let hi = *raw.get(bci + 2)?;
            let lo = *raw.get(bci + 3)?;
            Some(u32::from(u16::from_be_bytes([hi, lo])))
        } else {
            raw.get(bci + 1).map(|&b| u32::from(b))
        }
    };
    match op {
        0x19 => Some((true, idx(false)?)),
        0x2a..=0x2d => Some((true, u32::from(op - 0x2a))),
        0x3a => Some((false, idx(false)?)),
        0x4b..=0x4e => Some((false, u32::from(op - 0x4b))),
        0xc4 => match *raw.get(bci + 1)? {
            0x19 => Some((true, idx(true)?)),
            0x3a => Some((false, idx(true)?)),
            _ => None,
        },
        _ => None,
    }
}

/// The values (not slots: a long or double is one) opcode `op` (the
/// widened one after `wide`) pops and pushes, for the backward scan of
/// [`known_locals`]: the table of the rule (Amendment A of the contract;
/// `dup` and `checkcast` have rules of their own), `None` for any other
/// instruction (the scan stops: not sourced).
fn pops_pushes(op: u8) -> Option<(u32, u32)> {
    Some(match op {
        // Loads, constants, ldc*, getstatic.
        0x01..=0x2d | 0xb2 => (0, 1),
        // getfield, negations, conversions, arraylength.
        0xb4 | 0x74..=0x77 | 0x85..=0x93 | 0xbe => (1, 1),
        // Arithmetic, shifts, logic, compares, array loads.
        0x60..=0x73 | 0x78..=0x83 | 0x94..=0x98 | 0x2e..=0x35 => (2, 1),
        // iinc, nop.
        0x84 | 0x00 => (0, 0),
        _ => return None,
    })
}

/// For each op of a method (bytecode `raw`, op `i` at `bci[i]` in block
/// `blocks[i]`), the local its `getfield` or `putfield` is local-sourced
/// from, else [`NOT_SOURCED`] (see [`Code::local_src`]): scanning back in
/// its block finds that an `aload n` (n < 64) pushed its objectref, and
/// the block stores no reference in n.
pub fn known_locals(raw: &[u8], bci: &[u32], blocks: &[u32]) -> Box<[u8]> {
    let n = bci.len();
    // Per block, the locals below 64 it stores as a reference.
    let nblocks = blocks.last().map_or(0, |&b| b as usize + 1);
    let mut stores = vec![0u64; nblocks];
    let mut loads = vec![u32::MAX; n];
    for i in 0..n {
        match ref_local(raw, bci[i] as usize) {
            Some((false, l)) if l < 64 => stores[blocks[i] as usize] |= 1 << l,
            Some((true, l)) if l < 64 => loads[i] = l,
            _ => {}
        }
    }
    let opcode = |i: usize| -> u8 {
        match raw.get(bci[i] as usize) {
            Some(0xc4) => raw.get(bci[i] as usize + 1).copied().unwrap_or(0xc4),
            o => o.copied().unwrap_or(0),
        }
    };
    let mut out = vec![NOT_SOURCED; n];
    for k in 0..n {
        let b = blocks[k];
        // The objectref's depth in values: the scan back from k - 1 to
        // the instruction that pushed it, within the block.
        let mut d: u32 = match opcode(k) {
            0xb4 => 0,
            0xb5 => 1,
            _ => continue,
        };
        let mut from = u32::MAX;
        let mut i = k;
        while i > 0 && blocks[i - 1] == b {
            i -= 1;
            let op = opcode(i);
            if op == 0x59 {
                // dup: both copies are the value under them.
                d = d.saturating_sub(1);
                continue;
            }
            if op == 0xc0 {
                // checkcast: the same object.
                continue;
            }
            let Some((p, q)) = pops_pushes(op) else {
                break;
            };
            if d < q {
                // Pushed here: sourced iff an aload (of a local below 64).
                from = loads[i];
                break;
            }
            d = d - q + p;
        }
        if from < 64 && stores[b as usize] & (1 << from) == 0 {
            out[k] = from as u8;
        }
    }
    out.into()
}

impl Code {
    /// Replaces the first op of every basic block with [`Op::BlockStart`]
    /// and keeps the op in [`Code::block_ops`]: how traced runs raise
    /// block events without a per-instruction test. Done once, before the
    /// code first runs.
    pub fn mark_blocks(&mut self) {
        let mut moved = Vec::new();
        for (i, &lead) in self.leaders.iter().enumerate() {
            if lead {
                debug_assert_eq!(self.blocks[i] as usize, moved.len());
                moved.push(Cell::new(self.ops[i].get()));
                self.ops[i].set(Op::BlockStart(self.blocks[i]));
            }
        }
        self.block_ops = moved.into();
    }

    /// Fills [`Code::local_src`] from `raw`, the method's bytecode (the
    /// original instructions, whatever fusion makes of them). Done once,
    /// before the code first runs, in traced runs.
    pub fn mark_known_locals(&mut self, raw: &[u8]) {
        self.local_src = known_locals(raw, &self.bci, &self.blocks);
        debug_assert_eq!(self.local_src.len(), self.ops.len());
    }

    /// Fills [`Code::opcodes`] from `raw`, the method's bytecode, so that
    /// a Bytecode event costs one load instead of a look-up through the
    /// bytecode index and a `wide` test. Done once, before the code first
    /// runs, in traced runs.
    pub fn mark_opcodes(&mut self, raw: &[u8]) {
        self.opcodes = self
            .bci
            .iter()
            .map(|&b| match raw.get(b as usize) {
                // wide: the widened instruction's opcode.
                Some(0xc4) => raw.get(b as usize + 1).copied().unwrap_or(0xc4),
                o => o.copied().unwrap_or(0),
            })
            .collect();
    }

    /// Rewrites the op at index `i` (quickening), behind its
    /// [`Op::BlockStart`] marker if it has one.
    pub fn set_op(&self, i: usize, op: Op) {
        match self.ops[i].get() {
            Op::BlockStart(b) => self.block_ops[b as usize].set(op),
            _ => self.ops[i].set(op),
        }
    }

    /// The op index of bytecode index `bci`, if an instruction starts there.
    pub fn op_at(&self, bci: u32) -> Option<u32> {
        self.bci.binary_search(&bci).ok().map(|i| i as u32)
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn specialised_ops_map_both_ways() {
        for (s, g) in super::SPECIALISED {
            assert!(s.is_specialised() && !g.is_specialised(), "{s:?}");
            assert_eq!(s.general(), Some(g));
            assert_eq!(g.specialised(), Some(s));
            assert_eq!(s.first(), g);
        }
    }

    #[test]
    fn op_stays_small() {
        assert!(std::mem::size_of::<super::Op>() <= 8);
    }
}

#[cfg(test)]
mod known_locals_tests {
    use super::{known_locals, NOT_SOURCED as NS};

    /// The ops' bytecode indices of `raw` (one instruction per op), for
    /// the few opcodes these tests use.
    fn bcis(raw: &[u8]) -> Vec<u32> {
        let mut v = Vec::new();
        let mut i = 0;
        while i < raw.len() {
            v.push(i as u32);
            i += match raw[i] {
                0xc4 if raw.get(i + 1) == Some(&0x84) => 6,
                0xc4 => 4,
                0xb4 | 0xb5 | 0xb6 | 0x11 | 0xbb | 0xc0 => 3,
                0x19 | 0x3a | 0x10 | 0x12 | 0x15 | 0x18 => 2,
                _ => 1,
            };
        }
        v
    }

    fn src(raw: &[u8], blocks: &[u32]) -> Vec<u8> {
        known_locals(raw, &bcis(raw), blocks).to_vec()
    }

    #[test]
    fn getfield_after_aload() {
        // aload_1; getfield #2; ireturn
        assert_eq!(src(&[0x2b, 0xb4, 0, 2, 0xac], &[0, 0, 0]), [NS, 1, NS]);
        // aload 7; getfield; getfield (the second loads from the stack)
        let raw = [0x19, 7, 0xb4, 0, 2, 0xb4, 0, 3, 0xac];
        assert_eq!(src(&raw, &[0, 0, 0, 0]), [NS, 7, NS, NS]);
        // The getfield starts a block: its aload is in another one.
        assert_eq!(src(&[0x2b, 0xb4, 0, 2, 0xac], &[0, 1, 1]), [NS, NS, NS]);
        // aload_1 then iload_2, getfield: not right after the aload.
        assert_eq!(src(&[0x2b, 0x1c, 0xb4, 0, 2], &[0, 0, 0]), [NS, NS, NS]);
    }

    #[test]
    fn putfield_after_aload_and_value() {
        // aload_0; dload_1; putfield #3; return
        let raw = [0x2a, 0x27, 0xb5, 0, 3, 0xb1];
        assert_eq!(src(&raw, &[0, 0, 0, 0]), [NS, NS, 0, NS]);
        // aload_0; aconst_null / iconst_5 / sipush / ldc; putfield
        for value in [&[0x01][..], &[0x08], &[0x11, 1, 2], &[0x12, 4], &[0x2b]] {
            let mut raw = vec![0x2a];
            raw.extend_from_slice(value);
            raw.extend_from_slice(&[0xb5, 0, 3]);
            assert_eq!(src(&raw, &[0, 0, 0]), [NS, NS, 0], "{value:?}");
        }
        // aload_0; iload_1; iconst_1; iadd; putfield: a computed value.
        let raw = [0x2a, 0x1b, 0x04, 0x60, 0xb5, 0, 3];
        assert_eq!(src(&raw, &[0; 5]), [NS, NS, NS, NS, 0]);
        // aload_0; dup; putfield: this.f = this.
        assert_eq!(src(&[0x2a, 0x59, 0xb5, 0, 3], &[0, 0, 0]), [NS, NS, 0]);
        // aload_0; new; putfield: `new` is not in the table.
        assert_eq!(src(&[0x2a, 0xbb, 0, 9, 0xb5, 0, 3], &[0; 3]), [NS; 3]);
        // aload_0; iload_1; pop; ... a pop stops the scan.
        let raw = [0x2a, 0x1b, 0x1b, 0x57, 0xb5, 0, 3];
        assert_eq!(src(&raw, &[0; 5]), [NS; 5]);
    }

    #[test]
    fn amendment_a_examples() {
        // aload_3 dup getfield f: the getfield from 3, the dup's copy.
        let raw = [0x2d, 0x59, 0xb4, 0, 2];
        assert_eq!(src(&raw, &[0; 3]), [NS, NS, 3]);
        // st.tests++: aload_3 dup getfield lconst_1 ladd putfield.
        let raw = [0x2d, 0x59, 0xb4, 0, 2, 0x0a, 0x61, 0xb5, 0, 2];
        assert_eq!(src(&raw, &[0; 6]), [NS, NS, 3, NS, NS, 3]);
        // this.x = a + b: aload_0 dload_1 dload_3 dadd putfield.
        let raw = [0x2a, 0x27, 0x29, 0x63, 0xb5, 0, 2];
        assert_eq!(src(&raw, &[0; 5]), [NS, NS, NS, NS, 0]);
        // this.x = o.y: aload_0 aload_1 getfield y putfield x.
        let raw = [0x2a, 0x2b, 0xb4, 0, 3, 0xb5, 0, 2];
        assert_eq!(src(&raw, &[0; 4]), [NS, NS, 1, 0]);
        // aload_2 checkcast getfield: the same object.
        let raw = [0x2c, 0xc0, 0, 7, 0xb4, 0, 2];
        assert_eq!(src(&raw, &[0; 3]), [NS, NS, 2]);
        // a[i].f = x: aload_1 iload_2 aaload iload_3 putfield: aaload pushed it.
        let raw = [0x2b, 0x1c, 0x32, 0x1d, 0xb5, 0, 2];
        assert_eq!(src(&raw, &[0; 5]), [NS; 5]);
        // The scan stops at the block's start: aload_0 | iload_1 putfield.
        let raw = [0x2a, 0x1b, 0xb5, 0, 2];
        assert_eq!(src(&raw, &[0, 1, 1]), [NS; 3]);
        // wide iinc between: (0,0).
        let raw = [0x2a, 0xc4, 0x84, 0, 5, 0, 1, 0xb4, 0, 2];
        assert_eq!(src(&raw, &[0; 3]), [NS, NS, 0]);
    }

    #[test]
    fn block_storing_the_local() {
        // aload_1; getfield; astore_1; return: the block stores local 1.
        let raw = [0x2b, 0xb4, 0, 2, 0x4c, 0xb1];
        assert_eq!(src(&raw, &[0, 0, 0, 0]), [NS; 4]);
        // The store in the next block: sourced.
        assert_eq!(src(&raw, &[0, 0, 1, 1]), [NS, 1, NS, NS]);
        // astore 1 (long form) before the aload in the same block.
        let raw = [0x3a, 1, 0x2b, 0xb4, 0, 2];
        assert_eq!(src(&raw, &[0, 0, 0]), [NS; 3]);
        // istore_1 is no reference store: sourced.
        let raw = [0x3c, 0x2b, 0xb4, 0, 2];
        assert_eq!(src(&raw, &[0, 0, 0]), [NS, NS, 1]);
    }

    #[test]
    fn wide_locals() {
        // wide aload 5; getfield
        let raw = [0xc4, 0x19, 0, 5, 0xb4, 0, 2];
        assert_eq!(src(&raw, &[0, 0]), [NS, 5]);
        // wide aload 300: locals from 64 on are never sourced.
        let raw = [0xc4, 0x19, 1, 44, 0xb4, 0, 2];
        assert_eq!(src(&raw, &[0, 0]), [NS, NS]);
        // aload 63 is the last local sourced.
        assert_eq!(src(&[0x19, 63, 0xb4, 0, 2], &[0, 0]), [NS, 63]);
        // wide astore 5 in the block: not sourced.
        let raw = [0xc4, 0x19, 0, 5, 0xb4, 0, 2, 0xc4, 0x3a, 0, 5];
        assert_eq!(src(&raw, &[0, 0, 0]), [NS; 3]);
        // aload_0; wide iload 300; putfield: a wide value load.
        let raw = [0x2a, 0xc4, 0x15, 1, 44, 0xb5, 0, 3];
        assert_eq!(src(&raw, &[0, 0, 0]), [NS, NS, 0]);
    }
}
