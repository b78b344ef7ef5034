//! Implied field sites (rule "blocks").
//!
//! A field record (`FieldRead`, `InstanceFieldRead`, `FieldWrite`,
//! `InstanceFieldWrite`) names its thread, time, site, field and (instance
//! fields) object. When the VM's fast loop runs a field instruction in a
//! block whose `BlockEnter` the same run of the loop raised, everything
//! but the object follows from the block: the block ran straight from its
//! start (a block's first instruction runs at its `BlockEnter`'s time `t`,
//! each instruction takes one tick, and an event has the clock after its
//! instruction, so instruction `k` of the block raises its events at
//! `t + k + 1`), and every field instruction before it in the block
//! raised its record in that run. In a trace whose header has producer
//! attribute [`ATTRIBUTE`]` = `[`BLOCKS`] (with the return rule of
//! [`super::implied`], whose reader follows each thread's activations and
//! blocks), the fast loop writes such an access, once a full record at its
//! site was written, as `ImpliedFieldAccess(T, object)` (getfield,
//! putfield) or `ImpliedStaticAccess(T)` (getstatic, putstatic).
//!
//! The rule, per thread `T`: a `BlockEnter(T, t, b)` (in the file or
//! implied) of `T`'s current method `M` places `T`'s cursor at the start
//! of `b`; a full field record of `T` at a field instruction of that block
//! moves it past that instruction; `MethodEnter`, `MethodExit` and
//! `ThreadEnd` of `T` clear it. An `ImpliedFieldAccess` or
//! `ImpliedStaticAccess` of `T` stands for the next field instruction of
//! `b` after the cursor (which it moves past it), at instruction index `k`
//! of the block: the full record at time `t + k + 1`, at the instruction's
//! site (the file's site id) and naming the field of the first full record
//! at that site (`InstanceFieldRead` for a getfield, `InstanceFieldWrite`
//! for a putfield, `FieldRead` for a getstatic, `FieldWrite` for a
//! putstatic). If `b` has no field instruction after the cursor, the
//! block's return came first: the record stands after the block's implied
//! `MethodExit` ([`super::exits`]) and the caller's implied block, in which
//! the rule applies again ([`super::implied::Expander`] does this).
//!
//! Why this is exact: the fast loop leaves on every instruction it does not
//! run itself, and the full loop writes full records; a run that starts
//! inside a block writes full records until it enters a block itself (the
//! recorder's `run_state`); the readers see every block start of the
//! thread (the implied-blocks rules), so `T`'s last `BlockEnter` is the
//! block of the access, and the records of `T` since are those of the
//! run's instructions in it. No site is new (the full record at the site
//! came first), so site ids stay the file's.

use super::expand::{index, names_rule, put_at};
use crate::program::code::Instr;
use crate::program::Program;
use crate::step;
use step::AnyRecord as A;

/// The producer attribute naming the implied-field-sites rule.
pub const ATTRIBUTE: &str = "implied-field-sites";

/// The value of [`ATTRIBUTE`] for the rule of this module.
pub const BLOCKS: &str = "blocks";

/// Whether the producer attributes of a trace say it uses the rule.
pub fn uses_blocks_rule(attributes: &[(String, String)]) -> bool {
    names_rule(attributes, ATTRIBUTE, BLOCKS)
}

/// The producer attribute naming the rule of known field objects (see
/// `KnownAccessesEnd` in `vm/schema/jvm.stepdl`): a field access whose
/// object a reader knows from the activation's locals writes no record.
pub const KNOWN_ATTRIBUTE: &str = "known-field-objects";

/// The value of [`KNOWN_ATTRIBUTE`] for the rule of known objects by
/// local.
pub const LOCALS: &str = "locals";

/// Whether the producer attributes of a trace say it uses the rule of
/// known field objects (with the rule of implied field sites).
pub fn uses_locals_rule(attributes: &[(String, String)]) -> bool {
    uses_blocks_rule(attributes) && names_rule(attributes, KNOWN_ATTRIBUTE, LOCALS)
}

/// [`FieldOp::src`] of a field instruction that is not local-sourced.
pub(crate) const NO_LOCAL: u8 = u8::MAX;

/// `aload`, `aload_0`..`aload_3`; `astore`, `astore_0`..`astore_3`.
const ALOAD: u8 = 0x19;
const ALOAD_0: u8 = 0x2a;
const ALOAD_3: u8 = 0x2d;
const ASTORE: u8 = 0x3a;
const ASTORE_0: u8 = 0x4b;
const ASTORE_3: u8 = 0x4e;

/// The local an `aload` (any form) loads, if `ins` is one.
fn aload_of(ins: &Instr) -> Option<u16> {
    matches!(ins.opcode, ALOAD | ALOAD_0..=ALOAD_3).then_some(ins.local)
}

/// `dup` and `checkcast`, which have rules of their own in
/// [`scan_source`].
const DUP: u8 = 0x59;
const CHECKCAST: u8 = 0xc0;

/// The values (not slots: a long or double is one) opcode `op` (after
/// `wide`, the modified opcode) pops and pushes, for [`scan_source`]: the
/// table of the rule of known field objects (Amendment A of the contract,
/// the same table as the VM's `interp::ops::pops_pushes`); `None` for any
/// other instruction (the scan stops: not sourced).
fn pops_pushes(op: u8) -> Option<(u32, u32)> {
    Some(match op {
        // Loads, constants, ldc*, getstatic.
        0x01..=0x2d | GETSTATIC => (0, 1),
        // getfield, negations, conversions, arraylength.
        GETFIELD | 0x74..=0x77 | 0x85..=0x93 | 0xbe => (1, 1),
        // Arithmetic, shifts, logic, compares, array loads.
        0x60..=0x73 | 0x78..=0x83 | 0x94..=0x98 | 0x2e..=0x35 => (2, 1),
        // iinc, nop.
        0x84 | 0x00 => (0, 0),
        _ => return None,
    })
}

/// The local whose `aload` pushed the object reference of the `getfield`
/// or `putfield` at index `k` of `block` (a block's instructions), by the
/// backward operand scan of the rule of known field objects: the
/// reference's depth `d` in values (0 for `getfield`, 1 for `putfield`)
/// followed back from instruction `k - 1` through [`pops_pushes`]'s
/// table (`dup` makes `d` 0 when `d <= 1`, else `d - 1`; `checkcast`
/// keeps it) to the instruction that pushed it. `None` when that is not
/// an `aload`, when an instruction outside the table or the block's start
/// comes first, or for other instructions. The block's stores and the
/// `n < 64` condition are [`local_sources`]'.
fn scan_source(block: &[Instr], k: usize) -> Option<u16> {
    let mut d: u32 = match block.get(k)?.opcode {
        GETFIELD => 0,
        PUTFIELD => 1,
        _ => return None,
    };
    for ins in block[..k].iter().rev() {
        match ins.opcode {
            DUP => d = d.saturating_sub(1),
            CHECKCAST => {}
            op => {
                let (p, q) = pops_pushes(op)?;
                if d < q {
                    return aload_of(ins);
                }
                d = d - q + p;
            }
        }
    }
    None
}

/// For a method's instructions and blocks (`block_start`: each block's
/// first instruction, then the instruction count): by block, the mask of
/// the locals below 64 it stores a reference into (`astore`, any form);
/// by instruction, the local `n` a `getfield` or `putfield` is
/// local-sourced from ([`NO_LOCAL`] for other instructions and those that
/// are not): [`scan_source`] finds `n` in the same block, `n < 64`, and
/// the block stores no reference into `n`.
pub(crate) fn local_sources(instrs: &[Instr], block_start: &[u32]) -> (Vec<u64>, Vec<u8>) {
    let mut stores = Vec::with_capacity(block_start.len().saturating_sub(1));
    let mut src = vec![NO_LOCAL; instrs.len()];
    for w in block_start.windows(2) {
        let (start, end) = (w[0] as usize, (w[1] as usize).min(instrs.len()));
        let block = instrs.get(start..end).unwrap_or(&[]);
        let mask = block
            .iter()
            .filter(|i| matches!(i.opcode, ASTORE | ASTORE_0..=ASTORE_3) && i.local < 64)
            .fold(0u64, |m, i| m | 1 << i.local);
        for k in 0..block.len() {
            let n = scan_source(block, k);
            if let Some(n) = n.filter(|&n| n < 64 && mask >> n & 1 == 0) {
                src[start + k] = n as u8;
            }
        }
        stores.push(mask);
    }
    (stores, src)
}

/// An activation's known objects (the rule of known field objects): the
/// locals whose object a field record named (bit `n` of `mask`), and the
/// objects (`objs[n]`).
#[derive(Debug)]
pub(crate) struct Known<'a> {
    /// Bit `n`: local `n` is known.
    pub(crate) mask: &'a mut u64,
    /// By local: its object, where known.
    pub(crate) objs: &'a mut [i64; 64],
    /// The activation's method.
    pub(crate) method: i64,
}

/// Opcodes of the field instructions.
const GETSTATIC: u8 = 0xb2;
const PUTSTATIC: u8 = 0xb3;
const GETFIELD: u8 = 0xb4;
const PUTFIELD: u8 = 0xb5;

/// A field instruction of a method.
#[derive(Debug, Clone, Copy)]
struct FieldOp {
    /// Its instruction index in the method's code.
    instr: u32,
    /// Its bytecode index.
    bci: u32,
    /// getstatic, putstatic, getfield or putfield.
    opcode: u8,
    /// The local it is local-sourced from, if the rule of known field
    /// objects applies ([`NO_LOCAL`] if not).
    src: u8,
    /// The file's site id and the field of the first full record at it (0:
    /// none yet).
    site: i64,
    field: i64,
}

/// A method's field instructions and blocks.
#[derive(Debug, Default)]
struct MethodFields {
    /// By block: the instruction index of its first instruction and the
    /// index in `ops` of its first field instruction (the first at or
    /// after its start); then the instruction count and `ops.len()`.
    blocks: Box<[(u32, u32)]>,
    /// Its field instructions, in code order.
    ops: Vec<FieldOp>,
    /// By block (the rule of known field objects; empty if it does not
    /// apply): the locals below 64 it stores a reference into, and the
    /// locals its field instructions are local-sourced from.
    locals: Box<[(u64, u64)]>,
}

/// A thread's place in its current block (kept by the reader with the
/// thread's other state, [`super::implied::Expander`]). The block's facts
/// are looked up at the first field record of the block (most blocks have
/// none).
#[derive(Debug, Clone, Copy, Default)]
pub(crate) struct Cursor {
    /// A block is current and (once looked up) its method (by id) has
    /// field instructions.
    on: bool,
    /// `first`, `next`, `end` and `base` are not looked up yet (from
    /// `block` and `time`).
    fresh: bool,
    /// The method.
    method: usize,
    /// The block, and its `BlockEnter`'s time.
    block: usize,
    time: i64,
    /// The block's first field instruction (index into `ops`).
    first: usize,
    /// The next field instruction (index into `ops`).
    next: usize,
    /// The block's end (instruction index).
    end: u32,
    /// The block's time less its first instruction's index.
    base: i64,
    /// The block was cut short by an exception: none of its known field
    /// accesses is left to put back.
    cut: bool,
    /// With the rule of known field objects: no known access of the block
    /// can be put back by a record at a time before this one (the next
    /// known access's time; `i64::MAX` while the next field instruction is
    /// not known; `i64::MIN` when it must be looked up). Kept by every
    /// move of the cursor and change of the known objects, so that most
    /// records skip [`FieldSites::flush`] ([`Cursor::may_flush`]).
    due: i64,
}

/// What an `ImpliedFieldAccess` or `ImpliedStaticAccess` stands for.
#[derive(Debug)]
pub(crate) enum Resolved {
    /// This full record; `noted`: the rule has noted it already (handing
    /// it to the rule as a full record would change nothing).
    Record { record: A, noted: bool },
    /// No field instruction is left in the thread's block: the record
    /// comes after the block's return.
    BlockDone,
    /// Nothing the rule knows (a trace the rule does not describe).
    Unknown,
    /// A known field access (no record in the file) comes first: this
    /// full record, put back; the cursor is past it.
    Known(A),
}

/// The rule's state: the program's field instructions, the file's sites
/// (each thread's [`Cursor`] is kept by the reader).
#[derive(Debug, Default)]
pub(crate) struct FieldSites {
    /// Classes and methods, to decode code from the class files.
    program: Program,
    /// By method id.
    methods: Vec<Option<Box<MethodFields>>>,
    /// By the file's site id: (method, bci).
    sites: Vec<(i64, i64)>,
    /// The rule of known field objects applies.
    pub(crate) known: bool,
}

impl Cursor {
    /// `BlockEnter(T, time, block)` (in the file or implied) of `method`,
    /// the thread's current method.
    #[inline(always)]
    pub(crate) fn entered(&mut self, method: i64, time: i64, block: i64) {
        self.on = true;
        self.fresh = true;
        self.method = index(method);
        self.block = index(block);
        self.time = time;
        self.cut = false;
        // (A block entered with known objects: the caller looks its next
        // known access up, `FieldSites::refresh_due`. Without any, only a
        // record of the block, which moves the cursor, can make one.)
        self.due = i64::MAX;
    }

    /// Whether a known access of the block may be put back before a
    /// record at time `upto` or later (else [`FieldSites::flush`] would
    /// put back nothing).
    #[inline(always)]
    pub(crate) fn may_flush(&self, upto: i64) -> bool {
        upto >= self.due && self.due != i64::MAX
    }

    /// An exception was thrown in the block: its known accesses after the
    /// throw never ran.
    #[inline]
    pub(crate) fn cut(&mut self) {
        self.cut = true;
        self.due = i64::MAX;
    }

    /// The thread left its block otherwise (`MethodEnter`, `MethodExit`,
    /// `ThreadEnd`), or entered one of an unknown method.
    #[inline(always)]
    pub(crate) fn leave(&mut self) {
        self.on = false;
        self.due = i64::MAX;
    }
}

impl FieldSites {
    /// Notes an entity or `ClassLoad` (classes, methods and sites; others
    /// are ignored).
    pub(crate) fn note(&mut self, rec: &A) {
        match rec {
            A::Class(c) => self.program.add_class(c),
            A::Method(m) => self.add_method(m),
            A::ClassLoad(l) => self.program.class_complete(l.class as u32),
            A::Site(s) => {
                let i = index(s.id);
                if i == usize::MAX {
                    return;
                }
                if self.sites.len() <= i {
                    self.sites.resize(i + 1, (-1, -1));
                }
                self.sites[i] = (s.method, s.bci);
            }
            _ => {}
        }
    }

    fn add_method(&mut self, m: &step::Method) {
        self.program.add_method(m);
        let Ok(id) = u32::try_from(m.id) else { return };
        let Some(code) = self.program.code(id) else {
            return;
        };
        let (stores, src) = if self.known {
            local_sources(&code.instrs, &code.block_start)
        } else {
            (Vec::new(), Vec::new())
        };
        let ops: Vec<FieldOp> = code
            .instrs
            .iter()
            .enumerate()
            .filter(|(_, ins)| (GETSTATIC..=PUTFIELD).contains(&ins.opcode))
            .map(|(i, ins)| FieldOp {
                instr: i as u32,
                bci: ins.bci,
                opcode: ins.opcode,
                src: src.get(i).copied().unwrap_or(NO_LOCAL),
                site: 0,
                field: 0,
            })
            .collect();
        if !ops.is_empty() {
            let blocks: Box<[(u32, u32)]> = code
                .block_start
                .iter()
                .map(|&start| (start, ops.partition_point(|o| o.instr < start) as u32))
                .collect();
            let locals = stores
                .iter()
                .zip(blocks.windows(2))
                .map(|(&stores, w)| {
                    let srcs = ops[w[0].1 as usize..w[1].1 as usize]
                        .iter()
                        .filter(|o| o.src != NO_LOCAL)
                        .fold(0u64, |m, o| m | 1 << o.src);
                    (stores, srcs)
                })
                .collect();
            put_at(
                &mut self.methods,
                id as usize,
                Some(Box::new(MethodFields {
                    blocks,
                    ops,
                    locals,
                })),
            );
        }
        // The rule needs no more of the method's code.
        self.program.forget_code(id);
    }

    /// A full record of an instruction of `method` local-sourced from
    /// `src` named `object`: the activation's known objects (`known`, if
    /// it is of `method`) take it.
    #[inline(never)]
    fn note_known(known: Option<&mut Known>, method: i64, src: u8, object: Option<i64>) {
        if let (Some(k), Some(object)) = (known, object) {
            if k.method == method {
                *k.mask |= 1 << src;
                k.objs[usize::from(src)] = object;
            }
        }
    }

    /// A slim record's next field instruction `op` of `thread` at `time`,
    /// local-sourced: its full record if it is known (`known`'s local set,
    /// the block not cut short); else `object` (the slim record's, if an
    /// instance access) sets the local.
    #[inline(never)]
    fn known_or_note(
        op: &FieldOp,
        c: &Cursor,
        known: Option<&mut Known>,
        thread: i64,
        time: i64,
        object: Option<i64>,
    ) -> Option<A> {
        let k = known?;
        let n = usize::from(op.src);
        if *k.mask >> n & 1 != 0 && !c.cut {
            return Some(Self::known_record(op, thread, time, k.objs[n]));
        }
        if let Some(o) = object {
            *k.mask |= 1 << n;
            k.objs[n] = o;
        }
        None
    }

    /// The full record of known access `op` of `thread` at `time` on
    /// `object`.
    fn known_record(op: &FieldOp, thread: i64, time: i64, object: i64) -> A {
        let (site, field) = (op.site, op.field);
        if op.opcode == GETFIELD {
            A::InstanceFieldRead(step::InstanceFieldRead {
                thread,
                time,
                site,
                field,
                object,
            })
        } else {
            A::InstanceFieldWrite(step::InstanceFieldWrite {
                thread,
                time,
                site,
                field,
                object,
            })
        }
    }

    /// Puts back (into `out`) the known accesses of cursor `c`'s block
    /// after the cursor, in order, up to time `upto` and before the
    /// instruction of the file's site `site` if it is in the block's
    /// method (a record's own instruction: after a block that did not run
    /// straight, the times of its later instructions are not theirs;
    /// `through`: that instruction included, for a value record, which
    /// follows its instruction's field record), or up to the first that
    /// is not known; the cursor moved past them.
    pub(crate) fn flush(
        &mut self,
        c: &mut Cursor,
        k: Known,
        thread: i64,
        (upto, site, through): (i64, i64, bool),
        out: &mut Vec<A>,
    ) {
        c.due = i64::MAX;
        if *k.mask == 0 || c.cut || !Self::settle(c, &self.methods) {
            return;
        }
        let Some(mf) = self.methods.get(c.method).and_then(|m| m.as_deref()) else {
            return;
        };
        let stop = match self.sites.get(index(site)) {
            Some(&(m, bci)) if m == k.method => {
                u32::try_from(bci).map_or(u32::MAX, |b| b.saturating_add(u32::from(through)))
            }
            _ => u32::MAX,
        };
        while let Some(op) = mf.ops.get(c.next).filter(|o| o.instr < c.end) {
            let due = Self::due_at(op, c, *k.mask);
            if due == i64::MAX {
                break;
            }
            if due > upto || op.bci >= stop || op.site == 0 {
                c.due = due;
                break;
            }
            let n = usize::from(op.src);
            out.push(Self::known_record(op, thread, due, k.objs[n]));
            c.next += 1;
        }
    }

    /// [`Cursor::due`] for field instruction `op`, the cursor's next in its
    /// block, with known locals `mask`: its time if it is a known access
    /// (`i64::MIN` if its site is not known yet: another thread's record
    /// may name it first), else `i64::MAX`.
    #[inline(always)]
    fn due_at(op: &FieldOp, c: &Cursor, mask: u64) -> i64 {
        if op.src == NO_LOCAL || mask >> op.src & 1 == 0 || c.cut {
            i64::MAX
        } else if op.site == 0 {
            i64::MIN
        } else {
            c.base + i64::from(op.instr) + 1
        }
    }

    /// [`refresh_due`](Self::refresh_due), out of line.
    #[inline(never)]
    pub(crate) fn refresh_due_of(&self, c: &mut Cursor, mask: u64) {
        self.refresh_due(c, mask);
    }

    /// Sets [`Cursor::due`] after the cursor moved or the known locals
    /// (`mask`) changed: from the cursor's next field instruction (looked
    /// up first if the block's facts are not).
    #[inline]
    pub(crate) fn refresh_due(&self, c: &mut Cursor, mask: u64) {
        c.due = i64::MAX;
        if mask == 0 || c.cut || !Self::settle(c, &self.methods) {
            return;
        }
        if let Some(op) = self
            .methods
            .get(c.method)
            .and_then(|m| m.as_deref())
            .and_then(|mf| mf.ops.get(c.next))
            .filter(|o| o.instr < c.end)
        {
            c.due = Self::due_at(op, c, mask);
        }
    }

    /// The locals block `block` of `method` stores a reference into, and
    /// those its field instructions are local-sourced from (the rule of
    /// known field objects; none for a block the rule does not know).
    #[inline]
    pub(crate) fn block_locals(&self, method: i64, block: i64) -> (u64, u64) {
        self.methods
            .get(index(method))
            .and_then(|m| m.as_deref())
            .and_then(|mf| mf.locals.get(index(block)).copied())
            .unwrap_or((0, 0))
    }

    /// Looks up the facts of cursor `c`'s block if not done yet; whether
    /// the cursor is on (a block of a method with field instructions).
    #[inline]
    fn settle(c: &mut Cursor, methods: &[Option<Box<MethodFields>>]) -> bool {
        if c.on && c.fresh {
            c.fresh = false;
            let facts = methods
                .get(c.method)
                .and_then(|m| m.as_deref())
                .and_then(|mf| {
                    let (start, first) = *mf.blocks.get(c.block)?;
                    let (end, _) = *mf.blocks.get(c.block.wrapping_add(1))?;
                    Some((start, first as usize, end))
                });
            match facts {
                Some((start, first, end)) => {
                    c.first = first;
                    c.next = first;
                    c.end = end;
                    c.base = c.time - i64::from(start);
                }
                None => c.on = false,
            }
        }
        c.on
    }

    /// A full field record of a thread (whose cursor is `cursor`, if it has
    /// one) at the file's site `site`, naming `field`.
    /// With the rule of known field objects, `known`: the thread's
    /// innermost activation's known objects, which a local-sourced
    /// instruction's record (`object`) sets.
    pub(crate) fn full(
        &mut self,
        cursor: Option<&mut Cursor>,
        mut known: Option<Known>,
        site: i64,
        field: i64,
        object: Option<i64>,
    ) {
        let Some(&(method, bci)) = self.sites.get(index(site)) else {
            return;
        };
        let Some(mf) = self
            .methods
            .get_mut(index(method))
            .and_then(|m| m.as_deref_mut())
        else {
            return;
        };
        let Ok(bci) = u32::try_from(bci) else { return };
        let Ok(i) = mf.ops.binary_search_by_key(&bci, |o| o.bci) else {
            return;
        };
        let op = &mut mf.ops[i];
        if op.site == 0 {
            (op.site, op.field) = (site, field);
        }
        let instr = op.instr;
        if op.src != NO_LOCAL {
            Self::note_known(known.as_mut(), method, op.src, object);
        }
        if let Some(c) = cursor {
            if c.on
                && c.method == index(method)
                && Self::settle(c, &self.methods)
                && i >= c.first
                && instr < c.end
            {
                c.next = i + 1;
            }
            if let Some(k) = &known {
                self.refresh_due(c, *k.mask);
            }
        }
    }

    /// The full record an `ImpliedFieldAccess(thread, object)` (`object`
    /// given) or `ImpliedStaticAccess(thread)` (`None`) stands for, with the
    /// thread's cursor (`cursor`, if it has one) moved past it.
    #[inline(always)]
    ///
    /// With the rule of known field objects (`known`: the thread's
    /// innermost activation's known objects), a known access before it
    /// comes first: [`Resolved::Known`].
    pub(crate) fn resolve(
        &mut self,
        cursor: Option<&mut Cursor>,
        mut known: Option<Known>,
        thread: i64,
        object: Option<i64>,
    ) -> Resolved {
        let Some(c) = cursor else {
            return Resolved::BlockDone;
        };
        if !Self::settle(c, &self.methods) {
            return Resolved::BlockDone;
        }
        let Some(mf) = self.methods.get(c.method).and_then(|m| m.as_deref()) else {
            return Resolved::Unknown;
        };
        let Some(op) = mf.ops.get(c.next).filter(|o| o.instr < c.end) else {
            return Resolved::BlockDone;
        };
        if op.site == 0 {
            return Resolved::Unknown;
        }
        c.next += 1;
        let (time, site, field) = (c.base + i64::from(op.instr) + 1, op.site, op.field);
        if let Some(k) = &mut known {
            let r = if op.src != NO_LOCAL {
                Self::known_or_note(op, c, Some(k), thread, time, object)
            } else {
                None
            };
            // (The cursor moved, the known objects may have changed.)
            if let Some(next) = mf.ops.get(c.next).filter(|o| o.instr < c.end) {
                c.due = Self::due_at(next, c, *k.mask);
            } else {
                c.due = i64::MAX;
            }
            if let Some(r) = r {
                // Known: its record is put back first.
                return Resolved::Known(r);
            }
        }
        // (What `full` would do with the record: find the instruction by
        // the site's method and bytecode index, and move the cursor past
        // it, as done here.)
        let noted =
            self.sites.get(index(site)).copied() == Some((c.method as i64, i64::from(op.bci)));
        let record = match (op.opcode, object) {
            (GETFIELD, Some(object)) => A::InstanceFieldRead(step::InstanceFieldRead {
                thread,
                time,
                site,
                field,
                object,
            }),
            (PUTFIELD, Some(object)) => A::InstanceFieldWrite(step::InstanceFieldWrite {
                thread,
                time,
                site,
                field,
                object,
            }),
            (GETSTATIC, None) => A::FieldRead(step::FieldRead {
                thread,
                time,
                site,
                field,
            }),
            (PUTSTATIC, None) => A::FieldWrite(step::FieldWrite {
                thread,
                time,
                site,
                field,
            }),
            _ => return Resolved::Unknown,
        };
        Resolved::Record { record, noted }
    }
}

/// The thread, site and field of a full field record.
pub(crate) fn full_record(r: &A) -> Option<(i64, i64, i64)> {
    match r {
        A::FieldRead(e) => Some((e.thread, e.site, e.field)),
        A::InstanceFieldRead(e) => Some((e.thread, e.site, e.field)),
        A::FieldWrite(e) => Some((e.thread, e.site, e.field)),
        A::InstanceFieldWrite(e) => Some((e.thread, e.site, e.field)),
        _ => None,
    }
}

/// The object of a full instance field record.
pub(crate) fn full_object(r: &A) -> Option<i64> {
    match r {
        A::InstanceFieldRead(e) => Some(e.object),
        A::InstanceFieldWrite(e) => Some(e.object),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    use crate::program::code::Flow;

    /// Instructions `(opcode, local)` at made-up bytecode indices.
    fn instrs(ops: &[(u8, u16)]) -> Vec<Instr> {
        ops.iter()
            .enumerate()
            .map(|(i, &(opcode, local))| Instr {
                bci: i as u32 * 4,
                opcode,
                kinds: 0,
                flow: Flow::Next,
                local,
            })
            .collect()
    }

    #[test]
    fn getfield_after_an_aload_is_local_sourced() {
        // aload_1; getfield | aload 5; getfield; aload_0; iconst_0; getfield
        let code = instrs(&[
            (0x2b, 1),
            (GETFIELD, 0),
            (ALOAD, 5),
            (GETFIELD, 0),
            (0x2a, 0),
            (0x03, 0),
            (GETFIELD, 0),
        ]);
        let (stores, src) = local_sources(&code, &[0, 7]);
        assert_eq!(stores, [0]);
        assert_eq!(
            src,
            [NO_LOCAL, 1, NO_LOCAL, 5, NO_LOCAL, NO_LOCAL, NO_LOCAL]
        );
        // The first instruction of a block is never local-sourced, even
        // after an aload ending the block before.
        let (_, src) = local_sources(&code, &[0, 1, 7]);
        assert_eq!(src[1], NO_LOCAL);
        assert_eq!(src[3], 5);
    }

    #[test]
    fn putfield_after_an_aload_and_its_value_is_local_sourced() {
        // aload_0; dload_1; putfield | aload_0; aconst_null; putfield |
        // aload_0; aload_0; getfield; putfield (this.f = this.g) |
        // aload_0; ldc2_w; putfield | aload_0; iadd; putfield (no)
        let code = instrs(&[
            (0x2a, 0),
            (0x27, 1),
            (PUTFIELD, 0),
            (0x2a, 0),
            (0x01, 0),
            (PUTFIELD, 0),
            (0x2a, 0),
            (0x2a, 0),
            (GETFIELD, 0),
            (PUTFIELD, 0),
            (0x2a, 0),
            (0x14, 0),
            (PUTFIELD, 0),
            (0x2a, 0),
            (0x60, 0),
            (PUTFIELD, 0),
        ]);
        let (_, src) = local_sources(&code, &[0, 16]);
        let at = |i: usize| src[i];
        assert_eq!(at(2), 0);
        assert_eq!(at(5), 0);
        assert_eq!(at(8), 0); // the getfield itself
        assert_eq!(at(9), 0); // this.f = this.g: the scan passes the getfield
        assert_eq!(at(12), 0);
        assert_eq!(at(15), NO_LOCAL);
    }

    /// [`local_sources`]' sources of `ops` (`(opcode, local)`, after
    /// `wide` the modified opcode) in blocks given per instruction
    /// (`blocks[i]`: instruction `i`'s block, ascending), as the VM's
    /// `known_locals` tests give them.
    fn src(ops: &[(u8, u16)], blocks: &[u32]) -> Vec<u8> {
        assert_eq!(ops.len(), blocks.len());
        let mut starts: Vec<u32> = (0..ops.len())
            .filter(|&i| i == 0 || blocks[i] != blocks[i - 1])
            .map(|i| i as u32)
            .collect();
        starts.push(ops.len() as u32);
        local_sources(&instrs(ops), &starts).1
    }

    const NS: u8 = NO_LOCAL;

    // The VM's tests of the same scan (vm/src/interp/ops.rs,
    // `known_locals_tests`), as (opcode, local) sequences.

    #[test]
    fn scan_getfield_after_aload() {
        // aload_1; getfield; ireturn
        let ops = [(0x2b, 1), (GETFIELD, 0), (0xac, 0)];
        assert_eq!(src(&ops, &[0, 0, 0]), [NS, 1, NS]);
        // aload 7; getfield; getfield (the second loads from the stack)
        let ops = [(ALOAD, 7), (GETFIELD, 0), (GETFIELD, 0), (0xac, 0)];
        assert_eq!(src(&ops, &[0, 0, 0, 0]), [NS, 7, NS, NS]);
        // The getfield starts a block: its aload is in another one.
        let ops = [(0x2b, 1), (GETFIELD, 0), (0xac, 0)];
        assert_eq!(src(&ops, &[0, 1, 1]), [NS, NS, NS]);
        // aload_1 then iload_2, getfield: iload_2 pushed its reference.
        let ops = [(0x2b, 1), (0x1c, 2), (GETFIELD, 0)];
        assert_eq!(src(&ops, &[0, 0, 0]), [NS, NS, NS]);
    }

    #[test]
    fn scan_putfield_after_aload_and_value() {
        // aload_0; dload_1; putfield; return
        let ops = [(0x2a, 0), (0x27, 1), (PUTFIELD, 0), (0xb1, 0)];
        assert_eq!(src(&ops, &[0, 0, 0, 0]), [NS, NS, 0, NS]);
        // aload_0; aconst_null / iconst_5 / sipush / ldc / aload_1; putfield
        for value in [(0x01, 0), (0x08, 0), (0x11, 0), (0x12, 0), (0x2b, 1)] {
            let ops = [(0x2a, 0), value, (PUTFIELD, 0)];
            assert_eq!(src(&ops, &[0, 0, 0]), [NS, NS, 0], "{value:?}");
        }
        // aload_0; iload_1; iconst_1; iadd; putfield: a computed value.
        let ops = [(0x2a, 0), (0x1b, 1), (0x04, 0), (0x60, 0), (PUTFIELD, 0)];
        assert_eq!(src(&ops, &[0; 5]), [NS, NS, NS, NS, 0]);
        // aload_0; dup; putfield: this.f = this.
        let ops = [(0x2a, 0), (DUP, 0), (PUTFIELD, 0)];
        assert_eq!(src(&ops, &[0, 0, 0]), [NS, NS, 0]);
        // aload_0; new; putfield: `new` is not in the table.
        let ops = [(0x2a, 0), (0xbb, 0), (PUTFIELD, 0)];
        assert_eq!(src(&ops, &[0; 3]), [NS; 3]);
        // aload_0; iload_1; iload_1; pop; putfield: a pop stops the scan.
        let ops = [(0x2a, 0), (0x1b, 1), (0x1b, 1), (0x57, 0), (PUTFIELD, 0)];
        assert_eq!(src(&ops, &[0; 5]), [NS; 5]);
    }

    #[test]
    fn scan_amendment_a_examples() {
        // aload_3 dup getfield f: the getfield from 3, the dup's copy.
        let ops = [(0x2d, 3), (DUP, 0), (GETFIELD, 0)];
        assert_eq!(src(&ops, &[0; 3]), [NS, NS, 3]);
        // st.tests++: aload_3 dup getfield lconst_1 ladd putfield.
        let ops = [
            (0x2d, 3),
            (DUP, 0),
            (GETFIELD, 0),
            (0x0a, 0),
            (0x61, 0),
            (PUTFIELD, 0),
        ];
        assert_eq!(src(&ops, &[0; 6]), [NS, NS, 3, NS, NS, 3]);
        // this.x = a + b: aload_0 dload_1 dload_3 dadd putfield.
        let ops = [(0x2a, 0), (0x27, 1), (0x29, 3), (0x63, 0), (PUTFIELD, 0)];
        assert_eq!(src(&ops, &[0; 5]), [NS, NS, NS, NS, 0]);
        // this.x = o.y: aload_0 aload_1 getfield y putfield x.
        let ops = [(0x2a, 0), (0x2b, 1), (GETFIELD, 0), (PUTFIELD, 0)];
        assert_eq!(src(&ops, &[0; 4]), [NS, NS, 1, 0]);
        // aload_2 checkcast getfield: the same object.
        let ops = [(0x2c, 2), (CHECKCAST, 0), (GETFIELD, 0)];
        assert_eq!(src(&ops, &[0; 3]), [NS, NS, 2]);
        // a[i].f = x: aload_1 iload_2 aaload iload_3 putfield: aaload pushed it.
        let ops = [(0x2b, 1), (0x1c, 2), (0x32, 0), (0x1d, 3), (PUTFIELD, 0)];
        assert_eq!(src(&ops, &[0; 5]), [NS; 5]);
        // The scan stops at the block's start: aload_0 | iload_1 putfield.
        let ops = [(0x2a, 0), (0x1b, 1), (PUTFIELD, 0)];
        assert_eq!(src(&ops, &[0, 1, 1]), [NS; 3]);
        // wide iinc between: (0, 0).
        let ops = [(0x2a, 0), (0x84, 5), (GETFIELD, 0)];
        assert_eq!(src(&ops, &[0; 3]), [NS, NS, 0]);
    }

    #[test]
    fn scan_dup_and_depth() {
        // this.f = i + i: aload_0 iload_1 dup iadd putfield: the dup
        // copies the int (d = 2 at the dup -> 1), aload_0 pushed the
        // reference.
        let ops = [(0x2a, 0), (0x1b, 1), (DUP, 0), (0x60, 0), (PUTFIELD, 0)];
        assert_eq!(src(&ops, &[0; 5]), [NS, NS, NS, NS, 0]);
        // aload_1 dup putfield: this.f = this with the dup's two copies.
        let ops = [(0x2b, 1), (DUP, 0), (PUTFIELD, 0)];
        assert_eq!(src(&ops, &[0; 3]), [NS, NS, 1]);
        // getstatic pushes a value (0, 1): aload_0 getstatic putfield.
        let ops = [(0x2a, 0), (GETSTATIC, 0), (PUTFIELD, 0)];
        assert_eq!(src(&ops, &[0; 3]), [NS, NS, 0]);
        // arraylength, i2l, lcmp: aload_0 aload_1 arraylength i2l lconst_0
        // lcmp putfield.
        let ops = [
            (0x2a, 0),
            (0x2b, 1),
            (0xbe, 0),
            (0x85, 0),
            (0x09, 0),
            (0x94, 0),
            (PUTFIELD, 0),
        ];
        assert_eq!(src(&ops, &[0; 7]), [NS, NS, NS, NS, NS, NS, 0]);
    }

    #[test]
    fn scan_block_storing_the_local() {
        // aload_1; getfield; astore_1; return: the block stores local 1.
        let ops = [(0x2b, 1), (GETFIELD, 0), (0x4c, 1), (0xb1, 0)];
        assert_eq!(src(&ops, &[0, 0, 0, 0]), [NS; 4]);
        // The store in the next block: sourced.
        assert_eq!(src(&ops, &[0, 0, 1, 1]), [NS, 1, NS, NS]);
        // astore 1 (long form) before the aload in the same block.
        let ops = [(ASTORE, 1), (0x2b, 1), (GETFIELD, 0)];
        assert_eq!(src(&ops, &[0, 0, 0]), [NS; 3]);
        // istore_1 is no reference store: sourced.
        let ops = [(0x3c, 1), (0x2b, 1), (GETFIELD, 0)];
        assert_eq!(src(&ops, &[0, 0, 0]), [NS, NS, 1]);
    }

    #[test]
    fn scan_wide_locals() {
        // wide aload 5; getfield
        assert_eq!(src(&[(ALOAD, 5), (GETFIELD, 0)], &[0, 0]), [NS, 5]);
        // wide aload 300: locals from 64 on are never sourced.
        assert_eq!(src(&[(ALOAD, 300), (GETFIELD, 0)], &[0, 0]), [NS, NS]);
        // aload 63 is the last local sourced.
        assert_eq!(src(&[(ALOAD, 63), (GETFIELD, 0)], &[0, 0]), [NS, 63]);
        // wide astore 5 in the block: not sourced.
        let ops = [(ALOAD, 5), (GETFIELD, 0), (ASTORE, 5)];
        assert_eq!(src(&ops, &[0, 0, 0]), [NS; 3]);
        // aload_0; wide iload 300; putfield: a wide value load.
        let ops = [(0x2a, 0), (0x15, 300), (PUTFIELD, 0)];
        assert_eq!(src(&ops, &[0, 0, 0]), [NS, NS, 0]);
    }

    #[test]
    fn a_block_that_stores_the_local_has_no_access_sourced_from_it() {
        // Block 0: aload_1; getfield; aconst_null; astore_1 (stores 1).
        // Block 1: aload_2; getfield; astore 2 (wide 300 too).
        // Block 2: aload 300 (wide); getfield (local 300: not below 64);
        //          aload 63; getfield.
        let code = instrs(&[
            (0x2b, 1),
            (GETFIELD, 0),
            (0x01, 0),
            (0x4c, 1),
            (0x2c, 2),
            (GETFIELD, 0),
            (ASTORE, 2),
            (ASTORE, 300),
            (ALOAD, 300),
            (GETFIELD, 0),
            (ALOAD, 63),
            (GETFIELD, 0),
        ]);
        let (stores, src) = local_sources(&code, &[0, 4, 8, 12]);
        assert_eq!(stores, [1 << 1, 1 << 2, 0]);
        assert_eq!(src[1], NO_LOCAL);
        assert_eq!(src[5], NO_LOCAL);
        assert_eq!(src[9], NO_LOCAL);
        assert_eq!(src[11], 63);
    }

    #[test]
    fn the_known_attribute_needs_implied_field_sites() {
        let a = |v: &[(&str, &str)]| {
            v.iter()
                .map(|(k, v)| (k.to_string(), v.to_string()))
                .collect::<Vec<_>>()
        };
        assert!(uses_locals_rule(&a(&[
            (ATTRIBUTE, BLOCKS),
            (KNOWN_ATTRIBUTE, LOCALS)
        ])));
        assert!(!uses_locals_rule(&a(&[(KNOWN_ATTRIBUTE, LOCALS)])));
        assert!(!uses_locals_rule(&a(&[(ATTRIBUTE, BLOCKS)])));
    }

    #[test]
    fn the_attribute_names_the_rule() {
        let a = |v: &str| vec![(ATTRIBUTE.to_string(), v.to_string())];
        assert!(uses_blocks_rule(&a("blocks")));
        assert!(!uses_blocks_rule(&a("entry")));
        assert!(!uses_blocks_rule(&[]));
    }
}
